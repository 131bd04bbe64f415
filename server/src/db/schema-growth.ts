/** Table types of growth (migration 019_growth): leads, invitations, wishes, poster pictures, mini-program codes. */
import type { ColumnType } from 'kysely';
import type { LeadStatus } from '../domain/machines/growth';

export interface GrowthLeadsTable {
  id: string; kind: 'regist' | 'adviser'; user_id: string; name: string; phone: string; city: string; note: string; channel: string;
  /** moved only by the LEAD machine */
  status: LeadStatus; owner_id: string | null; staff_note: string; created_at: number; updated_at: number;
}
export interface GrowthInviteCodesTable { user_id: string; code: string; created_at: number }
export interface GrowthInvitationsTable { id: string; inviter_id: string; invitee_id: string; kind: 'give' | 'raise'; channel: string; created_at: number }
export interface GrowthWishesTable { id: string; user_id: string; content: string; created_at: number }
/** sort: staff's order (migration 027) */
export interface GrowthWishWordsTable { id: number; text: string; sort: ColumnType<number, number | undefined, number> }
/** One record ('main', migration 027); services is a JSON array of short lines. */
export interface GrowthServiceInfoTable { id: string; team_name: string; hours: string; phone: string; intro: string; services: string; updated_by: string; updated_at: number }
export interface GrowthHonourPicsTable { id: string; title: string; image_url: string; sort: number; updated_by: string; created_at: number; updated_at: number }
export interface GrowthWishSharesTable { id: string; user_id: string | null; to_wx_source: number; created_at: number }
export interface GrowthPostersTable { info_uuid: string; picture_url: string; updated_by: string; updated_at: number }
export interface GrowthWxacodesTable { scene: string; page: string; png_base64: string; created_at: number }

export interface GrowthTables {
  growth_leads: GrowthLeadsTable;
  growth_invite_codes: GrowthInviteCodesTable;
  growth_invitations: GrowthInvitationsTable;
  growth_wishes: GrowthWishesTable;
  growth_wish_words: GrowthWishWordsTable;
  growth_wish_shares: GrowthWishSharesTable;
  growth_posters: GrowthPostersTable;
  growth_wxacodes: GrowthWxacodesTable;
  growth_service_info: GrowthServiceInfoTable;
  growth_honour_pics: GrowthHonourPicsTable;
}

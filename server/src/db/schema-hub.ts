/** Table types of the donor's home (migration 015_hub): questions, protocol versions and acceptances, grants. */

/** A question to the platform: open until staff answer it (QUESTION machine). */
export type QuestionStatus = 'open' | 'answered';
export interface QuestionsTable {
  id: string; user_id: string; content: string; status: QuestionStatus; answer: string;
  answered_by: string | null; answered_at: number | null; created_at: number;
}
export type ProtocolKind = 'user' | 'privacy';
export interface ProtocolVersionsTable {
  kind: ProtocolKind; version: number; title: string;
  /** what changed, shown with the acceptance request */
  summary: string;
  /** the full text; '' for version 1 (the built-in text at /cf/agreements/:kind) */
  body: string;
  published_by: string | null; published_at: number;
}
export interface ProtocolAcceptancesTable { user_id: string; kind: ProtocolKind; version: number; accepted_at: number }
/** What a user authorised; only recorded grants and withdrawals (profile and phone are read from users). */
export type GrantKind = 'wx_profile' | 'phone' | 'subscribe';
export interface UserGrantsTable { user_id: string; kind: GrantKind; granted: number; updated_at: number }

/** A monthly gift: active (reminded each month), paused, or stopped for good (MONTHLY_GIFT machine). */
export type MonthlyGiftStatus = 'active' | 'paused' | 'stopped';
export interface MonthlyGiftsTable {
  id: string; user_id: string; info_uuid: string;
  /** fen, what the pay page is filled in with each month */
  amount: number;
  status: MonthlyGiftStatus; created_at: number; updated_at: number;
}

export interface HubTables {
  monthly_gifts: MonthlyGiftsTable;
  questions: QuestionsTable;
  protocol_versions: ProtocolVersionsTable;
  protocol_acceptances: ProtocolAcceptancesTable;
  user_grants: UserGrantsTable;
}

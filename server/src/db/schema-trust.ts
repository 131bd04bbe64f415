/**
 * Table types of the trust area (migration 010_trust). New columns of older tables are added to
 * their interfaces by augmentation, optional so code written before them still type-checks; the
 * database fills their defaults. Status columns move only through their machines (domain/machines/trust.ts).
 */
import type { DeliveryStatus, DiscussionStatus, DoctorStatus, FraudFlagStatus, ReportStatus, ReviewStatus } from '../domain/machines/trust';

export interface NotificationsTable {
  id: string; user_id: string; kind: string; info_uuid: string; title: string; body: string; landing_url: string;
  created_at: number; read_at: number | null; send_status: DeliveryStatus; send_attempts: number; sent_at: number | null;
  /** JSON of the event's data, null when none (012_one_outbox: the money events' payload). */
  payload?: string | null;
}
export interface ProgressFollowsTable { info_uuid: string; user_id: string; created_at: number }
export interface DiscussionsTable { info_uuid: string; status: DiscussionStatus; content: string; reason: string; created_at: number; updated_at: number }
export interface DiscussionVotesTable { info_uuid: string; user_id: string; vote: string; created_at: number }
export interface DiscussionCommentsTable { id: string; info_uuid: string; user_id: string; content: string; created_at: number; deleted: number }
export interface FastRepliesTable { id: string; info_uuid: string; user_id: string; content: string; created_at: number }
export interface CaseLabelsTable { info_uuid: string; labels: string; updated_at: number }
export interface ReportsTable {
  id: string; info_uuid: string; user_id: string; reason: string; content: string; image_urls: string; status: ReportStatus;
  outcome: string | null; outcome_note: string; resolver_id: string | null; created_at: number; resolved_at: number | null;
}
export interface FraudFlagsTable {
  id: string; kind: string; info_uuid: string | null; subject: string; dedupe_key: string; evidence: string; status: FraudFlagStatus;
  resolution: string; resolver_id: string | null; created_at: number; resolved_at: number | null;
}

export interface TrustTables {
  notifications: NotificationsTable;
  progress_follows: ProgressFollowsTable;
  discussions: DiscussionsTable;
  discussion_votes: DiscussionVotesTable;
  discussion_comments: DiscussionCommentsTable;
  fast_replies: FastRepliesTable;
  case_labels: CaseLabelsTable;
  reports: ReportsTable;
  fraud_flags: FraudFlagsTable;
}

declare module './schema' {
  interface ProgressTable {
    /** default approved for rows written before review existed */
    status?: ReviewStatus; reason?: string; reviewer_id?: string | null; reviewed_at?: number | null;
  }
  interface VerificationsTable {
    identity?: string; hospital_name?: string; department?: string; doctor_title?: string;
    /** private upload URL of the practising certificate: staff only */
    cert_url?: string;
    /** '' when not a doctor */
    doctor_status?: DoctorStatus;
    real_name?: number; is_false?: number; false_reason?: string;
  }
  interface UsersTable { false_verify_count?: number }
}

/**
 * Kysely table types. Money columns are integer fen (bigint in PostgreSQL, parsed to number);
 * times are epoch milliseconds (bigint); booleans are 0/1 integers so both dialects agree.
 */
import type { MoneyTables, RefundMoneyColumns, WithdrawalMoneyColumns } from './schema-money';
import type { UploadsTables } from './schema-uploads';
import type { CaseRaiseColumns, RaiseTables } from './schema-raise';
import type { ColumnType } from 'kysely';
import type { TrustTables } from './schema-trust';
import type { OrderKindColumn, ShopTables } from './schema-shop';
import type { ContentTables } from './schema-content';
import type { LoveTables } from './schema-love';
import type { HubTables } from './schema-hub';
import type { DonorHomeTables } from './schema-donor-home';
import type { CaseLifecycleColumns, LifecycleTables } from './schema-lifecycle';
import type { ReportTables } from './schema-reports';
import type { ActivityTables } from './schema-activity';
import type { PennantTables } from './schema-pennants';
import type { RewardTables } from './schema-rewards';
import type { BonfireTables } from './schema-bonfire';
import type { VisitTables } from './schema-visits';
import type { VenueTables } from './schema-venue';
import type { GrowthTables } from './schema-growth';
import type { LedgerLogTables } from './schema-ledger-log';
import type { CaseStatus } from '../domain/machines/case';
import type { RefundStatus, WithdrawalStatus } from '../domain/machines/money';
import type { RevisionStatus } from '../domain/machines/revision';
import type { OrderStatus } from '../domain/machines/order';

export interface UsersTable {
  user_id: string;
  mobile: string | null;
  openid: string | null;
  nickname: string;
  head_img_url: string;
  third_type: number | null;
  created_at: number;
}
export interface SessionsTable { token_hash: string; user_id: string; created_at: number; expires_at: number }
export interface VerifyCodesTable {
  id: string; mobile: string; code_hash: string; created_at: number; expires_at: number; attempts: number; used: number;
}
/** A checked SMS code's proof (035_code_checks): single use (used 0/1), valid until expires_at. */
export interface CodeChecksTable { token_hash: string; mobile: string; created_at: number; expires_at: number; used: number }
export interface RateLimitsTable { key: string; window_start: number; count: number }
export interface CasesTable {
  info_uuid: string;
  title: string;
  content: string;
  cover_url: string;
  attachments: string; // JSON array of urls
  raise_type: number;
  target_amount: number;
  raised_amount: number;
  donation_count: number;
  share_count: number;
  /** The case status code: Database.cases reads and updates it as CaseStatus (CaseStatusColumn), moved only by the case machine. */
  status: number;
  finish_str: string;
  patient_name: string;
  owner_user_id: string;
  payee_relation: string;
  payee_name: string;
  hospital: string;
  disease: string;
  is_vip: number;
  is_theme: number;
  is_recommend: number;
  subsidize: number;
  group_value: number;
  eye_value: number;
  service_charge: number;
  page_version: number;
  pr_new_or_old: number;
  is_help: number;
  created_at: number;
  expire_at: number;
}
/** Read and updated as CaseStatus; an insert (a new case, seed and test data) may give any code. */
export interface CaseStatusColumn { status: ColumnType<CaseStatus, number, CaseStatus> }
export interface ProgressTable {
  id: string; info_uuid: string; user_id: string; content: string; image_urls: string; created_at: number;
}
export interface CommentsTable {
  id: string; info_uuid: string; user_id: string; content: string; type: number; created_at: number; deleted: number;
}
export interface VerificationsTable {
  verify_id: string; info_uuid: string; user_id: string | null; nickname: string; head_img_url: string;
  relationship: string; kind: string; content: string; from_hospital: number; created_at: number;
}
export interface SharesTable {
  id: string; uuid: string; info_uuid: string; user_id: string | null; source: string; channel: string;
  user_source_id: string; share_id: string; share_dv: number; trade_no: string; to_wx_source: number; created_at: number;
}
export interface OrdersTable {
  order_id: string;
  idempotency_key: string;
  user_id: string;
  info_uuid: string;
  amount: number;
  anonymous: number;
  status: OrderStatus;
  platform: number;
  provider: string;
  channel: string;
  share_dv: number;
  user_source_id: string;
  comment: string;
  first_donation: number;
  provider_trade_no: string | null;
  created_at: number;
  paid_at: number | null;
  /** The request that created the order (its log lines carry it; migration 013); null for older orders. */
  request_id?: string | null;
}
/** Read and updated as OrderStatus (the order machine, domain/machines/order.ts); an insert (test data) may give any text. */
export interface OrderStatusColumn { status: ColumnType<OrderStatus, string, OrderStatus> }
export interface PaymentNotifiesTable { notify_id: string; order_id: string; provider: string; amount: number; received_at: number }
export interface PageLogsTable {
  id: string; info_uuid: string; from_path: string; to_path: string; self_tag: string; channel: string;
  platform: number; gray_mode: number; user_id: string | null; created_at: number;
}
export interface EventLogsTable { id: string; kind: string; name: string; payload: string; user_id: string | null; created_at: number }
export interface FeatureConfigTable { key: string; value: string }
export interface BasicStoreTable { activity_id: string; content: string }

/** display_name: how the staff console names this staff member (030); null: 审核员 + the phone's last four digits */
export interface StaffUsersTable { user_id: string; created_at: number; display_name: string | null }
export interface CaseRevisionsTable {
  revision_id: string; info_uuid: string; user_id: string; title: string; content: string; status: RevisionStatus; reason: string;
  reviewer_id: string | null; created_at: number; reviewed_at: number | null;
}
export type WithdrawalsTable = {
  withdrawal_id: string; idempotency_key: string; info_uuid: string; user_id: string; amount: number; status: WithdrawalStatus;
  created_at: number; completed_at: number | null;
} & WithdrawalMoneyColumns
export type RefundsTable = {
  refund_id: string; idempotency_key: string; order_id: string; info_uuid: string; user_id: string; donor_user_id: string;
  amount: number; reason: string; status: RefundStatus; created_at: number; completed_at: number | null;
} & RefundMoneyColumns

/** Append-only: rows are inserted, never updated or deleted. JSON columns hold the target's state. */
export interface AuditLogTable {
  id: string; actor_user_id: string; action: string; target_type: string; target_id: string; info_uuid: string | null;
  before_json: string; after_json: string; reason: string; created_at: number;
}
export interface JobLeasesTable { job: string; holder: string; expires_at: number }

export interface Database extends UploadsTables, MoneyTables, RaiseTables, TrustTables, ContentTables, LoveTables, HubTables, DonorHomeTables, ReportTables, LifecycleTables, GrowthTables, ShopTables, ActivityTables, PennantTables, VenueTables, BonfireTables, RewardTables, LedgerLogTables, VisitTables {
  users: UsersTable;
  sessions: SessionsTable;
  verify_codes: VerifyCodesTable;
  code_checks: CodeChecksTable;
  rate_limits: RateLimitsTable;
  cases: Omit<CasesTable, 'status'> & CaseStatusColumn & CaseRaiseColumns & CaseLifecycleColumns;
  progress: ProgressTable;
  comments: CommentsTable;
  verifications: VerificationsTable;
  shares: SharesTable;
  orders: Omit<OrdersTable, 'status'> & OrderStatusColumn & OrderKindColumn;
  payment_notifies: PaymentNotifiesTable;
  page_logs: PageLogsTable;
  event_logs: EventLogsTable;
  feature_config: FeatureConfigTable;
  basic_store: BasicStoreTable;
  staff_users: StaffUsersTable;
  case_revisions: CaseRevisionsTable;
  withdrawals: WithdrawalsTable;
  refunds: RefundsTable;
  audit_log: AuditLogTable;
  job_leases: JobLeasesTable;
}

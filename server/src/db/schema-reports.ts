/** Table types of the donor reports and account deletion (migration 016_reports). Times are epoch ms. */

/** One thumbs-up on a user's monthly report; (owner_user_id, period, giver_user_id) is unique. */
export interface ReportBlessingsTable { id: string; owner_user_id: string; period: string; giver_user_id: string; created_at: number }
/** One row per deleted account: what was removed and what the law keeps (JSON counts per table). */
export interface AccountDeletionsTable { id: string; user_id: string; summary: string; created_at: number }

export interface ReportTables {
  report_blessings: ReportBlessingsTable;
  account_deletions: AccountDeletionsTable;
}

declare module './schema' {
  /** 016_reports: set when the account was deleted (the row stays, anonymised); null otherwise. */
  interface UsersTable { deleted_at?: number | null }
}

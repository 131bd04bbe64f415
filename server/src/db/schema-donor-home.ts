/** Table types of migration 026_donor_home: the monthly reminders sent, and page views (uv/get). */

/** One reminder of a monthly gift in one China-time month (YYYY-MM): the key makes it once per gift per month. */
export interface MonthlyGiftRemindersTable { gift_id: string; month: string; notification_id: string; created_at: number }

/** One view of a page: `visitor` is the user id, or a hash of the address and browser for a visitor; `day` YYYY-MM-DD in China time. */
export interface PageViewsTable { id: string; page: string; visitor: string; day: string; created_at: number }

export interface DonorHomeTables {
  monthly_gift_reminders: MonthlyGiftRemindersTable;
  page_views: PageViewsTable;
}

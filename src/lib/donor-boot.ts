/**
 * The shapes of the boot blocks of the monthly report and the 我的 hub (ids in boot-ids.ts BOOT_BLOCKS):
 * written by the server (server/src/ssr/donor-page.ts) from the API's own answers, read by
 * DonorReportStore, AuthStore and MineStore as the answers they replace. Types only.
 */
import type { UserSummary } from '../contract/account';
import type { MonthlyGiftsRes } from '../contract/mine';
import type { MonthlyReport } from '../contract/reports';

/** BOOT_BLOCKS.monthly: the report a visitor gets for the page's userId and month ('' = this month). */
export interface MonthlyBoot {
  userId: string;
  month: string;
  report: MonthlyReport;
}

/** BOOT_BLOCKS.mine: the reader's own hub data, read with their cookie (BOOT_BLOCKS.auth is their login check). */
export interface MineBoot {
  userId: string;
  summary: UserSummary;
  monthly: MonthlyGiftsRes;
}

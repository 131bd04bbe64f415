/** Attribution of activity reads (migration 034_activity_visits): see server/src/services/activity/attribution.ts. */
export interface ActivityVisitsTable {
  visit_id: string;
  /** which call: 'matching.case', 'matching.donator', 'matching.raiser', 'bonfire.list' */
  call: string;
  info_uuid: string;
  /** '' when the call named none */
  activity_id: string;
  /** the channel code (src/contract/rules/channel.ts), '' without one */
  channel: string;
  /** shareDV / sharedv as sent; 0 when absent */
  share_dv: number;
  /** the pay platform code as sent; 0 when absent */
  platform: number;
  user_id: string | null;
  created_at: number;
}

export interface VisitTables {
  activity_visits: ActivityVisitsTable;
}

/**
 * Venue tables (migration 024_venue): an activity's public hall. Visits (one row per visitor per
 * activity per China day), page-source uploads, users recorded as new to the activity, sub-venues (a
 * user's own page in the activity), share records (for the sponsor's report: a share unlocks nothing),
 * the days a user visited (the visit pennant's day) and the rules text staff write per activity.
 */
export interface VenueUvTable {
  activity_id: string;
  /** 'u:<userId>' for a logged-in visitor, else 'v:<the client's random visitor id>' */
  visitor: string;
  /** China day, YYYY-MM-DD */
  day: string;
  user_id: string | null;
  sub_venue_id: string | null;
  created_at: number;
}

export interface VenuePageSourcesTable {
  id: string;
  activity_id: string;
  source: string;
  channel: string;
  user_id: string | null;
  created_at: number;
}

export interface VenueNewUsersTable {
  activity_id: string;
  user_id: string;
  created_at: number;
}

export interface VenueSubVenuesTable {
  sub_venue_id: string;
  activity_id: string;
  user_id: string;
  title: string;
  created_at: number;
}

export interface VenueSharesTable {
  share_id: string;
  activity_id: string;
  info_uuid: string | null;
  user_id: string | null;
  channel: string;
  /** 1 timeline, 2 friend, 3 QQ, 4 QZone, 0 not said */
  target: number;
  created_at: number;
}

export interface VenueVisitDaysTable {
  activity_id: string;
  user_id: string;
  day: string;
  created_at: number;
}

export interface ActivityRulesTable {
  activity_id: string;
  rules: string;
  updated_by: string;
  updated_at: number;
}

export interface VenueTables {
  venue_uv: VenueUvTable;
  venue_page_sources: VenuePageSourcesTable;
  venue_new_users: VenueNewUsersTable;
  venue_sub_venues: VenueSubVenuesTable;
  venue_shares: VenueSharesTable;
  venue_visit_days: VenueVisitDaysTable;
  activity_rules: ActivityRulesTable;
}

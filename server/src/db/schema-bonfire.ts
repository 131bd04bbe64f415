/**
 * Group help ("bonfire", migration 023_bonfire): per groupHelp activity its rules (team size cap) and
 * ladders; teams on a case with their counters; members (one team per user and case, by the primary
 * key); one row per ladder a team finished, with what the pool granted (the grant itself is an
 * activity_matches row with order_id `ladder:<teamId>:<n>`, reason 'ladder'). Fen, epoch ms.
 */
export interface BonfireRulesTable {
  activity_id: string;
  team_max: number;
  updated_by: string;
  updated_at: number;
}

export interface BonfireLaddersTable {
  activity_id: string;
  n: number;
  /** members who gave, needed */
  need: number;
  /** fen released to the case */
  subsidy: number;
}

export interface BonfireTeamsTable {
  team_id: string;
  activity_id: string;
  info_uuid: string;
  leader_user_id: string;
  member_count: number;
  gave_count: number;
  ladder_finish_num: number;
  /** fen granted to the case by this team's ladders */
  released: number;
  created_at: number;
  updated_at: number;
}

export interface BonfireMembersTable {
  info_uuid: string;
  user_id: string;
  team_id: string;
  activity_id: string;
  /** 1 once a paid gift of at least the activity's smallest gift, made while a member, counted */
  gave: number;
  gave_order_id: string | null;
  gave_amount: number;
  joined_at: number;
  gave_at: number | null;
}

export interface BonfireLadderHitsTable {
  team_id: string;
  n: number;
  activity_id: string;
  info_uuid: string;
  /** the paid order whose gift finished the ladder */
  order_id: string;
  granted: number;
  /** the grant's reference in activity_matches and the ledgers (null: `ladder:<team>:<n>`, from before migration 028) */
  grant_ref: string | null;
  created_at: number;
}

export interface BonfireTables {
  bonfire_rules: BonfireRulesTable;
  bonfire_ladders: BonfireLaddersTable;
  bonfire_teams: BonfireTeamsTable;
  bonfire_members: BonfireMembersTable;
  bonfire_ladder_hits: BonfireLadderHitsTable;
}

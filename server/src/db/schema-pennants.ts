/** Pennants (migration 022_pennants): see server/src/repositories/pennants.ts. */
export type PennantSource = 'give' | 'visit' | 'luck_draw' | 'love_draw' | 'bonfire';

export interface PennantsTable {
  pennant_id: string;
  user_id: string;
  /** what it shows: 'love' (爱心锦旗), 'visit' (会场打卡), 'team' (团队锦旗), 'gift' (捐赠锦旗) */
  kind: string;
  title: string;
  source: PennantSource;
  /** unique per source: the order, the visit day, the draw, the team ... */
  ref: string;
  activity_id: string | null;
  info_uuid: string | null;
  created_at: number;
}

export interface PennantTables {
  pennants: PennantsTable;
}

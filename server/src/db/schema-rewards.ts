/**
 * Red packets, the luck draw and certificates (migration 025_rewards). Money is integer fen, times
 * epoch ms. A red packet's status moves only through its machine (domain/machines/red-packet.ts).
 */
export type RedPacketStatus = 'ISSUED' | 'GIVEN' | 'EXPIRED';

/** A platform-funded red packet: pool money reserved for the donor to give to a case of the activity. */
export interface RedPacketsTable {
  packet_id: string;
  user_id: string;
  activity_id: string;
  /** China-time day number it was issued on: one per (activity, user, day). */
  day: number;
  /** Reserved from the pool (fen). */
  amount: number;
  status: RedPacketStatus;
  /** The case it was given to (GIVEN). */
  info_uuid: string | null;
  /** What the case received (fen, GIVEN; at most `amount`, less when the case's cap was near). */
  granted: number;
  issued_at: number;
  expires_at: number;
  closed_at: number | null;
}

/** One luck-draw chance per qualifying gift (unique by order). */
export interface DrawEntitlementsTable {
  entitlement_id: string;
  order_id: string;
  user_id: string;
  activity_id: string;
  info_uuid: string;
  amount: number;
  created_at: number;
  /** Set once, by the draw that used it. */
  used_at: number | null;
}

/** The one result of an entitlement. */
export interface DrawResultsTable {
  result_id: string;
  entitlement_id: string;
  user_id: string;
  activity_id: string;
  /** A non-cash prize code of src/contract/rules/rewards.ts LUCK_PRIZES. */
  prize: string;
  roll: number;
  created_at: number;
}

/** A donor's certificate of a gift: kind 'gift' (asked for, ref = the order) or 'draw' (won, ref = the result). */
export interface CertificatesTable {
  certificate_id: string;
  user_id: string;
  kind: 'gift' | 'draw';
  ref: string;
  order_id: string;
  info_uuid: string;
  amount: number;
  title: string;
  created_at: number;
}

export interface RewardTables {
  red_packets: RedPacketsTable;
  draw_entitlements: DrawEntitlementsTable;
  draw_results: DrawResultsTable;
  certificates: CertificatesTable;
}

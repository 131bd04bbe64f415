/**
 * Pool money given to a case without a donation of the same size: a bonfire ladder's subsidy, a red
 * packet a donor gives. Booked like a match (services/activity/match.ts), under the same rules:
 * - lock order case row -> pool row; the grant is capped by what is left in the pool and by the
 *   activity's per-case cap; the activities CHECK refuses a negative pool even so;
 * - an `activity_matches` row keyed by the grant's own reference (donation 0, reason = the grant kind),
 *   so the staff console's match list, the sponsor's totals and the public ledger's 配捐 line see it;
 * - a pool ledger row, a case ledger row of kind `match` (it counts toward raised and is paid out and
 *   disclosed like any gift), and the case's raised amount, all in the caller's transaction.
 * The reference is unique per grant (the ledgers are unique by kind and ref): a retried grant with the
 * same reference books nothing twice (the caller checks `grantOf(ref)` first, or the insert fails).
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { book } from '../../repositories/ledger';
import { activityCase, addMatched, bookPool, insertMatch, lockPool, matchByOrder, moveRaised, poolLeft, type ActivityRow } from '../../repositories/activity';
import { matchDay } from '../../../../src/contract/rules/matching';
import { lockCaseRow, matchesNow } from './match';

type Trx = Kysely<Database> | Transaction<Database>;

export type GrantKind = 'ladder' | 'red_packet';

export interface Grant {
  activityId: string;
  infoUuid: string;
  /** who the grant is credited to in the match list (the team leader, the donor who gave the red packet) */
  userId: string;
  /** the most the grant may be (fen) */
  want: number;
  /** unique per grant, e.g. `ladder:<teamId>:<n>` or `rp:<packetId>` */
  ref: string;
  kind: GrantKind;
  /**
   * Money already set aside for this grant inside the pool's counters (a red packet's reservation,
   * released by the caller in the same transaction): added to what is left before capping.
   */
  reserved?: number;
}

/** The grant a reference already got (undefined: none yet). */
export const grantOf = (q: Trx, ref: string) => matchByOrder(q, ref);

/**
 * Books a grant of at most `g.want` fen from the pool to the case; returns what was granted (0 when
 * the activity is not live, the case is not in it, or the pool or the case cap is exhausted).
 */
export async function grantFromPool(trx: Trx, deps: Pick<AppDeps, 'dialect'>, g: Grant, now: number): Promise<number> {
  if (g.want <= 0) return 0;
  await lockCaseRow(trx, deps, g.infoUuid);
  const a: ActivityRow | undefined = await lockPool(trx, deps.dialect, g.activityId);
  if (!a || !matchesNow(a, now)) return 0;
  const ac = await activityCase(trx, a.activity_id, g.infoUuid);
  if (!ac || !Number(ac.active)) return 0;
  const capCase = Number(a.cap_case);
  const caseLeft = capCase > 0 ? Math.max(0, capCase - Number(ac.matched)) : Infinity;
  const m = Math.min(g.want, poolLeft(a) + (g.reserved ?? 0), caseLeft);
  if (m <= 0) return 0;
  const day = matchDay(now);
  await insertMatch(trx, {
    order_id: g.ref, activity_id: a.activity_id, info_uuid: g.infoUuid, user_id: g.userId, donation: 0, amount: m, returned: 0,
    status: 'MATCHED', reason: g.kind, day, created_at: now, updated_at: now,
  });
  await addMatched(trx, { activityId: a.activity_id, infoUuid: g.infoUuid, userId: g.userId, day, countDonorDay: false }, m, now);
  await bookPool(trx, { activity_id: a.activity_id, kind: 'match', amount: m, ref_id: g.ref, info_uuid: g.infoUuid, actor: null, created_at: now });
  await book(trx as Kysely<Database>, { info_uuid: g.infoUuid, kind: 'match', amount: m, ref_id: g.ref, order_id: null, user_id: g.userId, created_at: now });
  if (!(await moveRaised(trx, g.infoUuid, m))) throw new Error(`grant: case ${g.infoUuid} not found`);
  return m;
}

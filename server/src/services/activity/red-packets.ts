/**
 * Red packets: platform-funded money of a live activity's pool that a donor gives to a case of it.
 * - issue: under the pool lock, what is left must cover the packet; the packet row (one per user,
 *   activity and day: its unique key makes the issue idempotent) and `reserved += amount` with a pool
 *   ledger 'reserve' row, in one transaction. `poolLeft` subtracts the reservation, so matches and
 *   grants never spend it.
 * - give: lock order case row -> pool row (as every pool transaction); the packet moves ISSUED -> GIVEN
 *   (conditional: a racing give or expiry finds it moved), the case gets it through grantFromPool
 *   (booked like a match, ref `rp:<id>`), and the reservation is released ('unreserve') in the same
 *   transaction. A packet the case cannot take (removed, at its cap) stays ISSUED.
 * - expire (the reconcile job): ISSUED packets past their time, or of an activity that ended, move to
 *   EXPIRED and their money goes back to the pool ('unreserve'), or to the sponsor when the activity
 *   ended ('release', like the rest of an ended pool).
 * At every commit: funded = matched + reserved + released + left.
 */
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../repositories/users';
import { activityCase, bookPool, lockPool, poolLeft, releaseToSponsor, type ActivityRow } from '../../repositories/activity';
import { duePackets, flaggedInActivity, gaveInActivity, insertPacket, liveActivityOfCase, moveReserved, packetById, packetOfDay, setPacketGranted } from '../../repositories/rewards';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { ENDED } from '../../domain/machines/activity';
import { RED_PACKET } from '../../domain/machines/red-packet';
import { tryTransition } from '../../domain/machines/transition';
import { writeAudit } from '../../repositories/audit';
import type { RedPacketsTable } from '../../db/schema-rewards';
import type { CanAttend } from '../../../../src/contract/rewards';
import { RED_PACKET_MSG } from '../../../../src/contract/rules/rewards';
import { matchDay } from '../../../../src/contract/rules/matching';
import { grantFromPool } from './pool';
import { lockCaseRow, matchesNow } from './match';
import { rewardsEnabled } from './reward-config';

const HOUR = 3600_000;

export const packetSettings = (deps: AppDeps) => ({ fen: deps.config.settings.RED_PACKET_FEN, hours: deps.config.settings.RED_PACKET_EXPIRE_HOURS });

interface Attend extends CanAttend { activity?: ActivityRow; existing?: RedPacketsTable }

/** Whether the user may receive today's packet of the case's activity (the rule in src/contract/rules/rewards.ts). */
export async function canAttend(deps: AppDeps, user: UserRow | null | undefined, infoUuid: string, now: number = deps.clock()): Promise<Attend> {
  const s = packetSettings(deps);
  const no = (reason: string, a?: ActivityRow): Attend => ({ canAttend: false, reason, activityId: a?.activity_id ?? '', activityTitle: a?.title ?? '', amount: 0, expireHours: s.hours, activity: a });
  const a = await liveActivityOfCase(deps.db, infoUuid, now);
  if (!a) return no(RED_PACKET_MSG.noActivity);
  if (!(await rewardsEnabled(deps.db))) return no(RED_PACKET_MSG.off, a);
  if (!user) return no(RED_PACKET_MSG.login, a);
  const existing = await packetOfDay(deps.db, a.activity_id, user.user_id, matchDay(now));
  if (existing) return { ...no(RED_PACKET_MSG.today, a), existing };
  if (!(await gaveInActivity(deps.db, a.activity_id, user.user_id))) return no(RED_PACKET_MSG.notDonor, a);
  if (await flaggedInActivity(deps.db, a.activity_id, user.user_id)) return no(RED_PACKET_MSG.flagged, a);
  const amount = Math.min(s.fen, poolLeft(a));
  if (amount <= 0) return no(RED_PACKET_MSG.dry, a);
  return { canAttend: true, reason: '', activityId: a.activity_id, activityTitle: a.title, amount, expireHours: s.hours, activity: a };
}

/**
 * Issues today's packet of the case's activity when the user may have one; returns the day's packet
 * (the one issued earlier on a repeat) or null with the reason.
 */
export async function issuePacket(deps: AppDeps, user: UserRow, infoUuid: string): Promise<{ attend: Attend; packet: RedPacketsTable | null }> {
  const now = deps.clock();
  const attend = await canAttend(deps, user, infoUuid, now);
  if (attend.existing) return { attend, packet: attend.existing };
  if (!attend.canAttend || !attend.activity) return { attend, packet: null };
  const activityId = attend.activity.activity_id;
  const day = matchDay(now);
  const s = packetSettings(deps);
  const packet = await deps.db.transaction().execute(async (trx) => {
    const a = await lockPool(trx, deps.dialect, activityId);
    if (!a || !matchesNow(a, now)) return null;
    const amount = Math.min(s.fen, poolLeft(a));
    if (amount <= 0) return null;
    const row: RedPacketsTable = {
      packet_id: newId('rp'), user_id: user.user_id, activity_id: activityId, day, amount, status: 'ISSUED', info_uuid: null, granted: 0,
      issued_at: now, expires_at: now + s.hours * HOUR, closed_at: null,
    };
    if (!(await insertPacket(trx, row))) return (await packetOfDay(trx, activityId, user.user_id, day)) ?? null;
    await moveReserved(trx, activityId, amount, now);
    await bookPool(trx, { activity_id: activityId, kind: 'reserve', amount, ref_id: `rp:${row.packet_id}`, info_uuid: null, actor: user.user_id, created_at: now });
    return row;
  });
  if (!packet) return { attend: { ...attend, canAttend: false, reason: RED_PACKET_MSG.dry }, packet: null };
  return { attend: { ...attend, canAttend: false, reason: RED_PACKET_MSG.today }, packet };
}

/** Gives the user's packet to a case of its activity; a repeat to the same case answers the packet as given. */
export async function givePacket(deps: AppDeps, user: UserRow, packetId: string, infoUuid: string): Promise<RedPacketsTable> {
  const now = deps.clock();
  const p0 = await packetById(deps.db, packetId);
  if (!p0 || p0.user_id !== user.user_id) throw notFound('红包不存在');
  if (p0.status === 'GIVEN' && p0.info_uuid === infoUuid) return p0;
  if (p0.status !== 'ISSUED' || Number(p0.expires_at) <= now) throw badRequest(RED_PACKET_MSG.used);
  return deps.db.transaction().execute(async (trx) => {
    await lockCaseRow(trx, deps, infoUuid);
    const a = await lockPool(trx, deps.dialect, p0.activity_id);
    if (!a || !matchesNow(a, now)) throw badRequest(RED_PACKET_MSG.notLive);
    const ac = await activityCase(trx, a.activity_id, infoUuid);
    if (!ac || !Number(ac.active)) throw badRequest(RED_PACKET_MSG.caseOut);
    const amount = Number(p0.amount);
    const moved = await tryTransition(trx, RED_PACKET, { packet_id: packetId }, 'ISSUED', 'GIVEN', { info_uuid: infoUuid, closed_at: now });
    if (moved !== 1) {
      const p = await packetById(trx, packetId);
      if (p?.status === 'GIVEN' && p.info_uuid === infoUuid) return p;
      throw badRequest(RED_PACKET_MSG.used);
    }
    const granted = await grantFromPool(trx, deps, { activityId: a.activity_id, infoUuid, userId: user.user_id, want: amount, ref: `rp:${packetId}`, kind: 'red_packet', reserved: amount }, now);
    if (granted <= 0) throw badRequest(RED_PACKET_MSG.caseOut); // rolls the move back: the packet stays ISSUED
    // The whole reservation is released: what the case took is now matched, the rest (a case cap) is left in the pool.
    await moveReserved(trx, a.activity_id, -amount, now);
    await bookPool(trx, { activity_id: a.activity_id, kind: 'unreserve', amount, ref_id: `rp:${packetId}`, info_uuid: infoUuid, actor: user.user_id, created_at: now });
    await setPacketGranted(trx, packetId, granted);
    return { ...p0, status: 'GIVEN' as const, info_uuid: infoUuid, granted, closed_at: now };
  });
}

/** The reconcile job's step: packets past their time or of an ended activity go back; returns how many. */
export async function expirePackets(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  let n = 0;
  for (const d of await duePackets(deps.db, now, ENDED)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const a = await lockPool(trx, deps.dialect, d.activity_id);
      if (!a) return false;
      const p = await packetById(trx, d.packet_id);
      if (!p || p.status !== 'ISSUED') return false;
      const ended = ENDED.includes(a.status);
      if (!ended && Number(p.expires_at) > now) return false;
      if ((await tryTransition(trx, RED_PACKET, { packet_id: p.packet_id }, 'ISSUED', 'EXPIRED', { closed_at: now })) !== 1) return false;
      const amount = Number(p.amount);
      await moveReserved(trx, a.activity_id, -amount, now);
      await bookPool(trx, { activity_id: a.activity_id, kind: 'unreserve', amount, ref_id: `rp:${p.packet_id}`, info_uuid: null, actor: 'system', created_at: now });
      // An ended pool's rest belongs to the sponsor: the packet's money follows it.
      if (ended) await releaseToSponsor(trx, a, amount, { kind: 'release', ref: `rp:${p.packet_id}`, infoUuid: null, actor: 'system' }, now);
      await writeAudit(trx, { actor: 'system', action: 'red_packet.expire', targetType: 'red_packet', targetId: p.packet_id, before: { status: 'ISSUED' }, after: { status: 'EXPIRED', amount, to: ended ? 'sponsor' : 'pool' } }, now);
      return true;
    });
    if (done) n += 1;
  }
  return n;
}

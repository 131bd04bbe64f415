/**
 * The staff side of matching gifts: create an activity (with its sponsor, caps, dates and cases), fund
 * its pool, move it through its machine (start, pause, resume, risk control, freeze, end), change its
 * cases, clear or reject a held match. Every action writes its audit row in the same transaction, and
 * every pool change holds the pool row lock (repositories/activity.ts lockPool). Who may do what:
 * policies/activity.ts (MASTER, SLAVE).
 */
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import { lockCase } from '../../repositories/funds';
import { orderById } from '../../repositories/orders';
import { orderRefunded } from '../../repositories/funds';
import { activityById, bookPool, lockPool, matchByOrder, moveRaised, poolLeft, releaseToSponsor, sponsorByName, type ActivityRow } from '../../repositories/activity';
import { ACTION_FROM, ACTIVITY, ACTIVITY_ACTIONS, MATCH, type ActivityAction, type ActivityStatus } from '../../domain/machines/activity';
import { transition } from '../../domain/machines/transition';
import type { UserRow } from '../../repositories/users';
import type { ActivityCreateReq } from '../../../../src/contract/activity';
import { bookMatch, computeMatch, matchesNow } from './match';
import { activityRole, assertMay } from '../../policies/activity';
import { basicStores, getBasicStore, setBasicStore } from '../../repositories/misc';
import { MATCHING_STORE_IDS } from '../../../../src/contract/activity';
import {
  activitiesDueToEnd, addActivityCase, addFunded, caseStatusOf, deactivateCases, fundEntryOf, insertActivity, insertSponsor,
} from '../../repositories/activity-staff';

type Trx = Transaction<Database>;

async function lockedOr404(trx: Trx, deps: AppDeps, activityId: string): Promise<ActivityRow> {
  const a = await lockPool(trx, deps.dialect, activityId);
  if (!a) throw notFound('活动不存在');
  return a;
}

async function addCases(trx: Trx, activityId: string, ids: string[], now: number): Promise<void> {
  for (const infoUuid of ids) {
    const c = await caseStatusOf(trx, infoUuid);
    if (!c) throw notFound(`筹款不存在：${infoUuid}`);
    await addActivityCase(trx, activityId, infoUuid, now);
  }
}

/** Creates an activity (UNSTART, empty pool); the creator is its MASTER. Idempotent by the key. */
export async function createActivity(deps: AppDeps, staff: UserRow, req: ActivityCreateReq): Promise<string> {
  if (req.endsAt <= req.startsAt) throw badRequest('结束时间须晚于开始时间');
  const activityId = `act-${req.idempotencyKey}`;
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    const before = await activityById(trx, activityId);
    if (before) return activityId;
    let sponsor = await sponsorByName(trx, req.sponsorName.trim());
    if (!sponsor) {
      sponsor = { sponsor_id: newId('sp'), name: req.sponsorName.trim(), balance: 0, created_at: now };
      await insertSponsor(trx, sponsor);
      sponsor = (await sponsorByName(trx, req.sponsorName.trim()))!;
    }
    await insertActivity(trx, {
      activity_id: activityId, kind: req.kind, title: req.title.trim(), sponsor_id: sponsor.sponsor_id, status: 'UNSTART', ratio_pct: req.ratioPct,
      cap_gift: req.capGift, cap_donor_day: req.capDonorDay, cap_case: req.capCase, min_gift: req.minGift, starts_at: req.startsAt, ends_at: req.endsAt,
      funded: 0, matched: 0, released: 0, match_count: 0, created_by: staff.user_id, created_at: now, updated_at: now,
    });
    await addCases(trx, activityId, [...new Set(req.cases)], now);
    await writeAudit(trx, { actor: staff.user_id, action: 'activity.create', targetType: 'activity', targetId: activityId, after: { ...req, idempotencyKey: undefined } }, now);
    return activityId;
  });
}

/** Adds money to the pool (a sponsor's transfer). Idempotent by the key (one pool entry per key). */
export async function fundActivity(deps: AppDeps, staff: UserRow, activityId: string, amount: number, key: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const a = await lockedOr404(trx, deps, activityId);
    assertMay(activityRole(staff, a, true), 'fund');
    if (await fundEntryOf(trx, `${activityId}:${key}`)) return;
    if (a.status === 'END_WITH_DONE' || a.status === 'END_WITH_TIME') throw conflict('活动已结束，不能再注资');
    await addFunded(trx, activityId, amount, now);
    await bookPool(trx, { activity_id: activityId, kind: 'fund', amount, ref_id: `${activityId}:${key}`, info_uuid: null, actor: staff.user_id, created_at: now });
    await writeAudit(trx, { actor: staff.user_id, action: 'activity.fund', targetType: 'activity', targetId: activityId, before: { funded: Number(a.funded) }, after: { funded: Number(a.funded) + amount, amount } }, now);
  });
}

/** Ends an activity under its lock: what is left in the pool goes to the sponsor's balance. */
async function endLocked(trx: Trx, a: ActivityRow, to: 'END_WITH_DONE' | 'END_WITH_TIME', actor: string, now: number): Promise<number> {
  const left = poolLeft(a);
  await transition(trx, ACTIVITY, { activity_id: a.activity_id }, a.status, to, { updated_at: now });
  await releaseToSponsor(trx, a, left, { kind: 'release', ref: `${a.activity_id}:end`, infoUuid: null, actor }, now);
  return left;
}

/** A staff action on the activity's status (ACTIVITY_ACTIONS); the machine refuses an illegal move with 409. */
export async function moveActivity(deps: AppDeps, staff: UserRow, activityId: string, action: ActivityAction, reason: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const a = await lockedOr404(trx, deps, activityId);
    assertMay(activityRole(staff, a, true), action);
    const to: ActivityStatus = ACTIVITY_ACTIONS[action];
    if (!ACTION_FROM[action].includes(a.status)) throw conflict(ACTIVITY.refusal);
    let released = 0;
    if (to === 'END_WITH_DONE') released = await endLocked(trx, a, 'END_WITH_DONE', staff.user_id, now);
    else await transition(trx, ACTIVITY, { activity_id: activityId }, a.status, to, { updated_at: now });
    await writeAudit(trx, { actor: staff.user_id, action: `activity.${action}`, targetType: 'activity', targetId: activityId, before: { status: a.status }, after: { status: to, released }, reason }, now);
  });
}

/** The statuses an activity ends from when its end date passes. */
const ENDS_BY_TIME: ActivityStatus[] = ['APPROVE', 'PAUSE', 'RISK_CONTROL', 'CONTROL_GROUP'];

/** Activities whose end date passed move to END_WITH_TIME (their pool released to the sponsor); returns how many. */
export async function endDueActivities(deps: AppDeps): Promise<number> {
  const now = deps.clock();
  const due = await activitiesDueToEnd(deps.db, now, ENDS_BY_TIME);
  let n = 0;
  for (const { activity_id } of due) {
    await deps.db.transaction().execute(async (trx) => {
      const a = await lockedOr404(trx, deps, activity_id);
      if (Number(a.ends_at) > now || !ENDS_BY_TIME.includes(a.status)) return;
      const released = await endLocked(trx, a, 'END_WITH_TIME', 'system', now);
      await writeAudit(trx, { actor: 'system', action: 'activity.end_with_time', targetType: 'activity', targetId: activity_id, before: { status: a.status }, after: { status: 'END_WITH_TIME', released } }, now);
      n++;
    });
  }
  return n;
}

/** Adds and removes cases (a removed case keeps its matches; it is matched no more). */
export async function changeCases(deps: AppDeps, staff: UserRow, activityId: string, add: string[], remove: string[]): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const a = await lockedOr404(trx, deps, activityId);
    assertMay(activityRole(staff, a, true), 'edit');
    await addCases(trx, activityId, [...new Set(add)], now);
    if (remove.length) await deactivateCases(trx, activityId, remove);
    await writeAudit(trx, { actor: staff.user_id, action: 'activity.cases', targetType: 'activity', targetId: activityId, after: { add, remove } }, now);
  });
}

/**
 * A held match: `clear` matches it now (the activity must be live, the donation still paid and not
 * refunded; every cap and the pool as they are now, the donor's day being the gift's day), `reject`
 * leaves it unmatched for good. Lock order: case, pool.
 */
export async function decideMatch(deps: AppDeps, staff: UserRow, orderId: string, decision: 'clear' | 'reject', reason: string): Promise<string> {
  const now = deps.clock();
  const m0 = await matchByOrder(deps.db, orderId);
  if (!m0) throw notFound('配捐记录不存在');
  return deps.db.transaction().execute(async (trx) => {
    await lockCase(trx, deps.dialect, m0.info_uuid);
    const a = await lockedOr404(trx, deps, m0.activity_id);
    assertMay(activityRole(staff, a, true), decision);
    const m = (await matchByOrder(trx, orderId))!;
    if (m.status !== 'HELD') throw conflict(MATCH.refusal);
    let amount = 0;
    if (decision === 'clear') {
      if (!matchesNow(a, now)) throw conflict('活动未在进行中，无法配捐');
      const o = await orderById(trx, orderId);
      if (!o || o.status !== 'PAID' || (await orderRefunded(trx, orderId)) > 0) throw conflict('该捐款已退款或未支付，无法配捐');
      amount = await computeMatch(trx, a, { info_uuid: m.info_uuid, user_id: m.user_id, amount: Number(m.donation) }, m.day);
    }
    await transition(trx, MATCH, { order_id: orderId }, 'HELD', decision === 'clear' ? 'MATCHED' : 'REJECTED', { amount, reason: reason || m.reason, updated_at: now });
    if (amount > 0) {
      await bookMatch(trx, a, { order_id: orderId, info_uuid: m.info_uuid, user_id: m.user_id, amount: Number(m.donation) }, amount, m.day, now);
      await moveRaised(trx, m.info_uuid, amount);
    }
    await writeAudit(trx, { actor: staff.user_id, action: `activity.match_${decision}`, targetType: 'activity_match', targetId: orderId, infoUuid: m.info_uuid, before: { status: 'HELD' }, after: { amount }, reason }, now);
    return m.activity_id;
  });
}

/** The matching configuration the client reads through /api/frame/basic/store/v1/get, one entry per id ('' unset). */
export async function matchingStores(deps: AppDeps) {
  const rows = await basicStores(deps.db, MATCHING_STORE_IDS);
  return { list: MATCHING_STORE_IDS.map((id) => ({ activityId: id, content: rows.find((r) => r.activity_id === id)?.content ?? '' })) };
}

/** Staff edit one entry of it, with its audit row in the same transaction. */
export async function setMatchingStore(deps: AppDeps, staffId: string, activityId: string, content: string): Promise<null> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = await getBasicStore(trx, activityId);
    await setBasicStore(trx, activityId, content);
    await writeAudit(trx, { actor: staffId, action: 'activity.store_set', targetType: 'basic_store', targetId: activityId, before: before ?? null, after: content }, now);
  });
  return null;
}

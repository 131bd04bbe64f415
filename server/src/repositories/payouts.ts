/** Payouts, objections and staff alerts (SQL only; the owner's money notifications are Outbox rows: services/notify). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PayoutsTable } from '../db/schema-money';
import { newId } from '../lib/util';
import type { AlertKind } from '../../../src/contract/staff-work';
import { OBJECTION, PAYOUT, type PayoutStatus } from '../domain/machines/money';
import { tryTransition, type Patch } from '../domain/machines/transition';

type Q = Kysely<Database> | Transaction<Database>;

export async function insertPayouts(q: Q, rows: PayoutsTable[]): Promise<void> {
  if (rows.length) await q.insertInto('payouts').values(rows).execute();
}
export const payoutById = (q: Q, id: string) => q.selectFrom('payouts').selectAll().where('payout_id', '=', id).executeTakeFirst();
export const payoutsOf = (q: Q, withdrawalId: string) =>
  q.selectFrom('payouts').selectAll().where('withdrawal_id', '=', withdrawalId).orderBy('batch_no').execute();
export const casePayouts = (q: Q, infoUuid: string) =>
  q.selectFrom('payouts').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('batch_no').execute();

/** Moves a payout from one of `from` to `to` (the payout machine); false when it was in none (another process moved it first). */
export async function movePayout(q: Q, id: string, from: readonly PayoutStatus[], to: PayoutStatus, set: Patch<'payouts'> = {}): Promise<boolean> {
  return (await tryTransition(q, PAYOUT, { payout_id: id }, from, to, set)) === 1;
}
/** A withdrawal failed: its batches still PENDING are CANCELLED. */
export async function cancelPendingPayouts(q: Q, withdrawalId: string, now: number): Promise<void> {
  await tryTransition(q, PAYOUT, { withdrawal_id: withdrawalId }, 'PENDING', 'CANCELLED', { updated_at: now });
}
/** Touches a payout still `status` (no move); false when it moved meanwhile. */
export async function touchPayoutIf(q: Q, id: string, status: PayoutStatus, now: number): Promise<boolean> {
  const r = await q.updateTable('payouts').set({ updated_at: now }).where('payout_id', '=', id).where('status', '=', status).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Payouts to send or to ask about: AUTHORISED, or PROCESSING since before `askBefore`. */
export function payoutsToRun(q: Q, askBefore: number, withdrawalId?: string) {
  let query = q.selectFrom('payouts').selectAll()
    .where((eb) => eb.or([eb('status', '=', 'AUTHORISED'), eb.and([eb('status', '=', 'PROCESSING'), eb('updated_at', '<=', askBefore)])]));
  if (withdrawalId) query = query.where('withdrawal_id', '=', withdrawalId);
  return query.orderBy('created_at').limit(100).execute();
}
export const stuckPayouts = (q: Q, since: number) =>
  q.selectFrom('payouts').selectAll().where('status', '=', 'PROCESSING').where('processing_since', '<', since).execute();

/** One alert per (kind, target): raising it again changes nothing. True when it is new. */
export async function raiseAlert(q: Q, a: { kind: AlertKind; targetId: string; infoUuid: string | null; message: string }, now: number): Promise<boolean> {
  const r = await q.insertInto('staff_alerts').values({ alert_id: newId('al'), kind: a.kind, target_id: a.targetId, info_uuid: a.infoUuid, message: a.message, created_at: now, resolved_at: null })
    .onConflict((oc) => oc.columns(['kind', 'target_id']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}
export const openAlerts = (q: Q) => q.selectFrom('staff_alerts').selectAll().where('resolved_at', 'is', null).orderBy('created_at', 'desc').limit(200).execute();
export async function resolveAlert(q: Q, alertId: string, now: number): Promise<boolean> {
  const r = await q.updateTable('staff_alerts').set({ resolved_at: now }).where('alert_id', '=', alertId).where('resolved_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function insertObjection(q: Q, o: { withdrawalId: string; infoUuid: string; userId: string; reason: string }, now: number): Promise<string> {
  const id = newId('ob');
  await q.insertInto('withdrawal_objections').values({
    objection_id: id, withdrawal_id: o.withdrawalId, info_uuid: o.infoUuid, user_id: o.userId, reason: o.reason, status: 'OPEN', resolved_by: null, resolved_at: null, created_at: now,
  }).execute();
  return id;
}
export const objectionsOf = (q: Q, withdrawalId: string) =>
  q.selectFrom('withdrawal_objections').selectAll().where('withdrawal_id', '=', withdrawalId).orderBy('created_at').execute();
export const objectionById = (q: Q, id: string) => q.selectFrom('withdrawal_objections').selectAll().where('objection_id', '=', id).executeTakeFirst();
export async function openObjectionCount(q: Q, withdrawalId: string): Promise<number> {
  return Number((await q.selectFrom('withdrawal_objections').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('withdrawal_id', '=', withdrawalId).where('status', '=', 'OPEN').executeTakeFirstOrThrow()).n);
}
export async function resolveObjection(q: Q, id: string, status: 'UPHELD' | 'DISMISSED', by: string, now: number): Promise<boolean> {
  return (await tryTransition(q, OBJECTION, { objection_id: id }, 'OPEN', status, { resolved_by: by, resolved_at: now })) === 1;
}

/** Staff who acted on the case's materials (any audit action outside the money flows). */
export async function caseReviewers(q: Q, infoUuid: string): Promise<Set<string>> {
  const rows = await q.selectFrom('audit_log').select('actor_user_id').distinct().where('info_uuid', '=', infoUuid)
    .where((eb) => eb.and(MONEY_ACTION_PREFIXES.map((p) => eb('action', 'not like', `${p}%`)))).execute();
  return new Set(rows.map((r) => r.actor_user_id));
}
/** Audit actions of the money flows; every other action on a case is a review of the case itself. */
export const MONEY_ACTION_PREFIXES = ['withdrawal.', 'payout.', 'objection.', 'fund_use.', 'refund.', 'invoice.', 'alert.'];

export const verificationCount = async (q: Q, infoUuid: string) =>
  Number((await q.selectFrom('verifications').select((eb) => eb.fn.countAll<number>().as('n')).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).n);


/** Whether the case has a payout in one of `statuses`. */
export async function hasPayoutIn(q: Q, infoUuid: string, statuses: readonly PayoutStatus[]): Promise<boolean> {
  let query = q.selectFrom('payouts').select('payout_id').where('info_uuid', '=', infoUuid);
  query = statuses.length === 1 ? query.where('status', '=', statuses[0]) : query.where('status', 'in', [...statuses]);
  return !!(await query.executeTakeFirst());
}
export async function setTransferRef(q: Q, payoutId: string, ref: string): Promise<void> {
  await q.updateTable('payouts').set({ transfer_ref: ref }).where('payout_id', '=', payoutId).execute();
}

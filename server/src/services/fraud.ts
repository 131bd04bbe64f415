/**
 * Fraud signals, in the pattern of per-user / per-IP / per-card velocity scores:
 * - order velocity: one user, openid, device or IP creating many NEW orders within the window is
 *   refused at the order call (429) and flagged; counters live in the database (rate_limits) so every
 *   process agrees. The hot path costs one indexed read before the insert and one upsert after a new
 *   order, both compiled once (repositories/velocity.ts); on SQLite the upsert shares the group commit
 *   of its turn (db/group-commit.ts); a retry of an existing key costs the read only and is never refused.
 * - tiny-donation burst: many tiny PAID donations to one case from new accounts, counted per case and
 *   window by one upsert in the paid transaction (services/activity/match.ts, which also holds such a
 *   gift's matching gift); this scan for the evidence runs once, after commit, when the count crosses.
 * - shared payee: one personal payee account on cases of different owners (the raise payee sections).
 * Each flag names its evidence; staff resolve them (routes/api/staff-work.ts).
 */
import type { FraudEvidence } from '../../../src/contract/staff-work';
import type { AppDeps } from '../deps';
import { conflict, notFound, tooMany } from '../lib/errors';
import { writeAudit } from '../repositories/audit';
import { newId, sha256 } from '../lib/util';
import { orderByKey, type VelocityBump } from '../repositories/orders';
import { getFlag, insertFlag, releaseFlagKey, resolveFlag, sharedPayees, tinyDonations } from '../repositories/trust-fraud';
import { bumpVelocity, readVelocity } from '../repositories/velocity';
import type { UserRow } from '../repositories/users';
import { settingsOf } from './fraud-settings';

export const ORDER_TOO_FAST = '下单过于频繁，请稍后再试';

/** Where an order request came from (the route passes what it knows). */
export interface OrderOrigin { ip?: string; device?: string }

interface FlagInput { kind: string; infoUuid?: string | null; subject: string; dedupe: string; evidence: FraudEvidence }

/**
 * Raises the flag unless one of the same dedupe key exists (`windowMs` given: unless one was raised
 * within the last `windowMs`, a window that slides with the clock, so a burst across any instant
 * raises one flag; repositories/trust-fraud.ts releaseFlagKey). True when raised.
 */
export async function raiseFlag(deps: AppDeps, f: FlagInput, windowMs?: number): Promise<boolean> {
  if (windowMs !== undefined) await releaseFlagKey(deps.db, f.dedupe, deps.clock() - Math.max(windowMs, 1));
  return insertFlag(deps.db, {
    id: newId('ff'), kind: f.kind, info_uuid: f.infoUuid ?? null, subject: f.subject, dedupe_key: f.dedupe, evidence: JSON.stringify(f.evidence),
    status: 'open', resolution: '', resolver_id: null, created_at: deps.clock(), resolved_at: null,
  });
}

/** A new order's velocity keys (user, openid, device, IP) with their limits, and the count its insert makes. */
export interface VelocityPlan {
  active: { scope: string; value: string; limit: number; key: string }[];
  bump: VelocityBump | null;
  windowMs: number;
  /** Each counted key's limit (the lowest where scopes share a key): a count at it refuses (checkOrderVelocity). */
  limits: Map<string, number>;
}

export function orderVelocityPlan(deps: AppDeps, user: UserRow, origin: OrderOrigin = {}): VelocityPlan {
  const s = settingsOf(deps.config.settings);
  const scopes: [string, string, number][] = [['user', user.user_id, s.orderPerUser]];
  if (user.openid) scopes.push(['openid', user.openid, s.orderPerOpenid]);
  if (origin.device) scopes.push(['device', origin.device.slice(0, 100), s.orderPerDevice]);
  if (origin.ip) scopes.push(['ip', origin.ip, s.orderPerIp]);
  const active = scopes.filter(([, , limit]) => limit > 0).map(([scope, value, limit]) => ({ scope, value, limit, key: `ov:${scope}:${value}` }));
  const bump = active.length ? { keys: [...new Set(active.map((a) => a.key))], windowMs: s.orderWindowMs, now: deps.clock() } : null;
  const limits = new Map<string, number>();
  for (const a of active) limits.set(a.key, Math.min(a.limit, limits.get(a.key) ?? Infinity));
  return { active, bump, windowMs: s.orderWindowMs, limits };
}

/**
 * The velocity check of a new order, given its keys' open counts: over a limit, a key seen before (a
 * retry) passes; a new one raises the flag and is a 429.
 */
export async function checkOrderVelocity(deps: AppDeps, plan: VelocityPlan, counts: Map<string, number>, user: UserRow, idempotencyKey: string): Promise<void> {
  const over = plan.active.find((a) => (counts.get(a.key) ?? 0) >= a.limit);
  if (!over || (await orderByKey(deps.db, idempotencyKey))) return;
  await raiseFlag(deps, {
    kind: 'order_velocity', subject: `${over.scope}:${over.scope === 'ip' || over.scope === 'device' ? over.value : over.value.slice(0, 64)}`,
    dedupe: `order_velocity:${over.scope}:${sha256(over.value)}`,
    evidence: { scope: over.scope, userId: user.user_id, orders: counts.get(over.key), limit: over.limit, windowSeconds: plan.windowMs / 1000 },
  }, plan.windowMs);
  throw tooMany(ORDER_TOO_FAST);
}

/**
 * Checks the order velocity before a new order is inserted (reading the counts itself); returns
 * `counted`, to call once the order was really created. A donation order reads the counts with its case
 * and counts itself in its insert instead (services/orders.ts).
 */
export async function orderVelocityGate(deps: AppDeps, user: UserRow, idempotencyKey: string, origin: OrderOrigin = {}): Promise<{ counted: () => Promise<void> }> {
  const plan = orderVelocityPlan(deps, user, origin);
  const bump = plan.bump;
  if (!bump) return { counted: async () => {} };
  await checkOrderVelocity(deps, plan, await readVelocity(deps.db, bump.keys, bump.windowMs, bump.now), user, idempotencyKey);
  return { counted: () => bumpVelocity(deps.db, bump.keys, bump.windowMs, bump.now) };
}

/** After a paid donation committed: a burst of tiny donations from new accounts on the case raises a flag. */
export async function checkTinyDonationBurst(deps: AppDeps, infoUuid: string, amount: number): Promise<boolean> {
  const s = settingsOf(deps.config.settings);
  if (s.tinyMinCount <= 0 || amount > s.tinyFen) return false;
  const now = deps.clock();
  const rows = await tinyDonations(deps.db, infoUuid, s.tinyFen, now - s.tinyWindowMs, now - s.newAccountMs);
  if (rows.length < s.tinyMinCount) return false;
  return raiseFlag(deps, {
    kind: 'tiny_donation_burst', infoUuid, subject: `case:${infoUuid}`, dedupe: `tiny:${infoUuid}`,
    evidence: {
      donations: rows.length, donors: new Set(rows.map((r) => r.user_id)).size, maxFen: s.tinyFen, windowSeconds: s.tinyWindowMs / 1000,
      newAccountDays: s.newAccountMs / 86_400_000, orderIds: rows.slice(0, 20).map((r) => r.order_id),
    },
  }, s.tinyWindowMs);
}

/** Scans the raise payee sections for accounts shared by different owners; returns new flags raised. */
export async function scanSharedPayees(deps: AppDeps): Promise<number> {
  const s = settingsOf(deps.config.settings);
  if (s.sharedPayeeOwners <= 1) return 0;
  let raised = 0;
  for (const p of await sharedPayees(deps.db, s.sharedPayeeOwners)) {
    const tail = p.key.slice(-4);
    const ok = await raiseFlag(deps, {
      kind: 'shared_payee', infoUuid: p.cases[0]?.infoUuid ?? null, subject: `payee:****${tail}`, dedupe: `shared_payee:${sha256(p.key)}:${p.cases.length}`,
      evidence: { accountTail: tail, owners: new Set(p.cases.map((c) => c.ownerUserId)).size, cases: p.cases.map((c) => c.infoUuid) },
    });
    if (ok) raised++;
  }
  return raised;
}

/** Staff: resolve a flag once, with its audit row in the same transaction. */
export async function resolveFraudFlag(deps: AppDeps, staff: UserRow, flagId: string, resolution: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const f = await getFlag(trx, flagId);
    if (!f) throw notFound('风险提示不存在');
    if (!(await resolveFlag(trx, f.id, resolution, staff.user_id, now))) throw conflict('该风险提示已处理');
    await writeAudit(trx, {
      actor: staff.user_id, action: 'fraud_flag.resolve', targetType: 'fraud_flag', targetId: f.id, infoUuid: f.info_uuid,
      before: { status: f.status }, after: { status: 'resolved' }, reason: resolution,
    }, now);
  });
}

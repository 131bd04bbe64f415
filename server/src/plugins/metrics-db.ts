/**
 * The scrape-time figures of GET /metrics (plugins/metrics.ts), read from the database on each scrape
 * with a few small aggregate queries (COUNT ... GROUP BY status on indexed columns): orders pending by
 * age, refunds and payouts by status, stuck payouts, job leases held and the reconciliation job's last
 * run; the PostgreSQL pool from the pool itself. A failed query sets cf_metrics_db_up 0 and keeps the
 * process figures flowing.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { pgPoolOf } from '../db';
import { allLeases, LAST_RUN_SUFFIX, lastRun } from '../repositories/job-leases';
import { countAndFenByStatus, pendingOrdersNewerThan, stuckPayoutCount } from '../repositories/metrics';
import { RECONCILE_JOB } from '../jobs/reconcile';
import { PAYOUT, REFUND } from '../domain/machines';
import { MINUTE, moneySettings } from '../services/money/settings';
import type { AppMetrics } from '../lib/metrics';

/** Age buckets of pending orders: [label, up to this many seconds old]. */
export const PENDING_AGES: [string, number][] = [['0-1m', 60], ['1m-5m', 300], ['5m-30m', 1800], ['30m-2h', 7200], ['2h+', Infinity]];

type Gauges = AppMetrics['gauges'];

async function pendingOrders(deps: AppDeps, g: Gauges, now: number): Promise<void> {
  const edges = PENDING_AGES.slice(0, -1).map(([, s]) => now - s * 1000);
  const row = await pendingOrdersNewerThan(deps.db, edges);
  // Cumulative "newer than edge" counts -> per-bucket counts.
  const newer = edges.map((_, i) => Number(row?.[`b${i}`] ?? 0));
  const total = Number(row?.n ?? 0);
  PENDING_AGES.forEach(([label], i) => g.ordersPending.set({ age: label }, (i < newer.length ? newer[i] : total) - (i > 0 ? newer[i - 1] : 0)));
}

async function byStatus(deps: AppDeps, table: 'refunds' | 'payouts', statuses: readonly string[], count: Gauges['refunds'], fen: Gauges['refunds']): Promise<void> {
  const rows = await countAndFenByStatus(deps.db, table);
  for (const s of statuses) {
    const r = rows.find((x) => x.status === s);
    count.set({ status: s }, Number(r?.n ?? 0));
    fen.set({ status: s }, Number(r?.fen ?? 0));
  }
}

async function stuckPayouts(deps: AppDeps, g: Gauges, now: number): Promise<void> {
  const since = now - moneySettings(deps).payoutStuckMinutes * MINUTE;
  g.payoutsStuck.set(await stuckPayoutCount(deps.db, since));
}

async function jobs(deps: AppDeps, m: AppMetrics, now: number): Promise<void> {
  const g = m.gauges;
  const leases = await allLeases(deps.db);
  g.leaseHeld.reset();
  for (const l of leases) {
    if (!l.job.endsWith(LAST_RUN_SUFFIX) && Number(l.expires_at) > now) g.leaseHeld.set({ job: l.job, holder: l.holder }, 1);
  }
  const last = lastRun(leases, RECONCILE_JOB);
  g.reconcileLastRun.set(last === null ? 0 : Math.floor(last / 1000));
  g.reconcileLag.set(Math.max(0, (now - (last ?? m.startedAt)) / 1000));
  g.reconcileInterval.set(moneySettings(deps).reconcileIntervalSeconds);
}

/** Sets every scrape-time gauge; logs (and reports cf_metrics_db_up 0) when the database fails. */
export async function scrapeDatabase(deps: AppDeps, m: AppMetrics, log: FastifyBaseLogger): Promise<void> {
  const g = m.gauges;
  const now = deps.clock();
  try {
    await pendingOrders(deps, g, now);
    await byStatus(deps, 'refunds', Object.keys(REFUND.moves), g.refunds, g.refundsFen);
    await byStatus(deps, 'payouts', Object.keys(PAYOUT.moves), g.payouts, g.payoutsFen);
    await stuckPayouts(deps, g, now);
    await jobs(deps, m, now);
    g.dbUp.set(1);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'metrics: database figures failed');
    g.dbUp.set(0);
  }
  const pool = pgPoolOf(deps.db);
  if (pool) {
    g.poolConnections.set({ state: 'total' }, pool.totalCount);
    g.poolConnections.set({ state: 'idle' }, pool.idleCount);
    g.poolConnections.set({ state: 'waiting' }, pool.waitingCount);
    g.poolConnections.set({ state: 'max' }, pool.options.max ?? 0);
  }
}

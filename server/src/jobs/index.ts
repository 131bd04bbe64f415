/**
 * Background jobs the server runs on an interval (RECONCILE_INTERVAL_SECONDS, 0 = off): the
 * reconciliation job under its lease. Returns a stop function for shutdown.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { moneySettings } from '../services/money/settings';
import { reconcile } from './reconcile';
import { startLedgerJob } from './ledger';

export function startJobs(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const stopLedger = startLedgerJob(deps, log); // the public money log: sequencing and daily heads (jobs/ledger.ts)
  const seconds = moneySettings(deps).reconcileIntervalSeconds;
  if (!seconds) return stopLedger;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcile(deps, { log })
      .then((r) => { if (r.changes.length) log.info({ changes: r.changes }, 'reconcile'); })
      .catch((err: Error) => log.warn({ err: err.message }, 'reconcile failed'))
      .finally(() => { running = false; });
  }, seconds * 1000);
  timer.unref();
  return () => { clearInterval(timer); stopLedger(); };
}

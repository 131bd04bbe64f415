/**
 * Trust background jobs, each under its job lease so several server processes never run one twice:
 * - notify-sweep (NOTIFY_SWEEP_SECONDS, default 60; 0 = off): sends notifications left pending by a
 *   process that died between commit and send, and retries failed ones (at most 3 tries); refreshes
 *   the count and total of recent donation rows (notify/donation.ts: a process that died before it did);
 * - fraud-scan (FRAUD_SCAN_SECONDS, default 600; 0 = off): raises shared-payee flags.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import { withLease } from '../../repositories/job-leases';
import { scanSharedPayees } from '../fraud';
import { refreshRecentDonationRows, sendPendingNotifications } from './index';

const HOLDER = `trust-${process.pid}-${randomBytes(4).toString('hex')}`;

function every(seconds: number, job: string, deps: AppDeps, log: FastifyBaseLogger, fn: () => Promise<number>): () => void {
  if (!seconds) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    withLease(deps.db, job, HOLDER, deps.clock(), seconds * 2000, fn)
      .then((n) => { if (n) log.info({ job, n }, 'trust job'); })
      .catch((err: Error) => log.warn({ job, err: err.message }, 'trust job failed'))
      .finally(() => { running = false; });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Starts the trust jobs; returns a stop function. */
export function startTrustJobs(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const stops = [
    every(deps.config.settings.NOTIFY_SWEEP_SECONDS, 'notify-sweep', deps, log, async () => (await sendPendingNotifications(deps)) + (await refreshRecentDonationRows(deps))),
    every(deps.config.settings.FRAUD_SCAN_SECONDS, 'fraud-scan', deps, log, () => scanSharedPayees(deps)),
  ];
  return () => stops.forEach((s) => s());
}

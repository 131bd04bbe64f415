/**
 * The ledger job on its own interval (LEDGER_SEQUENCE_SECONDS, 0 = off): new money-ledger entries into
 * the public log, and a signed tree head once a day (services/ledger-log/heads.ts), under its lease.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { runLedgerJob } from '../services/ledger-log/heads';

export function startLedgerJob(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const seconds = deps.config.settings.LEDGER_SEQUENCE_SECONDS;
  if (!seconds) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runLedgerJob(deps, 'due')
      .then((r) => { if (r.head) log.info({ treeSize: r.head.tree_size, rootHash: r.head.root_hash }, 'ledger head signed'); })
      .catch((err: Error) => log.warn({ err: err.message }, 'ledger job failed'))
      .finally(() => { running = false; });
  }, seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

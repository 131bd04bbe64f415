/** A staff's 签署账本树头: sequence now and sign a head of the whole log, audited in the head's transaction. */
import type { AppDeps } from '../../deps';
import { writeAudit } from '../../repositories/audit';
import { latestHead } from '../../repositories/ledger-log';
import { conflict } from '../../lib/errors';
import { headOut, runLedgerJob } from './heads';

export async function staffSignHead(deps: AppDeps, staffId: string): Promise<{ head: ReturnType<typeof headOut> | null; appended: number }> {
  const run = await runLedgerJob(deps, 'now', {
    audit: (trx, h) => writeAudit(trx, {
      actor: staffId, action: 'ledger.sign', targetType: 'ledger_head', targetId: String(h.tree_size),
      before: null, after: { treeSize: Number(h.tree_size), rootHash: h.root_hash, signedAt: Number(h.signed_at) },
    }, Number(h.signed_at)),
  });
  if (!run.ran) throw conflict('账本任务正在另一进程运行，请稍后再试');
  if (run.head) return { head: headOut(run.head), appended: run.appended };
  // nothing new since the last head: no head is signed twice for one size; the request is still on record
  const last = await latestHead(deps.db);
  await writeAudit(deps.db, { actor: staffId, action: 'ledger.sign', targetType: 'ledger_head', targetId: String(last?.tree_size ?? 0), before: null, after: { unchanged: true } }, deps.clock());
  return { head: last ? headOut(last) : null, appended: run.appended };
}

/**
 * The public money log after a money-under-faults run (the server was SIGKILLed mid-load and restarted,
 * its ledger job sequencing every second meanwhile): what the server appended is exact (consecutive
 * leaves, each entry at most once, every leaf equal to its ledger row, every signed head's root); after
 * one more run of the job, the log covers every money_ledger row exactly once and a signed head verifies it.
 */
import { loadConfig } from '../../../server/src/config';
import { openDb } from '../../../server/src/db';
import type { AppDeps } from '../../../server/src/deps';
import { withSecrets } from '../../../server/src/secrets';
import { allHeads } from '../../../server/src/repositories/ledger-log';
import { exportLedger } from '../../../server/src/services/ledger-log/export';
import { headOut, LEDGER_JOB, runLedgerJob } from '../../../server/src/services/ledger-log/heads';
import { verifyLedger } from '../../../server/src/services/ledger-log/verify';

export async function checkLedgerLog(where: { dataDir: string; databaseUrl?: string }, v: string[]): Promise<{ leaves: number; signedByServer: number }> {
  const config = loadConfig({ DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl ?? '', LOG_LEVEL: 'silent' });
  const { db } = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const heads = async () => (await allHeads(db)).map(headOut);
    const during = verifyLedger(await exportLedger(db, Date.now()), await heads());
    for (const p of during.problems) v.push(`ledger log as the server left it: ${p}`);
    const signedByServer = during.headsChecked;
    if (signedByServer === 0) v.push('the server signed no ledger head during the run');

    const deps = { config: await withSecrets(config, db), db, clock: Date.now } as unknown as AppDeps;
    // Every server process has stopped by now; one SIGKILLed in the middle of the job keeps its lease until the
    // lease's time runs out (5 minutes), which a slow run does not wait for. The lease keeps live holders apart,
    // and none is left: the catch-up run takes the job over.
    await db.deleteFrom('job_leases').where('job', '=', LEDGER_JOB).execute();
    const run = await runLedgerJob(deps, 'now');
    if (!run.ran) v.push('the ledger job lease was still held after the server stopped');
    const exp = await exportLedger(db, Date.now());
    const entries = (await db.selectFrom('money_ledger').select('entry_id').execute()).map((e) => e.entry_id).sort();
    const logged = exp.entries.map((e) => e.entryId);
    if (exp.unsequenced.length) v.push(`${exp.unsequenced.length} ledger rows not in the log after the catch-up run`);
    if (new Set(logged).size !== logged.length) v.push('a ledger entry is in the log twice');
    if (JSON.stringify([...logged].sort()) !== JSON.stringify(entries)) v.push(`the log has ${logged.length} leaves for ${entries.length} ledger rows`);
    if (exp.entries.some((e, i) => e.leafIndex !== i)) v.push('leaf indexes are not consecutive from 0');
    const all = await heads();
    if (all.at(-1)?.treeSize !== entries.length) v.push(`the last signed head covers ${all.at(-1)?.treeSize} of ${entries.length} entries`);
    const after = verifyLedger(exp, all);
    for (const p of after.problems) v.push(`ledger log after the catch-up: ${p}`);
    return { leaves: after.leaves, signedByServer };
  } finally {
    await db.destroy();
  }
}

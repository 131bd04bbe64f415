// The public money log's cost beside the donation path (issue 30: "adding a leaf costs the donation path no
// more than 5 % in the bench"). The ledger job (server/src/jobs/ledger.ts) runs every LEDGER_SEQUENCE_SECONDS
// in every server process, under a lease, and appends the new money-ledger entries as leaves after commit.
import { BENCH_ENV, pairedCost } from './api.mjs';
import { startServer } from './server.mjs';

/**
 * Two fresh servers in the same run, loaded with donations AT THE SAME TIME: the ledger job on
 * (LEDGER_SEQUENCE_SECONDS = BENCH_LEDGER_SEQUENCE_SECONDS, 1 s: harsher than the default 5 s, more runs
 * for the same leaves) and off (0). BENCH_LEDGER_ROUNDS (4) rounds of BENCH_LEDGER_SECONDS (5) each; the
 * cost in donations/s and in server CPU per donation, the median over the rounds (target under 5 %). The
 * on side's log size after the rounds shows the job kept up (leaves) and the off side's that it was off.
 */
export async function ledgerCost() {
  const rounds = Number(process.env.BENCH_LEDGER_ROUNDS || 4);
  const duration = Number(process.env.BENCH_LEDGER_SECONDS || 5);
  const every = String(process.env.BENCH_LEDGER_SEQUENCE_SECONDS || 1);
  const on = await startServer({ ...BENCH_ENV, LEDGER_SEQUENCE_SECONDS: every });
  const off = await startServer({ ...BENCH_ENV, LEDGER_SEQUENCE_SECONDS: '0' });
  try {
    const { donate } = await pairedCost(on, off, { rounds, duration, loads: ['donate'] });
    // one more interval for the job to take the last gifts
    await new Promise((r) => setTimeout(r, Number(every) * 1000 + 500));
    const logSize = async (s) => (await (await fetch(s.baseUrl + '/api/ledger/head')).json()).data.logSize;
    return { everySeconds: Number(every), donate, leaves: { on: await logSize(on), off: await logSize(off) } };
  } finally {
    await on.stop();
    await off.stop();
  }
}

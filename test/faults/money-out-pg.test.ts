/**
 * The money-out fault run on PostgreSQL (a scratch database from PG_TEST_URL): the same load, the
 * SIGKILL and restart, the invariants read back with pg.
 */
import { scratchPg } from './lib/ledger';
import { runMoneyOutScenario } from './lib/money-out-scenario';

jest.setTimeout(300_000);

test('withdrawn + refunded + fees <= paid at every moment; no payout or refund twice (PostgreSQL, SIGKILL mid-load)', async () => {
  const pg = await scratchPg('cf_money_out');
  try {
    const res = await runMoneyOutScenario({ donors: 8, deadlineMs: 180_000, databaseUrl: pg.url });
    expect(res.violations).toEqual([]);
    expect(res.counts.kills).toBe(1);
    expect(res.counts.samples).toBeGreaterThan(2);
    expect(res.counts.donations).toBeGreaterThan(0);
    expect(res.counts.withdrawals).toBeGreaterThan(0);
    expect(res.counts.payouts).toBeGreaterThan(0);
    expect(res.counts.refunds).toBeGreaterThan(0);
    // An approval whose answer died with the process is refused on retry: at most one per payout.
    expect(res.counts.approvals).toBeGreaterThan(0);
    expect(res.counts.approvals).toBeLessThanOrEqual(res.counts.payouts);
    expect(res.counts.closedOnce).toBe(3);
  } finally {
    await pg.drop();
  }
});

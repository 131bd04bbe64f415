/**
 * The same money-under-faults run on PostgreSQL: a scratch database made from PG_TEST_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres), the server SIGKILLed mid-load and restarted
 * on it, the ledger read back with pg.
 */
import { scratchPg } from './lib/ledger';
import { runMoneyScenario } from './lib/money-scenario';

jest.setTimeout(300_000);

test('paid exactly once and totals equal the PAID orders on PostgreSQL after a SIGKILL mid-load', async () => {
  const pg = await scratchPg();
  try {
    const res = await runMoneyScenario({ users: 20, perUser: 5, killAt: 0.5, deadlineMs: 180_000, databaseUrl: pg.url });
    expect(res.violations).toEqual([]);
    expect(res.counts.kills).toBe(1);
    expect(res.counts.donations).toBe(100);
    expect(res.paidOrders).toBe(res.notifiedPayments);
    expect(res.paidOrders).toBeGreaterThan(0);
    expect(res.ledgerLeaves).toBeGreaterThanOrEqual(res.paidOrders); // every ledger row in the public log once (lib/ledger-log.ts)
  expect(res.ledgerLeaves).toBeGreaterThanOrEqual(res.paidOrders); // every ledger row in the public log once (lib/ledger-log.ts)
  } finally {
    await pg.drop();
  }
});

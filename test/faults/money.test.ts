/**
 * Money under faults on SQLite: 40 users x 5 donations at once, each order double-submitted with
 * one idempotencyKey, each signed notify delivered three times, the server SIGKILLed mid-load and
 * restarted on the same DATA_DIR. The ledger is then read from the SQLite file itself.
 */
import { runMoneyScenario } from './lib/money-scenario';

jest.setTimeout(300_000);

test('paid exactly once, totals equal the PAID orders, nothing paid that was not confirmed (SQLite, SIGKILL mid-load)', async () => {
  const res = await runMoneyScenario({ users: 40, perUser: 5, killAt: 0.4, deadlineMs: 180_000 });
  expect(res.violations).toEqual([]);
  expect(res.counts.kills).toBe(1);
  expect(res.counts.restarts).toBe(1);
  expect(res.counts.donations).toBe(200);
  expect(res.counts.replays).toBeGreaterThanOrEqual(2 * res.counts.notifies);
  expect(res.paidOrders).toBe(res.notifiedPayments);
  expect(res.paidOrders).toBeGreaterThan(0);
  expect(res.ledgerLeaves).toBeGreaterThanOrEqual(res.paidOrders); // every ledger row in the public log once (lib/ledger-log.ts)
});

/**
 * Money out under faults on SQLite: concurrent donations, refunds, withdrawals, approvals by two
 * staff members and reconciliation runs on one case, a SIGKILL in the middle and a restart; the
 * ledger invariants hold at every sample and after, nothing is paid or refunded twice, and two
 * reconciliation runs at once close each pending order once.
 */
import { runMoneyOutScenario } from './lib/money-out-scenario';

jest.setTimeout(300_000);

test('withdrawn + refunded + fees <= paid at every moment; no payout or refund twice (SQLite, SIGKILL mid-load)', async () => {
  const res = await runMoneyOutScenario({ donors: 8, deadlineMs: 180_000 });
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
});

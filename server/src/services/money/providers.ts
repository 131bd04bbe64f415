/** The payout provider of a deps: deps.payout when set (server.ts, tests), else the sandbox on deps.db. */
import type { AppDeps } from '../../deps';
import { createSandboxPayout, type PayoutProvider } from '../../providers/payout';

const sandboxes = new WeakMap<object, PayoutProvider>();

export function payoutOf(deps: Pick<AppDeps, 'db' | 'clock'> & { payout?: PayoutProvider }): PayoutProvider {
  if (deps.payout) return deps.payout;
  let p = sandboxes.get(deps.db);
  if (!p) sandboxes.set(deps.db, (p = createSandboxPayout(deps.db, deps.clock)));
  return p;
}

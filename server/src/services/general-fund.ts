/**
 * The platform's general fund: one platform-owned case (GENERAL_FUND_UUID, migration 026) kept out of
 * the case lists. A gift to it is an ordinary order (same idempotency key, pay rails, refunds, love
 * value), and its money is in the same ledger as every case's: the figures below are the ledger's
 * (services/money/allocation.ts), the public allocation call shows its entries row by row, and the
 * publicity page counts it with every published case.
 */
import { GENERAL_FUND_UUID, type GeneralFund } from '../../../src/contract/donor-home';
import type { AppDeps } from '../deps';
import { allocation } from './money/allocation';
import { caseContentOrThrow } from '../repositories/case-state';

export { GENERAL_FUND_UUID };

/** The subscribe-message template of the monthly reminder (WX_SUBSCRIBE_TEMPLATE_MONTHLY_DUE), '' when unset. */
export const monthlyTemplateId = (deps: AppDeps): string => deps.config.settings.WX_SUBSCRIBE_TEMPLATES.monthly_due ?? '';

export async function generalFund(deps: AppDeps): Promise<GeneralFund> {
  const a = await allocation(deps, GENERAL_FUND_UUID);
  const c = await caseContentOrThrow(deps.db, GENERAL_FUND_UUID);
  return {
    infoUuid: GENERAL_FUND_UUID, title: a.title, content: c.content, raising: Number(c.status) === 0 && Number(c.expire_at) > deps.clock(),
    moneyIn: a.moneyIn, donationCount: a.donationCount, refunded: a.refunded, withdrawn: a.withdrawn, balance: a.balance, addsUp: a.addsUp,
    subscribeTemplateId: monthlyTemplateId(deps),
  };
}

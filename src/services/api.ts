/**
 * The API as the stores see it: one typed method per server call (paths in contract.ts comments).
 * `createApi(request)` in ./index.ts builds it over the one HTTP client; tests pass a fake object of
 * this shape. Every method resolves with the envelope's `data` and rejects with an ApiError
 * (services/errors.ts) carrying the envelope's code and msg.
 */
import type { Contract } from '../contract';
import type { ClientOf } from './client';
import type { RaiseApi } from './raise';

export interface Api {
  account: ClientOf<Contract['account']>;
  stat: ClientOf<Contract['stat']>;
  /** featureConfig: {} when the key is unknown. */
  config: ClientOf<Contract['config']>;
  wx: ClientOf<Contract['wx']>;
  cases: ClientOf<Contract['cases']>;
  comments: ClientOf<Contract['comments']>;
  /** selected: maxCount 7 unless given (the declaration's default). */
  verification: ClientOf<Contract['verification']>;
  pay: ClientOf<Contract['pay']>;
  share: ClientOf<Contract['share']>;
  /** Starting a case, its sections, review and publishing (src/contract/raise.ts; `section` in services/raise.ts). */
  raise: RaiseApi;
  /** The staff console's raise calls (src/contract/staff.ts; staff role only). */
  staff: ClientOf<Contract['staff']>;
  /** The staff console's trust and money work (src/contract/staff-work.ts; /api/staff/*, staff role only). */
  staffWork: ClientOf<Contract['staffWork']>;
  /**
   * Fundraiser centre, progress posts, verification, discussion, reports, landings (src/contract/trust.ts);
   * progressAdd is the cases group's declaration, offered here under the name the trust stores use.
   */
  trust: ClientOf<Contract['trust']> & Pick<ClientOf<Contract['cases']>, 'progressAdd'>;
  /** Money out: withdrawals and refunds (src/contract/money.ts). */
  money: ClientOf<Contract['money']>;
  /** Donation receipts and statements (src/contract/invoice.ts). */
  invoice: ClientOf<Contract['invoice']>;
  /** The public fund-use ledger, a donor's gift trace, the owner's fund-use reports (src/contract/ledger.ts). */
  ledger: ClientOf<Contract['ledger']>;
}

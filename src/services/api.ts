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
  /** The donor's home: writings, questions, protocol, authorisations (src/contract/mine.ts). */
  mine: ClientOf<Contract['mine']>;
  /** Monthly and annual reports, public user info, account deletion (src/contract/reports.ts). */
  reports: ClientOf<Contract['reports']>;
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
  /** The goods shop: gear, addresses, goods orders and the staff console's shop (src/contract/shop.ts). */
  shop: ClientOf<Contract['shop']>;
  /** Share posters, invitations, raise-help leads, the health tree (src/contract/growth.ts). */
  growth: ClientOf<Contract['growth']>;
  /** Articles, problems, info pages, adverts, publicity, named case calls and the staff content console (src/contract/content.ts). */
  content: ClientOf<Contract['content']>;
  /** A case's life on the staff side, the pay-amount experiment, the order counts (src/contract/lifecycle.ts). */
  lifecycle: ClientOf<Contract['lifecycle']>;
  /** Matching gifts: the case's activity, the fundraiser's view, the staff console's activities (src/contract/activity.ts). */
  activity: ClientOf<Contract['activity']>;
  /** Love value: home, ledger, sign-in, lottery, rights, rank (src/contract/love.ts). */
  love: ClientOf<Contract['love']>;
}

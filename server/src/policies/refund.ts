/**
 * Who may do what with refunds. A donation is refunded (and its rules read) by its donor or by the
 * case's owner; a refund is read by whoever applied for it, its donor and the case's owner; the
 * case-wide refund summary is for the case's owner and staff.
 */
import type { AppDeps } from '../deps';
import { badRequest, forbidden } from '../lib/errors';
import type { CaseRow } from '../repositories/cases';
import { isStaff } from '../repositories/revisions';
import type { UserRow } from '../repositories/users';
import { isCaseOwner } from './case';

type Who = Pick<UserRow, 'user_id'>;
type MaybeCase = Pick<CaseRow, 'owner_user_id'> | null | undefined;

const ownsCase = (user: Who, c: MaybeCase) => !!c && isCaseOwner(user, c);

/** Throws 403 unless the user is the order's donor or the owner of its case. */
export function assertMayRefundOrder(user: Who, order: { user_id: string | null; kind?: string }, c: MaybeCase): void {
  if (order.user_id !== user.user_id && !ownsCase(user, c)) throw forbidden();
  // A goods order's money was spent on its goods: staff refund it in the console (services/shop/staff.ts).
  if (order.kind === 'goods') throw badRequest(GOODS_REFUND_MSG);
}
export const GOODS_REFUND_MSG = '物资订单的退款请联系平台客服处理';

/** Throws 403 unless the user applied for the refund, gave the donation or owns the case. */
export function assertMayReadRefund(user: Who, r: { user_id: string; donor_user_id: string | null }, c: MaybeCase): void {
  if (r.user_id !== user.user_id && r.donor_user_id !== user.user_id && !ownsCase(user, c)) throw forbidden();
}

/** Throws 403 unless the user owns the case or is staff. */
export async function assertMayViewCaseRefund(deps: Pick<AppDeps, 'db'>, user: Who, c: Pick<CaseRow, 'owner_user_id'>): Promise<void> {
  if (!isCaseOwner(user, c) && !(await isStaff(deps.db, user.user_id))) throw forbidden();
}

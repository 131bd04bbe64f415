/**
 * Account deletion and the data copy (China's Personal Information Protection Law; the mini-program
 * review asks for both). Deleting removes or anonymises the user's personal data and keeps the money
 * records the law requires (donations, refunds, receipts, withdrawals and payouts, the money ledger).
 * It is refused, with the reasons, while the user has a live case (raising, withdrawing, money left,
 * refunding) or money in flight (an open withdrawal, a pending refund, an unpaid order). The plan the
 * confirmation screen shows is the same function the deletion checks, so the two never disagree.
 */
import type { DeletionPlan } from '../../../src/contract/reports';
import { DELETE_CONFIRM_WORDS, PHONE_CHECK_REQUIRED } from '../../../src/contract/reports';
import type { AppDeps } from '../deps';
import type { DB } from '../db';
import { badRequest, conflict } from '../lib/errors';
import { newId } from '../lib/util';
import { caseBalance } from '../repositories/ledger';
import { anonymiseUser, ENDED_CASE_STATUSES, insertAccountDeletion, LIVE_CASE_STATUSES, moneyInFlight, publishedCasesIn, userRows } from '../repositories/account-data';
import { DELETED_NAME } from './donor-reports';
import { useCheckedPhone } from './code-checks';

export const DELETION_TEXT = {
  removes: [
    '昵称、头像、手机号与微信身份（账号将显示为“已注销用户”）',
    '所有设备上的登录状态',
    '你发表的评论、讨论与快捷回复内容',
    '你写的证实上的署名与头像',
    '未收到善款的筹款中的患者、收款人资料（含身份证号、银行卡号）',
    '你的消息通知、关注记录，以及转发与浏览记录中的身份',
  ],
  keeps: [
    '捐款记录（订单号、金额、时间、所捐筹款）：依法保存，不再关联你的身份信息',
    '退款记录与捐款收据（发票）',
    '你发起的筹款的提现、打款与善款使用记录，以及收到善款的筹款的收款人资料',
    '爱心值与点赞记录（不含个人身份信息）',
  ],
  liveCase: (title: string) => `你有进行中的筹款“${title}”，请先结束筹款并处理完善款后再注销`,
  caseMoney: (title: string) => `筹款“${title}”还有未提取的善款，请先提现或退款后再注销`,
  withdrawals: '你有提现申请正在处理中，请等待处理完成后再注销',
  refunds: '你有退款正在处理中，请等待退款完成后再注销',
  orders: '你有待支付的订单，请完成支付或等待订单关闭后再注销',
  confirm: `请输入“${DELETE_CONFIRM_WORDS}”以确认注销`,
} as const;

/** What deleting the account would do, and why it may not happen now. */
export async function deletionPlan(db: DB, userId: string): Promise<DeletionPlan> {
  const reasons: string[] = [];
  for (const c of await publishedCasesIn(db, userId, LIVE_CASE_STATUSES)) reasons.push(DELETION_TEXT.liveCase(c.title));
  for (const c of await publishedCasesIn(db, userId, ENDED_CASE_STATUSES)) {
    if ((await caseBalance(db, c.info_uuid)).balance > 0) reasons.push(DELETION_TEXT.caseMoney(c.title));
  }
  const flight = await moneyInFlight(db, userId);
  if (flight.withdrawals) reasons.push(DELETION_TEXT.withdrawals);
  if (flight.refunds) reasons.push(DELETION_TEXT.refunds);
  if (flight.orders) reasons.push(DELETION_TEXT.orders);
  return { allowed: reasons.length === 0, reasons, removes: [...DELETION_TEXT.removes], keeps: [...DELETION_TEXT.keeps] };
}

/**
 * Deletes the account: checks the plan again inside the transaction, then uses up the proof that the
 * bound phone was just checked (check-verify-code's token; none, another phone's, expired or used:
 * 400 请先验证手机号, and a refused deletion keeps it), anonymises, records what was done
 * (account_deletions), and answers the plan that was carried out. Refused (409) with the reasons.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>, user: { user_id: string; mobile: string | null }, confirm: string, checkToken = '',
): Promise<DeletionPlan> {
  if (confirm.trim() !== DELETE_CONFIRM_WORDS) throw badRequest(DELETION_TEXT.confirm);
  const now = deps.clock();
  const userId = user.user_id;
  return deps.db.transaction().execute(async (trx) => {
    const plan = await deletionPlan(trx, userId);
    if (!plan.allowed) throw conflict(plan.reasons.join('；'));
    if (!(await useCheckedPhone(trx, checkToken, user.mobile, now))) throw badRequest(PHONE_CHECK_REQUIRED);
    const touched = await anonymiseUser(trx, userId, DELETED_NAME, now);
    await insertAccountDeletion(trx, { id: newId('del'), user_id: userId, summary: JSON.stringify({ touched, keeps: plan.keeps }), created_at: now });
    return plan;
  });
}

/** The user's data copy: every row naming them, with a short readme of what it is. */
export async function dataCopy(db: DB, userId: string, now: number) {
  return {
    about: '这是你在本平台的个人数据副本：每个表中与你的账号相关的记录。金额单位为分，时间为毫秒时间戳。',
    userId,
    exportedAt: new Date(now).toISOString(),
    tables: await userRows(db, userId),
  };
}

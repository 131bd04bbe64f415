/**
 * The real events that notify someone, each recorded inside the event's own transaction through an
 * Outbox (sent after commit). Landing URLs are internal paths the message/resolve call understands.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from './index';
import { formatFenFixed } from '../../../../src/lib/money';

type Q = Kysely<Database>;
const enc = encodeURIComponent;

/** A new comment, to the owner (not when the owner comments on their own case). */
export async function notifyComment(trx: Q, outbox: Outbox, p: { infoUuid: string; ownerId: string; authorId: string; authorName: string; content: string }) {
  if (p.ownerId === p.authorId) return;
  await outbox.record(trx, {
    userId: p.ownerId, kind: 'comment', infoUuid: p.infoUuid, title: '收到一条新评论', body: `${p.authorName}：${p.content}`.slice(0, 100),
    landingUrl: `/cf/wxmessage/comment?infoUuid=${enc(p.infoUuid)}`,
  });
}

/** A new verification, to the owner. */
export async function notifyVerification(trx: Q, outbox: Outbox, p: { infoUuid: string; ownerId: string; name: string; relationship: string }) {
  await outbox.record(trx, {
    userId: p.ownerId, kind: 'verification', infoUuid: p.infoUuid, title: '有人为您的筹款做了证实', body: `${p.name}（${p.relationship}）证实了您的筹款`,
    landingUrl: `/cf/wxmessage/identify-follow?infoUuid=${enc(p.infoUuid)}`,
  });
}

/** A progress post reviewed: the owner hears the result; when approved, every follower hears of the post. */
export async function notifyProgressReviewed(trx: Q, outbox: Outbox, p: { infoUuid: string; ownerId: string; approved: boolean; reason: string; title: string }) {
  await outbox.record(trx, {
    userId: p.ownerId, kind: p.approved ? 'progress_approved' : 'progress_rejected', infoUuid: p.infoUuid,
    title: p.approved ? '您的筹款动态已审核通过' : '您的筹款动态未通过审核', body: p.approved ? '动态已公开展示' : `原因：${p.reason}`,
    landingUrl: `/cf/wxmessage/${p.approved ? 'progress' : 'fundraising-verify'}?infoUuid=${enc(p.infoUuid)}${p.approved ? '' : '&to=dynamic-audit'}`,
  });
  if (!p.approved) return;
  const followers = await trx.selectFrom('progress_follows').select('user_id').where('info_uuid', '=', p.infoUuid).where('user_id', '!=', p.ownerId).execute();
  for (const f of followers) {
    await outbox.record(trx, {
      userId: f.user_id, kind: 'progress_follow', infoUuid: p.infoUuid, title: '您关注的筹款有新动态', body: p.title.slice(0, 60),
      landingUrl: `/cf/wxmessage/progress?infoUuid=${enc(p.infoUuid)}`,
    });
  }
}

const WITHDRAW_TEXT: Record<string, string> = {
  PENDING: '提现申请已提交，等待审核', APPROVED: '提现申请已审核通过', PAID: '提现已打款，请留意到账', REJECTED: '提现申请未通过', FAILED: '提现打款失败',
};
/** For the money-out flow: a withdrawal changed status (call inside that transaction, flush after). */
export async function notifyWithdrawalStatus(
  trx: Q, outbox: Outbox, p: { userId: string; infoUuid: string; withdrawalId: string; status: string; amount: number; reason?: string },
) {
  await outbox.record(trx, {
    userId: p.userId, kind: 'withdrawal', infoUuid: p.infoUuid, title: WITHDRAW_TEXT[p.status] ?? `提现状态：${p.status}`,
    body: `提现金额¥${formatFenFixed(p.amount)}${p.reason ? `，${p.reason}` : ''}`, landingUrl: `/cf/wxmessage/withdraw?infoUuid=${enc(p.infoUuid)}`,
  });
}

/**
 * The money events (written in the money transaction, sent after commit like every other): kind ->
 * [title, body]. The money notifications list (POST /api/cf/v4/money/notifications) shows these
 * kinds with their payload; the message list shows the others.
 */
export const MONEY_TEXT = {
  'withdrawal.approved': ['提现审核通过', '您的提现申请已审核通过，款项正在打款中'],
  'withdrawal.rejected': ['提现未通过审核', '您的提现申请未通过审核，请查看原因后重新申请'],
  'payout.transferred': ['款项已到账', '您申请的提现款项已打款成功'],
  'payout.failed': ['打款失败', '提现打款失败，款项已退回筹款余额，请核实收款信息后重新申请'],
  'refund.opened': ['您的捐款将退回', '您捐助的筹款已进入退款流程，善款将原路退回'],
  'refund.success': ['退款成功', '您的捐款已原路退回'],
} as const satisfies Record<string, readonly [string, string]>;
export type MoneyKind = keyof typeof MONEY_TEXT;
export const MONEY_KINDS = Object.keys(MONEY_TEXT) as MoneyKind[];

/** Where a money message lands: a donor's refund detail, else the owner's fundraiser center. */
export const moneyLanding = (kind: MoneyKind, infoUuid: string) =>
  kind.startsWith('refund.') ? `/cf/refund/refund-detail/${enc(infoUuid)}` : `/cf/contribute/fundraiser-center/${enc(infoUuid)}`;

/** A money event, to the user it concerns (call inside the money transaction; the outbox sends it after commit). */
export async function notifyMoney(trx: Q, outbox: Outbox, p: { userId: string; kind: MoneyKind; infoUuid: string; payload: unknown }) {
  const [title, body] = MONEY_TEXT[p.kind];
  await outbox.record(trx, { userId: p.userId, kind: p.kind, infoUuid: p.infoUuid, title, body, landingUrl: moneyLanding(p.kind, p.infoUuid), payload: p.payload });
}

/** A staff review result of the case or of one of its materials (raise sections, edits, credentials). */
export async function notifyReviewResult(trx: Q, outbox: Outbox, p: { userId: string; infoUuid: string; what: string; approved: boolean; reason?: string; body?: string }) {
  await outbox.record(trx, {
    userId: p.userId, kind: 'review_result', infoUuid: p.infoUuid, title: `${p.what}${p.approved ? '审核通过' : '审核未通过'}`,
    body: p.body ?? (p.approved ? '感谢您的耐心等待' : `原因：${p.reason ?? ''}`), landingUrl: `/cf/wxmessage/fundraising-verify?infoUuid=${enc(p.infoUuid)}`,
  });
}

/**
 * A verification found false: every donor who paid after it was made (they saw it when giving) hears
 * of it, once each.
 */
export async function notifyVerificationFalse(trx: Q, outbox: Outbox, p: { infoUuid: string; since: number; ownerId: string }) {
  const donors = await trx.selectFrom('orders').select('user_id').distinct().where('info_uuid', '=', p.infoUuid).where('status', '=', 'PAID')
    .where('paid_at', '>=', p.since).where('user_id', '!=', p.ownerId).execute();
  for (const d of donors) {
    await outbox.record(trx, {
      userId: d.user_id, kind: 'verification_false', infoUuid: p.infoUuid, title: '您捐助的筹款有一条证实被认定不实',
      body: '平台核实后已将该证实下线，您可查看筹款详情了解情况', landingUrl: `/cf/messageMiddlePage/detail/${enc(p.infoUuid)}`,
    });
  }
  return donors.length;
}

/** The outcome of a report, to the reporter. */
export async function notifyReportOutcome(trx: Q, outbox: Outbox, p: { userId: string; infoUuid: string; outcome: string }) {
  await outbox.record(trx, {
    userId: p.userId, kind: 'report_outcome', infoUuid: p.infoUuid, title: '您的举报已处理', body: p.outcome,
    landingUrl: `/cf/wxmessage/tips?infoUuid=${enc(p.infoUuid)}&type=report`,
  });
}

/** The discussion of a case changed status, to the owner. */
export async function notifyDiscussion(trx: Q, outbox: Outbox, p: { userId: string; infoUuid: string; text: string }) {
  await outbox.record(trx, {
    userId: p.userId, kind: 'discussion', infoUuid: p.infoUuid, title: '公议进度更新', body: p.text,
    landingUrl: `/cf/wxmessage/middle?infoUuid=${enc(p.infoUuid)}&type=discussion`,
  });
}

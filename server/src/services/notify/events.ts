/**
 * The real events that notify someone, each recorded inside the event's own transaction through an
 * Outbox (sent after commit). Landing URLs are internal paths the message/resolve call understands.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outbox } from './index';
import { MONEY_TEXT, moneyLanding, type MoneyKind } from '../../domain/money-messages';
import { followersOf } from '../../repositories/progress';
import { donorsPaidSince } from '../../repositories/order-counts';

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
  const followers = await followersOf(trx, p.infoUuid, p.ownerId);
  for (const f of followers) {
    await outbox.record(trx, {
      userId: f.user_id, kind: 'progress_follow', infoUuid: p.infoUuid, title: '您关注的筹款有新动态', body: p.title.slice(0, 60),
      landingUrl: `/cf/wxmessage/progress?infoUuid=${enc(p.infoUuid)}`,
    });
  }
}

export { MONEY_KINDS, MONEY_TEXT, moneyLanding, type MoneyKind } from '../../domain/money-messages';

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
  const donors = await donorsPaidSince(trx, p.infoUuid, p.since, p.ownerId);
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

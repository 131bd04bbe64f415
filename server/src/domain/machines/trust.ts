/**
 * The trust status machines: the public discussion of a case, a doctor's credential on a
 * verification, a report, a progress post's review and a fraud flag. States are the client's unions
 * (src/contract/trust.ts).
 */
import { DISCUSSION_TRANSITIONS, type DiscussionStatus, type DoctorStatus, type ReportStatus, type ReviewStatus } from '../../../../src/contract/trust';
import { defineMachine } from './transition';

export type { DiscussionStatus, DoctorStatus, ReportStatus, ReviewStatus };

/**
 * Discussion: noApply 1 / onReject 3 --apply (owner)--> onAudit 2 --approve (staff)--> onPublic 4
 * --end (owner or staff)--> end 5; onAudit 2 --reject (staff)--> onReject 3. A case without a row is
 * noApply while raising (the first application inserts the row at 2), else noDiscussion 0. The moves
 * are the contract's DISCUSSION_TRANSITIONS (who may make them is checked by services/discussion.ts).
 */
const discussionMoves: Record<DiscussionStatus, DiscussionStatus[]> = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [] };
for (const t of DISCUSSION_TRANSITIONS) for (const f of t.from) discussionMoves[f].push(t.to);
export const DISCUSSION_MACHINE = defineMachine<'discussions', DiscussionStatus>({
  name: 'discussion',
  table: 'discussions',
  moves: discussionMoves,
  refusal: '当前状态不可操作',
});

/** Doctor credential of a verification (verifications.doctor_status): '' (not a doctor); pending -> approved | rejected, once. */
export const DOCTOR_VERIFICATION = defineMachine<'verifications', DoctorStatus>({
  name: 'verification',
  table: 'verifications',
  column: 'doctor_status',
  moves: { '': [], pending: ['approved', 'rejected'], approved: [], rejected: [] },
  refusal: '该医生证实已审核',
});

/** Report: pending -> resolved (with an outcome), once. */
export const REPORT = defineMachine<'reports', ReportStatus>({
  name: 'report',
  table: 'reports',
  moves: { pending: ['resolved'], resolved: [] },
  refusal: '该举报已处理',
});

/** Progress post: pending -> approved | rejected (rows written before review existed are approved). */
export const PROGRESS_REVIEW = defineMachine<'progress', ReviewStatus>({
  name: 'progress',
  table: 'progress',
  moves: { pending: ['approved', 'rejected'], approved: [], rejected: [] },
  refusal: '该动态已审核',
});

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed';
/**
 * Delivery of an owner notification (notifications.send_status): pending | failed --claimed by one
 * sender--> sending --> sent | skipped (no channel for the user) | failed (tried again by the sweeper).
 */
export const DELIVERY = defineMachine<'notifications', DeliveryStatus>({
  name: 'delivery',
  table: 'notifications',
  column: 'send_status',
  moves: { pending: ['sending'], failed: ['sending'], sending: ['sent', 'skipped', 'failed'], sent: [], skipped: [] },
  refusal: '消息发送状态已变化',
});

export type FraudFlagStatus = 'open' | 'resolved';
/** Fraud flag: open -> resolved (with a resolution), once. */
export const FRAUD_FLAG = defineMachine<'fraud_flags', FraudFlagStatus>({
  name: 'fraud_flag',
  table: 'fraud_flags',
  moves: { open: ['resolved'], resolved: [] },
  refusal: '该风险提示已处理',
});

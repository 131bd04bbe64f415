/**
 * The staff console's trust and money work (api group `staffWork`, every path under /api/staff, staff
 * role): progress review, reports, fraud flags, doctor credentials, false verifications, discussions;
 * withdrawals with their objections, payout batches, fund use, alerts, receipts, whole-case refunds,
 * fee waivers and the reconciliation run. Every decision writes its audit row in the same transaction.
 * Answers built from database rows declare only the columns the console reads: nothing else is sent.
 */
import { Bool, call, Empty, Enum, Fen, INFO_UUID, Int, Json, List, Nullable, Null, Obj, Opt, Str, type Static } from './schema';
import { Invoice } from './invoice';
import { FundUse } from './ledger';
import { DiscussionInfo, ProgressItemT, ReportItem, ReportOutcome, VerificationItemT } from './trust';

const Text = (max = 2000) => Str(0, max);
const Time = () => Int(0);
const Id = () => Str(1, 64);
/** A staff note or reason (0..500 characters). */
/** A staff note or reason on a work item. */
export const STAFF_NOTE_MAX = 500;
const Note = () => Str(0, STAFF_NOTE_MAX);
const Size = (max = 100) => Obj({ size: Opt(Int(1, max)) });
const write = { noDedupe: true } as const;
/** Queues are read fresh every time (never shared with a read in flight). */
const read = { noDedupe: true } as const;
const S = '/api/staff';

// ---------------------------------------------------------------- trust
export const StaffProgressItem = Obj({ ...ProgressItemT.properties, infoUuid: Str(0, 64) });
export const StaffVerification = Obj({ ...VerificationItemT.properties, certUrl: Text(300) });
export type StaffVerification = Static<typeof StaffVerification>;
export const FraudKind = Enum(['tiny_donation_burst', 'order_velocity', 'shared_payee'] as const);
/**
 * Every figure a fraud scan may record as a flag's evidence (server/src/services/fraud.ts builds it typed by this;
 * the staff console gives each key its reading, src/stores/staff/fraud-evidence.ts). Answered as stored (`Json`):
 * flags raised before a key was added keep what they had.
 */
export const FraudEvidence = Obj({
  /** tiny_donation_burst: the tiny gifts from new accounts in the window, their donors, the cap, the window, the account age, some order ids */
  donations: Opt(Int(0)), donors: Opt(Int(0)), maxFen: Opt(Fen()), windowSeconds: Opt(Int(0)), newAccountDays: Opt(Int(0)), orderIds: Opt(List(Str(0, 64))),
  /** order_velocity: what was counted (ip, device, user, mobile), whose order tripped it, the count and its limit */
  scope: Opt(Str(0, 20)), userId: Opt(Str(0, 64)), orders: Opt(Int(0)), limit: Opt(Int(0)),
  /** shared_payee: the account's last four digits, how many owners and which cases share it */
  accountTail: Opt(Str(0, 8)), owners: Opt(Int(0)), cases: Opt(List(Str(0, 64))),
});
export type FraudEvidence = Static<typeof FraudEvidence>;
export const FraudFlag = Obj({
  flagId: Str(0, 64), kind: FraudKind, infoUuid: Nullable(Str(0, 64)), subject: Text(200),
  /** the signal's figures, as the scan recorded them */
  evidence: Json(),
  status: Enum(['open', 'resolved'] as const), resolution: Text(500), createdAt: Time(),
});
export type FraudFlag = Static<typeof FraudFlag>;

// ---------------------------------------------------------------- money
/** PENDING | FIRST_APPROVED | APPROVED | PAID | REJECTED | FAILED | CANCELLED */
const WithdrawalStatus = () => Str(0, 20);
/** A withdrawal's fields (those of ./money.ts WithdrawalRes, with status, fee option and payee type as stored). */
const withdrawal = {
  withdrawalId: Str(0, 64), infoUuid: Str(0, 64), amount: Int(0), status: WithdrawalStatus(), createdAt: Time(),
  /** 1 no fee, 2 charged, 3 waived, 4 subsidised */
  feeOption: Int(1, 4), fee: Int(0), netAmount: Int(),
  /** FAMILY | HOSPITAL */
  payeeType: Str(0, 20), noticeUntil: Time(),
  /** fee paid by the platform (option 4) */
  subsidy: Opt(Int(0)),
};
/** A person as the console names them (server/src/repositories/staff-names.ts: a staff display name, else the masked name and phone, 系统): never an id. */
const PersonName = () => Str(0, 100);
export const StaffWithdrawalItem = Obj({
  ...withdrawal, caseTitle: Text(200), caseStatus: Int(), approver1: Nullable(Str(0, 64)), approver1Name: Nullable(PersonName()), noticeOver: Bool(),
});
export type StaffWithdrawalItem = Static<typeof StaffWithdrawalItem>;
/** auditType 2: DRAW_PUBLIC */
export const StaffWithdrawalQueue = Obj({ auditType: Enum([2] as const), list: List(StaffWithdrawalItem) });
export type StaffWithdrawalQueue = Static<typeof StaffWithdrawalQueue>;
/** A withdrawal objection as the console shows it. */
export const StaffObjectionRow = Obj({
  objection_id: Str(0, 64), user_id: Str(0, 64), reason: Text(), status: Str(0, 20), created_at: Time(),
  /** who raised it (a donor: masked name and phone) */
  user_name: PersonName(),
});
export type StaffObjectionRow = Static<typeof StaffObjectionRow>;
/** A payout batch of an approved withdrawal. */
export const StaffPayoutRow = Obj({
  payout_id: Str(0, 64),
  /** the provider's out_detail_no: a retry never pays twice */
  idempotency_key: Str(0, 64), batch_no: Int(0), batch_count: Int(0), amount: Int(), fee: Int(),
  /** FAMILY | HOSPITAL */
  payee_type: Str(0, 20), payee_name: Text(200),
  /** PENDING | AUTHORISED | PROCESSING | TRANSFERRED | FAILED | CANCELLED */
  status: Str(0, 20), transfer_ref: Nullable(Str(0, 200)), fail_reason: Text(500),
});
export type StaffPayoutRow = Static<typeof StaffPayoutRow>;
export const StaffWithdrawalDetail = Obj({
  ...withdrawal, approver1: Nullable(Str(0, 64)), approver2: Nullable(Str(0, 64)), approver1Name: Nullable(PersonName()), approver2Name: Nullable(PersonName()),
  rejectReason: Nullable(Text(500)),
  case: Nullable(Obj({
    infoUuid: Str(0, 64), title: Text(200), status: Int(), ownerUserId: Str(0, 64), hospital: Nullable(Text(200)), payeeName: Nullable(Text(200)),
  })),
  objections: List(StaffObjectionRow),
  payouts: List(StaffPayoutRow),
});
export type StaffWithdrawalDetail = Static<typeof StaffWithdrawalDetail>;
export const ApproveRes = Obj({ withdrawalId: Str(0, 64), status: WithdrawalStatus(), needsSecond: Bool(), payouts: List(StaffPayoutRow) });
/** The money alerts the server raises, each with the title the console shows (never the code). */
export const ALERT_TITLES = { 'payout.stuck': '打款长时间未完成', 'case_refund.stuck': '筹款退款未全部完成' } as const;
export type AlertKind = keyof typeof ALERT_TITLES;
/** A money alert as the console shows it. */
export const StaffAlertRow = Obj({ alert_id: Str(0, 64), kind: Str(0, 64), target_id: Str(0, 64), info_uuid: Nullable(Str(0, 64)), message: Text(), created_at: Time() });
export type StaffAlertRow = Static<typeof StaffAlertRow>;
/** One order as staff look it up by its id; its request id is what to search the server's log lines for. */
export const StaffOrderLookup = Obj({
  orderId: Str(0, 64), infoUuid: Str(0, 64), amount: Int(0),
  /** PENDING | PAID | CLOSED | REFUNDED */
  status: Str(0, 20), createdAt: Time(), paidAt: Nullable(Time()),
  /** the request that created the order (null for orders older than request ids) */
  requestId: Nullable(Str(0, 64)),
});
export type StaffOrderLookup = Static<typeof StaffOrderLookup>;
export const staffWork = {
  progressQueue: call({ method: 'POST', path: `${S}/progress/queue`, access: 'staff', req: Size(), res: Obj({ list: List(StaffProgressItem) }), client: read }),
  progressApprove: call({ method: 'POST', path: `${S}/progress/approve`, access: 'staff', req: Obj({ id: Id() }), res: ProgressItemT, client: write }),
  /** A rejection names its reason (1..200 characters). */
  progressReject: call({ method: 'POST', path: `${S}/progress/reject`, access: 'staff', req: Obj({ id: Id(), reason: Str(1, 200) }), res: ProgressItemT, client: write }),
  reportsQueue: call({
    method: 'POST', path: `${S}/reports/queue`, access: 'staff',
    req: Obj({ status: Opt(Enum(['pending', 'resolved'] as const)), size: Opt(Int(1, 100)) }), res: Obj({ list: List(ReportItem) }), client: read,
  }),
  reportsResolve: call({
    method: 'POST', path: `${S}/reports/resolve`, access: 'staff', req: Obj({ reportId: Id(), outcome: ReportOutcome, note: Opt(Note()) }), res: ReportItem, client: write,
  }),
  /** Scans for shared payees first, so staff always see current flags. */
  fraudList: call({
    method: 'POST', path: `${S}/fraud-flags/list`, access: 'staff',
    req: Obj({ status: Opt(Enum(['open', 'resolved'] as const)), size: Opt(Int(1, 200)) }), res: Obj({ list: List(FraudFlag) }), client: read,
  }),
  fraudResolve: call({ method: 'POST', path: `${S}/fraud-flags/resolve`, access: 'staff', req: Obj({ flagId: Id(), resolution: Str(1, 500) }), res: Null(), client: write }),
  doctorQueue: call({ method: 'POST', path: `${S}/verification/doctor-queue`, access: 'staff', req: Size(), res: Obj({ list: List(StaffVerification) }), client: read }),
  doctorApprove: call({ method: 'POST', path: `${S}/verification/doctor-approve`, access: 'staff', req: Obj({ verifyId: Id() }), res: StaffVerification, client: write }),
  doctorReject: call({
    method: 'POST', path: `${S}/verification/doctor-reject`, access: 'staff', req: Obj({ verifyId: Id(), reason: Str(1, 200) }), res: StaffVerification, client: write,
  }),
  /** The verification leaves every public list; the donors who gave after it are told. */
  markFalse: call({
    method: 'POST', path: `${S}/verification/mark-false`, access: 'staff', req: Obj({ verifyId: Id(), reason: Str(1, 200) }), res: Obj({ notifiedDonors: Int(0) }), client: write,
  }),
  discussionQueue: call({ method: 'POST', path: `${S}/discussion/queue`, access: 'staff', req: Size(), res: Obj({ list: List(DiscussionInfo) }), client: read }),
  discussionApprove: call({ method: 'POST', path: `${S}/discussion/approve`, access: 'staff', req: Obj({ infoUuid: INFO_UUID() }), res: DiscussionInfo, client: write }),
  discussionReject: call({
    method: 'POST', path: `${S}/discussion/reject`, access: 'staff', req: Obj({ infoUuid: INFO_UUID(), reason: Str(1, 200) }), res: DiscussionInfo, client: write,
  }),
  discussionEnd: call({ method: 'POST', path: `${S}/discussion/end`, access: 'staff', req: Obj({ infoUuid: INFO_UUID() }), res: DiscussionInfo, client: write }),
  /** Pending and first-approved withdrawals (or those of one status). */
  withdrawalsQueue: call({
    method: 'POST', path: `${S}/withdrawals/queue`, access: 'staff',
    req: Obj({ status: Opt(Enum(['PENDING', 'FIRST_APPROVED', 'APPROVED', 'PAID', 'REJECTED', 'FAILED'] as const)) }), res: StaffWithdrawalQueue, client: read,
  }),
  withdrawalDetail: call({ method: 'POST', path: `${S}/withdrawals/detail`, access: 'staff', req: Obj({ withdrawalId: Id() }), res: StaffWithdrawalDetail, client: read }),
  /** Two different staff approve a withdrawal; never the case's reviewer or owner. */
  withdrawalApprove: call({ method: 'POST', path: `${S}/withdrawals/approve`, access: 'staff', req: Obj({ withdrawalId: Id(), note: Opt(Note()) }), res: ApproveRes, client: write }),
  withdrawalReject: call({
    method: 'POST', path: `${S}/withdrawals/reject`, access: 'staff', req: Obj({ withdrawalId: Id(), reason: Str(1, 500) }),
    res: Obj({ withdrawalId: Str(0, 64), status: WithdrawalStatus() }), client: write,
  }),
  objectionResolve: call({
    method: 'POST', path: `${S}/withdrawals/objection/resolve`, access: 'staff', req: Obj({ objectionId: Id(), uphold: Bool(), reason: Str(1, 500) }),
    res: Obj({ objectionId: Str(0, 64), status: Str(0, 20) }), client: write,
  }),
  fundUseQueue: call({
    method: 'POST', path: `${S}/fund-use/queue`, access: 'staff', req: Empty(), res: Obj({ auditType: Enum([3] as const), list: List(FundUse) }), client: read,
  }),
  fundUseReview: call({
    method: 'POST', path: `${S}/fund-use/review`, access: 'staff', req: Obj({ fundUseId: Id(), approve: Bool(), reason: Opt(Note()) }), res: FundUse, client: write,
  }),
  alertsList: call({ method: 'POST', path: `${S}/alerts/list`, access: 'staff', req: Empty(), res: Obj({ list: List(StaffAlertRow) }), client: read }),
  alertsResolve: call({
    method: 'POST', path: `${S}/alerts/resolve`, access: 'staff', req: Obj({ alertId: Id(), note: Opt(Note()) }), res: Obj({ alertId: Str(0, 64), resolved: Bool() }), client: write,
  }),
  invoicesQueue: call({ method: 'POST', path: `${S}/invoices/queue`, access: 'staff', req: Empty(), res: Obj({ list: List(Invoice) }), client: read }),
  invoicesIssue: call({
    method: 'POST', path: `${S}/invoices/issue`, access: 'staff', req: Obj({ invoiceId: Id() }),
    res: Obj({ ...Invoice.properties, issuedNow: Bool() }), client: write,
  }),
  /** The next hospital batch, once the last one arrived and its fund use was approved. */
  payoutAuthorise: call({ method: 'POST', path: `${S}/payouts/authorise`, access: 'staff', req: Obj({ payoutId: Id(), note: Opt(Note()) }), res: StaffPayoutRow, client: write }),
  /** A case proven false or one that failed review: every donor's money goes back. */
  caseRefund: call({
    method: 'POST', path: `${S}/refunds/case`, access: 'staff',
    req: Obj({ infoUuid: INFO_UUID(), kind: Enum(['FALSE_CASE', 'FAILED_REVIEW'] as const), reason: Str(1, 500) }),
    res: Obj({ infoUuid: Str(0, 64), status: Int(), refunds: Int(0), amount: Int(0) }), client: write,
  }),
  /** Waive (or stop waiving) a case's service charge (option 3 免收服务费). */
  feeWaiver: call({
    method: 'POST', path: `${S}/money/fee-waiver`, access: 'staff', req: Obj({ infoUuid: INFO_UUID(), waive: Bool(), reason: Str(1, 500) }),
    res: Obj({ infoUuid: Str(0, 64), waived: Bool(), reason: Text(500) }), client: write,
  }),
  /** A read: no audit row. */
  orderLookup: call({ method: 'POST', path: `${S}/orders/lookup`, access: 'staff', req: Obj({ orderId: Id() }), res: StaffOrderLookup, client: read }),
  reconcile: call({ method: 'POST', path: `${S}/money/reconcile`, access: 'staff', req: Empty(), res: Obj({ ran: Bool(), changes: List(Text()) }), client: write }),
};

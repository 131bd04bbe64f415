/**
 * The staff console's work queues as display tables (trust and money): WORK_QUEUES is the uniform
 * table the console's generic work page shows: how to load a queue (api group `staffWork`,
 * src/contract/staff-work.ts) as rows of text fields and which decisions each row offers.
 */
import type { Api } from '../../services/api';
import type { ReportOutcome } from '../../contract/trust';
import { ALERT_TITLES, type AlertKind, type StaffWithdrawalDetail, type StaffWithdrawalItem } from '../../contract/staff-work';
import { formatFenPlain } from '../../lib/money';
import { FEE_OPTION_LABELS, feeWaiverOffered } from '../../contract/rules/promises';
import type { FeeOption } from '../../contract/money';
import { formatTime } from '../../lib/time';
import { h5UrlFor } from '../../lib/nav-url';
import { fraudEvidence, fraudSubject } from './fraud-evidence';

/** The calls the queues make (api.staffWork). */
export type StaffWorkApi = Api['staffWork'];

/** approve / reject / resolve: which button style and data-testid (staff-work-<kind>) a decision gets. */
export type WorkKind = 'approve' | 'reject' | 'resolve';
export interface WorkAction {
  /** Unique within the row (data-action). */
  key: string;
  kind: WorkKind;
  label: string;
  /** The row's reason box: required (empty is refused before any call), optional, or not used. */
  reason: 'required' | 'optional' | 'none';
  /** target: the row's target box (rows that act on an id typed in by staff), '' otherwise. */
  run(api: StaffWorkApi, reason: string, target: string): Promise<unknown>;
}
export interface WorkRow {
  id: string;
  title: string;
  /** Label / value pairs, rendered as text (user-entered text included). */
  fields: Array<[string, string]>;
  /** Evidence links (certificates, receipts), shown only when the URL is safe. */
  links: Array<{ label: string; url: string }>;
  actions: WorkAction[];
  /** A box for the id the row acts on (a tool row for items no queue lists), with its placeholder; required when present. */
  target?: string;
}
export interface WorkQueueDef {
  /** The queue's id in URLs (/staff/work/:queue). */
  key: string;
  group: 'trust' | 'money';
  title: string;
  desc: string;
  /** Only tool rows: the home page shows no count. */
  toolsOnly?: boolean;
  load(api: StaffWorkApi): Promise<WorkRow[]>;
}

const SIZE = 50;
const time = (t: number | null | undefined) => (t ? formatTime(Number(t)) : '');
const yuan = (fen: number) => `${formatFenPlain(fen)}元`;
const A = {
  approve: (run: WorkAction['run'], label = '通过', reason: WorkAction['reason'] = 'none'): WorkAction => ({ key: 'approve', kind: 'approve', label, reason, run }),
  reject: (run: WorkAction['run'], label = '驳回'): WorkAction => ({ key: 'reject', kind: 'reject', label, reason: 'required', run }),
  resolve: (key: string, label: string, reason: WorkAction['reason'], run: WorkAction['run']): WorkAction => ({ key, kind: 'resolve', label, reason, run }),
};
const WD_STATUS: Record<string, string> = { PENDING: '待初审', FIRST_APPROVED: '待复核', APPROVED: '已通过', PAID: '已打款', REJECTED: '已驳回', FAILED: '打款失败' };
const DISCUSSION_LABEL: Record<number, string> = { 0: '未开启', 1: '未申请', 2: '待审核', 3: '已驳回', 4: '公示中', 5: '已结束' };
const FRAUD_LABEL: Record<string, string> = { tiny_donation_burst: '小额捐款集中', order_velocity: '下单过快', shared_payee: '收款人重复' };

/** A row for a decision on an item no queue lists (the id is typed in; ids start with 'tool:', they are not counted as items). */
const toolRow = (id: string, title: string, target: string | undefined, ...actions: WorkAction[]): WorkRow => ({ id, title, fields: [], links: [], actions, target });
export const isToolRow = (row: WorkRow) => row.id.startsWith('tool:');
/** The case a row is about, as a link to its file in the console (never its raw id as text). */
const caseLink = (infoUuid: string | null | undefined) => (infoUuid ? [{ label: '案例档案', url: h5UrlFor('staffCase', { infoUuid }) }] : []);

/**
 * Who receives the payout: a hospital payout goes to the treating hospital's account, named by the
 * hospital on the case (never the family payee's name); a family payout to the payee on the case.
 */
export function payeeText(payeeType: string, d: Pick<StaffWithdrawalDetail, 'case'>): string {
  if (payeeType === 'HOSPITAL') return `医院对公账户 · ${d.case?.hospital?.trim() || '治疗医院'}`;
  return `家属${d.case?.payeeName ? ` · ${d.case.payeeName}` : ''}`;
}

function withdrawalRows(w: StaffWithdrawalItem, d: StaffWithdrawalDetail): WorkRow[] {
  const id = w.withdrawalId;
  const row: WorkRow = {
    id: `w:${id}`,
    title: w.caseTitle || w.infoUuid,
    fields: [
      ['提现金额', yuan(w.amount)], ['服务费方式', FEE_OPTION_LABELS[w.feeOption as FeeOption] ?? ''], ['服务费', yuan(w.fee)], ['实际到账', yuan(w.netAmount)],
      ['平台补贴', w.subsidy ? yuan(w.subsidy) : ''],
      ['收款方', payeeText(w.payeeType, d)],
      ['状态', `${WD_STATUS[w.status] ?? w.status}${w.approver1 ? `（初审：${w.approver1Name ?? '—'}）` : ''}`],
      ['公示', w.noticeOver ? '公示期已结束' : `公示至 ${time(w.noticeUntil)}，期满后可审批通过`],
      ['申请时间', time(w.createdAt)],
    ],
    links: caseLink(w.infoUuid),
    // 通过 only once the notice is over (the server refuses it before); 驳回 at any time
    actions: [
      ...(w.noticeOver ? [A.approve((api, note) => api.withdrawalApprove({ withdrawalId: id, ...(note ? { note } : {}) }), '通过', 'optional')] : []),
      A.reject((api, reason) => api.withdrawalReject({ withdrawalId: id, reason })),
    ],
  };
  const objections = d.objections.filter((o) => o.status === 'OPEN').map((o): WorkRow => ({
    id: `o:${o.objection_id}`,
    title: `提现异议：${w.caseTitle || w.infoUuid}`,
    fields: [['异议内容', o.reason], ['提出人', o.user_name], ['提出时间', time(o.created_at)], ['提现', `${yuan(w.amount)} · ${id}`]],
    links: [],
    actions: [
      A.resolve('uphold', '异议成立（驳回提现）', 'required', (api, reason) => api.objectionResolve({ objectionId: o.objection_id, uphold: true, reason })),
      A.resolve('dismiss', '异议不成立', 'required', (api, reason) => api.objectionResolve({ objectionId: o.objection_id, uphold: false, reason })),
    ],
  }));
  return [...objections, row];
}

/** THE table of the console's work queues (trust and money). Add a queue here. */
export const WORK_QUEUES: readonly WorkQueueDef[] = [
  {
    key: 'progress', group: 'trust', title: '动态审核', desc: '筹款人发布的进展动态',
    load: async (api) => (await api.progressQueue({ size: SIZE })).list.map((p) => ({
      id: p.id, title: '筹款动态',
      links: [...caseLink(p.infoUuid), ...(p.largeImageUrls || p.imageUrls).split(',').filter(Boolean).map((url, i) => ({ label: `图片${i + 1}`, url }))],
      fields: [['内容', p.content], ['发布时间', time(p.updateDate)]],
      actions: [A.approve((a) => a.progressApprove({ id: p.id })), A.reject((a, reason) => a.progressReject({ id: p.id, reason }))],
    })),
  },
  {
    key: 'reports', group: 'trust', title: '举报处理', desc: '用户对筹款的举报',
    load: async (api) => (await api.reportsQueue({ status: 'pending', size: SIZE })).list.map((r) => {
      const resolve = (outcome: ReportOutcome, label: string) =>
        A.resolve(outcome, label, 'optional', (a, note) => a.reportsResolve({ reportId: r.reportId, outcome, note }));
      return {
        id: r.reportId, title: `举报：${r.reason}`, links: [...caseLink(r.infoUuid), ...r.imageUrls.map((url, i) => ({ label: `图片${i + 1}`, url }))],
        fields: [['举报内容', r.content], ['举报时间', time(r.createdAt)]],
        actions: [resolve('confirmed', '举报属实'), resolve('case_warned', '警告筹款人'), resolve('rejected', '举报不实')],
      };
    }),
  },
  {
    key: 'fraud', group: 'trust', title: '风险标记', desc: '系统发现的异常捐款和收款',
    load: async (api) => (await api.fraudList({ status: 'open', size: SIZE })).list.map((f) => ({
      id: f.flagId, title: FRAUD_LABEL[f.kind] ?? '风险标记', links: caseLink(f.infoUuid),
      fields: [['对象', fraudSubject(f.subject)], ['证据', fraudEvidence(f.evidence)], ['发现时间', time(f.createdAt)]],
      actions: [A.resolve('resolve', '处理完毕', 'required', (a, resolution) => a.fraudResolve({ flagId: f.flagId, resolution }))],
    })),
  },
  {
    key: 'doctors', group: 'trust', title: '医生证实', desc: '医护人员证实的执业资质',
    load: async (api) => (await api.doctorQueue({ size: SIZE })).list.map((v) => ({
      id: v.verifyId, title: `${v.nickname} · ${v.relationship}`, links: [...caseLink(v.infoUuid), ...(v.certUrl ? [{ label: '执业证书', url: v.certUrl }] : [])],
      fields: [
        ['医院', v.doctor?.hospital ?? ''], ['科室', v.doctor?.department ?? ''], ['职称', v.doctor?.title ?? ''],
        ['证实内容', v.content], ['时间', time(v.time)],
      ],
      actions: [
        A.approve((a) => a.doctorApprove({ verifyId: v.verifyId })), A.reject((a, reason) => a.doctorReject({ verifyId: v.verifyId, reason })),
        A.resolve('mark-false', '标记为虚假证实', 'required', (a, reason) => a.markFalse({ verifyId: v.verifyId, reason })),
      ],
    } as WorkRow)).concat(toolRow('tool:mark-false', '标记任一证实为虚假', '证实ID（verifyId）',
      A.resolve('mark-false', '标记为虚假证实', 'required', (a, reason, verifyId) => a.markFalse({ verifyId, reason })))),
  },
  {
    key: 'discussions', group: 'trust', title: '公开讨论', desc: '筹款人申请的公开讨论',
    load: async (api) => (await api.discussionQueue({ size: SIZE })).list.map((d) => ({
      id: d.infoUuid, title: '公开讨论申请', links: caseLink(d.infoUuid),
      fields: [['状态', DISCUSSION_LABEL[d.status] ?? String(d.status)], ['申请内容', d.content], ['评论数', String(d.commentCount)]],
      actions: d.status === 4
        ? [A.resolve('end', '结束讨论', 'none', (a) => a.discussionEnd({ infoUuid: d.infoUuid }))]
        : [A.approve((a) => a.discussionApprove({ infoUuid: d.infoUuid })), A.reject((a, reason) => a.discussionReject({ infoUuid: d.infoUuid, reason }))],
    } as WorkRow)).concat(toolRow('tool:end', '结束公示中的讨论', '筹款案例ID',
      A.resolve('end', '结束讨论', 'none', (a, _reason, infoUuid) => a.discussionEnd({ infoUuid })))),
  },
  {
    key: 'withdrawals', group: 'money', title: '提现审核', desc: '提现申请与公示期异议',
    async load(api) {
      const { list } = await api.withdrawalsQueue({});
      const details = await Promise.all(list.map((w) => api.withdrawalDetail({ withdrawalId: w.withdrawalId })));
      return list.flatMap((w, i) => withdrawalRows(w, details[i]));
    },
  },
  {
    key: 'fund-use', group: 'money', title: '资金使用审核', desc: '筹款人提交的资金使用凭证',
    load: async (api) => (await api.fundUseQueue({})).list.map((f) => ({
      id: f.fundUseId, title: '资金使用凭证', links: [...caseLink(f.infoUuid), ...f.receipts.map((r, i) => ({ label: `凭证${i + 1}`, url: r.url }))],
      fields: [['金额', yuan(f.amount)], ['说明', f.description], ['打款批次', f.payoutId], ['提交时间', time(f.createdAt)]],
      actions: [
        A.approve((a) => a.fundUseReview({ fundUseId: f.fundUseId, approve: true })),
        A.reject((a, reason) => a.fundUseReview({ fundUseId: f.fundUseId, approve: false, reason })),
      ],
    })),
  },
  {
    key: 'alerts', group: 'money', title: '资金告警', desc: '对账、打款等异常告警',
    load: async (api) => (await api.alertsList({})).list.map((al) => ({
      id: al.alert_id, title: ALERT_TITLES[al.kind as AlertKind] ?? '资金告警', links: caseLink(al.info_uuid),
      fields: [['内容', al.message], ['对象', al.target_id], ['时间', time(al.created_at)]],
      actions: [A.resolve('resolve', '已处理', 'optional', (a, note) => a.alertsResolve({ alertId: al.alert_id, ...(note ? { note } : {}) }))],
    })),
  },
  {
    key: 'invoices', group: 'money', title: '捐款票据', desc: '待开具的捐款票据',
    load: async (api) => (await api.invoicesQueue({})).list.map((inv) => ({
      id: inv.invoiceId, title: inv.title, links: [],
      fields: [
        ['抬头类型', inv.titleType === 'COMPANY' ? '单位' : '个人'], ['税号', inv.taxNo], ['金额', yuan(inv.amount)], ['邮箱', inv.email],
        ['订单', inv.orderId], ['申请时间', time(inv.createdAt)],
      ],
      actions: [A.approve((a) => a.invoicesIssue({ invoiceId: inv.invoiceId }), '开具票据')],
    })),
  },
  {
    key: 'money-tools', group: 'money', title: '资金操作', desc: feeWaiverOffered() ? '医院分批打款授权、整案退款、减免服务费、对账' : '医院分批打款授权、整案退款、对账', toolsOnly: true,
    load: async () => [
      toolRow('tool:payout', '授权医院打款的下一批', '打款批次ID',
        A.approve((a, note, payoutId) => a.payoutAuthorise({ payoutId, ...(note ? { note } : {}) }), '授权下一批', 'optional')),
      toolRow('tool:refund', '整案退款（所有捐款原路退回）', '筹款案例ID',
        A.resolve('FALSE_CASE', '虚假筹款退款', 'required', (a, reason, infoUuid) => a.caseRefund({ infoUuid, kind: 'FALSE_CASE', reason })),
        A.resolve('FAILED_REVIEW', '审核未通过退款', 'required', (a, reason, infoUuid) => a.caseRefund({ infoUuid, kind: 'FAILED_REVIEW', reason }))),
      // Retired while the platform charges no service fee (contract/rules/promises.ts): nothing to waive.
      ...(feeWaiverOffered() ? [toolRow('tool:fee-waiver', '减免服务费（提现时可选“免收服务费”）', '筹款案例ID',
        A.resolve('waive', '减免服务费', 'required', (a, reason, infoUuid) => a.feeWaiver({ infoUuid, waive: true, reason })),
        A.resolve('unwaive', '取消减免', 'required', (a, reason, infoUuid) => a.feeWaiver({ infoUuid, waive: false, reason })))] : []),
      toolRow('tool:reconcile', '立即对账', undefined, A.resolve('reconcile', '运行对账', 'none', (a) => a.reconcile({}))),
    ],
  },
];

export function workQueueDef(key: string): WorkQueueDef | undefined {
  return WORK_QUEUES.find((q) => q.key === key);
}

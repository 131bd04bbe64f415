/** StaffWorkStore and stores/staff/work-queues.ts: the staff console's trust and money queues over the fake Api. */
import type { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { ApiError } from '../../../src/services/errors';
import { contract } from '../../../src/contract';
import { bindGroup } from '../../../src/services/client';
import { payeeText, WORK_QUEUES, workQueueDef } from '../../../src/stores/staff/work-queues';
import { FEE_POLICY, feeWaiverOffered } from '../../../src/contract/rules/promises';
import { MSG_NO_QUEUE, MSG_WORK_REASON_REQUIRED, StaffWorkStore } from '../../../src/stores/StaffWorkStore';
import { createFakeApi } from '../../setup/fakeApi';

function setup() {
  const api = createFakeApi();
  const root = { api, platform: createFakePlatform({ path: '/staff' }) } as unknown as RootStore;
  return { api, store: new StaffWorkStore(root) };
}

const progress = (id: string) => ({
  id, infoUuid: 'c1', content: '<b>手术很顺利</b>', imageUrls: '', largeImageUrls: '', updateDate: Date.UTC(2026, 10, 19, 17, 30), sortDate: 1, updateTime: '2026-11-19T17:30:00.000Z', status: 'pending', reason: '',
});

test('every staff API is called on its /api/staff path with the body as given', async () => {
  const calls: Array<[string, unknown]> = [];
  const api = bindGroup(contract.staffWork, (async (path: string, body: unknown) => {
    calls.push([path, body]);
    return { list: [] };
  }) as never);
  await api.progressReject({ id: 'p1', reason: '图片模糊' });
  await api.withdrawalApprove({ withdrawalId: 'w1' });
  await api.objectionResolve({ objectionId: 'o1', uphold: true, reason: '属实' });
  await api.fundUseReview({ fundUseId: 'f1', approve: false, reason: '凭证不符' });
  await api.markFalse({ verifyId: 'v1', reason: '冒充医生' });
  await api.invoicesIssue({ invoiceId: 'i1' });
  expect(calls).toEqual([
    ['/api/staff/progress/reject', { id: 'p1', reason: '图片模糊' }],
    ['/api/staff/withdrawals/approve', { withdrawalId: 'w1' }],
    ['/api/staff/withdrawals/objection/resolve', { objectionId: 'o1', uphold: true, reason: '属实' }],
    ['/api/staff/fund-use/review', { fundUseId: 'f1', approve: false, reason: '凭证不符' }],
    ['/api/staff/verification/mark-false', { verifyId: 'v1', reason: '冒充医生' }],
    ['/api/staff/invoices/issue', { invoiceId: 'i1' }],
  ]);
  expect(WORK_QUEUES.map((q) => q.key)).toEqual(['progress', 'reports', 'fraud', 'doctors', 'discussions', 'withdrawals', 'fund-use', 'alerts', 'invoices', 'money-tools']);
});

test('progress posts: approve sends the id, reject needs a reason and sends it; the queue reloads', async () => {
  const { api, store } = setup();
  api.staffWork.progressQueue.mockResolvedValue({ list: [progress('p1'), progress('p2')] });
  await store.open('progress');
  expect(store.rows.map((r) => r.id)).toEqual(['p1', 'p2']);
  expect(store.rows[0].fields).toContainEqual(['内容', '<b>手术很顺利</b>']);
  // China time from the instant, not the server's ISO string (UTC): 2026-11-19T17:30Z is 11-20 01:30 in China.
  expect(store.rows[0].fields).toContainEqual(['发布时间', '2026-11-20 01:30']);

  api.staffWork.progressApprove.mockResolvedValue({ id: 'p1' });
  api.staffWork.progressQueue.mockResolvedValue({ list: [progress('p2')] });
  expect(await store.act('p1', 'approve')).toBe(true);
  expect(api.staffWork.progressApprove).toHaveBeenCalledWith({ id: 'p1' });
  expect(store.rows.map((r) => r.id)).toEqual(['p2']);

  expect(await store.act('p2', 'reject')).toBe(false);
  expect(store.rowErrors.p2).toBe(MSG_WORK_REASON_REQUIRED);
  expect(api.staffWork.progressReject).not.toHaveBeenCalled();

  store.setReason('p2', '  图片与内容不符 ');
  api.staffWork.progressReject.mockResolvedValue({ id: 'p2' });
  expect(await store.act('p2', 'reject')).toBe(true);
  expect(api.staffWork.progressReject).toHaveBeenCalledWith({ id: 'p2', reason: '图片与内容不符' });
});

test('the server\'s Chinese message is kept on the row when a decision fails', async () => {
  const { api, store } = setup();
  api.staffWork.fundUseQueue.mockResolvedValue({
    list: [{ fundUseId: 'f1', infoUuid: 'c1', payoutId: 'po1', amount: 12_345, description: '住院费', receipts: [], status: 'PENDING', reviewReason: '', createdAt: 1, reviewedAt: null }],
  });
  await store.open('fund-use');
  expect(store.rows[0].fields).toContainEqual(['金额', '123.45元']);
  api.staffWork.fundUseReview.mockRejectedValue(new ApiError(409, '当前状态不可操作', 409));
  expect(await store.act('f1', 'approve')).toBe(false);
  expect(api.staffWork.fundUseReview).toHaveBeenCalledWith({ fundUseId: 'f1', approve: true });
  expect(store.rowErrors.f1).toBe('当前状态不可操作');
  expect(store.rows).toHaveLength(1);
});

test('withdrawals: open objections become their own rows (uphold / dismiss with a reason), the note is optional', async () => {
  const { api, store } = setup();
  const w = {
    withdrawalId: 'w1', infoUuid: 'c1', amount: 500_00, status: 'PENDING', createdAt: 1, feeOption: 1, fee: 0, netAmount: 500_00, payeeType: 'FAMILY',
    noticeUntil: 2, caseTitle: '救救孩子', caseStatus: 1, approver1: null, approver1Name: null, noticeOver: true,
  };
  api.staffWork.withdrawalsQueue.mockResolvedValue({ auditType: 2, list: [w] });
  api.staffWork.withdrawalDetail.mockResolvedValue({
    ...w, approver2: null, approver2Name: null, rejectReason: null, case: null,
    objections: [
      { objection_id: 'o1', withdrawal_id: 'w1', user_id: 'u5', user_name: '李**（139****0005）', reason: '已康复', status: 'OPEN', created_at: 1 },
      { objection_id: 'o0', withdrawal_id: 'w1', user_id: 'u6', user_name: '赵**（139****0006）', reason: '旧的', status: 'DISMISSED', created_at: 1 },
    ],
  });
  await store.open('withdrawals');
  expect(api.staffWork.withdrawalDetail).toHaveBeenCalledWith({ withdrawalId: 'w1' });
  expect(store.rows.map((r) => r.id)).toEqual(['o:o1', 'w:w1']);

  store.setReason('o:o1', '核实属实');
  api.staffWork.objectionResolve.mockResolvedValue({});
  await store.act('o:o1', 'uphold');
  expect(api.staffWork.objectionResolve).toHaveBeenCalledWith({ objectionId: 'o1', uphold: true, reason: '核实属实' });

  api.staffWork.withdrawalApprove.mockResolvedValue({});
  await store.act('w:w1', 'approve');
  expect(api.staffWork.withdrawalApprove).toHaveBeenCalledWith({ withdrawalId: 'w1' });
});

test('a withdrawal in its notice offers 驳回 only; 通过 comes once the notice is over', async () => {
  const { api, store } = setup();
  const w = {
    withdrawalId: 'w2', infoUuid: 'c1', amount: 186_00, status: 'PENDING', createdAt: 1, feeOption: 1, fee: 0, netAmount: 186_00, payeeType: 'FAMILY',
    noticeUntil: 1_796_600_000_000, caseTitle: '妻子乳腺癌术后化疗', caseStatus: 1, approver1: null, noticeOver: false,
  };
  api.staffWork.withdrawalsQueue.mockResolvedValue({ auditType: 2, list: [w] });
  api.staffWork.withdrawalDetail.mockResolvedValue({ ...w, approver2: null, rejectReason: null, case: null, objections: [] });
  await store.open('withdrawals');
  const row = store.rows.find((r) => r.id === 'w:w2')!;
  expect(row.actions.map((a) => a.key)).toEqual(['reject']);
  expect(row.fields.find(([k]) => k === '公示')?.[1]).toMatch(/^公示至 .+，期满后可审批通过$/);
  expect(row.fields.find(([k]) => k === '服务费')?.[1]).toBeDefined();
});

test('a queue that fails to load shows the server message; an unknown queue is refused', async () => {
  const { api, store } = setup();
  api.staffWork.reportsQueue.mockRejectedValue(new ApiError(403, '无权操作', 403));
  await store.open('reports');
  expect(store.loadAct.error).toBe('无权操作');
  expect(store.loaded).toBe(false);
  await store.open('nope');
  expect(store.loadAct.error).toBe(MSG_NO_QUEUE);
});

test('discussions: approve / reject the ones under review; the tool row ends a public one by its case id', async () => {
  const { api, store } = setup();
  api.staffWork.discussionQueue.mockResolvedValue({
    list: [{ infoUuid: 'c1', status: 2, reason: '', content: '请大家评议', votes: {}, canApply: false, canEnd: false, canVote: false, myVote: null, commentCount: 0 }],
  });
  await store.open('discussions');
  expect(store.rows.map((r) => r.id)).toEqual(['c1', 'tool:end']);
  expect(store.counts.get('discussions')).toBe(1);
  store.setReason('c1', '内容不当');
  api.staffWork.discussionReject.mockResolvedValue({});
  await store.act('c1', 'reject');
  expect(api.staffWork.discussionReject).toHaveBeenCalledWith({ infoUuid: 'c1', reason: '内容不当' });

  expect(await store.act('tool:end', 'end')).toBe(false);
  expect(store.rowErrors['tool:end']).toBe('请填写筹款案例ID');
  store.setTarget('tool:end', ' c7 ');
  api.staffWork.discussionEnd.mockResolvedValue({});
  expect(await store.act('tool:end', 'end')).toBe(true);
  expect(api.staffWork.discussionEnd).toHaveBeenCalledWith({ infoUuid: 'c7' });
});

test('money tools: a whole-case refund needs the case id and a reason; the reconciliation run needs neither', async () => {
  const { api, store } = setup();
  await store.open('money-tools');
  // no fee waiver under the no-fee policy (contract/rules/promises.ts): there is nothing to waive
  expect(store.rows.map((r) => r.id)).toEqual(['tool:payout', 'tool:refund', 'tool:reconcile']);
  expect(store.counts.get('money-tools')).toBe(0);
  store.setTarget('tool:refund', 'c3');
  expect(await store.act('tool:refund', 'FALSE_CASE')).toBe(false);
  expect(store.rowErrors['tool:refund']).toBe(MSG_WORK_REASON_REQUIRED);
  store.setReason('tool:refund', '伪造病历');
  api.staffWork.caseRefund.mockResolvedValue({});
  expect(await store.act('tool:refund', 'FALSE_CASE')).toBe(true);
  expect(api.staffWork.caseRefund).toHaveBeenCalledWith({ infoUuid: 'c3', kind: 'FALSE_CASE', reason: '伪造病历' });
  api.staffWork.reconcile.mockResolvedValue({ ran: true, changes: [] });
  expect(await store.act('tool:reconcile', 'reconcile')).toBe(true);
  expect(api.staffWork.reconcile).toHaveBeenCalledWith({});
});

test('money tools: no fee waiver while the platform charges no service fee, and the tools card does not offer one', async () => {
  const { store } = setup();
  expect(FEE_POLICY.rateBp).toBe(0);
  expect(feeWaiverOffered()).toBe(false);
  expect(feeWaiverOffered(60)).toBe(true);
  await store.open('money-tools');
  expect(store.rows.some((r) => r.id === 'tool:fee-waiver' || r.actions.some((a) => a.key === 'waive'))).toBe(false);
  expect(workQueueDef('money-tools')!.desc).not.toContain('减免服务费');
});

test('the withdrawal card names the hospital for a hospital payout, the family payee otherwise', () => {
  const c = { infoUuid: 'c1', title: 't', status: 101, ownerUserId: 'u1', hospital: '北京儿童医院', payeeName: '李建国' };
  expect(payeeText('HOSPITAL', { case: c })).toBe('医院对公账户 · 北京儿童医院');
  expect(payeeText('HOSPITAL', { case: { ...c, hospital: ' ' } })).toBe('医院对公账户 · 治疗医院');
  expect(payeeText('FAMILY', { case: c })).toBe('家属 · 李建国');
  expect(payeeText('FAMILY', { case: null })).toBe('家属');
});

test('a money alert is titled in Chinese from its declaration (contract ALERT_TITLES), never by its code', async () => {
  const { api, store } = setup();
  api.staffWork.alertsList.mockResolvedValue({ list: [
    { alert_id: 'al1', kind: 'payout.stuck', target_id: 'p1', info_uuid: 'c1', message: '打款处理中超过30分钟', created_at: 0 },
    { alert_id: 'al2', kind: 'case_refund.stuck', target_id: 'c2', info_uuid: 'c2', message: '退款失败', created_at: 0 },
  ] });
  await store.open('alerts');
  expect(store.rows.map((r) => r.title)).toEqual(['打款长时间未完成', '筹款退款未全部完成']);
  expect(store.rows.every((r) => !/[a-z_]+\.[a-z_]+/.test(r.title))).toBe(true);
});

import type { RootStore } from '../../../src/stores/RootStore';
import { CASE_REFUND_TEXT, CaseRefundStore, caseRefundRules } from '../../../src/stores/CaseRefundStore';
import type { CaseRefundSummary } from '../../../src/contract/money';
import { createFakePlatform, type FakePlatform } from '../../../src/platform/fake';
import { createFakeApi, deferred, type FakeApi } from '../../setup/fakeApi';

const tally = (count = 0, amount = 0) => ({ count, amount });
const summary = (over: Partial<CaseRefundSummary> = {}): CaseRefundSummary => ({
  infoUuid: 'c1', title: '救救小明', status: 0, canConfirm: true, reason: '',
  preview: { count: 3, amount: 6_000, donors: 2, paidOut: 0, openWithdrawals: 0 },
  progress: { kind: null, total: tally(), done: tally(), pending: tally(), failed: tally(), startedAt: null, finishedAt: null },
  ...over,
});

let api: FakeApi;
let platform: FakePlatform;
let invalidate: jest.Mock;
let store: CaseRefundStore;
beforeEach(() => {
  api = createFakeApi();
  platform = createFakePlatform({ path: '/cf/refund/confirm/c1' });
  invalidate = jest.fn();
  store = new CaseRefundStore({ api, platform, cases: { invalidate } } as unknown as RootStore);
  api.money.caseRefundSummary.mockResolvedValue(summary());
});

test('the rules state what goes back, what cannot (paid out) and the WeChat Pay limits', () => {
  const plain = caseRefundRules(summary());
  expect(plain[1]).toBe('将退还3笔捐款（2位捐款人），共60.00元，按最近的捐款优先、每笔全额退还');
  expect(plain.join('')).not.toContain('无法退还');
  expect(plain.join('')).toContain('同一订单最多部分退款50次');
  const paid = caseRefundRules(summary({ preview: { count: 1, amount: 500, donors: 1, paidOut: 2_060, openWithdrawals: 1 } }));
  expect(paid).toContain('已提现打款的20.60元（含服务费）已转给收款方，无法退还');
  expect(paid).toContain('审核中的1笔提现申请将被取消');
});

test('nothing is sent without a reason and the ticked checkbox; 其他原因 needs a note', async () => {
  await store.load('c1');
  expect(await store.submit()).toBe('invalid');
  expect(store.reasonError).toBe(CASE_REFUND_TEXT.reason);
  expect(store.checkError).toBe(CASE_REFUND_TEXT.check);
  store.setReason('其他原因');
  store.toggleChecked();
  expect(await store.submit()).toBe('invalid');
  expect(store.reasonError).toBe(CASE_REFUND_TEXT.note);
  expect(store.checkError).toBeNull();
  expect(api.money.refundConfirm).not.toHaveBeenCalled();
});

test('a confirmed refund is sent once with its reason and goes to the progress page', async () => {
  await store.load('c1');
  store.setReason('已筹到足够的治疗费用');
  store.setNote('感谢大家');
  store.toggleChecked();
  const d = deferred<{ infoUuid: string; status: number; refunds: number; amount: number }>();
  api.money.refundConfirm.mockReturnValue(d.promise);
  const first = store.submit();
  expect(await store.submit()).toBe('busy');
  d.resolve({ infoUuid: 'c1', status: 204, refunds: 3, amount: 6_000 });
  expect(await first).toBe('ok');
  expect(api.money.refundConfirm).toHaveBeenCalledTimes(1);
  expect(api.money.refundConfirm).toHaveBeenCalledWith({ infoUuid: 'c1', reason: '已筹到足够的治疗费用：感谢大家', confirm: true });
  expect(invalidate).toHaveBeenCalledWith('c1');
  expect(platform.nav.currentPath()).toBe('/cf/refund/audit-pass/c1');
});

test('a case already refunding cannot be confirmed; the server error shows', async () => {
  api.money.caseRefundSummary.mockResolvedValue(summary({ canConfirm: false, reason: '该筹款已在退款流程中', status: 203 }));
  await store.load('c1');
  expect(await store.submit()).toBe('invalid');
  expect(store.submitAct.error).toBe('该筹款已在退款流程中');
  api.money.caseRefundSummary.mockResolvedValue(summary());
  await store.load('c1');
  store.setReason('患者已离世');
  store.toggleChecked();
  api.money.refundConfirm.mockRejectedValue({ msg: '该筹款已在退款流程中' });
  expect(await store.submit()).toBe('error');
  expect(store.submitAct.error).toBe('该筹款已在退款流程中');
});

test('progress: returned amount of the total, 100% once ended with nothing to return, status text per code', async () => {
  api.money.caseRefundSummary.mockResolvedValue(summary({ status: 203, progress: { kind: 'OWNER_CLOSE', total: tally(3, 6_000), done: tally(1, 2_000), pending: tally(2, 4_000), failed: tally(), startedAt: 1, finishedAt: null } }));
  await store.load('c1');
  expect(store.percent).toBe(33);
  expect(store.statusText).toBe('退款进行中');
  api.money.caseRefundSummary.mockResolvedValue(summary({ status: 204, canConfirm: false }));
  await store.load('c1');
  expect(store.percent).toBe(100);
  expect(store.statusText).toBe('善款已全部退回');
});

import type { RootStore } from '../../../src/stores/RootStore';
import { REFUND_TEXT, RefundStore, refundTimeline, validateRefund } from '../../../src/stores/RefundStore';
import type { RefundRes, RefundRules } from '../../../src/contract/money';
import { createFakePlatform, type FakePlatform } from '../../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';

const rules = (over: Partial<RefundRules> = {}): RefundRules => ({
  orderId: 'o1', refundableAmount: 5_000, refundDays: 7, deadline: 9_000, canRefund: true,
  reasons: [], rules: ['捐款后7天内可申请退款', '退款将原路退回'], ...over,
});
const refund = (over: Partial<RefundRes> = {}): RefundRes => ({
  refundId: 'r1', orderId: 'o1', infoUuid: 'c1', amount: 5_000, reason: '捐错了', status: 'PENDING', createdAt: 1, completedAt: null, kind: 'DONOR', ...over,
});
const order = (orderId: string, infoUuid = 'c1', status = 'PAID') => ({ orderId, infoUuid, caseTitle: 't', amount: 5_000, anonymous: false, status, createdAt: 1 });

let api: FakeApi;
let platform: FakePlatform;
let ui: { showToast: jest.Mock; showDialog: jest.Mock };
let store: RefundStore;
let keys: number;

beforeEach(() => {
  api = createFakeApi();
  platform = createFakePlatform({ path: '/cf/refund/apply/c1' });
  ui = { showToast: jest.fn(), showDialog: jest.fn().mockResolvedValue(true) };
  const root = { api, platform, ui, cases: { invalidate: jest.fn() } } as unknown as RootStore;
  keys = 0;
  store = new RefundStore(root, () => `key-${++keys}`);
  api.money.refundRules.mockResolvedValue(rules());
});

test('validation: reason first, then amount in 元 against the refundable amount, and the server can-refund flag', () => {
  expect(validateRefund('50', '', rules())).toEqual({ ok: false, field: 'reason', error: REFUND_TEXT.reason });
  expect(validateRefund('', '捐错了', rules())).toEqual({ ok: false, field: 'amount', error: REFUND_TEXT.required });
  expect(validateRefund('1.001', '捐错了', rules())).toEqual({ ok: false, field: 'amount', error: REFUND_TEXT.invalid });
  expect(validateRefund('50.01', '捐错了', rules())).toEqual({ ok: false, field: 'amount', error: '退款金额不能超过可退金额50.00元' });
  expect(validateRefund('50', '捐错了', rules({ canRefund: false, reasons: [] }))).toEqual({ ok: false, field: 'amount', error: REFUND_TEXT.cannot });
  expect(validateRefund('50', '捐错了', rules({ canRefund: false, reasons: ['已超过退款期限', '善款已打款'] })))
    .toEqual({ ok: false, field: 'amount', error: '已超过退款期限；善款已打款' });
  expect(validateRefund('50', '捐错了', rules())).toEqual({ ok: true, fen: 5_000 });
});

test('open with an orderId loads the rules and prefills the refundable amount', async () => {
  await store.open('c1', 'o1');
  expect(api.money.refundRules).toHaveBeenCalledWith({ orderId: 'o1' });
  expect(store.input).toBe('50.00');
  expect(store.rules?.rules).toEqual(['捐款后7天内可申请退款', '退款将原路退回']);
});

test('open without an orderId: my only paid donation to the case, several to choose from, or none', async () => {
  api.pay.myOrders.mockResolvedValueOnce({ list: [order('o1'), order('o2', 'other'), order('o3', 'c1', 'CLOSED')], hasNext: false, anchorId: '' });
  await store.open('c1');
  expect(store.orderId).toBe('o1');
  api.pay.myOrders.mockResolvedValueOnce({ list: [order('o1'), order('o4')], hasNext: false, anchorId: '' });
  await store.open('c1');
  expect(store.rules).toBeNull();
  expect(store.orders.map((o) => o.orderId)).toEqual(['o1', 'o4']);
  api.pay.myOrders.mockResolvedValueOnce({ list: [], hasNext: false, anchorId: '' });
  await store.open('c1');
  expect(store.loadAct.error).toBe(REFUND_TEXT.noOrder);
});

test('submit: errors stay local, the key is reused on retry, success goes to apply-success', async () => {
  await store.open('c1', 'o1');
  expect(await store.submit()).toBe('invalid');
  expect(store.reasonError).toBe(REFUND_TEXT.reason);
  store.setReason('捐错了');
  api.money.refundApply.mockRejectedValueOnce({ code: 400, msg: '已超过退款期限' });
  expect(await store.submit()).toBe('error');
  expect(store.submitAct.error).toBe('已超过退款期限');
  api.money.refundApply.mockResolvedValueOnce(refund());
  expect(await store.submit()).toBe('ok');
  expect(api.money.refundApply.mock.calls.map((c) => c[0])).toEqual([
    { orderId: 'o1', amount: 5_000, reason: '捐错了', idempotencyKey: 'key-1' },
    { orderId: 'o1', amount: 5_000, reason: '捐错了', idempotencyKey: 'key-1' },
  ]);
  store.setReason('其他原因');
  store.setNote('  多捐了一笔 ');
  expect(store.reasonText).toBe('其他原因：多捐了一笔');
  expect(platform.nav.currentPath()).toBe('/cf/refund/apply-success/c1?refundId=r1');
  ui.showDialog.mockResolvedValueOnce(false);
  expect(await store.submit()).toBe('cancelled');
  expect(api.money.refundApply).toHaveBeenCalledTimes(2);
});

test('detail, case refunds and the timeline', async () => {
  api.money.refundDetail.mockResolvedValue({ ...refund({ status: 'FAILED' }), caseTitle: '救救我', caseStatus: 2, failReason: '原账户已注销' });
  await store.loadDetail('r1');
  expect(store.detail?.failReason).toBe('原账户已注销');
  api.money.refundList.mockResolvedValue({ list: [refund()], hasNext: false, anchorId: '' });
  await store.loadCaseRefunds('c1');
  expect(api.money.refundList).toHaveBeenCalledWith({ infoUuid: 'c1', size: 20 });
  expect(store.caseRefunds).toHaveLength(1);
  expect(refundTimeline(refund()).map((s) => s.state)).toEqual(['done', 'current', 'todo']);
  expect(refundTimeline(refund({ status: 'SUCCESS' })).map((s) => s.state)).toEqual(['done', 'done', 'done']);
  expect(refundTimeline(refund({ status: 'FAILED' }))[2]).toEqual({ title: '退款完成', desc: '退款失败', state: 'failed' });
});

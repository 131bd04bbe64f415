/** The withdrawal steps' stores: stop raising first, close out, and changing or cancelling a withdrawal in its notice. */
import type { RootStore } from '../../../src/stores/RootStore';
import { STOP_OTHER, STOP_REASONS, STOP_TEXT, WithdrawStopStore } from '../../../src/stores/WithdrawStopStore';
import { EDIT_TEXT, WithdrawEditStore, validateEdit } from '../../../src/stores/WithdrawEditStore';
import { withdrawalTimeline } from '../../../src/stores/WithdrawStore';
import type { Allocation } from '../../../src/contract/ledger';
import { type CashCheck, type DrawInfo, type PublicNotice, withdrawalStatusText } from '../../../src/contract/money';
import { ApiError } from '../../../src/services/errors';
import { createFakePlatform, type FakePlatform } from '../../../src/platform/fake';
import { createFakeApi, deferred, type FakeApi } from '../../setup/fakeApi';

const cash = (over: Partial<CashCheck> = {}): CashCheck => ({
  raisedAmount: 500_000, withdrawn: 0, refunded: 0, pendingWithdrawals: 0, pendingRefunds: 0, available: 500_000, canCash: false,
  reason: '请先停止筹款再申请提现', raising: true, ...over,
});
const drawInfo = (over: Partial<DrawInfo> = {}): DrawInfo => ({
  ...cash({ canCash: true, reason: '', raising: false }), fees: 0, verified: true, feeOption: 2, feeRateBp: 60, amount: 0, fee: 0, feeSubsidised: 0,
  netAmount: 0, payeeType: 'FAMILY', weakDisclosure: false, batches: [], noticeHours: 24, doubleApprovalFen: 5_000_000, hospitalPayoutFen: 5_000_000, ...over,
});
const allocation = (over: Partial<Allocation> = {}): Allocation => ({
  infoUuid: 'c1', title: '救救孩子', status: 102, moneyIn: 500_000, donationCount: 12, fees: 0, withdrawn: 400_000, refunded: 0, balance: 100_000,
  addsUp: true, withdrawals: [], refunds: [], fundUse: [], rows: [], ...over,
});
const item = (over: Partial<PublicNotice['list'][number]> = {}): PublicNotice['list'][number] => ({
  withdrawalId: 'w1', infoUuid: 'c1', amount: 100_000, status: 'PENDING', createdAt: 1_000, feeOption: 2, fee: 600, netAmount: 99_400,
  payeeType: 'FAMILY', noticeUntil: 1_000 + 24 * 3600_000, inNotice: true, canObject: true, objectionCount: 0, openObjections: 0, ...over,
});

let api: FakeApi;
let platform: FakePlatform;
let ui: { showToast: jest.Mock; showDialog: jest.Mock };
let cases: { invalidate: jest.Mock };
let root: RootStore;

beforeEach(() => {
  api = createFakeApi();
  platform = createFakePlatform({ path: '/cf/withdraw/stop-raise/c1' });
  ui = { showToast: jest.fn(), showDialog: jest.fn().mockResolvedValue(true) };
  cases = { invalidate: jest.fn() };
  root = { api, platform, ui, cases } as unknown as RootStore;
});

describe('stop raising', () => {
  let s: WithdrawStopStore;
  beforeEach(async () => {
    s = new WithdrawStopStore(root);
    api.money.checkCanCash.mockResolvedValue(cash());
    await s.load('c1');
  });

  test('the button stays disabled until confirmed; a reason is required, 其他原因 needs words of at most 100 characters', async () => {
    expect(s.cash?.raisedAmount).toBe(500_000);
    expect(s.canStop).toBe(false);
    expect(await s.stop()).toBe('invalid');
    expect(s.submitAct.error).toBe(STOP_TEXT.reason);
    s.chooseReason(STOP_OTHER);
    s.setConfirmed(true);
    expect(s.canStop).toBe(true);
    expect(await s.stop()).toBe('invalid');
    expect(s.submitAct.error).toBe(STOP_TEXT.other);
    s.setOtherText('因'.repeat(101));
    expect(await s.stop()).toBe('invalid');
    expect(s.submitAct.error).toBe(STOP_TEXT.tooLong);
    s.setConfirmed(false);
    s.setOtherText('  家人决定转院治疗  ');
    expect(await s.stop()).toBe('invalid');
    expect(s.submitAct.error).toBe(STOP_TEXT.confirm);
    expect(api.money.stopRaise).not.toHaveBeenCalled();
    s.setConfirmed(true);
    expect(s.reason).toBe('家人决定转院治疗');
  });

  test('stops once with the chosen reason, then opens the withdrawal form in place of this screen', async () => {
    const d = deferred<unknown>();
    api.money.stopRaise.mockReturnValue(d.promise);
    s.chooseReason(0);
    s.setConfirmed(true);
    const first = s.stop();
    expect(s.canStop).toBe(false);
    expect(await s.stop()).toBe('busy');
    d.resolve({ infoUuid: 'c1', status: 2, stoppedAt: 1, reason: STOP_REASONS[0] });
    expect(await first).toBe('ok');
    expect(api.money.stopRaise).toHaveBeenCalledTimes(1);
    expect(api.money.stopRaise).toHaveBeenCalledWith({ infoUuid: 'c1', reason: '已筹到足够的治疗费用', confirm: true });
    expect(cases.invalidate).toHaveBeenCalledWith('c1');
    expect(platform.nav.history).toEqual(['/cf/withdraw/confirm/c1']);
  });

  test('already stopped (409, a retry after a lost answer) goes on to the form; another refusal stays with its message', async () => {
    s.chooseReason(1);
    s.setConfirmed(true);
    api.money.stopRaise.mockRejectedValueOnce(new ApiError(400, '当前筹款状态不可停止筹款', 409));
    expect(await s.stop()).toBe('ok');
    expect(ui.showToast).toHaveBeenCalledWith('当前筹款状态不可停止筹款');
    expect(platform.nav.history).toEqual(['/cf/withdraw/confirm/c1']);

    api.money.stopRaise.mockRejectedValueOnce(new ApiError(403, '无权操作', 403));
    expect(await s.stop()).toBe('error');
    expect(s.submitAct.error).toBe('无权操作');
    expect(s.submitAct.busy).toBe(false);
    expect(platform.nav.history).toHaveLength(1);
  });

  test('a new case starts a fresh form', async () => {
    s.chooseReason(2);
    s.setConfirmed(true);
    await s.load('c2');
    expect([s.reasonIndex, s.confirmed, s.infoUuid]).toEqual([null, false, 'c2']);
  });
});

describe('close out', () => {
  let s: WithdrawStopStore;
  beforeEach(async () => {
    s = new WithdrawStopStore(root);
    api.ledger.allocation.mockResolvedValue(allocation());
    await s.loadSummary('c1');
  });

  test('needs the confirmation; the server refusal (money left) is shown as it is', async () => {
    expect(s.summary?.balance).toBe(100_000);
    expect(await s.close()).toBe('invalid');
    expect(s.closeAct.error).toBe(STOP_TEXT.closeConfirm);
    expect(api.money.closeRaise).not.toHaveBeenCalled();
    s.setCloseConfirmed(true);
    api.money.closeRaise.mockRejectedValueOnce(new ApiError(400, '还有 1000.00 元未提现，请先提现或退回', 400));
    expect(await s.close()).toBe('error');
    expect(s.closeAct.error).toBe('还有 1000.00 元未提现，请先提现或退回');
    expect(s.closed).toBeNull();
  });

  test('closed: the result is kept and the summary reloaded (now 103)', async () => {
    s.setCloseConfirmed(true);
    api.money.closeRaise.mockResolvedValueOnce({ infoUuid: 'c1', status: 103, closedAt: 5 });
    api.ledger.allocation.mockResolvedValue(allocation({ status: 103, balance: 0 }));
    expect(await s.close()).toBe('ok');
    expect(api.money.closeRaise).toHaveBeenCalledWith({ infoUuid: 'c1', confirm: true });
    expect(s.closed?.status).toBe(103);
    expect(cases.invalidate).toHaveBeenCalledWith('c1');
    expect(s.summary?.status).toBe(103);
  });
});

describe('edit and cancel', () => {
  let e: WithdrawEditStore;
  beforeEach(async () => {
    e = new WithdrawEditStore(root);
    api.money.publicNotice.mockResolvedValue({ infoUuid: 'c1', caseStatus: 101, noticeHours: 24, list: [item(), item({ withdrawalId: 'w0', status: 'PAID' })] });
    api.money.drawInfo.mockResolvedValue(drawInfo({ available: 50_000 }));
    await e.load('c1', 'w1');
  });

  test('validation: 元 with 2 decimals, changed, at most available + its own amount', () => {
    const w = { amount: 100_000 };
    const info = { available: 50_000 };
    expect(validateEdit('1500', w, info)).toEqual({ ok: true, fen: 150_000 });
    expect(validateEdit('1500.01', w, info)).toEqual({ ok: false, error: '提现金额不能超过1500.00元' });
    expect(validateEdit('1000', w, info)).toEqual({ ok: false, error: EDIT_TEXT.same });
    expect(validateEdit('1.234', w, info)).toEqual({ ok: false, error: '请输入正确的金额（单位元，最多两位小数）' });
    expect(validateEdit('10', null, info)).toEqual({ ok: false, error: EDIT_TEXT.notLoaded });
  });

  test('load fills the current amount and the limit; a changed amount is confirmed (notice restarts), sent, then back to the list', async () => {
    expect([e.input, e.max, e.editable]).toEqual(['1000.00', 150_000, true]);
    e.setInput('2000');
    expect(await e.save()).toBe('invalid');
    expect(e.inputError).toBe('提现金额不能超过1500.00元');
    e.setInput('1200.5');
    ui.showDialog.mockResolvedValueOnce(false);
    expect(await e.save()).toBe('cancelled');
    expect(ui.showDialog.mock.calls[0][0].content).toContain('重新公示24小时');
    expect(api.money.editWithdrawal).not.toHaveBeenCalled();
    api.money.editWithdrawal.mockResolvedValueOnce({ ...item(), amount: 120_050, noticeUntil: 9e12 });
    api.money.drawInfo.mockResolvedValue(drawInfo({ available: 29_950 }));
    expect(await e.save()).toBe('ok');
    expect(api.money.editWithdrawal).toHaveBeenCalledWith({ withdrawalId: 'w1', amount: 120_050 });
    expect(e.item?.amount).toBe(120_050);
    // the available amount is read again: the limit stays available + own amount
    expect(e.max).toBe(150_000);
    expect(platform.nav.history).toEqual(['/raise/withdraw/detail/c1']);
  });

  test('cancel after a confirmation; a server refusal is shown and nothing moves', async () => {
    api.money.cancelWithdrawal.mockRejectedValueOnce(new ApiError(400, '该提现已进入审核，无法修改或取消', 400));
    expect(await e.cancel()).toBe('error');
    expect(e.submitAct.error).toBe('该提现已进入审核，无法修改或取消');
    expect(platform.nav.history).toEqual(['/cf/withdraw/stop-raise/c1']);
    api.money.cancelWithdrawal.mockResolvedValueOnce({ ...item(), status: 'CANCELLED' });
    expect(await e.cancel()).toBe('ok');
    expect(e.item?.status).toBe('CANCELLED');
    expect(e.editable).toBe(false);
    expect(platform.nav.history).toEqual(['/raise/withdraw/detail/c1']);
  });

  test('a cancelled withdrawal reads 已取消 and its timeline stops at review', () => {
    const steps = withdrawalTimeline(item({ status: 'CANCELLED' }), 24, 0);
    expect(withdrawalStatusText('CANCELLED', false)).toBe('已取消');
    expect(steps.map((x) => x.state)).toEqual(['done', 'done', 'failed', 'todo']);
    expect(steps[2].desc).toBe('申请已取消');
  });

  test('a withdrawal past its notice cannot be changed; an unknown one says so', async () => {
    await e.load('c1', 'w0');
    expect(e.editable).toBe(false);
    expect(await e.save()).toBe('invalid');
    expect(await e.cancel()).toBe('invalid');
    expect(e.submitAct.error).toBe(EDIT_TEXT.locked);
    expect(api.money.cancelWithdrawal).not.toHaveBeenCalled();
    await e.load('c1', 'w-nope');
    expect(e.loadAct.error).toBe(EDIT_TEXT.notFound);
  });
});

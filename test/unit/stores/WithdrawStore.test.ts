import type { RootStore } from '../../../src/stores/RootStore';
import { feeTexts } from '../../../src/contract/rules/promises';
import { WITHDRAW_TEXT, WithdrawStore, parseWithdrawYuan, validateWithdraw, withdrawRules, withdrawalTimeline } from '../../../src/stores/WithdrawStore';
import type { DrawInfo, ServiceConfig, WithdrawalRes } from '../../../src/contract/money';
import { createFakePlatform, type FakePlatform } from '../../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';

export function drawInfo(over: Partial<DrawInfo> = {}): DrawInfo {
  return {
    raisedAmount: 1_000_000, withdrawn: 200_000, refunded: 0, pendingWithdrawals: 100_000, pendingRefunds: 0, available: 694_000,
    canCash: true, reason: '', raising: false, fees: 6_000, verified: true, feeOption: 2, feeRateBp: 60, amount: 0, fee: 0, feeSubsidised: 0, netAmount: 0,
    payeeType: 'FAMILY', weakDisclosure: false, batches: [], noticeHours: 24, doubleApprovalFen: 5_000_000, hospitalPayoutFen: 5_000_000,
    ...over,
  };
}
/** As the server answers for 6940.00 元 at 0.6% with no waiver and no subsidy budget. */
export const config: ServiceConfig = {
  infoUuid: 'c1', serviceCharge: 2, label: '收取服务费', feeRateBp: 60, amount: 694_000, waived: false, subsidyMaxFen: 0, subsidyLeft: 0,
  options: [
    { value: 1, label: '无服务费', charged: false, available: false, reason: '平台当前收取服务费', fee: 0, subsidy: 0, netAmount: 694_000 },
    { value: 2, label: '收取服务费', charged: true, available: true, reason: '', fee: 4164, subsidy: 0, netAmount: 689_836 },
    { value: 3, label: '免收服务费', charged: false, available: false, reason: '仅限平台审核同意减免服务费的筹款', fee: 0, subsidy: 0, netAmount: 694_000 },
    { value: 4, label: '平台补贴服务费', charged: false, available: false, reason: '平台暂未开放服务费补贴', fee: 0, subsidy: 4164, netAmount: 694_000 },
  ],
};
/** The same with a subsidy budget of 50.00 元 left: option 4 is available and the default. */
export const subsidyConfig: ServiceConfig = {
  ...config, serviceCharge: 4, label: '平台补贴服务费', subsidyMaxFen: 5000, subsidyLeft: 5000,
  options: config.options.map((o) => (o.value === 4 ? { ...o, available: true, reason: '', subsidy: 4164 } : o)),
};
const withdrawal = (over: Partial<WithdrawalRes> = {}): WithdrawalRes => ({
  withdrawalId: 'w1', infoUuid: 'c1', amount: 100_000, status: 'PENDING', createdAt: 1_000, feeOption: 2, fee: 600, netAmount: 99_400,
  payeeType: 'FAMILY', noticeUntil: 1_000 + 24 * 3600_000, ...over,
});

let api: FakeApi;
let platform: FakePlatform;
let ui: { showToast: jest.Mock; showDialog: jest.Mock };
let cases: { invalidate: jest.Mock; fetch: jest.Mock };
let store: WithdrawStore;
let keys: number;

beforeEach(() => {
  api = createFakeApi();
  platform = createFakePlatform({ path: '/cf/withdraw/confirm/c1' });
  ui = { showToast: jest.fn(), showDialog: jest.fn().mockResolvedValue(true) };
  cases = { invalidate: jest.fn(), fetch: jest.fn().mockResolvedValue({ payeeInfo: { relation: 'spouse', name: '李*' } }) };
  const root = { api, platform, ui, cases } as unknown as RootStore;
  keys = 0;
  store = new WithdrawStore(root, () => `key-${++keys}`);
  api.money.drawInfo.mockImplementation(async (req: { amount?: number }) =>
    drawInfo(req.amount ? { amount: req.amount, fee: Math.floor(req.amount * 0.006), netAmount: req.amount - Math.floor(req.amount * 0.006) } : {}));
  api.money.serviceConfig.mockResolvedValue(config);
});

describe('amount parsing and validation', () => {
  test('whole 元 and up to 2 decimals become fen; anything else is a Chinese error', () => {
    expect(parseWithdrawYuan('100')).toEqual({ ok: true, fen: 10_000 });
    expect(parseWithdrawYuan('0.1')).toEqual({ ok: true, fen: 10 });
    expect(parseWithdrawYuan('12.34')).toEqual({ ok: true, fen: 1_234 });
    expect(parseWithdrawYuan('')).toEqual({ ok: false, error: WITHDRAW_TEXT.required });
    expect(parseWithdrawYuan('1.234')).toEqual({ ok: false, error: WITHDRAW_TEXT.invalid });
    expect(parseWithdrawYuan('-5')).toEqual({ ok: false, error: WITHDRAW_TEXT.invalid });
    expect(parseWithdrawYuan('abc')).toEqual({ ok: false, error: WITHDRAW_TEXT.invalid });
    expect(parseWithdrawYuan('0.00')).toEqual({ ok: false, error: WITHDRAW_TEXT.zero });
  });

  test('checked against the server available amount and its can-cash reason', () => {
    expect(validateWithdraw('6940', drawInfo())).toEqual({ ok: true, fen: 694_000 });
    expect(validateWithdraw('6940.01', drawInfo())).toEqual({ ok: false, error: '提现金额不能超过可提现金额6940.00元' });
    expect(validateWithdraw('1', drawInfo({ canCash: false, reason: '筹款材料审核通过后才能提现' }))).toEqual({ ok: false, error: '筹款材料审核通过后才能提现' });
    expect(validateWithdraw('1', drawInfo({ available: 0 }))).toEqual({ ok: false, error: WITHDRAW_TEXT.nothing });
    expect(validateWithdraw('1', drawInfo({ verified: false }))).toEqual({ ok: false, error: '筹款材料审核通过后才能提现' });
    expect(validateWithdraw('1', null)).toEqual({ ok: false, error: WITHDRAW_TEXT.notLoaded });
  });
});

test('load: the server draw info and service options, the case option marked', async () => {
  await store.load('c1');
  expect(api.money.drawInfo).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(store.available).toBe(694_000);
  expect(store.feeOption).toBe(2);
  expect(store.feeOptions.map((o) => [o.value, o.label, o.selected, o.available])).toEqual([
    [1, '无服务费', false, false], [2, '收取服务费', true, true], [3, '免收服务费', false, false], [4, '平台补贴服务费', false, false],
  ]);
  expect(store.feeOptions[3].reason).toBe('平台暂未开放服务费补贴');
  store.fillAll();
  expect(store.input).toBe('6940.00');
  expect(store.payeeText).toBe('李*（配偶）');
  expect(store.rules[0]).toBe('提现申请提交后将在筹款页公示24小时，公示期内捐款人可提出异议，公示期满且审核通过后打款。');
  expect(store.rules).toContain(feeTexts(60).withdrawRule); // the rate the server answered (60 here)
});

test('rules: hospital payee with batches, weak disclosure', () => {
  const rules = withdrawRules(drawInfo({ payeeType: 'HOSPITAL', weakDisclosure: true, batches: [2_500_000, 2_470_000] }), config);
  expect(rules).toContain('当前公开信息不足（证实人数不足或未填写医院），本次提现将打款至医院对公账户。');
  expect(rules).toContain('本次提现将分2批打款至医院对公账户，每批到账：25000.00元、24700.00元。');
  expect(rules[1]).toContain('单笔提现达到50,000元');
  expect(withdrawRules(null, config)).toEqual([]);
});

test('load error is shown in Chinese', async () => {
  api.money.drawInfo.mockRejectedValue({ code: 403, msg: '无权操作' });
  await store.load('c1');
  expect(store.loadAct.error).toBe('无权操作');
});

test('apply: invalid input never reaches the server', async () => {
  await store.load('c1');
  store.setInput('99999');
  expect(await store.apply()).toBe('invalid');
  expect(store.inputError).toBe('提现金额不能超过可提现金额6940.00元');
  expect(api.money.applyDrawCash).not.toHaveBeenCalled();
});

test('apply: quote, confirm dialog, one key reused on retry, then success page', async () => {
  await store.load('c1');
  store.setInput('1000');
  api.money.applyDrawCash.mockRejectedValueOnce({ code: -1, msg: '网络不给力，请稍后重试' });
  expect(await store.apply()).toBe('error');
  expect(api.money.drawInfo).toHaveBeenLastCalledWith({ infoUuid: 'c1', amount: 100_000, feeOption: 2 });
  expect(ui.showDialog.mock.calls[0][0].content).toContain('服务费方式：收取服务费（6.00元）');
  expect(ui.showDialog.mock.calls[0][0].content).toContain('服务费6.00元，预计到账994.00元');
  expect(ui.showDialog.mock.calls[0][0].content).toContain('公示24小时');
  expect(ui.showToast).toHaveBeenCalledWith('网络不给力，请稍后重试');
  expect(store.submitAct.error).toBe('网络不给力，请稍后重试');

  api.money.applyDrawCash.mockResolvedValueOnce(withdrawal());
  expect(await store.apply()).toBe('ok');
  const keysSent = api.money.applyDrawCash.mock.calls.map((c) => c[0].idempotencyKey);
  expect(keysSent).toEqual(['key-1', 'key-1']);
  expect(api.money.applyDrawCash).toHaveBeenLastCalledWith({ infoUuid: 'c1', amount: 100_000, idempotencyKey: 'key-1', serviceCharge: 2 });
  expect(platform.nav.currentPath()).toBe('/cf/withdraw/commit-success/c1');
  expect(store.input).toBe('');
  expect(cases.invalidate).toHaveBeenCalledWith('c1');
});

test('apply: a changed amount is a new intent with a new key; cancel sends nothing', async () => {
  await store.load('c1');
  store.setInput('1000');
  ui.showDialog.mockResolvedValueOnce(false);
  expect(await store.apply()).toBe('cancelled');
  expect(api.money.applyDrawCash).not.toHaveBeenCalled();
  expect(store.keyFor(100_000, 2)).toBe('key-1');
  expect(store.keyFor(200_000, 2)).toBe('key-2');
  api.money.applyDrawCash.mockResolvedValue(withdrawal());
  store.setInput('2000');
  expect(await store.apply()).toBe('ok');
  expect(api.money.applyDrawCash.mock.calls[0][0].idempotencyKey).toBe('key-2');
});

test('apply: a fee that eats the amount is refused before the dialog', async () => {
  await store.load('c1');
  api.money.drawInfo.mockResolvedValueOnce(drawInfo({ amount: 1, fee: 1, netAmount: 0 }));
  store.setInput('0.01');
  expect(await store.apply()).toBe('invalid');
  expect(store.inputError).toBe(WITHDRAW_TEXT.feeTooHigh);
  expect(ui.showDialog).not.toHaveBeenCalled();
});

describe('service-charge choice', () => {
  beforeEach(() => api.money.serviceConfig.mockResolvedValue(subsidyConfig));

  test('the default is the server\'s cheapest available option; picking recomputes the fee and the amount to arrive', async () => {
    await store.load('c1');
    expect(store.feeOption).toBe(4);
    expect(store.quote).toMatchObject({ value: 4, fee: 0, subsidy: 4164, netAmount: 694_000 });
    store.setInput('1000');
    expect(store.quote).toMatchObject({ value: 4, fee: 0, subsidy: 600, netAmount: 100_000 });
    store.selectFeeOption(2);
    expect(store.feeOption).toBe(2);
    expect(store.quote).toMatchObject({ value: 2, fee: 600, subsidy: 0, netAmount: 99_400 });
    expect(store.feeOptions.map((o) => o.selected)).toEqual([false, true, false, false]);
    store.setInput('1000.01');
    expect(store.quote).toMatchObject({ fee: 601, netAmount: 99_400 }); // rounded up to the fen
    // An unavailable option cannot be picked.
    store.selectFeeOption(3);
    expect(store.feeOption).toBe(2);
    store.selectFeeOption(4);
    expect(store.feeOption).toBe(4);
  });

  test('an amount whose fee exceeds the subsidy left makes option 4 unavailable and falls back to the next cheapest', async () => {
    await store.load('c1');
    api.money.serviceConfig.mockResolvedValue({
      ...subsidyConfig, serviceCharge: 2, subsidyLeft: 3000,
      options: subsidyConfig.options.map((o) => (o.value === 4 ? { ...o, available: false, overBudget: true, reason: '超出平台补贴额度（本筹款剩余可补贴30.00元）' } : o)),
    });
    await store.load('c2');
    expect(store.feeOption).toBe(2);
    store.setInput('5000'); // fee 30.00 元 fits the 30.00 元 left
    expect(store.feeOptions[3]).toMatchObject({ available: true, subsidy: 3000 });
    expect(store.feeOption).toBe(4);
    store.setInput('5000.01'); // fee 30.01 元
    expect(store.feeOptions[3]).toMatchObject({ available: false, reason: '超出平台补贴额度（本筹款剩余可补贴30.00元）' });
    expect(store.feeOption).toBe(2);
    store.setInput('4000');
    expect(store.feeOption).toBe(4);
  });

  test('apply sends the chosen option; the dialog states it; a server refusal of the option stops before the dialog', async () => {
    await store.load('c1');
    store.setInput('1000');
    api.money.drawInfo.mockResolvedValueOnce(drawInfo({ amount: 100_000, feeOption: 4, fee: 0, feeSubsidised: 600, netAmount: 100_000 }));
    api.money.applyDrawCash.mockResolvedValueOnce(withdrawal({ feeOption: 4, fee: 0, netAmount: 100_000, subsidy: 600 }));
    expect(await store.apply()).toBe('ok');
    expect(ui.showDialog.mock.calls[0][0].content).toContain('服务费方式：平台补贴服务费（平台承担6.00元），服务费0.00元，预计到账1000.00元');
    expect(api.money.applyDrawCash).toHaveBeenLastCalledWith({ infoUuid: 'c1', amount: 100_000, idempotencyKey: 'key-1', serviceCharge: 4 });

    store.setInput('1000');
    api.money.drawInfo.mockResolvedValueOnce(drawInfo({
      amount: 100_000, feeOption: 4,
      options: subsidyConfig.options.map((o) => (o.value === 4 ? { ...o, available: false, reason: '超出平台补贴额度（本筹款剩余可补贴0.00元）' } : o)),
    }));
    expect(await store.apply()).toBe('invalid');
    expect(store.submitAct.error).toBe('当前不可选择「平台补贴服务费」：超出平台补贴额度（本筹款剩余可补贴0.00元）');
    expect(ui.showDialog).toHaveBeenCalledTimes(1);
    expect(api.money.applyDrawCash).toHaveBeenCalledTimes(1);
  });

  test('a new intent key when only the option changes', async () => {
    await store.load('c1');
    expect(store.keyFor(100_000, 2)).toBe('key-1');
    expect(store.keyFor(100_000, 2)).toBe('key-1');
    expect(store.keyFor(100_000, 4)).toBe('key-2');
  });
});

test('list: newest first, with a status timeline per withdrawal', async () => {
  api.money.publicNotice.mockResolvedValue({
    infoUuid: 'c1', noticeHours: 24,
    list: [
      { ...withdrawal({ withdrawalId: 'old', status: 'PAID', createdAt: 1 }), inNotice: false, canObject: false, objectionCount: 0, openObjections: 0 },
      { ...withdrawal({ withdrawalId: 'new', createdAt: 5 }), inNotice: true, canObject: true, objectionCount: 0, openObjections: 0 },
    ],
  });
  await store.loadList('c1');
  expect(store.notice?.list.map((w) => w.withdrawalId)).toEqual(['new', 'old']);
  const pending = withdrawalTimeline(withdrawal(), 24, 2_000);
  expect(pending.map((s) => s.state)).toEqual(['done', 'current', 'todo', 'todo']);
  expect(pending[1].title).toBe('公示24小时');
  const afterNotice = withdrawalTimeline(withdrawal(), 24, 1_000 + 24 * 3600_000);
  expect(afterNotice.map((s) => s.state)).toEqual(['done', 'done', 'current', 'todo']);
  expect(withdrawalTimeline(withdrawal({ status: 'PAID' }), 24, 2_000).map((s) => s.state)).toEqual(['done', 'done', 'done', 'done']);
  expect(withdrawalTimeline(withdrawal({ status: 'REJECTED' }), 24, 2_000)[2]).toEqual({ title: '平台审核', desc: '审核未通过', state: 'failed' });
  expect(withdrawalTimeline(withdrawal({ status: 'FAILED' }), 24, 2_000)[3].state).toBe('failed');
});

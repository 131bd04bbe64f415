/** The withdrawal confirm screen (H5 env): server numbers and rules on screen, Chinese errors, confirm dialog, one key on retry. */
import { fireEvent } from '@testing-library/react';
import { WithdrawConfirmView } from '../../src/pages/money/WithdrawViews';
import { Overlays } from '../../src/components/Overlays';
import type { DrawInfo, ServiceConfig } from '../../src/contract/money';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

/** One option of the fee radio group: every option carries the required `withdraw-fee-option` test id and its value. */
const feeOption = (r: { getAllByTestId: (id: string) => HTMLElement[] }, n: number): HTMLElement =>
  r.getAllByTestId('withdraw-fee-option').find((e) => e.getAttribute('data-value') === String(n))!;

const info = (over: Partial<DrawInfo> = {}): DrawInfo => ({
  raisedAmount: 1_000_000, withdrawn: 200_000, refunded: 0, pendingWithdrawals: 100_000, pendingRefunds: 0, available: 694_000,
  canCash: true, reason: '', raising: false, fees: 6_000, verified: true, feeOption: 2, feeRateBp: 60, amount: 0, fee: 0, feeSubsidised: 0, netAmount: 0,
  payeeType: 'FAMILY', weakDisclosure: false, batches: [], noticeHours: 24, doubleApprovalFen: 5_000_000, hospitalPayoutFen: 5_000_000,
  ...over,
});
/** As the server answers for 6940.00 元 at 0.6%, no waiver, a subsidy budget of 30.00 元 left (the fee 41.64 元 exceeds it). */
const config: ServiceConfig = {
  infoUuid: 'c1', serviceCharge: 2, label: '收取服务费', feeRateBp: 60, amount: 694_000, waived: false, subsidyMaxFen: 3000, subsidyLeft: 3000,
  options: [
    { value: 1, label: '无服务费', charged: false, available: false, reason: '平台当前收取服务费', fee: 0, subsidy: 0, netAmount: 694_000 },
    { value: 2, label: '收取服务费', charged: true, available: true, reason: '', fee: 4164, subsidy: 0, netAmount: 689_836 },
    { value: 3, label: '免收服务费', charged: false, available: false, reason: '仅限平台审核同意减免服务费的筹款', fee: 0, subsidy: 0, netAmount: 694_000 },
    { value: 4, label: '平台补贴服务费', charged: false, available: false, overBudget: true, reason: '超出平台补贴额度（本筹款剩余可补贴30.00元）', fee: 0, subsidy: 4164, netAmount: 694_000 },
  ],
};

function setup(drawInfo = info()) {
  const api = createFakeApi();
  api.money.drawInfo.mockImplementation(async (req: { amount?: number }) =>
    (req.amount ? { ...drawInfo, amount: req.amount, fee: 600, netAmount: req.amount - 600 } : drawInfo));
  api.money.serviceConfig.mockResolvedValue(config);
  api.cases.fundingInfo.mockResolvedValue({ infoUuid: 'c1', payeeInfo: { relation: 'self', name: '张*' } });
  return renderWithStores(<><WithdrawConfirmView infoUuid='c1' /><Overlays /></>, { api, platform: { path: '/cf/withdraw/confirm/c1' } });
}

test('shows the server amounts, options, payee and rules; refuses bad amounts in Chinese without calling apply', async () => {
  const r = setup();
  await eventually(() => r.getByTestId('withdraw-confirm'));
  expect(r.getByTestId('withdraw-available').textContent).toBe('6940.00');
  // the options the policy offers (a charging platform here): 2, and 4 greyed over its budget
  const options = r.getAllByTestId('withdraw-fee-option');
  expect(options.map((o) => o.textContent)).toEqual([
    '收取服务费按提现金额的0.6%收取服务费，从提现金额中扣除', '平台补贴服务费不可选：超出平台补贴额度（本筹款剩余可补贴30.00元）',
  ]);
  expect(options.map((o) => o.getAttribute('data-checked'))).toEqual(['true', 'false']);
  expect(r.getByTestId('withdraw-rules').textContent).toContain('公示24小时');
  expect(r.getByTestId('withdraw-rules').textContent).toContain('医院对公账户');
  await eventually(() => expect(r.getByTestId('withdraw-payee').textContent).toBe('张*（本人）'));

  fireEvent.click(r.getByTestId('withdraw-submit'));
  const err = await eventually(() => r.getByTestId('withdraw-amount-error'));
  expect(err.textContent).toBe('请输入提现金额');
  expect(err.getAttribute('role')).toBe('alert');

  typeInto(r.getByTestId('withdraw-amount'), '12.345');
  fireEvent.click(r.getByTestId('withdraw-submit'));
  await eventually(() => expect(r.getByTestId('withdraw-amount-error').textContent).toBe('请输入正确的金额（单位元，最多两位小数）'));

  typeInto(r.getByTestId('withdraw-amount'), '7000');
  fireEvent.click(r.getByTestId('withdraw-submit'));
  await eventually(() => expect(r.getByTestId('withdraw-amount-error').textContent).toBe('提现金额不能超过可提现金额6940.00元'));
  expect(r.api.money.applyDrawCash).not.toHaveBeenCalled();
});

test('a server refusal shows its message; the retry reuses the key and lands on the success page', async () => {
  const r = setup();
  await eventually(() => r.getByTestId('withdraw-confirm'));
  typeInto(r.getByTestId('withdraw-amount'), '1000');
  r.api.money.applyDrawCash.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 400, msg: '当前筹款状态不可提现' }));
  fireEvent.click(r.getByTestId('withdraw-submit'));
  await eventually(() => expect(r.getByTestId('dialog').textContent).toContain('预计到账994.00元'));
  fireEvent.click(r.getByTestId('dialog-confirm'));
  await eventually(() => expect(r.getByTestId('withdraw-submit-error').textContent).toBe('当前筹款状态不可提现'));

  r.api.money.applyDrawCash.mockResolvedValueOnce({ withdrawalId: 'w1', infoUuid: 'c1', amount: 100_000, status: 'PENDING' });
  fireEvent.click(r.getByTestId('withdraw-submit'));
  await eventually(() => r.getByTestId('dialog-confirm'));
  fireEvent.click(r.getByTestId('dialog-confirm'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/withdraw/commit-success/c1'));
  const keys = r.api.money.applyDrawCash.mock.calls.map((c) => c[0].idempotencyKey);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(r.api.money.applyDrawCash.mock.calls[1][0]).toMatchObject({ infoUuid: 'c1', amount: 100_000 });
});

test('the fee radio group: unavailable options greyed with their reason, fee and amount to arrive follow option and amount, the choice is sent', async () => {
  const r = setup();
  await eventually(() => r.getByTestId('withdraw-fee-options'));
  const opt = (n: number) => feeOption(r, n);
  expect(r.getByTestId('withdraw-fee-options').getAttribute('role')).toBe('radiogroup');
  expect(opt(2).getAttribute('role')).toBe('radio');
  expect(opt(2).getAttribute('aria-checked')).toBe('true');
  // Options the policy rules out (无服务费 while a fee is charged, 免收服务费 without a waiver) are not offered;
  // option 4 over its budget is greyed with the reason (a smaller amount fits).
  expect(r.getAllByTestId('withdraw-fee-option').map((e) => e.getAttribute('data-value'))).toEqual(['2', '4']);
  expect([2, 4].map((n) => opt(n).getAttribute('data-disabled'))).toEqual(['false', 'true']);
  expect(feeOption(r, 4).querySelector('[data-testid="withdraw-fee-option-reason"]')!.textContent).toBe('不可选：超出平台补贴额度（本筹款剩余可补贴30.00元）');
  // no amount typed yet: no fee, no amount to arrive (nothing is known yet), the rate only
  expect(r.queryByTestId('withdraw-fee-quote')).toBeNull();
  expect(r.getByTestId('withdraw-fee-quote-empty').textContent).toBe('输入提现金额后，显示服务费和预计到账金额');
  expect(feeOption(r, 2).querySelector('[data-testid="withdraw-fee-option-cost"]')!.textContent).toBe('按提现金额的0.6%收取服务费，从提现金额中扣除');
  expect(r.getByTestId('withdraw-fee-options').textContent).not.toMatch(/\d+\.\d{2}元(?!）)/);
  typeInto(r.getByTestId('withdraw-amount'), '6940');
  await eventually(() => expect(r.getByTestId('withdraw-fee').textContent).toBe('41.64'));
  expect(r.queryByTestId('withdraw-fee-quote-empty')).toBeNull();
  expect(feeOption(r, 2).querySelector('[data-testid="withdraw-fee-option-cost"]')!.textContent).toBe('服务费41.64元（费率0.6%），从提现金额中扣除');
  expect(r.getByTestId('withdraw-net').textContent).toBe('6898.36');
  // A click on an unavailable option changes nothing.
  fireEvent.click(opt(4));
  expect(opt(4).getAttribute('data-checked')).toBe('false');
  // 4000 元: the subsidy (24.00 元) fits the budget left, option 4 becomes available and, cheapest for the patient, chosen.
  typeInto(r.getByTestId('withdraw-amount'), '4000');
  await eventually(() => expect(opt(4).getAttribute('data-checked')).toBe('true'));
  expect(opt(4).getAttribute('aria-checked')).toBe('true');
  expect(r.getByTestId('withdraw-fee').textContent).toBe('0.00');
  expect(r.getByTestId('withdraw-net').textContent).toBe('4000.00');
  expect(r.getByTestId('withdraw-fee-quote').textContent).toContain('平台补贴24.00元');
  fireEvent.click(opt(2));
  await eventually(() => expect(opt(2).getAttribute('data-checked')).toBe('true'));
  expect(opt(4).getAttribute('data-checked')).toBe('false');
  expect(r.getByTestId('withdraw-fee').textContent).toBe('24.00');
  expect(r.getByTestId('withdraw-net').textContent).toBe('3976.00');
  r.api.money.applyDrawCash.mockResolvedValueOnce({ withdrawalId: 'w1', infoUuid: 'c1', amount: 400_000, status: 'PENDING', feeOption: 2, fee: 2400, netAmount: 397_600 });
  fireEvent.click(r.getByTestId('withdraw-submit'));
  await eventually(() => expect(r.getByTestId('dialog').textContent).toContain('服务费方式：收取服务费'));
  fireEvent.click(r.getByTestId('dialog-confirm'));
  await eventually(() => expect(r.api.money.applyDrawCash).toHaveBeenCalled());
  expect(r.api.money.applyDrawCash.mock.calls[0][0]).toMatchObject({ infoUuid: 'c1', amount: 400_000, serviceCharge: 2 });
  expect(r.api.money.drawInfo).toHaveBeenLastCalledWith({ infoUuid: 'c1', amount: 400_000, feeOption: 2 });
});

test('a case that cannot cash shows the server reason and the same reason on submit', async () => {
  const r = setup(info({ canCash: false, reason: '筹款材料审核通过后才能提现', available: 0 }));
  await eventually(() => expect(r.getByTestId('withdraw-cannot').textContent).toBe('筹款材料审核通过后才能提现'));
  typeInto(r.getByTestId('withdraw-amount'), '10');
  fireEvent.click(r.getByTestId('withdraw-submit'));
  await eventually(() => expect(r.getByTestId('withdraw-amount-error').textContent).toBe('筹款材料审核通过后才能提现'));
});

test('a case still raising: no form, the explanation and a button to stop raising first', async () => {
  const r = setup(info({ raising: true, canCash: false, reason: '请先停止筹款再申请提现', available: 500_000 }));
  await eventually(() => expect(r.getByTestId('withdraw-raising').textContent).toBe('请先停止筹款再申请提现'));
  expect(r.queryByTestId('withdraw-amount')).toBeNull();
  expect(r.queryByTestId('withdraw-submit')).toBeNull();
  expect(r.getByTestId('withdraw-available').textContent).toBe('5000.00');
  fireEvent.click(r.getByTestId('withdraw-stop-first'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/withdraw/stop-raise/c1'));
});

test('a case whose materials have not all passed review says so and leads to its sections, where they are completed', async () => {
  const r = setup(info({ verified: false }));
  await eventually(() => expect(r.getByTestId('withdraw-cannot').textContent).toContain('筹款材料审核通过后才能提现'));
  fireEvent.click(r.getByTestId('withdraw-complete-link'));
  expect(r.platform.nav.history.at(-1)).toBe('/raise/commit-verify/c1');
});

test('a verified case has no such link', async () => {
  const r = setup(info());
  await eventually(() => expect(r.getByTestId('withdraw-available').textContent).toBe('6940.00'));
  expect(r.queryByTestId('withdraw-cannot')).toBeNull();
  expect(r.queryByTestId('withdraw-complete-link')).toBeNull();
});

/** The stop-raise and edit screens (H5 env): the warning and figures, the submit disabled until confirmed, Chinese errors. */
import { fireEvent } from '@testing-library/react';
import { StopRaiseView, WithdrawEditView } from '../../src/pages/money/WithdrawStepViews';
import { Overlays } from '../../src/components/Overlays';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

test('stop raising: warning and figures; submit disabled until the box is ticked; then the withdrawal form', async () => {
  const api = createFakeApi();
  api.money.checkCanCash.mockResolvedValue({
    raisedAmount: 523_400, withdrawn: 0, refunded: 0, pendingWithdrawals: 0, pendingRefunds: 0, available: 523_400, canCash: false, reason: '请先停止筹款再申请提现', raising: true,
  });
  api.money.stopRaise.mockResolvedValue({ infoUuid: 'c1', status: 2, stoppedAt: 1, reason: '其他原因' });
  const r = renderWithStores(<><StopRaiseView infoUuid='c1' /><Overlays /></>, { api, platform: { path: '/cf/withdraw/stop-raise/c1' } });
  const warning = await eventually(() => r.getByTestId('stop-raise-warning'));
  expect(warning.textContent).toContain('不可撤销');
  expect(warning.textContent).toContain('筹款已提前结束');
  expect(warning.textContent).toContain('已筹得的善款不受影响');
  expect(r.getByTestId('stop-raise-raised').textContent).toBe('5234.00');
  expect(r.getByTestId('stop-raise-available').textContent).toBe('5234.00');
  expect(r.getByTestId('stop-raise-submit').getAttribute('data-disabled')).toBe('true');
  fireEvent.click(r.getByTestId('stop-raise-submit'));
  expect(api.money.stopRaise).not.toHaveBeenCalled();

  fireEvent.click(r.getByTestId('stop-raise-confirm'));
  await eventually(() => expect(r.getByTestId('stop-raise-submit').getAttribute('data-disabled')).toBe('false'));
  fireEvent.click(r.getByTestId('stop-raise-submit'));
  await eventually(() => expect(r.getByTestId('stop-raise-error').textContent).toBe('请选择停止筹款的原因'));
  fireEvent.click(r.getByTestId('stop-raise-reason-3'));
  fireEvent.click(r.getByTestId('stop-raise-submit'));
  await eventually(() => expect(r.getByTestId('stop-raise-error').textContent).toBe('请填写停止筹款的原因'));
  typeInto(r.getByTestId('stop-raise-other'), '家人决定转院');
  fireEvent.click(r.getByTestId('stop-raise-submit'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/withdraw/confirm/c1'));
  expect(api.money.stopRaise).toHaveBeenCalledWith({ infoUuid: 'c1', reason: '家人决定转院', confirm: true });
});

test('edit: the current amount filled in, the limit shown, a too large amount refused in Chinese', async () => {
  const api = createFakeApi();
  api.money.publicNotice.mockResolvedValue({
    infoUuid: 'c1', caseStatus: 101, noticeHours: 24,
    list: [{ withdrawalId: 'w1', infoUuid: 'c1', amount: 100_000, status: 'PENDING', createdAt: 1, feeOption: 1, fee: 0, netAmount: 100_000, payeeType: 'FAMILY', noticeUntil: 2, inNotice: true, canObject: true, objectionCount: 0, openObjections: 0 }],
  });
  api.money.drawInfo.mockResolvedValue({ available: 20_000 });
  const r = renderWithStores(<><WithdrawEditView infoUuid='c1' withdrawalId='w1' /><Overlays /></>, { api, platform: { path: '/cf/withdraw/edit?infoUuid=c1&withdrawalId=w1' } });
  await eventually(() => expect((r.getByTestId('withdraw-edit-amount') as HTMLInputElement).value).toBe('1000.00'));
  expect(r.getByTestId('withdraw-edit-max').textContent).toContain('最多可提现1200.00元');
  typeInto(r.getByTestId('withdraw-edit-amount'), '1300');
  fireEvent.click(r.getByTestId('withdraw-edit-submit'));
  await eventually(() => expect(r.getByTestId('withdraw-edit-error').textContent).toBe('提现金额不能超过1200.00元'));
  expect(api.money.editWithdrawal).not.toHaveBeenCalled();
  r.getByTestId('withdraw-cancel');
});

/** Refund apply (server rules on screen, refund-submit) and the withdrawal detail timeline (H5 env). */
import { fireEvent } from '@testing-library/react';
import { RefundApplyView, RefundDetailView } from '../../src/pages/money/RefundViews';
import { WithdrawDetailView } from '../../src/pages/money/WithdrawViews';
import { Overlays } from '../../src/components/Overlays';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

test('refund apply: the server rules and reasons on screen; a missing reason is refused; the refund goes through', async () => {
  const api = createFakeApi();
  api.money.refundRules.mockResolvedValue({
    orderId: 'o1', refundableAmount: 5_000, refundDays: 7, deadline: 0, canRefund: true,
    reasons: [], rules: ['捐款后7天内可申请退款', '退款将原路退回至支付账户'],
  });
  api.money.refundApply.mockResolvedValue({ refundId: 'r1', orderId: 'o1', infoUuid: 'c1', amount: 5_000, reason: '捐错了', status: 'PENDING', createdAt: 1, completedAt: null, kind: 'DONOR' });
  const r = renderWithStores(<><RefundApplyView infoUuid='c1' orderId='o1' /><Overlays /></>, { api, platform: { path: '/cf/refund/apply/c1?orderId=o1' } });
  await eventually(() => expect(r.getByTestId('refund-rules').textContent).toContain('捐款后7天内可申请退款'));
  fireEvent.click(r.getByTestId('refund-submit'));
  const err = await eventually(() => r.getByTestId('refund-reason-error'));
  expect(err.textContent).toBe('请选择退款原因');
  expect(err.getAttribute('role')).toBe('alert');
  expect(r.getAllByTestId('refund-reason').map((x) => x.textContent)).toEqual(['不想捐了', '捐款金额有误', '对筹款真实性有疑问', '其他原因']);
  fireEvent.click(r.getAllByTestId('refund-reason')[1]);
  typeInto(r.getByTestId('refund-note'), '多捐了');
  fireEvent.click(r.getByTestId('refund-submit'));
  await eventually(() => expect(r.getByTestId('dialog').textContent).toContain('将退回50.00元'));
  fireEvent.click(r.getByTestId('dialog-confirm'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/refund/apply-success/c1?refundId=r1'));
  expect(api.money.refundApply.mock.calls[0][0]).toMatchObject({ orderId: 'o1', amount: 5_000, reason: '捐款金额有误：多捐了' });
});

test('refund apply: a donation the server will not refund shows its reasons and sends nothing', async () => {
  const api = createFakeApi();
  api.money.refundRules.mockResolvedValue({
    orderId: 'o1', refundableAmount: 5_000, refundDays: 7, deadline: 0, canRefund: false, reasons: ['已超过退款期限'], rules: ['捐款后7天内可申请退款'],
  });
  const r = renderWithStores(<RefundApplyView infoUuid='c1' orderId='o1' />, { api });
  await eventually(() => expect(r.getByTestId('refund-cannot').textContent).toBe('已超过退款期限'));
  fireEvent.click(r.getAllByTestId('refund-reason')[0]);
  fireEvent.click(r.getByTestId('refund-submit'));
  await eventually(() => expect(r.getByTestId('refund-amount-error').textContent).toBe('已超过退款期限'));
  expect(api.money.refundApply).not.toHaveBeenCalled();
});

test('refund detail shows the status, fail reason and steps', async () => {
  const api = createFakeApi();
  api.money.refundDetail.mockResolvedValue({
    refundId: 'r1', orderId: 'o1', infoUuid: 'c1', amount: 5_000, reason: '捐错了', status: 'FAILED', createdAt: 1, completedAt: null, kind: 'DONOR',
    caseTitle: '救救我', caseStatus: 2, failReason: '原账户已注销',
  });
  const r = renderWithStores(<RefundDetailView infoUuid='c1' refundId='r1' />, { api });
  await eventually(() => expect(r.getByTestId('refund-status').textContent).toBe('退款失败'));
  expect(r.getByTestId('refund-fail-reason').textContent).toBe('原账户已注销');
  expect(r.getAllByTestId('refund-step').map((s) => s.getAttribute('data-state'))).toEqual(['done', 'done', 'failed']);
});

test('withdrawal detail: every withdrawal with its status and timeline', async () => {
  const api = createFakeApi();
  const base = { infoUuid: 'c1', feeOption: 2 as const, fee: 600, netAmount: 99_400, payeeType: 'FAMILY' as const, inNotice: false, canObject: false, objectionCount: 0, openObjections: 0 };
  api.money.publicNotice.mockResolvedValue({
    infoUuid: 'c1', noticeHours: 24,
    list: [
      { ...base, withdrawalId: 'w1', amount: 100_000, status: 'PAID', createdAt: 1, noticeUntil: 2 },
      { ...base, withdrawalId: 'w2', amount: 50_000, status: 'REJECTED', createdAt: 3, noticeUntil: 4 },
    ],
  });
  const r = renderWithStores(<WithdrawDetailView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getAllByTestId('withdraw-item')).toHaveLength(2));
  expect(r.getAllByTestId('withdraw-status').map((s) => s.textContent)).toEqual(['审核未通过', '已打款']);
  const steps = r.getAllByTestId('withdraw-step').map((s) => s.getAttribute('data-state'));
  expect(steps).toEqual(['done', 'done', 'failed', 'todo', 'done', 'done', 'done', 'done']);
});

/** The staff console's order lookup: type an order id, see its request id; an unknown order shows the server's message. */
import { fireEvent } from '@testing-library/react';
import { StaffFrame } from '../../src/pages/staff/StaffFrame';
import { OrderLookupView } from '../../src/pages/staff/orders';
import { ApiError } from '../../src/services/errors';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

test('an order id typed and looked up shows the order and its request id; an unknown one the server message', async () => {
  const api = createFakeApi();
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员', displayName: '审核员·王敏' });
  api.staffWork.orderLookup.mockResolvedValueOnce({
    orderId: 'CF17', infoUuid: 'c1', amount: 2050, status: 'PAID', createdAt: 1_764_000_000_000, paidAt: 1_764_000_060_000, requestId: 'lb-7f3a.01',
  });
  const r = renderWithStores(<StaffFrame active='orders'><OrderLookupView /></StaffFrame>, { api, platform: { path: '/staff/orders' } });
  await eventually(() => expect(r.getByTestId('staff-order-id')).toBeTruthy());
  fireEvent.click(r.getByTestId('staff-order-lookup'));
  await eventually(() => expect(r.getByRole('alert').textContent).toBe('请填写订单号'));
  expect(api.staffWork.orderLookup).not.toHaveBeenCalled();

  fireEvent.change(r.getByTestId('staff-order-id'), { target: { value: ' CF17 ' } });
  fireEvent.click(r.getByTestId('staff-order-lookup'));
  await eventually(() => expect(r.getByTestId('staff-order-request-id').textContent).toBe('lb-7f3a.01'));
  expect(api.staffWork.orderLookup).toHaveBeenCalledWith({ orderId: 'CF17' });
  expect(r.getByTestId('staff-order-result').textContent).toContain('20.5 元');
  expect(r.getByTestId('staff-order-result').textContent).toContain('已支付');

  api.staffWork.orderLookup.mockRejectedValueOnce(new ApiError(404, '订单不存在', 404));
  fireEvent.change(r.getByTestId('staff-order-id'), { target: { value: 'CF18' } });
  fireEvent.click(r.getByTestId('staff-order-lookup'));
  await eventually(() => expect(r.getByRole('alert').textContent).toBe('订单不存在'));
  expect(r.queryByTestId('staff-order-request-id')).toBeNull();
});

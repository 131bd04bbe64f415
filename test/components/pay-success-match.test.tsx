/** The success page confirms the matching gift the pay page promised, as the server granted it (and says nothing when none was). */
import '@tarojs/taro';
import PaySuccessPage from '../../src/pages/pay-success/index';
import { createFakeApi } from '../setup/fakeApi';
import { eventually } from './donor-render';
import { renderPage } from './render';
import { fireEvent } from '@testing-library/react';

const paid = (matched: number) => ({ orderId: 'o1', infoUuid: 'case-1', amount: 2_001, status: 'PAID' as const, firstDonation: false, paidAt: 1_764_000_000_000, matched });

test.each([[1_000, '配捐活动已为您的爱心配捐10元'], [0, null]])('matched %s fen: %s', async (matched, text) => {
  const api = createFakeApi();
  api.pay.queryOrderStatus.mockResolvedValue(paid(matched));
  const r = renderPage(PaySuccessPage, { api, path: '/cf/pay/case-1/success?orderId=o1' });
  await eventually(() => expect(r.getByTestId('pay-result').getAttribute('data-state')).toBe('PAID'));
  expect(r.queryByTestId('pay-result-match')?.textContent ?? null).toBe(text);
});

test('the paid page leads on to 我的捐款 (where the gift, its trace and the receipt are)', async () => {
  const api = createFakeApi();
  api.pay.queryOrderStatus.mockResolvedValue(paid(0));
  const r = renderPage(PaySuccessPage, { api, path: '/cf/pay/case-1/success?orderId=o1' });
  await eventually(() => expect(r.getByTestId('pay-result').getAttribute('data-state')).toBe('PAID'));
  fireEvent.click(r.getByTestId('pay-result-mine'));
  expect(r.platform.nav.currentPath()).toBe('/cf/my-contribution');
});

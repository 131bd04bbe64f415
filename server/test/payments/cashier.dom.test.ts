/**
 * @jest-environment jsdom
 */
import { renderCashierPage } from '../../src/payments/cashier';

/** Loads the page into jsdom and runs its inline script (jsdom does not run scripts set via innerHTML). */
function load(fetchImpl: jest.Mock) {
  const html = renderCashierPage({ orderId: 'CF1', infoUuid: 'u1', title: 't', amountFen: 100, status: 'PENDING' });
  document.documentElement.innerHTML = html.replace(/^<!DOCTYPE html>\s*<html[^>]*>/, '').replace(/<\/html>\s*$/, '');
  (window as unknown as { fetch: unknown }).fetch = fetchImpl;
  const code = document.querySelector('script')!.textContent!;
  new Function(code)();
}

const flush = () => new Promise((r) => setTimeout(r, 0));

test('confirm posts {orderId, action} as JSON with credentials; a failure shows the server msg', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ status: 409, json: async () => ({ code: 409, msg: '订单已关闭', data: null }) });
  load(fetchMock);
  const confirm = document.querySelector<HTMLButtonElement>('[data-testid="cashier-confirm"]')!;
  confirm.click();
  expect(confirm.disabled).toBe(true);
  await flush();
  await flush();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/pay/sandbox/confirm');
  expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
  expect(JSON.parse(init.body)).toEqual({ orderId: 'CF1', action: 'pay' });
  expect(document.querySelector('[data-testid="cashier-msg"]')!.textContent).toBe('订单已关闭');
  expect(confirm.disabled).toBe(false);
});

test('cancel posts action cancel', async () => {
  const fetchMock = jest.fn().mockResolvedValue({ status: 500, json: async () => ({ code: 500, msg: '<b>x</b>' }) });
  load(fetchMock);
  document.querySelector<HTMLButtonElement>('[data-testid="cashier-cancel"]')!.click();
  await flush();
  await flush();
  expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ orderId: 'CF1', action: 'cancel' });
  const msg = document.querySelector('[data-testid="cashier-msg"]')!;
  expect(msg.textContent).toBe('<b>x</b>');
  expect(msg.querySelector('b')).toBeNull();
});

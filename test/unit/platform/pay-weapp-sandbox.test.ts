import { createWeappPay, SANDBOX_MODAL } from '../../../src/platform/pay.weapp';
import { onPlatformError } from '../../../src/platform/events';
import { UnsupportedError } from '../../../src/platform/types';
import type { Payment } from '../../../src/contract/pay';

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

const sandbox: Payment = { provider: 'sandbox', cashierUrl: '/api/pay/sandbox/cashier?orderId=o1' };
const ctx = { orderId: 'o1', infoUuid: 'c1', amount: 2000 };
const requestPayment = jest.fn(async () => ({}));

test('sandbox: the modal shows the amount; confirm posts pay and is paid only on the server PAID', async () => {
  const showModal = jest.fn(async () => ({ confirm: true }));
  const sandboxConfirm = jest.fn(async () => ({ status: 'PAID' as const }));
  const pay = createWeappPay(requestPayment, { showModal, sandboxConfirm });
  await expect(pay.pay(sandbox, ctx)).resolves.toBe('paid');
  expect(showModal).toHaveBeenCalledWith({ title: '沙箱支付（测试环境）', content: '20.00元', confirmText: '确认支付', cancelText: '取消' });
  expect(SANDBOX_MODAL.title).toBe('沙箱支付（测试环境）');
  expect(sandboxConfirm).toHaveBeenCalledWith('o1', 'pay');
  expect(requestPayment).not.toHaveBeenCalled();
});

test('sandbox: cancel in the modal posts cancel -> cancelled', async () => {
  const sandboxConfirm = jest.fn(async () => ({ status: 'CLOSED' as const }));
  const pay = createWeappPay(requestPayment, { showModal: async () => ({ confirm: false, cancel: true }), sandboxConfirm });
  await expect(pay.pay(sandbox, ctx)).resolves.toBe('cancelled');
  expect(sandboxConfirm).toHaveBeenCalledWith('o1', 'cancel');
});

test('sandbox: no PAID answer from the server is never reported as paid (reported as a PAY failure)', async () => {
  const events: string[] = [];
  const off = onPlatformError((e) => events.push(e.event));
  const confirmYes = async () => ({ confirm: true });
  const rejected = createWeappPay(requestPayment, { showModal: confirmYes, sandboxConfirm: async () => Promise.reject(new Error('订单已关闭，请重新下单')) });
  await expect(rejected.pay(sandbox, ctx)).resolves.toBe('failed');
  const noAnswer = createWeappPay(requestPayment, { showModal: confirmYes, sandboxConfirm: async () => null });
  await expect(noAnswer.pay(sandbox, ctx)).resolves.toBe('failed');
  off();
  expect(events).toEqual(['PAY', 'PAY']);
});

test('sandbox without an injected confirm stays unsupported (no modal)', async () => {
  const showModal = jest.fn(async () => ({ confirm: true }));
  await expect(createWeappPay(requestPayment, { showModal }).pay(sandbox, ctx)).rejects.toBeInstanceOf(UnsupportedError);
  expect(showModal).not.toHaveBeenCalled();
});

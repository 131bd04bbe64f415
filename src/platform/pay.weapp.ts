/**
 * Mini-program payment: Taro.requestPayment with the jsapi params. With the sandbox provider (the
 * default on a dev server) there is no cashier page to leave for: a modal stands in for it and the
 * donor's choice is posted to the server's sandbox confirm, injected as `sandboxConfirm` so this
 * adapter stays free of the HTTP client.
 */
import Taro from '@tarojs/taro';
import type { Payment } from '../contract/pay';
import { UnsupportedError, type PayAdapter, type PayOutcome } from './types';
import { emitPlatformError, errorText } from './events';
import { formatFenFixed } from '../lib/money';
import type { SandboxConfirm } from './options';

type RequestPayment = (o: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }) => Promise<unknown>;
type ShowModal = (o: { title: string; content: string; confirmText: string; cancelText: string }) => Promise<{ confirm: boolean; cancel?: boolean }>;

export const SANDBOX_MODAL = { title: '沙箱支付（测试环境）', confirmText: '确认支付', cancelText: '取消' } as const;

export interface WeappPayDeps {
  showModal?: ShowModal;
  sandboxConfirm?: SandboxConfirm;
}

/** 'requestPayment:fail cancel' -> cancelled, other failures -> failed. */
export function mpPayFailure(err: unknown): PayOutcome {
  return /cancel/i.test(errorText(err)) ? 'cancelled' : 'failed';
}

async function paySandbox(deps: WeappPayDeps, showModal: ShowModal, ctx: { orderId: string; infoUuid: string; amount?: number }): Promise<PayOutcome> {
  const confirm = deps.sandboxConfirm;
  if (!confirm) throw new UnsupportedError('pay.sandbox', 'weapp');
  const content = ctx.amount !== undefined ? `${formatFenFixed(ctx.amount)}元` : '';
  const choice = await showModal({ ...SANDBOX_MODAL, content });
  const action = choice.confirm ? 'pay' : 'cancel';
  try {
    const res = await confirm(ctx.orderId, action);
    // Paid only on the server's word; the success page then polls the order as usual.
    if (action === 'pay') {
      if (res?.status === 'PAID') return 'paid';
      emitPlatformError('PAY', { ...ctx, reason: `sandbox ${res?.status ?? 'no answer'}` });
      return 'failed';
    }
    return 'cancelled';
  } catch (err) {
    if (action === 'cancel') return 'cancelled'; // the order stays pending and expires on the server
    emitPlatformError('PAY', { ...ctx, reason: errorText(err) });
    return 'failed';
  }
}

/** Builds the mini-program pay adapter (requestPayment/showModal injectable for tests). */
export function createWeappPay(
  requestPayment: RequestPayment = (o) => Taro.requestPayment(o),
  deps: WeappPayDeps = {},
): PayAdapter {
  const showModal: ShowModal = deps.showModal ?? ((o) => Taro.showModal(o));
  const adapter = {
    isAvailable: () => true,
    async pay(payment: Payment, ctx: { orderId: string; infoUuid: string; amount?: number }): Promise<PayOutcome> {
      if (payment.provider === 'sandbox') return paySandbox(deps, showModal, ctx);
      if (payment.provider !== 'wxpay') throw new UnsupportedError(`pay.${(payment as Payment).provider}`, 'weapp');
      const { timeStamp, nonceStr, package: pkg, signType, paySign } = payment.jsapi;
      try {
        await requestPayment({ timeStamp, nonceStr, package: pkg, signType, paySign });
        return 'paid';
      } catch (err) {
        const outcome = mpPayFailure(err);
        if (outcome === 'failed') emitPlatformError('PAY', { ...ctx, reason: errorText(err) });
        return outcome;
      }
    },
  } satisfies PayAdapter;
  return adapter;
}

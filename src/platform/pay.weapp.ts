/** Mini-program payment: Taro.requestPayment with the jsapi params; no sandbox cashier page. */
import Taro from '@tarojs/taro';
import type { Payment } from '../services/contract';
import { UnsupportedError, type PayAdapter, type PayOutcome } from './types';
import { emitPlatformError, errorText } from './events';

type RequestPayment = (o: { timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }) => Promise<unknown>;

/** 'requestPayment:fail cancel' -> cancelled, other failures -> failed. */
export function mpPayFailure(err: unknown): PayOutcome {
  return /cancel/i.test(errorText(err)) ? 'cancelled' : 'failed';
}

/** Builds the mini-program pay adapter (requestPayment injectable for tests). */
export function createWeappPay(requestPayment: RequestPayment = (o) => Taro.requestPayment(o)): PayAdapter {
  const adapter = {
    isAvailable: () => true,
    async pay(payment: Payment, ctx: { orderId: string; infoUuid: string }): Promise<PayOutcome> {
      if (payment.provider !== 'wxpay') throw new UnsupportedError(`pay.${payment.provider}`, 'weapp');
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

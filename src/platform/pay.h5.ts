/**
 * H5 payment. Sandbox: leave for the cashier page ('redirected'). Messaging-app pay (jsapi params):
 * WeixinJSBridge getBrandWCPayRequest, else wx.chooseWXPay; only in the messaging browser.
 */
import type { Payment } from '../contract/pay';
import { UnsupportedError, type EnvInfo, type PayAdapter, type PayOutcome } from './types';
import { realWindow, type H5Window } from './h5-window';
import { emitPlatformError, errorText } from './events';

type Jsapi = Extract<Payment, { provider: 'wxpay' }>['jsapi'];

/** Maps a bridge err_msg ('get_brand_wcpay_request:ok' | ':cancel' | ':fail ...') to an outcome. */
export function bridgePayOutcome(errMsg: string | undefined): PayOutcome {
  const m = (errMsg ?? '').toLowerCase();
  if (/:ok$/.test(m)) return 'paid';
  if (m.includes('cancel')) return 'cancelled';
  return 'failed';
}

function waitForBridge(win: H5Window, timeoutMs = 3000): Promise<boolean> {
  if (win.WeixinJSBridge) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(!!win.WeixinJSBridge), timeoutMs);
    win.document.addEventListener('WeixinJSBridgeReady', () => {
      clearTimeout(timer);
      resolve(true);
    }, { once: true });
  });
}

function payByBridge(win: H5Window, jsapi: Jsapi): Promise<PayOutcome> {
  return new Promise((resolve) => {
    win.WeixinJSBridge!.invoke('getBrandWCPayRequest', { ...jsapi }, (res) => resolve(bridgePayOutcome(res?.err_msg ?? res?.errMsg)));
  });
}

function payByJssdk(win: H5Window, jsapi: Jsapi): Promise<PayOutcome> {
  return new Promise((resolve) => {
    win.wx!.chooseWXPay!({
      timestamp: jsapi.timeStamp,
      nonceStr: jsapi.nonceStr,
      package: jsapi.package,
      signType: jsapi.signType,
      paySign: jsapi.paySign,
      success: () => resolve('paid'),
      cancel: () => resolve('cancelled'),
      fail: () => resolve('failed'),
    });
  });
}

/** Builds the H5 pay adapter. */
export function createH5Pay(env: EnvInfo, win: H5Window = realWindow()): PayAdapter {
  const adapter = {
    isAvailable: () => true,
    async pay(payment: Payment, ctx: { orderId: string; infoUuid: string }): Promise<PayOutcome> {
      if (payment.provider === 'sandbox') {
        win.location.assign(payment.cashierUrl);
        return 'redirected';
      }
      if (!env.isWechat) throw new UnsupportedError('pay.wxpay', env.kind);
      try {
        let outcome: PayOutcome;
        if (await waitForBridge(win)) outcome = await payByBridge(win, payment.jsapi);
        else if (win.wx?.chooseWXPay) outcome = await payByJssdk(win, payment.jsapi);
        else throw new UnsupportedError('pay.wxpay', env.kind);
        if (outcome === 'failed') emitPlatformError('PAY', { ...ctx, reason: 'failed' });
        return outcome;
      } catch (err) {
        emitPlatformError('PAY', { ...ctx, reason: errorText(err) });
        throw err;
      }
    },
  } satisfies PayAdapter;
  return adapter;
}

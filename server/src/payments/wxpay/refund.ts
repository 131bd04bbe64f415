/**
 * WeChat Pay v3 domestic refunds: POST /v3/refund/domestic/refunds (the same out_refund_no on every
 * retry, so WeChat refunds once), GET /v3/refund/domestic/refunds/{out_refund_no}, and the refund
 * callback (signature verified with the platform key, resource decrypted with the APIv3 key).
 * Added to the JSAPI provider by payments/index.ts.
 */
import type { PayProvider, RefundRequest, RefundResult } from '../types';
import { PayNotifyError, PayProviderError, header } from '../types';
import { CertificateManager, staticKeys, type PlatformKeyStore } from './certificates';
import { WxPayClient, verifyWithKeys } from './client';
import { decryptResource, type EncryptedResource } from './crypto';
import type { WxPayProviderConfig } from './provider';

/** Where the refund callback is mounted (routes/api/money.ts) when WXPAY_REFUND_NOTIFY_URL is not set. */
export const WXPAY_REFUND_NOTIFY_PATH = '/api/pay/notify/wxpay/refund';

interface WxRefund { refund_id?: string; out_refund_no?: string; status?: string; refund_status?: string; mchid?: string; amount?: { refund?: number } }

const OUT_REFUND_NO = /^[A-Za-z0-9_\-|*@]{1,64}$/;

/** SUCCESS -> SUCCESS; PROCESSING -> PROCESSING; CLOSED / ABNORMAL (nothing returned) -> FAILED. */
function mapStatus(s: string | undefined): RefundResult['status'] {
  if (s === 'SUCCESS') return 'SUCCESS';
  if (s === 'PROCESSING') return 'PROCESSING';
  if (s === 'CLOSED' || s === 'ABNORMAL') return 'FAILED';
  throw new PayProviderError(`unknown wxpay refund status ${s}`);
}

const clip = (t: string, n: number) => Array.from(t).slice(0, n).join('');

export function wxpayRefunds(config: WxPayProviderConfig & { refundNotifyUrl?: string }): Required<Pick<PayProvider, 'refund' | 'queryRefund' | 'parseRefundNotify'>> {
  const now = config.now ?? Date.now;
  // The same key sources as the JSAPI provider: given keys, one fixed key, or downloaded certificates.
  let client: WxPayClient | undefined;
  const keys: PlatformKeyStore = config.platformKeys
    ?? (config.platformPublicKey ? staticKeys(config.platformPublicKey, config.platformSerial) : new CertificateManager({ send: (m, p) => client!.send(m, p), apiV3Key: config.apiV3Key, now: config.now, initial: config.initialCertificates, onError: config.onCertificateError }));
  client = new WxPayClient({ ...config, platformKeys: keys });
  return {
    async refund(req: RefundRequest): Promise<RefundResult> {
      if (!OUT_REFUND_NO.test(req.outRefundNo)) throw new PayProviderError(`refund id not usable as out_refund_no: ${req.outRefundNo}`);
      if (!Number.isSafeInteger(req.amount) || req.amount <= 0 || req.amount > req.total) throw new PayProviderError(`bad refund amount ${req.amount}`);
      const body = {
        out_trade_no: req.orderId, out_refund_no: req.outRefundNo, reason: clip(req.reason || '退款', 80),
        notify_url: config.refundNotifyUrl || `${(req.baseUrl ?? '').replace(/\/$/, '')}${WXPAY_REFUND_NOTIFY_PATH}`,
        amount: { refund: req.amount, total: req.total, currency: 'CNY' },
      };
      const res = await client!.request<WxRefund>('POST', '/v3/refund/domestic/refunds', body);
      if (res.data?.out_refund_no !== req.outRefundNo) throw new PayProviderError('malformed wxpay refund answer', res.status);
      return { outRefundNo: req.outRefundNo, status: mapStatus(res.data.status), providerRefundId: res.data.refund_id ?? '' };
    },

    async queryRefund(outRefundNo: string): Promise<RefundResult | null> {
      if (!OUT_REFUND_NO.test(outRefundNo)) return null;
      try {
        const res = await client!.request<WxRefund>('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`);
        if (res.data?.out_refund_no !== outRefundNo) throw new PayProviderError('malformed wxpay refund query answer', res.status);
        return { outRefundNo, status: mapStatus(res.data.status), providerRefundId: res.data.refund_id ?? '' };
      } catch (err) {
        if (err instanceof PayProviderError && err.status === 404) return null;
        throw err;
      }
    },

    async parseRefundNotify(headers, rawBody) {
      const check = await verifyWithKeys(
        keys,
        { timestamp: header(headers, 'Wechatpay-Timestamp'), nonce: header(headers, 'Wechatpay-Nonce'), signature: header(headers, 'Wechatpay-Signature'), serial: header(headers, 'Wechatpay-Serial') },
        rawBody, now(),
      );
      if (!check.ok) throw new PayNotifyError(`wxpay refund notify rejected: ${check.reason}`);
      let envelope: { id?: unknown; resource?: EncryptedResource };
      try {
        envelope = JSON.parse(rawBody);
      } catch {
        throw new PayNotifyError('wxpay refund notify is not JSON');
      }
      if (typeof envelope?.id !== 'string' || !envelope.resource || typeof envelope.resource.ciphertext !== 'string') throw new PayNotifyError('malformed wxpay refund notify');
      let r: WxRefund;
      try {
        r = JSON.parse(decryptResource(envelope.resource, config.apiV3Key)) as WxRefund;
      } catch (err) {
        throw new PayNotifyError(`wxpay refund notify not decryptable: ${(err as Error).message}`);
      }
      if (typeof r?.out_refund_no !== 'string' || typeof r.refund_status !== 'string') throw new PayNotifyError('malformed wxpay refund resource');
      if (r.mchid !== undefined && r.mchid !== config.mchid) throw new PayNotifyError('wxpay refund notify for another mchid');
      let status: RefundResult['status'];
      try {
        status = mapStatus(r.refund_status);
      } catch {
        throw new PayNotifyError(`unknown refund_status ${r.refund_status}`);
      }
      return { notifyId: envelope.id, outRefundNo: r.out_refund_no, status, providerRefundId: r.refund_id ?? '' };
    },
  };
}

/** WeChat Pay v3 JSAPI provider (official-account H5 and mini-program payments). */
import type { ParsedNotify, PayOrderInfo, PayProvider, Payment } from '../types';
import { PayNotifyError, PayProviderError, header, standardAck } from '../types';
import { WxPayClient, verifyWithKeys, type WxPayClientConfig } from './client';
import { CertificateManager, staticKeys, type PlatformKeyStore } from './certificates';
import { decryptResource, type EncryptedResource } from './crypto';
import { buildJsapiParams } from './sign';

export interface WxPayProviderConfig extends WxPayClientConfig {
  /** 32-byte APIv3 key that encrypts callback resources. */
  apiV3Key: string;
  /** Official-account appid (WX_APPID), used for H5 inside WeChat. */
  appId?: string;
  /** Mini-program appid (WX_MP_APPID). */
  mpAppId?: string;
  /** Callback URL; defaults to `${baseUrl}/api/pay/wxpay/notify` of the order. */
  notifyUrl?: string;
  /** Certificate mode: PEM certificates to trust before the first download (WXPAY_PLATFORM_CERT_PATH). */
  initialCertificates?: string[];
  onCertificateError?: (err: Error) => void;
}

/** The path the server should mount the WeChat Pay callback on when WXPAY_NOTIFY_URL is not set. */
export const WXPAY_NOTIFY_PATH = '/api/pay/wxpay/notify';

/** Shape of a decrypted TRANSACTION resource and of a query-order answer (fields we use). */
interface Transaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  amount?: { total?: number };
}

const OUT_TRADE_NO = /^[A-Za-z0-9_\-|*]{6,32}$/;

/** WeChat caps description at 127 characters. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') : text;
}

export function createWxPayProvider(config: WxPayProviderConfig): PayProvider {
  if (Buffer.byteLength(config.apiV3Key, 'utf8') !== 32) throw new PayProviderError('WXPAY_APIV3_KEY must be 32 bytes');
  const now = config.now ?? Date.now;
  // No fixed key given: certificate mode, downloaded from /v3/certificates and refreshed (certificates.ts).
  const manager = config.platformKeys || config.platformPublicKey ? undefined : new CertificateManager({
    send: (method, path) => client.send(method, path), apiV3Key: config.apiV3Key, now, initial: config.initialCertificates, onError: config.onCertificateError,
  });
  const keys: PlatformKeyStore = config.platformKeys ?? manager ?? staticKeys(config.platformPublicKey!, config.platformSerial);
  const client = new WxPayClient({ ...config, platformKeys: keys });
  manager?.start();

  function appIdFor(order: PayOrderInfo): string {
    const appId = order.platform === 'weapp' ? config.mpAppId : order.platform === 'h5' ? config.appId : config.appId ?? config.mpAppId;
    if (!appId) throw new PayProviderError(`no WeChat appid configured for platform ${order.platform ?? 'default'}`);
    return appId;
  }

  return {
    name: 'wxpay',

    async createPayment(order: PayOrderInfo): Promise<Payment> {
      if (!order.openid) throw new PayProviderError('wxpay JSAPI needs the payer openid');
      if (!OUT_TRADE_NO.test(order.orderId)) throw new PayProviderError(`orderId not usable as out_trade_no: ${order.orderId}`);
      if (!Number.isSafeInteger(order.amount) || order.amount <= 0) throw new PayProviderError(`bad amount ${order.amount}`);
      const appid = appIdFor(order);
      const body = {
        appid,
        mchid: config.mchid,
        description: clip(order.description || '爱心筹捐款', 127),
        out_trade_no: order.orderId,
        attach: clip(order.infoUuid, 128),
        notify_url: config.notifyUrl || `${order.baseUrl.replace(/\/$/, '')}${WXPAY_NOTIFY_PATH}`,
        amount: { total: order.amount, currency: 'CNY' },
        payer: { openid: order.openid },
      };
      const res = await client.request<{ prepay_id?: string }>('POST', '/v3/pay/transactions/jsapi', body);
      const prepayId = res.data?.prepay_id;
      if (!prepayId) throw new PayProviderError('wxpay prepay answer has no prepay_id', res.status);
      return {
        provider: 'wxpay',
        jsapi: buildJsapiParams(appid, prepayId, config.privateKey, Math.floor(now() / 1000)),
      };
    },

    async parseNotify(headers, rawBody): Promise<ParsedNotify> {
      // Verified with the key of its serial: an unknown serial refreshes the certificates once (the only
      // outbound call a notify can cause); nothing else on this path leaves the process.
      const check = await verifyWithKeys(
        keys,
        {
          timestamp: header(headers, 'Wechatpay-Timestamp'),
          nonce: header(headers, 'Wechatpay-Nonce'),
          signature: header(headers, 'Wechatpay-Signature'),
          serial: header(headers, 'Wechatpay-Serial'),
        },
        rawBody,
        now(),
      );
      if (!check.ok) throw new PayNotifyError(`wxpay notify rejected: ${check.reason}`);

      let envelope: { id?: unknown; resource?: EncryptedResource };
      try {
        envelope = JSON.parse(rawBody);
      } catch {
        throw new PayNotifyError('wxpay notify is not JSON');
      }
      const resource = envelope?.resource;
      if (typeof envelope?.id !== 'string' || !envelope.id || !resource || typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
        throw new PayNotifyError('malformed wxpay notify');
      }
      let tx: Transaction;
      try {
        tx = JSON.parse(decryptResource(resource, config.apiV3Key)) as Transaction;
      } catch (err) {
        throw new PayNotifyError(`wxpay notify resource not decryptable: ${(err as Error).message}`);
      }
      const total = tx?.amount?.total;
      if (typeof tx?.out_trade_no !== 'string' || typeof tx.trade_state !== 'string' || typeof total !== 'number' || !Number.isSafeInteger(total)) {
        throw new PayNotifyError('malformed wxpay transaction');
      }
      // A callback meant for another merchant is never ours to book.
      if (tx.mchid !== undefined && tx.mchid !== config.mchid) throw new PayNotifyError('wxpay notify for another mchid');
      const paid = tx.trade_state === 'SUCCESS';
      if (paid && !tx.transaction_id) throw new PayNotifyError('paid wxpay notify without transaction_id');
      return { notifyId: envelope.id, orderId: tx.out_trade_no, amount: total, tradeNo: tx.transaction_id ?? '', paid };
    },

    async queryOrder(orderId: string) {
      if (!OUT_TRADE_NO.test(orderId)) return null;
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderId)}?mchid=${encodeURIComponent(config.mchid)}`;
      try {
        const res = await client.request<Transaction>('GET', path);
        const tx = res.data;
        const total = tx?.amount?.total;
        if (!tx || tx.out_trade_no !== orderId || typeof total !== 'number') throw new PayProviderError('malformed wxpay query answer');
        return { paid: tx.trade_state === 'SUCCESS', amount: total, tradeNo: tx.transaction_id ?? '' };
      } catch (err) {
        if (err instanceof PayProviderError && err.status === 404 && err.code === 'ORDER_NOT_EXIST') return null;
        throw err;
      }
    },

    ackBody(ok: boolean, refusal?: 400 | 401) {
      return standardAck(ok, refusal);
    },
  };
}

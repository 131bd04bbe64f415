/** Test-only WeChat Pay world: our own merchant and platform keys, signed notifies, a fake API. */
import { createSign, generateKeyPairSync, type KeyObject } from 'crypto';
import { encryptResource } from '../../src/payments/wxpay/crypto';
import { signMessage } from '../../src/payments/wxpay/sign';
import type { FetchLike } from '../../src/payments/wxpay/client';
import { createWxPayProvider, type WxPayProviderConfig } from '../../src/payments/wxpay/provider';

export const NOW_MS = 1_700_000_000_000;
export const NOW_S = String(NOW_MS / 1000);
export const MCHID = '1900000109';
export const APPID = 'wx_official_appid1';
export const MP_APPID = 'wx_miniprog_appid1';
export const APIV3_KEY = 'abcdefghijklmnopqrstuvwxyz012345'; // 32 bytes
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0000000000000001';

function rsaPair(): { publicKey: KeyObject; privateKey: KeyObject } {
  return generateKeyPairSync('rsa', { modulusLength: 2048 });
}

export const merchant = rsaPair();
export const platform = rsaPair();
export const stranger = rsaPair();

export function sign(privateKey: KeyObject, ...parts: string[]): string {
  return createSign('RSA-SHA256').update(signMessage(...parts)).sign(privateKey, 'base64');
}

/** Headers WeChat puts on a callback or response: signature over `timestamp\nnonce\nbody\n`. */
export function wechatpayHeaders(body: string, opts: { key?: KeyObject; timestamp?: string; nonce?: string; serial?: string } = {}) {
  const timestamp = opts.timestamp ?? NOW_S;
  const nonce = opts.nonce ?? 'N0nceFromWeChat0001';
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': sign(opts.key ?? platform.privateKey, timestamp, nonce, body),
    'wechatpay-serial': opts.serial ?? PLATFORM_SERIAL,
  } as Record<string, string | undefined>;
}

export interface TxOverrides {
  out_trade_no?: string;
  trade_state?: string;
  total?: number;
  transaction_id?: string;
  mchid?: string;
}

export function transaction(o: TxOverrides = {}) {
  return {
    mchid: o.mchid ?? MCHID,
    appid: APPID,
    out_trade_no: o.out_trade_no ?? 'CF202401010001',
    transaction_id: o.transaction_id ?? '4200001234202401011234567890',
    trade_type: 'JSAPI',
    trade_state: o.trade_state ?? 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: 'case-uuid-1',
    success_time: '2023-11-15T06:13:20+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: o.total ?? 2000, payer_total: o.total ?? 2000, currency: 'CNY', payer_currency: 'CNY' },
  };
}

/** A complete callback body with the transaction encrypted under `key`. */
export function notifyBody(tx: object, opts: { key?: string; id?: string } = {}): string {
  const resource = encryptResource(JSON.stringify(tx), opts.key ?? APIV3_KEY, 'fdasfjihihihlkja', 'transaction');
  return JSON.stringify({
    id: opts.id ?? 'EV-2018022511223320873',
    create_time: '2023-11-15T06:13:20+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', ...resource },
  });
}

export interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fake WeChat Pay API: records requests and answers with a (by default correctly) signed response. */
export function fakeFetch(
  answer: (req: Recorded) => { status: number; body: string; headers?: Record<string, string | undefined> },
) {
  const calls: Recorded[] = [];
  const fetch: FetchLike = async (url, init) => {
    const req: Recorded = { url, method: init.method, headers: init.headers, body: init.body };
    calls.push(req);
    const a = answer(req);
    const headers = a.headers ?? wechatpayHeaders(a.body);
    return {
      status: a.status,
      headers: { get: (n: string) => headers[n.toLowerCase()] ?? null },
      text: async () => a.body,
    };
  };
  return { fetch, calls };
}

export function provider(overrides: Partial<WxPayProviderConfig> = {}) {
  return createWxPayProvider({
    mchid: MCHID,
    serialNo: 'MERCHANT_SERIAL_0001',
    privateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    platformSerial: PLATFORM_SERIAL,
    apiV3Key: APIV3_KEY,
    appId: APPID,
    mpAppId: MP_APPID,
    notifyUrl: 'https://cf.example.com/api/pay/wxpay/notify',
    now: () => NOW_MS,
    ...overrides,
  });
}

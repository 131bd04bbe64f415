import { createCipheriv, createVerify } from 'crypto';
import { PayProviderError } from '../../src/payments/types';
import { decryptResource } from '../../src/payments/wxpay/crypto';
import { buildAuthorization, buildJsapiParams, parseAuthorization, signMessage } from '../../src/payments/wxpay/sign';
import {
  APIV3_KEY, APPID, MCHID, MP_APPID, NOW_S, fakeFetch, merchant, provider, stranger, transaction, wechatpayHeaders,
} from './wxpayFixture';

function verifies(message: string, signature: string) {
  return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature, 'base64');
}

const order = {
  orderId: 'CF20240101000123',
  amount: 2000,
  infoUuid: 'case-uuid-1',
  description: '爱心筹-为小明捐款',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  baseUrl: 'https://cf.example.com',
};

describe('wxpay signatures', () => {
  test('Authorization header has the v3 format and a signature the merchant public key verifies', () => {
    const value = buildAuthorization({
      method: 'post', url: '/v3/pay/transactions/jsapi', body: '{"a":1}', mchid: MCHID,
      serialNo: 'SERIAL1', privateKey: merchant.privateKey, timestamp: 1554208460, nonce: '593BEC0C930BF1AFEB40B4A08C8FB242',
    });
    expect(value).toMatch(
      /^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="[A-Za-z0-9+/]+={0,2}",timestamp="1554208460",serial_no="SERIAL1"$/,
    );
    const f = parseAuthorization(value)!;
    expect(verifies('POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":1}\n', f.signature)).toBe(true);
    expect(verifies('POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"a":2}\n', f.signature)).toBe(false);
  });

  test('paySign verifies with the merchant public key over appId\\ntimeStamp\\nnonceStr\\npackage\\n', () => {
    const p = buildJsapiParams(APPID, 'wx201410272009395522657a690389285100', merchant.privateKey, 1414561699, 'NONCE1');
    expect(p).toMatchObject({ appId: APPID, timeStamp: '1414561699', nonceStr: 'NONCE1', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA' });
    expect(verifies(`${APPID}\n1414561699\nNONCE1\nprepay_id=wx201410272009395522657a690389285100\n`, p.paySign)).toBe(true);
    expect(verifies(signMessage(APPID, '1414561699', 'NONCE1', 'prepay_id=other'), p.paySign)).toBe(false);
  });

  test('decryptResource opens an AES-256-GCM vector built with node crypto directly', () => {
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(APIV3_KEY), Buffer.from('0123456789ab'));
    cipher.setAAD(Buffer.from('certificate'));
    const data = Buffer.concat([cipher.update('{"hello":"世界"}', 'utf8'), cipher.final()]);
    const ciphertext = Buffer.concat([data, cipher.getAuthTag()]).toString('base64');
    const resource = { algorithm: 'AEAD_AES_256_GCM', ciphertext, nonce: '0123456789ab', associated_data: 'certificate' };
    expect(decryptResource(resource, APIV3_KEY)).toBe('{"hello":"世界"}');
    expect(() => decryptResource({ ...resource, nonce: '0123456789ac' }, APIV3_KEY)).toThrow();
  });
});

describe('wxpay JSAPI prepay', () => {
  test('sends the right signed JSON and turns a signed answer into jsapi parameters', async () => {
    const api = fakeFetch(() => ({ status: 200, body: '{"prepay_id":"wx26112221580621e9b071c00d9e093b0000"}' }));
    const payment = await provider({ fetch: api.fetch }).createPayment(order);

    expect(api.calls).toHaveLength(1);
    const call = api.calls[0];
    expect(call.method).toBe('POST');
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/jsapi');
    expect(JSON.parse(call.body!)).toEqual({
      appid: APPID, mchid: MCHID, description: '爱心筹-为小明捐款', out_trade_no: 'CF20240101000123', attach: 'case-uuid-1',
      notify_url: 'https://cf.example.com/api/pay/wxpay/notify', amount: { total: 2000, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    const auth = parseAuthorization(call.headers.Authorization)!;
    expect(auth).toMatchObject({ mchid: MCHID, serial_no: 'MERCHANT_SERIAL_0001', timestamp: NOW_S });
    expect(verifies(signMessage('POST', '/v3/pay/transactions/jsapi', NOW_S, auth.nonce_str, call.body!), auth.signature)).toBe(true);

    expect(payment.provider).toBe('wxpay');
    if (payment.provider !== 'wxpay') throw new Error('unreachable');
    const j = payment.jsapi;
    expect(j).toMatchObject({ appId: APPID, timeStamp: NOW_S, package: 'prepay_id=wx26112221580621e9b071c00d9e093b0000', signType: 'RSA' });
    expect(verifies(signMessage(j.appId, j.timeStamp, j.nonceStr, j.package), j.paySign)).toBe(true);
  });

  test('the mini-program uses WX_MP_APPID; notify URL defaults to the base URL', async () => {
    const api = fakeFetch(() => ({ status: 200, body: '{"prepay_id":"wx1"}' }));
    const payment = await provider({ fetch: api.fetch, notifyUrl: undefined }).createPayment({ ...order, platform: 'weapp', baseUrl: 'https://x.example.com/' });
    const sent = JSON.parse(api.calls[0].body!);
    expect(sent.appid).toBe(MP_APPID);
    expect(sent.notify_url).toBe('https://x.example.com/api/pay/wxpay/notify');
    expect(payment.provider === 'wxpay' && payment.jsapi.appId).toBe(MP_APPID);
  });

  test('an unsigned, mis-signed or stale prepay answer is refused', async () => {
    const body = '{"prepay_id":"wx1"}';
    for (const headers of [{}, wechatpayHeaders(body, { key: stranger.privateKey }), wechatpayHeaders(body, { timestamp: String(Number(NOW_S) - 600) })]) {
      const api = fakeFetch(() => ({ status: 200, body, headers }));
      await expect(provider({ fetch: api.fetch }).createPayment(order)).rejects.toThrow(/not trusted/);
    }
  });

  test('an error answer and a missing openid become PayProviderError', async () => {
    const api = fakeFetch(() => ({ status: 400, body: '{"code":"PARAM_ERROR","message":"参数错误"}' }));
    const err = await provider({ fetch: api.fetch }).createPayment(order).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PayProviderError);
    expect(err).toMatchObject({ status: 400, code: 'PARAM_ERROR' });
    await expect(provider({ fetch: api.fetch }).createPayment({ ...order, openid: undefined })).rejects.toThrow(/openid/);
    expect(api.calls).toHaveLength(1);
  });
});

describe('wxpay queryOrder', () => {
  test('GETs the out-trade-no endpoint with mchid and maps the answer', async () => {
    const api = fakeFetch(() => ({ status: 200, body: JSON.stringify(transaction({ out_trade_no: 'CF20240101000123', total: 990 })) }));
    await expect(provider({ fetch: api.fetch }).queryOrder('CF20240101000123')).resolves.toEqual({
      paid: true, amount: 990, tradeNo: '4200001234202401011234567890',
    });
    const call = api.calls[0];
    expect(call.method).toBe('GET');
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/out-trade-no/CF20240101000123?mchid=1900000109');
    expect(call.body).toBeUndefined();
    const auth = parseAuthorization(call.headers.Authorization)!;
    expect(verifies(signMessage('GET', '/v3/pay/transactions/out-trade-no/CF20240101000123?mchid=1900000109', NOW_S, auth.nonce_str, ''), auth.signature)).toBe(true);
  });

  test('an unpaid order is not paid; an unknown order is null; other errors throw', async () => {
    const notpay = { ...transaction({ trade_state: 'NOTPAY' }), transaction_id: undefined };
    const a = fakeFetch(() => ({ status: 200, body: JSON.stringify(notpay) }));
    await expect(provider({ fetch: a.fetch }).queryOrder('CF202401010001')).resolves.toEqual({ paid: false, amount: 2000, tradeNo: '' });
    const b = fakeFetch(() => ({ status: 404, body: '{"code":"ORDER_NOT_EXIST","message":"订单不存在"}' }));
    await expect(provider({ fetch: b.fetch }).queryOrder('CF202401010001')).resolves.toBeNull();
    const c = fakeFetch(() => ({ status: 500, body: '{"code":"SYSTEM_ERROR","message":"系统错误"}' }));
    await expect(provider({ fetch: c.fetch }).queryOrder('CF202401010001')).rejects.toBeInstanceOf(PayProviderError);
  });

  test('an answer about another order is refused', async () => {
    const api = fakeFetch(() => ({ status: 200, body: JSON.stringify(transaction({ out_trade_no: 'CF_OTHER_ORDER' })) }));
    await expect(provider({ fetch: api.fetch }).queryOrder('CF202401010001')).rejects.toThrow(/malformed/);
  });
});

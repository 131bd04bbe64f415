/**
 * A local fake of the WeChat Pay v3 API over HTTP, for the certificate tests and the mini-program's
 * end-to-end payment (test/miniprogram). Keys and certificates are generated here (openssl for the
 * X.509 platform certificates). It checks every request's merchant signature, answers signed, serves
 * the platform certificates encrypted under the APIv3 key, creates JSAPI prepay orders, and on
 * `pay(prepayId)` sends the signed, encrypted TRANSACTION.SUCCESS notify to the order's notify_url.
 */
import { execFileSync } from 'node:child_process';
import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encryptResource } from '../../src/payments/wxpay/crypto';
import { parseAuthorization, signMessage } from '../../src/payments/wxpay/sign';

export interface PlatformCert { serial: string; certPem: string; key: KeyObject }

/**
 * A random serial as a certificate carries it: a first byte of 0x10-0x7F, so the hex has no leading zero
 * byte and needs no sign padding. (A random first byte of 00 gave a serial_no, 00FE..., that the
 * certificate itself, FE..., does not carry: about one run in 256 failed on that mismatch.)
 */
function randomSerial(): string {
  const b = randomBytes(16);
  b[0] = 0x10 + (b[0] % 0x70);
  return b.toString('hex').toUpperCase();
}

/** A self-signed platform certificate with the given serial (hex), valid from yesterday for `days`. */
export function makePlatformCert(serialHex: string = randomSerial(), days = 30): PlatformCert {
  const dir = mkdtempSync(join(tmpdir(), 'cf-wxcert-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'),
      '-days', String(days), '-subj', '/CN=Tenpay.com Root CA test/O=fake', '-set_serial', `0x${serialHex}`,
    ], { stdio: 'ignore' });
    const { createPrivateKey } = require('node:crypto') as typeof import('node:crypto');
    return { serial: serialHex.toUpperCase(), certPem: readFileSync(join(dir, 'c.pem'), 'utf8'), key: createPrivateKey(readFileSync(join(dir, 'k.pem'), 'utf8')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface Prepay {
  prepayId: string; appid: string; mchid: string; outTradeNo: string; total: number; openid: string; notifyUrl: string; description: string;
  state: 'NOTPAY' | 'SUCCESS';
}

export interface FakeWxpay {
  url: string;
  mchid: string;
  apiV3Key: string;
  merchant: { publicKey: KeyObject; privateKey: KeyObject; serial: string };
  certs: PlatformCert[];
  /** The certificate that signs answers and notifies. */
  signer: PlatformCert;
  prepays: Map<string, Prepay>;
  /** Every request: path, and whether its merchant signature checked out. */
  requests: Array<{ method: string; path: string; signed: boolean }>;
  certificateDownloads: number;
  /** Publishes a new certificate (rotation); `sign` makes it the signer at once. */
  rotate(sign?: boolean): PlatformCert;
  /** Sends the payment's notify to its notify_url, as WeChat does after the payer paid. */
  pay(prepayId: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

function signed(cert: PlatformCert, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  return {
    'content-type': 'application/json',
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': cert.serial,
    'wechatpay-signature': createSign('RSA-SHA256').update(signMessage(timestamp, nonce, body)).sign(cert.key, 'base64'),
  };
}

export async function startFakeWxpay(o: { mchid?: string; apiV3Key?: string } = {}): Promise<FakeWxpay> {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const first = makePlatformCert();
  const fake = {
    mchid: o.mchid ?? '1900000109',
    apiV3Key: o.apiV3Key ?? randomBytes(16).toString('hex'),
    merchant: { ...pair, serial: 'MERCHANT_SERIAL_E2E_0001' },
    certs: [first],
    signer: first,
    prepays: new Map<string, Prepay>(),
    requests: [] as FakeWxpay['requests'],
    certificateDownloads: 0,
  } as FakeWxpay;

  const checkAuth = (method: string, url: string, body: string, auth: string | undefined): boolean => {
    const f = auth ? parseAuthorization(auth) : null;
    if (!f || f.mchid !== fake.mchid || f.serial_no !== fake.merchant.serial) return false;
    if (Math.abs(Date.now() / 1000 - Number(f.timestamp)) > 300) return false;
    return createVerify('RSA-SHA256').update(signMessage(method, url, f.timestamp, f.nonce_str, body)).verify(fake.merchant.publicKey, f.signature, 'base64');
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = req.url ?? '/';
      const path = url.split('?')[0];
      const ok = checkAuth(req.method ?? 'GET', url, body, req.headers.authorization);
      fake.requests.push({ method: req.method ?? 'GET', path, signed: ok });
      const answer = (status: number, obj: unknown) => {
        const text = JSON.stringify(obj);
        res.writeHead(status, signed(fake.signer, text)).end(text);
      };
      if (!ok) return answer(401, { code: 'SIGN_ERROR', message: '签名错误' });
      if (req.method === 'GET' && path === '/v3/certificates') {
        fake.certificateDownloads += 1;
        return answer(200, {
          data: fake.certs.map((c) => ({
            serial_no: c.serial, effective_time: new Date(Date.now() - 86_400_000).toISOString(), expire_time: new Date(Date.now() + 29 * 86_400_000).toISOString(),
            encrypt_certificate: encryptResource(c.certPem, fake.apiV3Key, randomBytes(6).toString('hex'), 'certificate'),
          })),
        });
      }
      if (req.method === 'POST' && path === '/v3/pay/transactions/jsapi') {
        const b = JSON.parse(body) as { appid?: string; mchid?: string; out_trade_no?: string; notify_url?: string; description?: string; amount?: { total?: number }; payer?: { openid?: string } };
        if (b.mchid !== fake.mchid || !b.appid || !b.out_trade_no || !b.notify_url || !b.payer?.openid || !Number.isInteger(b.amount?.total)) {
          return answer(400, { code: 'PARAM_ERROR', message: '参数错误' });
        }
        const prepayId = `wx${Date.now()}${randomBytes(6).toString('hex')}`;
        fake.prepays.set(prepayId, {
          prepayId, appid: b.appid, mchid: b.mchid, outTradeNo: b.out_trade_no, total: b.amount!.total!, openid: b.payer.openid,
          notifyUrl: b.notify_url, description: b.description ?? '', state: 'NOTPAY',
        });
        return answer(200, { prepay_id: prepayId });
      }
      const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && q) {
        const p = [...fake.prepays.values()].find((x) => x.outTradeNo === decodeURIComponent(q[1]));
        if (!p) return answer(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' });
        return answer(200, { mchid: p.mchid, appid: p.appid, out_trade_no: p.outTradeNo, trade_state: p.state, transaction_id: p.state === 'SUCCESS' ? `4200${p.prepayId}` : undefined, amount: { total: p.total } });
      }
      return answer(404, { code: 'NOT_FOUND', message: 'no such fake endpoint' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  fake.rotate = (sign = false) => {
    const c = makePlatformCert();
    fake.certs.push(c);
    if (sign) fake.signer = c;
    return c;
  };
  fake.pay = async (prepayId) => {
    const p = fake.prepays.get(prepayId);
    if (!p) throw new Error(`fake wxpay: no prepay ${prepayId}`);
    p.state = 'SUCCESS';
    const tx = {
      mchid: p.mchid, appid: p.appid, out_trade_no: p.outTradeNo, transaction_id: `4200${p.prepayId}`, trade_type: 'JSAPI', trade_state: 'SUCCESS',
      trade_state_desc: '支付成功', bank_type: 'OTHERS', attach: '', success_time: new Date().toISOString(), payer: { openid: p.openid },
      amount: { total: p.total, payer_total: p.total, currency: 'CNY', payer_currency: 'CNY' },
    };
    const body = JSON.stringify({
      id: `EV-${randomBytes(8).toString('hex')}`, create_time: new Date().toISOString(), resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS', summary: '支付成功',
      resource: { original_type: 'transaction', ...encryptResource(JSON.stringify(tx), fake.apiV3Key, randomBytes(6).toString('hex'), 'transaction') },
    });
    return postRaw(p.notifyUrl, signed(fake.signer, body), body);
  };
  fake.close = () => new Promise<void>((r) => server.close(() => r()));
  return fake;
}

/** A POST over node:http (the mini-program tests run in jsdom, which has no fetch). */
export function postRaw(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A GET over node:http: status, content-type and the body's length. */
export function getRaw(url: string): Promise<{ status: number; type: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * A local fake of the WeChat Pay v3 API on 127.0.0.1 for the refund and transfer tests: it checks
 * every request's Authorization signature against the merchant's public key (generated in the test),
 * answers signed with the platform's private key, and keeps refunds and transfers by our keys the
 * way WeChat does (the same out_refund_no / out_batch_no is the same refund / transfer).
 */
import { createServer, type Server } from 'node:http';
import { constants, createSign, createVerify, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { encryptResource } from '../../src/payments/wxpay/crypto';
import { parseAuthorization, signMessage } from '../../src/payments/wxpay/sign';

export const MCHID = '1900000109';
export const APIV3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0000000000000009';

export interface FakeRefund { out_refund_no: string; out_trade_no: string; refund: number; total: number; status: string; refund_id: string; posts: number }
export interface FakeTransfer { out_batch_no: string; amount: number; openid: string; userName: string; status: string; posts: number }

export async function startWxPayFake(now: () => number) {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const refunds = new Map<string, FakeRefund>();
  const transfers = new Map<string, FakeTransfer>();
  const log: { method: string; path: string; signed: boolean }[] = [];
  /** Answer of the next POST refund: 'PROCESSING' (default), 'SUCCESS', or 'drop' (a 500 before anything is recorded). */
  const next = { refund: 'PROCESSING' as 'PROCESSING' | 'SUCCESS' | 'drop' };

  const signHeaders = (body: string): Record<string, string> => {
    const ts = String(Math.floor(now() / 1000));
    const nonce = `n${Math.random().toString(36).slice(2)}`;
    const sig = createSign('RSA-SHA256').update(signMessage(ts, nonce, body)).sign(platform.privateKey, 'base64');
    return { 'content-type': 'application/json', 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-signature': sig, 'wechatpay-serial': PLATFORM_SERIAL };
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const path = req.url ?? '';
      const auth = parseAuthorization(String(req.headers.authorization ?? ''));
      const signed = !!auth && auth.mchid === MCHID &&
        createVerify('RSA-SHA256').update(signMessage(req.method ?? '', path, auth.timestamp, auth.nonce_str, raw)).verify(merchant.publicKey, auth.signature, 'base64');
      log.push({ method: req.method ?? '', path, signed });
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, signHeaders(text)).end(text);
      };
      if (!signed) return send(401, { code: 'SIGN_ERROR', message: '签名错误' });
      const body = raw ? JSON.parse(raw) : {};
      if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') {
        if (next.refund === 'drop') { next.refund = 'PROCESSING'; return send(500, { code: 'SYSTEM_ERROR', message: '系统繁忙' }); }
        let r = refunds.get(body.out_refund_no);
        if (!r) {
          r = { out_refund_no: body.out_refund_no, out_trade_no: body.out_trade_no, refund: body.amount.refund, total: body.amount.total, status: next.refund, refund_id: `5030${refunds.size + 1}`, posts: 0 };
          refunds.set(r.out_refund_no, r);
        }
        r.posts += 1;
        return send(200, { refund_id: r.refund_id, out_refund_no: r.out_refund_no, out_trade_no: r.out_trade_no, status: r.status, amount: { refund: r.refund, total: r.total } });
      }
      let m = /^\/v3\/refund\/domestic\/refunds\/([^/?]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const r = refunds.get(decodeURIComponent(m[1]));
        return r ? send(200, { refund_id: r.refund_id, out_refund_no: r.out_refund_no, status: r.status, amount: { refund: r.refund, total: r.total } }) : send(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
      }
      if (req.method === 'POST' && path === '/v3/transfer/batches') {
        const d = body.transfer_detail_list[0];
        let t = transfers.get(body.out_batch_no);
        if (!t) {
          const userName = privateDecrypt({ key: platform.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(d.user_name, 'base64')).toString('utf8');
          t = { out_batch_no: body.out_batch_no, amount: body.total_amount, openid: d.openid, userName, status: 'PROCESSING', posts: 0 };
          transfers.set(t.out_batch_no, t);
        }
        t.posts += 1;
        return send(200, { out_batch_no: t.out_batch_no, batch_id: `1030${transfers.size}`, create_time: new Date(now()).toISOString() });
      }
      m = /^\/v3\/transfer\/batches\/out-batch-no\/([^/]+)\/details\/out-detail-no\/([^/?]+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const t = transfers.get(decodeURIComponent(m[1]));
        return t ? send(200, { out_detail_no: t.out_batch_no, detail_id: `1040${t.out_batch_no}`, detail_status: t.status, transfer_amount: t.amount }) : send(404, { code: 'NOT_FOUND', message: '记录不存在' });
      }
      return send(404, { code: 'NOT_FOUND', message: '接口不存在' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A refund callback as WeChat sends it: resource encrypted with the APIv3 key, body signed by the platform. */
  const refundNotify = (r: FakeRefund, status = 'SUCCESS', opts: { key?: KeyObject } = {}) => {
    const resource = encryptResource(JSON.stringify({
      mchid: MCHID, out_trade_no: r.out_trade_no, transaction_id: '4200000000', out_refund_no: r.out_refund_no, refund_id: r.refund_id, refund_status: status,
      amount: { total: r.total, refund: r.refund, payer_total: r.total, payer_refund: r.refund },
    }), APIV3_KEY, 'nonce0123456', 'refund');
    const body = JSON.stringify({ id: `EV-${r.out_refund_no}-${status}`, event_type: `REFUND.${status}`, resource_type: 'encrypt-resource', resource: { original_type: 'refund', ...resource } });
    const headers = signHeaders(body);
    if (opts.key) headers['wechatpay-signature'] = createSign('RSA-SHA256').update(signMessage(headers['wechatpay-timestamp'], headers['wechatpay-nonce'], body)).sign(opts.key, 'base64');
    return { body, headers };
  };

  return {
    baseUrl, merchant, platform, refunds, transfers, log, next, refundNotify,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

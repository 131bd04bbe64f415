/**
 * WeChat Pay v3 merchant transfer (商家转账到零钱, batch API) as a payout provider: one batch of one
 * detail per payout, out_batch_no = out_detail_no = our payout's idempotency key, so a resend of
 * the same payout is the same transfer. POST /v3/transfer/batches; the result is asked for with
 * GET /v3/transfer/batches/out-batch-no/{no}/details/out-detail-no/{no}. The payee's name is
 * encrypted with the platform public key (RSA-OAEP), as the API requires.
 * A HOSPITAL payee has no WeChat account to pay into: such a payout fails with a reason and its
 * money returns to the case (staff pay the hospital's account by bank and record it outside).
 */
import { constants, publicEncrypt } from 'crypto';
import type { PayoutProvider, TransferRequest, TransferResult } from '../../providers/payout';
import { PayProviderError } from '../types';
import { WxPayClient, type WxPayClientConfig } from './client';

const NO = /^[A-Za-z0-9]{5,32}$/;
const clip = (t: string, n: number) => Array.from(t).slice(0, n).join('');

interface Detail { out_detail_no?: string; detail_id?: string; detail_status?: string; fail_reason?: string }

/** RSA-OAEP (SHA-1, as WeChat Pay uses) of a sensitive field with the platform public key. */
export async function encryptSensitive(config: Pick<WxPayClientConfig, 'platformPublicKey' | 'platformKeys' | 'platformSerial'>, text: string): Promise<string> {
  const serial = config.platformKeys?.currentSerial() ?? config.platformSerial;
  const key = config.platformKeys && serial ? await config.platformKeys.keyFor(serial) : config.platformPublicKey;
  if (!key) throw new PayProviderError('no platform key to encrypt with');
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' }, Buffer.from(text, 'utf8')).toString('base64');
}

function mapDetail(d: Detail): TransferResult {
  if (d.detail_status === 'SUCCESS') return { status: 'SUCCESS', ref: d.detail_id ?? null };
  if (d.detail_status === 'FAIL') return { status: 'FAILED', ref: d.detail_id ?? null, reason: d.fail_reason || '转账失败' };
  return { status: 'PROCESSING', ref: d.detail_id ?? null };
}

export function createWxPayPayout(config: WxPayClientConfig & { appId: string }): PayoutProvider {
  const client = new WxPayClient(config);
  return {
    name: 'wxpay',
    async transfer(req: TransferRequest): Promise<TransferResult> {
      if (!NO.test(req.key)) throw new PayProviderError(`payout key not usable as out_batch_no: ${req.key}`);
      if (req.payeeType === 'HOSPITAL') return { status: 'FAILED', ref: null, reason: '医院对公账户不支持转账到零钱，请线下转账' };
      if (!req.payeeOpenid) return { status: 'FAILED', ref: null, reason: '收款人未绑定微信，无法转账' };
      const body = {
        appid: config.appId, out_batch_no: req.key, batch_name: '筹款提现', batch_remark: clip(req.remark, 32), total_amount: req.amount, total_num: 1,
        transfer_detail_list: [{
          out_detail_no: req.key, transfer_amount: req.amount, transfer_remark: clip(req.remark, 32), openid: req.payeeOpenid,
          ...(req.payeeName ? { user_name: await encryptSensitive(config, req.payeeName) } : {}),
        }],
      };
      const res = await client.request<{ out_batch_no?: string; batch_id?: string }>('POST', '/v3/transfer/batches', body);
      if (res.data?.out_batch_no !== req.key) throw new PayProviderError('malformed wxpay transfer answer', res.status);
      return { status: 'PROCESSING', ref: res.data.batch_id ?? null };
    },
    async queryTransfer(key: string): Promise<TransferResult | null> {
      if (!NO.test(key)) return null;
      const k = encodeURIComponent(key);
      try {
        const res = await client.request<Detail>('GET', `/v3/transfer/batches/out-batch-no/${k}/details/out-detail-no/${k}`);
        if (res.data?.out_detail_no !== key) throw new PayProviderError('malformed wxpay transfer query answer', res.status);
        return mapDetail(res.data);
      } catch (err) {
        if (err instanceof PayProviderError && err.status === 404) return null;
        throw err;
      }
    },
  };
}

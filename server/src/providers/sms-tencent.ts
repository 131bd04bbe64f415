/**
 * Tencent Cloud SMS (API 3.0, SendSms, version 2021-01-11) through its signed HTTP API: a JSON POST
 * signed with TC3-HMAC-SHA256 (node:crypto, no SDK). SMS_PROVIDER=tencent with TENCENT_SMS_SECRET_ID,
 * TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID, TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID;
 * TENCENT_SMS_ENDPOINT (default https://sms.tencentcloudapi.com) and TENCENT_SMS_REGION (default
 * ap-guangzhou) are optional. Vendor refusals become ApiErrors with a Chinese msg.
 */
import { createHash, createHmac } from 'node:crypto';
import { ApiError, badRequest, MSG, tooMany } from '../lib/errors';
import type { SmsProvider } from './sms';
import { maskText } from '../lib/mask';
import type { Settings } from '../settings';

export const TENCENT_SMS_ENDPOINT = 'https://sms.tencentcloudapi.com';
export const TENCENT_SMS_VERSION = '2021-01-11';
export const TENCENT_SMS_SERVICE = 'sms';
export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
export const TENCENT_SMS_REQUIRED = [
  'TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID',
] as const;
const TIMEOUT_MS = 5000;

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  endpoint?: string;
  region?: string;
  /** Unix ms; injectable for tests. */
  now?: () => number;
  fetch?: typeof fetch;
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s, 'utf8').digest();

export interface Tc3Input {
  secretId: string;
  secretKey: string;
  /** The Host header sent (sms.tencentcloudapi.com, or host:port of a local fake). */
  host: string;
  service: string;
  /** Exact JSON body. */
  body: string;
  /** Unix seconds. */
  timestamp: number;
  contentType?: string;
}

/**
 * The TC3-HMAC-SHA256 Authorization header: canonical request (POST, /, empty query, the
 * content-type and host headers, the body's sha256), string to sign over the credential scope
 * `date/service/tc3_request`, key derived by HMAC chain "TC3"+key -> date -> service -> tc3_request.
 */
export function tc3Authorization(i: Tc3Input): string {
  const contentType = i.contentType ?? 'application/json; charset=utf-8';
  const signedHeaders = 'content-type;host';
  const canonicalRequest = ['POST', '/', '', `content-type:${contentType.toLowerCase()}\nhost:${i.host.toLowerCase()}\n`, signedHeaders, sha256Hex(i.body)].join('\n');
  const date = new Date(i.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${i.service}/tc3_request`;
  const stringToSign = [TC3_ALGORITHM, String(i.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${i.secretKey}`, date), i.service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign, 'utf8').digest('hex');
  return `${TC3_ALGORITHM} Credential=${i.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Vendor answer codes (Response.Error.Code or SendStatusSet[].Code) -> the user's Chinese message. */
export function smsErrorFor(code: string): ApiError {
  if (/^LimitExceeded\.PhoneNumberDailyLimit/.test(code)) return tooMany('今日验证码发送次数已达上限，请明天再试');
  if (/^LimitExceeded\./.test(code) || code === 'RequestLimitExceeded') return tooMany('短信发送过于频繁，请稍后再试');
  if (/IncorrectPhoneNumber|InvalidParameterValue\.(Incorrect)?PhoneNumber/.test(code)) return badRequest(MSG.BAD_PHONE);
  if (/PhoneNumberInBlacklist/.test(code)) return badRequest('该手机号无法接收短信，请更换手机号');
  return new ApiError(502, 502, '短信发送失败，请稍后再试');
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { PhoneNumber?: string; Code?: string; Message?: string; SerialNo?: string }[];
    RequestId?: string;
  };
}

export class TencentSms implements SmsProvider {
  readonly name = 'tencent';
  private readonly url: URL;
  constructor(private readonly cfg: TencentSmsConfig) {
    this.url = new URL(cfg.endpoint || TENCENT_SMS_ENDPOINT);
  }

  async sendCode(mobile: string, code: string): Promise<void> {
    const body = JSON.stringify({
      PhoneNumberSet: [/^\+/.test(mobile) ? mobile : `+86${mobile}`],
      SmsSdkAppId: this.cfg.sdkAppId,
      SignName: this.cfg.signName,
      TemplateId: this.cfg.templateId,
      TemplateParamSet: [code],
    });
    const timestamp = Math.floor((this.cfg.now ?? Date.now)() / 1000);
    const contentType = 'application/json; charset=utf-8';
    const headers = {
      'Content-Type': contentType,
      Authorization: tc3Authorization({ secretId: this.cfg.secretId, secretKey: this.cfg.secretKey, host: this.url.host, service: TENCENT_SMS_SERVICE, body, timestamp, contentType }),
      'X-TC-Action': 'SendSms',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Version': TENCENT_SMS_VERSION,
      'X-TC-Region': this.cfg.region || 'ap-guangzhou',
    };
    let answer: SendSmsAnswer;
    try {
      const res = await (this.cfg.fetch ?? fetch)(this.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      answer = (await res.json()) as SendSmsAnswer;
    } catch (err) {
      console.warn(`[sms] tencent SendSms failed: ${maskText((err as Error).message)}`);
      throw new ApiError(502, 502, '短信发送失败，请稍后再试');
    }
    const r = answer?.Response;
    const failure = r?.Error?.Code ?? (r?.SendStatusSet?.[0]?.Code !== 'Ok' ? r?.SendStatusSet?.[0]?.Code ?? 'MalformedAnswer' : null);
    if (failure) {
      console.warn(`[sms] tencent SendSms refused: ${failure} ${maskText(r?.Error?.Message ?? r?.SendStatusSet?.[0]?.Message ?? '')} (${r?.RequestId ?? ''})`); // the message may name the phone
      throw smsErrorFor(failure);
    }
  }
}

/** Builds the provider from the environment; throws naming every missing setting. */
export function createTencentSms(s: Settings): TencentSms {
  const missing = TENCENT_SMS_REQUIRED.filter((k) => !s[k]);
  if (missing.length) throw new Error(`SMS_PROVIDER=tencent needs ${missing.join(', ')}`);
  return new TencentSms({
    secretId: s.TENCENT_SMS_SECRET_ID, secretKey: s.TENCENT_SMS_SECRET_KEY, sdkAppId: s.TENCENT_SMS_SDK_APP_ID,
    signName: s.TENCENT_SMS_SIGN_NAME, templateId: s.TENCENT_SMS_TEMPLATE_ID,
    endpoint: s.TENCENT_SMS_ENDPOINT, region: s.TENCENT_SMS_REGION,
  });
}

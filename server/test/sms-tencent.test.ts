/**
 * SMS_PROVIDER=tencent: Tencent Cloud SendSms (2021-01-11) signed with TC3-HMAC-SHA256, against a
 * local fake of the vendor API that checks the signature with the key made here and answers like the
 * vendor; vendor refusals become Chinese msgs; the send-code limits still apply (both databases).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../src/config';
import { createSmsProvider } from '../src/providers/sms';
import { TencentSms } from '../src/providers/sms-tencent';
import { DIALECTS, freshPhone, makeApp, type TestCtx } from './support/testApp';

const SECRET_ID = 'AKID' + randomBytes(8).toString('hex');
const SECRET_KEY = randomBytes(16).toString('hex');

interface Seen { headers: IncomingMessage['headers']; body: Record<string, unknown>; signatureOk: boolean }

/** The vendor's check, written from its documentation (independent of the provider's code). */
function verifyTc3(req: IncomingMessage, raw: string): boolean {
  const auth = String(req.headers.authorization ?? '');
  const m = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m || m[1] !== SECRET_ID || m[3] !== 'sms') return false;
  const [, , date, service, signedHeaders, signature] = m;
  const ts = Number(req.headers['x-tc-timestamp']);
  if (new Date(ts * 1000).toISOString().slice(0, 10) !== date || Math.abs(Date.now() / 1000 - ts) > 300) return false;
  const canonicalHeaders = signedHeaders.split(';').map((h) => `${h}:${String(req.headers[h] ?? '').trim().toLowerCase()}\n`).join('');
  const hex = (s: string) => createHash('sha256').update(s).digest('hex');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex(raw)}`;
  const toSign = `TC3-HMAC-SHA256\n${ts}\n${date}/${service}/tc3_request\n${hex(canonical)}`;
  const h = (k: Buffer | string, s: string) => createHmac('sha256', k).update(s).digest();
  const key = h(h(h('TC3' + SECRET_KEY, date), service), 'tc3_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature && signedHeaders.includes('host');
}

/** A local fake of sms.tencentcloudapi.com; `answer` chooses the vendor's reply per call. */
function fakeVendor(answer: (seen: Seen) => object) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const s: Seen = { headers: req.headers, body: JSON.parse(raw || '{}'), signatureOk: verifyTc3(req, raw) };
      seen.push(s);
      const reply = s.signatureOk
        ? answer(s)
        : { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' }, RequestId: 'r-bad' } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  return {
    seen,
    start: () => new Promise<string>((r) => server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const ok = (s: Seen) => ({
  Response: {
    SendStatusSet: [{ SerialNo: '5000:1045710669157053657849499619', PhoneNumber: (s.body.PhoneNumberSet as string[])[0], Fee: 1, SessionContext: '', Code: 'Ok', Message: 'send success', IsoCode: 'CN' }],
    RequestId: 'a0aabda6-cf91-4f3e-a81f-9198114a2279',
  },
});
const refused = (code: string, message: string) => (s: Seen) => ({
  Response: { SendStatusSet: [{ SerialNo: '', PhoneNumber: (s.body.PhoneNumberSet as string[])[0], Fee: 0, SessionContext: '', Code: code, Message: message, IsoCode: 'CN' }], RequestId: 'r-2' },
});

let mode: (s: Seen) => object = ok;
const vendor = fakeVendor((s) => mode(s));
let endpoint: string;
beforeAll(async () => {
  endpoint = await vendor.start();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the provider logs each refusal
});
afterAll(() => vendor.stop());
beforeEach(() => (mode = ok));

const provider = (key = SECRET_KEY) => new TencentSms({ secretId: SECRET_ID, secretKey: key, sdkAppId: '1400006666', signName: '爱心筹', templateId: '449739', endpoint });

describe('TencentSms against the fake vendor', () => {
  test('a signed SendSms with the code as the template parameter', async () => {
    await provider().sendCode('13800138000', '123456');
    const last = vendor.seen[vendor.seen.length - 1];
    expect(last.signatureOk).toBe(true);
    expect(last.headers).toMatchObject({ 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': 'ap-guangzhou' });
    expect(last.body).toEqual({ PhoneNumberSet: ['+8613800138000'], SmsSdkAppId: '1400006666', SignName: '爱心筹', TemplateId: '449739', TemplateParamSet: ['123456'] });
  });

  test('a wrong key is refused by the vendor and reported as a failed send', async () => {
    await expect(provider('not-the-key').sendCode('13800138000', '123456')).rejects.toMatchObject({ httpStatus: 502, message: '短信发送失败，请稍后再试' });
    expect(vendor.seen[vendor.seen.length - 1].signatureOk).toBe(false);
  });

  test.each([
    ['LimitExceeded.PhoneNumberThirtySecondLimit', 'too many in 30 s', 429, '短信发送过于频繁，请稍后再试'],
    ['LimitExceeded.PhoneNumberDailyLimit', 'daily limit', 429, '今日验证码发送次数已达上限，请明天再试'],
    ['InvalidParameterValue.IncorrectPhoneNumber', 'bad number', 400, '请输入正确的手机号码'],
    ['FailedOperation.InsufficientBalanceInSmsPackage', 'no balance', 502, '短信发送失败，请稍后再试'],
  ])('vendor code %s -> %s', async (code, message, status, msg) => {
    mode = refused(code, message);
    await expect(provider().sendCode('13800138000', '123456')).rejects.toMatchObject({ httpStatus: status, message: msg });
  });

  test('SMS_PROVIDER=tencent builds it from the settings and names the missing ones', () => {
    const env = { SMS_PROVIDER: 'tencent', TENCENT_SMS_SECRET_ID: 'a', TENCENT_SMS_SECRET_KEY: 'b', TENCENT_SMS_SDK_APP_ID: 'c', TENCENT_SMS_SIGN_NAME: 'd', TENCENT_SMS_TEMPLATE_ID: 'e' };
    expect(createSmsProvider(loadConfig(env).smsProvider, loadConfig(env).settings).name).toBe('tencent');
    expect(() => createSmsProvider('tencent', loadConfig({ ...env, TENCENT_SMS_SIGN_NAME: '' }).settings)).toThrow(/TENCENT_SMS_SIGN_NAME/);
  });
});

describe.each(DIALECTS)('the send-code route on Tencent SMS (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false, env: { SMS_PER_IP_MAX: '3', SMS_PER_IP_WINDOW_SECONDS: '600' } });
    ctx.deps.sms = provider();
  });
  afterAll(async () => ctx?.close());

  const send = (mobile: string, ip = '10.9.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile }, remoteAddress: ip });

  test('the code goes out through the vendor; the per-phone and per-IP limits stop before the vendor', async () => {
    const phone = freshPhone();
    const before = vendor.seen.length;
    const first = await send(phone);
    expect(first.json()).toMatchObject({ code: 0 });
    expect(vendor.seen.length).toBe(before + 1);
    expect((vendor.seen[before].body.TemplateParamSet as string[])[0]).toMatch(/^\d{6}$/);

    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/秒后再试/);
    expect(vendor.seen.length).toBe(before + 1);

    // per IP: 3 per window from one address, whatever the phone
    await send(freshPhone(), '10.9.0.2');
    await send(freshPhone(), '10.9.0.2');
    await send(freshPhone(), '10.9.0.2');
    const blocked = await send(freshPhone(), '10.9.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(vendor.seen.length).toBe(before + 4);
  });

  test("the vendor's rate limit reaches the user as a Chinese msg", async () => {
    mode = refused('LimitExceeded.PhoneNumberOneHourLimit', 'hour limit');
    const r = await send(freshPhone(), '10.9.0.3');
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 429, msg: '短信发送过于频繁，请稍后再试' });
  });
});

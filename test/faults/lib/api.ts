/**
 * Small HTTP helpers for the fault tests: raw status + parsed envelope, login through the real SMS
 * flow (code read from the server's stdout), and a seeded case that takes donations.
 */
import type { ServerProc } from './proc';

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** POSTs JSON (or a raw string) and returns the status with the parsed body (text when not JSON). */
export async function post<T = any>(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function get<T = any>(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const res = await fetch(baseUrl + path, { headers });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Logs a phone in; returns the Cookie header value (cf_session=...). */
export async function login(server: Pick<ServerProc, 'baseUrl' | 'output' | 'smsCode'>, phone: string): Promise<string> {
  const since = server.output().length;
  const sent = await post(server.baseUrl, '/api/useraccount/sendVerifyCode', { mobile: phone });
  if (sent.body?.code !== 0) throw new Error(`send code ${phone}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const code = await server.smsCode(phone, since);
  const res = await fetch(server.baseUrl + '/api/account/v3/login-with-mobile', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, verifyCode: code }),
  });
  const body = await res.json();
  if (body.code !== 0) throw new Error(`login ${phone}: ${JSON.stringify(body)}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('cf_session='));
  if (!cookie) throw new Error(`login ${phone}: no cf_session cookie`);
  return cookie;
}

export interface Funding {
  raisedAmount: number;
  donationCount: number;
  displayStatus: number;
  isSelf: boolean;
  baseInfo: { title: string };
}

export async function fundingInfo(baseUrl: string, infoUuid: string, cookie?: string): Promise<Funding> {
  const r = await post(baseUrl, '/api/cf/v4/get-funding-info', { infoUuid }, cookie ? { cookie } : {});
  if (r.body?.code !== 0) throw new Error(`funding info ${infoUuid}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data;
}

/** Seeded cases that take donations (status 0), newest first as the list gives them. */
export async function donatableCases(baseUrl: string, max = 3): Promise<string[]> {
  const r = await post(baseUrl, '/api/cf/v4/case/list', { listType: 'common', size: 20 });
  if (r.body?.code !== 0) throw new Error(`case list: ${r.status} ${JSON.stringify(r.body)}`);
  const ids = (r.body.data.list as { infoUuid: string; status: number }[]).filter((c) => c.status === 0).map((c) => c.infoUuid);
  if (!ids.length) throw new Error('no donatable seeded case');
  return ids.slice(0, max);
}

/** A fresh 32-hex idempotency key. */
export function newKey(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/** Order body a real client sends (H5 platform 8). */
export function orderBody(infoUuid: string, amount: number, idempotencyKey: string = newKey()): Record<string, unknown> {
  return { infoUuid, amount, anonymous: false, platform: 8, idempotencyKey };
}

/** True when msg contains at least one CJK character: every 4xx must explain itself in Chinese. */
export function isChinese(msg: unknown): boolean {
  return typeof msg === 'string' && /[\u4e00-\u9fff]/.test(msg);
}

/**
 * A refusal as the API must give it: a 4xx (never a 500, never a 2xx), a non-zero code and a Chinese message.
 * `statuses` narrows the 4xx to the ones the rule gives.
 */
export function expectRefused(r: { status: number; body?: { code?: unknown; msg?: unknown } | null }, statuses?: number[]): void {
  if (statuses) expect(statuses).toContain(r.status);
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expect(r.body?.code).not.toBe(0);
  expect(isChinese(r.body?.msg)).toBe(true);
}

/**
 * Mini-program transport over Taro.request. There are no browser cookies: the session cookie from
 * Set-Cookie is kept in wx storage and sent back as a Cookie header.
 */
import { COOKIE_JAR_KEY } from '../platform/session-file.weapp';
import Taro from '@tarojs/taro';
import { TransportError, type Transport } from './transport-types';
import { API_BASE } from '../platform/config';

export * from './transport-types';

/** The mini-program talks to the configured API origin. */
export const DEFAULT_BASE_URL = API_BASE;

const JAR_KEY = COOKIE_JAR_KEY; // read by the platform's downloads and uploads too (platform/session-file.weapp.ts)
/** Cookies the client keeps for the server (the session and the api token). */
export const KEPT_COOKIES = ['cf_session', 'cf_api'];

/** Folds Set-Cookie header value(s) into a jar (deleted cookies removed). */
export function mergeSetCookie(jar: Record<string, string>, header: string | string[] | undefined): Record<string, string> {
  const out = { ...jar };
  const list = Array.isArray(header) ? header : header ? header.split(/,(?=\s*[A-Za-z0-9_-]+=)/) : [];
  for (const raw of list) {
    const [pair, ...attrs] = raw.split(';');
    const i = pair.indexOf('=');
    if (i < 0) continue;
    const name = pair.slice(0, i).trim();
    const value = pair.slice(i + 1).trim();
    if (!KEPT_COOKIES.includes(name)) continue;
    const expired = attrs.some((a) => /^\s*max-age\s*=\s*(0|-\d+)\s*$/i.test(a)) ||
      attrs.some((a) => /^\s*expires\s*=/i.test(a) && Date.parse(a.split('=').slice(1).join('=')) < Date.now());
    if (expired || value === '') delete out[name];
    else out[name] = value;
  }
  return out;
}

/** The Cookie header for a jar ('' when empty). */
export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');
}

function readJar(): Record<string, string> {
  try {
    const v = Taro.getStorageSync(JAR_KEY);
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The Taro.request transport. */
export function createTransport(): Transport {
  return (req) =>
    new Promise((resolve, reject) => {
      const jar = readJar();
      const cookie = cookieHeader(jar);
      const task = Taro.request({
        url: req.url,
        method: req.method,
        header: cookie ? { ...req.headers, Cookie: cookie } : req.headers,
        data: req.method === 'POST' ? req.body : undefined,
        timeout: req.timeoutMs,
        dataType: 'json',
        success(res) {
          const h = res.header as Record<string, string | string[] | undefined>;
          const set = h?.['Set-Cookie'] ?? h?.['set-cookie'] ?? (res as { cookies?: string[] }).cookies;
          if (set && set.length) {
            try {
              Taro.setStorageSync(JAR_KEY, mergeSetCookie(jar, set));
            } catch {
              /* storage full: the next request logs in again */
            }
          }
          resolve({ status: res.statusCode, data: res.data ?? null });
        },
        fail(err) {
          const msg = (err as { errMsg?: string })?.errMsg ?? 'request:fail';
          reject(new TransportError(msg, /timeout/i.test(msg)));
        },
      });
      req.signal?.addEventListener('abort', () => (task as { abort?: () => void })?.abort?.());
    });
}

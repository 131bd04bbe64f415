/**
 * The mini-program's session cookie outside wx.request, and downloads with it: the jar the weapp
 * transport keeps (services/transport.weapp.ts) read as a Cookie header, for Taro.downloadFile and
 * Taro.uploadFile, which do not go through the transport. One piece for documents, file exports and uploads.
 */
import Taro from '@tarojs/taro';
import { API_BASE } from './config';

/** The storage key of the session cookie jar (name -> value) the weapp transport writes. */
export const COOKIE_JAR_KEY = '__cf_cookie_jar';

/** The jar as a Cookie header ({} when empty or storage fails). */
export function sessionCookieHeader(): Record<string, string> {
  try {
    const jar = Taro.getStorageSync(COOKIE_JAR_KEY) as Record<string, string> | '';
    const cookie = jar && typeof jar === 'object' ? Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') : '';
    return cookie ? { Cookie: cookie } : {};
  } catch {
    return {};
  }
}

/** Absolute URL of an API path (an absolute URL stays as it is). */
export const apiFileUrl = (path: string) => (/^https?:\/\//i.test(path) ? path : `${API_BASE}${path}`);

/** Downloads an API file with the session; the temp file path, or an Error with `texts.login` / `texts.failed`. */
export async function downloadWithSession(path: string, texts: { login: string; failed: string }): Promise<string> {
  const res = await Taro.downloadFile({ url: apiFileUrl(path), header: sessionCookieHeader() });
  if (res.statusCode === 401 || res.statusCode === 403) throw new Error(texts.login);
  if (res.statusCode !== 200) throw new Error(texts.failed);
  return res.tempFilePath;
}

/**
 * Mini-program documents: Taro.downloadFile from the API origin with the session cookie the weapp
 * transport keeps, then Taro.openDocument shows the PDF (see document-core.ts). The API origin must be
 * a downloadFile legal domain in the mini-program's console.
 */
export * from './document-core';
import Taro from '@tarojs/taro';
import { API_BASE } from './config';
import { DOCUMENT_TEXT, type DocumentAdapter } from './document-core';

/** The session cookie jar the weapp transport keeps (services/transport.weapp.ts JAR_KEY) as a Cookie header. */
function cookieHeader(): Record<string, string> {
  try {
    const jar = Taro.getStorageSync('__cf_cookie_jar') as Record<string, string> | '';
    const cookie = jar && typeof jar === 'object' ? Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') : '';
    return cookie ? { Cookie: cookie } : {};
  } catch {
    return {};
  }
}

const documentUrl = (path: string) => (/^https?:\/\//i.test(path) ? path : `${API_BASE}${path}`);

export const documents = {
  canOpen: () => typeof Taro.downloadFile === 'function',
  documentUrl,
  async open(path: string): Promise<void> {
    const res = await Taro.downloadFile({ url: documentUrl(path), header: cookieHeader() });
    if (res.statusCode === 401 || res.statusCode === 403) throw new Error(DOCUMENT_TEXT.login);
    if (res.statusCode !== 200) throw new Error(DOCUMENT_TEXT.failed);
    await Taro.openDocument({ filePath: res.tempFilePath, fileType: 'pdf', showMenu: true });
  },
} satisfies DocumentAdapter;

/** Mini-program file export: Taro.downloadFile with the session cookie, then shareFileMessage (see file-export-core.ts). */
export * from './file-export-core';
import Taro from '@tarojs/taro';
import { API_BASE } from './config';
import { FILE_EXPORT_TEXT, type FileExportAdapter } from './file-export-core';

/** The session cookie jar the weapp transport keeps (services/transport.weapp.ts) as a Cookie header. */
function cookieHeader(): Record<string, string> {
  try {
    const jar = Taro.getStorageSync('__cf_cookie_jar') as Record<string, string> | '';
    const cookie = jar && typeof jar === 'object' ? Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ') : '';
    return cookie ? { Cookie: cookie } : {};
  } catch {
    return {};
  }
}

const fileUrl = (path: string) => (/^https?:\/\//i.test(path) ? path : `${API_BASE}${path}`);

export const fileExport = {
  canSend: () => typeof Taro.downloadFile === 'function' && typeof Taro.shareFileMessage === 'function',
  fileUrl,
  async send(path: string, fileName: string): Promise<void> {
    const res = await Taro.downloadFile({ url: fileUrl(path), header: cookieHeader() });
    if (res.statusCode === 401 || res.statusCode === 403) throw new Error(FILE_EXPORT_TEXT.login);
    if (res.statusCode !== 200) throw new Error(FILE_EXPORT_TEXT.failed);
    await Taro.shareFileMessage({ filePath: res.tempFilePath, fileName });
  },
} satisfies FileExportAdapter;

/** Mini-program file export: Taro.downloadFile with the session cookie, then shareFileMessage (see file-export-core.ts). */
export * from './file-export-core';
import Taro from '@tarojs/taro';
import { apiFileUrl, downloadWithSession } from './session-file.weapp';
import { FILE_EXPORT_TEXT, type FileExportAdapter } from './file-export-core';

export const fileExport = {
  canSend: () => typeof Taro.downloadFile === 'function' && typeof Taro.shareFileMessage === 'function',
  fileUrl: apiFileUrl,
  async send(path: string, fileName: string): Promise<void> {
    const filePath = await downloadWithSession(path, FILE_EXPORT_TEXT);
    await Taro.shareFileMessage({ filePath, fileName });
  },
} satisfies FileExportAdapter;

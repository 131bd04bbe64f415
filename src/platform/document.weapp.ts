/**
 * Mini-program documents: Taro.downloadFile from the API origin with the session cookie the weapp
 * transport keeps, then Taro.openDocument shows the PDF (see document-core.ts). The API origin must be
 * a downloadFile legal domain in the mini-program's console.
 */
export * from './document-core';
import Taro from '@tarojs/taro';
import { apiFileUrl, downloadWithSession } from './session-file.weapp';
import { DOCUMENT_TEXT, type DocumentAdapter } from './document-core';


export const documents = {
  canOpen: () => typeof Taro.downloadFile === 'function',
  documentUrl: apiFileUrl,
  async open(path: string): Promise<void> {
    const filePath = await downloadWithSession(path, DOCUMENT_TEXT);
    await Taro.openDocument({ filePath, fileType: 'pdf', showMenu: true });
  },
  imageSrc: (path: string) => downloadWithSession(path, DOCUMENT_TEXT),
} satisfies DocumentAdapter;

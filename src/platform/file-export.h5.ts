/** H5 file export: a plain link to the absolute URL on this page's origin (see file-export-core.ts). */
export * from './file-export-core';
import { UnsupportedError } from './types';
import type { FileExportAdapter } from './file-export-core';

const origin = () => (globalThis as { location?: { origin?: string } }).location?.origin ?? '';

export const fileExport = {
  canSend: () => false,
  fileUrl: (path: string) => (/^https?:\/\//i.test(path) ? path : `${origin()}${path}`),
  send(_path: string, _fileName: string): Promise<void> {
    return Promise.reject(new UnsupportedError('fileExport.send', 'h5'));
  },
} satisfies FileExportAdapter;

/** H5 documents: a plain link to the absolute URL on this page's origin (see document-core.ts). */
export * from './document-core';
import { UnsupportedError } from './types';
import type { DocumentAdapter } from './document-core';

function origin(): string {
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
}

const documentUrl = (path: string): string => (/^https?:\/\//i.test(path) ? path : `${origin()}${path}`);

export const documents = {
  canOpen: () => false,
  documentUrl,
  open(_path: string): Promise<void> {
    return Promise.reject(new UnsupportedError('documents.open', 'h5'));
  },
  imageSrc: async (path: string) => documentUrl(path),
} satisfies DocumentAdapter;

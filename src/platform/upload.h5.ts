/**
 * H5 uploads: files come from the page's <input type=file> (fromInput); upload() posts FormData with
 * fetch, cookies included (so an upload host on another origin still sees the session).
 */
export * from './upload-core';
import { RAW_PATHS } from '../contract/raw';
import { UnsupportedError } from './types';
import {
  MSG_NETWORK, MSG_NOT_IMAGE, MSG_TOO_BIG, UPLOAD_MAX_BYTES, UploadError, pickedId, readUploadEnvelope,
  type PickedFile, type UploadAdapter, type UploadedFile, type UploadKind, type UploadOptions,
} from './upload-core';

interface H5UploadDeps {
  fetch?: typeof fetch;
  origin?: string;
  createObjectURL?: (f: File) => string;
  revokeObjectURL?: (url: string) => void;
}

export function createH5Upload(d: H5UploadDeps = {}) {
  // The upload host: '' (the default) is the page's own server (its UPLOAD_ORIGIN setting decides where the
  // returned image URLs point); the app passes H5_UPLOAD_BASE, the separate upload host of the build setting
  // TARO_APP_H5_UPLOAD_ORIGIN, as the mini-program passes its UPLOAD_BASE.
  const origin = d.origin ?? '';
  const doFetch = d.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  const toUrl = d.createObjectURL ?? ((f: File) => (typeof URL !== 'undefined' && URL.createObjectURL ? URL.createObjectURL(f) : ''));
  const revoke = d.revokeObjectURL ?? ((u: string) => (typeof URL !== 'undefined' && URL.revokeObjectURL ? URL.revokeObjectURL(u) : undefined));

  const adapter = {
    picker: 'input' as const,
    isAvailable: () => typeof FormData !== 'undefined',
    async pick(): Promise<PickedFile[]> {
      throw new UnsupportedError('upload.pick', 'h5');
    },
    fromInput(files: ArrayLike<File>): PickedFile[] {
      return Array.from(files).map((file) => ({ id: pickedId(), name: file.name, size: file.size, previewUrl: toUrl(file), handle: file }));
    },
    async upload(file: PickedFile, kind: UploadKind, opts: UploadOptions = {}): Promise<UploadedFile> {
      const blob = file.handle as File;
      // The server judges the bytes; this only spares sending what it will refuse anyway.
      if (file.size > UPLOAD_MAX_BYTES) throw new UploadError(413, MSG_TOO_BIG);
      if (blob.type && !blob.type.startsWith('image/')) throw new UploadError(400, MSG_NOT_IMAGE);
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', blob, file.name || 'image');
      opts.onProgress?.(0);
      let res: Response;
      try {
        res = await doFetch(`${origin}${RAW_PATHS.upload}`, { method: 'POST', body: form, credentials: 'include' });
      } catch {
        throw new UploadError(0, MSG_NETWORK);
      }
      let body: unknown = null;
      try {
        body = await res.json();
      } catch {
        /* not JSON: readUploadEnvelope reports it */
      }
      const out = readUploadEnvelope(res.status, body, origin);
      opts.onProgress?.(100);
      return out;
    },
    release(file: PickedFile) {
      if (file.previewUrl.startsWith('blob:')) revoke(file.previewUrl);
    },
    showable: async (url: string) => url,
  } satisfies UploadAdapter;
  return adapter;
}

/**
 * Mini-program uploads: Taro.chooseMedia (album or camera, compressed) picks, Taro.uploadFile sends to
 * the upload host (UPLOAD_BASE: the TARO_APP_UPLOAD_ORIGIN build setting, else the API origin) with the session cookie we keep for requests.
 */
export * from './upload-core';
import Taro from '@tarojs/taro';
import { UPLOAD_BASE } from './config';
import { RAW_PATHS } from '../contract/raw';
import { UnsupportedError } from './types';
import { sessionCookieHeader } from './session-file.weapp';
import {
  MSG_NETWORK, MSG_TOO_BIG, MSG_UPLOAD_FAILED, UPLOAD_MAX_BYTES, UploadError, pickedId, readUploadEnvelope, resolveAgainst,
  type PickedFile, type UploadAdapter, type UploadedFile, type UploadKind, type UploadOptions,
} from './upload-core';


export function createWeappUpload(origin: string = UPLOAD_BASE) {
  // Private pictures downloaded this session (URL -> temp file), so a re-render does not fetch again.
  const shown = new Map<string, string>();
  const adapter = {
    picker: 'api' as const,
    isAvailable: () => typeof Taro.uploadFile === 'function',
    async pick({ count }: { count: number }): Promise<PickedFile[]> {
      try {
        const res = await Taro.chooseMedia({ count: Math.max(1, Math.min(9, count)), mediaType: ['image'], sourceType: ['album', 'camera'], sizeType: ['compressed'] });
        return res.tempFiles.map((f) => ({ id: pickedId(), name: f.tempFilePath.split('/').pop() ?? 'image', size: f.size, previewUrl: f.tempFilePath, handle: f.tempFilePath }));
      } catch (err) {
        if (/cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))) return [];
        throw err;
      }
    },
    fromInput(): PickedFile[] {
      throw new UnsupportedError('upload.fromInput', 'weapp');
    },
    upload(file: PickedFile, kind: UploadKind, opts: UploadOptions = {}): Promise<UploadedFile> {
      if (file.size > UPLOAD_MAX_BYTES) return Promise.reject(new UploadError(413, MSG_TOO_BIG));
      return new Promise<UploadedFile>((resolve, reject) => {
        opts.onProgress?.(0);
        const task = Taro.uploadFile({
          url: `${origin}${RAW_PATHS.upload}`,
          filePath: file.handle as string,
          name: 'file',
          formData: { kind },
          header: sessionCookieHeader(),
          success: (res) => {
            let body: unknown = null;
            try {
              body = JSON.parse(res.data);
            } catch {
              /* reported by readUploadEnvelope */
            }
            try {
              resolve(readUploadEnvelope(res.statusCode, body, origin));
            } catch (e) {
              reject(e);
            }
          },
          fail: () => reject(new UploadError(0, MSG_NETWORK)),
        });
        task?.onProgressUpdate?.((p) => opts.onProgress?.(p.progress));
      });
    },
    release() {
      /* temp files are the system's */
    },
    async showable(url: string, isPrivate: boolean): Promise<string> {
      if (!isPrivate || !url) return url;
      const cached = shown.get(url);
      if (cached) return cached;
      const res = await Taro.downloadFile({ url: resolveAgainst(origin, url), header: sessionCookieHeader() });
      if (res.statusCode !== 200) throw new UploadError(res.statusCode, MSG_UPLOAD_FAILED);
      shown.set(url, res.tempFilePath);
      return res.tempFilePath;
    },
  } satisfies UploadAdapter;
  return adapter;
}

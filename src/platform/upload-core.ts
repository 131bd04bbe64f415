/**
 * Image uploads (they go to a separate upload host): the interface every platform
 * variant `satisfies` (upload.h5.ts, upload.weapp.ts, the recording fake in fake.ts), and its types.
 *
 * H5 picks files through a real <input type=file> (the UploadField component renders it, so browsers and
 * Playwright's setInputFiles drive it) and hands them to `fromInput`; the mini-program opens the system
 * picker with `pick`. Both send with `upload` to POST <upload origin>/api/upload (multipart: file, kind).
 */

/** Public kinds are shown on the case page; private ones (ID card, bank card, medical papers, certificates) only to the uploader and staff. */
export type UploadKind = 'cover' | 'photo' | 'progress' | 'receipt' | 'idcard' | 'bankcard' | 'medical' | 'certificate';
export const PRIVATE_UPLOAD_KINDS: readonly UploadKind[] = ['idcard', 'bankcard', 'medical', 'certificate'];

/** The server's answer: `largeUrl` is `url` + '!cf_mtr_1080' for public files. URLs are absolute (resolveUrl applied). */
export interface UploadedFile {
  fileId: string;
  url: string;
  thumbUrl: string;
  largeUrl: string;
  private: boolean;
  width?: number;
  height?: number;
}

/** A file the user chose, not sent yet. */
export interface PickedFile {
  /** Unique within the page session. */
  id: string;
  name: string;
  /** Bytes (0 when the platform does not tell). */
  size: number;
  /** A URL an <Image> can show before the upload finishes (blob: URL on H5, temp path in the mini-program). */
  previewUrl: string;
  /** The platform's handle: a File on H5, a temp file path in the mini-program. */
  handle: unknown;
}

export interface UploadOptions {
  /** 0..100; H5 fetch reports only 0 and 100. */
  onProgress?: (percent: number) => void;
}

/** A failed upload: `msg` is Chinese and can be shown as is; `code` is the server's (20102 login expired, 413 too big) or 0 for network. */
export class UploadError extends Error {
  constructor(public readonly code: number, public readonly msg: string) {
    super(msg);
    this.name = 'UploadError';
  }
}

export interface UploadAdapter {
  isAvailable(): boolean;
  /** How the UI picks: 'input' = render <input type=file> and call fromInput; 'api' = call pick. */
  readonly picker: 'input' | 'api';
  /** Mini-program: the album/camera picker (at most `count` images; [] when cancelled). H5: throws UnsupportedError. */
  pick(opts: { count: number }): Promise<PickedFile[]>;
  /** H5: the files of an <input type=file> change. Mini-program: throws UnsupportedError. */
  fromInput(files: ArrayLike<File>): PickedFile[];
  /** Sends one picked file; rejects with UploadError. */
  upload(file: PickedFile, kind: UploadKind, opts?: UploadOptions): Promise<UploadedFile>;
  /** Frees what a picked file holds (H5 blob URLs). */
  release(file: PickedFile): void;
  /**
   * A src an <Image> can show for a stored picture. H5: the URL itself (the browser sends the session
   * cookie). Mini-program: a private URL is downloaded with the session (an <Image> cannot send it) and
   * its temp path returned; public URLs as they are.
   */
  showable(url: string, isPrivate: boolean): Promise<string>;
}

/** The biggest file the server takes (UPLOAD_MAX_BYTES default); checked before sending to spare the bytes. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const MSG_TOO_BIG = '图片不能超过10MB';
export const MSG_UPLOAD_FAILED = '上传失败，请重试';
export const MSG_NETWORK = '网络不给力，请稍后重试';
export const MSG_NOT_IMAGE = '请选择图片文件';

/** Makes a server URL absolute against an origin ('' keeps relative URLs relative). */
export function resolveAgainst(origin: string, url: string): string {
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || !origin) return url;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Reads the {code,msg,data} envelope of POST /api/upload; throws UploadError unless code is 0. */
export function readUploadEnvelope(status: number, body: unknown, origin: string): UploadedFile {
  const env = body as { code?: unknown; msg?: unknown; data?: Partial<UploadedFile> } | null;
  if (!env || typeof env.code !== 'number') {
    throw new UploadError(status === 413 ? 413 : status || 0, status === 413 ? MSG_TOO_BIG : MSG_UPLOAD_FAILED);
  }
  if (env.code !== 0 || !env.data?.fileId) throw new UploadError(env.code || status, typeof env.msg === 'string' && env.msg ? env.msg : MSG_UPLOAD_FAILED);
  const d = env.data;
  return {
    fileId: String(d.fileId),
    url: resolveAgainst(origin, String(d.url ?? '')),
    thumbUrl: resolveAgainst(origin, String(d.thumbUrl ?? '')),
    largeUrl: resolveAgainst(origin, String(d.largeUrl ?? '')),
    private: !!d.private,
    width: d.width,
    height: d.height,
  };
}

let seq = 0;
/** A page-unique id for a picked file. */
export const pickedId = () => `pk${Date.now().toString(36)}${(seq++).toString(36)}`;

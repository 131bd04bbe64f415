/**
 * Uploaded images: what the bytes are (magic numbers, then a full decode by sharp, never the file name
 * or the declared content type), re-encoded so no metadata survives (EXIF GPS, camera serials; the
 * EXIF orientation is applied to the pixels first), three sizes stored through the storage provider:
 * the original (at most 4096 px a side), '<key>!cf_mtr_1080' (1080 wide) and '<key>!thumb' (360 a side).
 */
import sharp from 'sharp';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, notFound, tooMany } from '../lib/errors';
import { newId } from '../lib/util';
import { hitCounter } from '../repositories/codes';
import { findUpload, insertUpload, type UploadRow } from '../repositories/uploads';
import { mayReadUpload } from '../policies/upload';
import type { UserRow } from '../repositories/users';

export const PUBLIC_KINDS = ['cover', 'photo', 'progress', 'receipt'] as const;
export const PRIVATE_KINDS = ['idcard', 'bankcard', 'medical', 'certificate'] as const;
export type UploadKind = (typeof PUBLIC_KINDS)[number] | (typeof PRIVATE_KINDS)[number];
export const isUploadKind = (k: string): k is UploadKind => (PUBLIC_KINDS as readonly string[]).includes(k) || (PRIVATE_KINDS as readonly string[]).includes(k);
export const isPrivateKind = (k: string) => (PRIVATE_KINDS as readonly string[]).includes(k);

export const LARGE_SUFFIX = '!cf_mtr_1080';
export const THUMB_SUFFIX = '!thumb';
export const MSG_NOT_IMAGE = '仅支持 JPG、PNG、WebP、GIF 格式的图片';
export const tooBigMsg = (maxBytes: number) => `图片不能超过${Math.round((maxBytes / 1024 / 1024) * 10) / 10}MB`;

type Format = 'jpeg' | 'png' | 'webp' | 'gif';
/** The format the first bytes announce, or null. */
export function sniffImage(b: Buffer): Format | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** A decompression bomb (a tiny file of huge dimensions) is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
const OUT: Record<Format, { ext: string; type: string }> = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
  gif: { ext: 'png', type: 'image/png' }, // the first frame: GIF animation is not kept
};

export interface ProcessedImage {
  ext: string;
  contentType: string;
  width: number;
  height: number;
  original: Buffer;
  large: Buffer;
  thumb: Buffer;
}

/** Checks and re-encodes an image; throws a 400 ApiError when the bytes are not a supported image. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImage(input);
  if (!format) throw badRequest(MSG_NOT_IMAGE);
  const open = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false }).rotate();
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format !== format) throw badRequest(MSG_NOT_IMAGE);
    const out = OUT[format];
    const encode = (s: sharp.Sharp) => {
      if (out.ext === 'jpg') return s.jpeg({ quality: 85, mozjpeg: true });
      if (out.ext === 'webp') return s.webp({ quality: 85 });
      return s.png({ compressionLevel: 9 });
    };
    const { data: original, info } = await encode(open().resize(4096, 4096, { fit: 'inside', withoutEnlargement: true })).toBuffer({ resolveWithObject: true });
    const large = await encode(open().resize({ width: 1080, withoutEnlargement: true })).toBuffer();
    const thumb = await encode(open().resize(360, 360, { fit: 'inside', withoutEnlargement: true })).toBuffer();
    return { ext: out.ext, contentType: out.type, width: info.width, height: info.height, original, large, thumb };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw badRequest(MSG_NOT_IMAGE); // sharp could not decode it: a truncated or disguised file
  }
}

export interface UploadRes {
  fileId: string;
  url: string;
  thumbUrl: string;
  largeUrl: string;
  private: boolean;
  width: number;
  height: number;
}

/** The URLs of an upload row (public: /files/<key> or the object store; private: the guarded API path). */
export function uploadUrls(deps: AppDeps, row: Pick<UploadRow, 'file_id' | 'private' | 'storage_key'>): Omit<UploadRes, 'width' | 'height'> {
  const origin = deps.config.storage.origin;
  if (row.private) {
    const url = `${origin}/api/upload/private/${row.file_id}`;
    return { fileId: row.file_id, url, thumbUrl: `${url}?variant=thumb`, largeUrl: `${url}?variant=large`, private: true };
  }
  const url = deps.storage.directUrl(row.storage_key) ?? `${origin}/files/${row.storage_key}`;
  return { fileId: row.file_id, url, thumbUrl: url + THUMB_SUFFIX, largeUrl: url + LARGE_SUFFIX, private: false };
}

/** Stores an uploaded image of the user and records it. */
export async function saveUpload(deps: AppDeps, user: UserRow, kind: UploadKind, input: Buffer): Promise<UploadRes> {
  const now = deps.clock();
  // Counted before the decode: a flood of junk costs the sender its quota too.
  if ((await hitCounter(deps.db, `upload:${user.user_id}`, 3_600_000, now)) > deps.config.storage.perHour) throw tooMany('上传过于频繁，请稍后再试');
  const img = await processImage(input);
  const priv = isPrivateKind(kind);
  const fileId = newId('f');
  const month = new Date(now).toISOString().slice(0, 7).replace('-', '');
  const key = `${priv ? 'priv' : 'pub'}/${month}/${fileId}.${img.ext}`;
  const row: UploadRow = {
    file_id: fileId, owner_user_id: user.user_id, kind, private: priv ? 1 : 0, storage_key: key, content_type: img.contentType,
    width: img.width, height: img.height, bytes: img.original.length, large_bytes: img.large.length, thumb_bytes: img.thumb.length,
    upload_bytes: input.length, created_at: now,
  };
  const keys: Array<[string, Buffer]> = [[key + THUMB_SUFFIX, img.thumb], [key + LARGE_SUFFIX, img.large], [key, img.original]];
  try {
    for (const [k, body] of keys) await deps.storage.put(k, body, img.contentType);
    await insertUpload(deps.db, row);
  } catch (err) {
    // No row without its files and no files without a row: a half-stored upload is removed again.
    await Promise.all(keys.map(([k]) => deps.storage.delete(k).catch(() => undefined)));
    throw err;
  }
  return { ...uploadUrls(deps, row), width: img.width, height: img.height };
}

/** A private upload's row, for its uploader and staff only (anyone else: 404, as if it did not exist). */
export async function readableUpload(deps: AppDeps, user: UserRow, fileId: string): Promise<UploadRow> {
  const row = await findUpload(deps.db, fileId);
  if (!row || !(await mayReadUpload(deps, user, row))) throw notFound();
  return row;
}

/**
 * File storage behind one interface: the disk under DATA_DIR/uploads (default) or an S3-compatible
 * object store (STORAGE_PROVIDER=s3, signed with AWS Signature V4, see storage-s3.ts).
 *
 * Keys are our own ('pub/<yyyymm>/<id>.jpg', 'priv/<yyyymm>/<id>.png', with the variants
 * '<key>!cf_mtr_1080' and '<key>!thumb'): never a user-supplied name. Public keys are served by
 * GET /files/<key> (or straight from the object store's public base URL when one is set); private
 * keys only through GET /api/upload/private/:fileId.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { S3Storage, type S3Settings } from './storage-s3';
import { parseSettings, type Env, type Settings } from '../settings';

export interface StoredObject { body: Buffer; contentType: string }

export interface StorageProvider {
  readonly name: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when the key does not exist. */
  get(key: string): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where a browser fetches a PUBLIC key: the object store's public base URL + key when one is set,
   * else null (the caller serves it through our /files/ proxy).
   */
  directUrl(key: string): string | null;
}

export interface StorageConfig {
  provider: 'disk' | 's3';
  /** disk: the root directory (default DATA_DIR/uploads). */
  diskDir: string;
  s3: S3Settings;
  /** Biggest accepted upload in bytes (UPLOAD_MAX_BYTES, default 10 MB). */
  maxBytes: number;
  /** Uploads one user may make per hour (UPLOAD_PER_USER_HOUR, default 300): a cap on storage abuse. */
  perHour: number;
  /** Origin put in front of /files/... and /api/upload/private/... URLs ('' = relative to this server). */
  origin: string;
}

/** A key we generated: path segments of [A-Za-z0-9_.-], an optional !variant suffix, no '..'. */
export const KEY_RE = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}\/){1,4}[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}(?:![a-z0-9_]{1,20})?$/;
export const isValidKey = (key: string) => KEY_RE.test(key) && !key.split('/').includes('..');

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Content type of one of our keys, from its extension (variants keep the original's format). */
export function contentTypeOfKey(key: string): string {
  const ext = key.split('!')[0].split('.').pop() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** Files under one directory; the key is the relative path. */
export class DiskStorage implements StorageProvider {
  readonly name = 'disk' as const;
  private readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    if (!isValidKey(key)) throw new Error(`bad storage key: ${key}`);
    const p = resolve(join(this.root, key));
    if (!p.startsWith(this.root + sep)) throw new Error(`bad storage key: ${key}`);
    return p;
  }

  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    // Write then rename would be atomic; keys are fresh random ids, so a reader never races a writer.
    await writeFile(p, body);
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { body: await readFile(this.path(key)), contentType: contentTypeOfKey(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  directUrl(): string | null {
    return null;
  }
}

/** Storage settings from the parsed settings (config.ts). */
export function storageConfigOf(s: Settings, dataDir: string): StorageConfig {
  return {
    provider: s.STORAGE_PROVIDER,
    diskDir: s.UPLOAD_DIR ? resolve(s.UPLOAD_DIR) : join(dataDir, 'uploads'),
    s3: {
      endpoint: s.S3_ENDPOINT.replace(/\/+$/, ''),
      bucket: s.S3_BUCKET,
      accessKeyId: s.S3_ACCESS_KEY_ID,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY,
      region: s.S3_REGION,
      publicBaseUrl: s.S3_PUBLIC_BASE_URL.replace(/\/+$/, ''),
    },
    maxBytes: s.UPLOAD_MAX_BYTES,
    perHour: s.UPLOAD_PER_USER_HOUR,
    origin: s.UPLOAD_ORIGIN.replace(/\/+$/, ''),
  };
}

/** Storage settings of an environment (checked against the settings schema). */
export const loadStorageConfig = (env: Env, dataDir: string): StorageConfig => storageConfigOf(parseSettings(env), dataDir);

/** The configured provider; s3 without its settings refuses to start rather than lose uploads. */
export function createStorage(cfg: StorageConfig): StorageProvider {
  if (cfg.provider === 's3') {
    const { endpoint, bucket, accessKeyId, secretAccessKey } = cfg.s3;
    if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
      throw new Error('STORAGE_PROVIDER=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    return new S3Storage(cfg.s3);
  }
  return new DiskStorage(cfg.diskDir);
}

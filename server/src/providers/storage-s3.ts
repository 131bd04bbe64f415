/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, Tencent COS / Aliyun OSS in S3 mode) through the
 * AWS SDK's S3 client. Path-style URLs (`<endpoint>/<bucket>/<key>`), so any endpoint works without
 * bucket DNS names; checksums only where the API requires them, which every S3-compatible store accepts.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageProvider, StoredObject } from './storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Public base URL objects are readable at ('' = proxied through /files/). */
  publicBaseUrl: string;
}

const statusOf = (e: unknown): number | undefined => (e as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

export class S3Storage implements StorageProvider {
  readonly name = 's3' as const;
  private readonly client: S3Client;
  constructor(private readonly s: S3Settings) {
    this.client = new S3Client({
      endpoint: s.endpoint,
      region: s.region,
      forcePathStyle: true,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  /** Runs one command; a failure names the operation, the key and the HTTP status. */
  private async run<T>(op: string, key: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      const status = statusOf(e);
      throw new Error(`s3 ${op} ${key}: ${status ? `HTTP ${status}` : (e as Error).message}`);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.run('put', key, () => this.client.send(new PutObjectCommand({ Bucket: this.s.bucket, Key: key, Body: body, ContentType: contentType })));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: key }));
      const body = Buffer.from(await res.Body!.transformToByteArray());
      return { body, contentType: res.ContentType ?? 'application/octet-stream' };
    } catch (e) {
      if (statusOf(e) === 404 || (e instanceof S3ServiceException && e.name === 'NoSuchKey')) return null;
      throw new Error(`s3 get ${key}: ${statusOf(e) ? `HTTP ${statusOf(e)}` : (e as Error).message}`);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.s.bucket, Key: key }));
    } catch (e) {
      if (statusOf(e) === 404) return;
      throw new Error(`s3 delete ${key}: ${statusOf(e) ? `HTTP ${statusOf(e)}` : (e as Error).message}`);
    }
  }

  directUrl(key: string): string | null {
    return this.s.publicBaseUrl ? `${this.s.publicBaseUrl}/${key}` : null;
  }
}

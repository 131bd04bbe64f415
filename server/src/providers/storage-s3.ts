/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, Tencent COS / Aliyun OSS in S3 mode) over plain
 * HTTP with AWS Signature Version 4 (node:crypto, no SDK). Path-style URLs:
 * `<endpoint>/<bucket>/<key>`, so any endpoint works without bucket DNS names.
 */
import { createHash, createHmac } from 'node:crypto';
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

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: every byte but A-Z a-z 0-9 - _ . ~ is %XX. */
export function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export interface SignInput {
  method: string;
  /** The already-encoded path, e.g. /bucket/pub/x.jpg%21thumb */
  path: string;
  host: string;
  headers: Record<string, string>;
  payloadHash: string;
  /** YYYYMMDDTHHMMSSZ */
  amzDate: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header value of a request (headers named in lower case, host added). */
export function signV4(i: SignInput): string {
  const date = i.amzDate.slice(0, 8);
  const headers: Record<string, string> = { host: i.host };
  for (const [k, v] of Object.entries(i.headers)) headers[k.toLowerCase()] = v.trim();
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [i.method, i.path, '', canonicalHeaders, signedHeaders, i.payloadHash].join('\n');
  const scope = `${date}/${i.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', i.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const kSigning = hmac(hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, date), i.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${i.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

const amzDateOf = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export class S3Storage implements StorageProvider {
  readonly name = 's3' as const;
  constructor(
    private readonly s: S3Settings,
    private readonly now: () => number = Date.now,
  ) {}

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = new URL(this.s.endpoint);
    const basePath = url.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${uriEncode(this.s.bucket)}/${key.split('/').map(uriEncode).join('/')}`;
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDateOf(this.now()) };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({
      method, path, host: url.host, headers, payloadHash, amzDate: headers['x-amz-date'],
      region: this.s.region, accessKeyId: this.s.accessKeyId, secretAccessKey: this.s.secretAccessKey,
    });
    return fetch(`${url.protocol}//${url.host}${path}`, {
      method,
      headers: { ...headers, authorization },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, contentType);
    if (!res.ok) throw new Error(`s3 put ${key}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`s3 get ${key}: HTTP ${res.status}`);
    return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`s3 delete ${key}: HTTP ${res.status}`);
  }

  directUrl(key: string): string | null {
    return this.s.publicBaseUrl ? `${this.s.publicBaseUrl}/${key}` : null;
  }
}

/**
 * A local fake of an S3-compatible object store (path-style, PUT/GET/DELETE) on 127.0.0.1 that checks
 * every request's AWS Signature V4 against the keys the test generated. Written from the AWS
 * SigV4 description on its own, not from the code under test, so a signing bug cannot cancel out.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Every request: method, key and whether its signature was valid. */
  log: Array<{ method: string; key: string; signed: boolean }>;
  close(): Promise<void>;
}

const hex = (d: string | Buffer) => createHash('sha256').update(d).digest('hex');
const mac = (k: string | Buffer, d: string) => createHmac('sha256', k).update(d).digest();

function verify(req: IncomingMessage, body: Buffer, keys: { id: string; secret: string; region: string }): boolean {
  const auth = String(req.headers.authorization ?? '');
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return false;
  const [, id, date, region, signedHeaders, signature] = m;
  if (id !== keys.id || region !== keys.region) return false;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== hex(body)) return false; // the body is the one that was signed
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return false;
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
  const [path, query = ''] = (req.url ?? '/').split('?');
  const canonical = `${req.method}\n${path}\n${query}\n${canonicalHeaders}\n${signedHeaders}\n${payloadHash}`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${date}/${region}/s3/aws4_request\n${hex(canonical)}`;
  const k = mac(mac(mac(mac(`AWS4${keys.secret}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', k).update(toSign).digest('hex') === signature;
}

export async function startFakeS3(keys: { id: string; secret: string; region: string }, bucket = 'cf-test'): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const log: FakeS3['log'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0];
      const prefix = `/${bucket}/`;
      const key = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : '';
      const signed = verify(req, body, keys);
      log.push({ method: req.method ?? '', key, signed });
      if (!signed) return res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      if (!key) return res.writeHead(404).end();
      if (req.method === 'PUT') {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return res.writeHead(200, { etag: `"${hex(body).slice(0, 32)}"` }).end();
      }
      if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o) return res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        return res.writeHead(200, { 'content-type': o.contentType, 'content-length': o.body.length }).end(o.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the client's keep-alive sockets would hold the process open
      }),
  };
}

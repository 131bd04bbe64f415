/**
 * Storage providers: the disk store, and the S3-compatible store against a local fake S3 server that
 * verifies each request's SigV4 signature with keys generated here; then uploads through the API with
 * the S3 store on SQLite and PostgreSQL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createStorage, DiskStorage, loadStorageConfig } from '../src/providers/storage';
import { S3Storage, type S3Settings } from '../src/providers/storage-s3';
import { startFakeS3, type FakeS3 } from './support/fake-s3';
import { multipartBody } from './support/multipart';
import { DIALECTS, login, makeApp } from './support/testApp';

const keys = { id: `AKID${randomBytes(6).toString('hex').toUpperCase()}`, secret: randomBytes(30).toString('base64'), region: 'cn-north-1' };

// Scratch databases (PostgreSQL) and image work on a shared 2-core machine: a generous cap, not a timing assertion.
jest.setTimeout(60_000);

describe('DiskStorage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cf-disk-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const disk = new DiskStorage(dir);

  it('puts, gets and deletes by key, variants included', async () => {
    await disk.put('pub/202611/a.png', Buffer.from('one'), 'image/png');
    await disk.put('pub/202611/a.png!cf_mtr_1080', Buffer.from('two'), 'image/png');
    expect((await disk.get('pub/202611/a.png'))?.body.toString()).toBe('one');
    expect((await disk.get('pub/202611/a.png!cf_mtr_1080'))).toEqual({ body: Buffer.from('two'), contentType: 'image/png' });
    await disk.delete('pub/202611/a.png');
    expect(await disk.get('pub/202611/a.png')).toBeNull();
    await disk.delete('pub/202611/never.png');
    expect(disk.directUrl()).toBeNull();
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../x.png', 'pub/../../x.png', '/etc/passwd', 'pub/a/../../b.png', 'x.png', 'pub//x.png']) {
      await expect(disk.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/bad storage key/);
    }
  });
});

describe('S3Storage against a signature-checking fake', () => {
  let s3: FakeS3;
  let settings: S3Settings;
  beforeAll(async () => {
    s3 = await startFakeS3(keys);
    settings = { endpoint: s3.endpoint, bucket: s3.bucket, accessKeyId: keys.id, secretAccessKey: keys.secret, region: keys.region, publicBaseUrl: '' };
  });
  afterAll(async () => s3?.close());

  it('round-trips an object with signed PUT, GET and DELETE', async () => {
    const store = new S3Storage(settings);
    const body = randomBytes(2048);
    await store.put('pub/202611/b.jpg!thumb', body, 'image/jpeg');
    expect(s3.objects.get('pub/202611/b.jpg!thumb')?.contentType).toBe('image/jpeg');
    const got = await store.get('pub/202611/b.jpg!thumb');
    expect(got?.body.equals(body)).toBe(true);
    expect(got?.contentType).toBe('image/jpeg');
    await store.delete('pub/202611/b.jpg!thumb');
    expect(await store.get('pub/202611/b.jpg!thumb')).toBeNull();
    expect(s3.log.every((l) => l.signed)).toBe(true);
    expect(s3.log.map((l) => l.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
  });

  it('is refused with the wrong secret (the fake really checks)', async () => {
    const bad = new S3Storage({ ...settings, secretAccessKey: `${keys.secret}x` });
    await expect(bad.put('pub/202611/c.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/HTTP 403/);
    expect(s3.objects.has('pub/202611/c.png')).toBe(false);
    expect(s3.log[s3.log.length - 1].signed).toBe(false);
  });

  it('gives a direct URL only with a public base URL', () => {
    expect(new S3Storage(settings).directUrl('pub/1/a.png')).toBeNull();
    expect(new S3Storage({ ...settings, publicBaseUrl: 'https://img.example.com' }).directUrl('pub/1/a.png')).toBe('https://img.example.com/pub/1/a.png');
  });

  it('is chosen by the settings, and refuses to start half-configured', () => {
    const env = { STORAGE_PROVIDER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's', UPLOAD_MAX_BYTES: '2048' };
    const cfg = loadStorageConfig(env, '/tmp/d');
    expect(cfg.maxBytes).toBe(2048);
    expect(createStorage(cfg).name).toBe('s3');
    expect(() => createStorage(loadStorageConfig({ STORAGE_PROVIDER: 's3' }, '/tmp/d'))).toThrow(/S3_ENDPOINT/);
    const disk = loadStorageConfig({}, '/tmp/d');
    expect(disk).toMatchObject({ provider: 'disk', diskDir: '/tmp/d/uploads', maxBytes: 10 * 1024 * 1024, perHour: 300, origin: '' });
    expect(createStorage(disk).name).toBe('disk');
  });

  describe.each(DIALECTS)('uploads through the API into S3 (%s)', (dialect) => {
    it('stores the three sizes in the bucket and proxies /files/ from it', async () => {
      const ctx = await makeApp(dialect, { seed: false });
      try {
        ctx.deps.storage = new S3Storage(settings);
        const cookie = await login(ctx);
        const data = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#09c' } }).webp().toBuffer();
        const { payload, headers } = multipartBody({ kind: 'cover' }, [{ name: 'file', filename: 'c.webp', contentType: 'image/webp', data }]);
        const res = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
        expect(res.statusCode).toBe(200);
        const d = res.json().data;
        const key = d.url.replace('/files/', '');
        for (const k of [key, `${key}!cf_mtr_1080`, `${key}!thumb`]) expect(s3.objects.get(k)?.contentType).toBe('image/webp');
        const large = await ctx.app.inject({ method: 'GET', url: d.largeUrl });
        expect(large.statusCode).toBe(200);
        expect((await sharp(large.rawPayload).metadata()).width).toBe(1080);
      } finally {
        await ctx.close();
      }
    });
  });
});

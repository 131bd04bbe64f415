/**
 * POST /api/upload, GET /files/<key>, GET /api/upload/private/:fileId on SQLite and PostgreSQL:
 * images are judged by their bytes, re-encoded without EXIF (GPS), stored in three sizes, and
 * private images reach only their uploader and staff.
 */
import sharp from 'sharp';
import { addStaff } from '../src/repositories/revisions';
import { DIALECTS, freshPhone, login, makeApp, type TestCtx } from './support/testApp';
import { multipartBody, png } from './support/multipart';


/** A JPEG carrying EXIF with GPS coordinates, a camera make and orientation 6 (rotate 90° to view). */
const gpsJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#f00' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2740/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 2900/100' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

// Scratch databases (PostgreSQL) and image work on a shared 2-core machine: a generous cap, not a timing assertion.
jest.setTimeout(60_000);

describe.each(DIALECTS)('uploads (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: string;
  let other: string;
  let staff: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false });
    owner = await login(ctx);
    other = await login(ctx);
    const staffPhone = freshPhone();
    staff = await login(ctx, staffPhone);
    const u = await ctx.db.selectFrom('users').select('user_id').where('mobile', '=', staffPhone).executeTakeFirstOrThrow();
    await addStaff(ctx.db, u.user_id, ctx.now());
  });
  afterAll(async () => ctx?.close());

  const upload = async (data: Buffer, opts: { kind?: string; filename?: string; contentType?: string; cookie?: string | null } = {}) => {
    const { payload, headers } = multipartBody(opts.kind === undefined ? { kind: 'photo' } : { kind: opts.kind }, [
      { name: 'file', filename: opts.filename ?? 'a.png', contentType: opts.contentType ?? 'image/png', data },
    ]);
    const cookie = opts.cookie === undefined ? owner : opts.cookie;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
    return { status: res.statusCode, body: res.json() };
  };
  const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('stores a real PNG in three sizes and serves them with long cache and nosniff', async () => {
    const res = await upload(await png(1500, 600));
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ private: false, width: 1500, height: 600 });
    expect(d.url).toMatch(/^\/files\/pub\/\d{6}\/f[a-z0-9]+\.png$/);
    expect(d.largeUrl).toBe(`${d.url}!cf_mtr_1080`);
    expect(d.thumbUrl).toBe(`${d.url}!thumb`);
    const sizes: Record<string, number> = {};
    for (const url of [d.url, d.largeUrl, d.thumbUrl]) {
      const r = await get(url);
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/png');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(String(r.headers['cache-control'])).toContain('max-age=31536000');
      const meta = await sharp(r.rawPayload).metadata();
      expect(meta.format).toBe('png');
      sizes[url] = meta.width!;
    }
    expect(sizes[d.url]).toBe(1500);
    expect(sizes[d.largeUrl]).toBe(1080);
    expect(sizes[d.thumbUrl]).toBe(360);
    const row = await ctx.db.selectFrom('uploads').selectAll().where('file_id', '=', d.fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'photo', private: 0, width: 1500, height: 600 });
    expect(Number(row.large_bytes)).toBeGreaterThan(0);
    expect(Number(row.thumb_bytes)).toBeLessThan(Number(row.bytes));
  });

  it('needs a login', async () => {
    const res = await upload(await png(), { cookie: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(20102);
  });

  it('refuses bytes that are not an image, whatever the name and content type claim', async () => {
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [data, filename, contentType] of [
      [text, 'x.png', 'image/png'],
      [text, 'x.svg', 'image/svg+xml'],
      [Buffer.from('GIF89a but nothing else'), 'x.gif', 'image/gif'],
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]), 'x.png', 'image/png'],
    ] as const) {
      const res = await upload(data, { filename, contentType });
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('图片');
    }
    expect(await ctx.db.selectFrom('uploads').select('file_id').where('content_type', 'not like', 'image/%').execute()).toEqual([]);
  });

  it('takes a PNG sent as x.jpg / image/jpeg as the PNG it is', async () => {
    const res = await upload(await png(), { filename: 'x.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\.png$/);
  });

  it('refuses an unknown kind and a missing file', async () => {
    expect((await upload(await png(), { kind: 'avatar' })).status).toBe(400);
    const { payload, headers } = multipartBody({ kind: 'photo' }, []);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie: owner } });
    expect(res.statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload: { kind: 'photo' }, headers: { cookie: owner } });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file over the cap with a Chinese message', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(ctx.deps.config.storage.maxBytes + 10)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('图片不能超过10MB');
  });

  it('strips EXIF (GPS) by re-encoding, with the orientation applied to the pixels', async () => {
    const input = await gpsJpeg();
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from('SecretCam'))).toBe(true);
    const res = await upload(input, { filename: 'p.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(/\.jpg$/);
    for (const url of [res.body.data.url, res.body.data.largeUrl, res.body.data.thumbUrl]) {
      const stored = (await get(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);
      expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
      if (url === res.body.data.url) expect([meta.width, meta.height]).toEqual([20, 40]); // rotated upright
    }
  });

  it('private files: uploader and staff yes, another user and a visitor no, never under /files/', async () => {
    const res = await upload(await png(), { kind: 'idcard' });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.private).toBe(true);
    expect(d.url).toBe(`/api/upload/private/${d.fileId}`);
    expect(d.thumbUrl).toBe(`${d.url}?variant=thumb`);
    for (const url of [d.url, d.thumbUrl, d.largeUrl]) {
      const mine = await get(url, owner);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['content-type']).toBe('image/png');
      expect(mine.headers['x-content-type-options']).toBe('nosniff');
      expect(String(mine.headers['cache-control'])).toContain('no-store');
      expect((await get(url, staff)).statusCode).toBe(200);
      expect((await get(url, other)).statusCode).toBe(404);
      expect((await get(url)).statusCode).toBe(401);
    }
    const row = await ctx.db.selectFrom('uploads').selectAll().where('file_id', '=', d.fileId).executeTakeFirstOrThrow();
    expect(row.private).toBe(1);
    expect(row.storage_key.startsWith('priv/')).toBe(true);
    expect((await get(`/files/${row.storage_key}`)).statusCode).toBe(404);
    expect((await get(`/files/${row.storage_key}!thumb`)).statusCode).toBe(404);
  });

  it('caps uploads per user and hour (429)', async () => {
    const cookie = await login(ctx);
    const saved = ctx.deps.config.storage.perHour;
    ctx.deps.config.storage.perHour = 1;
    try {
      expect((await upload(await png(), { cookie })).status).toBe(200);
      const res = await upload(await png(), { cookie });
      expect(res.status).toBe(429);
      expect(res.body.msg).toBe('上传过于频繁，请稍后再试');
      expect((await upload(await png(), { cookie: await login(ctx) })).status).toBe(200); // another user is not affected
    } finally {
      ctx.deps.config.storage.perHour = saved;
    }
  });

  it('leaves nothing behind when storing fails half way', async () => {
    const real = ctx.deps.storage;
    const written: string[] = [];
    const deleted: string[] = [];
    ctx.deps.storage = {
      name: real.name,
      get: (k) => real.get(k),
      directUrl: (k) => real.directUrl(k),
      delete: async (k) => void deleted.push(k),
      put: async (k, body, type) => {
        if (!k.includes('!')) throw new Error('disk full');
        written.push(k);
        return real.put(k, body, type);
      },
    };
    try {
      const before = await ctx.db.selectFrom('uploads').select('file_id').execute();
      const res = await upload(await png());
      expect(res.status).toBe(500);
      expect(written).toHaveLength(2);
      expect([...deleted].sort()).toEqual([...written, written[0].split('!')[0]].sort());
      expect(await ctx.db.selectFrom('uploads').select('file_id').execute()).toHaveLength(before.length);
    } finally {
      ctx.deps.storage = real;
    }
  });

  it('does not serve paths outside the store', async () => {
    for (const url of ['/files/pub/../priv/x.png', '/files/..%2F..%2Fapp.db', '/files/pub/202601/nothing.png', '/files/x']) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

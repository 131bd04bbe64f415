/**
 * Images on the asset origin: every image URL in an API answer is absolute (PUBLIC_ASSET_ORIGIN, else
 * the request's origin) and points at a JPEG WeChat can show; the demo covers are served as JPEG.
 */
import { absoluteImage } from '../src/plugins/assets';
import { DIALECTS, donatableCase, makeApp, post, type TestCtx } from './support/testApp';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const IMAGE = /^https?:\/\/[^/]+\/.+\.(jpg|jpeg|png|webp)(!cf_mtr_\d+)?$/;

describe.each(DIALECTS)('%s', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { config: { publicAssetOrigin: 'https://img.example.com' } });
  });
  afterAll(async () => ctx?.close());

  test('list covers, case attachments and progress images are absolute JPEGs on PUBLIC_ASSET_ORIGIN', async () => {
    const list = await post(ctx.app, '/api/cf/v4/case/list', { listType: 'common', size: 20 });
    expect(list.body.code).toBe(0);
    expect(list.body.data.list.length).toBeGreaterThan(0);
    for (const c of list.body.data.list) expect(c.coverUrl).toMatch(/^https:\/\/img\.example\.com\/api\/demo\/covers\/\d+\.jpg$/);

    const infoUuid = list.body.data.list[0].infoUuid;
    const info = await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid });
    expect(info.body.data.baseInfo.attachments.length).toBeGreaterThan(0);
    for (const u of [...info.body.data.baseInfo.attachments, ...info.body.data.baseInfo.largeAttachments]) {
      expect(u).toMatch(IMAGE);
      expect(u.startsWith('https://img.example.com/')).toBe(true);
    }
    const progress = await ctx.app.inject({ method: 'GET', url: `/api/cf/v4/progress/get?infoUuid=${infoUuid}&offset=0&limit=10&type=1` });
    const items = progress.json().data.list as { imageUrls: string; largeImageUrls: string }[];
    const urls = items.flatMap((p) => [p.imageUrls, p.largeImageUrls]).filter(Boolean).flatMap((s) => s.split(','));
    expect(urls.length).toBeGreaterThan(0);
    for (const u of urls) expect(u).toMatch(/^https:\/\/img\.example\.com\/api\/demo\/covers\/\d+\.jpg/);
  });

  test('a seeded cover URL answers with JPEG bytes (large suffix too); unknown files 404', async () => {
    for (const path of ['/api/demo/covers/3.jpg', '/api/demo/covers/3.jpg!cf_mtr_1080', '/api/demo/covers/share.jpg']) {
      const r = await ctx.app.inject({ method: 'GET', url: path });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toBe('image/jpeg');
      expect(r.rawPayload.subarray(0, 3).equals(JPEG_MAGIC)).toBe(true);
      expect(r.rawPayload.length).toBeGreaterThan(1000);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/demo/covers/3.svg' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/demo/covers/..%2Fx.jpg' })).statusCode).toBe(404);
  });
});

test('without PUBLIC_ASSET_ORIGIN the request origin is used', async () => {
  const ctx = await makeApp('sqlite');
  try {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/case/list', payload: { listType: 'common' }, headers: { host: 'cf.local:3000' } });
    const list = r.json().data.list as Array<{ coverUrl: string }>;
    expect(list.length).toBeGreaterThan(0); // the loop below checks something
    for (const c of list) expect(c.coverUrl).toMatch(/^http:\/\/cf\.local:3000\/api\/demo\/covers\/\d+\.jpg$/);
  } finally {
    await ctx.close();
  }
});

test('absoluteImage: paths get the origin, old SVG demo covers become the JPEG, absolute URLs stay', () => {
  const o = 'https://img.example.com';
  expect(absoluteImage('/uploads/a.png', o)).toBe('https://img.example.com/uploads/a.png');
  expect(absoluteImage('/api/demo/cover/7.svg', o)).toBe('https://img.example.com/api/demo/covers/7.jpg');
  expect(absoluteImage('/api/demo/cover/7.svg!cf_mtr_1080', o)).toBe('https://img.example.com/api/demo/covers/7.jpg!cf_mtr_1080');
  expect(absoluteImage('https://cdn.example.com/x.jpg', o)).toBe('https://cdn.example.com/x.jpg');
  expect(absoluteImage('//evil.example.com/x.jpg', o)).toBe('//evil.example.com/x.jpg');
  expect(absoluteImage('', o)).toBe('');
});

test('our own absolute image URLs sent back (a draft saved again) are stored as paths', async () => {
  const ctx = await makeApp('sqlite');
  try {
    const { login } = await import('./support/testApp');
    const owner = await login(ctx);
    const me = (await post(ctx.app, '/api/account/v3/login-check', {}, owner)).body.data.user.userId;
    const own = { info_uuid: await donatableCase(ctx) };
    await ctx.db.updateTable('cases').set({ owner_user_id: me }).where('info_uuid', '=', own.info_uuid).execute();
    const r = await ctx.app.inject({
      method: 'POST', url: '/api/cf/v4/progress/add', headers: { host: 'cf.local:3000', cookie: owner, 'content-type': 'application/json' },
      payload: { infoUuid: own.info_uuid, content: '复查顺利', imageUrls: 'http://cf.local:3000/api/demo/covers/2.jpg,https://cdn.example.com/x.jpg' },
    });
    expect(r.json().code).toBe(0);
    expect(r.json().data.imageUrls).toBe('http://cf.local:3000/api/demo/covers/2.jpg,https://cdn.example.com/x.jpg');
    const row = await ctx.db.selectFrom('progress').select('image_urls').where('id', '=', r.json().data.id).executeTakeFirstOrThrow();
    expect(row.image_urls).toBe('/api/demo/covers/2.jpg,https://cdn.example.com/x.jpg');
  } finally {
    await ctx.close();
  }
});

/** The site icon: browsers ask for /favicon.ico on every page; the server answers a real icon, not a 404. */
import { makeApp, type TestCtx } from './support/testApp';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await makeApp('sqlite', { seed: false });
});
afterAll(async () => ctx?.close());

test('GET /favicon.ico answers a small ICO image, cached', async () => {
  const r = await ctx.app.inject({ method: 'GET', url: '/favicon.ico' });
  expect(r.statusCode).toBe(200);
  expect(r.headers['content-type']).toBe('image/x-icon');
  expect(r.headers['cache-control']).toContain('max-age=');
  const b = r.rawPayload;
  // ICONDIR: reserved 0, type 1 (icon), one image of 32 x 32
  expect([b.readUInt16LE(0), b.readUInt16LE(2), b.readUInt16LE(4), b[6], b[7]]).toEqual([0, 1, 1, 32, 32]);
  expect(b.length).toBeLessThan(4096);
});

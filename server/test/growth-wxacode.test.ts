/**
 * Mini-program codes (providers/wxacode.ts) against a local fake of WeChat's API: one access token
 * reused and refreshed once when revoked, WeChat's refusals as errors, the dev stand-in's QR code; and
 * the poster of the mini-program (target mp) carrying the code WeChat made, asked for once per case
 * on both databases.
 */
import { caseOfScene, sceneOfCase } from '../../src/contract/growth';
import { DevWxacode, WechatWxacode, WxacodeError } from '../src/providers/wxacode';
import { newCase, user } from './support/funds';
import { decodeQr } from './support/qr-decode';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { FAKE_APPID, FAKE_SECRET, fakeCodeText, startWxacodeFake, type WxacodeFake } from './support/wechat-wxacode-fake';

jest.setTimeout(60_000);

const PAGE = 'sdc/cfPagesMain/detail/index';
let fake: WxacodeFake;
beforeAll(async () => {
  fake = await startWxacodeFake([PAGE]);
});
afterAll(async () => fake.close());

test('codes come with one access token, refreshed once when WeChat revoked it', async () => {
  const p = new WechatWxacode({ appId: FAKE_APPID, secret: FAKE_SECRET, baseUrl: fake.url, timeoutMs: 30_000 });
  const before = fake.tokenCalls;
  expect(await decodeQr(await p.unlimited({ scene: 'abc', page: PAGE }))).toBe(fakeCodeText(PAGE, 'abc'));
  expect(await decodeQr(await p.unlimited({ scene: 'def', page: PAGE }))).toBe(fakeCodeText(PAGE, 'def'));
  expect(fake.tokenCalls - before).toBe(1);
  fake.revoke();
  expect(await decodeQr(await p.unlimited({ scene: 'ghi', page: PAGE }))).toBe(fakeCodeText(PAGE, 'ghi'));
  expect(fake.tokenCalls - before).toBe(2);
});

test("WeChat's refusals are errors with its errcode; a bad scene is refused before asking", async () => {
  const p = new WechatWxacode({ appId: FAKE_APPID, secret: FAKE_SECRET, baseUrl: fake.url, timeoutMs: 30_000 });
  await expect(p.unlimited({ scene: 'abc', page: 'pages/unknown/index' })).rejects.toMatchObject({ errcode: 41030 });
  const calls = fake.codeCalls.length;
  await expect(p.unlimited({ scene: 'x'.repeat(33), page: PAGE })).rejects.toThrow(WxacodeError);
  expect(fake.codeCalls.length).toBe(calls);
  const wrong = new WechatWxacode({ appId: FAKE_APPID, secret: 'wrong', baseUrl: fake.url, timeoutMs: 30_000 });
  await expect(wrong.unlimited({ scene: 'abc', page: PAGE })).rejects.toMatchObject({ errcode: 40125 });
});

test('the dev stand-in draws a QR code of the page and scene', async () => {
  expect(await decodeQr(await new DevWxacode().unlimited({ scene: 'i1', page: PAGE }))).toBe(`${PAGE}?scene=i1`);
});

test('a case id fits a scene and comes back from it', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  expect(sceneOfCase(id)).toHaveLength(32);
  expect(caseOfScene(sceneOfCase(id))).toBe(id);
  expect(caseOfScene('short-id')).toBe('short-id');
});

describe.each(DIALECTS)('mini-program poster (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { WX_MP_APPID: FAKE_APPID, WX_MP_SECRET: FAKE_SECRET, WX_API_BASE: fake.url } });
  });
  afterAll(async () => ctx?.close());

  test('the poster carries the mini-program code of the case, asked of WeChat once', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { cover_url: '/api/demo/covers/2.jpg' });
    const info = (await post(ctx.app, '/api/cf/growth/poster/info', { infoUuid, target: 'mp' }, owner.cookie)).body.data;
    expect(info).toMatchObject({ mpPage: PAGE, mpScene: sceneOfCase(infoUuid) });
    const calls = fake.codeCalls.length;
    const path = info.posterUrl.replace(/^https?:\/\/[^/]+/, '');
    for (let i = 0; i < 2; i++) {
      const png = await ctx.app.inject({ method: 'GET', url: path });
      expect(png.statusCode).toBe(200);
      expect(await decodeQr(png.rawPayload)).toBe(fakeCodeText(PAGE, sceneOfCase(infoUuid)));
    }
    expect(fake.codeCalls.length - calls).toBe(1);
  });
});

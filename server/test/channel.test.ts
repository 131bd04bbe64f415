/**
 * Channels: the page log, the share records and the orders keep a channel only as one of the codes of the
 * table (src/contract/rules/channel.ts); anything else from a URL is stored as '' (unknown).
 */
import { CHANNELS, channelCode, channelLabel } from '../../src/contract/rules/channel';
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';

test('the table: SPEC codes only, as text; labels for staff', () => {
  expect(Object.keys(CHANNELS).map(Number).sort((a, b) => a - b)).toEqual([4, 5, 9, 10, 18, 30, 31]);
  expect(['5', ' 31 ', 4, '018'].map(channelCode)).toEqual(['5', '31', '4', '18']);
  expect(['', 'weibo', '6', '5<script>', '1e1', null, undefined].map(channelCode)).toEqual(['', '', '', '', '', '', '']);
  expect(channelLabel('9')).toBe('海报二维码');
  expect(channelLabel('')).toBe('未知渠道');
});

describe.each(DIALECTS)('channels stored (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  test('page log and order: a table code is kept, free text is not', async () => {
    const infoUuid = await donatableCase(ctx);
    for (const channel of ['5', 'evil-<b>']) {
      expect((await post(ctx.app, '/api/cf/v4/stat/pageLog', { infoUuid, fromPath: '/cf/common/list', toPath: `/cf/contribute/${infoUuid}`, platform: 8, channel })).status).toBe(200);
    }
    // this test's two visits (the seed's own visits of the case have no from_path)
    const logs = await ctx.db.selectFrom('page_logs').select('channel').where('info_uuid', '=', infoUuid).where('from_path', '=', '/cf/common/list').execute();
    expect(logs.map((l) => l.channel).sort()).toEqual(['', '5']);

    const cookie = await login(ctx, '13700001234');
    const keys = ['ch-a', 'ch-b'];
    const made = [];
    for (const [k, channel] of [[keys[0], '31'], [keys[1], 'https://evil.example']]) {
      const r = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 1000, anonymous: false, platform: 8, idempotencyKey: k, channel }, cookie);
      expect(r.body.code).toBe(0);
      made.push(r.body.data.orderId as string);
    }
    const rows = await ctx.db.selectFrom('orders').select(['order_id', 'channel']).where('order_id', 'in', made).execute();
    expect(Object.fromEntries(rows.map((r) => [r.order_id, r.channel]))).toEqual({ [made[0]]: '31', [made[1]]: '' });
  });
});

/**
 * Notifications on SQLite and PostgreSQL: a donation records the owner's notification in the
 * payment's transaction and sends it after commit through the WeChat subscribe-message provider
 * (a local fake of cgi-bin/token and cgi-bin/message/subscribe/send); big donations; my list and
 * read; the landing resolver against hostile input.
 */
import { parseSettings } from '../src/settings';
import { newCase, donate, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { fakeWx, until, type FakeWx } from './support/trust';
import { createNotifyProvider, MemoryNotify } from '../src/providers/notify';
import { isSafeInternalPath, mpPageOfLanding } from '../src/services/notify/landing';
import { notifyReviewResult, Outbox, recordNotification, sendPendingNotifications } from '../src/services/notify';

jest.setTimeout(30_000); // building an app on a busy machine can take seconds

describe.each(DIALECTS)('notifications (%s)', (dialect) => {
  let ctx: TestCtx;
  let wx: FakeWx;
  let owner: { cookie: string; id: string };
  let infoUuid: string;
  beforeAll(async () => {
    wx = await fakeWx();
    ctx = await makeApp(dialect, { env: { NOTIFY_BIG_DONATION_FEN: '50000' } });
    ctx.deps.notify = createNotifyProvider(
      parseSettings({ NOTIFY_PROVIDER: 'wxsubscribe', WX_MP_APPID: 'wx-mp-test', WX_SECRET: 'test-secret', WX_API_BASE: wx.base, WX_SUBSCRIBE_TEMPLATE_DONATION: 'tpl-donation', WX_SUBSCRIBE_TEMPLATE_BIG_DONATION: 'tpl-big' }),
      mpPageOfLanding,
    );
    owner = await user(ctx);
    await ctx.db.updateTable('users').set({ openid: `openid-${owner.id}` }).where('user_id', '=', owner.id).execute();
    infoUuid = await newCase(ctx, owner.id);
  });
  afterAll(async () => {
    await ctx?.close();
    await wx?.close();
  });

  const rowsOf = (userId: string) => ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

  test('a donation notifies the owner: row written with the payment, sent after commit through subscribe/send', async () => {
    const donor = await user(ctx);
    await donate(ctx, donor.cookie, infoUuid, 1234);
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ kind: 'donation', info_uuid: infoUuid, title: '收到一笔爱心捐助', body: '爱心人士捐助了¥12.34' });
    expect(row.landing_url).toBe(`/cf/wxmessage/pay?infoUuid=${infoUuid}&msgId=${row.id}`);
    await until(async () => (await rowsOf(owner.id))[0].send_status === 'sent', 'sent');
    expect(wx.sends).toHaveLength(1);
    const { query, body } = wx.sends[0];
    expect(query.get('access_token')).toBe('tok1');
    expect(body).toMatchObject({ touser: `openid-${owner.id}`, template_id: 'tpl-donation', data: { thing1: { value: '收到一笔爱心捐助' }, thing2: { value: '爱心人士捐助了¥12.34' } } });
    expect(body.data.time3.value).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(typeof body.page).toBe('string');
    expect(body.page.startsWith('/')).toBe(false);
    // The donor hears nothing; a payment replay (same notify) records nothing more.
    expect(await rowsOf(donor.id)).toEqual([]);
  });

  test('a big donation has its own kind and landing; an expired token is refreshed once', async () => {
    const donor = await user(ctx);
    wx.failNext.push(42001);
    await donate(ctx, donor.cookie, infoUuid, 50000);
    const rows = await rowsOf(owner.id);
    const big = rows.find((r) => r.kind === 'big_donation')!;
    expect(big.landing_url.startsWith(`/cf/wxmessage/big-donation?infoUuid=${infoUuid}&msgId=`)).toBe(true);
    await until(async () => (await rowsOf(owner.id)).every((r) => r.send_status === 'sent'), 'sent');
    const last = wx.sends[wx.sends.length - 1];
    expect(last.body.template_id).toBe('tpl-big');
    expect(last.query.get('access_token')).toBe('tok2');
  });

  test('no openid: the row stays, marked skipped; list and read are mine only', async () => {
    const other = await user(ctx);
    const c2 = await newCase(ctx, other.id);
    const donor = await user(ctx);
    await donate(ctx, donor.cookie, c2, 100);
    await until(async () => (await rowsOf(other.id))[0]?.send_status === 'skipped', 'skipped');
    const mine = await post(ctx.app, '/api/cf/v4/message/list', {}, other.cookie);
    expect(mine.body.data.list).toHaveLength(1);
    expect(mine.body.data.unread).toBe(1);
    const ownerList = await post(ctx.app, '/api/cf/v4/message/list', { size: 50 }, owner.cookie);
    expect(ownerList.body.data.list.length).toBe(2);
    // Marking someone else's message read does nothing.
    await post(ctx.app, '/api/cf/v4/message/read', { msgIds: [mine.body.data.list[0].msgId] }, owner.cookie);
    expect((await post(ctx.app, '/api/cf/v4/message/list', {}, other.cookie)).body.data.unread).toBe(1);
    expect((await post(ctx.app, '/api/cf/v4/message/read', { all: true }, other.cookie)).body.data.unread).toBe(0);
    expect((await post(ctx.app, '/api/cf/v4/message/list', {}, '')).status).toBe(401);
  });

  test('a row left pending (crash between commit and send) is sent once by the sweeper; a rolled-back event leaves none', async () => {
    const sent = wx.sends.length;
    await ctx.db.updateTable('notifications').set({ send_status: 'sent' }).where('send_status', '!=', 'sent').execute();
    const id = await recordNotification(ctx.db, { userId: owner.id, kind: 'donation', infoUuid, title: '补发', body: '补发测试', landingUrl: `/cf/wxmessage/pay?infoUuid=${infoUuid}`, now: ctx.now() });
    expect(await sendPendingNotifications(ctx.deps, 100, 30_000)).toBe(0); // too young: the request's own flush may still be sending it
    ctx.advance(31_000);
    expect(await sendPendingNotifications(ctx.deps, 100, 30_000)).toBe(1);
    expect(await sendPendingNotifications(ctx.deps, 100, 30_000)).toBe(0);
    expect(wx.sends.length).toBe(sent + 1);
    expect((await ctx.db.selectFrom('notifications').select('send_status').where('id', '=', id).executeTakeFirstOrThrow()).send_status).toBe('sent');
    // Another flow's call: recorded inside its transaction; a rollback takes the row with it.
    const before = (await rowsOf(owner.id)).length;
    const outbox = new Outbox(ctx.deps);
    const review = { userId: owner.id, infoUuid, what: '证明材料', approved: false, reason: '图片不清晰' };
    await expect(ctx.db.transaction().execute(async (trx) => {
      await notifyReviewResult(trx, outbox, review);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await rowsOf(owner.id)).length).toBe(before);
    await ctx.db.transaction().execute((trx) => notifyReviewResult(trx, outbox, review));
    outbox.flush();
    const w = (await rowsOf(owner.id)).find((r) => r.kind === 'review_result' && r.title === '证明材料审核未通过')!;
    expect(w).toMatchObject({ title: '证明材料审核未通过', body: '原因：图片不清晰' });
    expect(w.landing_url.startsWith(`/cf/wxmessage/fundraising-verify?infoUuid=${infoUuid}&msgId=`)).toBe(true);
  });

  test('resolve: known types go to internal routes; hostile or foreign input lands on the safe page', async () => {
    const resolve = (body: Record<string, unknown>, cookie = '') => post(ctx.app, '/api/cf/v4/message/resolve', body, cookie);
    expect((await resolve({ type: 'pay', infoUuid })).body.data).toEqual({ path: `/cf/contribute/${infoUuid}`, safe: false });
    expect((await resolve({ type: 'progress', infoUuid })).body.data.path).toBe(`/cf/contribute/progress/${infoUuid}`);
    expect((await resolve({ type: 'withdraw', infoUuid })).body.data.path).toBe(`/cf/contribute/fundraiser-center/${infoUuid}`);
    expect((await resolve({ type: 'welcomes' })).body.data.path).toBe('/cf/common/list');
    const hostile = [
      { type: '//evil.com' }, { type: 'javascript:alert(1)' }, { type: 'https://evil.com' }, { type: '%2F%2Fevil.com' },
      { type: '__proto__', infoUuid }, { type: 'constructor', infoUuid }, { type: 'pay', infoUuid: '//evil.com' },
      { type: 'pay', infoUuid: '..%2F..%2Fevil' }, { type: 'pay', infoUuid: 'javascript:alert(1)' }, { type: 'pay', infoUuid: 'https://evil.com/x' },
      { type: 'pay', infoUuid: 'no-such-case' }, { type: 'pay' }, { type: 'pay', infoUuid: '%2F%2Fevil.com' }, { type: '/\\evil.com' },
      { type: 'pay', infoUuid: `${infoUuid}/../../x` }, { type: 'pay', infoUuid: 'a\nb' },
    ];
    for (const h of hostile) {
      const r = await resolve(h);
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ path: '/cf/common/list', safe: true });
    }
    // Someone else's message id never steers the page, and is not marked read.
    const [msg] = await rowsOf(owner.id);
    const stranger = await user(ctx);
    expect((await resolve({ type: 'pay', infoUuid, msgId: msg.id }, stranger.cookie)).body.data.safe).toBe(true);
    expect((await resolve({ type: 'pay', infoUuid, msgId: 'nope' }, owner.cookie)).body.data.safe).toBe(true);
    expect((await rowsOf(owner.id))[0].read_at).toBeNull();
    // The owner's own message: its case wins over the query, and it is marked read.
    expect((await resolve({ type: 'pay', infoUuid: 'javascript:alert(1)', msgId: msg.id }, owner.cookie)).body.data.path).toBe(`/cf/contribute/${infoUuid}`);
    expect((await rowsOf(owner.id))[0].read_at).not.toBeNull();
  });
});

describe('landing path safety (unit)', () => {
  test.each([
    ['//evil.com', false], ['/\\evil.com', false], ['https://evil.com', false], ['javascript:alert(1)', false], ['/javascript:alert(1)', false],
    ['/%2F%2Fevil.com', false], ['/%2f/evil.com', false], ['/%5Cevil.com', false], ['', false], ['evil.com', false], ['/cf/x y', false],
    ['/%E0%A4%A', false], ['/cf/common/list', true], ['/cf/contribute/abc', true], ['/cf/contribute/fundraiser-center/abc', true],
  ])('%s -> %s', (path, expected) => {
    expect(isSafeInternalPath(path)).toBe(expected);
  });

  test('the mini-program page of a hostile landing is the safe page', () => {
    expect(mpPageOfLanding('//evil.com')).toBe(mpPageOfLanding('/cf/common/list'));
    expect(mpPageOfLanding('/cf/wxmessage/pay?infoUuid=abc&msgId=n1').startsWith('/')).toBe(false);
  });

  test('the memory provider records; unknown providers fail loudly', async () => {
    const m = new MemoryNotify();
    await m.send({ msgId: 'n', userId: 'u', openid: null, kind: 'donation', title: 't', body: 'b', landingUrl: '/cf/common/list', infoUuid: '', createdAt: 0 });
    expect(m.sent).toHaveLength(1);
    expect(() => createNotifyProvider(parseSettings({ NOTIFY_PROVIDER: 'carrier-pigeon' }), mpPageOfLanding)).toThrow(/NOTIFY_PROVIDER must be one of console, memory, wxsubscribe/);
  });
});

/**
 * The owner's donation notification is coalesced per case and window (services/notify/donation.ts):
 * one row and one push per window; the row's title and body are the window's count and total; a
 * new window starts a new row and push; big donations keep their own row; the sweeper repairs a row
 * a dead process never refreshed.
 */
import { donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { until } from './support/trust';
import { MemoryNotify } from '../src/providers/notify';
import { refreshRecentDonationRows } from '../src/services/notify';

jest.setTimeout(30_000); // building an app on a busy machine can take seconds

const WINDOW = 60_000;

describe.each(DIALECTS)('donation notifications, coalesced (%s)', (dialect) => {
  let ctx: TestCtx;
  let memory: MemoryNotify;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { NOTIFY_BIG_DONATION_FEN: '50000', NOTIFY_DONATION_WINDOW_MS: String(WINDOW) } });
    memory = new MemoryNotify();
    ctx.deps.notify = memory;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const rowsOf = (userId: string) => ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const sentTo = (userId: string) => memory.sent.filter((m) => m.userId === userId);

  test('a rush on one case: one row with the count and total, one push; a new window starts a new one', async () => {
    const owner = await user(ctx);
    const c = await newCase(ctx, owner.id);
    const donors = [await user(ctx), await user(ctx), await user(ctx)];
    // Start at a window's beginning so the three gifts share it.
    ctx.advance(WINDOW - (ctx.now() % WINDOW) + 10);
    await donate(ctx, donors[0].cookie, c, 100);
    await until(async () => sentTo(owner.id).length === 1, 'first push');
    await Promise.all([donate(ctx, donors[1].cookie, c, 250), donate(ctx, donors[2].cookie, c, 1000)]);
    const summed = await until(async () => {
      const rows = await rowsOf(owner.id);
      return rows.length === 1 && rows[0].title === '收到3笔爱心捐助' ? rows[0] : null;
    }, 'coalesced row');
    expect(summed).toMatchObject({ kind: 'donation', info_uuid: c, body: '爱心人士共捐助了¥13.50（3笔）', read_at: null });
    expect(summed.landing_url).toBe(`/cf/wxmessage/pay?infoUuid=${c}&msgId=${summed.id}`);
    expect(sentTo(owner.id)).toHaveLength(1);
    expect(sentTo(owner.id)[0]).toMatchObject({ title: '收到一笔爱心捐助', body: '爱心人士捐助了¥1.00', msgId: summed.id });
    // The owner's list shows that one row, unread, with the count and total.
    const list = (await post(ctx.app, '/api/cf/v4/message/list', { size: 50 }, owner.cookie)).body.data;
    expect(list.list).toHaveLength(1);
    expect(list.unread).toBe(1);

    // Read, then one more gift in the same window: still one row and one push, unread again.
    await post(ctx.app, '/api/cf/v4/message/read', { all: true }, owner.cookie);
    await donate(ctx, donors[0].cookie, c, 1);
    await until(async () => (await rowsOf(owner.id))[0]?.title === '收到4笔爱心捐助', 'fourth gift counted');
    expect((await rowsOf(owner.id))[0]).toMatchObject({ body: '爱心人士共捐助了¥13.51（4笔）', read_at: null });
    expect(sentTo(owner.id)).toHaveLength(1);

    // A big gift: its own row and push; it is not in the ordinary row's total.
    await donate(ctx, donors[1].cookie, c, 50000);
    await until(async () => sentTo(owner.id).length === 2, 'big push');
    expect(sentTo(owner.id)[1]).toMatchObject({ kind: 'big_donation', title: '收到一笔大额爱心捐助', body: '爱心人士捐助了¥500.00' });

    // The next window: a new row and a new push.
    ctx.advance(WINDOW);
    await donate(ctx, donors[2].cookie, c, 700);
    await until(async () => sentTo(owner.id).length === 3, 'next window push');
    const rows = await rowsOf(owner.id);
    expect(rows.map((r) => [r.kind, r.title, r.body]).sort()).toEqual([
      ['big_donation', '收到一笔大额爱心捐助', '爱心人士捐助了¥500.00'],
      ['donation', '收到4笔爱心捐助', '爱心人士共捐助了¥13.51（4笔）'],
      ['donation', '收到一笔爱心捐助', '爱心人士捐助了¥7.00'],
    ].sort());
  });

  test('the sweeper repairs a row whose refresh was lost (the process died after the commit)', async () => {
    const owner = await user(ctx);
    const c = await newCase(ctx, owner.id);
    const donor = await user(ctx);
    await donate(ctx, donor.cookie, c, 300);
    await donate(ctx, donor.cookie, c, 400);
    const [row] = await until(async () => {
      const rows = await rowsOf(owner.id);
      return rows[0]?.title === '收到2笔爱心捐助' ? rows : null;
    }, 'refreshed');
    // As if the refresh never ran: the row still says what its first gift wrote.
    await ctx.db.updateTable('notifications').set({ title: '收到一笔爱心捐助', body: '爱心人士捐助了¥3.00' }).where('id', '=', row.id).execute();
    expect(await refreshRecentDonationRows(ctx.deps)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(owner.id))[0]).toMatchObject({ id: row.id, title: '收到2笔爱心捐助', body: '爱心人士共捐助了¥7.00（2笔）' });
    expect(await refreshRecentDonationRows(ctx.deps)).toBe(0); // nothing left to change
  });
});

/**
 * Love value on SQLite and PostgreSQL: earning by amount band in the mark-paid transaction, a refund
 * taking back what its donation earned, the daily sign-in (once per China-time day, under concurrent
 * taps; the streak by the clock), verifications and follows, the lottery never spending more than
 * the balance under concurrent draws, the rights tiers, and the rank (masked names, leaving it).
 */
import { key, newCase, user } from './support/funds';
import { fundedCase, staffPost, staffUser, type U } from './support/money';
import { DIALECTS, freshPhone, makeApp, post, type TestCtx } from './support/testApp';
import { addLove, loveBalance } from '../src/repositories/love';
import { DRAW_COST } from '../../src/contract/rules/love';

const DAY = 24 * 3600_000;
jest.setTimeout(90_000);

describe.each(DIALECTS)('love value (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { DONOR_REFUND_DAYS: '7' } });
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const rows = (userId: string) => ctx.db.selectFrom('love_ledger').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
  const home = async (u: U) => (await post(ctx.app, '/api/charity/love-home/get', {}, u.cookie)).body.data;
  const refund = (u: U, orderId: string, amount: number) => post(ctx.app, '/api/cf/v4/refund/apply', { orderId, amount, reason: '误捐', idempotencyKey: key() }, u.cookie);
  /** Moves the clock forward to the next `hh:mm` China time (UTC+8). */
  const toChinaTime = (hh: number, mm: number) => {
    const now = ctx.now();
    const day = new Date(now + 8 * 3600_000);
    let target = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hh, mm) - 8 * 3600_000;
    if (target <= now) target += DAY;
    ctx.advance(target - now);
  };

  test('a paid donation earns by its amount band, in its own row; the home sums the rows', async () => {
    const donor = await user(ctx);
    const [, orders] = await fundedCase(ctx, owner, donor, [50, 500, 5000, 20000, 200000]);
    const r = await rows(donor.id);
    expect(r.map((x) => [x.reason, x.ref, Number(x.delta)])).toEqual([
      ['donate', orders[1], 1], ['donate', orders[2], 5], ['donate', orders[3], 20], ['donate', orders[4], 50],
    ]);
    expect(r[0].note).toBe('捐款5.00元');
    const h = await home(donor);
    expect(h.balance).toBe(76);
    expect(h.rows.map((x: { reason: string; delta: number }) => x.delta)).toEqual([50, 20, 5, 1]);
    expect(h.rules.length).toBeGreaterThan(4);
  });

  test('a refund takes back what its donation earned, in the refund transaction; a partial one down to its band', async () => {
    const donor = await user(ctx);
    const [, [a, b]] = await fundedCase(ctx, owner, donor, [5000, 20000]);
    expect(await loveBalance(ctx.db, donor.id)).toBe(25);
    expect((await refund(donor, a, 5000)).body.data).toMatchObject({ status: 'SUCCESS' });
    expect(await loveBalance(ctx.db, donor.id)).toBe(20);
    ctx.advance(61_000);
    expect((await refund(donor, b, 15000)).body.data).toMatchObject({ status: 'SUCCESS' }); // 50元 left: the 10–99元 band
    expect(await loveBalance(ctx.db, donor.id)).toBe(5);
    ctx.advance(61_000);
    expect((await refund(donor, b, 5000)).body.data).toMatchObject({ status: 'SUCCESS' });
    expect(await loveBalance(ctx.db, donor.id)).toBe(0);
    const r = (await rows(donor.id)).filter((x) => x.reason === 'refund');
    expect(r.map((x) => Number(x.delta))).toEqual([-5, -15, -5]);
    expect(r.every((x) => x.ref.startsWith(`${a}/`) || x.ref.startsWith(`${b}/`))).toBe(true);
  });

  test('sign-in: once per China-time day under double taps and concurrent devices; the streak follows the clock', async () => {
    const phone = freshPhone();
    const u = await user(ctx, phone);
    const device2 = await user(ctx, phone); // the same user on a second device (another session)
    expect(device2.id).toBe(u.id);
    toChinaTime(23, 58);
    const taps = await Promise.all(Array.from({ length: 6 }, (_, i) => post(ctx.app, '/api/charity/love-home/sign-in', {}, i % 2 ? device2.cookie : u.cookie)));
    expect(taps.every((t) => t.body.code === 0)).toBe(true);
    expect(taps.filter((t) => t.body.data.earned)).toHaveLength(1);
    expect(taps.map((t) => t.body.data.balance)).toEqual(Array(6).fill(1));
    const again = await post(ctx.app, '/api/charity/love-home/sign-in', {}, u.cookie);
    expect(again.body.data).toMatchObject({ earned: false, delta: 0, streak: 1, balance: 1 });
    expect((await rows(u.id)).filter((x) => x.reason === 'sign_in')).toHaveLength(1);

    ctx.advance(4 * 60_000); // 00:02 China time: a new calendar day though UTC's date has not changed
    const d2 = await post(ctx.app, '/api/charity/love-home/sign-in', {}, u.cookie);
    expect(d2.body.data).toMatchObject({ earned: true, delta: 2, streak: 2, balance: 3 });
    toChinaTime(9, 0);
    ctx.advance(DAY); // the third day, not signed yet: yesterday's streak still counts
    expect((await post(ctx.app, '/api/charity/love-home/sign-in/get', {}, u.cookie)).body.data).toMatchObject({ signedToday: false, streak: 2, nextPoints: 3 });
    ctx.advance(DAY); // a day skipped: the streak broke
    const info = (await post(ctx.app, '/api/charity/love-home/sign-in/get', {}, u.cookie)).body.data;
    expect(info).toMatchObject({ signedToday: false, streak: 0, nextPoints: 1, balance: 3 });
    expect(info.days).toHaveLength(2);
    const d4 = await post(ctx.app, '/api/charity/love-home/sign-in', {}, u.cookie);
    expect(d4.body.data).toMatchObject({ earned: true, delta: 1, streak: 1, balance: 4 });
    const h = await home(u);
    expect(h).toMatchObject({ signedToday: true, streak: 1, balance: 4 });
    expect(h.rows[0]).toMatchObject({ reason: 'sign_in', note: '连续签到第1天', delta: 1 });
  });

  test('a verification earns once; staff finding it false takes it back; a follow earns the latest post\'s author once', async () => {
    const friend = await user(ctx);
    const s = await staffUser(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const v = await post(ctx.app, '/api/cf/v4/verification/add', { infoUuid, relationship: '朋友', content: '情况属实，大家帮帮他。' }, friend.cookie);
    expect(v.body.code).toBe(0);
    expect(await loveBalance(ctx.db, friend.id)).toBe(10);
    const verifyId = (await ctx.db.selectFrom('verifications').select('verify_id').where('info_uuid', '=', infoUuid).where('user_id', '=', friend.id).executeTakeFirstOrThrow()).verify_id;
    expect((await staffPost(ctx, s, '/verification/mark-false', { verifyId, reason: '关系不实' })).body.code).toBe(0);
    expect(await loveBalance(ctx.db, friend.id)).toBe(0);
    expect((await rows(friend.id)).map((x) => x.reason)).toEqual(['verify', 'verify_false']);

    const author = await user(ctx);
    const kase = await newCase(ctx, author.id);
    await ctx.db.insertInto('progress').values({ id: `p-${kase}`, info_uuid: kase, user_id: author.id, content: '手术顺利', image_urls: '', created_at: ctx.now(), status: 'approved' }).execute();
    const before = await loveBalance(ctx.db, author.id);
    const follower = await user(ctx);
    await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid: kase }, follower.cookie);
    await post(ctx.app, '/api/cf/v4/progress/unfollow', { infoUuid: kase }, follower.cookie);
    await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid: kase }, follower.cookie);
    await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid: kase }, author.cookie); // one's own: nothing
    expect(await loveBalance(ctx.db, author.id)).toBe(before + 2);
  });

  test('the lottery spends DRAW_COST per draw, never more than the balance under concurrent draws; each draw a row and an audit row', async () => {
    const u = await user(ctx);
    await addLove(ctx.db, { userId: u.id, delta: 2 * DRAW_COST + 20, reason: 'verify', ref: `test-${u.id}` }, ctx.now());
    const draws = await Promise.all(Array.from({ length: 6 }, () => post(ctx.app, '/api/charity/love-home/lottery/draw', {}, u.cookie)));
    const ok = draws.filter((d) => d.body.code === 0);
    expect(ok).toHaveLength(2);
    expect(draws.filter((d) => d.body.code !== 0).every((d) => d.body.msg === `爱心值不足${DRAW_COST}，暂不能抽奖`)).toBe(true);
    expect(await loveBalance(ctx.db, u.id)).toBe(20);
    expect(ok.map((d) => d.body.data.balance).sort()).toEqual([20, 20 + DRAW_COST]);
    const dr = await ctx.db.selectFrom('love_draws').selectAll().where('user_id', '=', u.id).execute();
    expect(dr).toHaveLength(2);
    expect(dr.every((d) => ['pennant', 'certificate', 'thanks'].includes(d.prize) && d.roll >= 0 && d.roll < 10000)).toBe(true);
    const audits = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'love.draw').where('actor_user_id', '=', u.id).execute();
    expect(audits.map((a) => a.target_id).sort()).toEqual(dr.map((d) => d.id).sort());
    const info = (await post(ctx.app, '/api/charity/love-home/lottery/get', {}, u.cookie)).body.data;
    expect(info).toMatchObject({ cost: DRAW_COST, total: 10000, balance: 20 });
    expect(info.prizes.reduce((s: number, p: { weight: number }) => s + p.weight, 0)).toBe(10000);
    expect(info.draws).toHaveLength(2);
    expect((await rows(u.id)).filter((x) => x.reason === 'lottery').map((x) => Number(x.delta))).toEqual([-DRAW_COST, -DRAW_COST]);
  });

  test('rights: shown by the tier only to a logged-in non-owner with loveScore above 100 on the old report', async () => {
    const u = await user(ctx);
    const kase = await newCase(ctx, u.id);
    const other = await newCase(ctx, owner.id);
    const rights = (body: object, cookie?: string) => post(ctx.app, '/api/charity/love-home/rights', body, cookie).then((r) => r.body.data);
    await addLove(ctx.db, { userId: u.id, delta: 100, reason: 'verify', ref: `r100-${u.id}` }, ctx.now());
    expect(await rights({ infoUuid: other }, u.cookie)).toMatchObject({ loveScore: 100, tier: 0, visible: [] });
    await addLove(ctx.db, { userId: u.id, delta: 1, reason: 'verify', ref: `r101-${u.id}` }, ctx.now());
    expect(await rights({ infoUuid: other }, u.cookie)).toMatchObject({ loveScore: 101, tier: 2, visible: ['user-love'] });
    expect((await rights({ infoUuid: kase }, u.cookie)).visible).toEqual([]); // the owner
    // the version is the case's (its new detail page shows none), whatever the client says
    const newer = await newCase(ctx, owner.id, { page_version: 1 });
    expect(await rights({ infoUuid: newer }, u.cookie)).toMatchObject({ visible: [], newVersion: true });
    expect(await rights({ infoUuid: newer, isNewVersion: false }, u.cookie)).toMatchObject({ visible: [], newVersion: true });
    expect(await rights({ infoUuid: other, isNewVersion: true }, u.cookie)).toMatchObject({ visible: ['user-love'], newVersion: false });
    expect(await rights({ isNewVersion: true }, u.cookie)).toMatchObject({ visible: [], newVersion: true });
    expect(await rights({ infoUuid: other })).toMatchObject({ loggedIn: false, visible: [] });
    await addLove(ctx.db, { userId: u.id, delta: 900, reason: 'verify', ref: `r1001-${u.id}` }, ctx.now());
    expect(await rights({ infoUuid: other }, u.cookie)).toMatchObject({ loveScore: 1001, tier: 3, visible: ['prove', 'pay-list', 'user-love'] });
  });

  test('the rank masks names and a user can leave it and come back', async () => {
    const u = await user(ctx);
    await ctx.db.updateTable('users').set({ nickname: '张三丰' }).where('user_id', '=', u.id).execute();
    await addLove(ctx.db, { userId: u.id, delta: 100000, reason: 'verify', ref: `rank-${u.id}` }, ctx.now());
    const r1 = (await post(ctx.app, '/api/cf/v5/love-rank/list', {}, u.cookie)).body.data;
    expect(r1.list[0]).toMatchObject({ rank: 1, name: '张**', score: 100000, mine: true });
    expect(JSON.stringify(r1)).not.toContain('张三丰');
    expect(r1.myRank).toBe(1);
    expect((await post(ctx.app, '/api/cf/v5/love-rank/leave', { leave: true }, u.cookie)).body.data).toEqual({ optedOut: true });
    const r2 = (await post(ctx.app, '/api/cf/v5/love-rank/list', {}, u.cookie)).body.data;
    expect(r2).toMatchObject({ myRank: null, optedOut: true, myScore: 100000 });
    expect(r2.list.some((x: { mine: boolean }) => x.mine)).toBe(false);
    await post(ctx.app, '/api/cf/v5/love-rank/leave', { leave: false }, u.cookie);
    expect((await post(ctx.app, '/api/cf/v5/love-rank/list', {})).body.data.list[0]).toMatchObject({ name: '张**', mine: false });
  });
});

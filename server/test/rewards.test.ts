/**
 * Rewards on SQLite and PostgreSQL: red packets (issued = reserved from the pool, given = booked like a
 * match on the case, expired = back to the pool or to the sponsor of an ended activity, never twice,
 * concurrent gives and expiry from two processes), the pool exact at every step (matched + reserved +
 * released + left = funded); the luck draw (one result per entitlement under concurrent applies, odds
 * that sum to the total, no cash anywhere); certificates only to their owner; task progress and the
 * charity pig's figures from the database.
 */
import sharp from 'sharp';
import { reconcile } from '../src/jobs/reconcile';
import { applyDraw } from '../src/services/activity/luck-draw';
import { LUCK_ODDS_TOTAL, LUCK_PRIZES, luckPrizeForRoll } from '../../src/contract/rules/rewards';
import { donate, newCase, user } from './support/funds';
import { openMatching, type MatchingCaps } from './support/matching';
import { staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(180_000);
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('rewards (%s)', (dialect) => {
  let ctx: TestCtx;
  let master: U;
  let owner: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false, env: { RED_PACKET_FEN: '300', RED_PACKET_EXPIRE_HOURS: '24' } });
    master = await staffUser(ctx);
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const S = (path: string, body: unknown) => post(ctx.app, `/api/staff/activity${path}`, body, master.cookie);
  const activity = (cases: string[], fund: number, { kind, ...caps }: MatchingCaps & { kind?: string } = {}) =>
    openMatching(ctx, master, cases, { kind, caps, fund, title: '红包测试活动', sponsorName: '红包测试企业' });
  const pool = async (id: string) => {
    const a = await ctx.db.selectFrom('activities').selectAll().where('activity_id', '=', id).executeTakeFirstOrThrow();
    const f = { funded: Number(a.funded), matched: Number(a.matched), reserved: Number(a.reserved), released: Number(a.released) };
    const shown = (await post(ctx.app, '/api/staff/activity/detail', { activityId: id }, master.cookie)).body.data.activity;
    const left = shown.left as number;
    expect(shown.reserved).toBe(f.reserved); // the console shows the reservation beside the pool
    // The pool is exact: every fen funded is matched, reserved, released or left.
    expect(f.matched + f.reserved + f.released + left).toBe(f.funded);
    return { ...f, left };
  };
  const poolSums = async (id: string) => {
    const rows = await ctx.db.selectFrom('activity_pool_ledger').select(['kind', 'amount']).where('activity_id', '=', id).execute();
    const sum = (k: string) => rows.filter((r) => r.kind === k).reduce((s, r) => s + Number(r.amount), 0);
    return { fund: sum('fund'), match: sum('match'), reserve: sum('reserve'), unreserve: sum('unreserve'), release: sum('release') };
  };
  const raised = async (c: string) => Number((await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', c).executeTakeFirstOrThrow()).raised_amount);
  const RP = '/api/cf/activity/donator/red-pocket';

  test('a red packet: attend rule, issued reserves, given books a match on the case, never twice', async () => {
    const c1 = await newCase(ctx, owner.id);
    const c2 = await newCase(ctx, owner.id);
    const id = await activity([c1, c2], 10_000, { ratioPct: 50 });
    const donor = await user(ctx);
    expect((await post(ctx.app, `${RP}/can-attend-red-pocket`, { infoUuid: c1 })).body.data).toMatchObject({ canAttend: false, reason: '登录后可领取红包' });
    expect((await post(ctx.app, `${RP}/can-attend-red-pocket`, { infoUuid: c1 }, donor.cookie)).body.data).toMatchObject({ canAttend: false, reason: '为活动中的筹款捐款后可领取红包' });
    expect((await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c1 }, donor.cookie)).body.data.packet).toBeNull();
    await donate(ctx, donor.cookie, c1, 2000); // matched 1000
    expect(await pool(id)).toMatchObject({ matched: 1000, reserved: 0, left: 9000 });
    expect((await post(ctx.app, `${RP}/can-attend-red-pocket`, { infoUuid: c2 }, donor.cookie)).body.data).toMatchObject({ canAttend: true, amount: 300, activityId: id });
    const got = await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c2 }, donor.cookie);
    expect(got.body.data.packet).toMatchObject({ status: 'ISSUED', amount: 300, activityId: id });
    expect(got.body.data.packet.cases.map((c: { infoUuid: string }) => c.infoUuid).sort()).toEqual([c1, c2].sort());
    const packetId = got.body.data.packet.packetId as string;
    expect(await pool(id)).toMatchObject({ reserved: 300, left: 8700 });
    // one a day: asking again answers the same packet, nothing reserved twice
    const again = await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c1 }, donor.cookie);
    expect(again.body.data.packet.packetId).toBe(packetId);
    expect(again.body.data.attend).toMatchObject({ canAttend: false, reason: '今日红包已领取，明天再来吧' });
    expect(await pool(id)).toMatchObject({ reserved: 300, left: 8700 });
    // someone else cannot give it
    const other = await user(ctx);
    expect((await post(ctx.app, `${RP}/give`, { packetId, infoUuid: c2 }, other.cookie)).status).toBe(404);
    const before = await raised(c2);
    const given = await post(ctx.app, `${RP}/give`, { packetId, infoUuid: c2 }, donor.cookie);
    expect(given.body.data).toMatchObject({ status: 'GIVEN', infoUuid: c2, granted: 300 });
    expect(await raised(c2)).toBe(before + 300);
    const m = await ctx.db.selectFrom('activity_matches').selectAll().where('order_id', '=', `rp:${packetId}`).executeTakeFirstOrThrow();
    expect([m.info_uuid, Number(m.amount), m.reason, m.status]).toEqual([c2, 300, 'red_packet', 'MATCHED']);
    const led = await ctx.db.selectFrom('money_ledger').select(['kind', 'amount']).where('ref_id', '=', `rp:${packetId}`).execute();
    expect(led.map((r) => [r.kind, Number(r.amount)])).toEqual([['match', 300]]);
    // the case's public ledger shows the packet as a red packet, beside the matches of real gifts
    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid: c2 })).body.data;
    expect(alloc.matching).toEqual([{ sponsorName: '红包测试企业', amount: 300, count: 1, kind: 'red_packet' }]);
    expect((await post(ctx.app, '/api/summaries/allocation', { infoUuid: c1 })).body.data.matching).toEqual([{ sponsorName: '红包测试企业', amount: 1000, count: 1, kind: 'match' }]);
    expect(await pool(id)).toMatchObject({ matched: 1300, reserved: 0, left: 8700 });
    // never twice: the same give answers the packet; another case is refused; nothing booked again
    expect((await post(ctx.app, `${RP}/give`, { packetId, infoUuid: c2 }, donor.cookie)).body.data.status).toBe('GIVEN');
    expect((await post(ctx.app, `${RP}/give`, { packetId, infoUuid: c1 }, donor.cookie)).status).toBe(400);
    expect(await raised(c2)).toBe(before + 300);
    expect(await poolSums(id)).toEqual({ fund: 10_000, match: 1300, reserve: 300, unreserve: 300, release: 0 });
    // the next day: a new packet
    ctx.advance(DAY);
    expect((await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c1 }, donor.cookie)).body.data.packet.packetId).not.toBe(packetId);
    expect(await pool(id)).toMatchObject({ reserved: 300 });
  });

  test('expired packets go back to the pool; of an ended activity, to the sponsor; a fraud-held donor gets none', async () => {
    const c = await newCase(ctx, owner.id);
    const id = await activity([c], 1000);
    const d1 = await user(ctx);
    const d2 = await user(ctx);
    await donate(ctx, d1.cookie, c, 200); // matched 200
    await donate(ctx, d2.cookie, c, 200); // matched 200
    const p1 = (await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c }, d1.cookie)).body.data.packet;
    // the pool has 300 left after the first packet: the second gets what is left
    const p2 = (await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c }, d2.cookie)).body.data.packet;
    expect([p1.amount, p2.amount]).toEqual([300, 300]);
    expect(await pool(id)).toMatchObject({ matched: 400, reserved: 600, left: 0 });
    // a gift now is not matched from the reserved money
    const d3 = await user(ctx);
    await donate(ctx, d3.cookie, c, 500);
    expect(await pool(id)).toMatchObject({ matched: 400, reserved: 600, left: 0 });
    expect((await post(ctx.app, `${RP}/can-attend-red-pocket`, { infoUuid: c }, d3.cookie)).body.data).toMatchObject({ canAttend: false, reason: '红包已发完，感谢您的关注' });
    // 25 hours later: the reconcile job returns p1 and p2 to the pool
    ctx.advance(25 * HOUR);
    expect((await reconcile(ctx.deps)).changes.some((x) => x.includes('red packet'))).toBe(true);
    expect(await pool(id)).toMatchObject({ reserved: 0, left: 600 });
    expect((await post(ctx.app, `${RP}/give`, { packetId: p1.packetId, infoUuid: c }, d1.cookie)).status).toBe(400);
    expect((await ctx.db.selectFrom('red_packets').select('status').where('packet_id', '=', p1.packetId).executeTakeFirstOrThrow()).status).toBe('EXPIRED');
    expect((await reconcile(ctx.deps)).changes.some((x) => x.includes('red packet'))).toBe(false); // once only
    // a packet of an activity that ends: the rest of the pool and then the packet go to the sponsor
    const p3 = (await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c }, d1.cookie)).body.data.packet;
    expect(await pool(id)).toMatchObject({ reserved: 300, left: 300 });
    expect((await S('/move', { activityId: id, action: 'end', reason: '结束' })).body.data.activity.status).toBe('END_WITH_DONE');
    expect(await pool(id)).toMatchObject({ reserved: 300, released: 300, left: 0 });
    expect((await post(ctx.app, `${RP}/give`, { packetId: p3.packetId, infoUuid: c }, d1.cookie)).status).toBe(400);
    await reconcile(ctx.deps);
    expect(await pool(id)).toMatchObject({ matched: 400, reserved: 0, released: 600, left: 0 });
    const sponsor = await ctx.db.selectFrom('activities as a').innerJoin('activity_sponsors as s', 's.sponsor_id', 'a.sponsor_id').select('s.balance').where('a.activity_id', '=', id).executeTakeFirstOrThrow();
    expect(Number(sponsor.balance)).toBeGreaterThanOrEqual(600);
    expect(await poolSums(id)).toMatchObject({ reserve: 900, unreserve: 900, release: 600 });
    // a donor with a gift held by the fraud rules gets none
    const c2 = await newCase(ctx, owner.id);
    const id2 = await activity([c2], 5000);
    const d4 = await user(ctx);
    const o = await donate(ctx, d4.cookie, c2, 1000);
    await ctx.db.updateTable('activity_matches').set({ status: 'HELD' }).where('order_id', '=', o).execute();
    expect((await post(ctx.app, `${RP}/can-attend-red-pocket`, { infoUuid: c2 }, d4.cookie)).body.data).toMatchObject({ canAttend: false, reason: '您的捐款正在核实中，暂不能领取红包' });
    expect(id2).toBeTruthy();
  });

  test('concurrent gives and expiry from two processes: each packet given or returned exactly once, the pool exact', async () => {
    const c1 = await newCase(ctx, owner.id);
    const c2 = await newCase(ctx, owner.id);
    const id = await activity([c1, c2], 50_000, { ratioPct: 10 });
    const second = await makeApp(dialect, { scratch: ctx.scratch, seed: false, clockOf: ctx, env: { RED_PACKET_FEN: '300' } });
    second.advance(ctx.now() - second.now());
    try {
      const donors = await Promise.all(Array.from({ length: 8 }, () => user(ctx)));
      for (const d of donors) await donate(ctx, d.cookie, c1, 1000);
      const packets = [];
      for (const d of donors) packets.push({ d, p: (await post(ctx.app, `${RP}/get-by-case-id`, { infoUuid: c1 }, d.cookie)).body.data.packet });
      expect(await pool(id)).toMatchObject({ reserved: 2400 });
      // half the packets ran out of time
      const late = packets.filter((_, i) => i % 2 === 1).map((x) => x.p.packetId as string);
      await ctx.db.updateTable('red_packets').set({ expires_at: ctx.now() - 1 }).where('packet_id', 'in', late).execute();
      const gives = packets.flatMap(({ d, p }, i) => [c1, c2, c2].map((c, k) => ({ d, p, c, app: (i + k) % 2 ? ctx : second })));
      const results = await Promise.all([
        ...gives.map((g) => post(g.app.app, `${RP}/give`, { packetId: g.p.packetId, infoUuid: g.c }, g.d.cookie).then((r) => ({ g, r }))),
        reconcile(ctx.deps, { holder: 'a' }), reconcile(second.deps, { holder: 'b' }),
      ]);
      expect(results.length).toBe(gives.length + 2);
      await reconcile(ctx.deps);
      const rows = await ctx.db.selectFrom('red_packets').selectAll().where('activity_id', '=', id).execute();
      expect(rows.filter((r) => r.status === 'GIVEN').map((r) => r.packet_id).sort()).toEqual(packets.filter((_, i) => i % 2 === 0).map((x) => x.p.packetId).sort());
      expect(rows.filter((r) => r.status === 'EXPIRED').map((r) => r.packet_id).sort()).toEqual([...late].sort());
      const matches = await ctx.db.selectFrom('activity_matches').select(['order_id', 'amount']).where('activity_id', '=', id).where('reason', '=', 'red_packet').execute();
      expect(matches.length).toBe(4);
      expect(matches.reduce((s, m) => s + Number(m.amount), 0)).toBe(1200);
      const p = await pool(id);
      expect(p).toMatchObject({ reserved: 0, matched: 800 + 1200 });
      expect(await poolSums(id)).toMatchObject({ reserve: 2400, unreserve: 2400, match: 2000 });
      const led = await ctx.db.selectFrom('money_ledger').select('amount').where('ref_id', 'like', 'rp:%').where('info_uuid', 'in', [c1, c2]).execute();
      expect(led.reduce((s, r) => s + Number(r.amount), 0)).toBe(1200);
    } finally {
      await second.close();
    }
  });

  test('the luck draw: one result per qualifying gift under concurrent applies, published odds, never cash', async () => {
    expect(LUCK_PRIZES.reduce((s, p) => s + p.weight, 0)).toBe(LUCK_ODDS_TOTAL);
    expect(LUCK_PRIZES.every((p) => ['pennant', 'certificate', 'thanks'].includes(p.code))).toBe(true);
    expect([luckPrizeForRoll(0).code, luckPrizeForRoll(1999).code, luckPrizeForRoll(2000).code, luckPrizeForRoll(4999).code, luckPrizeForRoll(5000).code, luckPrizeForRoll(9999).code])
      .toEqual(['pennant', 'pennant', 'certificate', 'certificate', 'thanks', 'thanks']);
    const c = await newCase(ctx, owner.id);
    await activity([c], 100_000);
    const donor = await user(ctx);
    const outside = await newCase(ctx, owner.id);
    await donate(ctx, donor.cookie, outside, 5000); // not in an activity: no draw
    await donate(ctx, donor.cookie, c, 500); // below the smallest gift: no draw
    for (let i = 0; i < 3; i += 1) await donate(ctx, donor.cookie, c, 1000);
    const info = await post(ctx.app, '/api/charity/activity/sub/venue/draw/get-info', {}, donor.cookie);
    expect(info.body.data).toMatchObject({ left: 3, used: 0, total: LUCK_ODDS_TOTAL, minGift: 1000, enabled: true });
    expect(info.body.data.prizes.reduce((s: number, p: { weight: number }) => s + p.weight, 0)).toBe(LUCK_ODDS_TOTAL);
    const ledgerBefore = await ctx.db.selectFrom('money_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const second = await makeApp(dialect, { scratch: ctx.scratch, seed: false, clockOf: ctx });
    second.advance(ctx.now() - second.now());
    try {
      const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => post((i % 2 ? second : ctx).app, '/api/charity/activity/sub/venue/draw/apply', {}, donor.cookie)));
      expect(tries.filter((r) => r.body.code === 0).length).toBe(3);
      expect(tries.filter((r) => r.status === 400).length).toBe(5);
    } finally {
      await second.close();
    }
    const results = await ctx.db.selectFrom('draw_results').selectAll().where('user_id', '=', donor.id).execute();
    expect(results.length).toBe(3);
    expect(new Set(results.map((r) => r.entitlement_id)).size).toBe(3);
    const audits = await ctx.db.selectFrom('audit_log').select('target_id').where('action', '=', 'luck.draw').where('actor_user_id', '=', donor.id).execute();
    expect(audits.map((a) => a.target_id).sort()).toEqual(results.map((r) => r.result_id).sort());
    const ledgerAfter = await ctx.db.selectFrom('money_ledger').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(ledgerAfter.n)).toBe(Number(ledgerBefore.n)); // prizes move no money
    const pennants = await ctx.db.selectFrom('pennants').select('ref').where('source', '=', 'luck_draw').where('user_id', '=', donor.id).execute();
    expect(pennants.map((p) => p.ref).sort()).toEqual(results.filter((r) => r.prize === 'pennant').map((r) => r.result_id).sort());
    const certs = await ctx.db.selectFrom('certificates').select('ref').where('kind', '=', 'draw').where('user_id', '=', donor.id).execute();
    expect(certs.map((x) => x.ref).sort()).toEqual(results.filter((r) => r.prize === 'certificate').map((r) => r.result_id).sort());
    const rec = await post(ctx.app, '/api/charity/activity/venue/lottery/record', {}, donor.cookie);
    expect(rec.body.data.list.map((r: { resultId: string }) => r.resultId).sort()).toEqual(results.map((r) => r.result_id).sort());
    expect((await post(ctx.app, '/api/charity/activity/venue/lottery/get-info', {}, donor.cookie)).body.data).toMatchObject({ left: 0, used: 3 });
    // each prize as the roll says (service call with a chosen roll)
    const d2 = await user(ctx);
    for (let i = 0; i < 3; i += 1) await donate(ctx, d2.cookie, c, 1000);
    const row = await ctx.db.selectFrom('users').selectAll().where('user_id', '=', d2.id).executeTakeFirstOrThrow();
    const codes = [];
    for (const roll of [0, 2500, 9999]) codes.push((await applyDraw(ctx.deps, row, undefined, () => roll)).result.prize.code);
    expect(codes).toEqual(['pennant', 'certificate', 'thanks']);
    const one = await post(ctx.app, '/api/charity/activity/venue/lottery/result', {}, d2.cookie);
    expect(one.body.data.result.prize.code).toBe('thanks');
  });

  test('a certificate: made for its owner, image to its owner only', async () => {
    const c = await newCase(ctx, owner.id, { title: '证书测试筹款' });
    const donor = await user(ctx);
    const other = await user(ctx);
    const o = await donate(ctx, donor.cookie, c, 1234);
    const r = await post(ctx.app, '/api/cf/activity/certificate/get-info', { orderId: o }, donor.cookie);
    expect(r.body.data).toMatchObject({ kind: 'gift', amount: 1234, orderId: o, caseTitle: '证书测试筹款' });
    expect((await post(ctx.app, '/api/cf/activity/certificate/get-info', { orderId: o }, donor.cookie)).body.data.certificateId).toBe(r.body.data.certificateId);
    expect((await post(ctx.app, '/api/cf/activity/certificate/get-info', { orderId: o }, other.cookie)).status).toBe(404);
    expect((await post(ctx.app, '/api/cf/activity/certificate/get-info', { certificateId: r.body.data.certificateId }, other.cookie)).status).toBe(404);
    const path = new URL(r.body.data.imageUrl, 'http://x').pathname;
    const img = await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: donor.cookie } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 750, 1000]);
    expect((await ctx.app.inject({ method: 'GET', url: path, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
  });

  test('task progress and the charity pig: figures from the database', async () => {
    const cs = [await newCase(ctx, owner.id), await newCase(ctx, owner.id), await newCase(ctx, owner.id)];
    const id = await activity(cs, 0, { kind: 'taskDonation' });
    const donor = await user(ctx);
    expect((await post(ctx.app, '/api/cf/activity/subsidy/v2/get-task-info', { activityId: id }, donor.cookie)).body.data).toMatchObject({ active: true, done: 0, target: 3, finished: false });
    await donate(ctx, donor.cookie, cs[0], 1000);
    await donate(ctx, donor.cookie, cs[0], 2000);
    await donate(ctx, donor.cookie, cs[1], 3000);
    const t = (await post(ctx.app, '/api/cf/activity/subsidy/v2/get-task-info', { infoUuid: cs[2] }, donor.cookie)).body.data;
    expect(t).toMatchObject({ activityId: id, done: 2, finished: false });
    expect(t.cases.filter((x: { given: boolean }) => x.given).length).toBe(2);
    const taskPennants = () => ctx.db.selectFrom('pennants').select(['ref', 'activity_id', 'title']).where('user_id', '=', donor.id).where('source', '=', 'give').execute();
    expect(await taskPennants()).toEqual([]);
    await donate(ctx, donor.cookie, cs[2], 20_000);
    // the gift that finishes the task earns the pennant when it is booked, before any read
    expect(await taskPennants()).toEqual([{ ref: `task:${id}:${donor.id}`, activity_id: id, title: '红包测试活动任务锦旗' }]);
    expect((await post(ctx.app, '/api/cf/activity/subsidy/v2/get-task-info', { activityId: id }, donor.cookie)).body.data).toMatchObject({ done: 3, finished: true });
    expect((await taskPennants()).length).toBe(1);
    const pig = (await post(ctx.app, '/api/charity/charity-pig/case/activity/get-user-info', {}, donor.cookie)).body.data;
    expect(pig).toMatchObject({ paidFen: 26_000, refundedFen: 0, netFen: 26_000, giftCount: 4, caseCount: 3, monthFen: 26_000, level: 3, levelFen: 6000, nextLevelFen: 4000 });
    expect(pig.recent.length).toBe(4);
    const status = (await post(ctx.app, '/api/charity/charity-pig/case/activity/get-status', { infoUuid: cs[0] }, donor.cookie)).body.data;
    expect(status).toMatchObject({ show: true, caseGiftFen: 3000, netFen: 26_000, level: 3 });
    expect((await post(ctx.app, '/api/charity/charity-pig/case/activity/get-status', { infoUuid: cs[0] })).body.data).toMatchObject({ show: false, netFen: 0 });
    // the reward list shows the pennants and nothing else for this donor
    expect((await post(ctx.app, '/api/cf/activity/reward/list', {}, donor.cookie)).body.data).toMatchObject({ packets: [], prizes: [], certificates: [], pennants: 1 });
  });
});

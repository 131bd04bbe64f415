/**
 * Matching gifts on SQLite and PostgreSQL: the match is booked with the donation (ledger row beside it,
 * raised amount, pool), every cap, a refund returns the match (to the pool, or to the sponsor once the
 * activity ended), pause and end, the activity machine's legal and illegal moves and the roles, tiny
 * gifts flagged by the fraud rule held until staff clear them, and concurrent gifts (two "processes")
 * never overspending the pool: matched + left = funded, to the fen.
 */
import { ACTIVITY } from '../src/domain/machines/activity';
import { canMove } from '../src/domain/machines/transition';
import { reconcile } from '../src/jobs/reconcile';
import { donate, key, newCase, user } from './support/funds';
import { openMatching, type MatchingCaps } from './support/matching';
import { staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(120_000);
const DAY = 24 * 3600_000;

describe.each(DIALECTS)('matching gifts (%s)', (dialect) => {
  let ctx: TestCtx;
  let master: U;
  let slave: U;
  let owner: U;
  let donor: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { FRAUD_TINY_MIN_COUNT: '3', FRAUD_TINY_DONATION_FEN: '100', DONOR_REFUND_DAYS: '7' } });
    master = await staffUser(ctx);
    slave = await staffUser(ctx);
    owner = await user(ctx);
    donor = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const S = (u: U, path: string, body: unknown) => post(ctx.app, `/api/staff/activity${path}`, body, u.cookie);
  const activity = (cases: string[], caps: MatchingCaps = {}, fund = 0, start = true, endsIn = 30 * DAY) => openMatching(ctx, master, cases, { caps, fund, start, endsIn });
  const pool = async (id: string) => (await ctx.db.selectFrom('activities').selectAll().where('activity_id', '=', id).executeTakeFirstOrThrow());
  const ledger = async (infoUuid: string) => {
    const rows = await ctx.db.selectFrom('money_ledger').select(['kind', 'amount', 'ref_id']).where('info_uuid', '=', infoUuid).execute();
    const sum = (k: string) => rows.filter((r) => r.kind === k).reduce((s, r) => s + Number(r.amount), 0);
    return { rows, donation: sum('donation'), match: sum('match'), matchReturn: sum('match_return'), refund: sum('refund') };
  };
  const raised = async (infoUuid: string) => Number((await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).raised_amount);
  const poolSums = async (id: string) => {
    const rows = await ctx.db.selectFrom('activity_pool_ledger').select(['kind', 'amount']).where('activity_id', '=', id).execute();
    const sum = (k: string) => rows.filter((r) => r.kind === k).reduce((s, r) => s + Number(r.amount), 0);
    return { fund: sum('fund'), match: sum('match'), ret: sum('return'), release: sum('release'), sponsorReturn: sum('sponsor_return') };
  };

  test('a case in two live activities is matched by the older one', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 100_000 });
    const older = await activity([c], { ratioPct: 100 }, 50_000);
    const newer = await activity([c], { ratioPct: 100 }, 50_000);
    // the newer one created in the same millisecond would tie: make the order plain
    await ctx.db.updateTable('activities').set({ created_at: Date.now() - 60_000 }).where('activity_id', '=', older).execute();
    await donate(ctx, donor.cookie, c, 1000);
    expect(Number((await pool(older)).matched)).toBe(1000);
    expect(Number((await pool(newer)).matched)).toBe(0);
  });

  test('the match is booked with the donation: ledger row beside it, raised amount, pool, the public figures', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 100_000 });
    const id = await activity([c], { ratioPct: 50 }, 100_000);
    const before = await post(ctx.app, '/api/cf/activity/subsidy/get-case-info', { infoUuid: c });
    expect(before.body.data).toMatchObject({ active: true, sponsorName: '测试爱心企业', ratioPct: 50, currentCaseMoney: 0, currentMoney: 100_000, poolDry: false });
    const orderId = await donate(ctx, donor.cookie, c, 2001);
    const l = await ledger(c);
    expect(l.rows.filter((r) => r.ref_id === orderId).map((r) => [r.kind, Number(r.amount)]).sort()).toEqual([['donation', 2001], ['match', 1000]]);
    expect(await raised(c)).toBe(3001);
    // the success page's order status confirms the match the pay page promised
    expect((await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId }, donor.cookie)).body.data).toMatchObject({ status: 'PAID', matched: 1000 });
    const p = await pool(id);
    expect([Number(p.funded), Number(p.matched), Number(p.match_count)]).toEqual([100_000, 1000, 1]);
    const after = await post(ctx.app, '/api/cf/activity/subsidy/get-donator-case-activity-info', { infoUuid: c, channel: '', shareDV: 1000 }, donor.cookie);
    expect(after.body.data).toMatchObject({ currentCaseMoney: 1000, currentMoney: 99_000, caseMatchCount: 1 });
    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid: c })).body.data;
    expect(alloc).toMatchObject({ moneyIn: 3001, balance: 3001, addsUp: true });
    const mine = await post(ctx.app, '/api/cf/activity/subsidy/raiser/get-activity-info', { infoUuid: c }, owner.cookie);
    expect(mine.body.data).toMatchObject({ role: 'FUNDRAISER', matches: [{ orderId, amount: 1000, donation: 2001 }] });
    expect((await post(ctx.app, '/api/cf/activity/subsidy/raiser/get-activity-info', { infoUuid: c })).status).toBe(401);
    // a donor (no role) sees the records behind the case's total, without names or order ids
    const seen = (await post(ctx.app, '/api/cf/activity/subsidy/raiser/get-activity-info', { infoUuid: c }, donor.cookie)).body.data;
    expect(seen).toMatchObject({ role: 'NONE', info: { currentCaseMoney: 1000 }, matches: [{ orderId: '', userId: '', nickname: '', amount: 1000, donation: 2001 }] });
    // a case outside any activity: nothing shown, nothing matched
    const other = await newCase(ctx, owner.id);
    expect((await post(ctx.app, '/api/cf/activity/subsidy/get-case-info', { infoUuid: other })).body.data).toMatchObject({ active: false, currentMoney: 0 });
    await donate(ctx, donor.cookie, other, 500);
    expect((await ledger(other)).match).toBe(0);
  });

  test('caps: per gift, per donor per day, per case, the smallest gift, and what is left in the pool', async () => {
    const c = await newCase(ctx, owner.id);
    const id = await activity([c], { capGift: 800, capDonorDay: 1500, capCase: 2500, minGift: 200 }, 2300);
    const d2 = await user(ctx);
    const d3 = await user(ctx);
    const m = async (u: U, amount: number) => {
      const o = await donate(ctx, u.cookie, c, amount);
      return Number((await ctx.db.selectFrom('activity_matches').select('amount').where('order_id', '=', o).executeTakeFirst())?.amount ?? 0);
    };
    expect(await m(donor, 199)).toBe(0); // below the smallest matched gift
    expect(await m(donor, 1000)).toBe(800); // per-gift cap
    expect(await m(donor, 1000)).toBe(700); // donor's day: 1500 - 800
    expect(await m(donor, 1000)).toBe(0); // donor's day used up
    expect(await m(d2, 500)).toBe(500);
    expect(await m(d3, 1000)).toBe(300); // pool: 2300 - 2000 left
    const info = (await post(ctx.app, '/api/cf/activity/subsidy/get-case-info', { infoUuid: c })).body.data;
    expect(info).toMatchObject({ currentMoney: 0, poolDry: true, currentCaseMoney: 2300 });
    await S(master, '/fund', { activityId: id, amount: 10_000, idempotencyKey: key() });
    expect(await m(d3, 1000)).toBe(200); // per case: 2500 - 2300
    expect(await m(d2, 1000)).toBe(0);
    ctx.advance(DAY); // a new day for the donor, but the case is at its cap
    expect(await m(donor, 1000)).toBe(0);
    const p = await pool(id);
    expect(Number(p.funded) - Number(p.matched) - Number(p.released)).toBe(12_300 - 2500);
  });

  test('a refund returns its match to the pool; after the end, to the sponsor; the case ledger stays whole', async () => {
    const c = await newCase(ctx, owner.id);
    const id = await activity([c], {}, 10_000);
    const a = await donate(ctx, donor.cookie, c, 3000);
    const b = await donate(ctx, donor.cookie, c, 2000);
    expect((await pool(id)).matched).toBe(5000);
    const r1 = await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: a, amount: 1500, reason: '误捐', idempotencyKey: key() }, donor.cookie);
    expect(r1.body.data.status).toBe('SUCCESS');
    expect(Number((await pool(id)).matched)).toBe(3500); // half the gift back: half its match back
    const r2 = await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: a, amount: 1500, reason: '误捐', idempotencyKey: key() }, donor.cookie);
    expect(r2.body.data.status).toBe('SUCCESS');
    expect(Number((await pool(id)).matched)).toBe(2000);
    expect(await raised(c)).toBe(4000);
    expect((await S(master, '/move', { activityId: id, action: 'end', reason: '活动结束' })).body.data).toMatchObject({ activity: { status: 'END_WITH_DONE', left: 0, released: 8000 }, sponsorBalance: 8000 });
    expect((await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: b, amount: 2000, reason: '误捐', idempotencyKey: key() }, donor.cookie)).body.data.status).toBe('SUCCESS');
    const p = await pool(id);
    expect([Number(p.matched), Number(p.released)]).toEqual([0, 10_000]);
    const detail = (await S(master, '/detail', { activityId: id })).body.data;
    expect(detail.sponsorBalance).toBe(10_000);
    const s = await poolSums(id);
    expect(s).toEqual({ fund: 10_000, match: 5000, ret: 3000, release: 8000, sponsorReturn: 2000 });
    const l = await ledger(c);
    expect([l.donation, l.match, l.refund, l.matchReturn]).toEqual([5000, 5000, 5000, 5000]);
    expect(await raised(c)).toBe(0);
    expect((await post(ctx.app, '/api/summaries/allocation', { infoUuid: c })).body.data).toMatchObject({ moneyIn: 5000, refunded: 5000, balance: 0, addsUp: true });
  });

  test('pause stops matching, resume restarts it, end releases the pool; every action audited', async () => {
    const c = await newCase(ctx, owner.id);
    const id = await activity([c], {}, 5000);
    expect((await S(master, '/move', { activityId: id, action: 'pause', reason: '核查' })).body.data.activity.status).toBe('PAUSE');
    const paused = (await post(ctx.app, '/api/cf/activity/subsidy/get-case-info', { infoUuid: c })).body.data;
    expect(paused).toMatchObject({ active: true, status: 'PAUSE' });
    await donate(ctx, donor.cookie, c, 1000);
    expect((await ledger(c)).match).toBe(0);
    await S(master, '/move', { activityId: id, action: 'resume', reason: '' });
    await donate(ctx, donor.cookie, c, 1000);
    expect((await ledger(c)).match).toBe(1000);
    await S(master, '/move', { activityId: id, action: 'end', reason: '' });
    await donate(ctx, donor.cookie, c, 1000);
    expect((await ledger(c)).match).toBe(1000);
    expect((await post(ctx.app, '/api/cf/activity/subsidy/get-case-info', { infoUuid: c })).body.data.active).toBe(false);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', id).orderBy('created_at').execute();
    expect(audit.map((x) => x.action)).toEqual(['activity.create', 'activity.fund', 'activity.start', 'activity.pause', 'activity.resume', 'activity.end']);
    expect(await poolSums(id)).toMatchObject({ fund: 5000, match: 1000, release: 4000 });
  });

  test('the machine: legal and illegal moves; MASTER and SLAVE; time ends an activity', async () => {
    expect(canMove(ACTIVITY, 'UNSTART', 'APPROVE')).toBe(true);
    expect(canMove(ACTIVITY, 'END_WITH_DONE', 'APPROVE')).toBe(false);
    expect(canMove(ACTIVITY, 'FREEZE', 'APPROVE')).toBe(false);
    const c = await newCase(ctx, owner.id);
    const id = await activity([c], {}, 1000, false, 60_000);
    const move = (u: U, action: string) => S(u, '/move', { activityId: id, action, reason: '' });
    expect((await move(master, 'resume')).status).toBe(409); // UNSTART is started, not resumed
    expect((await move(master, 'pause')).status).toBe(409);
    expect((await move(slave, 'start')).status).toBe(403);
    expect((await move(master, 'start')).status).toBe(200);
    expect((await move(master, 'start')).status).toBe(409);
    expect((await move(slave, 'risk')).body.data.activity.status).toBe('RISK_CONTROL');
    expect((await move(slave, 'resume')).status).toBe(403);
    expect((await move(master, 'freeze')).body.data.activity.status).toBe('FREEZE');
    expect((await move(master, 'resume')).status).toBe(409);
    expect((await move(master, 'unfreeze')).body.data.activity.status).toBe('PAUSE');
    expect((await S(slave, '/fund', { activityId: id, amount: 100, idempotencyKey: key() })).status).toBe(403);
    expect((await move(slave, 'end')).status).toBe(403);
    expect((await S(slave, '/detail', { activityId: id })).body.data).toMatchObject({ role: 'SLAVE', can: { fund: false, actions: [] } });
    expect((await S(master, '/detail', { activityId: id })).body.data.can.actions.sort()).toEqual(['end', 'freeze', 'resume']);
    expect((await post(ctx.app, '/api/staff/activity/list', {}, donor.cookie)).status).toBe(403);
    await move(master, 'resume');
    ctx.advance(61_000);
    const list = (await S(master, '/list', {})).body.data.list;
    expect(list.find((a: { activityId: string }) => a.activityId === id)).toMatchObject({ status: 'END_WITH_TIME', left: 0, released: 1000 });
    expect((await move(master, 'resume')).status).toBe(409);
    expect((await S(master, '/fund', { activityId: id, amount: 100, idempotencyKey: key() })).status).toBe(409);
  });

  test('the reconcile job ends an activity whose end date passed, with no page visit: its pool goes back to the sponsor', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 100_000 });
    const id = await activity([c], {}, 5_000, true, 60_000);
    await donate(ctx, donor.cookie, c, 1_000);
    expect(Number((await pool(id)).matched)).toBe(1_000);
    expect((await reconcile(ctx.deps)).changes.some((x) => x.includes('END_WITH_TIME'))).toBe(false);
    ctx.advance(61_000);
    const r = await reconcile(ctx.deps);
    expect(r.changes).toContain('1 activity END_WITH_TIME (end date passed)');
    expect(await pool(id)).toMatchObject({ status: 'END_WITH_TIME' });
    expect(Number((await pool(id)).released)).toBe(4_000);
    expect((await poolSums(id)).release).toBe(4_000);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('target_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toContain('activity.end_with_time');
    // A second run changes nothing.
    expect((await reconcile(ctx.deps)).changes.some((x) => x.includes('END_WITH_TIME'))).toBe(false);
  });

  test('tiny gifts from new accounts in a burst are held, not matched, until staff clear them', async () => {
    const c = await newCase(ctx, owner.id);
    const id = await activity([c], {}, 10_000);
    const orders: string[] = [];
    for (let i = 0; i < 4; i++) orders.push(await donate(ctx, (await user(ctx)).cookie, c, 100));
    const rows = await ctx.db.selectFrom('activity_matches').select(['order_id', 'status', 'amount']).where('info_uuid', '=', c).execute();
    const st = (o: string) => rows.find((r) => r.order_id === o);
    expect([st(orders[0])?.status, st(orders[1])?.status, st(orders[2])?.status, st(orders[3])?.status]).toEqual(['MATCHED', 'MATCHED', 'HELD', 'HELD']);
    expect((await ledger(c)).match).toBe(200);
    const flag = await ctx.db.selectFrom('fraud_flags').selectAll().where('kind', '=', 'tiny_donation_burst').where('info_uuid', '=', c).executeTakeFirst();
    expect(flag).toBeDefined();
    const detail = (await S(master, '/detail', { activityId: id })).body.data;
    expect(detail.held.map((h: { orderId: string }) => h.orderId).sort()).toEqual([orders[2], orders[3]].sort());
    expect(detail.flags.map((f: { kind: string }) => f.kind)).toContain('tiny_donation_burst');
    expect((await S(slave, '/match-decide', { orderId: orders[2], decision: 'clear', reason: '' })).status).toBe(403);
    expect((await S(master, '/match-decide', { orderId: orders[2], decision: 'clear', reason: '已核实' })).body.code).toBe(0);
    expect((await S(slave, '/match-decide', { orderId: orders[3], decision: 'reject', reason: '刷单' })).body.code).toBe(0);
    expect((await S(master, '/match-decide', { orderId: orders[3], decision: 'clear', reason: '' })).status).toBe(409);
    expect((await ledger(c)).match).toBe(300);
    expect(await raised(c)).toBe(700);
    expect(Number((await pool(id)).matched)).toBe(300);
  });

  test('the matching config slots: read through the basic store, edited in the console with an audit row', async () => {
    const list = (await S(master, '/store/list', {})).body.data.list;
    expect(list.map((s: { activityId: string }) => s.activityId)).toEqual(['20200611163710', '20200714162213', '20210419102246']);
    const content = JSON.stringify({ matchingRatio: 2, tip: '配捐比例调整为1:2' });
    expect((await S(master, '/store/set', { activityId: '20200611163710', content })).body.code).toBe(0);
    expect((await post(ctx.app, '/api/frame/basic/store/v1/get', { activity_id: '20200611163710' })).body.data.content).toBe(content);
    expect((await S(master, '/store/set', { activityId: '123', content })).status).toBe(400);
    expect((await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', '20200611163710').execute()).map((a) => a.action)).toEqual(['activity.store_set']);
  });

  test('concurrent gifts from two processes never overspend the pool: matched + left = funded, to the fen', async () => {
    const c1 = await newCase(ctx, owner.id);
    const c2 = await newCase(ctx, owner.id);
    const id = await activity([c1, c2], { ratioPct: 100 }, 15_050);
    const second = await makeApp(dialect, { scratch: ctx.scratch, seed: false, clockOf: ctx, env: { FRAUD_TINY_MIN_COUNT: '3' } });
    try {
      const donors = await Promise.all(Array.from({ length: 8 }, () => user(ctx)));
      const gifts = Array.from({ length: 40 }, (_, i) => ({ u: donors[i % 8], c: i % 2 ? c1 : c2, app: i % 3 ? ctx : second }));
      await Promise.all(gifts.map(async (g) => {
        const o = await post(g.app.app, '/api/cf/v41/order/add', { infoUuid: g.c, amount: 1000, anonymous: false, platform: 8, idempotencyKey: key() }, g.u.cookie);
        expect(o.body.code).toBe(0);
        const p = await post(g.app.app, '/api/pay/sandbox/confirm', { orderId: o.body.data.orderId, action: 'pay' }, g.u.cookie);
        expect(p.body.code).toBe(0);
      }));
      const p = await pool(id);
      expect(Number(p.matched)).toBe(15_050);
      expect(Number(p.funded) - Number(p.matched) - Number(p.released)).toBe(0);
      const m = await ctx.db.selectFrom('activity_matches').select(['amount']).where('activity_id', '=', id).execute();
      expect(m.reduce((s, r) => s + Number(r.amount), 0)).toBe(15_050);
      const l1 = await ledger(c1);
      const l2 = await ledger(c2);
      expect(l1.match + l2.match).toBe(15_050);
      expect(l1.donation + l2.donation).toBe(40_000);
      expect(await raised(c1) + await raised(c2)).toBe(55_050);
      expect((await poolSums(id)).match).toBe(15_050);
    } finally {
      await second.close();
    }
  });
});

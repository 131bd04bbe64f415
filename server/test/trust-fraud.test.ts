/**
 * Reports and fraud signals on SQLite and PostgreSQL: report add (login, fixed reasons, text kept as
 * typed, rate limited), staff outcome seen by the reporter; the order velocity limit (429 with a
 * Chinese msg, shared by two app instances on one database, retries of a key never refused); the
 * tiny-donation burst and shared-payee flags with their evidence; staff resolve flags.
 */
import { addStaff } from '../src/repositories/revisions';
import { raiseFlag } from '../src/services/fraud';
import { settingsOf } from '../src/services/fraud-settings';
import { donate, key, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { until } from './support/trust';

jest.setTimeout(30_000); // two app instances per dialect take a few seconds to build

describe.each(DIALECTS)('reports and fraud signals (%s)', (dialect) => {
  let ctx: TestCtx;
  let ctx2: TestCtx;
  let staff: { cookie: string; id: string };
  let owner: { cookie: string; id: string };
  let infoUuid: string;
  const env = { ORDER_LIMIT_PER_USER: '3', ORDER_LIMIT_PER_IP: '6', REPORT_PER_USER_HOURLY: '3', FRAUD_TINY_MIN_COUNT: '3', FRAUD_TINY_DONATION_FEN: '100' };
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env });
    ctx2 = await makeApp(dialect, { env, scratch: ctx.scratch, migrate: false }); // a second process on the same database (its own clock: the velocity test moves it alone)
    staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
    owner = await user(ctx);
    infoUuid = await newCase(ctx, owner.id);
  });
  afterAll(async () => {
    await ctx2?.close();
    await ctx?.close();
  });

  const XSS = '<script>alert(1)</script><img src=x onerror=alert(2)> 其实已经康复';

  test('report: login, fixed reasons, evidence URLs checked, text as typed; staff outcome reaches the reporter', async () => {
    const reporter = await user(ctx);
    const add = (body: Record<string, unknown>, cookie = reporter.cookie) => post(ctx.app, '/api/cf/v4/report/add', { infoUuid, reason: '信息虚假', content: XSS, ...body }, cookie);
    expect((await add({}, '')).status).toBe(401);
    for (const bad of [{ reason: '看不顺眼' }, { content: '' }, { imageUrls: ['javascript:alert(1)'] }, { imageUrls: Array(10).fill('/files/a.jpg') }, { infoUuid: 'nope' }]) {
      expect(Math.floor((await add(bad)).status / 100)).toBe(4); // a refusal, never a 500
    }
    const r = await add({ imageUrls: ['/files/pub/e1.jpg', 'https://img.example.com/e2.jpg'] });
    expect(r.body.data).toMatchObject({ reason: '信息虚假', content: XSS, status: 'pending', outcome: null });
    const stored = await ctx.db.selectFrom('reports').select('content').where('id', '=', r.body.data.reportId).executeTakeFirstOrThrow();
    expect(stored.content).toBe(XSS);
    expect((await post(ctx.app, '/api/staff/reports/queue', {}, reporter.cookie)).status).toBe(403);
    const queue = await post(ctx.app, '/api/staff/reports/queue', {}, staff.cookie);
    expect(queue.body.data.list.map((x: { reportId: string }) => x.reportId)).toContain(r.body.data.reportId);
    const done = await post(ctx.app, '/api/staff/reports/resolve', { reportId: r.body.data.reportId, outcome: 'confirmed', note: '已下线' }, staff.cookie);
    expect(done.body.data).toMatchObject({ status: 'resolved', outcome: 'confirmed', outcomeNote: '已下线' });
    expect((await post(ctx.app, '/api/staff/reports/resolve', { reportId: r.body.data.reportId, outcome: 'rejected' }, staff.cookie)).status).toBe(409);
    const mine = await post(ctx.app, '/api/cf/v4/report/mine', {}, reporter.cookie);
    expect(mine.body.data.list[0]).toMatchObject({ reportId: r.body.data.reportId, outcome: 'confirmed', content: XSS });
    const other = await user(ctx);
    expect((await post(ctx.app, '/api/cf/v4/report/mine', {}, other.cookie)).body.data.list).toEqual([]);
    const note = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', reporter.id).where('kind', '=', 'report_outcome').execute();
    expect(note).toHaveLength(1);
  });

  test('report rate limit: the 4th within the hour is 429 with a Chinese msg, on either instance', async () => {
    const u = await user(ctx);
    const add = (app: TestCtx) => post(app.app, '/api/cf/v4/report/add', { infoUuid, reason: '其他', content: '多次举报' }, u.cookie);
    expect((await add(ctx)).status).toBe(200);
    expect((await add(ctx2)).status).toBe(200);
    expect((await add(ctx)).status).toBe(200);
    const fourth = await add(ctx2);
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toBe('举报过于频繁，请稍后再试');
  });

  test('order velocity: a user creating many new orders gets 429 (both processes agree); retries pass; flagged', async () => {
    const u = await user(ctx);
    const order = (app: TestCtx, idempotencyKey = key(), ip = '10.9.9.1') =>
      app.app.inject({ method: 'POST', url: '/api/cf/v41/order/add', payload: { infoUuid, amount: 500, anonymous: false, platform: 8, idempotencyKey }, headers: { cookie: u.cookie }, remoteAddress: ip });
    const keys = [key(), key(), key()];
    expect((await order(ctx, keys[0])).statusCode).toBe(200);
    expect((await order(ctx2, keys[1])).statusCode).toBe(200);
    expect((await order(ctx, keys[2])).statusCode).toBe(200);
    const refused = await order(ctx2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('下单过于频繁，请稍后再试');
    // A retry of an order already made is never refused (same order back).
    const retry = await order(ctx2, keys[1]);
    expect(retry.statusCode).toBe(200);
    const n = await ctx.db.selectFrom('orders').select('order_id').where('user_id', '=', u.id).execute();
    expect(n).toHaveLength(3);
    const flags = await post(ctx.app, '/api/staff/fraud-flags/list', { status: 'open' }, staff.cookie);
    const flag = flags.body.data.list.find((f: { kind: string; evidence: { userId?: string } }) => f.kind === 'order_velocity' && f.evidence.userId === u.id);
    expect(flag.evidence).toMatchObject({ scope: 'user', orders: 3, limit: 3, windowSeconds: 600 });
    // The window passes: orders are accepted again.
    ctx.advance(601_000);
    ctx2.advance(601_000);
    expect((await order(ctx)).statusCode).toBe(200);
  });

  test('order velocity per IP across users; several users behind other IPs are unaffected', async () => {
    const ip = `10.7.${Math.floor(Math.random() * 200)}.1`;
    const users = [await user(ctx), await user(ctx), await user(ctx), await user(ctx)];
    const order = (cookie: string, from: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/cf/v41/order/add', payload: { infoUuid, amount: 300, anonymous: false, platform: 8, idempotencyKey: key() }, headers: { cookie }, remoteAddress: from });
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push((await order(users[i % 4].cookie, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect((await order(users[0].cookie, '10.6.6.6')).statusCode).toBe(200);
  });

  test('tiny-donation burst from new accounts raises one flag naming its evidence; staff resolve it once', async () => {
    const c = await newCase(ctx, owner.id);
    for (let i = 0; i < 3; i++) await donate(ctx, (await user(ctx)).cookie, c, 100);
    const flag = await until(async () => ctx.db.selectFrom('fraud_flags').selectAll().where('kind', '=', 'tiny_donation_burst').where('info_uuid', '=', c).executeTakeFirst(), 'flag');
    const ev = JSON.parse(flag.evidence);
    expect(ev).toMatchObject({ donations: 3, donors: 3, maxFen: 100 });
    expect(ev.orderIds).toHaveLength(3);
    await donate(ctx, (await user(ctx)).cookie, c, 100);
    await donate(ctx, (await user(ctx)).cookie, c, 5000); // not tiny: never checked
    const all = await ctx.db.selectFrom('fraud_flags').select('id').where('kind', '=', 'tiny_donation_burst').where('info_uuid', '=', c).execute();
    expect(all).toHaveLength(1); // one flag per case per window
    const other = await user(ctx);
    expect((await post(ctx.app, '/api/staff/fraud-flags/resolve', { flagId: flag.id, resolution: '已核实' }, other.cookie)).status).toBe(403);
    expect((await post(ctx.app, '/api/staff/fraud-flags/resolve', { flagId: flag.id, resolution: '已核实，属正常小额' }, staff.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, '/api/staff/fraud-flags/resolve', { flagId: flag.id, resolution: 'again' }, staff.cookie)).status).toBe(409);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', flag.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['fraud_flag.resolve']);
  });

  test('a tiny-donation burst across a window edge raises one flag; the window slides with the clock (race-safe)', async () => {
    const W = settingsOf(ctx.deps.config.settings).tinyWindowMs;
    const past = Math.max(W, settingsOf(ctx.deps.config.settings).orderWindowMs) + 1_000; // past both windows
    const c = await newCase(ctx, owner.id);
    const flagsOf = () => ctx.db.selectFrom('fraud_flags').selectAll().where('kind', '=', 'tiny_donation_burst').where('info_uuid', '=', c).orderBy('created_at').execute();
    const donors = [await user(ctx), await user(ctx), await user(ctx), await user(ctx)];
    // Past the windows of the tests above (their gifts count against this address's order limit), then
    // three gifts just before a multiple of the window (the old fixed bucket's edge), one just after it.
    ctx.advance(past);
    ctx.advance(Math.ceil((ctx.now() + 1) / W) * W - 5_000 - ctx.now());
    for (const d of donors.slice(0, 3)) await donate(ctx, d.cookie, c, 100);
    await until(async () => (await flagsOf())[0], 'first flag');
    ctx.advance(10_000);
    await donate(ctx, donors[3].cookie, c, 100);
    await new Promise((r) => setTimeout(r, 300)); // the check runs after commit
    expect(await flagsOf()).toHaveLength(1);
    // The window passes: a new burst is flagged again, once.
    ctx.advance(past);
    for (let i = 0; i < 3; i++) await donate(ctx, (await user(ctx)).cookie, c, 100);
    await until(async () => ((await flagsOf()).length === 2 ? true : undefined), 'second flag');
    expect((await flagsOf()).map((f) => f.status)).toEqual(['open', 'open']);
    // Two processes raising the same windowed flag at once, past the window of the last one: one flag.
    ctx.advance(W + 1_000);
    ctx2.advance(ctx.now() - ctx2.now());
    const f = { kind: 'tiny_donation_burst', infoUuid: c, subject: `case:${c}`, dedupe: `tiny:${c}`, evidence: {} };
    const raised = await Promise.all([raiseFlag(ctx.deps, f, W), raiseFlag(ctx2.deps, f, W), raiseFlag(ctx.deps, f, W), raiseFlag(ctx2.deps, f, W)]);
    expect(raised.filter(Boolean)).toHaveLength(1);
    expect(await flagsOf()).toHaveLength(3);
  });

  test('a payee account shared by cases of different owners is flagged (masked) when staff list flags', async () => {
    const a = await user(ctx);
    const b = await user(ctx);
    const account = `62220${String(Date.now()).slice(-10)}${Math.floor(Math.random() * 10)}`;
    const mk = async (ownerId: string) => {
      const c = await newCase(ctx, ownerId);
      await ctx.db.insertInto('case_sections').values({
        info_uuid: c, section: 'payee', status: 2, data_json: JSON.stringify({ relation: 'other', bankAccount: account }), lookup_key: account,
        reason: '', submitted_at: ctx.now(), reviewed_by: null, reviewed_at: null, updated_at: ctx.now(),
      }).execute();
      return c;
    };
    const c1 = await mk(a.id);
    const list1 = await post(ctx.app, '/api/staff/fraud-flags/list', {}, staff.cookie);
    expect(list1.body.data.list.filter((f: { kind: string; evidence: { cases: string[] } }) => f.kind === 'shared_payee' && f.evidence.cases.includes(c1))).toEqual([]);
    const c2 = await mk(b.id);
    const list2 = await post(ctx.app, '/api/staff/fraud-flags/list', {}, staff.cookie);
    const flag = list2.body.data.list.find((f: { kind: string; evidence: { cases: string[] } }) => f.kind === 'shared_payee' && f.evidence.cases.includes(c2));
    expect(flag.evidence).toMatchObject({ owners: 2, accountTail: account.slice(-4) });
    expect(flag.evidence.cases.sort()).toEqual([c1, c2].sort());
    expect(JSON.stringify(flag)).not.toContain(account);
    // Listing again raises nothing new.
    const list3 = await post(ctx.app, '/api/staff/fraud-flags/list', {}, staff.cookie);
    expect(list3.body.data.list.filter((f: { kind: string; evidence: { cases: string[] } }) => f.kind === 'shared_payee' && f.evidence.cases.includes(c2))).toHaveLength(1);
  });
});

/**
 * A case's whole life on SQLite and PostgreSQL, by the test clock: the period ends -> OVERDUE (the
 * reconciliation job), the owner stops at the target -> DONE, staff terminate -> TERMINATION and the
 * donors are refunded; every ended state refuses a gift with the one message; ended cases leave the
 * lists after a week; the order counts come from the orders.
 */
import { DONATION_CLOSED_MSG, STATUS_LABELS } from '../../src/contract/rules/case-status';
import { reconcile } from '../src/jobs/reconcile';
import { LISTED_AFTER_END_DAYS } from '../src/services/lifecycle';
import { caseRow, donate, key, newCase, user } from './support/funds';
import { staffPost, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const DAY = 24 * 3600_000;

describe.each(DIALECTS)('case lifecycle (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    [owner, donor, staff] = [await user(ctx), await user(ctx), await staffUser(ctx)];
  });
  afterAll(async () => ctx?.close());

  const order = (infoUuid: string, amount = 2000, u: U = donor) =>
    post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount, anonymous: false, platform: 8, idempotencyKey: key() }, u.cookie);
  const info = async (infoUuid: string) => (await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid }, donor.cookie)).body.data;
  const audits = (infoUuid: string, action: string) =>
    ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', infoUuid).where('action', '=', action).execute();
  const listed = async () => {
    const r = await post(ctx.app, '/api/cf/v4/case/list', { listType: 'common', size: 50 });
    return r.body.data.list as { infoUuid: string; status: number }[];
  };
  const expectRefused = async (infoUuid: string) => {
    const r = await order(infoUuid);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(DONATION_CLOSED_MSG);
  };

  test('the demo has a case in every status code', async () => {
    // Before any job run (the refunding ones move on once the job runs), the seeded cases only.
    const rows = await ctx.db.selectFrom('cases').select('status').where('owner_user_id', 'like', 'demo-%').execute();
    const have = new Set(rows.map((r) => Number(r.status)));
    for (const s of [0, 1, 2, 3, 4, 101, 102, 103, 201, 202, 203, 204]) expect(have.has(s)).toBe(true);
  });

  test('the raising period ends by the clock: shown OVERDUE at once, moved to 3 by the job, audited, gifts refused', async () => {
    const infoUuid = await newCase(ctx, owner.id, { expire_at: ctx.now() + 2 * DAY });
    await donate(ctx, donor.cookie, infoUuid, 2000);
    ctx.advance(DAY);
    expect((await reconcile(ctx.deps)).ran).toBe(true);
    expect((await caseRow(ctx, infoUuid)).status).toBe(0); // a day left: nothing moves
    expect((await info(infoUuid)).displayStatus).toBe(0);
    const visitor = async () => (await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.displayStatus;
    expect(await visitor()).toBe(0); // the visitor's answer is now cached
    expect(await visitor()).toBe(0);

    ctx.advance(DAY);
    // Past the period, before the job: the page (the cached visitor answer too) and the list already
    // show it ended, and the order call refuses.
    expect((await caseRow(ctx, infoUuid)).status).toBe(0);
    expect(await visitor()).toBe(3);
    expect((await info(infoUuid)).displayStatus).toBe(3);
    expect((await listed()).find((c) => c.infoUuid === infoUuid)?.status).toBe(3);
    await expectRefused(infoUuid);

    const r = await reconcile(ctx.deps);
    expect(r.changes.some((c) => c.includes(infoUuid) && c.includes('OVERDUE'))).toBe(true);
    const row = await caseRow(ctx, infoUuid);
    expect(row.status).toBe(3);
    expect(Number(row.ended_at)).toBe(ctx.now());
    expect(row.raised).toBe(2000); // the money stays on the case
    expect((await info(infoUuid)).displayStatus).toBe(3);
    expect((await audits(infoUuid, 'case.overdue'))).toHaveLength(1);
    await expectRefused(infoUuid);
    // A second run moves nothing more.
    expect((await reconcile(ctx.deps)).changes.some((c) => c.includes(infoUuid))).toBe(false);
    expect((await audits(infoUuid, 'case.overdue'))).toHaveLength(1);
    // The list shows it with its status for a week after it ended, then it leaves the lists.
    expect((await listed()).find((c) => c.infoUuid === infoUuid)?.status).toBe(3);
    ctx.advance(LISTED_AFTER_END_DAYS * DAY + 1000);
    expect((await listed()).some((c) => c.infoUuid === infoUuid)).toBe(false);
    expect((await info(infoUuid)).displayStatus).toBe(3); // its page stays reachable
  });

  test('the owner ends the raise: DONE 1 once the target is reached, END 2 below it; both refuse gifts', async () => {
    const reached = await newCase(ctx, owner.id, { target_amount: 5000 });
    await donate(ctx, donor.cookie, reached, 3000);
    await donate(ctx, donor.cookie, reached, 2000);
    const below = await newCase(ctx, owner.id, { target_amount: 500000 });
    await donate(ctx, donor.cookie, below, 2000);
    const stop = (infoUuid: string) => post(ctx.app, '/api/cf/v4/drawcash/stop-raise', { infoUuid, reason: '已筹到足够的治疗费用', confirm: true }, owner.cookie);

    const a = await stop(reached);
    expect(a.body.data.status).toBe(1);
    const b = await stop(below);
    expect(b.body.data.status).toBe(2);
    expect((await caseRow(ctx, reached)).status).toBe(1);
    expect(Number((await caseRow(ctx, reached)).ended_at)).toBe(ctx.now());
    expect((await caseRow(ctx, below)).status).toBe(2);
    expect(JSON.parse((await audits(reached, 'case.stop_raise'))[0].after_json)).toEqual({ status: 1 });
    await expectRefused(reached);
    await expectRefused(below);
    expect((await stop(reached)).status).toBe(409);
  });

  test('staff terminate: 4 with the reason donors read, audited, donors refunded; only staff, only from a live status', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    await donate(ctx, donor.cookie, infoUuid, 3000);
    await donate(ctx, donor.cookie, infoUuid, 1000);
    const terminate = (body: Record<string, unknown>, u: U = staff) => staffPost(ctx, u, '/case/terminate', { infoUuid, ...body });

    expect((await terminate({ reason: '不实' }, owner)).status).toBe(403);
    const blank = await terminate({ reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请填写终止原因');
    expect((await caseRow(ctx, infoUuid)).status).toBe(0);

    const r = await terminate({ reason: '经核实，筹款信息与实际情况不符' });
    expect(r.status).toBe(200);
    expect(r.body.data.before).toBe(0);
    expect(r.body.data.refunds).toBe(2);
    expect(r.body.data.amount).toBe(4000);
    const rows = await audits(infoUuid, 'case.terminate');
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_user_id).toBe(staff.id);
    expect(JSON.parse(rows[0].after_json)).toEqual({ status: 4 });
    expect((await caseRow(ctx, infoUuid)).finish_str).toBe('终止原因：经核实，筹款信息与实际情况不符');
    await expectRefused(infoUuid);
    // The refunds run to the end (the job finishes what the call started): every fen back, case 204.
    await reconcile(ctx.deps);
    const end = await caseRow(ctx, infoUuid);
    expect(end.status).toBe(204);
    expect(end.raised).toBe(0);
    const refunds = await ctx.db.selectFrom('refunds').select(['amount', 'status']).where('info_uuid', '=', infoUuid).execute();
    expect(refunds.map((x) => [Number(x.amount), x.status]).sort()).toEqual([[1000, 'SUCCESS'], [3000, 'SUCCESS']]);
    await expectRefused(infoUuid);
    // A case already refunded cannot be terminated again.
    const again = await terminate({ reason: '重复操作' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前筹款状态不可终止');
  });

  test('every ended status refuses a new gift the same way (400 with the one message); raising takes it', async () => {
    const open = await newCase(ctx, owner.id);
    expect((await order(open)).body.code).toBe(0);
    for (const status of [1, 2, 3, 4, 101, 102, 103, 201, 202, 203, 204]) {
      const infoUuid = await newCase(ctx, owner.id, { status, finish_str: 'x' });
      await expectRefused(infoUuid);
      expect(STATUS_LABELS[status as keyof typeof STATUS_LABELS]).toBeTruthy();
    }
  });

  test('order/count and order/count-ds are counted from the paid orders', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const other = await user(ctx);
    await donate(ctx, donor.cookie, infoUuid, 2000);
    await donate(ctx, donor.cookie, infoUuid, 3000);
    await donate(ctx, other.cookie, infoUuid, 1000);
    await order(infoUuid, 9900, other); // pending: not counted
    const c = await post(ctx.app, '/api/cf/v4/order/count', { infoUuid });
    expect(c.body.data).toEqual({ infoUuid, count: 3, donorCount: 2, amount: 6000 });
    const mine = await post(ctx.app, '/api/cf/v4/order/count-ds', { infoUuid }, other.cookie);
    expect(mine.body.data).toEqual({ count: 1, caseCount: 1, amount: 1000 });
    expect((await post(ctx.app, '/api/cf/v4/order/count-ds', {})).status).toBe(401);
    expect((await post(ctx.app, '/api/cf/v4/order/count', { infoUuid: 'nope' })).status).toBe(404);
  });
});

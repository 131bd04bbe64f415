/**
 * The task pennant's award statement (repositories/pennants.ts) reads the donor's orders of the
 * activity's cases, one (user, case) probe each, however many other gifts the donor made: in a matching
 * opening a donor gives hundreds of times, and the EXISTS form of the statement read every PAID order of
 * the donor on each gift (PostgreSQL made it a semi-join over the status and user indexes, the case only
 * a join filter): 170 buffers a gift after 120 gifts, growing with each; SQLite walked every paid gift
 * of each of the activity's cases in the window (orders_case_status) looking for the donor (issue 27, round 6).
 */
import { CompiledQuery, sql } from 'kysely';
import { giftPennantStatements } from '../src/repositories/pennants';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';

const OTHER_GIFTS = 3000;

describe.each(DIALECTS)('the task pennant statement (%s)', (dialect) => {
  let ctx: TestCtx;
  let taskCase: string;
  let userId: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    const now = ctx.deps.clock();
    const task = await ctx.db.selectFrom('activities').select('activity_id').where('kind', '=', 'taskDonation').where('status', '=', 'APPROVE')
      .where('starts_at', '<=', now).where('ends_at', '>', now).executeTakeFirstOrThrow();
    const inTask = (await ctx.db.selectFrom('activity_cases').select('info_uuid').where('activity_id', '=', task.activity_id).where('active', '=', 1).execute()).map((r) => r.info_uuid);
    expect(inTask.length).toBeGreaterThan(0);
    taskCase = inTask[0];
    expect(inTask.length).toBeGreaterThan(1);
    const other = await ctx.db.selectFrom('cases').select('info_uuid').where('info_uuid', 'not in', inTask).executeTakeFirstOrThrow();
    userId = `plan-donor-${dialect}`;
    // The donor's many earlier gifts, all paid, to a case outside the task; this gift to the task's first
    // case; and other donors' many paid gifts to the task's second case, where this donor never gave.
    const order = (i: number, user: string, info_uuid: string) => ({
      order_id: `CFPLAN${dialect}${String(i).padStart(6, '0')}`, idempotency_key: `plan-${dialect}-${i}`, user_id: user, info_uuid,
      amount: 100, status: 'PAID', platform: 8, provider: 'sandbox', created_at: now - 1000 + (i % 500), paid_at: now - 1000 + (i % 500),
      anonymous: 0, channel: '', comment: '', share_dv: 0, user_source_id: '', first_donation: 0,
    });
    const rows = [
      ...Array.from({ length: OTHER_GIFTS }, (_, i) => order(i, userId, other.info_uuid)),
      ...Array.from({ length: OTHER_GIFTS }, (_, i) => order(OTHER_GIFTS + 1 + i, `plan-crowd-${i % 50}`, inTask[1])),
      order(OTHER_GIFTS, userId, taskCase),
    ];
    for (let i = 0; i < rows.length; i += 500) await ctx.db.insertInto('orders').values(rows.slice(i, i + 500)).execute();
    if (dialect === 'pg') await sql`analyze orders`.execute(ctx.db);
  });
  afterAll(async () => ctx?.close());

  const statement = () => giftPennantStatements(ctx.db, {
    pennantId: 'pn-plan', giftTitle: '爱心捐赠锦旗', userId, orderId: `CFPLAN${dialect}${String(OTHER_GIFTS).padStart(6, '0')}`, infoUuid: taskCase, amount: 100, now: ctx.deps.clock(),
  })[1];

  test('probes the donor\'s orders by (user, case), not every paid order of the donor', async () => {
    const q = statement();
    expect(q.sql).toMatch(/insert into "pennants"/);
    if (dialect === 'sqlite') {
      const plan = (await ctx.db.executeQuery(CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]))).rows as { detail: string }[];
      const onOrders = plan.map((r) => r.detail).filter((d) => /^SEARCH o\b/.test(d));
      expect(onOrders).toEqual([expect.stringMatching(/^SEARCH o USING INDEX orders_user_case \(user_id=\? AND info_uuid=\?\)/)]);
      return;
    }
    // PostgreSQL: run it (in a transaction rolled back) and count the buffers it touched.
    let touched = 0;
    let shown = '';
    await ctx.db.transaction().execute(async (trx) => {
      const r = await trx.executeQuery(CompiledQuery.raw(`explain (analyze, buffers, format json) ${q.sql}`, [...q.parameters]));
      const plan = (r.rows[0] as { 'QUERY PLAN': { Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } }[] })['QUERY PLAN'][0].Plan;
      touched = plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
      shown = JSON.stringify(plan);
      throw new Error('rollback');
    }).catch((e: Error) => { if (e.message !== 'rollback') throw e; });
    // A few index pages per case of the task; the donor's 3,000 other gifts span over 50 heap pages, and so
    // do the crowd's gifts to the task's second case.
    expect(touched).toBeGreaterThan(0);
    expect({ touched, plan: touched < 50 ? '' : shown }).toEqual({ touched: expect.any(Number), plan: '' });
    expect(touched).toBeLessThan(50);
  });
});

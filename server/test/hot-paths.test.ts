/**
 * The performance work's guarantees, on SQLite and PostgreSQL: compile-once queries substitute
 * their values (and refuse builders that would bake a value in), the SQLite statement cache
 * survives schema changes, an order key retried after its case ended still returns its order,
 * and a late notify for a CLOSED order is paid exactly once.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { prepared, first } from '../src/db/prepared';
import { markPaid } from '../src/services/orders';
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';

const key = () => randomUUID().replace(/-/g, '');
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe.each(DIALECTS)('hot paths (%s)', (dialect) => {
  let ctx: TestCtx;
  let infoUuid: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    infoUuid = await donatableCase(ctx);
    cookie = await login(ctx);
  });
  afterAll(async () => ctx?.close());

  test('a prepared query runs with each call\'s values, inside and outside a transaction', async () => {
    const q = prepared((db, p: { id: string; min: number }) =>
      db.selectFrom('cases').select(['info_uuid', 'status']).where('info_uuid', '=', p.id).where('target_amount', '>=', p.min));
    const all = await ctx.db.selectFrom('cases').select(['info_uuid', 'status']).orderBy('info_uuid').execute();
    for (const c of all.slice(0, 4)) expect(first(await q(ctx.db, { id: c.info_uuid, min: 0 }))).toEqual(c);
    expect(first(await q(ctx.db, { id: all[0].info_uuid, min: Number.MAX_SAFE_INTEGER }))).toBeUndefined();
    const inTrx = await ctx.db.transaction().execute(async (trx) => first(await q(trx, { id: all[1].info_uuid, min: 0 })));
    expect(inTrx).toEqual(all[1]);
  });

  test('a builder that uses a parameter outside a value position is refused', async () => {
    const concat = prepared((db, p: { id: string }) => db.selectFrom('cases').selectAll().where('info_uuid', '=', `x${p.id}`));
    await expect(concat(ctx.db, { id: 'a' })).rejects.toThrow(/inside a string/);
    const branch = prepared((db, p: { id: string }) => db.selectFrom('cases').selectAll().where('info_uuid', '=', p.id ? 'const' : ''));
    await expect(branch(ctx.db, { id: 'a' })).rejects.toThrow(/did not end up as a query value/);
  });

  test('a cached statement sees a schema change', async () => {
    const q = prepared((db, p: { id: string }) => db.selectFrom('comments').selectAll().where('id', '=', p.id));
    const before = await q(ctx.db, { id: 'none' });
    expect(before.rows).toEqual([]);
    await sql`alter table comments add column perf_probe integer`.execute(ctx.db);
    const row = { id: `c-${key()}`, info_uuid: infoUuid, user_id: 'u', content: 'x', type: 0, created_at: 1, deleted: 0 };
    await ctx.db.insertInto('comments').values(row).execute();
    expect(first(await q(ctx.db, { id: row.id }))).toEqual({ ...row, perf_probe: null });
  });

  test('an order key retried after its case ended returns the same order; a new key is refused', async () => {
    const body = { infoUuid, amount: 1200, anonymous: false, platform: 8, idempotencyKey: key() };
    const first1 = await post(ctx.app, '/api/cf/v41/order/add', body, cookie);
    expect(first1.body.code).toBe(0);
    await ctx.db.updateTable('cases').set({ status: 1 }).where('info_uuid', '=', infoUuid).execute();
    try {
      const retry = await post(ctx.app, '/api/cf/v41/order/add', body, cookie);
      expect(retry.body.data.orderId).toBe(first1.body.data.orderId);
      const fresh = await post(ctx.app, '/api/cf/v41/order/add', { ...body, idempotencyKey: key() }, cookie);
      expect(fresh.status).toBe(400);
    } finally {
      await ctx.db.updateTable('cases').set({ status: 0 }).where('info_uuid', '=', infoUuid).execute();
    }
  });

  test('a notify for a CLOSED order pays it once; a wrong amount or unknown order is rejected', async () => {
    const { orderId } = (await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 1300, anonymous: false, platform: 8, idempotencyKey: key() }, cookie)).body.data;
    await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'cancel' }, cookie);
    const raised = async () => Number((await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).raised_amount);
    const before = await raised();
    expect(await markPaid(ctx.deps, 'sandbox', { notifyId: `w-${orderId}`, orderId, amount: 1301, tradeNo: 't', paid: true }, silentLog)).toBe('rejected');
    expect(await markPaid(ctx.deps, 'sandbox', { notifyId: `u-${orderId}`, orderId: 'CF-unknown', amount: 1300, tradeNo: 't', paid: true }, silentLog)).toBe('rejected');
    expect(await raised()).toBe(before);
    expect(await markPaid(ctx.deps, 'sandbox', { notifyId: `a-${orderId}`, orderId, amount: 1300, tradeNo: 't', paid: true }, silentLog)).toBe('paid');
    expect(await markPaid(ctx.deps, 'sandbox', { notifyId: `b-${orderId}`, orderId, amount: 1300, tradeNo: 't', paid: true }, silentLog)).toBe('already-paid');
    expect(await markPaid(ctx.deps, 'sandbox', { notifyId: `c-${orderId}`, orderId, amount: 1300, tradeNo: 't', paid: false }, silentLog)).toBe('not-paid');
    expect(await raised()).toBe(before + 1300);
    const o = await ctx.db.selectFrom('orders').select(['status', 'paid_at']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(o.status).toBe('PAID');
  });
});

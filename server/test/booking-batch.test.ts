/**
 * PostgreSQL: paid bookings that arrive together share one transaction (db/pg-booking-batch.ts). Many
 * notifies at once (fresh gifts, replays of one notify, notifies for orders that do not exist) are booked
 * exactly once each, in shared transactions; a shared transaction that fails (here: a booking in it is
 * rejected) rolls back and every booking in it runs again on its own, so the rest are still booked, once.
 */
import pino from 'pino';
import { bookingBatchStats } from '../src/db/booking-tx';
import { markPaid } from '../src/services/orders';
import { key, newCase, user } from './support/funds';
import { makeApp, post, type TestCtx } from './support/testApp';
import { recordPgQueries, statementsOf } from './support/pg-query-log';
import { pointsForGift } from '../../src/contract/rules/love';

jest.setTimeout(120_000);
const log = pino({ level: 'silent' });

describe('shared booking transactions (pg)', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp('pg', { env: { FRAUD_TINY_DONATION_FEN: '0', PG_BOOKING_BATCH: '16' } });
  });
  afterAll(async () => ctx?.close());

  async function orders(infoUuid: string, n: number): Promise<string[]> {
    const donors = await Promise.all(Array.from({ length: 5 }, () => user(ctx)));
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 100 + i, anonymous: false, platform: 8, idempotencyKey: key() }, donors[i % 5].cookie);
      expect(o.body.code).toBe(0);
      ids.push(o.body.data.orderId);
    }
    return ids;
  }
  const amountOf = (ids: string[], id: string) => 100 + ids.indexOf(id);
  const totals = async (infoUuid: string) => {
    const c = await ctx.db.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    const paid = await ctx.db.selectFrom('orders').select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount').as('fen')]).where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').executeTakeFirstOrThrow();
    const ledger = await ctx.db.selectFrom('money_ledger').select((eb) => eb.fn.sum<string>('amount').as('fen')).where('info_uuid', '=', infoUuid).where('kind', '=', 'donation').executeTakeFirstOrThrow();
    return { raised: Number(c.raised_amount), count: Number(c.donation_count), paidCount: Number(paid.n), paidFen: Number(paid.fen ?? 0), ledgerFen: Number(ledger.fen ?? 0) };
  };

  test('gifts, replays and unknown orders at once: each gift booked once, in shared transactions', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const ids = await orders(infoUuid, 40);
    const before = { ...bookingBatchStats(ctx.db) };
    const notify = (orderId: string, notifyId = `n-${orderId}`, amount = amountOf(ids, orderId)) =>
      markPaid(ctx.deps, 'sandbox', { notifyId, orderId, amount, tradeNo: `t-${orderId}`, paid: true }, log);
    const results = await Promise.all([
      ...ids.map((id) => notify(id)),
      ...Array.from({ length: 5 }, () => notify(ids[0])), // the same notify replayed
      notify(ids[1], `other-${ids[1]}`), // a second notify for a paid order
      notify('CF_no_such_order', 'n-unknown', 100), // rejected: its shared transaction runs again, each alone
    ]);
    expect(results.slice(0, 40).filter((r) => r === 'paid').length + results.slice(40, 45).filter((r) => r === 'paid').length).toBe(40);
    expect(results.filter((r) => r === 'paid')).toHaveLength(40);
    expect(results[46]).toBe('rejected');
    const sum = ids.reduce((s, id) => s + amountOf(ids, id), 0);
    expect(await totals(infoUuid)).toEqual({ raised: sum, count: 40, paidCount: 40, paidFen: sum, ledgerFen: sum });
    const after = bookingBatchStats(ctx.db);
    expect(after.batches).toBeGreaterThan(before.batches); // some bookings shared a transaction
    expect(after.retried).toBeGreaterThan(before.retried); // the rejected one's ran again alone
  });

  test('replays of the same notifies after the fact book nothing more', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const ids = await orders(infoUuid, 20);
    const notify = (orderId: string) => markPaid(ctx.deps, 'sandbox', { notifyId: `n-${orderId}`, orderId, amount: amountOf(ids, orderId), tradeNo: `t-${orderId}`, paid: true }, log);
    expect((await Promise.all(ids.map(notify))).every((r) => r === 'paid')).toBe(true);
    expect((await Promise.all([...ids, ...ids].map(notify))).every((r) => r === 'duplicate')).toBe(true);
    const sum = ids.reduce((s, id) => s + amountOf(ids, id), 0);
    expect(await totals(infoUuid)).toEqual({ raised: sum, count: 20, paidCount: 20, paidFen: sum, ledgerFen: sum });
  });

  test('a shared transaction updates each case row once, with its gifts added up, and inserts its ledger rows and love values with one statement each', async () => {
    const cases = await Promise.all([0, 1].map(async () => newCase(ctx, (await user(ctx)).id)));
    const ids = await Promise.all(cases.map((c) => orders(c, 24)));
    const rec = recordPgQueries();
    let results: string[];
    try {
      results = await Promise.all(cases.flatMap((_, k) => ids[k].map((id) =>
        markPaid(ctx.deps, 'sandbox', { notifyId: `n-${id}`, orderId: id, amount: amountOf(ids[k], id), tradeNo: `t-${id}`, paid: true }, log))));
    } finally {
      rec.stop();
    }
    expect(results.every((r) => r === 'paid')).toBe(true);
    // The messages that commit: in each, at most one counter update per case, however many gifts it carries.
    const committing = rec.log.filter((q) => statementsOf(q.text).some((x) => /^commit\b/i.test(x)));
    const commits = committing.map((q) => statementsOf(q.text));
    const counterUpdates = commits.map((st) => st.filter((x) => /^update "cases" set "raised_amount"/.test(x)));
    // the gifts each committing message carries (by their donation entries' ids, sent as values)
    const booked = committing.map((q) => (q.raw.match(/'lg-donation-/g) ?? []).length);
    expect(booked.reduce((a, b) => a + b, 0)).toBe(48);
    expect(Math.max(...booked)).toBeGreaterThan(2); // some shared a transaction
    for (const ups of counterUpdates) expect(ups.length).toBeLessThanOrEqual(2);
    expect(counterUpdates.flat().length).toBeLessThan(48);
    // one insert of donation rows and one of love values per committing message, however many gifts it carries
    for (const st of commits) {
      expect(st.filter((x) => /^insert into "money_ledger"/.test(x)).length).toBeLessThanOrEqual(1);
      expect(st.filter((x) => /^insert into "love_ledger"/.test(x)).length).toBeLessThanOrEqual(1);
    }
    const all = ids.flat();
    const loves = await ctx.db.selectFrom('love_ledger').select(['ref', 'delta']).where('reason', '=', 'donate').where('ref', 'in', all).execute();
    expect(loves.length).toBe(all.filter((id) => pointsForGift(amountOf(ids[0].includes(id) ? ids[0] : ids[1], id)) > 0).length);
    expect(loves.length).toBeGreaterThan(0);
    for (const [k, c] of cases.entries()) {
      const sum = ids[k].reduce((s, id) => s + amountOf(ids[k], id), 0);
      expect(await totals(c)).toEqual({ raised: sum, count: 24, paidCount: 24, paidFen: sum, ledgerFen: sum });
    }
  });
});

/**
 * The paid booking on PostgreSQL, seen through the pg driver's query log (support/pg-query-log.ts):
 * the hot rows (the case row and the matching pool row) are touched only by the booking's last message,
 * the one that carries its COMMIT, so concurrent gifts to one case wait on them for one server-side step
 * only; and the statements and round trips of one order + one paid booking stay within their budget.
 */
import { donate, key, newCase, user } from './support/funds';
import { openMatching } from './support/matching';
import { staffUser } from './support/money';
import { makeApp, post, type TestCtx } from './support/testApp';
import { recordPgQueries, statementsOf, type LoggedQuery } from './support/pg-query-log';

jest.setTimeout(120_000);

describe('the paid booking on PostgreSQL', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp('pg', { env: { FRAUD_TINY_MIN_COUNT: '3', FRAUD_TINY_DONATION_FEN: '100' } });
  });
  afterAll(async () => ctx?.close());

  async function matchedCase(): Promise<{ infoUuid: string; activityId: string }> {
    const master = await staffUser(ctx);
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const activityId = await openMatching(ctx, master, [infoUuid], { caps: { capDonorDay: 10_000, capCase: 1_000_000 }, fund: 1_000_000 });
    return { infoUuid, activityId };
  }

  /** The messages of the booking's transaction: from its BEGIN to the message carrying its COMMIT, on one connection. */
  function bookingMessages(log: LoggedQuery[]): LoggedQuery[] {
    const start = log.findIndex((q) => /^\s*begin\b/i.test(q.text) && log.some((x) => x.client === q.client && /payment_notifies/.test(x.text)));
    expect(start).toBeGreaterThanOrEqual(0);
    const client = log[start].client;
    const mine = log.slice(start).filter((q) => q.client === client);
    const end = mine.findIndex((q) => statementsOf(q.text).some((s) => /^commit\b/i.test(s)));
    expect(end).toBeGreaterThan(0);
    return mine.slice(0, end + 1);
  }
  const HOT = /(\bupdate\s+"?cases"?\b|\bupdate\s+"?activities"?\b|\bupdate\s+"?activity_cases"?\b|\bfor\s+update\b)/i;

  test('a matched 1 元 gift: the case and pool rows are touched only by the message that commits', async () => {
    const { infoUuid, activityId } = await matchedCase();
    const donor = await user(ctx);
    await donate(ctx, donor.cookie, infoUuid, 100); // warm-up: compiled statements, the notification row of the window
    const rec = recordPgQueries();
    let orderLog: LoggedQuery[] = [];
    try {
      const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 100, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);
      expect(o.body.code).toBe(0);
      // not the warm-up gift's notification (its row and its subscriber lookup), sent meanwhile
      orderLog = rec.log.splice(0).filter((q) => !/"notifications"|"user_grants"/.test(q.text));
      const p = await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: o.body.data.orderId, action: 'pay' }, donor.cookie);
      expect(p.body.code).toBe(0);
    } finally {
      rec.stop();
    }
    // A connection's first use of a statement prepares it once (db/pg-prepare.ts): not a per-gift message.
    const prepares = [...orderLog, ...rec.log].filter((q) => q.prepare).length;
    orderLog = orderLog.filter((q) => !q.prepare);
    rec.log.splice(0, rec.log.length, ...rec.log.filter((q) => !q.prepare));
    const booking = bookingMessages(rec.log);
    const statements = booking.flatMap((q) => statementsOf(q.text));
    const figures = {
      orderMessages: orderLog.length, confirmMessages: rec.log.filter((q) => !/"notifications"/.test(q.text)).length, bookingMessages: booking.length, bookingStatements: statements.length,
    };
    console.log(`one order + one paid booking on PostgreSQL: ${JSON.stringify({ ...figures, prepares })}\n${[...orderLog, ...rec.log].map((q) => `  [${q.client}] ${q.text.slice(0, 140).replace(/\s+/g, ' ')}`).join('\n')}`);
    // The order: its case, the velocity counts and the insert that counts itself, one statement (6 messages
    // before issue 27); the session was looked up by the warm-up gift and is not asked for again (http/session-cache.ts).
    expect(figures.orderMessages).toBeLessThanOrEqual(1);
    // The cashier's confirm: the order, then the booking (the session again from the cache).
    expect(figures.confirmMessages).toBeLessThanOrEqual(1 + booking.length);
    const hotAt = booking.findIndex((q) => HOT.test(q.text));
    // The first statement that locks the case or the pool row travels in the last message, with the COMMIT.
    expect(hotAt).toBe(booking.length - 1);
    // Round trips of the booking: BEGIN with the notify + PAID statement, the new account's tiny-gift counter, the rest with the COMMIT (21, then 4 before).
    expect(booking.length).toBeLessThanOrEqual(3);
    // The gift is booked and matched, exact to the fen.
    const a = await ctx.db.selectFrom('activities').selectAll().where('activity_id', '=', activityId).executeTakeFirstOrThrow();
    expect(Number(a.matched)).toBe(200);
    const c = await ctx.db.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    expect([Number(c.raised_amount), Number(c.donation_count)]).toEqual([400, 2]);
  });

  test('a gift to a case in no activity sends no pennant and no match statement; the case taken into one gets them', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const donor = await user(ctx);
    await donate(ctx, donor.cookie, infoUuid, 1000); // warm-up
    const bookingOf = async () => {
      const rec = recordPgQueries();
      try {
        await donate(ctx, donor.cookie, infoUuid, 1000);
      } finally {
        rec.stop();
      }
      return bookingMessages(rec.log.filter((q) => !q.prepare)).flatMap((q) => statementsOf(q.text));
    };
    const ACTIVITY = /"?pennants"?|"?activities"?|activity_cases|activity_matches/i;
    const alone = await bookingOf();
    expect(alone.some((q) => /payment_notifies/.test(q))).toBe(true);
    expect(alone.filter((q) => ACTIVITY.test(q) && !/payment_notifies/.test(q))).toEqual([]);
    const master = await staffUser(ctx);
    const activityId = await openMatching(ctx, master, [infoUuid], { caps: { capDonorDay: 10_000, capCase: 1_000_000 }, fund: 1_000_000 });
    const taken = await bookingOf();
    expect(taken.filter((q) => /insert into "pennants"/.test(q)).length).toBeGreaterThan(0);
    expect(taken.filter((q) => /activity_matches/.test(q)).length).toBe(1);
    const a = await ctx.db.selectFrom('activities').select('matched').where('activity_id', '=', activityId).executeTakeFirstOrThrow();
    expect(Number(a.matched)).toBeGreaterThan(0);
  });
});

/**
 * A matching opening on both databases: 500 concurrent 1 元 gifts from 100 users, through two "processes"
 * (two apps on one database), into a pool funded for 300 of them. Afterwards, read from the database:
 * the pool is exactly empty (the per-donor cap leaves room for 400), matched + released + left = funded to
 * the fen, every match has its PAID gift and its ledger rows beside it (case ledger, pool ledger, counters),
 * no match without its gift, the case's counters are its gifts plus its matches; and a refund of a matched
 * gift returns its match once, a replay of the refund nothing more.
 */
import { key, newCase, user } from './support/funds';
import { openMatching } from './support/matching';
import { staffUser } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(600_000);
const ENV = { FRAUD_TINY_DONATION_FEN: '0', ORDER_LIMIT_PER_IP: '100000', ORDER_LIMIT_PER_DEVICE: '100000', DONOR_REFUND_DAYS: '7' };

describe.each(DIALECTS)('a matching opening (%s)', (dialect) => {
  let ctx: TestCtx;
  let second: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: ENV });
    second = await makeApp(dialect, { scratch: ctx.scratch, seed: false, clockOf: ctx, env: ENV });
  });
  afterAll(async () => {
    await second?.close();
    await ctx?.close();
  });

  test('500 gifts from 100 users on two processes into a pool for 300: exact to the fen; a refund returns its match once', async () => {
    const master = await staffUser(ctx);
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const activityId = await openMatching(ctx, master, [infoUuid], { caps: { capDonorDay: 400 }, fund: 30_000, sponsorName: '开场测试企业' });

    const donors = await Promise.all(Array.from({ length: 100 }, () => user(ctx)));
    const paid: string[] = [];
    await Promise.all(Array.from({ length: 500 }, async (_, i) => {
      const app = (i % 2 ? second : ctx).app;
      const cookie = donors[i % 100].cookie;
      const o = await post(app, '/api/cf/v41/order/add', { infoUuid, amount: 100, anonymous: false, platform: 8, idempotencyKey: key() }, cookie);
      expect(o.body.code).toBe(0);
      const p = await post(app, '/api/pay/sandbox/confirm', { orderId: o.body.data.orderId, action: 'pay' }, cookie);
      expect(p.body.code).toBe(0);
      paid.push(o.body.data.orderId as string);
    }));
    expect(paid).toHaveLength(500);

    const pool = async () => {
      const a = await ctx.db.selectFrom('activities').selectAll().where('activity_id', '=', activityId).executeTakeFirstOrThrow();
      return { funded: Number(a.funded), matched: Number(a.matched), released: Number(a.released), reserved: Number(a.reserved ?? 0), count: Number(a.match_count) };
    };
    const p = await pool();
    expect(p).toMatchObject({ funded: 30_000, matched: 30_000, released: 0, reserved: 0, count: 300 });
    const matches = await ctx.db.selectFrom('activity_matches as m').innerJoin('orders as o', 'o.order_id', 'm.order_id')
      .select(['m.order_id', 'm.amount', 'm.status', 'm.user_id', 'o.status as order_status', 'o.amount as gift']).where('m.activity_id', '=', activityId).execute();
    expect(matches).toHaveLength(300); // every match joins its order: none without its gift
    expect(matches.every((m) => m.status === 'MATCHED' && Number(m.amount) === 100 && m.order_status === 'PAID' && Number(m.gift) === 100)).toBe(true);
    const perDonor = new Map<string, number>();
    for (const m of matches) perDonor.set(m.user_id, (perDonor.get(m.user_id) ?? 0) + Number(m.amount));
    expect(Math.max(...perDonor.values())).toBeLessThanOrEqual(400);
    const days = await ctx.db.selectFrom('activity_donor_days').select(['user_id', 'matched']).where('activity_id', '=', activityId).execute();
    expect(days.map((d) => [d.user_id, Number(d.matched)]).sort()).toEqual([...perDonor.entries()].sort());

    const ledger = await ctx.db.selectFrom('money_ledger').select(['kind', 'ref_id', 'amount']).where('info_uuid', '=', infoUuid).execute();
    const byKind = (k: string) => new Map(ledger.filter((l) => l.kind === k).map((l) => [l.ref_id, Number(l.amount)]));
    const donations = byKind('donation');
    const matchRows = byKind('match');
    expect(donations.size).toBe(500);
    expect(paid.every((id) => donations.get(id) === 100)).toBe(true);
    expect(matchRows.size).toBe(300);
    expect(matches.every((m) => matchRows.get(m.order_id) === 100 && donations.get(m.order_id) === 100)).toBe(true);
    const poolLedger = await ctx.db.selectFrom('activity_pool_ledger').select(['kind', 'ref_id', 'amount']).where('activity_id', '=', activityId).where('kind', '=', 'match').execute();
    expect(poolLedger.map((r) => r.ref_id).sort()).toEqual(matches.map((m) => m.order_id).sort());
    const kase = await ctx.db.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    expect([Number(kase.raised_amount), Number(kase.donation_count)]).toEqual([50_000 + 30_000, 500]);
    const ac = await ctx.db.selectFrom('activity_cases').select(['matched', 'match_count']).where('activity_id', '=', activityId).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    expect([Number(ac.matched), Number(ac.match_count)]).toEqual([30_000, 300]);

    // A refund of a matched gift returns its match once; the same refund again (its key) and a second refund of the rest return nothing more.
    const m0 = matches[0];
    const donor = donors.find((d) => d.id === m0.user_id)!;
    const refund = { orderId: m0.order_id, amount: 100, reason: '误捐', idempotencyKey: key() };
    expect((await post(ctx.app, '/api/cf/v4/refund/apply', refund, donor.cookie)).body.data.status).toBe('SUCCESS');
    await post(second.app, '/api/cf/v4/refund/apply', refund, donor.cookie);
    await post(second.app, '/api/cf/v4/refund/apply', { ...refund, idempotencyKey: key() }, donor.cookie);
    expect(await pool()).toMatchObject({ funded: 30_000, matched: 29_900, released: 0 });
    const back = await ctx.db.selectFrom('money_ledger').select(['kind', 'amount']).where('order_id', '=', m0.order_id).where('kind', 'in', ['refund', 'match_return']).execute();
    expect(back.map((b) => [b.kind, Number(b.amount)]).sort()).toEqual([['match_return', 100], ['refund', 100]]);
    const returned = await ctx.db.selectFrom('activity_pool_ledger').select('amount').where('activity_id', '=', activityId).where('kind', '=', 'return').execute();
    expect(returned.map((r) => Number(r.amount))).toEqual([100]);
    const after = await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    expect(Number(after.raised_amount)).toBe(80_000 - 200);
  });
});

/**
 * A refund under group help ("bonfire"), on SQLite and PostgreSQL: a member counts only with a gift
 * they keep (at least the activity's smallest gift). A refund that takes the counted gift below it
 * un-counts the member, or counts another kept gift of theirs instead; every ladder the team then no
 * longer reaches gives its grant back in the refund's transaction (to the pool while the activity runs,
 * to the sponsor's balance once it ended) and is open again, so a later gift reaches it anew under a
 * new reference. The case's ledger and the pool add up to the fen at every step.
 */
import { key, newCase, user } from './support/funds';
import { staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { bonfireKit } from './support/bonfire';

jest.setTimeout(120_000);

describe.each(DIALECTS)('bonfire refunds (%s)', (dialect) => {
  let ctx: TestCtx;
  let master: U;
  let owner: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    master = await staffUser(ctx);
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const { S, B, bonfireActivity, give, pool, raised, team } = bonfireKit(() => ctx, () => master);
  const refund = async (u: U, orderId: string, amount: number, idempotencyKey = key()) => {
    const r = await post(ctx.app, '/api/cf/v4/refund/apply', { orderId, amount, reason: '误捐', idempotencyKey }, u.cookie);
    expect(r.body.data?.status).toBe('SUCCESS');
  };
  const teamNow = async (teamId: string) => {
    const d = (await B(null, 'team-detail', { teamId })).body.data;
    return { gave: d.gaveCount, finish: d.ladderFinishNum, released: d.released, hits: d.hits.map((h: { n: number; granted: number }) => [h.n, h.granted]) };
  };
  const poolNow = async (id: string) => {
    const p = await pool(id);
    return { matched: Number(p.matched), released: Number(p.released), left: Number(p.funded) - Number(p.matched) - Number(p.released) - Number(p.reserved ?? 0) };
  };
  /** The case's ledger lines of a kind, [ref, fen], and whether the allocation summary adds up. */
  const lines = async (c: string, kind: 'match' | 'match_return') =>
    (await ctx.db.selectFrom('money_ledger').select(['ref_id', 'amount']).where('info_uuid', '=', c).where('kind', '=', kind).orderBy('ref_id').execute()).map((r) => [r.ref_id, Number(r.amount)]);
  const addsUp = async (c: string) => (await post(ctx.app, '/api/summaries/allocation', { infoUuid: c })).body.data.addsUp;

  test('a refund below the smallest gift un-counts the member and takes back the ladders no longer reached; a later gift reaches them anew', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 1_000_000 });
    const id = await bonfireActivity([c], 100_000, { minGift: 500 });
    const [leader, a, b, d] = await Promise.all([user(ctx), user(ctx), user(ctx), user(ctx)]);
    const t = await team(leader, c, id);
    for (const u of [a, b, d]) expect((await B(u, 'join-team', { teamId: t })).body.code).toBe(0);
    await give(leader, c, 500);
    const oa = await give(a, c, 800); // 2 givers: ladder 1 (1000)
    const ob = await give(b, c, 600); // 3 givers: ladder 2 (2000)
    expect(await teamNow(t)).toEqual({ gave: 3, finish: 2, released: 3000, hits: [[1, 1000], [2, 2000]] });
    expect(await raised(c)).toBe(500 + 800 + 600 + 3000);

    // the refund page tells the donor what a refund of a counted gift does to the team
    const rules = (await post(ctx.app, '/api/cf/v4/refund/rules', { orderId: ob }, b.cookie)).body.data.rules;
    expect(rules).toContain('该笔捐款计入了组队助力：退款后低于活动最低捐款金额的，不再计入队伍，队伍因此未达成的阶梯补贴将退回');
    // b keeps 500: still counts, nothing comes back
    await refund(b, ob, 100);
    expect(await teamNow(t)).toMatchObject({ gave: 3, finish: 2, released: 3000 });
    expect((await poolNow(id)).matched).toBe(3000);
    // b keeps 400 < 500: b no longer counts; ladder 2 is no longer reached and its 2000 go back to the pool
    await refund(b, ob, 100);
    expect(await teamNow(t)).toEqual({ gave: 2, finish: 1, released: 1000, hits: [[1, 1000]] });
    expect(await poolNow(id)).toEqual({ matched: 1000, released: 0, left: 99_000 });
    expect(await raised(c)).toBe(500 + 800 + 400 + 1000);
    const t2 = `ladder:${t}:2`;
    expect(await lines(c, 'match_return')).toEqual([[`${t2}:back`, 2000]]);
    const member = await ctx.db.selectFrom('bonfire_members').selectAll().where('info_uuid', '=', c).where('user_id', '=', b.id).executeTakeFirstOrThrow();
    expect([Number(member.gave), member.gave_order_id]).toEqual([0, null]);
    expect((await post(ctx.app, '/api/cf/v4/refund/rules', { orderId: ob }, b.cookie)).body.data.rules.some((x: string) => x.includes('组队助力'))).toBe(false);
    const tasks = (await B(null, 'task-list', { teamId: t })).body.data.list;
    expect(tasks.map((x: { n: number; done: boolean }) => [x.n, x.done])).toEqual([[1, true], [2, false]]);
    expect(await addsUp(c)).toBe(true);

    // d gives: 3 givers again -> ladder 2 is granted anew under its own reference
    await give(d, c, 700);
    expect(await teamNow(t)).toEqual({ gave: 3, finish: 2, released: 3000, hits: [[1, 1000], [2, 2000]] });
    expect(await lines(c, 'match')).toEqual([[`ladder:${t}:1`, 1000], [t2, 2000], [`${t2}:2`, 2000]]);
    // b gives again (a gift they keep): b counts again, a 4th giver above the top ladder
    await give(b, c, 500);
    expect((await teamNow(t)).gave).toBe(4);
    // a takes the whole gift back: 3 givers still reach the top ladder, nothing comes back
    await refund(a, oa, 800);
    expect(await teamNow(t)).toMatchObject({ gave: 3, finish: 2, released: 3000 });
    expect((await poolNow(id)).matched).toBe(3000);
    expect(await addsUp(c)).toBe(true);
  });

  test('another kept gift of the member counts instead; after the end a ladder taken back goes to the sponsor', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 1_000_000 });
    const id = await bonfireActivity([c], 10_000, { minGift: 500, ladders: [{ need: 2, subsidy: 1500 }] });
    const [leader, a] = await Promise.all([user(ctx), user(ctx)]);
    const t = await team(leader, c, id);
    expect((await B(a, 'join-team', { teamId: t })).body.code).toBe(0);
    const first = await give(leader, c, 600);
    const second = await give(leader, c, 900); // not counted (the leader counts once)
    await give(a, c, 500); // 2 givers: the ladder (1500)
    expect(await teamNow(t)).toMatchObject({ gave: 2, finish: 1, released: 1500 });
    // the counted gift refunded in full: the leader's second gift counts instead, nothing changes
    await refund(leader, first, 600);
    expect(await teamNow(t)).toMatchObject({ gave: 2, finish: 1, released: 1500 });
    const m = await ctx.db.selectFrom('bonfire_members').selectAll().where('info_uuid', '=', c).where('user_id', '=', leader.id).executeTakeFirstOrThrow();
    expect([Number(m.gave), m.gave_order_id, Number(m.gave_amount)]).toEqual([1, second, 900]);
    expect((await poolNow(id)).matched).toBe(1500);

    // the activity ends: the pool's rest (8500) goes to the sponsor; then the leader's second gift is refunded
    const end = (await S(master, '/move', { activityId: id, action: 'end', reason: '活动结束' })).body.data;
    expect(end).toMatchObject({ activity: { status: 'END_WITH_DONE', released: 8500 }, sponsorBalance: 8500 });
    const key2 = key();
    await refund(leader, second, 900, key2);
    await refund(leader, second, 900, key2); // the same request again: booked once
    expect(await teamNow(t)).toEqual({ gave: 1, finish: 0, released: 0, hits: [] });
    expect(await poolNow(id)).toEqual({ matched: 0, released: 10_000, left: 0 });
    expect((await S(master, '/detail', { activityId: id })).body.data.sponsorBalance).toBe(10_000);
    const poolRows = await ctx.db.selectFrom('activity_pool_ledger').select(['kind', 'amount', 'ref_id']).where('activity_id', '=', id).where('kind', '=', 'sponsor_return').execute();
    expect(poolRows.map((r) => [r.kind, Number(r.amount), r.ref_id])).toEqual([['sponsor_return', 1500, `ladder:${t}:1:back`]]);
    expect(await raised(c)).toBe(500);
    expect(await addsUp(c)).toBe(true);
  });
});

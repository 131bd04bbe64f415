/**
 * Group help ("bonfire") on SQLite and PostgreSQL: making and joining teams (one team per user and
 * case, team size cap), ladders reached by members' GIFTS (never by joins) releasing exactly their
 * subsidy once from the pool in the gift's transaction, under replayed notifies and concurrent gifts
 * from two processes, capped by the pool (matched + left = funded), the top ladder's pennants, the
 * help record, the staff rules (audited), and illegal actions refused with Chinese 4xx messages.
 */
import { key, newCase, user } from './support/funds';
import { staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { bonfireKit } from './support/bonfire';

jest.setTimeout(120_000);
const DAY = 24 * 3600_000;

describe.each(DIALECTS)('group help / bonfire (%s)', (dialect) => {
  let ctx: TestCtx;
  let master: U;
  let slave: U;
  let owner: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    master = await staffUser(ctx);
    slave = await staffUser(ctx);
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const { S, B, bonfireActivity, order, pay, give, pool, raised, ladderLedger, team } = bonfireKit(() => ctx, () => master);

  test('make and join a team; joins alone release nothing; ladders reached by gifts release exactly their subsidy once, replays included', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 1_000_000 });
    const id = await bonfireActivity([c], 100_000, { minGift: 500 });
    const [leader, a, b, d] = await Promise.all([user(ctx), user(ctx), user(ctx), user(ctx)]);
    const teamId = await team(leader, c, id);
    for (const u of [a, b, d]) {
      const j = await B(u, 'join-team', { teamId });
      expect(j.body.code).toBe(0);
      expect(j.body.data).toMatchObject({ isMember: true, isLeader: false });
    }
    const detail = (await B(null, 'team-detail', { teamId })).body.data;
    expect(detail).toMatchObject({ memberCount: 4, gaveCount: 0, ladderFinishNum: 0, currentLadderNum: 1, released: 0, isMember: false });
    expect(detail.members.every((m: { userId: string }) => m.userId === '')).toBe(true); // no ids leak to others
    // joined, nothing given: nothing released
    expect(Number((await pool(id)).matched)).toBe(0);
    expect(await raised(c)).toBe(0);
    // a gift below the smallest gift does not count; a non-member's gift does not count
    await give(a, c, 499);
    await give(await user(ctx), c, 5000);
    expect((await B(null, 'team-detail', { teamId })).body.data.gaveCount).toBe(0);
    // the leader gives: 1 giver; a gives: 2 givers -> ladder 1 (1000) released with that gift
    await give(leader, c, 500);
    const o2 = await order(a, c, 800);
    const nid = `n-${key()}`;
    expect(await pay(o2, 800, nid)).toBe('paid');
    expect(await pay(o2, 800, nid)).toBe('duplicate'); // the same notify again
    expect(await pay(o2, 800)).toBe('already-paid'); // a new notify id for the paid order
    expect(await ladderLedger(c)).toEqual([['1', 1000]]);
    const hit = await ctx.db.selectFrom('bonfire_ladder_hits').selectAll().where('team_id', '=', teamId).execute();
    expect(hit.map((h) => [Number(h.n), Number(h.granted), h.order_id])).toEqual([[1, 1000, o2]]);
    // the leader's second gift counts no more
    await give(leader, c, 1000);
    expect((await B(null, 'team-detail', { teamId })).body.data).toMatchObject({ gaveCount: 2, ladderFinishNum: 1, released: 1000 });
    // b gives: 3 givers -> top ladder (2000); pennants for all four members
    await give(b, c, 600);
    expect(await ladderLedger(c)).toEqual([['1', 1000], ['2', 2000]]);
    const p = await pool(id);
    expect([Number(p.funded), Number(p.matched), Number(p.funded) - Number(p.matched) - Number(p.released)]).toEqual([100_000, 3000, 97_000]);
    expect(await raised(c)).toBe(499 + 5000 + 500 + 800 + 1000 + 600 + 3000);
    const pennants = await ctx.db.selectFrom('pennants').select(['user_id', 'source']).where('source', '=', 'bonfire').where('info_uuid', '=', c).execute();
    expect(pennants.map((x) => x.user_id).sort()).toEqual([leader.id, a.id, b.id, d.id].sort());
    // d gives after the top: nothing more
    await give(d, c, 700);
    expect(Number((await pool(id)).matched)).toBe(3000);
    // the case's bonfire as others see it, and the team's own view
    const list = (await post(ctx.app, '/api/charity/activity/manage/list-activity', { infoId: c, bonfireUuid: teamId, sharedv: 1000 }, b.cookie)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      activityId: id, activityType: 'BONFIRE', myTeamId: teamId,
      extInfo: {
        flagInfo: { isBonfireActivity: true, isGetCurrentBofMaxSubsidy: true, isGetCaseMaxSubsidy: false, isLastOneCanFinish: false },
        teamInfo: { teamNum: [2, 3], ladderFinishNum: 2, currentLadderNum: 2, messageStatusType: 2 },
        typeInfo: { poolLeft: 97_000, caseReceived: 3000, live: true },
      },
      team: { teamId, released: 3000, gaveCount: 4, isMember: true },
    });
    const owners = (await post(ctx.app, '/api/charity/activity/manage/list-activity', { infoId: c }, owner.cookie)).body.data.list;
    expect(owners[0]).toMatchObject({ isOwner: true, team: null, extInfo: { flagInfo: { isBonfireActivity: false } } });
    const tasks = (await B(null, 'task-list', { teamId })).body.data.list;
    expect(tasks).toEqual([{ n: 1, need: 2, subsidy: 1000, done: true, granted: 1000, gave: 2 }, { n: 2, need: 3, subsidy: 2000, done: true, granted: 2000, gave: 3 }]);
    // a's help record: the team, the counted gift and the ladder it reached
    const rec = (await B(a, 'help-record', {})).body.data;
    expect(rec.teams.map((t: { teamId: string }) => t.teamId)).toEqual([teamId]);
    expect(rec.gifts.map((g: { orderId: string }) => g.orderId)).toEqual([o2]);
    expect(rec.subsidies).toEqual([expect.objectContaining({ teamId, n: 1, granted: 1000 })]);
    expect(rec.totals).toMatchObject({ given: 800, subsidy: 1000, teamCount: 1 });
    expect((await B(null, 'help-record', {})).status).toBe(401);
  });

  test('concurrent gifts from two processes: each ladder once, capped by the pool; matched + left = funded', async () => {
    const c = await newCase(ctx, owner.id, { target_amount: 1_000_000 });
    const ladders = [{ need: 2, subsidy: 3000 }, { need: 4, subsidy: 3000 }, { need: 6, subsidy: 3000 }];
    const id = await bonfireActivity([c], 7_500, { ladders, minGift: 100 });
    const second = await makeApp(dialect, { scratch: ctx.scratch, seed: false, clockOf: ctx });
    try {
      const members = await Promise.all(Array.from({ length: 6 }, () => user(ctx)));
      const teamId = await team(members[0], c, id);
      for (const u of members.slice(1)) expect((await B(u, 'join-team', { teamId })).body.code).toBe(0);
      // every member gives twice at once, each order notified twice (two processes racing)
      const orders = await Promise.all(members.flatMap((u) => [order(u, c, 1000), order(u, c, 1000)]));
      const res = await Promise.all(orders.flatMap((o) => [pay(o, 1000, `a-${o}`, ctx.deps), pay(o, 1000, `b-${o}`, second.deps)]));
      expect(res.filter((r) => r === 'paid')).toHaveLength(orders.length);
      const t = (await B(null, 'team-detail', { teamId })).body.data;
      expect(t).toMatchObject({ gaveCount: 6, ladderFinishNum: 3, released: 7_500 });
      expect(await ladderLedger(c)).toEqual([['1', 3000], ['2', 3000], ['3', 1500]]); // the last one capped by the pool
      const p = await pool(id);
      expect(Number(p.matched)).toBe(7_500);
      expect(Number(p.funded) - Number(p.matched) - Number(p.released)).toBe(0);
      const poolRows = await ctx.db.selectFrom('activity_pool_ledger').select(['kind', 'amount']).where('activity_id', '=', id).execute();
      expect(poolRows.filter((r) => r.kind === 'match').reduce((s, r) => s + Number(r.amount), 0)).toBe(7_500);
      expect(await raised(c)).toBe(12 * 1000 + 7_500);
      const list = (await post(ctx.app, '/api/charity/activity/manage/list-activity', { infoId: c, bonfireUuid: teamId })).body.data.list;
      expect(list[0].extInfo).toMatchObject({ typeInfo: { poolDry: true }, teamInfo: { messageStatusType: 3 }, flagInfo: { isGetCaseMaxSubsidy: true } });
    } finally {
      await second.close();
    }
  });

  test('illegal actions are refused with Chinese 4xx messages; staff rules audited and MASTER-only', async () => {
    const c = await newCase(ctx, owner.id);
    const c2 = await newCase(ctx, owner.id);
    const id = await bonfireActivity([c], 10_000, { teamMax: 3, ladders: [{ need: 2, subsidy: 500 }] });
    const [u1, u2, u3, u4] = await Promise.all([user(ctx), user(ctx), user(ctx), user(ctx)]);
    expect((await B(null, 'make-team', { infoUuid: c, activityId: id })).status).toBe(401);
    const t1 = await team(u1, c, id);
    let r = await B(u1, 'make-team', { infoUuid: c, activityId: id });
    expect([r.status, r.body.msg]).toEqual([409, '你已在该筹款的一个队伍中']);
    const t2 = await team(u2, c, id);
    r = await B(u2, 'join-team', { teamId: t1 });
    expect([r.status, r.body.msg]).toEqual([409, '你已在该筹款的另一个队伍中']);
    expect((await B(u3, 'join-team', { teamId: t1 })).body.code).toBe(0);
    expect((await B(u3, 'join-team', { teamId: t1 })).body.code).toBe(0); // the same join again: same answer
    expect((await B(u4, 'join-team', { teamId: t1 })).body.code).toBe(0);
    r = await B(await user(ctx), 'join-team', { teamId: t1 });
    expect([r.status, r.body.msg]).toEqual([409, '队伍已满员']);
    r = await B(u4, 'make-team', { infoUuid: c2, activityId: id });
    expect([r.status, r.body.msg]).toEqual([400, '该筹款未参加此活动']);
    r = await B(owner, 'make-team', { infoUuid: c, activityId: id });
    expect([r.status, r.body.msg]).toEqual([400, '筹款人本人不能参与组队助力']);
    r = await B(u4, 'join-team', { teamId: 'bf-nope' });
    expect([r.status, r.body.msg]).toEqual([404, '队伍不存在']);
    // staff: rules only while the activity does not run; MASTER only; checked; audited
    const rules = (ladders: unknown, u = master, teamMax = 5) => post(ctx.app, '/api/staff/bonfire/set-rules', { activityId: id, teamMax, ladders, reason: '调整' }, u.cookie);
    r = await rules([{ need: 3, subsidy: 600 }]);
    expect([r.status, r.body.msg]).toEqual([409, '活动进行中，请先暂停再修改阶梯']);
    expect((await S(slave, '/move', { activityId: id, action: 'pause', reason: '' })).body.code).toBe(0);
    // gifts while paused do not count (and release nothing)
    await give(u1, c, 1000);
    await give(u3, c, 1000);
    expect((await B(null, 'team-detail', { teamId: t1 })).body.data).toMatchObject({ gaveCount: 0, ladderFinishNum: 0, released: 0 });
    r = await B(await user(ctx), 'make-team', { infoUuid: c, activityId: id });
    expect([r.status, r.body.msg]).toEqual([409, '活动已暂停，暂不能组队']);
    expect((await rules([{ need: 3, subsidy: 600 }], slave)).status).toBe(403);
    r = await rules([{ need: 3, subsidy: 600 }, { need: 3, subsidy: 100 }]);
    expect([r.status, r.body.msg]).toEqual([400, '第2阶梯的人数须多于第1阶梯']);
    r = await rules([{ need: 3, subsidy: 600 }], master, 2);
    expect([r.status, r.body.msg]).toEqual([400, '队伍人数上限不能少于最高阶梯所需人数']);
    r = await rules([{ need: 3, subsidy: 600 }]);
    expect(r.body.data).toMatchObject({ teamMax: 5, ladders: [{ n: 1, need: 3, subsidy: 600 }], can: { edit: true } });
    expect(r.body.data.teams.map((t: { teamId: string }) => t.teamId).sort()).toEqual([t1, t2].sort());
    const audit = await ctx.db.selectFrom('audit_log').select(['actor_user_id', 'after_json']).where('action', '=', 'activity.bonfire_rules').where('target_id', '=', id).execute();
    expect(audit.map((x) => x.actor_user_id)).toEqual([master.id, master.id]);
    expect(JSON.parse(audit.find((x) => x.after_json.includes('600'))!.after_json)).toMatchObject({ teamMax: 5, ladders: [{ n: 1, need: 3, subsidy: 600 }] });
    // a matching activity has no ladders
    const m = await S(master, '/create', {
      kind: 'matchingDonation', title: '配捐', sponsorName: '测试爱心企业', ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0,
      startsAt: ctx.now() - 1000, endsAt: ctx.now() + DAY, cases: [], idempotencyKey: key(),
    });
    r = await post(ctx.app, '/api/staff/bonfire/set-rules', { activityId: m.body.data.activity.activityId, teamMax: 5, ladders: [{ need: 1, subsidy: 1 }], reason: '' }, master.cookie);
    expect([r.status, r.body.msg]).toEqual([400, '只有组队助力活动可以设置阶梯']);
    // ended: refused
    expect((await S(master, '/move', { activityId: id, action: 'end', reason: '' })).body.code).toBe(0);
    r = await B(await user(ctx), 'make-team', { infoUuid: c, activityId: id });
    expect([r.status, r.body.msg]).toEqual([409, '活动已结束']);
    r = await rules([{ need: 3, subsidy: 600 }]);
    expect([r.status, r.body.msg]).toEqual([409, '活动已结束，不能修改阶梯']);
  });
});

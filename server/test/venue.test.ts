/**
 * The venue of an activity on SQLite and PostgreSQL: every venue call answers from the database (a gift
 * changes the statistics, the last gifts and the top list; the pool's progress follows its match),
 * donors' names are masked, gift pennants are awarded when the gift is booked, once each, the visit
 * pennant once per user per activity per China day under concurrent calls, a share is recorded and
 * changes no amount, red-packet access, new users, sub-venues, the staff rules text (audited) and
 * the access levels.
 */
import { donate, newCase, user } from './support/funds';
import { openMatching } from './support/matching';
import { staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(120_000);
const DAY = 24 * 3600_000;
const V = '/api/charity/activity/venue';

describe.each(DIALECTS)('venue (%s)', (dialect) => {
  let ctx: TestCtx;
  let staff: U;
  let owner: U;
  let donor: U;
  let caseA: string;
  let caseB: string;
  let act: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    staff = await staffUser(ctx);
    owner = await user(ctx);
    donor = await user(ctx);
    await ctx.db.updateTable('users').set({ nickname: '王小明' }).where('user_id', '=', donor.id).execute();
    caseA = await newCase(ctx, owner.id, { title: '救救小明的妈妈' });
    caseB = await newCase(ctx, owner.id, { title: '帮助乡村儿童', target_amount: 500 });
    act = await openMatching(ctx, staff, [caseA, caseB], { caps: { minGift: 1000 }, fund: 100_000, title: '会场配捐', sponsorName: '会场爱心企业' });
  });
  afterAll(async () => ctx?.close());

  const call = (path: string, body: unknown, u?: U) => post(ctx.app, `${V}/${path}`, body, u?.cookie);

  test('a gift changes the statistics, the last gifts, the top list and the allowance; names are masked', async () => {
    const before = (await call('get-statistic', { activityId: act })).body.data;
    expect(before).toMatchObject({ activityId: act, title: '会场配捐', sponsorName: '会场爱心企业', giftCount: 0, donorCount: 0, giftAmount: 0, matched: 0, caseCount: 2 });
    expect((await call('get-top-list', { activityId: act })).body.data.list).toEqual([]);
    await donate(ctx, donor.cookie, caseA, 3000);
    const other = await user(ctx);
    await ctx.db.updateTable('users').set({ nickname: '李四' }).where('user_id', '=', other.id).execute();
    await donate(ctx, other.cookie, caseA, 5000);
    const after = (await call('get-statistic', {})).body.data; // the live activity without an id
    expect(after).toMatchObject({ activityId: act, giftCount: 2, donorCount: 2, giftAmount: 8000, matched: 8000, matchCount: 2 });
    const top = await call('get-top-list', { activityId: act }, donor);
    expect(top.body.data.list.map((r: { name: string; amount: number; rank: number; mine: boolean }) => [r.rank, r.name, r.amount, r.mine])).toEqual([[1, '李**', 5000, false], [2, '王**', 3000, true]]);
    expect(top.body.data).toMatchObject({ myRank: 2, myAmount: 3000 });
    const last = (await call('last-donate-records', { activityId: act, size: 5 })).body.data.list;
    expect(last.map((g: { name: string; amount: number; matched: number }) => [g.name, g.amount, g.matched])).toEqual([['李**', 5000, 5000], ['王**', 3000, 3000]]);
    expect(JSON.stringify(last)).not.toContain('王小明');
    expect(JSON.stringify(top.body.data)).not.toContain(donor.id);
    expect((await call('get-allowance-progress', { activityId: act })).body.data).toEqual({ activityId: act, funded: 100_000, given: 8000, left: 92_000, pct: 8 });
    const me = (await call('get-user-info', { activityId: act }, donor)).body.data;
    expect(me).toMatchObject({ gaveAmount: 3000, giftCount: 1, matchedForMe: 3000, myRank: 2 });
  });

  test('cases, a random open case, one simple case, the activity with its rules (staff-edited, audited)', async () => {
    const list = (await call('list-case', { activityId: act, pageNum: 1, size: 1 })).body.data;
    expect(list.list).toHaveLength(1);
    expect(list.hasNext).toBe(true);
    await donate(ctx, donor.cookie, caseB, 600); // caseB reaches its target: never the random pick
    for (let i = 0; i < 3; i++) expect((await call('get-random-donate-case', { activityId: act })).body.data.case.infoUuid).toBe(caseA);
    expect((await call('find-simple-case', { activityId: act, infoUuid: caseB })).body.data.case).toMatchObject({ infoUuid: caseB, title: '帮助乡村儿童' });
    expect((await call('find-simple-case', { activityId: act, infoUuid: 'nope' })).body.data.case).toBeNull();
    expect((await call('get-activity-info', { activityId: act })).body.data).toMatchObject({ live: true, ratioPct: 100, minGift: 1000, rules: '' });
    const set = await post(ctx.app, '/api/staff/venue/rules/set', { activityId: act, rules: '每位爱心人士单笔捐款满10元即可获得锦旗。' }, staff.cookie);
    expect(set.body.data.rules).toBe('每位爱心人士单笔捐款满10元即可获得锦旗。');
    expect((await call('get-activity-info', { activityId: act })).body.data.rules).toBe('每位爱心人士单笔捐款满10元即可获得锦旗。');
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'activity.rules_set').where('target_id', '=', act).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(staff.id);
    expect((await post(ctx.app, '/api/staff/venue/rules/set', { activityId: act, rules: 'x' }, donor.cookie)).status).toBe(403);
    const staffList = (await post(ctx.app, '/api/staff/venue/list', {}, staff.cookie)).body.data.list;
    expect(staffList.find((r: { stats: { activityId: string } }) => r.stats.activityId === act)).toMatchObject({ funded: 100_000, stats: { giftCount: 3 } });
    expect((await call('get-activity-info', { activityId: 'no-such' })).status).toBe(404);
  });

  test('gift pennants: awarded when the gift is booked (no list read), one per gift of at least the smallest matched gift, each naming its own activity and case; the reward list counts the same', async () => {
    const d = await user(ctx);
    const pennantRows = () => ctx.db.selectFrom('pennants').select(['ref', 'activity_id', 'info_uuid', 'title']).where('user_id', '=', d.id).orderBy('created_at').orderBy('ref').execute();
    await donate(ctx, d.cookie, caseA, 999); // below the activity's 10 元
    expect(await pennantRows()).toEqual([]);
    const o = await donate(ctx, d.cookie, caseA, 1000);
    // in the database at once, before anything is read
    expect(await pennantRows()).toEqual([{ ref: o, activity_id: act, info_uuid: caseA, title: '爱心捐赠锦旗' }]);
    const first = (await call('find-pennant', { activityId: act }, d)).body.data;
    expect(first).toEqual({ count: 1, list: [expect.objectContaining({ source: 'give', kind: 'gift', activityId: act, activityTitle: '会场配捐', infoUuid: caseA, caseTitle: '救救小明的妈妈' })] });
    const again = await Promise.all([call('find-pennant', { activityId: act }, d), post(ctx.app, '/api/cf/activity/pennant/list', {}, d.cookie)]);
    expect(again.map((r) => r.body.data.count)).toEqual([1, 1]);
    expect((await pennantRows()).length).toBe(1);
    const detail = await post(ctx.app, '/api/cf/activity/pennant/detail', { pennantId: first.list[0].pennantId }, d.cookie);
    expect(detail.body.data.certificate).toContain('会场配捐');
    expect(detail.body.data.certificate).toContain('不具有任何现金价值');
    expect((await post(ctx.app, '/api/cf/activity/pennant/detail', { pennantId: first.list[0].pennantId }, donor.cookie)).status).toBe(404);
    // A case of another activity: its gift's pennant names that activity, not this one; the reward list
    // counts every pennant before the pennant page was ever opened, the same number the page shows.
    const caseC = await newCase(ctx, owner.id, { title: '另一场活动的筹款' });
    const other = await openMatching(ctx, staff, [caseC], { fund: 10_000, title: '另一场配捐', sponsorName: '另一家企业' });
    ctx.advance(60_000);
    const o2 = await donate(ctx, d.cookie, caseC, 200);
    expect((await pennantRows()).find((p) => p.ref === o2)).toEqual({ ref: o2, activity_id: other, info_uuid: caseC, title: '爱心捐赠锦旗' });
    const rewards = (await post(ctx.app, '/api/cf/activity/reward/list', {}, d.cookie)).body.data;
    const page = (await post(ctx.app, '/api/cf/activity/pennant/list', {}, d.cookie)).body.data;
    expect([rewards.pennants, page.count]).toEqual([2, 2]);
    expect(page.list.map((p: { activityTitle: string; caseTitle: string }) => [p.activityTitle, p.caseTitle])).toEqual([['另一场配捐', '另一场活动的筹款'], ['会场配捐', '救救小明的妈妈']]);
  });

  test('the visit pennant: once per user per activity per China day under concurrent calls', async () => {
    const v = await user(ctx);
    const rs = await Promise.all(Array.from({ length: 6 }, () => call('award-visit-pennant', { activityId: act }, v)));
    expect(rs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(rs.filter((r) => r.body.data.created)).toHaveLength(1);
    expect(new Set(rs.map((r) => r.body.data.pennant.pennantId)).size).toBe(1);
    expect((await call('get-user-info', { activityId: act }, v)).body.data).toMatchObject({ visitedToday: true, pennantCount: 1 });
    ctx.advance(DAY);
    expect((await call('award-visit-pennant', { activityId: act }, v)).body.data.created).toBe(true);
    const rows = await ctx.db.selectFrom('pennants').select('source').where('user_id', '=', v.id).execute();
    expect(rows.map((r) => r.source)).toEqual(['visit', 'visit']);
    expect((await call('award-visit-pennant', { activityId: act })).status).toBe(401);
  });

  test('a share is recorded and changes no amount; visits counted once per visitor per day', async () => {
    const pool = async () => ctx.db.selectFrom('activities').select(['funded', 'matched', 'released']).where('activity_id', '=', act).executeTakeFirstOrThrow();
    const raised = async () => Number((await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', caseA).executeTakeFirstOrThrow()).raised_amount);
    const p0 = await pool();
    const r0 = await raised();
    const info = (await post(ctx.app, '/api/cf/activity/venue-share/get-subsidy-share-info', { activityId: act, infoUuid: caseA })).body.data;
    expect(info).toMatchObject({ activityId: act, path: `/cf/contribute/${caseA}`, shareCount: 0 });
    const s1 = await post(ctx.app, '/api/cf/activity/venue-share/share-success', { activityId: act, infoUuid: caseA, target: 2, channel: 'wx' }, donor.cookie);
    expect(s1.body.data).toEqual({ recorded: true, shareCount: 1 });
    await post(ctx.app, '/api/cf/activity/venue-share/share-success', { activityId: act, target: 1 });
    expect(await pool()).toEqual(p0);
    expect(await raised()).toBe(r0);
    expect(Number((await ctx.db.selectFrom('venue_shares').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(2);
    const uv0 = (await call('get-statistic', { activityId: act })).body.data.uv;
    await call('record-uv', { activityId: act, visitorId: 'visitor-abc-123' });
    const again = await call('record-uv', { activityId: act, visitorId: 'visitor-abc-123' });
    expect(again.body.data.uv).toBe(uv0 + 1);
    expect((await call('record-uv', { activityId: act }, donor)).body.data.uv).toBe(uv0 + 2);
    expect((await call('record-uv', { activityId: act })).status).toBe(400);
    expect((await call('page-source-upload', { activityId: act, source: 'banner', channel: 'wx' })).body.code).toBe(0);
    const row = (await post(ctx.app, '/api/staff/venue/list', {}, staff.cookie)).body.data.list.find((r: { stats: { activityId: string } }) => r.stats.activityId === act);
    expect(row).toMatchObject({ shareCount: 2, sources: [{ source: 'banner', n: 1 }] });
  });

  test('red-packet access, new users, decide-self and sub-venues', async () => {
    const n = await user(ctx);
    expect((await call('red-packet-access', { activityId: act }, n)).body.data).toMatchObject({ allowed: false, reason: '在本活动中单笔捐款满10元后可领取' });
    expect((await call('new-user/get', { activityId: act }, n)).body.data).toEqual({ activityId: act, isNew: true, recorded: false });
    expect((await call('new-user/create', { activityId: act }, n)).body.data).toEqual({ activityId: act, isNew: true, recorded: true });
    await donate(ctx, n.cookie, caseA, 1000);
    expect((await call('red-packet-access', { activityId: act }, n)).body.data).toEqual({ allowed: true, reason: '' });
    await ctx.db.insertInto('fraud_flags').values({
      id: `ff-${n.id}`, kind: 'manual', info_uuid: null, subject: `user:${n.id}`, dedupe_key: `manual:${n.id}`, evidence: '{}', status: 'open', resolution: '', resolver_id: null, created_at: ctx.now(), resolved_at: null,
    }).execute();
    expect((await call('red-packet-access', { activityId: act }, n)).body.data.allowed).toBe(false);
    expect((await call('red-packet-access', { activityId: act })).status).toBe(401);
    expect((await call('decide-self', { activityId: act }, owner)).body.data).toEqual({ isSelf: true, infoUuids: expect.arrayContaining([caseA, caseB]) });
    expect((await call('decide-self', { activityId: act }, n)).body.data).toEqual({ isSelf: false, infoUuids: [] });
    const sv = (await post(ctx.app, '/api/charity/activity/sub/venue/create', { activityId: act, title: '小明的分会场' }, donor.cookie)).body.data;
    const sv2 = (await post(ctx.app, '/api/charity/activity/sub/venue/create', { activityId: act, title: '另一个' }, donor.cookie)).body.data;
    expect(sv2.subVenueId).toBe(sv.subVenueId);
    await call('record-uv', { activityId: act, visitorId: 'sub-visitor-0001', subVenueId: sv.subVenueId });
    const seen = (await post(ctx.app, '/api/charity/activity/sub/venue/get-user-info', { subVenueId: sv.subVenueId })).body.data;
    expect(seen).toMatchObject({ title: '小明的分会场', ownerName: '王**', visitCount: 1, isOwner: false });
    expect(seen.ownerGave).toBeGreaterThan(0);
  });
});

describe.each(DIALECTS)('demo venue (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: true });
  });
  afterAll(async () => ctx?.close());

  test('the seeded venue: gifts matched in it, the love list, the rules, the demo donor\'s pennants; the case ledger adds up', async () => {
    const stats = (await post(ctx.app, `${V}/get-statistic`, {})).body.data;
    expect(stats).toMatchObject({ activityId: 'act-demo-matching', giftCount: 6, donorCount: 5 });
    const pool = await ctx.db.selectFrom('activities').selectAll().where('activity_id', '=', 'act-demo-matching').executeTakeFirstOrThrow();
    expect(stats.matched).toBe(Number(pool.matched));
    const matches = await ctx.db.selectFrom('activity_matches').select('amount').where('activity_id', '=', 'act-demo-matching').execute();
    expect(matches.reduce((s, m) => s + Number(m.amount), 0)).toBe(Number(pool.matched));
    const top = (await post(ctx.app, `${V}/get-top-list`, { activityId: 'act-demo-matching' })).body.data.list;
    expect(top[0]).toMatchObject({ rank: 1, amount: 50_000 });
    expect((await post(ctx.app, `${V}/get-activity-info`, {})).body.data.rules).toContain('不具有任何现金价值');
    const infoUuid = (await ctx.db.selectFrom('activity_cases').select('info_uuid').where('activity_id', '=', 'act-demo-matching').executeTakeFirstOrThrow()).info_uuid;
    expect((await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data.addsUp).toBe(true);
    const pennants = await ctx.db.selectFrom('pennants').select('source').where('user_id', '=', 'demo-donor-1').where('activity_id', '=', 'act-demo-matching').execute();
    expect(pennants.map((p) => p.source).sort()).toEqual(['give', 'give', 'visit']);
  });
});

/**
 * Rules of the spec pinned on SQLite and PostgreSQL:
 * - the matching and bonfire reads record the visit's channel, share version, platform and activity id for
 *   attribution, and money is the same with or without them (the answer, and the match of a gift);
 * - lastSubsidyCount is fen: what the case can still be matched (the pool's remainder within the case cap);
 * - all seven activity kinds can be created and are listed by their kind;
 * - a case enters 202 (funds being returned) after a failed review, and a terminated case through 202;
 * - get-funding-info takes exactly its four request fields, and answers userAccessParam and visitConfig;
 * - the site's gray mode (feature config grayMode) reaches the case answer (a cached one too) and the page-visit log.
 */
import { reconcile } from '../src/jobs/reconcile';
import { key, newCase, user } from './support/funds';
import { fundedCase, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(120_000);
const DAY = 24 * 3600_000;
const KINDS = ['matchingDonation', 'matchingShare', 'taskDonation', 'qqMatchingDonation', 'waterHelp', 'paymentChannelSubsidy', 'groupHelp'];

describe.each(DIALECTS)('spec rules (%s)', (dialect) => {
  let ctx: TestCtx;
  let master: U;
  let owner: U;
  let donor: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    master = await staffUser(ctx);
    owner = await user(ctx);
    donor = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const S = (path: string, body: unknown) => post(ctx.app, `/api/staff/activity${path}`, body, master.cookie);
  async function activity(kind: string, cases: string[], caps: Record<string, number> = {}, fund = 0): Promise<string> {
    const r = await S('/create', {
      kind, title: '爱心企业配捐', sponsorName: '测试爱心企业', ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0,
      startsAt: ctx.now() - 1000, endsAt: ctx.now() + 30 * DAY, cases, idempotencyKey: key(), ...caps,
    });
    expect(r.body.code).toBe(0);
    const id = r.body.data.activity.activityId as string;
    if (fund) expect((await S('/fund', { activityId: id, amount: fund, idempotencyKey: key() })).body.code).toBe(0);
    if (fund) expect((await S('/move', { activityId: id, action: 'start', reason: '' })).body.data.activity.status).toBe('APPROVE');
    return id;
  }
  async function give(infoUuid: string, amount: number, extra: Record<string, unknown> = {}): Promise<number> {
    const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount, anonymous: false, platform: 8, idempotencyKey: key(), ...extra }, donor.cookie);
    expect(o.body.code).toBe(0);
    expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: o.body.data.orderId, action: 'pay' }, donor.cookie)).body.code).toBe(0);
    const l = await ctx.db.selectFrom('money_ledger').select('amount').where('ref_id', '=', o.body.data.orderId).where('kind', '=', 'match').execute();
    return l.reduce((s, r) => s + Number(r.amount), 0);
  }
  const visits = (infoUuid: string) => ctx.db.selectFrom('activity_visits').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('visit_id').execute();
  const INFO = '/api/cf/activity/subsidy/get-donator-case-activity-info';

  test('the matching and bonfire reads record the visit for attribution; money is the same with or without it', async () => {
    const a = await newCase(ctx, owner.id);
    const b = await newCase(ctx, owner.id);
    const id = await activity('matchingDonation', [a, b], { ratioPct: 50, capGift: 3000 }, 1_000_000);
    const withSource = await post(ctx.app, INFO, { infoUuid: a, channel: '5', shareDV: 2000, platform: 8, activityId: id }, donor.cookie);
    ctx.advance(1000); // the visits in a known order
    const bare = await post(ctx.app, INFO, { infoUuid: a }, donor.cookie);
    expect(withSource.body.code).toBe(0);
    expect(withSource.body.data).toEqual(bare.body.data); // the answer never reads the visit's source
    expect(bare.body.data).toMatchObject({ active: true, activityId: id, ratioPct: 50 });
    const seen = await visits(a);
    expect(seen.map((v) => [v.call, v.channel, Number(v.share_dv), Number(v.platform), v.activity_id, v.user_id])).toEqual([
      ['matching.donator', '5', 2000, 8, id, donor.id],
      ['matching.donator', '', 0, 0, '', donor.id],
    ]);
    // a channel that is no channel code is kept as '' (codes only, never free text from a URL)
    await post(ctx.app, '/api/cf/activity/subsidy/get-case-info', { infoUuid: b, channel: '<b>x</b>', shareDV: 1000 });
    expect((await visits(b)).map((v) => [v.call, v.channel, Number(v.share_dv), v.user_id])).toEqual([['matching.case', '', 1000, null]]);

    // the same gifts to two cases of the activity: one visit and order with a source, one without
    expect(await give(a, 4001, { channel: '5', shareDv: 2000 })).toBe(2000);
    expect(await give(b, 4001)).toBe(2000);
    expect(await give(a, 10_000, { channel: '4', shareDv: 2000 })).toBe(3000); // the per-gift cap, with a source
    expect(await give(b, 10_000)).toBe(3000); // and without
    const after = (x: string, body: object = {}) => post(ctx.app, INFO, { infoUuid: x, ...body }, donor.cookie).then((r) => r.body.data);
    const [ia, ib] = [await after(a, { channel: '5', shareDV: 2000, platform: 8 }), await after(b)];
    expect(ia.currentCaseMoney).toBe(ib.currentCaseMoney);
    expect(ia.currentCaseMoney).toBe(5000);

    // the bonfire list records channel and sharedv the same way
    const list = await post(ctx.app, '/api/charity/activity/manage/list-activity', { infoId: b, channel: '30', sharedv: 2000, bizType: 'BONFIRE' });
    expect(list.body.code).toBe(0);
    expect((await visits(b)).filter((v) => v.call === 'bonfire.list').map((v) => [v.channel, Number(v.share_dv)])).toEqual([['30', 2000]]);
  });

  test('lastSubsidyCount is fen: what the case can still be matched (the pool within the case cap; 0 when dry)', async () => {
    const c = await newCase(ctx, owner.id);
    const d = await newCase(ctx, owner.id);
    await activity('matchingDonation', [c], { capCase: 30_000 }, 100_000);
    await activity('matchingDonation', [d], {}, 50_000);
    const info = (x: string) => post(ctx.app, INFO, { infoUuid: x }).then((r) => r.body.data);
    expect(await info(c)).toMatchObject({ lastSubsidyCount: 30_000, currentMoney: 100_000 });
    expect(await info(d)).toMatchObject({ lastSubsidyCount: 50_000, currentMoney: 50_000 });
    expect(await give(c, 12_000)).toBe(12_000);
    expect(await info(c)).toMatchObject({ lastSubsidyCount: 18_000, currentCaseMoney: 12_000, currentMoney: 88_000 });
    expect(await give(d, 60_000)).toBe(50_000);
    expect(await info(d)).toMatchObject({ lastSubsidyCount: 0, poolDry: true });
  });

  test('all seven activity kinds are created and listed by their kind', async () => {
    const ids: Record<string, string> = {};
    for (const kind of KINDS) ids[kind] = await activity(kind, []);
    const list = (await S('/list', {})).body.data.list as { activityId: string; kind: string }[];
    for (const kind of KINDS) expect(list.find((x) => x.activityId === ids[kind])?.kind).toBe(kind);
    expect((await S('/create', { kind: 'lottery', title: 'x', sponsorName: 'y', ratioPct: 0, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0, startsAt: 0, endsAt: 1, cases: [], idempotencyKey: key() })).status).toBe(400);
  });

  test('a case that failed review enters 202 (funds being returned), then ends at 204', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [1200, 800]);
    const r = await staffPost(ctx, master, '/refunds/case', { infoUuid, kind: 'FAILED_REVIEW', reason: '材料审核未通过' });
    expect(r.body.data).toMatchObject({ status: 202, refunds: 2, amount: 2000 });
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'before_json', 'after_json']).where('info_uuid', '=', infoUuid).where('action', '=', 'refund.case_failed_review').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].before_json!)).toMatchObject({ status: 0 });
    expect(JSON.parse(audit[0].after_json!)).toMatchObject({ status: 202 });
    expect((await ctx.db.selectFrom('cases').select('status').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).status).toBe(204);
  });

  test('a terminated case: the job moves it 4 -> 202 (funds being returned), then 204', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [900]);
    await stopRaising(ctx, owner, infoUuid);
    await ctx.db.updateTable('cases').set({ status: 4 }).where('info_uuid', '=', infoUuid).execute();
    const run = await reconcile(ctx.deps);
    expect(run.changes).toContain(`case ${infoUuid} terminated: 1 refunds, 900 fen, status 202`);
    const audit = await ctx.db.selectFrom('audit_log').select(['before_json', 'after_json']).where('info_uuid', '=', infoUuid).where('action', '=', 'refund.case_terminated').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before_json!).status, JSON.parse(audit.after_json!).status]).toEqual([4, 202]);
    expect((await ctx.db.selectFrom('cases').select('status').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).status).toBe(204);
  });

  test('get-funding-info takes its four request fields: infoUuid, selfTag, skip, userSourceId (no other)', async () => {
    const c = await newCase(ctx, owner.id, { title: '四个字段的筹款' });
    const url = '/api/cf/v4/get-funding-info';
    const all = await post(ctx.app, url, { infoUuid: c, selfTag: 'tag-1', skip: 0, userSourceId: 'u-src' }, donor.cookie);
    expect(all.body.code).toBe(0);
    expect(all.body.data).toMatchObject({ infoUuid: c, baseInfo: { title: '四个字段的筹款' }, isSelf: false });
    expect((await post(ctx.app, url, { infoUuid: c }, donor.cookie)).body.data).toEqual(all.body.data);
    expect((await post(ctx.app, url, { infoUuid: c, other: 1 }, donor.cookie)).status).toBe(400);
    expect((await post(ctx.app, url, { selfTag: 'tag-1' })).status).toBe(400);
    expect((await post(ctx.app, url, { infoUuid: c, skip: -1 })).status).toBe(400);
  });

  test('userAccessParam: giving while raising, sharing once published; visitConfig: the site gray mode', async () => {
    const raising = await newCase(ctx, owner.id);
    const ended = await newCase(ctx, owner.id, { status: 1 });
    const info = (x: string, cookie?: string) => post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid: x }, cookie).then((r) => r.body.data);
    expect(await info(raising)).toMatchObject({ userAccessParam: { canDonate: true, canShare: true }, visitConfig: { grayMode: 0 } });
    expect(await info(ended)).toMatchObject({ userAccessParam: { canDonate: false, canShare: true } });
    expect(await info(raising, owner.cookie)).toMatchObject({ isSelf: true, userAccessParam: { canDonate: true, canShare: true } });
    ctx.advance(31 * DAY); // past the 30-day period: shown as OVERDUE, no more gifts
    expect(await info(raising)).toMatchObject({ displayStatus: 3, userAccessParam: { canDonate: false } });
  });

  test('gray mode: set by staff, it reaches the case answer (the cached one too), the config call and the page-visit log', async () => {
    const staff = await staffUser(ctx); // a fresh session (the clock moved on a month above)
    const c = await newCase(ctx, owner.id);
    const info = () => post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid: c }).then((r) => r.body.data);
    expect((await info()).visitConfig).toEqual({ grayMode: 0 });
    expect((await info()).visitConfig).toEqual({ grayMode: 0 }); // now from the cache
    expect((await post(ctx.app, '/api/staff/config/set', { key: 'grayMode', value: '1' }, staff.cookie)).body.code).toBe(0);
    expect((await info()).visitConfig).toEqual({ grayMode: 1 });
    expect((await post(ctx.app, '/api/cf/common/apollo/get-json-public', { key: 'grayMode' })).body.data).toEqual({ grayMode: 1 });
    expect((await post(ctx.app, '/api/cf/v4/stat/pageLog', { infoUuid: c, fromPath: '', toPath: `/cf/contribute/${c}`, platform: 8, grayMode: 1 })).body.code).toBe(0);
    const logs = await ctx.db.selectFrom('page_logs').select('gray_mode').where('info_uuid', '=', c).execute();
    expect(logs.map((l) => Number(l.gray_mode))).toEqual([1]);
    expect((await post(ctx.app, '/api/staff/config/set', { key: 'grayMode', value: '0' }, staff.cookie)).body.code).toBe(0);
    expect((await info()).visitConfig).toEqual({ grayMode: 0 });
  });
});

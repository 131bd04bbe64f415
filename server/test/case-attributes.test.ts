/**
 * Staff-set case attributes (audited; the vip and theme lists follow them) and the pay-amount
 * experiment (staff variants, a stable bucket per user or device, exposures recorded once) on
 * SQLite and PostgreSQL.
 */
import { bucketOf, pickVariant, PAY_AMOUNT_EXPERIMENT } from '../src/services/experiments';
import { newCase, user } from './support/funds';
import { staffPost, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

describe.each(DIALECTS)('staff case attributes and the pay-amount experiment (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    [owner, staff] = [await user(ctx), await staffUser(ctx)];
  });
  afterAll(async () => ctx?.close());

  const list = async (listType: string) =>
    ((await post(ctx.app, '/api/cf/v4/case/list', { listType, size: 50 })).body.data.list as { infoUuid: string }[]).map((c) => c.infoUuid);

  test('staff set vip, theme, recommended, page version and is_help; each change audited; the lists follow', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    expect(await list('vip')).not.toContain(infoUuid);
    expect((await post(ctx.app, '/api/staff/case/set-attributes', { infoUuid, isVip: true }, owner.cookie)).status).toBe(403);

    const r = await staffPost(ctx, staff, '/case/set-attributes', { infoUuid, isVip: true, isTheme: true, pageVersion: 2, reason: '重点关注' });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes).toEqual({ isVip: true, isTheme: true, isRecommend: false, pageVersion: 2, isHelp: false });
    expect(await list('vip')).toContain(infoUuid);
    expect(await list('theme')).toContain(infoUuid);
    expect(await list('recommend')).not.toContain(infoUuid);
    const page = await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid });
    expect(page.body.data.newDetailVo.caseDetailsPageVersion).toBe(2);

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', infoUuid).where('action', '=', 'case.attributes').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0].actor_user_id).toBe(staff.id);
    expect(JSON.parse(audit[0].before_json)).toEqual({ isVip: false, isTheme: false, pageVersion: 0 });
    expect(JSON.parse(audit[0].after_json)).toEqual({ isVip: true, isTheme: true, pageVersion: 2 });
    expect(audit[0].reason).toBe('重点关注');

    // The same values again change nothing and write no audit row; unsetting is audited too.
    await staffPost(ctx, staff, '/case/set-attributes', { infoUuid, isVip: true });
    await staffPost(ctx, staff, '/case/set-attributes', { infoUuid, isVip: false, isHelp: true });
    const after = await ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', infoUuid).where('action', '=', 'case.attributes').orderBy('created_at').execute();
    expect(after).toHaveLength(2);
    expect(await list('vip')).not.toContain(infoUuid);
    const read = await staffPost(ctx, staff, '/case/attributes', { infoUuid });
    expect(read.body.data.attributes).toEqual({ isVip: false, isTheme: true, isRecommend: false, pageVersion: 2, isHelp: true });
    expect((await staffPost(ctx, staff, '/case/set-attributes', { infoUuid, pageVersion: 3 })).status).toBe(400);
    expect((await staffPost(ctx, staff, '/case/attributes', { infoUuid: 'nope' })).status).toBe(404);
  });

  test('bucketing is a pure function of (experiment, subject); weights split the buckets', () => {
    expect(bucketOf('k', 'u:1')).toBe(bucketOf('k', 'u:1'));
    const variants = [{ name: 'a', weight: 30, amounts: [100] }, { name: 'b', weight: 70, amounts: [200] }];
    expect(pickVariant(variants, 0).name).toBe('a');
    expect(pickVariant(variants, 2999).name).toBe('a');
    expect(pickVariant(variants, 3000).name).toBe('b');
    expect(pickVariant([{ name: 'x', weight: 0, amounts: [100] }], 5).name).toBe('default');
    let a = 0;
    for (let i = 0; i < 2000; i++) if (pickVariant(variants, bucketOf('k', `d:${i}`)).name === 'a') a++;
    expect(a).toBeGreaterThan(450); // ~600 expected
    expect(a).toBeLessThan(750);
  });

  test('the pay-amount test: built-in default, staff variants, a stable variant per user and device, exposures once', async () => {
    const amountTest = (cookie?: string) => post(ctx.app, '/api/cf/v4/pay/amount-test', {}, cookie);
    const first = await amountTest(owner.cookie);
    expect(first.body.data).toEqual({ amount: [1000, 2000, 5000, 10000, 20000, 50000], eagleEyeExperiment: PAY_AMOUNT_EXPERIMENT, eagleEyeResult: 'default' });

    const bad = await staffPost(ctx, staff, '/experiment/set', { key: PAY_AMOUNT_EXPERIMENT, variants: [{ name: 'a', weight: 60, amounts: [500] }, { name: 'b', weight: 60, amounts: [800] }] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('各分组权重之和不能超过100');
    expect((await post(ctx.app, '/api/staff/experiment/set', { key: PAY_AMOUNT_EXPERIMENT, variants: [] }, owner.cookie)).status).toBe(403);
    const variants = [{ name: 'low', weight: 50, amounts: [500, 1000, 2000] }, { name: 'high', weight: 50, amounts: [5000, 10000, 20000] }];
    const set = await staffPost(ctx, staff, '/experiment/set', { key: PAY_AMOUNT_EXPERIMENT, variants });
    expect(set.status).toBe(200);
    expect(set.body.data.variants).toEqual(variants);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'experiment.set').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0].after_json)).toEqual(variants);

    // A signed-in user: the same variant on every call, and the amounts are that variant's.
    const users = [owner, ...(await Promise.all([user(ctx), user(ctx), user(ctx), user(ctx), user(ctx)]))];
    const seen = new Set<string>();
    for (const u of users) {
      const a = await amountTest(u.cookie);
      const b = await amountTest(u.cookie);
      expect(b.body.data).toEqual(a.body.data);
      const v = variants.find((x) => x.name === a.body.data.eagleEyeResult)!;
      expect(a.body.data.amount).toEqual(v.amounts);
      expect(a.body.data.eagleEyeResult).toBe(bucketOf(PAY_AMOUNT_EXPERIMENT, `u:${u.id}`) < 5000 ? 'low' : 'high');
      seen.add(a.body.data.eagleEyeResult);
    }
    // A visitor: the device cookie set on first sight keeps the bucket.
    const v1 = await amountTest();
    const did = v1.cookies.find((c) => c.name === 'cf_did');
    expect(did?.value).toMatch(/^[a-f0-9]{24}$/);
    for (let i = 0; i < 3; i++) expect((await amountTest(`cf_did=${did!.value}`)).body.data).toEqual(v1.body.data);

    // Exposures: one row per subject, whatever the number of calls.
    const rows = await ctx.db.selectFrom('experiment_exposures').selectAll().where('experiment', '=', PAY_AMOUNT_EXPERIMENT).execute();
    expect(rows.filter((r) => r.subject === `u:${owner.id}`)).toHaveLength(1);
    expect(rows.filter((r) => r.subject === `d:${did!.value}`)).toHaveLength(1);
    const view = await staffPost(ctx, staff, '/experiment/get', { key: PAY_AMOUNT_EXPERIMENT });
    const total = (view.body.data.exposures as { count: number }[]).reduce((s, e) => s + e.count, 0);
    expect(total).toBe(rows.length);
    expect(seen.size).toBeGreaterThan(0);
  });
});

/**
 * The demo data does not contradict itself (what a reader of `npm start` sees on the seeded database):
 * only an illness raise has patient verifications; 筹款已成功 only for a case that reached its target;
 * a case is shared (转发) no more often than it was opened (浏览); a case with money raised shows at least
 * 1% on its progress bar; every seeded gift earned its love value; every picture of a case shows its
 * own patient's initial. SQLite and PostgreSQL.
 */
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { visitCount } from '../src/repositories/manage';
import { coverInitial } from '../seed/covers';
import { progressPercent } from '../../src/lib/money';
import { pointsForGift } from '../../src/contract/rules/love';
import { GENERAL_FUND_UUID } from '../../src/contract/donor-home';
import { requiredSections, sectionStatuses } from '../src/services/raise/gates';
import { call, staffUser } from './raise-fixtures';

describe.each(DIALECTS)('seed coherence (%s)', (dialect) => {
  let ctx: TestCtx;
  let staff = '';
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    staff = (await staffUser(ctx)).cookie;
  });
  afterAll(async () => ctx?.close());

  const cases = () => ctx.db.selectFrom('cases').selectAll().where('info_uuid', '!=', GENERAL_FUND_UUID).execute();

  test('goods and dream raises carry no patient verifications', async () => {
    for (const c of await cases()) {
      if (c.raise_type === 0) continue;
      const v = await ctx.db.selectFrom('verifications').select('verify_id').where('info_uuid', '=', c.info_uuid).execute();
      expect({ title: c.title, verifications: v.length }).toEqual({ title: c.title, verifications: 0 });
    }
  });

  test('筹款已成功 (status 1) only for a case that reached its target', async () => {
    const done = (await cases()).filter((c) => c.status === 1);
    expect(done.length).toBeGreaterThan(0);
    for (const c of done) expect({ title: c.title, funded: Number(c.raised_amount) >= Number(c.target_amount) }).toEqual({ title: c.title, funded: true });
  });

  test('shares never outnumber page visits', async () => {
    for (const c of await cases()) {
      const views = await visitCount(ctx.db, c.info_uuid);
      expect({ title: c.title, ok: Number(c.share_count) <= views }).toEqual({ title: c.title, ok: true });
    }
  });

  test('帮TA转发: every seeded case\'s share count (共N次转发, the case page) is its share rows, and the helper list shows them', async () => {
    for (const c of await cases()) {
      if (!c.published) continue;
      const rows = (await ctx.db.selectFrom('shares').select('id').where('info_uuid', '=', c.info_uuid).execute()).length;
      const spread = (await call(ctx, '/api/cf/share/is-share', { infoUuid: c.info_uuid })).body.data;
      const page = (await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid: c.info_uuid })).body.data;
      const help = (await call(ctx, '/api/cf/v4/case/help-list', { infoUuid: c.info_uuid, size: 50 })).body.data;
      const shareRows = help.list.filter((h: { kind: string }) => h.kind === 'share').length;
      expect({ title: c.title, spread: spread.shareCount, page: page.shareCount, listTotal: help.total - Number(c.donation_count), listed: shareRows > 0 })
        .toEqual({ title: c.title, spread: rows, page: rows, listTotal: rows, listed: rows > 0 });
      expect(shareRows).toBeLessThanOrEqual(rows);
    }
  });

  test('money raised shows on the progress bar (no 0% beside yuan)', async () => {
    for (const c of await cases()) {
      if (Number(c.raised_amount) === 0) continue;
      expect({ title: c.title, percent: progressPercent(Number(c.raised_amount), Number(c.target_amount)) >= 1 }).toEqual({ title: c.title, percent: true });
    }
  });

  test('every seeded gift earned its love value', async () => {
    const paid = await ctx.db.selectFrom('orders').select(['order_id', 'user_id', 'amount']).where('status', '=', 'PAID').execute();
    const earned = new Set((await ctx.db.selectFrom('love_ledger').select('ref').where('reason', '=', 'donate').execute()).map((r) => r.ref));
    const missing = paid.filter((o) => o.user_id && pointsForGift(Number(o.amount)) > 0 && !earned.has(o.order_id)).map((o) => `${o.order_id} ${o.amount}`);
    expect(missing).toEqual([]);
  });

  test('a raise waits for staff review: every section it needs sent, none decided, unpublished, no money', async () => {
    const queue = await ctx.db.selectFrom('case_sections').select('info_uuid').where('status', '=', 4).execute();
    const ids = [...new Set(queue.map((r) => r.info_uuid))];
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const c = await ctx.db.selectFrom('cases').selectAll().where('info_uuid', '=', id).executeTakeFirstOrThrow();
      const st = await sectionStatuses(ctx.db, id);
      const rows = await ctx.db.selectFrom('case_sections').select(['section', 'data_json']).where('info_uuid', '=', id).execute();
      const payee = rows.find((r) => r.section === 'payee');
      const required = requiredSections(c.raise_type, payee ? String((JSON.parse(payee.data_json) as { relation?: string }).relation ?? '') : '');
      expect({ id, published: Number(c.published), raised: Number(c.raised_amount), sections: required.map((s) => st[s]) })
        .toEqual({ id, published: 0, raised: 0, sections: required.map(() => 4) });
      const orders = await ctx.db.selectFrom('orders').select('order_id').where('info_uuid', '=', id).execute();
      expect(orders).toEqual([]);
      // the staff queue lists it (the review console's first screen)
      for (const auditType of [0, 1]) {
        const res = await call(ctx, '/api/staff/raise/queue', { auditType, size: 50 }, staff);
        expect((res.body.data.list as { infoUuid: string }[]).map((x) => x.infoUuid)).toContain(id);
      }
    }
  });

  test("every picture of a case shows its own patient's initial", async () => {
    for (const c of await cases()) {
      const pics = [c.cover_url, ...(JSON.parse(c.attachments || '[]') as string[])];
      const posts = await ctx.db.selectFrom('progress').select('image_urls').where('info_uuid', '=', c.info_uuid).execute();
      for (const p of posts) pics.push(...String(p.image_urls).split(',').filter(Boolean));
      // a raise not yet approved names its patient only in its patient section (approval copies it onto the case)
      const section = await ctx.db.selectFrom('case_sections').select('data_json').where('info_uuid', '=', c.info_uuid).where('section', '=', 'patient').executeTakeFirst();
      const patient = c.patient_name || String((JSON.parse(section?.data_json ?? '{}') as { name?: string }).name ?? '');
      // the raise's medical papers and photos too (the staff console shows them)
      const sections = await ctx.db.selectFrom('case_sections').select('data_json').where('info_uuid', '=', c.info_uuid).where('section', 'in', ['material', 'fundraiser']).execute();
      for (const r of sections) pics.push(...Object.values(JSON.parse(r.data_json) as Record<string, unknown>).filter(Array.isArray).flat().map(String));
      for (const url of pics) {
        const n = /\/covers\/(\d+)\.jpg/.exec(url);
        if (!n) continue;
        expect({ patient, url, initial: coverInitial(Number(n[1])) }).toEqual({ patient, url, initial: Array.from(patient)[0] });
      }
    }
  });
});

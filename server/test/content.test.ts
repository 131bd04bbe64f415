/**
 * Content staff write (issue 18) on SQLite and PostgreSQL: scheduling and take-down by the clock, links
 * outside the route table and the allowed hosts refused, staff-only writes, an audit row per action,
 * the article's HTML carrying its title and picture, and the named calls read from data staff edit.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { newCase, user } from './support/funds';
import { staffUser } from './raise-fixtures';
import { coverPath } from '../seed/covers';

const INDEX = '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>爱心筹</title></head><body><div id="app"></div></body></html>';
const HOUR = 3600_000;

jest.setTimeout(60_000);

describe.each(DIALECTS)('content (%s)', (dialect) => {
  let ctx: TestCtx;
  let dist: string;
  let staff: { cookie: string; id: string };
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cf-content-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    ctx = await makeApp(dialect, { config: { h5Dir: dist } });
    staff = await staffUser(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const save = (body: Record<string, unknown>, cookie = staff.cookie) => post(ctx.app, '/api/staff/content/save', body, cookie);
  const publish = (id: string) => post(ctx.app, '/api/staff/content/publish', { id }, staff.cookie);
  const articleIds = async () => ((await post(ctx.app, '/api/cf/content/article/list', { size: 50 })).body.data.list as { id: string }[]).map((a) => a.id);
  const audits = (id: string) => ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('created_at').execute();

  test('the demo content is there: articles, problems, the raising-help pages and both advert slots', async () => {
    expect((await articleIds()).length).toBeGreaterThanOrEqual(5);
    expect((await post(ctx.app, '/api/cf/content/problem/list', {})).body.data.list.length).toBeGreaterThanOrEqual(8);
    for (const slug of ['fundraising-service', 'green-path', 'consultant', 'insurance-education', 'service-center']) {
      const r = await post(ctx.app, '/api/cf/content/page/get', { slug });
      expect(r.status).toBe(200);
      expect(r.body.data.body.length).toBeGreaterThan(20);
    }
    expect((await post(ctx.app, '/api/cf/content/advert/list', { slot: 'firstScreen' })).body.data.list).toHaveLength(1);
    expect((await post(ctx.app, '/api/cf/content/advert/list', { slot: 'leftViews' })).body.data.list.length).toBeGreaterThanOrEqual(2);
  });

  test('staff only: 401 for a visitor and 403 for a user on every staff call; nothing written', async () => {
    const u = await user(ctx);
    const body = { kind: 'article', title: '不该出现' };
    for (const [path, b] of [
      ['/api/staff/content/save', body], ['/api/staff/content/list', {}], ['/api/staff/content/publish', { id: 'x' }],
      ['/api/staff/content/take-down', { id: 'x', reason: 'x' }], ['/api/staff/config/set', { key: 'a', value: '1' }], ['/api/staff/config/list', {}],
    ] as const) {
      expect((await post(ctx.app, path, b)).status).toBe(401);
      expect((await post(ctx.app, path, b, u.cookie)).status).toBe(403);
    }
    const n = await ctx.db.selectFrom('content_items').select('id').where('title', '=', '不该出现').execute();
    expect(n).toHaveLength(0);
  });

  test('scheduling by the clock: a draft is hidden, a published article shows from publishAt until takeDownAt', async () => {
    const now = ctx.now();
    const created = await save({ kind: 'article', title: '定时发布的文章', summary: '摘要', body: '正文', publishAt: now + HOUR, takeDownAt: now + 3 * HOUR });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    expect(created.body.data.shownAs).toBe('草稿');
    expect(await articleIds()).not.toContain(id);
    const pub = await publish(id);
    expect(pub.body.data.shownAs).toBe('待发布');
    expect(await articleIds()).not.toContain(id);
    expect((await post(ctx.app, '/api/cf/content/article/get', { id })).status).toBe(404);
    ctx.advance(HOUR);
    expect(await articleIds()).toContain(id);
    expect((await post(ctx.app, '/api/cf/content/article/get', { id })).body.data.title).toBe('定时发布的文章');
    ctx.advance(2 * HOUR);
    expect(await articleIds()).not.toContain(id);
    expect((await post(ctx.app, '/api/cf/content/article/get', { id })).status).toBe(404);
    const list = (await post(ctx.app, '/api/staff/content/list', { kind: 'article' }, staff.cookie)).body.data.list as { id: string; shownAs: string }[];
    expect(list.find((i) => i.id === id)?.shownAs).toBe('已到期');
  });

  test('take-down hides at once, needs a reason, and every action leaves an audit row with before and after', async () => {
    const ad = await save({ kind: 'advert', slug: 'firstScreen', title: '首屏广告', imageUrl: coverPath(2), linkUrl: '/cf/article/list', sort: 0 });
    const id = ad.body.data.id as string;
    await publish(id);
    const slot = async () => ((await post(ctx.app, '/api/cf/content/advert/list', { slot: 'firstScreen' })).body.data.list as { id: string; imageUrl: string }[]);
    const shown = (await slot()).find((a) => a.id === id);
    expect(shown?.imageUrl).toMatch(/^http:\/\/[^/]+\//);
    expect(shown?.imageUrl.endsWith(coverPath(2))).toBe(true);
    expect((await post(ctx.app, '/api/staff/content/take-down', { id, reason: '' }, staff.cookie)).status).toBe(400);
    const down = await post(ctx.app, '/api/staff/content/take-down', { id, reason: '活动结束' }, staff.cookie);
    expect(down.body.data.shownAs).toBe('已下架');
    expect((await slot()).map((a) => a.id)).not.toContain(id);
    expect((await post(ctx.app, '/api/staff/content/take-down', { id, reason: '再次' }, staff.cookie)).status).toBe(409);
    const rows = await audits(id);
    expect(rows.map((r) => r.action)).toEqual(['content.create', 'content.publish', 'content.take_down']);
    expect(rows.every((r) => r.actor_user_id === staff.id)).toBe(true);
    expect(JSON.parse(rows[2].before_json).status).toBe('published');
    expect(JSON.parse(rows[2].after_json).status).toBe('taken_down');
    expect(rows[2].reason).toBe('活动结束');
  });

  test('links: our routes and allowed https hosts pass; unknown paths, other hosts, http and javascript: are refused', async () => {
    const ok = ['/cf/common/list', '/cf/contribute/abc?channel=5', 'https://www.nhsa.gov.cn/art/1.html', ''];
    for (const linkUrl of ok) expect((await save({ kind: 'article', title: '链接测试', linkUrl })).status).toBe(200);
    const bad = ['/cf/no-such-page', 'https://evil.example.com/x', 'http://www.nhsa.gov.cn/x', 'javascript:alert(1)', '//evil.example.com/x'];
    for (const linkUrl of bad) {
      const r = await save({ kind: 'article', title: '链接测试坏', linkUrl });
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/链接/);
    }
    expect(await ctx.db.selectFrom('content_items').select('id').where('title', '=', '链接测试坏').execute()).toHaveLength(0);
    // staff extend the allowed list in the config (audited), then the host passes
    expect((await post(ctx.app, '/api/staff/config/set', { key: 'contentLinkHosts', value: '["partner.example.com"]' }, staff.cookie)).status).toBe(200);
    expect((await save({ kind: 'article', title: '合作链接', linkUrl: 'https://m.partner.example.com/a' })).status).toBe(200);
    expect((await audits('contentLinkHosts')).map((r) => r.action)).toEqual(['config.set']);
    // an image is an upload, not a script
    expect((await save({ kind: 'article', title: '图片', imageUrl: 'javascript:alert(1)' })).status).toBe(400);
    // an advert needs its slot and image; a page a slug
    expect((await save({ kind: 'advert', title: '无图广告', slug: 'firstScreen' })).status).toBe(400);
    expect((await save({ kind: 'page', title: '无标识页面', slug: 'Bad Slug' })).status).toBe(400);
  });

  test('the shared article link: its HTML carries the title, description and og:image, escaped', async () => {
    const evil = '<script>x</script>如何筹款';
    const a = await save({ kind: 'article', title: evil, summary: '摘要"引号', body: '正文', imageUrl: coverPath(4) });
    const id = a.body.data.id as string;
    const hidden = await ctx.app.inject({ method: 'GET', url: `/cf/article/articleMiddlePage/${id}`, headers: { host: 'cf.example.com' } });
    expect(new JSDOM(hidden.body).window.document.title).toBe('爱心筹'); // a draft: no article in the HTML
    await publish(id);
    const r = await ctx.app.inject({ method: 'GET', url: `/cf/article/articleMiddlePage/${id}`, headers: { host: 'cf.example.com', 'accept-encoding': 'identity' } });
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain('<script>x</script>');
    const doc = new JSDOM(r.body).window.document;
    expect(doc.title).toBe(evil);
    const meta = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe(evil);
    expect(meta('og:image')).toBe(`http://cf.example.com${coverPath(4)}`);
    expect(meta('og:description')).toBe('摘要"引号');
    expect(JSON.parse(doc.getElementById('cf-boot-article')!.textContent!).article.id).toBe(id);
  });

  test('named calls read data staff edit: disease knowledge and the ab-test from the config, counts from the database', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { disease: '急性淋巴细胞白血病', share_count: 3 });
    const dk = async () => (await post(ctx.app, '/api/cf/v4/disease/knowledge-status', { infoUuid })).body.data;
    expect(await dk()).toEqual({ userfulDiseaseNorm: { 急性淋巴细胞白血病: 0 }, diseaseNormShip: {} });
    await post(ctx.app, '/api/staff/config/set', { key: 'diseaseKnowledge', value: JSON.stringify({ 白血病: '血常规,骨髓穿刺' }) }, staff.cookie);
    expect(await dk()).toEqual({ userfulDiseaseNorm: { 白血病: 1 }, diseaseNormShip: { 白血病: '血常规,骨髓穿刺' } });

    const ab = async () => (await post(ctx.app, '/api/cf/v4/case/ab-test-status', { infoUuid, shareDv: 2000 })).body.data;
    expect(await ab()).toEqual({ experiment: '', group: '', shareDv: 2000 });
    await post(ctx.app, '/api/staff/config/set', { key: 'caseAbTest', value: JSON.stringify({ experiment: 'detail', groups: [{ name: 'B', weight: 1 }] }) }, staff.cookie);
    expect(await ab()).toEqual({ experiment: 'detail', group: 'B', shareDv: 2000 });

    const isShare = async (cookie?: string) => (await post(ctx.app, '/api/cf/share/is-share', { infoUuid }, cookie)).body.data;
    const donor = await user(ctx);
    expect(await isShare(donor.cookie)).toEqual({ isShare: false, shareCount: 3 });
    await post(ctx.app, '/api/cf/share/success', { infoId: infoUuid, shareDv: 1000, toWxSource: 2 }, donor.cookie);
    expect((await isShare(donor.cookie)).isShare).toBe(true);
    expect((await isShare()).isShare).toBe(false);
    const help = (await post(ctx.app, '/api/cf/v4/case/help-list', { infoUuid })).body.data;
    expect(help.list.map((h: { kind: string }) => h.kind)).toEqual(['share']);

    const portrait = (await post(ctx.app, '/api/cf/v4/user/portrait', {}, donor.cookie)).body.data;
    expect(portrait).toMatchObject({ loggedIn: true, donateCount: 0, shareCount: 1, isNewDonor: true });
    expect((await post(ctx.app, '/api/cf/v4/user/portrait', {})).body.data.loggedIn).toBe(false);

    await ctx.db.insertInto('verifications').values([
      { verify_id: `v-${infoUuid}-1`, info_uuid: infoUuid, user_id: null, nickname: '王医生', head_img_url: '', relationship: '主治医生', kind: 'doctor', content: '属实', from_hospital: 1, created_at: ctx.now() },
      { verify_id: `v-${infoUuid}-2`, info_uuid: infoUuid, user_id: null, nickname: '小李', head_img_url: '', relationship: '同事', kind: 'friend', content: '属实', from_hospital: 0, created_at: ctx.now() },
    ]).execute();
    expect((await post(ctx.app, '/api/cf/v4/verification/medical-count', { infoUuid })).body.data).toEqual({ count: 1, countFromHospital: 1 });
  });

  test('the article list pages newest first by its anchor, each article once', async () => {
    for (let i = 0; i < 7; i += 1) {
      const a = await save({ kind: 'article', title: `分页文章${i}` });
      await publish(a.body.data.id);
      ctx.advance(1000);
    }
    const seen: string[] = [];
    let anchorId: string | undefined;
    for (let guard = 0; guard < 20; guard += 1) {
      const page = (await post(ctx.app, '/api/cf/content/article/list', { size: 4, ...(anchorId ? { anchorId } : {}) })).body.data;
      seen.push(...page.list.map((a: { title: string }) => a.title));
      if (!page.hasNext) break;
      anchorId = page.anchorId;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 7)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `分页文章${i}`));
    expect(seen.length).toBe((await articleIds()).length);
  });

  test('the publicity page figures are the database sums', async () => {
    const d = (await post(ctx.app, '/api/cf/content/publicity', {})).body.data;
    const sums = await ctx.db.selectFrom('cases').where('published', '=', 1).select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('raised_amount').as('r')]).executeTakeFirstOrThrow();
    expect(d.caseCount).toBe(Number(sums.n));
    expect(d.raisedFen).toBe(Number(sums.r));
    expect(d.recent.length).toBeGreaterThan(0);
  });
});

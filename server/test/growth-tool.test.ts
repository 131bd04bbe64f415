/**
 * The bd homepage's second half and the comment wall, on SQLite and PostgreSQL: service info, honour
 * pictures (absolute URLs) and sample words answered from the rows staff edit (each edit audited); the
 * landing page's version stable per user and per device, with its exposure recorded; the comment wall's
 * paging (newest first, by anchor), masked names, the comment rules, unpublished cases left out, and
 * staff hiding (gone from the wall and the case, audited) and showing again.
 */
import { SERVICE_HOURS, SERVICE_PHONE } from '../../src/contract/rules/contact';
import { newCase, user } from './support/funds';
import { staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

const BD = '/api/cf/growthtool/bd-homepage';
const S = '/api/staff/growth';

describe.each(DIALECTS)('growth tool and comment wall (%s)', (dialect) => {
  let ctx: TestCtx;
  let staff: U;
  let a: U;
  let b: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { seed: false });
    staff = await staffUser(ctx);
    a = await user(ctx);
    b = await user(ctx);
  });
  afterAll(async () => ctx?.close());
  const call = (path: string, body: unknown, who?: U, headers?: Record<string, string>) => post(ctx.app, path, body, who?.cookie, headers);
  const audits = (action: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('created_at').orderBy('id').execute();

  test('service info: the stored record, edited by staff only, audited', async () => {
    const first = (await call(`${BD}/get-service-info`, {})).body.data;
    expect(first.teamName).toBe('筹款顾问服务团队');
    // until staff edit it, the adviser page gives the platform's one service phone (not a second number)
    expect([first.phone, first.hours]).toEqual([SERVICE_PHONE, SERVICE_HOURS]);
    expect(first.services.length).toBeGreaterThan(0);
    const edit = { teamName: '北京顾问团队', hours: '工作日 9:00-18:00', phone: '010-12345678', intro: '一对一服务', services: ['材料指导', ' ', '提现咨询'] };
    expect((await call(`${S}/service-info/save`, edit, a)).status).toBe(403);
    expect((await call(`${S}/service-info/save`, { ...edit, phone: 'abc' }, staff)).body.msg).toBe('请输入正确的服务电话');
    expect((await call(`${S}/service-info/save`, edit, staff)).status).toBe(200);
    const now = (await call(`${BD}/get-service-info`, {})).body.data;
    expect(now).toMatchObject({ teamName: '北京顾问团队', hours: '工作日 9:00-18:00', phone: '010-12345678', services: ['材料指导', '提现咨询'] });
    const [au] = await audits('bd.service-info');
    expect(au.actor_user_id).toBe(staff.id);
    expect(JSON.parse(au.before_json).teamName).toBe('筹款顾问服务团队');
  });

  test('honour pictures: staff add, edit and remove uploads; readers get absolute URLs in order', async () => {
    expect((await call(`${BD}/get-honour-pic`, {})).body.data.list).toEqual([]);
    const one = (await call(`${S}/honour/save`, { title: '慈善组织证书', imageUrl: '/api/file/honour-1.jpg', sort: 2 }, staff)).body.data;
    const two = (await call(`${S}/honour/save`, { title: '年度公益平台', imageUrl: '/api/file/honour-2.jpg', sort: 1 }, staff)).body.data;
    expect((await call(`${S}/honour/save`, { title: 'x', imageUrl: 'javascript:alert(1)' }, staff)).status).toBe(400);
    expect((await call(`${S}/honour/save`, { title: 'x', imageUrl: '/a.jpg' }, b)).status).toBe(403);
    let list = (await call(`${BD}/get-honour-pic`, {}, undefined, { host: 'cf.example.com' })).body.data.list;
    expect(list.map((p: { title: string }) => p.title)).toEqual(['年度公益平台', '慈善组织证书']);
    for (const p of list) expect(p.imageUrl).toMatch(/^https?:\/\/[^/]+\/api\/file\/honour-\d\.jpg$/);
    await call(`${S}/honour/save`, { id: one.id, title: '慈善组织证书（新）', imageUrl: '/api/file/honour-1.jpg', sort: 0 }, staff);
    expect((await call(`${S}/honour/remove`, { id: two.id }, staff)).status).toBe(200);
    expect((await call(`${S}/honour/remove`, { id: two.id }, staff)).status).toBe(404);
    list = (await call(`${BD}/get-honour-pic`, {})).body.data.list;
    expect(list.map((p: { title: string }) => p.title)).toEqual(['慈善组织证书（新）']);
    expect((await audits('bd.honour.add')).length).toBe(2);
    expect((await audits('bd.honour.edit')).map((x) => x.target_id)).toEqual([one.id]);
    expect((await audits('bd.honour.remove')).map((x) => x.target_id)).toEqual([two.id]);
  });

  test('test-version: stable per user and per device, both versions occur, each exposure recorded once', async () => {
    const v1 = await call(`${BD}/test-version`, {}, a);
    expect(v1.body.data.experiment).toBe('bd_homepage_version');
    for (let i = 0; i < 3; i++) expect((await call(`${BD}/test-version`, {}, a)).body.data.version).toBe(v1.body.data.version);
    // a visitor gets a device cookie and keeps the version with it
    const first = await call(`${BD}/test-version`, {});
    const did = first.cookies.find((c) => c.name === 'cf_did')!.value;
    for (let i = 0; i < 3; i++) {
      expect((await post(ctx.app, `${BD}/test-version`, {}, `cf_did=${did}`)).body.data.version).toBe(first.body.data.version);
    }
    const seen = new Set<string>();
    for (let i = 0; i < 24; i++) seen.add((await post(ctx.app, `${BD}/test-version`, {}, `cf_did=${(i + 1).toString(16).padStart(24, '0')}`)).body.data.version);
    expect([...seen].sort()).toEqual(['A', 'B']);
    const exp = await ctx.db.selectFrom('experiment_exposures').selectAll().where('experiment', '=', 'bd_homepage_version').where('subject', '=', `u:${a.id}`).execute();
    expect(exp.map((e) => e.variant)).toEqual([v1.body.data.version]);
    // staff's configuration in the experiments table wins: everyone in B
    await ctx.db.insertInto('experiments').values({ key: 'bd_homepage_version', variants: JSON.stringify([{ name: 'A', weight: 0, amounts: [] }, { name: 'B', weight: 100, amounts: [] }]), updated_by: staff.id, updated_at: ctx.now() }).execute();
    expect((await call(`${BD}/test-version`, {}, b)).body.data.version).toBe('B');
    await ctx.db.deleteFrom('experiments').where('key', '=', 'bd_homepage_version').execute();
  });

  test('sample words: list, add, edit, remove and order by staff, each audited; the tree offers them in order', async () => {
    const words = () => call('/api/cf/v4/mkt/wishing-tree/sample-words', {}).then((r) => r.body.data.words as string[]);
    const start = (await call(`${S}/wish-words/list`, {}, staff)).body.data.list as Array<{ id: number; text: string }>;
    expect(start.map((w) => w.text)).toEqual(await words());
    expect((await call(`${S}/wish-words/save`, { text: '愿你平安' }, a)).status).toBe(403);
    expect((await call(`${S}/wish-words/save`, { text: '   ' }, staff)).body.msg).toBe('请输入示例语内容');
    expect((await call(`${S}/wish-words/save`, { text: '好'.repeat(201) }, staff)).body.msg).toBe('示例语不能超过200字');
    const added = (await call(`${S}/wish-words/save`, { text: ' 愿你平安 ' }, staff)).body.data.list as Array<{ id: number; text: string }>;
    const mine = added[added.length - 1];
    expect(mine.text).toBe('愿你平安');
    await call(`${S}/wish-words/save`, { id: mine.id, text: '愿你一生平安' }, staff);
    const ids = [mine.id, ...start.map((w) => w.id)];
    expect((await call(`${S}/wish-words/order`, { ids: ids.slice(1) }, staff)).body.msg).toBe('排序须包含全部示例语，且每条一次');
    expect((await call(`${S}/wish-words/order`, { ids: [mine.id, ...ids] }, staff)).status).toBe(400);
    expect((await call(`${S}/wish-words/order`, { ids }, staff)).status).toBe(200);
    expect((await words())[0]).toBe('愿你一生平安');
    await call(`${S}/wish-words/remove`, { id: start[0].id }, staff);
    expect(await words()).toEqual(['愿你一生平安', ...start.slice(1).map((w) => w.text)]);
    expect((await call(`${S}/wish-words/remove`, { id: start[0].id }, staff)).status).toBe(404);
    for (const action of ['wish-word.add', 'wish-word.edit', 'wish-word.order', 'wish-word.remove']) {
      const rows = await audits(action);
      expect([action, rows.length, rows[0]?.actor_user_id]).toEqual([action, 1, staff.id]);
    }
    expect(JSON.parse((await audits('wish-word.edit'))[0].after_json)).toEqual({ text: '愿你一生平安' });
  });

  describe('the comment wall', () => {
    let shown: string;
    let unpublished: string;
    beforeAll(async () => {
      await ctx.db.updateTable('users').set({ nickname: '张三丰' }).where('user_id', '=', a.id).execute();
      shown = await newCase(ctx, b.id, { title: '救救小明' });
      unpublished = await newCase(ctx, b.id, { title: '未公开' });
      await ctx.db.updateTable('cases').set({ published: 0 }).where('info_uuid', '=', unpublished).execute();
    });

    test('newest first across cases and the wall, by anchor pages, names masked, unpublished cases left out, the comment rules', async () => {
      expect((await call('/api/frame/comment/wall/add', { content: '加油' })).status).toBe(401);
      expect((await call('/api/frame/comment/wall/add', { content: '  ' }, a)).body.msg).toBe('请输入评论内容');
      expect((await call('/api/frame/comment/wall/add', { content: '福'.repeat(201) }, a)).body.msg).toBe('评论不能超过200字');
      const t0 = ctx.now();
      await ctx.db.insertInto('comments').values([
        { id: 'wc-case', info_uuid: shown, user_id: b.id, content: '小明加油', type: 0, created_at: t0 - 3000, deleted: 0 },
        { id: 'wc-hidden-case', info_uuid: unpublished, user_id: b.id, content: '不该出现', type: 0, created_at: t0 - 2000, deleted: 0 },
        { id: 'wc-removed', info_uuid: shown, user_id: b.id, content: '已删除', type: 0, created_at: t0 - 1000, deleted: 1 },
      ]).execute();
      const written = [];
      for (const text of ['第一条祝福', '<b>第二条</b>', '第三条祝福']) {
        ctx.advance(1000);
        const r = await call('/api/frame/comment/wall/add', { content: ` ${text} ` }, a);
        expect(r.body.data).toMatchObject({ content: text, nickname: '张**', mine: true, infoUuid: '' });
        written.push(r.body.data.id);
      }
      const p1 = (await call('/api/frame/comment/wall/list', { size: 2 }, b)).body.data;
      expect(p1.list.map((c: { content: string }) => c.content)).toEqual(['第三条祝福', '<b>第二条</b>']);
      expect(p1.list.every((c: { nickname: string; mine: boolean }) => c.nickname === '张**' && !c.mine)).toBe(true);
      expect(p1.hasNext).toBe(true);
      const p2 = (await call('/api/frame/comment/wall/list', { size: 2, anchorId: p1.anchorId })).body.data;
      expect(p2.list.map((c: { content: string; caseTitle: string }) => [c.content, c.caseTitle])).toEqual([['第一条祝福', ''], ['小明加油', '救救小明']]);
      expect(p2.hasNext).toBe(false);
      expect(p2.anchorId).toBe('');
      expect(p2.list[1].infoUuid).toBe(shown);
      expect(JSON.stringify([p1, p2])).not.toContain('张三丰');
    });

    test('staff hide an item with a reason (gone from the wall and its case, audited) and show it again', async () => {
      const id = 'wc-case';
      expect((await call('/api/staff/wall/hide', { id, reason: '广告' }, a)).status).toBe(403);
      const hidden = await call('/api/staff/wall/hide', { id, reason: '疑似广告' }, staff);
      expect(hidden.body.data).toMatchObject({ id, hidden: true, nickname: expect.any(String) });
      expect((await call('/api/staff/wall/hide', { id, reason: '再次' }, staff)).status).toBe(409);
      const wallIds = (await call('/api/frame/comment/wall/list', { size: 50 })).body.data.list.map((c: { id: string }) => c.id);
      expect(wallIds).not.toContain(id);
      const caseIds = (await call('/api/cf/v5/detail/get', { infoUuid: shown, size: 50 })).body.data.list.map((c: { id: string }) => c.id);
      expect(caseIds).not.toContain(id);
      const staffHidden = (await call('/api/staff/wall/list', { hidden: true }, staff)).body.data.list.map((c: { id: string }) => c.id);
      expect(staffHidden).toEqual([id]);
      // an author's removal is not staff's to undo
      expect((await call('/api/staff/wall/restore', { id: 'wc-removed' }, staff)).status).toBe(409);
      expect((await call('/api/staff/wall/restore', { id }, staff)).body.data.hidden).toBe(false);
      expect((await call('/api/frame/comment/wall/list', { size: 50 })).body.data.list.map((c: { id: string }) => c.id)).toContain(id);
      const rows = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).orderBy('created_at').orderBy('id').execute();
      expect(rows.map((r) => [r.action, r.actor_user_id, r.reason, r.info_uuid])).toEqual([['comment.hide', staff.id, '疑似广告', shown], ['comment.restore', staff.id, '', shown]]);
    });
  });
});

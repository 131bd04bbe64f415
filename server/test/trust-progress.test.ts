/**
 * Progress posts on SQLite and PostgreSQL: owner only (IDOR: 403, nothing written), text plus at most
 * 9 photos, stored and returned as typed; public only after staff approve (the owner sees pending
 * ones with their status); approval notifies the owner and the followers; follow / unfollow.
 */
import { addStaff } from '../src/repositories/revisions';
import { countRows, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(30_000); // building an app on a busy machine can take seconds

describe.each(DIALECTS)('progress posts (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: { cookie: string; id: string };
  let staff: { cookie: string; id: string };
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
    infoUuid = await newCase(ctx, owner.id);
  });
  afterAll(async () => ctx?.close());

  const XSS = '<img src=x onerror="window.__xss=1"><script>alert(1)</script> 今天复查';
  const add = (cookie: string, body: Record<string, unknown> = {}) => post(ctx.app, '/api/cf/v4/progress/add', { infoUuid, content: XSS, ...body }, cookie);
  const publicList = async () => (await ctx.app.inject({ method: 'GET', url: `/api/cf/v4/progress/get?infoUuid=${infoUuid}&offset=0&limit=50&type=1` })).json().data;

  test('IDOR: a stranger and a visitor cannot post; bad photo lists are refused; nothing is written', async () => {
    const stranger = await user(ctx);
    const denied = await add(stranger.cookie);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 403, msg: '无权操作', data: null });
    expect((await add('')).status).toBe(401);
    for (const imageUrls of [
      Array.from({ length: 10 }, (_, i) => `/files/p${i}.jpg`).join(','), 'javascript:alert(1)', '//evil.com/x.jpg', 'data:image/png;base64,AAAA', '/a b.jpg', '/x.jpg"onerror="1',
    ]) {
      const r = await add(owner.cookie, { imageUrls });
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(ctx.app, '/api/cf/v4/progress/mine', { infoUuid }, stranger.cookie)).status).toBe(403);
    expect(await countRows(ctx, 'progress', infoUuid)).toBe(0);
  });

  test('a post waits for review: not public, the owner sees it pending; text and 9 photos stored as typed', async () => {
    const photos = Array.from({ length: 9 }, (_, i) => `/files/pub/p${i}.jpg`);
    const r = await add(owner.cookie, { imageUrls: photos.join(',') });
    expect(r.body.code).toBe(0);
    expect(r.body.data).toMatchObject({ content: XSS, status: 'pending' });
    expect(r.body.data.largeImageUrls.split(',')).toHaveLength(9);
    expect(r.body.data.largeImageUrls.split(',').every((u: string) => u.endsWith('!cf_mtr_1080'))).toBe(true);
    const stored = await ctx.db.selectFrom('progress').selectAll().where('id', '=', r.body.data.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(XSS);
    expect(stored.image_urls).toBe(photos.join(','));
    expect((await publicList()).list).toEqual([]);
    const mine = await post(ctx.app, '/api/cf/v4/progress/mine', { infoUuid }, owner.cookie);
    expect(mine.body.data.list.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[r.body.data.id, 'pending']]);
  });

  test('staff approve: public, owner and followers notified, audited; reject keeps it hidden with its reason', async () => {
    const fan = await user(ctx);
    const quitter = await user(ctx);
    expect((await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid }, fan.cookie)).body.data).toEqual({ following: true, followers: 1 });
    await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid }, fan.cookie); // twice is once
    await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid }, quitter.cookie);
    expect((await post(ctx.app, '/api/cf/v4/progress/unfollow', { infoUuid }, quitter.cookie)).body.data).toEqual({ following: false, followers: 1 });
    expect((await post(ctx.app, '/api/cf/v4/progress/follow', { infoUuid }, '')).status).toBe(401);

    const queue = await post(ctx.app, '/api/staff/progress/queue', {}, staff.cookie);
    const item = queue.body.data.list.find((p: { infoUuid: string }) => p.infoUuid === infoUuid);
    expect(item.status).toBe('pending');
    expect((await post(ctx.app, '/api/staff/progress/queue', {}, owner.cookie)).status).toBe(403);
    expect((await post(ctx.app, '/api/staff/progress/approve', { id: item.id }, owner.cookie)).status).toBe(403);
    expect((await publicList()).list).toEqual([]);

    expect((await post(ctx.app, '/api/staff/progress/approve', { id: item.id }, staff.cookie)).body.data.status).toBe('approved');
    expect((await post(ctx.app, '/api/staff/progress/reject', { id: item.id, reason: '晚了' }, staff.cookie)).status).toBe(409);
    const pub = await publicList();
    expect(pub.list.map((p: { id: string; content: string }) => [p.id, p.content])).toEqual([[item.id, XSS]]);
    expect(pub.total).toBe(1);
    const kinds = async (userId: string) => (await ctx.db.selectFrom('notifications').select('kind').where('user_id', '=', userId).where('info_uuid', '=', infoUuid).execute()).map((n) => n.kind);
    expect(await kinds(owner.id)).toContain('progress_approved');
    expect(await kinds(fan.id)).toEqual(['progress_follow']);
    expect(await kinds(quitter.id)).toEqual([]);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('target_id', '=', item.id).execute();
    expect(audit).toEqual([{ action: 'progress.approve', actor_user_id: staff.id }]);

    const second = (await add(owner.cookie, { content: '第二条', imageUrls: '' })).body.data.id as string;
    expect((await post(ctx.app, '/api/staff/progress/reject', { id: second, reason: '' }, staff.cookie)).status).toBe(400);
    expect((await post(ctx.app, '/api/staff/progress/reject', { id: second, reason: '图片与内容不符' }, staff.cookie)).body.data).toMatchObject({ status: 'rejected', reason: '图片与内容不符' });
    expect((await publicList()).list).toHaveLength(1);
    const mine = await post(ctx.app, '/api/cf/v4/progress/mine', { infoUuid }, owner.cookie);
    expect(mine.body.data.list.find((p: { id: string }) => p.id === second)).toMatchObject({ status: 'rejected', reason: '图片与内容不符' });
    expect(await kinds(owner.id)).toContain('progress_rejected');
    expect(await kinds(fan.id)).toEqual(['progress_follow']);
  });
});

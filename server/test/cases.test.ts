/** Case reads, progress, comments, verification and share on SQLite and PostgreSQL. */
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';
import { DEMO_CASES } from '../seed/data';
import { LIFECYCLE_CASES } from '../seed/lifecycle';

/** Every seeded case is listed (the lifecycle demo cases ended a day ago: still listed). */
const SEEDED = DEMO_CASES.length + LIFECYCLE_CASES.length;

describe.each(DIALECTS)('cases (%s)', (dialect) => {
  let ctx: TestCtx;
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    infoUuid = await donatableCase(ctx);
  });
  afterAll(async () => ctx?.close());

  test('case list: anchor paging, newest first, no duplicates, flags filter', async () => {
    const seen: string[] = [];
    const times: number[] = [];
    let anchorId: string | undefined;
    for (let page = 0; page < 10; page++) {
      const r = await post(ctx.app, '/api/cf/v4/case/list', { listType: 'common', size: 5, ...(anchorId ? { anchorId } : {}) });
      expect(r.body.code).toBe(0);
      seen.push(...r.body.data.list.map((c: { infoUuid: string }) => c.infoUuid));
      times.push(...r.body.data.list.map((c: { createdAt: number }) => c.createdAt));
      if (!r.body.data.hasNext) break;
      anchorId = r.body.data.anchorId;
    }
    expect(seen).toHaveLength(SEEDED);
    expect(new Set(seen).size).toBe(SEEDED);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = await post(ctx.app, '/api/cf/v4/case/list', { listType: 'common' });
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0].status).toBe(0);
    const vip = await post(ctx.app, '/api/cf/v4/case/list', { listType: 'vip', size: 50 });
    expect(vip.body.data.list.length).toBeGreaterThan(0);
    expect(vip.body.data.list.length).toBeLessThan(12);
    for (const bad of [{ listType: 'nope' }, { listType: 'common', size: 0 }, { listType: 'common', size: 51 }, { listType: 'common', size: '5' }]) {
      expect((await post(ctx.app, '/api/cf/v4/case/list', bad)).status).toBe(400);
    }
  });

  test('funding info: fields, isSelf for the owner, 404 筹款不存在', async () => {
    const r = await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid });
    expect(r.body.code).toBe(0);
    const d = r.body.data;
    expect(d).toMatchObject({ infoUuid, isSelf: false, displayStatus: 0, finishStr: '' });
    expect(d.baseInfo.largeAttachments).toEqual(d.baseInfo.attachments.map((u: string) => `${u}!cf_mtr_1080`));
    const paid = await ctx.db.selectFrom('orders').select('amount').where('info_uuid', '=', infoUuid).where('status', '=', 'PAID').execute();
    expect(d.raisedAmount).toBe(paid.reduce((s, o) => s + Number(o.amount), 0));
    expect(d.donationCount).toBe(paid.length);

    const own = await ctx.db.selectFrom('cases').innerJoin('users', 'users.user_id', 'cases.owner_user_id').select('cases.info_uuid')
      .where('users.mobile', '=', '13900000000').executeTakeFirstOrThrow();
    const cookie = await login(ctx, '13900000000');
    expect((await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid: own.info_uuid }, cookie)).body.data.isSelf).toBe(true);
    expect((await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid }, cookie)).body.data.isSelf).toBe(false);

    const missing = await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid: 'no-such-case' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: '筹款不存在', data: null });
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  test('progress: list newest first; add is owner-only', async () => {
    const own = await ctx.db.selectFrom('cases').innerJoin('users', 'users.user_id', 'cases.owner_user_id').select('cases.info_uuid')
      .where('users.mobile', '=', '13900000000').executeTakeFirstOrThrow();
    const owner = await login(ctx, '13900000000');
    const other = await login(ctx);
    const denied = await post(ctx.app, '/api/cf/v4/progress/add', { infoUuid: own.info_uuid, content: '不是我的' }, other);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ code: 403, msg: '无权操作', data: null });
    expect((await post(ctx.app, '/api/cf/v4/progress/add', { infoUuid: own.info_uuid, content: 'x'.repeat(2001) }, owner)).status).toBe(400);
    const added = await post(ctx.app, '/api/cf/v4/progress/add', { infoUuid: own.info_uuid, content: '今天复查，一切顺利', imageUrls: '/a.png,/b.png' }, owner);
    // images are handed out absolute on the asset origin (plugins/assets.ts): here the request's, localhost:80
    expect(added.body.data.largeImageUrls).toBe('http://localhost:80/a.png!cf_mtr_1080,http://localhost:80/b.png!cf_mtr_1080');
    // A post is public once staff approve it (the review itself: trust-progress.test.ts).
    await ctx.db.updateTable('progress').set({ status: 'approved' }).where('id', '=', added.body.data.id).execute();
    const list = await ctx.app.inject({ method: 'GET', url: `/api/cf/v4/progress/get?infoUuid=${own.info_uuid}&offset=0&limit=2&type=1` });
    const body = list.json();
    expect(body.data.list[0].content).toBe('今天复查，一切顺利');
    expect(body.data.list[0].imageUrls).toBe('http://localhost:80/a.png,http://localhost:80/b.png');
    expect(body.data.total).toBeGreaterThan(1);
    expect(body.data.list[0].updateDate).toBeGreaterThanOrEqual(body.data.list[1].updateDate);
    // SPEC 3: a progress post's updateDate is in milliseconds (an epoch time after 2001 in ms is above 1e12)
    expect(body.data.list[0].updateDate).toBeGreaterThan(1e12);
  });

  test('SPEC 3: a comment list item carries its time in seconds', async () => {
    const alice = await login(ctx);
    const added = await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: '时间单位' }, alice);
    const list = await post(ctx.app, '/api/cf/v5/detail/get', { infoUuid, size: 50 });
    const item = list.body.data.list.find((c: { id: string }) => c.id === added.body.data.id);
    // seconds: an epoch time after 2001 is above 1e9 in seconds and would be above 1e12 in milliseconds
    expect(Number.isInteger(item.time)).toBe(true);
    expect(item.time).toBeGreaterThan(1e9);
    expect(item.time).toBeLessThan(1e11);
  });

  test('comments: add (raw text), list with mine, get-self, remove own only', async () => {
    const alice = await login(ctx);
    const bob = await login(ctx);
    const text = '<img src=x onerror=alert(1)> 加油 & "好起来"';
    const added = await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: text }, alice);
    expect(added.body.code).toBe(0);
    expect(added.body.data).toMatchObject({ comments: text, mine: true, type: 0 });
    const stored = await ctx.db.selectFrom('comments').select('content').where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(text);

    const asBob = await post(ctx.app, '/api/cf/v5/detail/get', { infoUuid, size: 50 }, bob);
    const item = asBob.body.data.list.find((c: { id: string }) => c.id === added.body.data.id);
    expect(item).toMatchObject({ comments: text, mine: false });
    const self = await post(ctx.app, '/api/cf/v5/detail/get-self', { infoUuid }, alice);
    expect(self.body.data.list.map((c: { id: string }) => c.id)).toEqual([added.body.data.id]);
    expect((await post(ctx.app, '/api/cf/v5/detail/get-shared', { infoUuid })).body.data.list).toEqual([]);

    expect((await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: text })).status).toBe(401);
    expect((await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: '' }, alice)).status).toBe(400);
    expect((await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: 'x'.repeat(501) }, alice)).status).toBe(400);

    const forbidden = await post(ctx.app, '/api/cf/v4/comment/remove', { commentId: added.body.data.id, infoUuid }, bob);
    expect(forbidden.status).toBe(403);
    expect((await post(ctx.app, '/api/cf/v4/comment/remove', { commentId: added.body.data.id, infoUuid }, alice)).body.code).toBe(0);
    const after = await post(ctx.app, '/api/cf/v5/detail/get', { infoUuid, size: 50 });
    expect(after.body.data.list.find((c: { id: string }) => c.id === added.body.data.id)).toBeUndefined();
  });

  test('comment paging by anchor covers every comment once', async () => {
    const ids: string[] = [];
    let anchorId: string | undefined;
    for (;;) {
      const r = await post(ctx.app, '/api/cf/v5/detail/get', { infoUuid, size: 2, ...(anchorId ? { anchorId } : {}) });
      ids.push(...r.body.data.list.map((c: { id: string }) => c.id));
      if (!r.body.data.hasNext) break;
      anchorId = r.body.data.anchorId;
    }
    const n = await ctx.db.selectFrom('comments').select('id').where('info_uuid', '=', infoUuid).where('deleted', '=', 0).execute();
    expect(ids.sort()).toEqual(n.map((r) => r.id).sort());
  });

  test('verification count, selected (max 7) and list', async () => {
    const count = await post(ctx.app, '/api/cf/v5/verification/count', { infoUuid });
    const c = count.body.data;
    expect(c.count).toBe(c.doctorVerificationCount + c.friendsVerificationCount + c.sickFriendsVerificationCount);
    const sel = await post(ctx.app, '/api/cf/v5/verification/selected', { infoUuid, maxCount: 2 });
    expect(sel.body.data.list).toHaveLength(2);
    expect(sel.body.data.list[0].isDoctor).toBe(true);
    expect((await post(ctx.app, '/api/cf/v5/verification/selected', { infoUuid, maxCount: 8 })).status).toBe(400);
    const list = await post(ctx.app, '/api/cf/v5/verification/list', { infoUuid, size: 50 });
    expect(list.body.data.list).toHaveLength(c.count);
    expect(list.body.data.hasNext).toBe(false);
  });

  test('share success: validates shareDv / toWxSource and bumps shareCount', async () => {
    const before = (await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.shareCount;
    const rec = { uuid: 'u1', infoId: infoUuid, source: 'detail', channel: '5', userSourceId: '', shareId: 's1', shareDv: 1000, tradeNo: '', toWxSource: 2 };
    expect((await post(ctx.app, '/api/cf/share/success', rec)).body.code).toBe(0);
    for (const bad of [{ ...rec, shareDv: 3000 }, { ...rec, toWxSource: 5 }, { ...rec, toWxSource: 0 }, { ...rec, extra: 1 }]) {
      expect((await post(ctx.app, '/api/cf/share/success', bad)).status).toBe(400);
    }
    expect((await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.shareCount).toBe(before + 1);
  });

  test('feature config, basic store, tracking and the JSSDK signature', async () => {
    expect((await post(ctx.app, '/api/cf/common/apollo/get-json-public', { key: 'oldActivityUrl' })).body.data).toEqual({ oldActivityUrl: '/cf/act-home-rule' });
    expect((await post(ctx.app, '/api/cf/common/apollo/get-json-public', { key: 'unknown' })).body.data).toEqual({});
    expect((await post(ctx.app, '/api/frame/basic/store/v1/get', { activity_id: '20200611163710' })).body.data.content).toContain('matchingRatio');
    expect((await post(ctx.app, '/api/cf/v4/stat/pageLog', { fromPath: '/a', toPath: '/b', platform: 8, infoUuid })).body.code).toBe(0);
    expect(await ctx.db.selectFrom('page_logs').selectAll().where('from_path', '=', '/a').execute()).toHaveLength(1); // the seed's visits have no from_path
    expect((await post(ctx.app, '/api/cf/v4/stat/eventLog', { elementCode: 106032, event: 'click', props: { a: 1 } })).body.code).toBe(0);
    expect((await post(ctx.app, '/api/monitor/report', { category: 'CF_IMPORTANT_PAY', tagsJson: '{}' })).body.code).toBe(0);
    const sig = await post(ctx.app, '/api/wx/jssdk/signature', { url: 'https://cf.example.com/cf/contribute/1?x=1#frag' });
    const { createHash } = await import('node:crypto');
    const d = sig.body.data;
    const expected = createHash('sha1').update(`jsapi_ticket=dev-jsapi-ticket&noncestr=${d.nonceStr}&timestamp=${d.timestamp}&url=https://cf.example.com/cf/contribute/1?x=1`).digest('hex');
    expect(d.signature).toBe(expected);
    expect((await post(ctx.app, '/api/wx/jssdk/signature', { url: 'javascript:alert(1)' })).status).toBe(400);
  });
});

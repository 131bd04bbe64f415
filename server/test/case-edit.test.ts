/**
 * Case edits and progress posts on SQLite and PostgreSQL: only the owner, only while raising,
 * text stored raw, and an edit is a PENDING revision that changes the public case only after a
 * staff review.
 */
import { addStaff } from '../src/repositories/revisions';
import { caseRow, countRows, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

type U = { cookie: string; id: string };
const TITLE = '新的筹款标题：感谢大家';
const CONTENT = '更新后的筹款说明，<script>alert(1)</script> 按原样保存，由客户端以文本显示。';

describe.each(DIALECTS)('case edit (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let stranger: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    stranger = await user(ctx);
    staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
  });
  afterAll(async () => ctx?.close());

  const edit = (cookie: string, infoUuid: string, body: Record<string, unknown> = {}) =>
    post(ctx.app, '/api/cf/v4/add-or-update-base-info', { infoUuid, title: TITLE, content: CONTENT, ...body }, cookie);
  const review = (cookie: string, revisionId: string, approve: boolean) => post(ctx.app, '/api/cf/v4/staff/review-base-info', { revisionId, approve }, cookie);
  const publicTitle = async (infoUuid: string) => (await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid })).body.data.baseInfo.title;

  test("another user's case: edit and progress are 403 and write nothing", async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const e = await edit(stranger.cookie, infoUuid);
    expect(e.status).toBe(403);
    expect(e.body.msg).toBe('无权操作');
    expect((await edit('', infoUuid)).status).toBe(401);
    const p = await post(ctx.app, '/api/cf/v4/progress/add', { infoUuid, content: '最新进展' }, stranger.cookie);
    expect(p.status).toBe(403);
    expect(await countRows(ctx, 'case_revisions', infoUuid)).toBe(0);
    expect(await countRows(ctx, 'progress', infoUuid)).toBe(0);
    expect((await caseRow(ctx, infoUuid)).title).toBe('测试筹款标题');
    expect((await post(ctx.app, '/api/cf/v4/progress/add', { infoUuid, content: '最新进展' }, owner.cookie)).body.code).toBe(0);
    expect(await countRows(ctx, 'progress', infoUuid)).toBe(1);
  });

  test('limits: title 5..60, content 20..3000 characters (blank padding does not count)', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    for (const body of [
      { title: '四个字啊' }, { title: '标'.repeat(61) }, { title: '  四个字  ' }, { content: '字'.repeat(19) }, { content: '字'.repeat(3001) },
      { content: ` ${'字'.repeat(10)}          ` }, { title: 12345 }, { extra: 1 },
    ]) {
      expect((await edit(owner.cookie, infoUuid, body)).status).toBe(400);
    }
    expect(await countRows(ctx, 'case_revisions', infoUuid)).toBe(0);
    expect((await edit(owner.cookie, infoUuid, { title: '标'.repeat(60), content: '字'.repeat(3000) })).body.code).toBe(0);
    expect((await edit(owner.cookie, infoUuid, { title: '五个字标题', content: '字'.repeat(20) })).body.code).toBe(0);
    expect((await edit(owner.cookie, 'nope')).status).toBe(404);
  });

  test('only while raising (status 0)', async () => {
    for (const status of [1, 2, 101, 201]) {
      const infoUuid = await newCase(ctx, owner.id, { status });
      const r = await edit(owner.cookie, infoUuid);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('当前筹款状态不可修改');
      expect(await countRows(ctx, 'case_revisions', infoUuid)).toBe(0);
    }
  });

  test('an edit is PENDING until staff approve; stored raw; the public case then changes', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const r = await edit(owner.cookie, infoUuid);
    expect(r.body.data).toEqual({ revisionId: expect.any(String), status: 'PENDING' });
    const { revisionId } = r.body.data;
    expect(await publicTitle(infoUuid)).toBe('测试筹款标题');
    const mine = await post(ctx.app, '/api/cf/v4/get-base-info', { infoUuid }, owner.cookie);
    expect(mine.body.data.pendingRevision).toMatchObject({ revisionId, title: TITLE, content: CONTENT, status: 'PENDING' });
    expect((await post(ctx.app, '/api/cf/v4/get-base-info', { infoUuid }, stranger.cookie)).body.data.pendingRevision).toBeNull();

    for (const u of [stranger, owner]) expect((await review(u.cookie, revisionId, true)).status).toBe(403);
    expect(await publicTitle(infoUuid)).toBe('测试筹款标题');
    expect((await review(staff.cookie, 'nope', true)).status).toBe(404);

    expect((await review(staff.cookie, revisionId, true)).body.data).toEqual({ revisionId, status: 'APPROVED' });
    const c = await caseRow(ctx, infoUuid);
    expect({ title: c.title, content: c.content }).toEqual({ title: TITLE, content: CONTENT });
    expect(await publicTitle(infoUuid)).toBe(TITLE);
    expect((await review(staff.cookie, revisionId, false)).status).toBe(409);
    expect((await caseRow(ctx, infoUuid)).title).toBe(TITLE);
  });

  test('a newer edit supersedes a pending one; a rejected edit changes nothing', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const first = (await edit(owner.cookie, infoUuid, { title: '第一次修改标题' })).body.data.revisionId;
    const second = (await edit(owner.cookie, infoUuid, { title: '第二次修改标题' })).body.data.revisionId;
    expect((await review(staff.cookie, first, true)).status).toBe(409);
    expect((await review(staff.cookie, second, false)).body.data.status).toBe('REJECTED');
    expect((await caseRow(ctx, infoUuid)).title).toBe('测试筹款标题');
    expect((await post(ctx.app, '/api/cf/v4/get-base-info', { infoUuid }, owner.cookie)).body.data.pendingRevision).toBeNull();
  });
});

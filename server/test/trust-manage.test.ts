/**
 * The fundraiser centre on SQLite and PostgreSQL: fast replies and labels (IDOR: 403 and nothing
 * written), the manage page info and its to-do list from the case's real state, the fundraiser
 * version from feature config, comment get / get-v1 with deletion by the author or the owner, and
 * the owner's notification of a new comment.
 */
import { setFeatureConfig } from '../src/repositories/misc';
import { donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(30_000); // building an app on a busy machine can take seconds

describe.each(DIALECTS)('fundraiser centre (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: { cookie: string; id: string };
  let stranger: { cookie: string; id: string };
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    stranger = await user(ctx);
    infoUuid = await newCase(ctx, owner.id);
  });
  afterAll(async () => ctx?.close());

  const M = (p: string) => `/api/charity/cf/manage/${p}`;
  const replies = async () => ctx.db.selectFrom('fast_replies').selectAll().where('info_uuid', '=', infoUuid).execute();

  test('fast replies: owner CRUD; a stranger gets 403 on every call and nothing is written', async () => {
    const a = await post(ctx.app, M('fast-reply/add'), { infoUuid, content: '<b>谢谢</b>您的支持！' }, owner.cookie);
    expect(a.body.data.content).toBe('<b>谢谢</b>您的支持！');
    const id = a.body.data.id as string;
    for (const [p, body] of [
      ['fast-reply/list', { infoUuid }], ['fast-reply/add', { infoUuid, content: '偷偷加一条' }],
      ['fast-reply/update', { infoUuid, id, content: '改掉' }], ['fast-reply/delete', { infoUuid, id }],
    ] as const) {
      const r = await post(ctx.app, M(p), body, stranger.cookie);
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('无权操作');
      expect((await post(ctx.app, M(p), body, '')).status).toBe(401);
    }
    // The stranger's own case cannot reach the owner's reply by id either.
    const theirs = await newCase(ctx, stranger.id);
    expect((await post(ctx.app, M('fast-reply/update'), { infoUuid: theirs, id, content: '改掉' }, stranger.cookie)).status).toBe(404);
    expect((await post(ctx.app, M('fast-reply/delete'), { infoUuid: theirs, id }, stranger.cookie)).status).toBe(404);
    expect((await replies()).map((r) => r.content)).toEqual(['<b>谢谢</b>您的支持！']);

    expect((await post(ctx.app, M('fast-reply/update'), { infoUuid, id, content: '感谢！' }, owner.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, M('fast-reply/list'), { infoUuid }, owner.cookie)).body.data.list.map((r: { content: string }) => r.content)).toEqual(['感谢！']);
    for (let i = 1; i < 20; i++) await post(ctx.app, M('fast-reply/add'), { infoUuid, content: `回复${i}` }, owner.cookie);
    expect((await post(ctx.app, M('fast-reply/add'), { infoUuid, content: '第21条' }, owner.cookie)).status).toBe(409);
    expect((await post(ctx.app, M('fast-reply/delete'), { infoUuid, id }, owner.cookie)).body.code).toBe(0);
    expect(await replies()).toHaveLength(19);
  });

  test('labels: public read, owner-only write from the fixed list, at most 5', async () => {
    const set = (labels: unknown, cookie = owner.cookie) => post(ctx.app, M('labels/set'), { infoUuid, labels }, cookie);
    expect((await set(['急需手术'], stranger.cookie)).status).toBe(403);
    expect((await post(ctx.app, M('labels/get'), { infoUuid })).body.data.labels).toEqual([]);
    expect((await set(['<script>'])).status).toBe(400);
    expect((await set(['孩子', '孩子'])).status).toBe(400);
    expect((await set(['真实可信', '急需手术', '家庭困难', '医生证实', '亲友证实', '重症'])).status).toBe(400);
    expect((await set(['急需手术', '孩子'])).body.data.labels).toEqual(['急需手术', '孩子']);
    expect((await set(['重症'], stranger.cookie)).status).toBe(403);
    expect((await post(ctx.app, M('labels/get'), { infoUuid })).body.data.labels).toEqual(['急需手术', '孩子']);
  });

  test('page info: owner only; counters and a to-do list that follows the real state', async () => {
    const c = await newCase(ctx, owner.id);
    expect((await post(ctx.app, M('page-info'), { infoUuid: c }, stranger.cookie)).status).toBe(403);
    const info = async () => (await post(ctx.app, M('page-info'), { infoUuid: c }, owner.cookie)).body.data;
    const todo = async (kind: string) => (await info()).todos.find((t: { kind: string }) => t.kind === kind);
    const first = await info();
    expect(first).toMatchObject({ infoUuid: c, raisedAmount: 0, donationCount: 0, verificationCount: 0, visitCount: 0 });
    expect(first.todos.map((t: { kind: string }) => t.kind)).toEqual(['materials', 'invite_friends', 'post_progress']);
    expect((await todo('materials')).done).toBe(true); // a case without raise sections counts as complete (legacy rule)
    expect((await todo('invite_friends')).done).toBe(false);
    expect((await todo('post_progress')).path).toBe(`/cf/publish/progress/${c}`);
    for (let i = 0; i < 3; i++) await post(ctx.app, '/api/cf/v5/verification/add', { infoUuid: c, relationship: '朋友', content: '属实' }, (await user(ctx)).cookie);
    expect((await todo('invite_friends')).done).toBe(true);
    await post(ctx.app, '/api/cf/v4/progress/add', { infoUuid: c, content: '住院第三天' }, owner.cookie);
    expect((await todo('post_progress')).done).toBe(true);
    await donate(ctx, stranger.cookie, c, 2000);
    await post(ctx.app, '/api/cf/v4/stat/pageLog', { infoUuid: c, fromPath: '/a', toPath: `/cf/contribute/${c}`, platform: 8 });
    const after = await info();
    expect(after).toMatchObject({ raisedAmount: 2000, donationCount: 1, verificationCount: 3, visitCount: 1 });
    expect(after.todos.find((t: { kind: string }) => t.kind === 'apply_withdrawal')).toMatchObject({ done: false, path: `/cf/withdraw/confirm/${c}` });
    // A section still under review makes materials a to-do again.
    await ctx.db.insertInto('case_sections').values({
      info_uuid: c, section: 'base', status: 4, data_json: '{}', lookup_key: '', reason: '', submitted_at: ctx.now(), reviewed_by: null, reviewed_at: null, updated_at: ctx.now(),
    }).execute();
    expect((await todo('materials')).done).toBe(false);
  });

  test('fundraiser version from feature config: stable shunt, map fields', async () => {
    const v = async () => (await post(ctx.app, '/api/cf/v4/fundraiser-version', { infoUuid })).body.data;
    expect(await v()).toEqual({ shunt: 1, domainAddressAndAccountOpenMap: { domainAddress: '', accountOpen: true, strongJumpFundraiserManagement: false } });
    await setFeatureConfig(ctx.db, 'fundraiserVersion', JSON.stringify({ newVersionPercent: 0, domainAddress: 'https://m.example.com', accountOpen: false, strongJumpFundraiserManagement: true }));
    expect(await v()).toEqual({ shunt: 0, domainAddressAndAccountOpenMap: { domainAddress: 'https://m.example.com', accountOpen: false, strongJumpFundraiserManagement: true } });
    expect((await post(ctx.app, '/api/cf/v4/fundraiser-version', { infoUuid: 'nope' })).status).toBe(404);
  });

  test('comments: get and get-v1 tell who may delete; the owner may delete any, a stranger none; the owner is told of new ones', async () => {
    const alice = await user(ctx);
    const added = await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: '<img src=x onerror=alert(1)>加油' }, alice.cookie);
    const id = added.body.data.id as string;
    for (const path of ['/api/cf/v4/comment/get', '/api/cf/v4/comment/get-v1']) {
      const find = async (cookie: string) => (await post(ctx.app, path, { infoUuid, size: 50 }, cookie)).body.data.list.find((c: { id: string }) => c.id === id);
      expect(await find(alice.cookie)).toMatchObject({ mine: true, canDelete: true, comments: '<img src=x onerror=alert(1)>加油' });
      expect(await find(owner.cookie)).toMatchObject({ mine: false, canDelete: true });
      expect(await find(stranger.cookie)).toMatchObject({ mine: false, canDelete: false });
    }
    expect((await post(ctx.app, '/api/cf/v4/comment/remove', { commentId: id, infoUuid }, stranger.cookie)).status).toBe(403);
    expect((await post(ctx.app, '/api/cf/v4/comment/remove', { commentId: id, infoUuid }, owner.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, '/api/cf/v4/comment/get', { infoUuid, size: 50 })).body.data.list.find((c: { id: string }) => c.id === id)).toBeUndefined();
    const notes = await ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', owner.id).where('kind', '=', 'comment').execute();
    expect(notes).toHaveLength(1);
    expect(notes[0].body).toContain('<img src=x onerror=alert(1)>加油');
    // The owner's own comment notifies nobody.
    await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: '谢谢大家' }, owner.cookie);
    expect(await ctx.db.selectFrom('notifications').select('id').where('user_id', '=', owner.id).where('kind', '=', 'comment').execute()).toHaveLength(1);
  });
});

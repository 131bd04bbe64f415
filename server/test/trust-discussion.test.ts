/**
 * Discussion and public trust on SQLite and PostgreSQL: the status machine (legal and illegal moves,
 * by role), voting rules (one vote, not the owner, donors or verifiers only, public counts) and the
 * discussion's comments stored and returned as text.
 */
import { addStaff } from '../src/repositories/revisions';
import { allowed } from '../src/services/discussion';
import { donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(30_000); // building an app on a busy machine can take seconds

describe.each(DIALECTS)('discussion (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: { cookie: string; id: string };
  let staff: { cookie: string; id: string };
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
  });
  afterAll(async () => ctx?.close());

  const get = async (infoUuid: string, cookie = '') => (await post(ctx.app, '/api/cf-risk/discussion/get', { infoUuid }, cookie)).body.data;
  const apply = (infoUuid: string, cookie = owner.cookie) => post(ctx.app, '/api/cf-risk/discussion/apply', { infoUuid, content: '<b>申请</b>公开讨论' }, cookie);
  const staffDo = (action: string, infoUuid: string, cookie = staff.cookie) =>
    post(ctx.app, `/api/staff/discussion/${action}`, action === 'reject' ? { infoUuid, reason: '材料不足' } : { infoUuid }, cookie);
  const rows = async (infoUuid: string) => ctx.db.selectFrom('discussions').selectAll().where('info_uuid', '=', infoUuid).execute();

  test('legal path: noApply -> onAudit -> onReject -> onAudit -> onPublic -> end, each by its role', async () => {
    const c = await newCase(ctx, owner.id);
    expect(await get(c, owner.cookie)).toMatchObject({ status: 1, canApply: true, canEnd: false });
    expect((await apply(c)).body.data).toMatchObject({ status: 2, content: '<b>申请</b>公开讨论', canApply: false });
    expect((await staffDo('reject', c)).body.data).toMatchObject({ status: 3, reason: '材料不足' });
    expect((await get(c, owner.cookie)).canApply).toBe(true);
    expect((await apply(c)).body.data.status).toBe(2);
    expect((await staffDo('approve', c)).body.data.status).toBe(4);
    expect((await get(c, owner.cookie)).canEnd).toBe(true);
    expect((await post(ctx.app, '/api/cf-risk/discussion/end', { infoUuid: c }, owner.cookie)).body.data.status).toBe(5);
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', c).orderBy('created_at').execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['discussion.approve', 'discussion.reject'].sort());
    const told = await ctx.db.selectFrom('notifications').select('kind').where('user_id', '=', owner.id).where('info_uuid', '=', c).execute();
    expect(told.filter((n) => n.kind === 'discussion')).toHaveLength(2);
  });

  test('illegal moves are 409 (wrong status) or 403 (wrong role) and change nothing', async () => {
    const c = await newCase(ctx, owner.id);
    const stranger = await user(ctx);
    expect((await staffDo('approve', c)).status).toBe(409); // nothing applied yet
    expect((await post(ctx.app, '/api/cf-risk/discussion/end', { infoUuid: c }, owner.cookie)).status).toBe(409);
    expect((await apply(c, stranger.cookie)).status).toBe(403); // IDOR: not the owner
    expect(await rows(c)).toEqual([]);
    await apply(c);
    expect((await apply(c)).status).toBe(409); // already onAudit
    expect((await staffDo('approve', c, owner.cookie)).status).toBe(403); // the owner is not staff
    expect((await staffDo('end', c)).status).toBe(409);
    expect((await rows(c))[0].status).toBe(2);
    await staffDo('approve', c);
    expect((await staffDo('reject', c)).status).toBe(409);
    expect((await apply(c)).status).toBe(409);
    await staffDo('end', c);
    for (const a of ['approve', 'reject', 'end']) expect((await staffDo(a, c)).status).toBe(409);
    expect((await apply(c)).status).toBe(409);
    expect((await rows(c))[0].status).toBe(5);
    // A case that is not raising has no discussion to apply for.
    const ended = await newCase(ctx, owner.id, { status: 2 });
    expect(await get(ended, owner.cookie)).toMatchObject({ status: 0, canApply: false });
    expect((await apply(ended)).status).toBe(409);
    // The table itself.
    expect(() => allowed('apply', 4, 'owner')).toThrow();
    expect(() => allowed('approve', 2, 'owner')).toThrow();
    expect(allowed('end', 4, 'owner')).toBe(5);
    expect(allowed('end', 4, 'staff')).toBe(5);
  });

  test('voting: only while public, one vote, not the owner, donors or verifiers only; counts public', async () => {
    const c = await newCase(ctx, owner.id);
    const donor = await user(ctx);
    const verifier = await user(ctx);
    const bystander = await user(ctx);
    await donate(ctx, donor.cookie, c, 1000);
    expect((await post(ctx.app, '/api/cf/v5/verification/add', { infoUuid: c, relationship: '同事', content: '属实' }, verifier.cookie)).body.code).toBe(0);
    const vote = (cookie: string, v = 'support') => post(ctx.app, '/api/cf-risk/discussion/vote', { infoUuid: c, vote: v }, cookie);
    expect((await vote(donor.cookie)).status).toBe(409); // not public yet
    await apply(c);
    await staffDo('approve', c);
    expect((await get(c, donor.cookie)).canVote).toBe(true);
    expect((await get(c, bystander.cookie)).canVote).toBe(false);
    const ownerVote = await vote(owner.cookie);
    expect(ownerVote.status).toBe(403);
    expect(ownerVote.body.msg).toBe('发起人不能参与投票');
    const by = await vote(bystander.cookie);
    expect(by.status).toBe(403);
    expect(by.body.msg).toBe('仅捐款人或证实人可以投票');
    expect((await vote('')).status).toBe(401);
    expect((await vote(donor.cookie, 'maybe')).status).toBe(400);
    expect((await vote(donor.cookie)).body.data).toMatchObject({ votes: { support: 1, oppose: 0, total: 1 }, myVote: 'support', canVote: false });
    const twice = await Promise.all([vote(donor.cookie, 'oppose'), vote(donor.cookie, 'oppose')]);
    expect(twice.map((r) => r.status)).toEqual([409, 409]);
    expect((await vote(verifier.cookie, 'oppose')).body.data.votes).toEqual({ support: 1, oppose: 1, total: 2 });
    expect((await get(c)).votes).toEqual({ support: 1, oppose: 1, total: 2 }); // public, no login
    await staffDo('end', c);
    const late = await user(ctx);
    await donate(ctx, late.cookie, c, 100);
    expect((await vote(late.cookie)).status).toBe(409);
    const n = await ctx.db.selectFrom('discussion_votes').select('user_id').where('info_uuid', '=', c).execute();
    expect(n.map((r) => r.user_id).sort()).toEqual([donor.id, verifier.id].sort());
  });

  test('discussion comments: only while public, stored and returned as text; delete by author or owner', async () => {
    const c = await newCase(ctx, owner.id);
    const alice = await user(ctx);
    const bob = await user(ctx);
    const XSS = '<img src=x onerror=alert(1)><script>alert(2)</script>真实吗？';
    const addC = (cookie: string) => post(ctx.app, '/api/frame/comment/add', { infoUuid: c, content: XSS }, cookie);
    expect((await addC(alice.cookie)).status).toBe(409);
    await apply(c);
    await staffDo('approve', c);
    const a = await addC(alice.cookie);
    expect(a.body.data).toMatchObject({ content: XSS, mine: true });
    const stored = await ctx.db.selectFrom('discussion_comments').select('content').where('id', '=', a.body.data.id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(XSS);
    const list = await post(ctx.app, '/api/frame/comment/list', { infoUuid: c });
    expect(list.body.data.list[0]).toMatchObject({ content: XSS, mine: false });
    expect((await post(ctx.app, '/api/frame/bc/detail', { infoUuid: c })).body.data.commentCount).toBe(1);
    expect((await post(ctx.app, '/api/frame/comment/remove', { commentId: a.body.data.id, infoUuid: c }, bob.cookie)).status).toBe(403);
    expect((await post(ctx.app, '/api/frame/comment/list', { infoUuid: c })).body.data.list).toHaveLength(1);
    expect((await post(ctx.app, '/api/frame/comment/remove', { commentId: a.body.data.id, infoUuid: c }, owner.cookie)).body.code).toBe(0);
    const b = await addC(bob.cookie);
    expect((await post(ctx.app, '/api/frame/comment/remove', { commentId: b.body.data.id, infoUuid: c }, bob.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, '/api/frame/comment/list', { infoUuid: c })).body.data.list).toEqual([]);
  });
});

/**
 * Verifications on SQLite and PostgreSQL: add (login, one per user per case, never by the owner),
 * delete (author or case owner only), and the counters of /verification/count following both.
 */
import { caseRow, countRows, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

describe.each(DIALECTS)('verification (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: { cookie: string; id: string };
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    infoUuid = await newCase(ctx, owner.id);
  });
  afterAll(async () => ctx?.close());

  const add = (cookie: string, body: Record<string, unknown> = {}) =>
    post(ctx.app, '/api/cf/v5/verification/add', { infoUuid, relationship: '朋友', content: '情况属实，大家帮帮他。', ...body }, cookie);
  const del = (cookie: string, verifyId: string, id = infoUuid) => post(ctx.app, '/api/cf/v5/verification/delete', { verifyId, infoUuid: id }, cookie);
  const count = async () => (await post(ctx.app, '/api/cf/v5/verification/count', { infoUuid })).body.data;

  test('needs login; bad bodies are 400 and write nothing', async () => {
    expect((await add('')).status).toBe(401);
    const u = await user(ctx);
    for (const body of [{ content: '' }, { content: '   ' }, { content: '字'.repeat(201) }, { relationship: '路人' }, { isDoctor: 'yes' }, { extra: 1 }]) {
      expect((await add(u.cookie, body)).status).toBe(400);
    }
    expect((await add(u.cookie, { infoUuid: 'nope' })).status).toBe(404);
    expect(await countRows(ctx, 'verifications', infoUuid)).toBe(0);
    expect((await add(u.cookie, { content: '字'.repeat(200) })).status).toBe(200);
    expect((await del(u.cookie, (await post(ctx.app, '/api/cf/v5/verification/list', { infoUuid })).body.data.list[0].verifyId)).status).toBe(200);
  });

  test('add counts in its bucket, shows in the list, and is stored as typed', async () => {
    const before = await count();
    const friend = await user(ctx);
    const doctor = await user(ctx);
    const patient = await user(ctx);
    const a = await add(friend.cookie, { content: '<b>老同学</b> 情况属实' });
    expect(a.body.code).toBe(0);
    expect(a.body.data).toMatchObject({ infoUuid, relationship: '朋友', content: '<b>老同学</b> 情况属实', isDoctor: false });
    await add(doctor.cookie, { relationship: '医生', isDoctor: true });
    await add(patient.cookie, { relationship: '病友' });
    expect(await count()).toEqual({
      count: before.count + 3, countFromHospital: before.countFromHospital + 1,
      doctorVerificationCount: before.doctorVerificationCount + 1, friendsVerificationCount: before.friendsVerificationCount + 1,
      sickFriendsVerificationCount: before.sickFriendsVerificationCount + 1,
    });
    const list = await post(ctx.app, '/api/cf/v5/verification/list', { infoUuid, size: 50 });
    expect(list.body.data.list.map((v: { verifyId: string }) => v.verifyId)).toContain(a.body.data.verifyId);
    expect(list.body.data.count).toBe(before.count + 3);
  });

  test('one per user per case: 409 你已经证实过了, also when sent 10 times at once', async () => {
    const u = await user(ctx);
    expect((await add(u.cookie)).body.code).toBe(0);
    const again = await add(u.cookie, { relationship: '同事' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('你已经证实过了');
    const v = await user(ctx);
    const before = await countRows(ctx, 'verifications', infoUuid);
    const rs = await Promise.all(Array.from({ length: 10 }, () => add(v.cookie)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await countRows(ctx, 'verifications', infoUuid)).toBe(before + 1);
    // The same user may verify another case.
    const other = await newCase(ctx, owner.id);
    expect((await add(u.cookie, { infoUuid: other })).body.code).toBe(0);
  });

  test('the owner cannot verify their own case', async () => {
    const before = await countRows(ctx, 'verifications', infoUuid);
    const r = await add(owner.cookie);
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    expect(await countRows(ctx, 'verifications', infoUuid)).toBe(before);
  });

  test('delete: another user is refused (403 无权操作, nothing deleted); the author and the case owner may', async () => {
    const author = await user(ctx);
    const stranger = await user(ctx);
    const mine = (await add(author.cookie, { relationship: '病友' })).body.data.verifyId as string;
    const before = await count();
    const refused = await del(stranger.cookie, mine);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('无权操作');
    expect((await del('', mine)).status).toBe(401);
    expect(await count()).toEqual(before);
    // The id must belong to the case named.
    const elsewhere = await newCase(ctx, stranger.id);
    expect((await del(stranger.cookie, mine, elsewhere)).status).toBe(404);
    expect(await count()).toEqual(before);

    expect((await del(author.cookie, mine)).body.code).toBe(0);
    const after = await count();
    expect(after.count).toBe(before.count - 1);
    expect(after.sickFriendsVerificationCount).toBe(before.sickFriendsVerificationCount - 1);
    expect((await del(author.cookie, mine)).status).toBe(404);
    // Deleted, the author may verify again.
    const again = (await add(author.cookie)).body.data.verifyId as string;
    expect((await del(owner.cookie, again)).body.code).toBe(0);
    expect((await count()).count).toBe(before.count - 1);
    expect((await caseRow(ctx, infoUuid)).owner_user_id).toBe(owner.id);
  });
});

/**
 * Verifications on SQLite and PostgreSQL, v4 and v5 alike: add (a real identity: login with a bound
 * phone; one per user per case; never the owner), delete (author or case owner only), doctors counted
 * only after staff approve the credential, counters after add and delete, the user-list filters, and
 * staff marking one false (gone from lists, donors told, counted against the verifier).
 */
import { addStaff } from '../src/repositories/revisions';
import { caseRow, countRows, donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(30_000); // building an app on a busy machine can take seconds

describe.each(DIALECTS)('verification (%s)', (dialect) => {
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

  const V = (v: 4 | 5, call: string) => `/api/cf/v${v}/verification/${call}`;
  const add = (cookie: string, body: Record<string, unknown> = {}, v: 4 | 5 = 5) =>
    post(ctx.app, V(v, 'add'), { infoUuid, relationship: '朋友', content: '情况属实，大家帮帮他。', ...body }, cookie);
  const del = (cookie: string, verifyId: string, id = infoUuid, v: 4 | 5 = 5) => post(ctx.app, V(v, 'delete'), { verifyId, infoUuid: id }, cookie);
  const count = async (id = infoUuid) => (await post(ctx.app, V(5, 'count'), { infoUuid: id })).body.data;
  /** A private certificate upload of the user (what POST /api/upload with kind certificate stores). */
  const cert = async (userId: string) => {
    const fileId = `fcert${Math.random().toString(36).slice(2, 10)}`;
    await ctx.db.insertInto('uploads').values({
      file_id: fileId, owner_user_id: userId, kind: 'certificate', private: 1, storage_key: `priv/x/${fileId}.jpg`, content_type: 'image/jpeg',
      width: 10, height: 10, bytes: 1, large_bytes: 1, thumb_bytes: 1, upload_bytes: 1, created_at: ctx.now(),
    }).execute();
    return `/api/upload/private/${fileId}`;
  };
  const doctorBody = async (userId: string) => ({ relationship: '主治医生', isDoctor: true, hospital: '市第一人民医院', department: '血液科', title: '主治医师', certUrl: await cert(userId) });

  test('needs login and a bound phone; bad bodies are 400 and write nothing', async () => {
    expect((await add('')).status).toBe(401);
    const u = await user(ctx);
    for (const body of [{ content: '' }, { content: '   ' }, { content: '字'.repeat(201) }, { relationship: '路人' }, { isDoctor: 'yes' }, { extra: 1 }]) {
      expect((await add(u.cookie, body)).status).toBe(400);
    }
    expect((await add(u.cookie, { infoUuid: 'nope' })).status).toBe(404);
    await ctx.db.updateTable('users').set({ mobile: null, openid: `o-${u.id}` }).where('user_id', '=', u.id).execute();
    const noPhone = await add(u.cookie);
    expect(noPhone.status).toBe(403);
    expect(noPhone.body.msg).toBe('请先绑定手机号后再证实');
    expect(await countRows(ctx, 'verifications', infoUuid)).toBe(0);
    const w = await user(ctx);
    expect((await add(w.cookie, { content: '字'.repeat(200) })).status).toBe(200);
    expect((await del(w.cookie, (await post(ctx.app, V(5, 'list'), { infoUuid })).body.data.list[0].verifyId)).status).toBe(200);
  });

  test('add counts in its bucket (v4 and v5), is stored as typed, and the owner is told', async () => {
    const before = await count();
    const notesOf = () => ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', owner.id).where('kind', '=', 'verification').orderBy('created_at').execute();
    const notesBefore = (await notesOf()).length;
    const friend = await user(ctx);
    const patient = await user(ctx);
    const a = await add(friend.cookie, { content: '<b>老同学</b> <script>alert(1)</script>', identity: '<i>大学同学</i>' }, 4);
    expect(a.body.code).toBe(0);
    expect(a.body.data).toMatchObject({ infoUuid, relationship: '朋友', content: '<b>老同学</b> <script>alert(1)</script>', identity: '<i>大学同学</i>', isDoctor: false, realName: true, mine: true, canDelete: true, doctor: null });
    await add(patient.cookie, { relationship: '病友' });
    expect(await count()).toEqual({
      ...before, count: before.count + 2, verifyUserCount: before.verifyUserCount + 2,
      friendsVerificationCount: before.friendsVerificationCount + 1, sickFriendsVerificationCount: before.sickFriendsVerificationCount + 1,
    });
    const list = await post(ctx.app, V(4, 'list'), { infoUuid, size: 50 });
    const item = list.body.data.list.find((v: { verifyId: string }) => v.verifyId === a.body.data.verifyId);
    expect(item).toMatchObject({ content: '<b>老同学</b> <script>alert(1)</script>', mine: false, canDelete: false });
    expect(list.body.data.count).toBe(before.count + 2);
    const notes = await notesOf();
    expect(notes.length).toBe(notesBefore + 2);
    expect(notes[notes.length - 1].landing_url.startsWith(`/cf/wxmessage/identify-follow?infoUuid=${infoUuid}&msgId=`)).toBe(true);
  });

  test('a doctor needs credentials (own private upload) and counts as a doctor only after staff approve', async () => {
    const doc = await user(ctx);
    const stranger = await user(ctx);
    expect((await add(doc.cookie, { relationship: '医生' })).status).toBe(400);
    expect((await add(doc.cookie, { ...(await doctorBody(doc.id)), certUrl: 'https://evil.example/c.jpg' })).status).toBe(400);
    expect((await add(doc.cookie, { ...(await doctorBody(doc.id)), certUrl: await cert(stranger.id) })).status).toBe(400); // someone else's file
    const before = await count();
    const r = await add(doc.cookie, await doctorBody(doc.id));
    expect(r.body.data).toMatchObject({ isDoctor: false, doctor: { hospital: '市第一人民医院', department: '血液科', title: '主治医师', status: 'pending' } });
    expect(JSON.stringify(r.body.data)).not.toContain('/api/upload/private/');
    const pending = await count();
    expect(pending.doctorVerificationCount).toBe(before.doctorVerificationCount);
    expect(pending.friendsVerificationCount).toBe(before.friendsVerificationCount + 1);
    // Not staff: 403 and nothing changes.
    expect((await post(ctx.app, '/api/staff/verification/doctor-approve', { verifyId: r.body.data.verifyId }, doc.cookie)).status).toBe(403);
    const queue = await post(ctx.app, '/api/staff/verification/doctor-queue', {}, staff.cookie);
    const q = queue.body.data.list.find((v: { verifyId: string }) => v.verifyId === r.body.data.verifyId);
    expect(q.certUrl).toMatch(/^\/api\/upload\/private\//);
    expect((await post(ctx.app, '/api/staff/verification/doctor-approve', { verifyId: r.body.data.verifyId }, staff.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, '/api/staff/verification/doctor-approve', { verifyId: r.body.data.verifyId }, staff.cookie)).status).toBe(409);
    const after = await count();
    expect(after.doctorVerificationCount).toBe(before.doctorVerificationCount + 1);
    expect(after.countFromHospital).toBe(before.countFromHospital + 1);
    expect(after.friendsVerificationCount).toBe(before.friendsVerificationCount);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', r.body.data.verifyId).execute();
    expect(audit.map((a) => a.action)).toEqual(['verification.doctor_approve']);
    // A rejected credential keeps counting as a friend.
    const doc2 = await user(ctx);
    const r2 = await add(doc2.cookie, await doctorBody(doc2.id));
    expect((await post(ctx.app, '/api/staff/verification/doctor-reject', { verifyId: r2.body.data.verifyId, reason: '证书模糊' }, staff.cookie)).body.code).toBe(0);
    const afterReject = await count();
    expect(afterReject.doctorVerificationCount).toBe(after.doctorVerificationCount);
    expect(afterReject.friendsVerificationCount).toBe(after.friendsVerificationCount + 1);
  });

  test('one per user per case: 409 你已经证实过了, also when sent 10 times at once', async () => {
    const u = await user(ctx);
    expect((await add(u.cookie)).body.code).toBe(0);
    const again = await add(u.cookie, { relationship: '同事' }, 4);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('你已经证实过了');
    const v = await user(ctx);
    const before = await countRows(ctx, 'verifications', infoUuid);
    const rs = await Promise.all(Array.from({ length: 10 }, () => add(v.cookie)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await countRows(ctx, 'verifications', infoUuid)).toBe(before + 1);
    const other = await newCase(ctx, owner.id);
    expect((await add(u.cookie, { infoUuid: other })).body.code).toBe(0);
  });

  test('the owner cannot verify their own case', async () => {
    const before = await countRows(ctx, 'verifications', infoUuid);
    const r = await add(owner.cookie);
    expect(r.status).toBe(403);
    expect(await countRows(ctx, 'verifications', infoUuid)).toBe(before);
  });

  test('delete (IDOR): another user is refused (403, nothing deleted); the author and the case owner may; counters follow', async () => {
    const author = await user(ctx);
    const stranger = await user(ctx);
    const mine = (await add(author.cookie, { relationship: '病友' })).body.data.verifyId as string;
    const before = await count();
    for (const v of [4, 5] as const) {
      const refused = await del(stranger.cookie, mine, infoUuid, v);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('无权操作');
    }
    expect((await del('', mine)).status).toBe(401);
    expect(await count()).toEqual(before);
    const elsewhere = await newCase(ctx, stranger.id);
    expect((await del(stranger.cookie, mine, elsewhere)).status).toBe(404);
    expect(await count()).toEqual(before);

    expect((await del(author.cookie, mine, infoUuid, 4)).body.code).toBe(0);
    const after = await count();
    expect(after.count).toBe(before.count - 1);
    expect(after.sickFriendsVerificationCount).toBe(before.sickFriendsVerificationCount - 1);
    expect(after.verifyUserCount).toBe(before.verifyUserCount - 1);
    expect((await del(author.cookie, mine)).status).toBe(404);
    const again = (await add(author.cookie)).body.data.verifyId as string;
    const ownerView = await post(ctx.app, V(5, 'list'), { infoUuid, size: 50 }, owner.cookie);
    expect(ownerView.body.data.list.find((v: { verifyId: string }) => v.verifyId === again).canDelete).toBe(true);
    expect((await del(owner.cookie, again)).body.code).toBe(0);
    expect((await count()).count).toBe(before.count - 1);
    expect((await caseRow(ctx, infoUuid)).owner_user_id).toBe(owner.id);
  });

  test('user-list filters: selfTag, degree and relationships are applied', async () => {
    const c = await newCase(ctx, owner.id);
    const people: Record<string, { cookie: string; id: string }> = {};
    for (const rel of ['亲属', '亲戚', '朋友', '同学', '病友', '其他']) {
      people[rel] = await user(ctx);
      expect((await add(people[rel].cookie, { infoUuid: c, relationship: rel })).body.code).toBe(0);
    }
    const rels = async (body: Record<string, unknown>, cookie = '') =>
      ((await post(ctx.app, V(5, 'user-list'), { infoUuid: c, size: 50, ...body }, cookie)).body.data.list as { relationship: string }[]).map((v) => v.relationship).sort();
    expect(await rels({})).toEqual(['亲属', '亲戚', '其他', '同学', '朋友', '病友'].sort());
    expect(await rels({ degree: 1 })).toEqual(['亲属', '亲戚'].sort());
    expect(await rels({ degree: 2 })).toEqual(['同学', '朋友'].sort());
    expect(await rels({ degree: 3 })).toEqual(['其他', '病友'].sort());
    expect(await rels({ relationships: '朋友,病友' })).toEqual(['朋友', '病友'].sort());
    expect(await rels({ degree: 1, relationships: '朋友,亲属' })).toEqual(['亲属']);
    expect(await rels({ relationships: '不存在' })).toEqual([]);
    expect(await rels({ selfTag: 'self' }, people['同学'].cookie)).toEqual(['同学']);
    expect(await rels({ selfTag: 'self' })).toEqual([]);
    expect(await rels({ selfTag: 'others' }, people['同学'].cookie)).toEqual(['亲属', '亲戚', '其他', '朋友', '病友'].sort());
    expect((await post(ctx.app, V(4, 'user-list'), { infoUuid: c, degree: 4 })).status).toBe(400);
    // anchor paging with a filter covers each match once
    const seen: string[] = [];
    let anchorId: string | undefined;
    for (;;) {
      const r = await post(ctx.app, V(4, 'user-list'), { infoUuid: c, size: 1, degree: 2, ...(anchorId ? { anchorId } : {}) });
      seen.push(...r.body.data.list.map((v: { relationship: string }) => v.relationship));
      if (!r.body.data.hasNext) break;
      anchorId = r.body.data.anchorId;
    }
    expect(seen.sort()).toEqual(['同学', '朋友'].sort());
    // selected: at most 7 (default), 400 above
    expect((await post(ctx.app, V(4, 'selected'), { infoUuid: c })).body.data.list.length).toBe(6);
    expect((await post(ctx.app, V(5, 'selected'), { infoUuid: c, maxCount: 8 })).status).toBe(400);
  });

  test('staff mark false: gone from lists and counters, donors after it told, counted against the verifier', async () => {
    const c = await newCase(ctx, owner.id);
    const liar = await user(ctx);
    const early = await user(ctx);
    const late = await user(ctx);
    await donate(ctx, early.cookie, c, 500);
    ctx.advance(1000);
    const v = (await add(liar.cookie, { infoUuid: c })).body.data.verifyId as string;
    ctx.advance(1000);
    await donate(ctx, late.cookie, c, 700);
    const before = await count(c);
    expect((await post(ctx.app, '/api/staff/verification/mark-false', { verifyId: v, reason: '并非亲友' }, liar.cookie)).status).toBe(403);
    const r = await post(ctx.app, '/api/staff/verification/mark-false', { verifyId: v, reason: '并非亲友' }, staff.cookie);
    expect(r.body.data).toEqual({ notifiedDonors: 1 });
    expect((await count(c)).count).toBe(before.count - 1);
    expect((await post(ctx.app, V(5, 'list'), { infoUuid: c, size: 50 })).body.data.list.map((x: { verifyId: string }) => x.verifyId)).not.toContain(v);
    const told = await ctx.db.selectFrom('notifications').select('user_id').where('kind', '=', 'verification_false').where('info_uuid', '=', c).execute();
    expect(told.map((t) => t.user_id)).toEqual([late.id]);
    const liarRow = await ctx.db.selectFrom('users').select('false_verify_count').where('user_id', '=', liar.id).executeTakeFirstOrThrow();
    expect(Number(liarRow.false_verify_count)).toBe(1);
    expect((await post(ctx.app, '/api/staff/verification/mark-false', { verifyId: v, reason: 'again' }, staff.cookie)).status).toBe(409);
    // The slot stays taken: the verifier cannot simply verify again.
    expect((await add(liar.cookie, { infoUuid: c })).status).toBe(409);
  });
});

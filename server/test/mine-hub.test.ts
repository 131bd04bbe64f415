/**
 * The donor's home (src/contract/mine.ts): questions answered by staff (audited, once), protocol
 * versions accepted once, authorisations withdrawn, what a user wrote, and the hub's counts with the
 * love value; on both databases.
 */
import { randomUUID } from 'node:crypto';
import { contract } from '../../src/contract';
import { addStaff } from '../src/repositories/revisions';
import { donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const M = contract.mine;

describe.each(DIALECTS)('the donor home (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  test('a question is asked, listed, answered once by staff with an audit row, and the asker sees the answer', async () => {
    const asker = await user(ctx);
    const other = await user(ctx);
    const staffer = await user(ctx);
    await addStaff(ctx.db, staffer.id, ctx.now());

    expect((await post(ctx.app, M.questionAsk.path, { content: '你好' }, asker.cookie)).body.msg).toBe('问题请填写5-500个字');
    expect((await post(ctx.app, M.questionAsk.path, { content: '我的捐款什么时候能到患者手里？' })).status).toBe(401);
    const asked = await post(ctx.app, M.questionAsk.path, { content: '  我的捐款什么时候能到患者手里？ ' }, asker.cookie);
    expect(asked.body.code).toBe(0);
    expect(asked.body.data).toMatchObject({ content: '我的捐款什么时候能到患者手里？', status: 'open', answer: '', answeredAt: null });
    const id = asked.body.data.id as string;

    // only staff read the queue and answer
    expect((await post(ctx.app, M.staffQuestions.path, {}, asker.cookie)).status).toBe(403);
    expect((await post(ctx.app, M.staffAnswer.path, { id, answer: '筹款结束后提现到收款人账户。' }, asker.cookie)).status).toBe(403);
    const queue = await post(ctx.app, M.staffQuestions.path, { status: 'open' }, staffer.cookie);
    expect(queue.body.data.list.map((q: { id: string }) => q.id)).toContain(id);
    const row = queue.body.data.list.find((q: { id: string }) => q.id === id);
    expect(row.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);

    expect((await post(ctx.app, M.staffAnswer.path, { id, answer: ' ' }, staffer.cookie)).body.msg).toBe('回答请填写2-2000个字');
    ctx.advance(1000);
    const answered = await post(ctx.app, M.staffAnswer.path, { id, answer: '筹款结束后，善款提现到收款人账户，用于患者治疗。' }, staffer.cookie);
    expect(answered.body.code).toBe(0);
    expect(answered.body.data).toMatchObject({ status: 'answered', answeredAt: ctx.now() });
    const again = await post(ctx.app, M.staffAnswer.path, { id, answer: '第二个回答' }, staffer.cookie);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该问题已回答');

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['question.answer']);
    expect(audit[0].actor_user_id).toBe(staffer.id);

    const mine = await post(ctx.app, M.questionList.path, {}, asker.cookie);
    expect(mine.body.data.list).toHaveLength(1);
    expect(mine.body.data.list[0]).toMatchObject({ id, status: 'answered', answer: '筹款结束后，善款提现到收款人账户，用于患者治疗。' });
    expect((await post(ctx.app, M.questionList.path, {}, other.cookie)).body.data.list).toHaveLength(0);
    const answeredQueue = await post(ctx.app, M.staffQuestions.path, { status: 'open' }, staffer.cookie);
    expect(answeredQueue.body.data.list.map((q: { id: string }) => q.id)).not.toContain(id);
  });

  test('a new protocol version is pending once for existing users, accepted once, and not pending for a newer account', async () => {
    const before = await user(ctx);
    const staffer = await user(ctx);
    await addStaff(ctx.db, staffer.id, ctx.now());

    const visitor = await post(ctx.app, M.protocolCurrent.path, {});
    expect(visitor.body.data.list.map((d: { kind: string; version: number; pending: boolean }) => [d.kind, d.version, d.pending])).toEqual([['user', 1, false], ['privacy', 1, false]]);
    const initial = await post(ctx.app, M.protocolCurrent.path, {}, before.cookie);
    expect(initial.body.data.list.every((d: { pending: boolean }) => !d.pending)).toBe(true);

    const body = '第一条 本协议自发布之日起生效。第二条 新增了关于月捐的说明，捐款人每月确认后才会扣款。';
    expect((await post(ctx.app, M.staffProtocolPublish.path, { kind: 'user', title: '用户协议', summary: '新增月捐条款', body }, before.cookie)).status).toBe(403);
    ctx.advance(1000);
    const pub = await post(ctx.app, M.staffProtocolPublish.path, { kind: 'user', title: '用户协议', summary: '新增月捐条款', body }, staffer.cookie);
    expect(pub.body.code).toBe(0);
    expect(pub.body.data).toMatchObject({ kind: 'user', version: 2, summary: '新增月捐条款', body });
    const audit = await ctx.db.selectFrom('audit_log').select('action').where('target_id', '=', 'user:2').execute();
    expect(audit.map((a) => a.action)).toEqual(['protocol.publish']);

    const now = await post(ctx.app, M.protocolCurrent.path, {}, before.cookie);
    const doc = now.body.data.list.find((d: { kind: string }) => d.kind === 'user');
    expect(doc).toMatchObject({ version: 2, pending: true, accepted: false });
    expect(now.body.data.list.find((d: { kind: string }) => d.kind === 'privacy').pending).toBe(false);

    const stale = await post(ctx.app, M.protocolAccept.path, { kind: 'user', version: 1 }, before.cookie);
    expect(stale.status).toBe(409);
    const ok = await post(ctx.app, M.protocolAccept.path, { kind: 'user', version: 2 }, before.cookie);
    expect(ok.body.data).toMatchObject({ version: 2, accepted: true, pending: false });
    expect((await post(ctx.app, M.protocolAccept.path, { kind: 'user', version: 2 }, before.cookie)).body.code).toBe(0);
    const rows = await ctx.db.selectFrom('protocol_acceptances').selectAll().where('user_id', '=', before.id).execute();
    expect(rows).toHaveLength(1);

    ctx.advance(1000);
    const later = await user(ctx);
    const fresh = await post(ctx.app, M.protocolCurrent.path, {}, later.cookie);
    expect(fresh.body.data.list.find((d: { kind: string }) => d.kind === 'user')).toMatchObject({ version: 2, pending: false });
  });

  test('authorisations: the phone of a phone-only account is kept with a reason; a WeChat account withdraws profile, phone and subscribe', async () => {
    const phoneOnly = await user(ctx);
    const list = await post(ctx.app, M.grants.path, {}, phoneOnly.cookie);
    const phone = list.body.data.list.find((g: { kind: string }) => g.kind === 'phone');
    expect(phone).toMatchObject({ granted: true, withdrawable: false });
    expect(phone.note).toContain('注销账号');
    const refused = await post(ctx.app, M.withdraw.path, { kind: 'phone' }, phoneOnly.cookie);
    expect(refused.status).toBe(400);
    expect((await ctx.db.selectFrom('users').select('mobile').where('user_id', '=', phoneOnly.id).executeTakeFirstOrThrow()).mobile).not.toBeNull();

    const mp = await post(ctx.app, contract.account.mpLogin.path, { code: `code-${randomUUID()}` });
    expect(mp.body.code).toBe(0);
    const mpCookie = mp.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const mpId = mp.body.data.user.userId as string;
    await ctx.db.updateTable('users').set({ mobile: '13912345678', nickname: '微信昵称', head_img_url: 'https://wx.qlogo.cn/a.png' }).where('user_id', '=', mpId).execute();

    expect((await post(ctx.app, M.grant.path, { kind: 'phone' }, mpCookie)).status).toBe(400);
    const sub = await post(ctx.app, M.grant.path, { kind: 'subscribe' }, mpCookie);
    const kinds = (r: typeof sub) => Object.fromEntries(r.body.data.list.map((g: { kind: string; granted: boolean }) => [g.kind, g.granted]));
    expect(kinds(sub)).toEqual({ wx_profile: true, phone: true, subscribe: true });

    const p = await post(ctx.app, M.withdraw.path, { kind: 'wx_profile' }, mpCookie);
    expect(kinds(p).wx_profile).toBe(false);
    const u = await ctx.db.selectFrom('users').selectAll().where('user_id', '=', mpId).executeTakeFirstOrThrow();
    expect(u.nickname).not.toBe('微信昵称');
    expect(u.head_img_url).toBe('');
    expect(kinds(await post(ctx.app, M.withdraw.path, { kind: 'phone' }, mpCookie))).toEqual({ wx_profile: false, phone: false, subscribe: true });
    expect(kinds(await post(ctx.app, M.withdraw.path, { kind: 'subscribe' }, mpCookie))).toEqual({ wx_profile: false, phone: false, subscribe: false });
    expect((await ctx.db.selectFrom('users').select('mobile').where('user_id', '=', mpId).executeTakeFirstOrThrow()).mobile).toBeNull();
  });

  test('what the user wrote: their progress posts and verifications, nobody else', async () => {
    const owner = await user(ctx);
    const friend = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: '小明的治疗费' });
    const posted = await post(ctx.app, contract.cases.progressAdd.path, { infoUuid, content: '今天第一次化疗，孩子很坚强。' }, owner.cookie);
    expect(posted.body.code).toBe(0);
    const verify = await post(ctx.app, contract.trust.verifyAdd.path, { infoUuid, relationship: '朋友', content: '我认识患者一家，情况属实' }, friend.cookie);
    expect(verify.body.code).toBe(0);

    const mine = await post(ctx.app, M.writings.path, {}, owner.cookie);
    expect(mine.body.data.progress).toHaveLength(1);
    expect(mine.body.data.progress[0]).toMatchObject({ infoUuid, caseTitle: '小明的治疗费', content: '今天第一次化疗，孩子很坚强。' });
    expect(mine.body.data.verifications).toHaveLength(0);
    const theirs = await post(ctx.app, M.writings.path, {}, friend.cookie);
    expect(theirs.body.data.progress).toHaveLength(0);
    expect(theirs.body.data.verifications).toEqual([expect.objectContaining({ infoUuid, caseTitle: '小明的治疗费', relationship: '朋友', isFalse: false })]);
  });

  test('monthly giving by the clock: due each month until given, paused, stopped or the case ends; never charged by itself', async () => {
    const donor = await user(ctx);
    const other = await user(ctx);
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id, { title: '月捐测试筹款' });
    const orders = async () => Number((await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', donor.id).executeTakeFirstOrThrow()).n);
    const list = async () => (await post(ctx.app, M.monthlyList.path, {}, donor.cookie)).body.data as { month: string; list: Array<{ id: string; due: boolean; paidThisMonth: boolean; status: string; caseRaising: boolean; amount: number; caseTitle: string }> };

    expect((await post(ctx.app, M.monthlySet.path, { infoUuid, amount: 99 }, donor.cookie)).status).toBe(400);
    const set = await post(ctx.app, M.monthlySet.path, { infoUuid, amount: 3000 }, donor.cookie);
    expect(set.body.data).toMatchObject({ infoUuid, caseTitle: '月捐测试筹款', amount: 3000, status: 'active', due: true, paidThisMonth: false });
    const id = set.body.data.id as string;
    expect(await orders()).toBe(0);

    await donate(ctx, donor.cookie, infoUuid, 3000);
    const month1 = await list();
    expect(month1.list[0]).toMatchObject({ id, due: false, paidThisMonth: true });

    // the next calendar month (China time): due again, and still nothing charged by the server
    const d = new Date(ctx.now() + 8 * 3600_000);
    const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 8 * 3600_000 + 60_000;
    ctx.advance(nextMonth - ctx.now());
    const month2 = await list();
    expect(month2.month).not.toBe(month1.month);
    expect(month2.list[0]).toMatchObject({ id, due: true, paidThisMonth: false });
    expect(await orders()).toBe(1);

    const change = (action: string, cookie = donor.cookie) => post(ctx.app, M.monthlyChange.path, { id, action }, cookie);
    expect((await change('pause', other.cookie)).status).toBe(404);
    expect((await change('pause')).body.data).toMatchObject({ status: 'paused', due: false });
    expect((await change('pause')).status).toBe(409);
    expect((await change('resume')).body.data).toMatchObject({ status: 'active', due: true });
    expect((await change('stop')).body.data).toMatchObject({ status: 'stopped', due: false });
    expect((await change('resume')).status).toBe(409);
    // set again: restarted with the new amount
    expect((await post(ctx.app, M.monthlySet.path, { infoUuid, amount: 5000 }, donor.cookie)).body.data).toMatchObject({ id, status: 'active', amount: 5000, due: true });

    await ctx.db.updateTable('cases').set({ status: 2 }).where('info_uuid', '=', infoUuid).execute();
    expect((await list()).list[0]).toMatchObject({ id, caseRaising: false, due: false });
    const closed = await post(ctx.app, M.monthlySet.path, { infoUuid, amount: 3000 }, donor.cookie);
    expect(closed.status).toBe(400);
    expect(closed.body.msg).toBe('该筹款已结束，无法继续捐款');
    expect((await post(ctx.app, M.monthlyList.path, {}, other.cookie)).body.data.list).toHaveLength(0);
  });

  test("the hub's counts carry the love value, the sum of the user's ledger rows", async () => {
    const donor = await user(ctx);
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    await donate(ctx, donor.cookie, infoUuid, 5000);
    await donate(ctx, donor.cookie, infoUuid, 20_000);
    const s = await post(ctx.app, contract.account.summary.path, {}, donor.cookie);
    const ledger = await ctx.db.selectFrom('love_ledger').select('delta').where('user_id', '=', donor.id).execute();
    const sum = ledger.reduce((a, r) => a + Number(r.delta), 0);
    expect(s.body.data).toEqual({ donationCount: 2, donatedFen: 25_000, raisedCount: 0, verificationCount: 0, loveValue: sum, staff: false });
    await ctx.db.insertInto('love_ledger').values({ id: randomUUID(), user_id: donor.id, delta: 7, reason: 'sign_in', ref: `${donor.id}:test-day`, note: '', created_at: ctx.now() }).execute();
    expect((await post(ctx.app, contract.account.summary.path, {}, donor.cookie)).body.data.loveValue).toBe(sum + 7);
  });
});

/**
 * Account deletion and the data copy on both databases: refused with a reason while the user has a
 * live case or money in flight; otherwise personal data is removed or anonymised and the money
 * records stay; the data copy holds the user's records and nobody else's.
 */
import { randomUUID } from 'node:crypto';
import { contract } from '../../src/contract';
import { DELETE_CONFIRM_WORDS, PHONE_CHECK_REQUIRED, REPORT_RAW } from '../../src/contract/reports';
import { donate, newCase, user } from './support/funds';
import { checkedPhone, DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const R = contract.reports;

describe.each(DIALECTS)('account deletion and data copy (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  test('refused with a reason while the user has a live case, or an unpaid order', async () => {
    const owner = await user(ctx);
    await newCase(ctx, owner.id, { title: '进行中的筹款' });
    const plan = (await post(ctx.app, R.deletionPlan.path, {}, owner.cookie)).body.data;
    expect(plan.allowed).toBe(false);
    expect(plan.reasons.join()).toContain('进行中的筹款');
    expect(plan.keeps.join()).toContain('捐款记录');
    const refused = await post(ctx.app, R.deleteAccount.path, { confirm: DELETE_CONFIRM_WORDS }, owner.cookie);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('进行中的筹款');
    // Nothing happened: still logged in, name kept.
    const check = await post(ctx.app, contract.account.loginCheck.path, {}, owner.cookie);
    expect(check.body.data.loggedIn).toBe(true);

    const buyer = await user(ctx);
    const kase = await newCase(ctx, owner.id);
    const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid: kase, amount: 1000, anonymous: false, platform: 8, idempotencyKey: randomUUID() }, buyer.cookie);
    expect(o.body.code).toBe(0);
    const pending = await post(ctx.app, R.deleteAccount.path, { confirm: DELETE_CONFIRM_WORDS }, buyer.cookie);
    expect(pending.status).toBe(409);
    expect(pending.body.msg).toContain('待支付的订单');
  });

  test('the bound phone checked just before is required: no proof, another phone\'s, an expired or a used one is refused', async () => {
    const u = await user(ctx);
    const other = await user(ctx);
    const gone = async (id: string) => (await ctx.db.selectFrom('users').select('deleted_at').where('user_id', '=', id).executeTakeFirstOrThrow()).deleted_at;
    const del = (cookie: string, checkToken?: string) =>
      post(ctx.app, R.deleteAccount.path, { confirm: DELETE_CONFIRM_WORDS, ...(checkToken === undefined ? {} : { checkToken }) }, cookie);
    for (const r of [await del(u.cookie), await del(u.cookie, ''), await del(u.cookie, 'made-up'), await del(u.cookie, await checkedPhone(ctx, other.id))]) {
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(PHONE_CHECK_REQUIRED);
    }
    const late = await checkedPhone(ctx, u.id);
    ctx.advance(10 * 60_000 + 1);
    expect((await del(u.cookie, late)).body.msg).toBe(PHONE_CHECK_REQUIRED);
    expect(await gone(u.id)).toBeNull();

    const { mobile } = await ctx.db.selectFrom('users').select('mobile').where('user_id', '=', u.id).executeTakeFirstOrThrow();
    const token = await checkedPhone(ctx, u.id);
    expect((await del(u.cookie, token)).status).toBe(200);
    expect(await gone(u.id)).not.toBeNull();
    // replayed by the same phone's next account: used up
    const again = await user(ctx, mobile!);
    const replay = await del(again.cookie, token);
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe(PHONE_CHECK_REQUIRED);
    expect(await gone(again.id)).toBeNull();
  });

  test('the confirmation words are required', async () => {
    const u = await user(ctx);
    const r = await post(ctx.app, R.deleteAccount.path, { confirm: '好的' }, u.cookie);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain(DELETE_CONFIRM_WORDS);
  });

  test('deleting anonymises personal data, ends sessions and keeps the donations', async () => {
    const donor = await user(ctx);
    const owner = await user(ctx);
    const kase = await newCase(ctx, owner.id);
    const orderId = await donate(ctx, donor.cookie, kase, 2300);
    const c = await post(ctx.app, contract.comments.add.path, { infoUuid: kase, content: '加油，早日康复' }, donor.cookie);
    expect(c.body.code).toBe(0);
    const before = await ctx.db.selectFrom('users').selectAll().where('user_id', '=', donor.id).executeTakeFirstOrThrow();
    expect(before.mobile).toBeTruthy();

    const plan = (await post(ctx.app, R.deletionPlan.path, {}, donor.cookie)).body.data;
    expect(plan).toMatchObject({ allowed: true, reasons: [] });
    const done = await post(ctx.app, R.deleteAccount.path, { confirm: DELETE_CONFIRM_WORDS, checkToken: await checkedPhone(ctx, donor.id) }, donor.cookie);
    expect(done.status).toBe(200);
    expect(done.body.data.allowed).toBe(true);

    const after = await ctx.db.selectFrom('users').selectAll().where('user_id', '=', donor.id).executeTakeFirstOrThrow();
    expect(after).toMatchObject({ nickname: '已注销用户', mobile: null, openid: null, head_img_url: '' });
    expect(after.deleted_at).not.toBeNull();
    expect(await ctx.db.selectFrom('sessions').select('user_id').where('user_id', '=', donor.id).execute()).toEqual([]);
    expect((await post(ctx.app, contract.account.loginCheck.path, {}, donor.cookie)).body.data.loggedIn).toBe(false);
    const comment = await ctx.db.selectFrom('comments').selectAll().where('user_id', '=', donor.id).executeTakeFirstOrThrow();
    expect(comment).toMatchObject({ content: '', deleted: 1 });
    // The money records stay, still attached to the (anonymised) row.
    const order = await ctx.db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ user_id: donor.id, status: 'PAID' });
    expect(Number(order.amount)).toBe(2300);
    const ledger = await ctx.db.selectFrom('money_ledger').selectAll().where('order_id', '=', orderId).execute();
    expect(ledger.length).toBeGreaterThan(0);
    expect(await ctx.db.selectFrom('account_deletions').select('user_id').where('user_id', '=', donor.id).execute()).toHaveLength(1);
    // The public face shows the deletion; the same phone logs in as a new account.
    expect((await post(ctx.app, R.publicUserInfo.path, { userId: donor.id })).body.data).toMatchObject({ nickname: '已注销用户', deleted: true });
    const again = await user(ctx, before.mobile!);
    expect(again.id).not.toBe(donor.id);
  });

  test('a draft case that never received money loses its ID and bank numbers', async () => {
    const owner = await user(ctx);
    const draft = await newCase(ctx, owner.id);
    await ctx.db.updateTable('cases').set({ published: 0 }).where('info_uuid', '=', draft).execute();
    await ctx.db.insertInto('case_sections').values({
      info_uuid: draft, section: 'payee', status: 1, data_json: JSON.stringify({ name: '李四', idCard: '110101199001011214', bankAccount: '6222020202020202' }),
      lookup_key: '110101199001011214', reason: '', submitted_at: null, reviewed_by: null, reviewed_at: null, updated_at: ctx.now(),
    }).execute();
    expect((await post(ctx.app, R.deleteAccount.path, { confirm: DELETE_CONFIRM_WORDS, checkToken: await checkedPhone(ctx, owner.id) }, owner.cookie)).status).toBe(200);
    const s = await ctx.db.selectFrom('case_sections').selectAll().where('info_uuid', '=', draft).executeTakeFirstOrThrow();
    expect(s.data_json).toBe('{}');
    expect(s.lookup_key).toBe('');
  });

  test('the data copy holds the user\'s records and only theirs; owner only', async () => {
    const a = await user(ctx);
    const b = await user(ctx);
    const kase = await newCase(ctx, b.id);
    const mine = await donate(ctx, a.cookie, kase, 1500);
    const theirs = await donate(ctx, b.cookie, kase, 800);
    await post(ctx.app, contract.comments.add.path, { infoUuid: kase, content: '我的留言' }, a.cookie);
    await post(ctx.app, contract.comments.add.path, { infoUuid: kase, content: '别人的留言' }, b.cookie);

    expect((await ctx.app.inject({ method: 'GET', url: REPORT_RAW.myData })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: REPORT_RAW.myData, headers: { cookie: a.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="my-data-\d{6}\.json"$/);
    const copy = JSON.parse(res.body);
    expect(copy.userId).toBe(a.id);
    expect(copy.tables.users).toHaveLength(1);
    expect(copy.tables.users[0].user_id).toBe(a.id);
    const orders = copy.tables['orders.user_id'].map((o: { order_id: string }) => o.order_id);
    expect(orders).toContain(mine);
    expect(orders).not.toContain(theirs);
    const comments = copy.tables['comments.user_id'].map((x: { content: string }) => x.content);
    expect(comments).toEqual(['我的留言']);
    expect(copy.tables['sessions.user_id']).toBeUndefined();
    // Every row names the user in the column it was found by.
    for (const [key, rows] of Object.entries(copy.tables as Record<string, Record<string, unknown>[]>)) {
      const col = key.includes('.') ? key.split('.')[1] : null;
      if (col) for (const row of rows) expect(row[col]).toBe(a.id);
    }
    expect(res.body).not.toContain('token_hash');
  });
});

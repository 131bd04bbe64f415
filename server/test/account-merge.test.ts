/**
 * Phone binding in the mini-program: wx.login gives a user by openid (stable per simulated device);
 * binding a phone (SMS code or the getPhoneNumber button) attaches it to that user, and when the phone
 * already belongs to an H5 account the two merge in one transaction with no row left behind.
 */
import { randomBytes } from 'node:crypto';
import { rowsNaming } from '../src/repositories/account-merge';
import { addStaff, isStaff } from '../src/repositories/revisions';
import { DIALECTS, donatableCase, freshPhone, login, makeApp, post, type TestCtx } from './support/testApp';

const cookieOf = (r: { cookies: { name: string; value: string }[] }) => r.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const nonce = () => randomBytes(4).toString('hex');
/** The API shows phones masked (toUserInfo). */
const masked = (p: string) => `${p.slice(0, 3)}****${p.slice(-4)}`;

describe.each(DIALECTS)('%s', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  async function mpLogin(device: string) {
    const r = await post(ctx.app, '/api/account/v3/mp-login', { code: `dev-${device}-${nonce()}` });
    expect(r.body.code).toBe(0);
    return { cookie: cookieOf(r), user: r.body.data.user as { userId: string; mobile: string | null } };
  }
  async function donate(cookie: string, infoUuid: string, platform: number) {
    const r = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 1500, anonymous: false, platform, idempotencyKey: `k-${nonce()}` }, cookie);
    expect(r.body.code).toBe(0);
    return r.body.data.orderId as string;
  }
  async function myOrders(cookie: string): Promise<string[]> {
    const r = await post(ctx.app, '/api/cf/v4/order/list', { size: 50 }, cookie);
    return (r.body.data.list as { orderId: string }[]).map((o) => o.orderId);
  }
  const whoAmI = async (cookie: string) => (await post(ctx.app, '/api/account/v3/login-check', {}, cookie)).body.data;
  async function sendCode(phone: string) {
    ctx.advance(61_000);
    expect((await post(ctx.app, '/api/useraccount/sendVerifyCode', { mobile: phone })).body.code).toBe(0);
    return ctx.sms.last(phone)!;
  }

  test('the dev code2Session gives one user per simulated device, not one per launch', async () => {
    const a1 = await mpLogin('deviceA');
    const a2 = await mpLogin('deviceA');
    const b = await mpLogin('deviceB');
    expect(a2.user.userId).toBe(a1.user.userId);
    expect(b.user.userId).not.toBe(a1.user.userId);
  });

  test('binding an unused phone by SMS keeps the mini-program user and its openid', async () => {
    const mp = await mpLogin(`solo${nonce()}`);
    const phone = freshPhone();
    const code = await sendCode(phone);
    const r = await post(ctx.app, '/api/useraccount/bind-mobile', { mobile: phone, verifyCode: code }, mp.cookie);
    expect(r.body.code).toBe(0);
    expect(r.body.data.user).toMatchObject({ userId: mp.user.userId, mobile: masked(phone) });
    const row = await ctx.db.selectFrom('users').selectAll().where('user_id', '=', mp.user.userId).executeTakeFirstOrThrow();
    expect(row.openid).toMatch(/^dev-/);
    expect(row.mobile).toBe(phone);
  });

  test('a phone of an H5 account merges the mini-program user into it: orders, cases, staff role, sessions, openid', async () => {
    const infoUuid = await donatableCase(ctx);
    const phone = freshPhone();
    const h5Cookie = await login(ctx, phone);
    const h5User = (await whoAmI(h5Cookie)).user.userId as string;
    const h5Order = await donate(h5Cookie, infoUuid, 8);

    const device = `merge${nonce()}`;
    const mp = await mpLogin(device);
    const mpOrder = await donate(mp.cookie, infoUuid, 5);
    // more things the mini-program user owns: a case, a comment, a verification of a case the H5 user verified too, the staff role
    await ctx.db.updateTable('cases').set({ owner_user_id: mp.user.userId }).where('info_uuid', '=', infoUuid).execute();
    expect((await post(ctx.app, '/api/cf/v4/comment/add', { infoUuid, content: '加油' }, mp.cookie)).body.code).toBe(0);
    const other = (await ctx.db.selectFrom('cases').select('info_uuid').where('info_uuid', '!=', infoUuid).executeTakeFirstOrThrow()).info_uuid;
    for (const u of [h5User, mp.user.userId]) {
      await ctx.db.insertInto('verifications').values({ verify_id: `v-${nonce()}`, info_uuid: other, user_id: u, nickname: 'x', head_img_url: '', relationship: '朋友', kind: 'friend', content: '属实', from_hospital: 0, created_at: ctx.now() }).execute();
    }
    await addStaff(ctx.db, mp.user.userId, ctx.now());
    const openid = (await ctx.db.selectFrom('users').select('openid').where('user_id', '=', mp.user.userId).executeTakeFirstOrThrow()).openid;

    const code = await sendCode(phone);
    const r = await post(ctx.app, '/api/useraccount/bind-mobile', { mobile: phone, verifyCode: code }, mp.cookie);
    expect(r.body.code).toBe(0);
    expect(r.body.data.user).toMatchObject({ userId: h5User, mobile: masked(phone) });

    // one user holding both orders; both old sessions still valid and now the same user
    expect((await whoAmI(mp.cookie)).user.userId).toBe(h5User);
    expect((await whoAmI(h5Cookie)).user.userId).toBe(h5User);
    expect(new Set(await myOrders(mp.cookie))).toEqual(new Set([h5Order, mpOrder]));
    expect(new Set(await myOrders(h5Cookie))).toEqual(new Set([h5Order, mpOrder]));
    expect((await ctx.db.selectFrom('cases').select('owner_user_id').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).owner_user_id).toBe(h5User);
    expect(await isStaff(ctx.db, h5User)).toBe(true);
    const verifs = await ctx.db.selectFrom('verifications').select('user_id').where('info_uuid', '=', other).where('user_id', '=', h5User).execute();
    expect(verifs).toHaveLength(1);

    // no orphan rows: nothing names the absorbed user, its row is gone, its openid is the survivor's
    expect(await rowsNaming(ctx.db, mp.user.userId)).toEqual({});
    expect(await ctx.db.selectFrom('users').select('user_id').where('user_id', '=', mp.user.userId).executeTakeFirst()).toBeUndefined();
    const survivor = await ctx.db.selectFrom('users').selectAll().where('user_id', '=', h5User).executeTakeFirstOrThrow();
    expect(survivor.openid).toBe(openid);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'user.merge').where('target_id', '=', h5User).execute();
    expect(audit).toHaveLength(1);

    // the next launch of that device is the merged user
    expect((await mpLogin(device)).user.userId).toBe(h5User);
  });

  test('the getPhoneNumber button binds (and merges) the same way; a bad code changes nothing', async () => {
    const phone = freshPhone();
    const h5Cookie = await login(ctx, phone);
    const h5User = (await whoAmI(h5Cookie)).user.userId;
    const mp = await mpLogin(`btn${nonce()}`);
    const bad = await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: 'not-a-dev-code' }, mp.cookie);
    expect(bad.body.code).toBe(20206);
    expect((await whoAmI(mp.cookie)).user.userId).toBe(mp.user.userId);
    const r = await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: `dev-phone-${phone}` }, mp.cookie);
    expect(r.body.code).toBe(0);
    expect(r.body.data.user).toMatchObject({ userId: h5User, mobile: masked(phone) });
    expect(await rowsNaming(ctx.db, mp.user.userId)).toEqual({});
    expect((await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: `dev-phone-${phone}` })).status).toBe(401);
  });

  test('an account that already has another phone is not merged', async () => {
    const phoneA = freshPhone();
    const phoneB = freshPhone();
    await login(ctx, phoneA);
    const mp = await mpLogin(`two${nonce()}`);
    expect((await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: `dev-phone-${phoneB}` }, mp.cookie)).body.code).toBe(0);
    const r = await post(ctx.app, '/api/useraccount/bind-wx-phone', { code: `dev-phone-${phoneA}` }, mp.cookie);
    expect(r.body.code).toBe(20206);
    expect(r.body.msg).toBe('该手机号已绑定其他账号');
    expect((await whoAmI(mp.cookie)).user).toMatchObject({ userId: mp.user.userId, mobile: masked(phoneB) });
  });
});

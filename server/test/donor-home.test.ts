/**
 * The donor's home, second part, on both databases: monthly giving to the platform's general fund
 * (kept out of the case lists, paid on the ordinary rails, refundable, in the public ledger), its
 * monthly reminder by the clock through the reconcile job and the Outbox to a local fake of WeChat's
 * subscribeMessage.send (once per gift per month), page views (uv/get), the SMS code check without
 * a login, and the staff's list of protocol versions.
 */
import { parseSettings } from '../src/settings';
import { contract } from '../../src/contract';
import { donorHome, GENERAL_FUND_UUID } from '../../src/contract/donor-home';
import { DELETE_CONFIRM_WORDS } from '../../src/contract/reports';
import { reconcile } from '../src/jobs/reconcile';
import { remindDueMonthlyGifts } from '../src/services/monthly-reminders';
import { createNotifyProvider } from '../src/providers/notify';
import { mpPageOfLanding } from '../src/services/notify/landing';
import { productionProblems } from '../src/production';
import { addStaff } from '../src/repositories/revisions';
import { donate, key, user } from './support/funds';
import { fakeWx, type FakeWx } from './support/trust';
import { checkedPhone, DIALECTS, freshPhone, makeApp, post, type TestCtx } from './support/testApp';

const M = contract.mine;
const DAY = 24 * 3600_000;
const CHINA = 8 * 3600_000;

/** Epoch ms of day `day` (1-based) of the China-time month `months` after the one holding `now`, at 10:00 China time. */
function chinaDate(now: number, months: number, day: number): number {
  const d = new Date(now + CHINA);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, day, 10) - CHINA;
}

describe.each(DIALECTS)('the donor home, second part (%s)', (dialect) => {
  let ctx: TestCtx;
  let wx: FakeWx;
  beforeAll(async () => {
    wx = await fakeWx();
    ctx = await makeApp(dialect, { env: { WX_SUBSCRIBE_TEMPLATE_MONTHLY_DUE: 'tpl-monthly' } });
    ctx.deps.notify = createNotifyProvider(
      parseSettings({ NOTIFY_PROVIDER: 'wxsubscribe', WX_MP_APPID: 'wx-mp-test', WX_SECRET: 'test-secret', WX_API_BASE: wx.base, WX_SUBSCRIBE_TEMPLATE_MONTHLY_DUE: 'tpl-monthly' }),
      mpPageOfLanding,
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await wx?.close();
  });

  test('the general fund: no case list shows it; a monthly gift to it is reminded on its due day once a month, paid by the donor, refundable, in the ledger', async () => {
    // Set on the 3rd of a month (China time): due on the 3rd of every later month.
    ctx.advance(chinaDate(ctx.now(), 1, 3) - ctx.now());
    const phone = freshPhone();
    const donor = await user(ctx, phone);
    // Sessions last 30 days: after a jump of the clock the donor logs in again.
    const relogin = async () => (donor.cookie = (await user(ctx, phone)).cookie);
    await ctx.db.updateTable('users').set({ openid: `openid-${donor.id}` }).where('user_id', '=', donor.id).execute();
    const fund = async () => (await post(ctx.app, donorHome.generalFund.path, {})).body.data;
    expect(await fund()).toMatchObject({ infoUuid: GENERAL_FUND_UUID, title: '平台公益基金', raising: true, moneyIn: 0, donationCount: 0, balance: 0, addsUp: true, subscribeTemplateId: 'tpl-monthly' });
    // its case page dates it from the platform's first day (migration 029), not 1970
    const info = (await post(ctx.app, contract.cases.fundingInfo.path, { infoUuid: GENERAL_FUND_UUID })).body.data;
    expect(info.createdAt).toBe(Date.UTC(2026, 10, 21, 16));
    expect(info.targetAmount).toBe(0);

    // Never in a list of cases.
    for (const listType of ['common', 'vip', 'theme']) {
      const list = await post(ctx.app, contract.cases.list.path, { listType, size: 50 });
      expect(JSON.stringify(list.body.data)).not.toContain(GENERAL_FUND_UUID);
    }

    const set = await post(ctx.app, M.monthlySet.path, { infoUuid: GENERAL_FUND_UUID, amount: 2000 }, donor.cookie);
    expect(set.body.data).toMatchObject({ infoUuid: GENERAL_FUND_UUID, caseTitle: '平台公益基金', amount: 2000, status: 'active', due: true });
    const giftId = set.body.data.id as string;
    const run = async () => (await reconcile(ctx.deps, { holder: 'test' })).changes.filter((c) => c.includes('monthly'));
    const reminders = () => ctx.db.selectFrom('notifications').selectAll().where('user_id', '=', donor.id).where('kind', '=', 'monthly_due').orderBy('created_at').execute();
    const orders = async () => Number((await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', donor.id).executeTakeFirstOrThrow()).n);

    // The month it was set in: no reminder (the hub notice shows it due); the next month before the 3rd: none yet.
    expect(await run()).toEqual([]);
    ctx.advance(chinaDate(ctx.now(), 1, 2) - ctx.now());
    expect(await run()).toEqual([]);
    expect(await reminders()).toHaveLength(0);

    // The due day: one reminder, sent to WeChat's subscribeMessage.send; a second run (or process) sends none.
    ctx.advance(DAY);
    expect(await run()).toEqual(['1 monthly gift reminder sent']);
    expect(await run()).toEqual([]);
    const [row] = await reminders();
    expect(row).toMatchObject({ title: '月捐提醒', body: '本月为「平台公益基金」捐¥20.00，点击一键捐款', info_uuid: GENERAL_FUND_UUID, send_status: 'sent' });
    expect(row.landing_url).toBe(`/cf/pay/${GENERAL_FUND_UUID}?amount=2000&msgId=${row.id}`);
    const sends = wx.sends.filter((s) => s.body.template_id === 'tpl-monthly');
    expect(sends).toHaveLength(1);
    expect(sends[0].body).toMatchObject({ touser: `openid-${donor.id}`, data: { thing1: { value: '月捐提醒' } } });
    expect(sends[0].body.page).toContain(GENERAL_FUND_UUID);
    expect(sends[0].body.page).toContain('amount=2000');
    expect(sends[0].query.get('access_token')).toMatch(/^tok\d+$/);
    // The hub's messages carry it too (H5), and no money moved by itself.
    await relogin();
    const msgs = await post(ctx.app, contract.trust.messageList.path, {}, donor.cookie);
    expect(msgs.body.data.list.map((m: { kind: string }) => m.kind)).toContain('monthly_due');
    expect(await orders()).toBe(0);

    // The donor taps pay: an ordinary order on the same rails, in the fund's ledger.
    const orderId = await donate(ctx, donor.cookie, GENERAL_FUND_UUID, 2000);
    expect(await fund()).toMatchObject({ moneyIn: 2000, donationCount: 1, balance: 2000, addsUp: true });
    const ledger = await post(ctx.app, contract.ledger.allocation.path, { infoUuid: GENERAL_FUND_UUID });
    expect(ledger.body.data).toMatchObject({ moneyIn: 2000, donationCount: 1, addsUp: true });
    expect((await post(ctx.app, M.monthlyList.path, {}, donor.cookie)).body.data.list[0]).toMatchObject({ id: giftId, due: false, paidThisMonth: true });

    // Refundable like any gift: the ledger shows it back.
    const refund = await post(ctx.app, contract.money.refundApply.path, { orderId, amount: 2000, reason: '误捐', idempotencyKey: key() }, donor.cookie);
    expect(refund.body.code).toBe(0);
    ctx.advance(2 * 60_000);
    await reconcile(ctx.deps, { holder: 'test' });
    expect(await fund()).toMatchObject({ moneyIn: 2000, refunded: 2000, balance: 0, addsUp: true });

    // Next month: reminded again on the 3rd; paused: not reminded.
    ctx.advance(chinaDate(ctx.now(), 1, 3) - ctx.now());
    expect(await run()).toEqual(['1 monthly gift reminder sent']);
    expect(await reminders()).toHaveLength(2);
    await relogin();
    expect((await post(ctx.app, M.monthlyChange.path, { id: giftId, action: 'pause' }, donor.cookie)).body.data.status).toBe('paused');
    ctx.advance(chinaDate(ctx.now(), 1, 5) - ctx.now());
    expect(await run()).toEqual([]);
    expect(await reminders()).toHaveLength(2);
    expect(await orders()).toBe(1);
  });

  test('the reminder step reads every page: gifts due later this month never hide a due one behind them', async () => {
    const [a, b] = [await user(ctx), await user(ctx)];
    const now = ctx.now();
    // a: set on the 25th two months ago (due the 25th); b: set on the 2nd last month (due the 2nd). Today: the 5th.
    const rows = [
      { id: `mg-a-${key()}`, user_id: a.id, created_at: chinaDate(now, -2, 25) },
      { id: `mg-b-${key()}`, user_id: b.id, created_at: chinaDate(now, -1, 2) },
    ];
    for (const r of rows) await ctx.db.insertInto('monthly_gifts').values({ ...r, info_uuid: GENERAL_FUND_UUID, amount: 1000, status: 'active', updated_at: r.created_at }).execute();
    ctx.advance(chinaDate(now, 0, 5) - now);
    expect(await remindDueMonthlyGifts(ctx.deps, 1)).toBe(1);
    const reminded = await ctx.db.selectFrom('monthly_gift_reminders').select('gift_id').where('gift_id', 'in', rows.map((r) => r.id)).execute();
    expect(reminded.map((r) => r.gift_id)).toEqual([rows[1].id]);
    await ctx.db.deleteFrom('monthly_gifts').where('id', 'in', rows.map((r) => r.id)).execute();
  });

  test('production refuses the console stand-in of the subscribe-message sender', async () => {
    const problems = productionProblems({ ...ctx.deps.config, settings: { ...ctx.deps.config.settings, NOTIFY_PROVIDER: 'console' } });
    expect(problems.some((p) => p.startsWith('NOTIFY_PROVIDER is console'))).toBe(true);
  });

  test('uv/get records views and answers pv and distinct visitors from the database, today and all time', async () => {
    const U = contract.config.uvGet.path;
    const page = `/cf/publicity-page?t=${key()}`;
    const a = await user(ctx);
    expect((await post(ctx.app, U, { page })).body.data).toEqual({ pv: 0, uv: 0, todayPv: 0, todayUv: 0 });
    await post(ctx.app, U, { page, record: true }, a.cookie);
    await post(ctx.app, U, { page, record: true }, a.cookie);
    await post(ctx.app, U, { page, record: true }, undefined, { 'user-agent': 'browser-1' });
    expect((await post(ctx.app, U, { page })).body.data).toEqual({ pv: 3, uv: 2, todayPv: 3, todayUv: 2 });
    ctx.advance(DAY);
    const next = await post(ctx.app, U, { page, record: true }, undefined, { 'user-agent': 'browser-2' });
    expect(next.body.data).toEqual({ pv: 4, uv: 3, todayPv: 1, todayUv: 1 });
    expect((await post(ctx.app, U, { page: ' ' })).status).toBe(400);
    const rows = await ctx.db.selectFrom('page_views').select('visitor').where('page', '=', page).execute();
    expect(rows.every((r) => !r.visitor.includes('127.0.0.1'))).toBe(true);
  });

  test('check-verify-code: a right code passes once without a session; a wrong or used one fails with the catalogue texts', async () => {
    const C = contract.account.checkVerifyCode.path;
    const phone = freshPhone();
    ctx.advance(61_000);
    expect((await post(ctx.app, contract.account.sendVerifyCode.path, { mobile: phone })).body.code).toBe(0);
    const code = ctx.sms.last(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(ctx.app, C, { mobile: phone, verifyCode: wrong });
    expect(bad.body).toMatchObject({ code: 20206, msg: '验证码错误' });
    expect((await post(ctx.app, C, { mobile: '123', verifyCode: code })).body.msg).toBe('请输入正确的手机号码');
    const ok = await post(ctx.app, C, { mobile: phone, verifyCode: code });
    expect(ok.body).toMatchObject({ code: 0, data: { valid: true, checkToken: expect.stringMatching(/^[\w-]{40,}$/) } });
    expect(ok.cookies).toHaveLength(0);
    const reused = await post(ctx.app, C, { mobile: phone, verifyCode: code });
    expect(reused.body).toMatchObject({ code: 20206, msg: '验证码已失效，请重新获取' });
  });

  test('deleting an account removes its monthly gifts and reminders and unlinks its page views', async () => {
    const u = await user(ctx);
    const page = `/cf/mine?t=${key()}`;
    await post(ctx.app, contract.config.uvGet.path, { page, record: true }, u.cookie);
    const gift = await post(ctx.app, M.monthlySet.path, { infoUuid: GENERAL_FUND_UUID, amount: 1000 }, u.cookie);
    await ctx.db.insertInto('monthly_gift_reminders').values({ gift_id: gift.body.data.id, month: '2026-01', notification_id: 'n-x', created_at: ctx.now() }).execute();
    const done = await post(ctx.app, contract.reports.deleteAccount.path, { confirm: DELETE_CONFIRM_WORDS, checkToken: await checkedPhone(ctx, u.id) }, u.cookie);
    expect(done.body.code).toBe(0);
    expect(await ctx.db.selectFrom('monthly_gifts').select('id').where('user_id', '=', u.id).execute()).toHaveLength(0);
    expect(await ctx.db.selectFrom('monthly_gift_reminders').select('gift_id').where('gift_id', '=', gift.body.data.id).execute()).toHaveLength(0);
    const views = await ctx.db.selectFrom('page_views').select('visitor').where('page', '=', page).execute();
    expect(views).toHaveLength(1);
    expect(views[0].visitor).not.toContain(u.id);
    expect((await post(ctx.app, contract.config.uvGet.path, { page })).body.data).toMatchObject({ pv: 1, uv: 1 });
  });

  test('staff see every protocol version with its acceptances; others may not', async () => {
    const staffer = await user(ctx);
    const reader = await user(ctx);
    await addStaff(ctx.db, staffer.id, ctx.now());
    const V = donorHome.staffProtocolVersions.path;
    expect((await post(ctx.app, V, {}, reader.cookie)).status).toBe(403);
    ctx.advance(1000);
    const body = '第一条 本政策自发布之日起生效。第二条 我们仅为提醒月捐保存您的订阅授权。';
    expect((await post(ctx.app, M.staffProtocolPublish.path, { kind: 'privacy', title: '隐私政策', summary: '新增订阅消息说明', body }, staffer.cookie)).body.code).toBe(0);
    expect((await post(ctx.app, M.protocolAccept.path, { kind: 'privacy', version: 2 }, reader.cookie)).body.code).toBe(0);
    const list = (await post(ctx.app, V, {}, staffer.cookie)).body.data.list as Array<{ kind: string; version: number; acceptedCount: number; bodyLength: number; summary: string }>;
    expect(list[0]).toMatchObject({ kind: 'privacy', version: 2, summary: '新增订阅消息说明', acceptedCount: 1, bodyLength: Array.from(body).length });
    expect(list.filter((v) => v.kind === 'user').map((v) => v.version)).toContain(1);
  });
});

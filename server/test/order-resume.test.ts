/**
 * 我的捐款's 待支付 actions: 继续支付 pays the SAME order (no second order, booked once however often it
 * is resumed or notified), 取消 closes it (a repeat answers the same); only the donor's own order, and
 * a paid or closed one is not resumed.
 */
import { key, newCase, user } from './support/funds';
import { makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await makeApp('sqlite');
});
afterAll(async () => ctx?.close());

test('resume pays the same order once; cancel closes; strangers and settled orders are refused', async () => {
  const owner = await user(ctx);
  const donor = await user(ctx);
  const stranger = await user(ctx);
  const infoUuid = await newCase(ctx, owner.id);
  const add = async () => (await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 3000, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie)).body.data.orderId as string;
  const a = await add();
  const b = await add();
  expect((await post(ctx.app, '/api/cf/v4/order/resume', { orderId: a, platform: 8 }, stranger.cookie)).status).toBe(403);
  const r1 = await post(ctx.app, '/api/cf/v4/order/resume', { orderId: a, platform: 8 }, donor.cookie);
  const r2 = await post(ctx.app, '/api/cf/v4/order/resume', { orderId: a, platform: 8 }, donor.cookie);
  expect([r1.body.data.orderId, r2.body.data.orderId]).toEqual([a, a]);
  expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: a, action: 'pay' }, donor.cookie)).body.code).toBe(0);
  expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: a, action: 'pay' }, donor.cookie)).body.code).toBe(0);
  const kase = await ctx.db.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
  expect([Number(kase.raised_amount), Number(kase.donation_count)]).toEqual([3000, 1]);
  const paidAgain = await post(ctx.app, '/api/cf/v4/order/resume', { orderId: a, platform: 8 }, donor.cookie);
  expect([paidAgain.status, paidAgain.body.msg]).toEqual([400, '该捐款已支付或已取消，无需继续支付']);

  expect((await post(ctx.app, '/api/cf/v4/order/close', { orderId: b }, stranger.cookie)).status).toBe(403);
  expect((await post(ctx.app, '/api/cf/v4/order/close', { orderId: b }, donor.cookie)).body.data).toMatchObject({ orderId: b, status: 'CLOSED' });
  expect((await post(ctx.app, '/api/cf/v4/order/close', { orderId: b }, donor.cookie)).body.data).toMatchObject({ status: 'CLOSED' });
  expect((await post(ctx.app, '/api/cf/v4/order/close', { orderId: a }, donor.cookie)).body.data).toMatchObject({ status: 'PAID' }); // paid stays paid
  expect((await post(ctx.app, '/api/cf/v4/order/resume', { orderId: b, platform: 8 }, donor.cookie)).status).toBe(400);
});

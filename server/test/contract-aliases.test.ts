/**
 * Calls kept at older paths for clients still on them (src/contract/aliases.ts) answer like their current call,
 * on SQLite and PostgreSQL: the reads give the same answer at both addresses; order/contribute-add books a gift
 * like order/add, and the v4 refund apply refunds like v5 (the refund it made reads the same at both addresses).
 */
import { aliases } from '../../src/contract/aliases';
import { money } from '../../src/contract/money';
import { pay } from '../../src/contract/pay';
import { trust } from '../../src/contract/trust';
import { verification } from '../../src/contract/verification';
import { key, user } from './support/funds';
import { fundedCase, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

describe.each(DIALECTS)('contract aliases answer like their current calls (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    donor = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const both = async (oldPath: string, newPath: string, body: object, cookie: string) => {
    const [a, b] = [await post(ctx.app, oldPath, body, cookie), await post(ctx.app, newPath, body, cookie)];
    expect(a.status).toBe(b.status);
    expect(a.body).toEqual(b.body);
    return b.body;
  };

  test('reads: refund rules, list, detail and case summary (v4), verification selected (v4) and user list (v5)', async () => {
    const [infoUuid, [orderId]] = await fundedCase(ctx, owner, donor, [1000, 2000]);
    expect((await both(aliases.refundRulesV4.path, money.refundRules.path, { orderId }, donor.cookie)).code).toBe(0);
    // a refund through the old address, then every read of it at both addresses
    const applied = await post(ctx.app, aliases.refundApplyV4.path, { orderId, amount: 300, reason: '误捐', idempotencyKey: key() }, donor.cookie);
    expect(applied.body.data).toMatchObject({ status: 'SUCCESS', kind: 'DONOR', amount: 300 });
    const list = await both(aliases.refundListV4.path, money.refundList.path, { infoUuid }, donor.cookie);
    expect(list.data.list.map((r: { refundId: string }) => r.refundId)).toEqual([applied.body.data.refundId]);
    expect((await both(aliases.refundDetailV4.path, money.refundDetail.path, { refundId: applied.body.data.refundId }, donor.cookie)).data.amount).toBe(300);
    expect((await both(aliases.caseRefundSummaryV4.path, money.caseRefundSummary.path, { infoUuid }, owner.cookie)).data.preview).toMatchObject({ count: 2, amount: 2700 });
    expect((await both(aliases.caseRefundSummaryV4.path, money.caseRefundSummary.path, { infoUuid }, donor.cookie)).code).not.toBe(0);
    expect((await both(aliases.selectedV4.path, verification.selected.path, { infoUuid }, donor.cookie)).code).toBe(0);
    expect((await both(aliases.verifyUserListV5.path, trust.verifyUserList.path, { infoUuid }, donor.cookie)).code).toBe(0);
  });

  test('order/contribute-add books a gift like order/add; the same idempotency key answers the same order at either address', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [1000]);
    const k = key();
    const body = { infoUuid, amount: 1500, anonymous: false, platform: 8, idempotencyKey: k };
    const old = await post(ctx.app, aliases.contributeAdd.path, body, donor.cookie);
    expect(old.body.code).toBe(0);
    const cur = await post(ctx.app, pay.orderAdd.path, body, donor.cookie);
    expect(cur.body).toEqual(old.body);
    const fresh = await post(ctx.app, aliases.contributeAdd.path, { ...body, idempotencyKey: key() }, donor.cookie);
    expect(Object.keys(fresh.body.data).sort()).toEqual(Object.keys(old.body.data).sort());
    expect(fresh.body.data.orderId).not.toBe(old.body.data.orderId);
  });
});

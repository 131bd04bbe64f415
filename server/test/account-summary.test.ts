/** The 我的 hub's counts (account.summary): donations and what stays given after a refund, cases raised, verifications. */
import { randomUUID } from 'node:crypto';
import { contract } from '../../src/contract';
import { donate, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { addStaff } from '../src/repositories/revisions';

const SUMMARY = contract.account.summary.path;

describe.each(DIALECTS)('account summary (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  test('counts the user own donations, refunds, cases and verifications, and nobody else', async () => {
    expect((await post(ctx.app, SUMMARY, {})).status).toBe(401);
    const donor = await user(ctx);
    const owner = await user(ctx);
    expect((await post(ctx.app, SUMMARY, {}, donor.cookie)).body.data).toEqual({ donationCount: 0, donatedFen: 0, raisedCount: 0, verificationCount: 0, loveValue: 0, staff: false });

    const infoUuid = await newCase(ctx, owner.id);
    await newCase(ctx, owner.id);
    const first = await donate(ctx, donor.cookie, infoUuid, 5000);
    await donate(ctx, donor.cookie, infoUuid, 1200);
    await donate(ctx, owner.cookie, infoUuid, 300);
    const refund = await post(ctx.app, contract.money.refundApply.path, { orderId: first, amount: 2000, reason: '误捐', idempotencyKey: randomUUID() }, donor.cookie);
    expect(refund.body.code).toBe(0);
    const verify = await post(ctx.app, contract.trust.verifyAdd.path, { infoUuid, relationship: '朋友', content: '我认识患者一家，情况属实' }, donor.cookie);
    expect(verify.body.code).toBe(0);

    const mine = await post(ctx.app, SUMMARY, {}, donor.cookie);
    expect(mine.body.data).toEqual({ donationCount: 2, donatedFen: 5000 + 1200 - 2000, raisedCount: 0, verificationCount: 1, loveValue: expect.any(Number), staff: false });
    const theirs = await post(ctx.app, SUMMARY, {}, owner.cookie);
    expect(theirs.body.data).toEqual({ donationCount: 1, donatedFen: 300, raisedCount: 2, verificationCount: 0, loveValue: expect.any(Number), staff: false });
    await addStaff(ctx.db, owner.id, Date.now());
    expect((await post(ctx.app, SUMMARY, {}, owner.cookie)).body.data.staff).toBe(true);
  });
});

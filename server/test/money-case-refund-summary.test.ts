/**
 * The owner's case-refund summary on SQLite and PostgreSQL: before confirming it states what would go
 * back (newest donations first, less what donors already took back), only to the owner or staff;
 * after the confirm it shows the case-wide refunds done, and the case can no longer be confirmed.
 */
import { donate, key, user } from './support/funds';
import { fundedCase, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

describe.each(DIALECTS)('money: case refund summary (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let other: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    donor = await user(ctx);
    other = await user(ctx);
    staff = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const summary = (cookie: string, infoUuid: string) => post(ctx.app, '/api/cf/v5/refund/case-summary', { infoUuid }, cookie);

  test('preview before, progress after; owner and staff only', async () => {
    const [infoUuid, [a]] = await fundedCase(ctx, owner, donor, [1000, 2000]);
    await donate(ctx, other.cookie, infoUuid, 3000);
    expect((await summary(donor.cookie, infoUuid)).status).toBe(403);
    expect((await summary(staff.cookie, infoUuid)).status).toBe(200);
    const before = (await summary(owner.cookie, infoUuid)).body.data;
    expect(before).toMatchObject({
      infoUuid, status: 0, canConfirm: true, reason: '',
      preview: { count: 3, amount: 6000, donors: 2, paidOut: 0, openWithdrawals: 0 },
      progress: { kind: null, total: { count: 0, amount: 0 }, startedAt: null, finishedAt: null },
    });

    // A donor's own refund is taken off the preview and is not a case-wide refund.
    const own = await post(ctx.app, '/api/cf/v5/refund/apply', { orderId: a, amount: 400, reason: '误捐', idempotencyKey: key() }, donor.cookie);
    expect(own.body.data).toMatchObject({ status: 'SUCCESS', kind: 'DONOR' });
    const mid = (await summary(owner.cookie, infoUuid)).body.data;
    expect(mid.preview).toMatchObject({ count: 3, amount: 5600 });
    expect(mid.progress.total).toEqual({ count: 0, amount: 0 });

    const done = await post(ctx.app, '/api/cf/v5/refund/confirm', { infoUuid, reason: '已筹到治疗费用', confirm: true }, owner.cookie);
    expect(done.body.data).toMatchObject({ refunds: 3, amount: 5600 });
    const after = (await summary(owner.cookie, infoUuid)).body.data;
    expect(after).toMatchObject({
      status: 204, canConfirm: false, reason: '该筹款已在退款流程中',
      progress: { kind: 'OWNER_CLOSE', total: { count: 3, amount: 5600 }, done: { count: 3, amount: 5600 }, pending: { count: 0, amount: 0 }, failed: { count: 0, amount: 0 } },
    });
    expect(after.progress.startedAt).toBe(ctx.now());
    expect(after.progress.finishedAt).toBe(ctx.now());
    expect(after.preview).toMatchObject({ count: 0, amount: 0 });
  });

  test('a case with nothing to return cannot be confirmed, and an unknown case is 404', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, []);
    expect((await summary(owner.cookie, infoUuid)).body.data).toMatchObject({ canConfirm: false, reason: '筹款中暂无可退还的善款', preview: { count: 0, amount: 0 } });
    expect((await summary(owner.cookie, 'no-such-case')).status).toBe(404);
  });
});

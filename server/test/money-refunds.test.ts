/**
 * Refunds and reconciliation on SQLite and PostgreSQL: the donor's rules (time window, none after a
 * payout) as the API states them, whole-case refunds (terminated by the job, proven false by staff,
 * given up by the owner) ending at 204, the materials gate on withdrawals, and the reconciliation
 * job (pending orders asked about and closed, each changed once when two runs race).
 */
import { sql } from 'kysely';
import { reconcile } from '../src/jobs/reconcile';
import { key, newCase, user } from './support/funds';
import { expectLedgerHolds, fundedCase, ledgerSums, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const DAY = 24 * 3600_000;
jest.setTimeout(60_000);

describe.each(DIALECTS)('money: refunds and reconciliation (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let s1: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { DONOR_REFUND_DAYS: '7' } }); // no service charge (the declared policy): option 1 by default
    owner = await user(ctx);
    donor = await user(ctx);
    s1 = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const refund = (cookie: string, orderId: string, amount: number, version = 'v4') =>
    post(ctx.app, `/api/cf/${version}/refund/apply`, { orderId, amount, reason: '误捐', idempotencyKey: key() }, cookie);
  const caseStatus = async (id: string) => (await ctx.db.selectFrom('cases').select('status').where('info_uuid', '=', id).executeTakeFirstOrThrow()).status;

  test('the donor may refund within DONOR_REFUND_DAYS; the rules call says so; the owner may refund later', async () => {
    const [, [a, b]] = await fundedCase(ctx, owner, donor, [1000, 1000]);
    const rules = await post(ctx.app, '/api/cf/v5/refund/rules', { orderId: a }, donor.cookie);
    expect(rules.body.data).toMatchObject({ canRefund: true, refundableAmount: 1000, refundDays: 7, reasons: [] });
    expect(rules.body.data.rules).toContain('捐款后7天内可申请退款');
    ctx.advance(8 * DAY);
    const late = await post(ctx.app, '/api/cf/v4/refund/rules', { orderId: a }, donor.cookie);
    expect(late.body.data).toMatchObject({ canRefund: false, reasons: ['已超过可申请退款的期限'] });
    expect((await refund(donor.cookie, a, 500)).body.msg).toBe('已超过可申请退款的期限');
    const byOwner = await refund(owner.cookie, b, 1000, 'v5');
    expect(byOwner.body.data).toMatchObject({ status: 'SUCCESS', amount: 1000, kind: 'DONOR' });
    const detail = await post(ctx.app, '/api/cf/v5/refund/detail', { refundId: byOwner.body.data.refundId }, donor.cookie);
    expect(detail.body.data).toMatchObject({ status: 'SUCCESS', orderId: b });
    expect((await post(ctx.app, '/api/cf/v5/refund/detail', { refundId: byOwner.body.data.refundId }, s1.cookie)).status).toBe(403);
    expect((await post(ctx.app, '/api/cf/v5/refund/list', {}, donor.cookie)).body.data.list.map((r: { refundId: string }) => r.refundId)).toContain(byOwner.body.data.refundId);
  });

  test('no refund of a single donation once the case paid out; the ledger stays whole', async () => {
    const [infoUuid, [a]] = await fundedCase(ctx, owner, donor, [3000, 2000]);
    await stopRaising(ctx, owner, infoUuid);
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 2000, idempotencyKey: key() }, owner.cookie);
    ctx.advance(DAY + 1000);
    expect((await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId })).body.data.status).toBe('APPROVED');
    expect((await refund(donor.cookie, a, 100)).body.msg).toBe('该筹款已打款给收款人，无法退款');
    expect((await post(ctx.app, '/api/cf/v4/refund/rules', { orderId: a }, donor.cookie)).body.data.reasons).toContain('该筹款已打款给收款人，无法退款');
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('a terminated case: the job refunds every donor what the case still holds, once, and ends at 204', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [1500, 2500, 4000]);
    await stopRaising(ctx, owner, infoUuid);
    const pending = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 1000, idempotencyKey: key() }, owner.cookie);
    expect(pending.body.code).toBe(0);
    await ctx.db.updateTable('cases').set({ status: 4 }).where('info_uuid', '=', infoUuid).execute();
    const [a, b] = await Promise.all([reconcile(ctx.deps, { holder: 'a' }), reconcile(ctx.deps, { holder: 'b' })]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    await reconcile(ctx.deps);
    expect(await caseStatus(infoUuid)).toBe(204);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 8000, refund: 8000 });
    const refunds = await ctx.db.selectFrom('refunds').selectAll().where('info_uuid', '=', infoUuid).execute();
    expect(refunds.map((r) => [r.kind, r.status])).toEqual([['TERMINATED', 'SUCCESS'], ['TERMINATED', 'SUCCESS'], ['TERMINATED', 'SUCCESS']]);
    expect((await ctx.db.selectFrom('withdrawals').select('status').where('withdrawal_id', '=', pending.body.data.withdrawalId).executeTakeFirstOrThrow()).status).toBe('REJECTED');
    expect((await ctx.db.selectFrom('orders').select('status').where('info_uuid', '=', infoUuid).execute()).every((o) => o.status === 'REFUNDED')).toBe(true);
    await expectLedgerHolds(ctx, infoUuid);
    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data;
    expect(alloc).toMatchObject({ moneyIn: 8000, refunded: 8000, balance: 0, addsUp: true });
    expect(alloc.refunds).toHaveLength(3);
  });

  test('a case proven false (staff, 201) and one given up by its owner (203) return what is left, after a payout too', async () => {
    const [falseCase] = await fundedCase(ctx, owner, donor, [5000, 3000]);
    await stopRaising(ctx, owner, falseCase);
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid: falseCase, amount: 2000, idempotencyKey: key() }, owner.cookie);
    ctx.advance(DAY + 1000);
    await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId });
    const r = await staffPost(ctx, s1, '/refunds/case', { infoUuid: falseCase, kind: 'FALSE_CASE', reason: '经核实为虚假筹款' });
    expect(r.body.data).toMatchObject({ refunds: 2, amount: 6000, status: 201 });
    expect(await caseStatus(falseCase)).toBe(204);
    expect(await ledgerSums(ctx, falseCase)).toMatchObject({ donation: 8000, payout: 2000, refund: 6000 });
    expect((await staffPost(ctx, s1, '/refunds/case', { infoUuid: falseCase, kind: 'FALSE_CASE', reason: '再次' })).body.msg).toBe('该筹款已在退款流程中');
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('info_uuid', '=', falseCase).where('action', '=', 'refund.case_false_case').execute();
    expect(audit).toEqual([{ action: 'refund.case_false_case', actor_user_id: s1.id }]);
    await expectLedgerHolds(ctx, falseCase);

    const [mine] = await fundedCase(ctx, owner, donor, [700]);
    expect((await post(ctx.app, '/api/cf/v5/refund/confirm', { infoUuid: mine, reason: '已筹到治疗费用', confirm: true }, donor.cookie)).status).toBe(403);
    const c = await post(ctx.app, '/api/cf/v5/refund/confirm', { infoUuid: mine, reason: '已筹到治疗费用', confirm: true }, owner.cookie);
    expect(c.body.data).toMatchObject({ status: 203, refunds: 1, amount: 700 });
    expect(await caseStatus(mine)).toBe(204);
  });

  test('a case left at 201 without refunds (as seeded): the job refunds what it holds, then ends it at 204', async () => {
    const [id] = await fundedCase(ctx, owner, donor, [900, 1100]);
    await ctx.db.updateTable('cases').set({ status: 201 }).where('info_uuid', '=', id).execute();
    const seeded = { info_uuid: id };
    const before = await ledgerSums(ctx, seeded.info_uuid);
    expect(before.donation).toBeGreaterThan(0);
    const run = await reconcile(ctx.deps);
    expect(run.changes).toContain(`case ${seeded.info_uuid}: refunds opened for what was left`);
    await reconcile(ctx.deps);
    expect(await caseStatus(seeded.info_uuid)).toBe(204);
    expect(await ledgerSums(ctx, seeded.info_uuid)).toMatchObject({ refund: before.donation });
    await expectLedgerHolds(ctx, seeded.info_uuid);
  });

  test('a case whose materials have not passed review cannot withdraw', async () => {
    const infoUuid = await newCase(ctx, owner.id, { raised_amount: 0, status: 2 });
    await sql`insert into case_sections (info_uuid, section, status, data_json, lookup_key, reason, updated_at) values (${infoUuid}, 'base', 1, 'null', '', '', ${ctx.now()})`.execute(ctx.db);
    const r = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 100, idempotencyKey: key() }, owner.cookie);
    expect(r.body.msg).toBe('筹款材料审核通过后才能提现');
  });

  test('reconciliation: pending orders are asked about and, after two hours, closed; two runs at once change each once', async () => {
    const infoUuid = await newCase(ctx, owner.id);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 100 + i, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);
      ids.push(o.body.data.orderId);
    }
    // The provider knows order 0 was paid (its notify got lost).
    const paidOne = ids[0];
    const origQuery = ctx.deps.pay.queryOrder;
    ctx.deps.pay.queryOrder = async (id) => (id === paidOne ? { paid: true, amount: 100, tradeNo: 'wx-lost-notify' } : null);
    try {
      ctx.advance(6 * 60_000);
      const first = await reconcile(ctx.deps);
      expect(first.changes).toContain(`order ${paidOne} PAID (asked the provider)`);
      ctx.advance(2 * 3600_000);
      const runs = await Promise.all([reconcile(ctx.deps, { holder: 'x' }), reconcile(ctx.deps, { holder: 'y' }), reconcile(ctx.deps, { holder: 'z' })]);
      const closed = runs.flatMap((r) => r.changes).filter((c) => ids.some((id) => c === `order ${id} CLOSED (unpaid after 120 minutes)`));
      expect(closed).toHaveLength(3);
      expect((await reconcile(ctx.deps)).changes.filter((c) => ids.some((id) => c.includes(id)))).toEqual([]);
    } finally {
      ctx.deps.pay.queryOrder = origQuery;
    }
    const rows = await ctx.db.selectFrom('orders').select(['order_id', 'status']).where('info_uuid', '=', infoUuid).orderBy('order_id').execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['CLOSED', 'CLOSED', 'CLOSED', 'PAID']);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 100 });
    await expectLedgerHolds(ctx, infoUuid);
  });
});

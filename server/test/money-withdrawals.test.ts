/**
 * Withdrawals end to end on SQLite and PostgreSQL: the ledger (backfilled seed, one entry per money
 * event), the public notice and objections, the staff rules (conflicts of interest, two approvers
 * above the threshold), payouts through the sandbox provider, fees, and the case statuses 101-103.
 */
import { key, user } from './support/funds';
import { expectLedgerHolds, fundedCase, ledgerSums, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { writeAudit } from '../src/repositories/audit';

const HOUR = 3600_000;
jest.setTimeout(60_000);

describe.each(DIALECTS)('money: withdrawals (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let s1: U;
  let s2: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { WITHDRAW_DOUBLE_APPROVAL_FEN: '50000' }, config: { feeRateBp: 100 } });
    owner = await user(ctx);
    donor = await user(ctx);
    s1 = await staffUser(ctx);
    s2 = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const apply = (infoUuid: string, amount: number, k = key()) => post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount, idempotencyKey: k }, owner.cookie);
  const approve = (s: U, withdrawalId: string) => staffPost(ctx, s, '/withdrawals/approve', { withdrawalId });
  /** A funded case whose raise the owner stopped (a withdrawal needs it). */
  const stoppedCase = async (amounts: number[], extra?: Parameters<typeof fundedCase>[4]) => {
    const r = await fundedCase(ctx, owner, donor, amounts, extra);
    await stopRaising(ctx, owner, r[0]);
    return r;
  };
  const caseStatus = async (id: string) => (await ctx.db.selectFrom('cases').select('status').where('info_uuid', '=', id).executeTakeFirstOrThrow()).status;

  test('the seeded donations are in the ledger: every raised amount equals its donations less refunds', async () => {
    const cases = await ctx.db.selectFrom('cases').select('info_uuid').execute();
    expect(cases.length).toBeGreaterThan(5);
    for (const c of cases) await expectLedgerHolds(ctx, c.info_uuid);
    const paid = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'PAID').executeTakeFirstOrThrow();
    const booked = await ctx.db.selectFrom('money_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'donation').executeTakeFirstOrThrow();
    expect(Number(booked.n)).toBe(Number(paid.n));
  });

  test('a donation books exactly one ledger entry, in the mark-paid transaction', async () => {
    const [infoUuid, [orderId]] = await fundedCase(ctx, owner, donor, [1234]);
    const q = await post(ctx.app, '/api/cf/v4/order/queryOrderStatus', { orderId }, donor.cookie);
    expect(q.body.data.status).toBe('PAID');
    expect((await ledgerSums(ctx, infoUuid)).donation).toBe(1234);
    const rows = await ctx.db.selectFrom('money_ledger').selectAll().where('order_id', '=', orderId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'donation', user_id: donor.id });
  });

  test('notice period, objection, approval, sandbox payout: 101 -> 103, ledger and public figures add up', async () => {
    const [infoUuid] = await stoppedCase([3000, 2000]);
    // Staff waived this case's fee: the default option is then 3 免收服务费 (no fee at a 1% rate).
    expect((await staffPost(ctx, s2, '/money/fee-waiver', { infoUuid, waive: true, reason: '困难家庭，平台减免服务费' })).body.data).toMatchObject({ waived: true });
    const w = await apply(infoUuid, 5000);
    expect(w.body.data).toMatchObject({ status: 'PENDING', amount: 5000, feeOption: 3, fee: 0, payeeType: 'FAMILY', noticeUntil: ctx.now() + 24 * HOUR });
    expect(await caseStatus(infoUuid)).toBe(101);
    const id = w.body.data.withdrawalId;
    const notice = await post(ctx.app, '/api/cf/v4/drawcash/public-notice', { infoUuid });
    expect(notice.body.data).toMatchObject({ noticeHours: 24, list: [{ withdrawalId: id, inNotice: true, canObject: true }] });

    const queue = async () => ((await staffPost(ctx, s1, '/withdrawals/queue', {})).body.data as { auditType: number; list: { withdrawalId: string; noticeOver: boolean }[] });
    expect((await queue()).auditType).toBe(2);
    expect((await queue()).list.find((x) => x.withdrawalId === id)).toMatchObject({ noticeOver: false });
    expect((await post(ctx.app, '/api/staff/withdrawals/queue', {}, owner.cookie)).status).toBe(403);
    expect((await approve(s1, id)).body.msg).toBe('公示期未结束，暂不能审批');
    expect((await post(ctx.app, '/api/cf/v4/drawcash/object', { withdrawalId: id, reason: '我质疑这笔提现' }, owner.cookie)).body.msg).toBe('不能对自己的提现提出异议');
    const ob = await post(ctx.app, '/api/cf/v4/drawcash/object', { withdrawalId: id, reason: '患者已出院，请核实用途' }, donor.cookie);
    expect(ob.body.data.status).toBe('OPEN');
    ctx.advance(24 * HOUR);
    expect((await approve(s1, id)).body.msg).toBe('存在未处理的异议，请先处理异议');
    expect((await post(ctx.app, '/api/staff/withdrawals/approve', { withdrawalId: id }, donor.cookie)).status).toBe(403);
    expect((await staffPost(ctx, s1, '/withdrawals/objection/resolve', { objectionId: ob.body.data.objectionId, uphold: false, reason: '已核实用于治疗' })).body.data.status).toBe('DISMISSED');

    expect((await queue()).list.find((x) => x.withdrawalId === id)).toMatchObject({ noticeOver: true });
    const ok = await approve(s1, id);
    expect(ok.body.data).toMatchObject({ status: 'APPROVED', needsSecond: false });
    expect((await queue()).list.find((x) => x.withdrawalId === id)).toBeUndefined();
    expect(ok.body.data.payouts).toEqual([expect.objectContaining({ status: 'TRANSFERRED', amount: 5000, fee: 0, payee_type: 'FAMILY' })]);
    const detail = await staffPost(ctx, s1, '/withdrawals/detail', { withdrawalId: id });
    expect(detail.body.data.status).toBe('PAID');
    expect(await caseStatus(infoUuid)).toBe(103);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 5000, payout: 5000, fee: 0 });
    await expectLedgerHolds(ctx, infoUuid);
    const alloc = await post(ctx.app, '/api/summaries/allocation', { infoUuid });
    expect(alloc.body.data).toMatchObject({ moneyIn: 5000, withdrawn: 5000, fees: 0, refunded: 0, balance: 0, addsUp: true });
    expect(alloc.body.data.withdrawals).toHaveLength(1);
    expect(await ctx.db.selectFrom('sandbox_transfers').selectAll().where('amount', '=', 5000).execute()).toHaveLength(1);
    const audits = await ctx.db.selectFrom('audit_log').select('action').where('info_uuid', '=', infoUuid).execute();
    expect(audits.map((a) => a.action).sort()).toEqual(['case.stop_raise', 'fee.waive', 'objection.dismiss', 'withdrawal.approve']);
  });

  test('conflicts of interest: the case reviewer, the owner as staff, and one person twice are refused; a second approver completes', async () => {
    const [infoUuid] = await stoppedCase([40000, 30000]);
    const reviewer = await staffUser(ctx);
    await writeAudit(ctx.db, { actor: reviewer.id, action: 'section.approve', targetType: 'section', targetId: 'x', infoUuid }, ctx.now());
    const w = await apply(infoUuid, 60000);
    const id = w.body.data.withdrawalId;
    ctx.advance(25 * HOUR);
    expect((await approve(reviewer, id)).body.msg).toBe('审核过该筹款材料的工作人员不能审批其提现');
    const { addStaff } = await import('../src/repositories/revisions');
    await addStaff(ctx.db, owner.id, ctx.now());
    expect((await approve(owner, id)).body.msg).toBe('不能审批本人申请或本人筹款的提现');
    const first = await approve(s1, id);
    expect(first.body.data).toMatchObject({ status: 'FIRST_APPROVED', needsSecond: true });
    expect((await approve(s1, id)).body.msg).toBe('大额提现需由另一位工作人员复核');
    expect((await ledgerSums(ctx, infoUuid)).payout).toBe(0);
    const second = await approve(s2, id);
    expect(second.body.data.status).toBe('APPROVED');
    // fee option 1 here: nothing kept; 10000 still on the case -> 102.
    expect(await caseStatus(infoUuid)).toBe(102);
    await ctx.db.deleteFrom('staff_users').where('user_id', '=', owner.id).execute();
  });

  test('fee option 2 keeps the fee from the amount; the ledger books payout and fee; allocation adds up to the fen', async () => {
    const [infoUuid] = await stoppedCase([10001], { service_charge: 2 });
    const info = await post(ctx.app, '/api/cf/v4/drawcash/get-draw-info', { infoUuid, amount: 10001 }, owner.cookie);
    expect(info.body.data).toMatchObject({ feeOption: 2, fee: 101, netAmount: 9900, feeRateBp: 100, noticeHours: 24 });
    const cfg = await post(ctx.app, '/api/cf/v4/drawcash/get-service-config', { infoUuid });
    expect(cfg.body.data).toMatchObject({ serviceCharge: 2, label: '收取服务费' });
    const w = await apply(infoUuid, 10001);
    expect(w.body.data).toMatchObject({ fee: 101, netAmount: 9900 });
    ctx.advance(25 * HOUR);
    expect((await approve(s1, w.body.data.withdrawalId)).body.data.status).toBe('APPROVED');
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 10001, payout: 9900, fee: 101 });
    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data;
    expect(alloc).toMatchObject({ moneyIn: 10001, fees: 101, withdrawn: 9900, balance: 0, addsUp: true });
    const check = await post(ctx.app, '/api/cf/v4/drawcash/check-can-cash', { infoUuid }, owner.cookie);
    expect(check.body.data).toMatchObject({ available: 0, withdrawn: 9900, canCash: false });
  });

  test('reject and an upheld objection free the amount and restore the case status', async () => {
    const [infoUuid] = await stoppedCase([5000]);
    const a = await apply(infoUuid, 2000);
    expect((await staffPost(ctx, s1, '/withdrawals/reject', { withdrawalId: a.body.data.withdrawalId, reason: '材料不全' })).body.data.status).toBe('REJECTED');
    expect(await caseStatus(infoUuid)).toBe(2);
    const b = await apply(infoUuid, 5000);
    const ob = await post(ctx.app, '/api/cf/v4/drawcash/object', { withdrawalId: b.body.data.withdrawalId, reason: '患者已去世，家属重复筹款' }, donor.cookie);
    const up = await staffPost(ctx, s2, '/withdrawals/objection/resolve', { objectionId: ob.body.data.objectionId, uphold: true, reason: '核实属实' });
    expect(up.body.data.status).toBe('UPHELD');
    expect((await staffPost(ctx, s1, '/withdrawals/detail', { withdrawalId: b.body.data.withdrawalId })).body.data.status).toBe('REJECTED');
    expect(await caseStatus(infoUuid)).toBe(2);
    expect((await post(ctx.app, '/api/cf/v4/drawcash/check-can-cash', { infoUuid }, owner.cookie)).body.data.available).toBe(5000);
    const notes = await post(ctx.app, '/api/cf/v4/money/notifications', {}, owner.cookie);
    expect(notes.body.data.list.filter((n: { kind: string }) => n.kind === 'withdrawal.rejected').length).toBeGreaterThanOrEqual(2);
  });

  test('ten concurrent approvals of one withdrawal by two staff pay it once', async () => {
    const [infoUuid] = await stoppedCase([4000]);
    const w = await apply(infoUuid, 4000);
    ctx.advance(25 * HOUR);
    const rs = await Promise.all(Array.from({ length: 10 }, (_, i) => approve(i % 2 ? s1 : s2, w.body.data.withdrawalId)));
    expect(rs.filter((r) => r.body.code === 0)).toHaveLength(1);
    expect(rs.filter((r) => r.body.code !== 0).every((r) => r.body.msg === '该提现当前状态不可审批')).toBe(true);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ payout: 3960, fee: 40 }); // default option 2 at 1%
    expect(await ctx.db.selectFrom('payouts').selectAll().where('info_uuid', '=', infoUuid).execute()).toHaveLength(1);
    await expectLedgerHolds(ctx, infoUuid);
  });
});

/**
 * The owner's steps around withdrawals on SQLite and PostgreSQL: stop raising before withdrawing
 * (0 -> 2 once; gifts refused after), close out (102 -> 103 once, refused while money is left),
 * editing a withdrawal in its public notice (the notice restarts; bounds; not after approval) and
 * cancelling it (its amount free again, the case status restored).
 */
import { key, user } from './support/funds';
import { expectLedgerHolds, fundedCase, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const HOUR = 3600_000;
jest.setTimeout(60_000);

describe.each(DIALECTS)('money: stop, close, edit and cancel withdrawals (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let stranger: U;
  let s1: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { config: { feeRateBp: 100 } });
    owner = await user(ctx);
    donor = await user(ctx);
    stranger = await user(ctx);
    s1 = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const stop = (infoUuid: string, u: U = owner, body: Record<string, unknown> = {}) =>
    post(ctx.app, '/api/cf/v4/drawcash/stop-raise', { infoUuid, reason: '已筹到足够的治疗费用', confirm: true, ...body }, u.cookie);
  const close = (infoUuid: string, u: U = owner) => post(ctx.app, '/api/cf/v4/drawcash/close-raise', { infoUuid, confirm: true }, u.cookie);
  const apply = (infoUuid: string, amount: number) => post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount, idempotencyKey: key() }, owner.cookie);
  const edit = (withdrawalId: string, amount: number, u: U = owner) => post(ctx.app, '/api/cf/v4/drawcash/edit', { withdrawalId, amount }, u.cookie);
  const cancel = (withdrawalId: string, u: U = owner) => post(ctx.app, '/api/cf/v4/drawcash/cancel', { withdrawalId }, u.cookie);
  const check = (infoUuid: string) => post(ctx.app, '/api/cf/v4/drawcash/check-can-cash', { infoUuid }, owner.cookie);
  const caseStatus = async (id: string) => Number((await ctx.db.selectFrom('cases').select('status').where('info_uuid', '=', id).executeTakeFirstOrThrow()).status);
  const audits = async (id: string, action: string) => ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', id).where('action', '=', action).execute();
  const order = (infoUuid: string) => post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 100, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);

  test('stop raising: a withdrawal is refused while raising; only the owner stops it, once; gifts are refused after', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [3000]);
    const early = await apply(infoUuid, 1000);
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe('请先停止筹款再申请提现');
    expect((await check(infoUuid)).body.data).toMatchObject({ raising: true, canCash: false, reason: '请先停止筹款再申请提现', available: 3000 });

    expect((await stop(infoUuid, stranger)).status).toBe(403);
    expect((await stop(infoUuid, donor)).status).toBe(403);
    expect((await post(ctx.app, '/api/cf/v4/drawcash/stop-raise', { infoUuid, reason: '其他原因', confirm: true })).status).toBe(401);
    expect((await post(ctx.app, '/api/cf/v4/drawcash/stop-raise', { infoUuid, reason: '其他原因' }, owner.cookie)).status).toBe(400);
    expect((await stop(infoUuid, owner, { confirm: false })).status).toBe(400);
    const blank = await stop(infoUuid, owner, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请选择或填写停止筹款的原因');
    const long = await stop(infoUuid, owner, { reason: '因'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('停止筹款的原因不能超过100个字');
    expect(await caseStatus(infoUuid)).toBe(0);

    // Five at once (a double tap, a retry): exactly one stops the case, the others are told it already stopped.
    const rs = await Promise.all(Array.from({ length: 5 }, () => stop(infoUuid, owner, { reason: '患者病情好转，不再需要筹款' })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409).every((r) => r.body.msg === '筹款已停止，请勿重复操作')).toBe(true);
    expect(rs.find((r) => r.status === 200)!.body.data).toMatchObject({ infoUuid, status: 2, reason: '患者病情好转，不再需要筹款' });
    expect(await caseStatus(infoUuid)).toBe(2);
    const rows = await audits(infoUuid, 'case.stop_raise');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: owner.id, reason: '患者病情好转，不再需要筹款' });

    const o = await order(infoUuid);
    expect(o.status).toBe(400);
    expect(o.body.msg).toBe('该筹款已结束，无法继续捐款');
    expect((await check(infoUuid)).body.data).toMatchObject({ raising: false, canCash: true, reason: '', available: 3000 });
    expect((await apply(infoUuid, 1000)).body.data).toMatchObject({ status: 'PENDING', amount: 1000 });
    expect(await caseStatus(infoUuid)).toBe(101);
    expect((await stop(infoUuid)).status).toBe(409);
    const terminated = await fundedCase(ctx, owner, donor, []);
    await ctx.db.updateTable('cases').set({ status: 4 }).where('info_uuid', '=', terminated[0]).execute();
    expect((await stop(terminated[0])).body.msg).toBe('当前筹款状态不可停止筹款');
  });

  test('close out: refused before payout and while money is left; 102 -> 103 once when nothing is left', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [4000, 1234]);
    await stopRaising(ctx, owner, infoUuid);
    expect((await close(infoUuid)).body.msg).toBe('提现到账后才能结束筹款');
    const w = await apply(infoUuid, 4000);
    expect((await close(infoUuid)).status).toBe(400);
    ctx.advance(25 * HOUR);
    expect((await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId })).body.data.status).toBe('APPROVED');
    expect(await caseStatus(infoUuid)).toBe(102);
    expect((await close(infoUuid, stranger)).status).toBe(403);
    const left = await close(infoUuid);
    expect(left.status).toBe(400);
    expect(left.body.msg).toBe('还有 12.34 元未提现，请先提现或退回');
    expect(await caseStatus(infoUuid)).toBe(102);
    expect((await post(ctx.app, '/api/cf/v4/drawcash/close-raise', { infoUuid }, owner.cookie)).status).toBe(400);

    // Withdrawing the rest: while it is in progress closing is refused; once paid the case is done by itself.
    const rest = await apply(infoUuid, 1234);
    expect(await caseStatus(infoUuid)).toBe(101);
    expect((await close(infoUuid)).body.msg).toBe('提现到账后才能结束筹款');
    ctx.advance(25 * HOUR);
    await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: rest.body.data.withdrawalId });
    expect(await caseStatus(infoUuid)).toBe(103);
    expect((await close(infoUuid)).status).toBe(409);

    // A case left at 102 with nothing on it (the state the close-out is for): five tries close it once.
    await ctx.db.updateTable('cases').set({ status: 102 }).where('info_uuid', '=', infoUuid).execute();
    const rs = await Promise.all(Array.from({ length: 5 }, () => close(infoUuid)));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    expect(rs.filter((r) => r.status === 409).every((r) => r.body.msg === '筹款已结束，请勿重复操作')).toBe(true);
    expect(await caseStatus(infoUuid)).toBe(103);
    expect(await audits(infoUuid, 'case.close_raise')).toHaveLength(1);
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('edit: the notice restarts from now, fee recomputed, bounded by available + its own amount; not after approval', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [5000], { service_charge: 2 });
    await stopRaising(ctx, owner, infoUuid);
    const w = await apply(infoUuid, 2000);
    const id = w.body.data.withdrawalId as string;
    expect(w.body.data).toMatchObject({ fee: 20, noticeUntil: ctx.now() + 24 * HOUR });
    ctx.advance(10 * HOUR);
    expect((await edit(id, 3000, stranger)).status).toBe(403);
    const over = await edit(id, 5001);
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('提现金额超过可提现金额');
    for (const bad of [0, -1, 1.5]) expect((await edit(id, bad)).status).toBe(400);
    const e = await edit(id, 3000);
    expect(e.body.data).toMatchObject({ withdrawalId: id, amount: 3000, fee: 30, netAmount: 2970, status: 'PENDING', noticeUntil: ctx.now() + 24 * HOUR });
    expect((await check(infoUuid)).body.data).toMatchObject({ pendingWithdrawals: 3000, available: 2000 });
    // A retry of the same edit later changes nothing (the notice is not pushed back again).
    ctx.advance(HOUR);
    expect((await edit(id, 3000)).body.data.noticeUntil).toBe(e.body.data.noticeUntil);
    expect((await edit(id, 5000)).body.data).toMatchObject({ amount: 5000, fee: 50 });
    expect((await check(infoUuid)).body.data.available).toBe(0);
    const notice = await post(ctx.app, '/api/cf/v4/drawcash/public-notice', { infoUuid });
    expect(notice.body.data).toMatchObject({ caseStatus: 101, list: [{ withdrawalId: id, amount: 5000, inNotice: true }] });
    expect(await audits(infoUuid, 'withdrawal.edit')).toHaveLength(2);

    // The old notice end has passed but the new one has not: staff must still wait.
    ctx.advance(20 * HOUR);
    expect((await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: id })).body.msg).toBe('公示期未结束，暂不能审批');
    ctx.advance(5 * HOUR);
    expect((await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: id })).body.data.status).toBe('APPROVED');
    const late = await edit(id, 4000);
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('该提现已进入审核，无法修改或取消');
    expect((await cancel(id)).body.msg).toBe('该提现已进入审核，无法修改或取消');
    await expectLedgerHolds(ctx, infoUuid);
    expect((await edit('w-nope', 100)).status).toBe(404);
  });

  test('cancel: the amount is free again, the case status comes back once no withdrawal is live; retries answer the same', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [5000]);
    await stopRaising(ctx, owner, infoUuid);
    const a = await apply(infoUuid, 2000);
    const b = await apply(infoUuid, 1000);
    expect((await cancel(a.body.data.withdrawalId, stranger)).status).toBe(403);
    const rs = await Promise.all(Array.from({ length: 4 }, () => cancel(a.body.data.withdrawalId)));
    expect(rs.every((r) => r.status === 200 && r.body.data.status === 'CANCELLED')).toBe(true);
    expect(await audits(infoUuid, 'withdrawal.cancel')).toHaveLength(1);
    expect(await caseStatus(infoUuid)).toBe(101); // b is still on notice
    expect((await check(infoUuid)).body.data).toMatchObject({ pendingWithdrawals: 1000, available: 4000 });
    expect((await edit(a.body.data.withdrawalId, 1500)).status).toBe(400);
    expect((await cancel(b.body.data.withdrawalId)).body.data.status).toBe('CANCELLED');
    expect(await caseStatus(infoUuid)).toBe(2);
    expect((await check(infoUuid)).body.data).toMatchObject({ pendingWithdrawals: 0, available: 5000, canCash: true });
    const notice = await post(ctx.app, '/api/cf/v4/drawcash/public-notice', { infoUuid });
    expect(notice.body.data.list.map((x: { status: string; inNotice: boolean; canObject: boolean }) => [x.status, x.inNotice, x.canObject])).toEqual([
      ['CANCELLED', false, false], ['CANCELLED', false, false],
    ]);
    // Objections can no longer be raised against a cancelled withdrawal, and staff cannot approve it.
    expect((await post(ctx.app, '/api/cf/v4/drawcash/object', { withdrawalId: b.body.data.withdrawalId, reason: '请核实这笔提现' }, donor.cookie)).body.msg).toBe('该提现已不在公示期，无法提出异议');
    ctx.advance(25 * HOUR);
    expect((await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId: b.body.data.withdrawalId })).body.msg).toBe('该提现当前状态不可审批');
    // The whole amount can be withdrawn again.
    expect((await apply(infoUuid, 5000)).body.data.status).toBe('PENDING');
    expect(await caseStatus(infoUuid)).toBe(101);
    await expectLedgerHolds(ctx, infoUuid);
  });
});

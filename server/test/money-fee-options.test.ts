/**
 * The service-charge choice at withdrawal on SQLite and PostgreSQL: the options get-service-config
 * offers (available or not, and why), each option's fee, the refusal of an unavailable one, the
 * staff-only audited waiver (option 3), and the platform subsidy (option 4) booked as platform money
 * while the case's figures still add up.
 */
import { key, user } from './support/funds';
import { expectLedgerHolds, fundedCase, ledgerSums, staffPost, staffUser, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { defaultFeeOption, feeOptions } from '../src/services/money/fee-options';
import { subsidyShare } from '../src/services/money/payouts';
import { FEE_POLICY, FEE_PROMISE } from '../../src/contract/rules/promises';

const HOUR = 3600_000;
jest.setTimeout(60_000);

describe('fee options (pure rules)', () => {
  const ctx = { rateBp: 60, subsidyMaxFen: 0, subsidyUsed: 0, waived: false };
  test('a platform without fee offers option 1 only among 1/3/4 and preselects it', () => {
    const o = feeOptions(100_000, { ...ctx, rateBp: 0, subsidyMaxFen: 5000 });
    expect(o.map((x) => [x.value, x.available, x.fee])).toEqual([[1, true, 0], [2, false, 0], [3, false, 0], [4, false, 0]]);
    expect(o.map((x) => x.reason)).toEqual(['', FEE_PROMISE.notCharged, FEE_PROMISE.nothingToWaive, '平台当前不收取服务费，无需补贴']);
    expect(defaultFeeOption(o)).toBe(1);
  });
  test('option 2 rounds the fee up to the fen; the default is 2 when nothing cheaper is available', () => {
    const o = feeOptions(100_001, ctx);
    expect(o[1]).toMatchObject({ value: 2, label: '收取服务费', available: true, fee: 601, netAmount: 99_400 });
    expect(o[0]).toMatchObject({ available: false, reason: '平台当前收取服务费' });
    expect(o[2]).toMatchObject({ available: false, reason: '仅限平台审核同意减免服务费的筹款' });
    expect(o[3]).toMatchObject({ available: false, reason: '平台暂未开放服务费补贴' });
    expect(defaultFeeOption(o)).toBe(2);
  });
  test('a waiver beats a subsidy; a subsidy beyond the budget left is unavailable', () => {
    expect(defaultFeeOption(feeOptions(10_000, { ...ctx, waived: true, subsidyMaxFen: 1000 }))).toBe(3);
    const o = feeOptions(10_000, { ...ctx, subsidyMaxFen: 100, subsidyUsed: 41 });
    expect(o[3]).toMatchObject({ available: false, subsidy: 60, reason: '超出平台补贴额度（本筹款剩余可补贴0.59元）' });
    expect(feeOptions(10_000, { ...ctx, subsidyMaxFen: 100, subsidyUsed: 40 })[3]).toMatchObject({ available: true, fee: 0, subsidy: 60, netAmount: 10_000 });
  });
  test('a subsidy is split over hospital batches in proportion, adding up exactly', () => {
    const b = [{ payout_id: 'a', amount: 3333, batch_no: 1, batch_count: 3 }, { payout_id: 'b', amount: 3333, batch_no: 2, batch_count: 3 }, { payout_id: 'c', amount: 3334, batch_no: 3, batch_count: 3 }];
    const shares = b.map((x) => subsidyShare(61, 10_000, b, x.payout_id));
    expect(shares).toEqual([20, 20, 21]);
    expect(subsidyShare(0, 10_000, b, 'a')).toBe(0);
  });
});

describe.each(DIALECTS)('money: service-charge options (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let s1: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { WITHDRAW_SUBSIDY_MAX_FEN: '150' }, config: { feeRateBp: 100 } });
    owner = await user(ctx);
    donor = await user(ctx);
    s1 = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const apply = (infoUuid: string, amount: number, serviceCharge?: number) =>
    post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount, idempotencyKey: key(), ...(serviceCharge ? { serviceCharge } : {}) }, owner.cookie);
  const config = (infoUuid: string, amount?: number) => post(ctx.app, '/api/cf/v4/drawcash/get-service-config', { infoUuid, ...(amount ? { amount } : {}) });
  const stoppedCase = async (amounts: number[]) => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, amounts);
    await stopRaising(ctx, owner, infoUuid);
    return infoUuid;
  };
  const payOut = async (withdrawalId: string) => {
    ctx.advance(25 * HOUR);
    const r = await staffPost(ctx, s1, '/withdrawals/approve', { withdrawalId });
    expect(r.body.data).toMatchObject({ status: 'APPROVED' });
  };

  test('get-service-config: each option with its cost, availability and reason; the default is the cheapest available', async () => {
    const infoUuid = await stoppedCase([10_001]);
    const r = await config(infoUuid);
    expect(r.body.data).toMatchObject({ serviceCharge: 4, label: '平台补贴服务费', feeRateBp: 100, amount: 10_001, waived: false, subsidyMaxFen: 150, subsidyLeft: 150 });
    expect(r.body.data.options).toEqual([
      { value: 1, label: '无服务费', charged: false, available: false, reason: '平台当前收取服务费', fee: 0, subsidy: 0, netAmount: 10_001, overBudget: false },
      { value: 2, label: '收取服务费', charged: true, available: true, reason: '', fee: 101, subsidy: 0, netAmount: 9900, overBudget: false },
      { value: 3, label: '免收服务费', charged: false, available: false, reason: '仅限平台审核同意减免服务费的筹款', fee: 0, subsidy: 0, netAmount: 10_001, overBudget: false },
      { value: 4, label: '平台补贴服务费', charged: false, available: true, reason: '', fee: 0, subsidy: 101, netAmount: 10_001, overBudget: false },
    ]);
    // Beyond the case's subsidy budget (150 fen) option 4 is unavailable and 2 becomes the default.
    const big = await config(infoUuid, 20_000);
    expect(big.body.data.serviceCharge).toBe(2);
    expect(big.body.data.options[3]).toMatchObject({ available: false, overBudget: true, subsidy: 200, reason: '超出平台补贴额度（本筹款剩余可补贴1.50元）' });
    const info = await post(ctx.app, '/api/cf/v4/drawcash/get-draw-info', { infoUuid, amount: 10_001, feeOption: 2 }, owner.cookie);
    expect(info.body.data).toMatchObject({ feeOption: 2, fee: 101, netAmount: 9900, feeSubsidised: 0 });
    expect(info.body.data.options).toHaveLength(4);
  });

  test('apply refuses an unavailable or unknown option with a Chinese 400; option 2 keeps the fee from the payout', async () => {
    const infoUuid = await stoppedCase([10_001]);
    const waived = await apply(infoUuid, 10_001, 3);
    expect(waived.status).toBe(400);
    expect(waived.body.msg).toBe('当前不可选择「免收服务费」：仅限平台审核同意减免服务费的筹款');
    const none = await apply(infoUuid, 10_001, 1);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('当前不可选择「无服务费」：平台当前收取服务费');
    expect((await apply(infoUuid, 10_001, 7)).status).toBe(400);
    expect(await ctx.db.selectFrom('withdrawals').select('withdrawal_id').where('info_uuid', '=', infoUuid).execute()).toHaveLength(0);
    const k = key();
    const body = { infoUuid, amount: 10_001, idempotencyKey: k, serviceCharge: 2 };
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', body, owner.cookie);
    expect(w.body.data).toMatchObject({ feeOption: 2, fee: 101, netAmount: 9900, subsidy: 0 });
    // The same key again answers the same withdrawal; with another option it is a conflict.
    expect((await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', body, owner.cookie)).body.data.withdrawalId).toBe(w.body.data.withdrawalId);
    expect((await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { ...body, serviceCharge: 4 }, owner.cookie)).status).toBe(409);
    await payOut(w.body.data.withdrawalId);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 10_001, payout: 9900, fee: 101 });
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('option 4: the payee gets the whole amount, the subsidy is booked as platform money, the case figures add up, the budget holds', async () => {
    const infoUuid = await stoppedCase([10_000, 10_000]);
    const w = await apply(infoUuid, 10_000, 4);
    expect(w.body.data).toMatchObject({ feeOption: 4, fee: 0, netAmount: 10_000, subsidy: 100 });
    // 100 of the 150 fen budget is taken: a second subsidised withdrawal of 10 000 (fee 100) no longer fits.
    const second = await apply(infoUuid, 10_000, 4);
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe('当前不可选择「平台补贴服务费」：超出平台补贴额度（本筹款剩余可补贴0.50元）');
    expect((await config(infoUuid)).body.data).toMatchObject({ subsidyLeft: 50, serviceCharge: 2 });
    await payOut(w.body.data.withdrawalId);
    expect(await ledgerSums(ctx, infoUuid)).toMatchObject({ donation: 20_000, payout: 10_000, fee: 0 });
    const sub = await ctx.db.selectFrom('money_ledger').selectAll().where('info_uuid', '=', infoUuid).where('kind', '=', 'subsidy').execute();
    expect(sub.map((e) => Number(e.amount))).toEqual([100]);
    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data;
    expect(alloc).toMatchObject({ moneyIn: 20_000, fees: 0, withdrawn: 10_000, refunded: 0, balance: 10_000, addsUp: true, platformSubsidy: 100 });
    expect(alloc.moneyIn).toBe(alloc.fees + alloc.withdrawn + alloc.refunded + alloc.balance);
    expect(alloc.rows.some((r: { kind: string }) => r.kind === 'subsidy')).toBe(false);
    expect(alloc.withdrawals[0]).toMatchObject({ amount: 10_000, fee: 0, subsidy: 100 });
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('the waiver is staff-only, needs a reason, is audited with it, and makes option 3 the default', async () => {
    const infoUuid = await stoppedCase([5000]);
    expect((await post(ctx.app, '/api/staff/money/fee-waiver', { infoUuid, waive: true, reason: '困难家庭' }, owner.cookie)).status).toBe(403);
    expect((await staffPost(ctx, s1, '/money/fee-waiver', { infoUuid, waive: true, reason: '' })).status).toBe(400);
    expect((await staffPost(ctx, s1, '/money/fee-waiver', { infoUuid, waive: true, reason: '   ' })).body.msg).toBe('请填写减免服务费的原因');
    expect((await config(infoUuid)).body.data.options[2].available).toBe(false);
    const r = await staffPost(ctx, s1, '/money/fee-waiver', { infoUuid, waive: true, reason: '低保家庭，平台减免服务费' });
    expect(r.body.data).toEqual({ infoUuid, waived: true, reason: '低保家庭，平台减免服务费' });
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', infoUuid).where('action', '=', 'fee.waive').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: s1.id, target_type: 'case', target_id: infoUuid, reason: '低保家庭，平台减免服务费' });
    const cfg = (await config(infoUuid)).body.data;
    expect(cfg).toMatchObject({ serviceCharge: 3, waived: true });
    expect(cfg.options[2]).toMatchObject({ available: true, fee: 0, reason: '' });
    const w = await apply(infoUuid, 5000, 3);
    expect(w.body.data).toMatchObject({ feeOption: 3, fee: 0, netAmount: 5000, subsidy: 0 });
    // Lifted again: option 3 is unavailable for the next withdrawal; the one made keeps its option.
    expect((await staffPost(ctx, s1, '/money/fee-waiver', { infoUuid, waive: false, reason: '材料核实后不再减免' })).body.data.waived).toBe(false);
    expect((await ctx.db.selectFrom('audit_log').select('action').where('info_uuid', '=', infoUuid).where('action', '=', 'fee.unwaive').execute())).toHaveLength(1);
    expect((await config(infoUuid)).body.data.options[2].available).toBe(false);
    const row = await ctx.db.selectFrom('withdrawals').selectAll().where('withdrawal_id', '=', w.body.data.withdrawalId).executeTakeFirstOrThrow();
    expect(Number(row.fee_option)).toBe(3);
  });
});

describe.each(DIALECTS)('money: the declared fee policy on the money path (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect); // no fee rate passed: the server reads the declaration
  });
  afterAll(async () => ctx?.close());

  test('the platform charges no fee: option 1 is the default and only choice, 2 and 3 are refused, the payee gets the whole amount', async () => {
    expect(FEE_POLICY.rateBp).toBe(0);
    const owner = await user(ctx);
    const donor = await user(ctx);
    const [infoUuid] = await fundedCase(ctx, owner, donor, [17_800]);
    await stopRaising(ctx, owner, infoUuid);
    const cfg = (await post(ctx.app, '/api/cf/v4/drawcash/get-service-config', { infoUuid })).body.data;
    expect(cfg).toMatchObject({ serviceCharge: 1, feeRateBp: 0 });
    expect(cfg.options.filter((o: { available: boolean }) => o.available).map((o: { value: number }) => o.value)).toEqual([1]);
    const apply = (serviceCharge?: number) =>
      post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 17_800, idempotencyKey: key(), ...(serviceCharge ? { serviceCharge } : {}) }, owner.cookie);
    for (const [code, why] of [[2, FEE_PROMISE.notCharged], [3, FEE_PROMISE.nothingToWaive]] as const) {
      const r = await apply(code);
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain(why);
    }
    const w = await apply();
    expect(w.body.data).toMatchObject({ feeOption: 1, fee: 0, netAmount: 17_800 });
    const notice = (await post(ctx.app, '/api/cf/v4/drawcash/public-notice', { infoUuid })).body.data;
    expect(notice.list).toEqual([expect.objectContaining({ amount: 17_800, fee: 0 })]);
  });

  test('staff cannot waive a fee the platform does not charge: refused, nothing stored, nothing audited', async () => {
    const s = await staffUser(ctx);
    const owner = await user(ctx);
    const donor = await user(ctx);
    const [infoUuid] = await fundedCase(ctx, owner, donor, [5_000]);
    const r = await staffPost(ctx, s, '/money/fee-waiver', { infoUuid, waive: true, reason: '困难家庭' });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(FEE_PROMISE.nothingToWaive);
    expect(await ctx.db.selectFrom('fee_waivers').selectAll().where('info_uuid', '=', infoUuid).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', infoUuid).where('action', '=', 'fee.waive').execute()).toEqual([]);
  });
});

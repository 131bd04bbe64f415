/** Helpers of the group-help ("bonfire") suites: an activity with ladders, teams, gifts paid by notify, the pool's rows. */
import { markPaid } from '../../src/services/orders';
import { key } from './funds';
import type { U } from './money';
import { post, type TestCtx } from './testApp';

const DAY = 24 * 3600_000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;
export const LADDERS = [{ need: 2, subsidy: 1000 }, { need: 3, subsidy: 2000 }];

/** Lazy: the suite's context and staff user are made in its beforeAll. */
export function bonfireKit(ctx: () => TestCtx, master: () => U) {
  const S = (u: U, path: string, body: unknown) => post(ctx().app, `/api/staff/activity${path}`, body, u.cookie);
  const B = (u: U | null, path: string, body: unknown) => post(ctx().app, `/api/charity/bonfire/${path}`, body, u?.cookie);
  async function bonfireActivity(cases: string[], fund: number, o: { minGift?: number; ladders?: { need: number; subsidy: number }[]; teamMax?: number; capCase?: number } = {}) {
    const r = await S(master(), '/create', {
      kind: 'groupHelp', title: '组队助力', sponsorName: '测试爱心企业', ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: o.capCase ?? 0, minGift: o.minGift ?? 100,
      startsAt: ctx().now() - 1000, endsAt: ctx().now() + 30 * DAY, cases, idempotencyKey: key(),
    });
    expect(r.body.code).toBe(0);
    const id = r.body.data.activity.activityId as string;
    if (fund) expect((await S(master(), '/fund', { activityId: id, amount: fund, idempotencyKey: key() })).body.code).toBe(0);
    const set = await post(ctx().app, '/api/staff/bonfire/set-rules', { activityId: id, teamMax: o.teamMax ?? 10, ladders: o.ladders ?? LADDERS, reason: '' }, master().cookie);
    expect(set.body.code).toBe(0);
    expect((await S(master(), '/move', { activityId: id, action: 'start', reason: '' })).body.data.activity.status).toBe('APPROVE');
    return id;
  }
  async function order(u: U, infoUuid: string, amount: number): Promise<string> {
    const o = await post(ctx().app, '/api/cf/v41/order/add', { infoUuid, amount, anonymous: false, platform: 8, idempotencyKey: key() }, u.cookie);
    expect(o.body.code).toBe(0);
    return o.body.data.orderId as string;
  }
  const pay = (orderId: string, amount: number, notifyId = `n-${key()}`, deps = ctx().deps) =>
    markPaid(deps, 'sandbox', { notifyId, orderId, amount, tradeNo: `t-${orderId}`, paid: true }, silentLog);
  const give = async (u: U, infoUuid: string, amount: number) => {
    const id = await order(u, infoUuid, amount);
    expect(await pay(id, amount)).toBe('paid');
    return id;
  };
  const pool = async (id: string) => ctx().db.selectFrom('activities').selectAll().where('activity_id', '=', id).executeTakeFirstOrThrow();
  const raised = async (c: string) => Number((await ctx().db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', c).executeTakeFirstOrThrow()).raised_amount);
  /** The case's ladder grants as [ladder n, fen], by reference order. */
  const ladderLedger = async (c: string) => {
    const rows = await ctx().db.selectFrom('money_ledger').select(['amount', 'ref_id']).where('info_uuid', '=', c).where('kind', '=', 'match').execute();
    return rows.filter((r) => r.ref_id.startsWith('ladder:')).map((r) => [r.ref_id.split(':')[2], Number(r.amount)]).sort();
  };
  const team = async (u: U, c: string, id: string) => {
    const r = await B(u, 'make-team', { infoUuid: c, activityId: id });
    expect(r.body.code).toBe(0);
    return r.body.data.teamId as string;
  };
  return { S, B, bonfireActivity, order, pay, give, pool, raised, ladderLedger, team };
}

/**
 * The love lottery: one draw spends DRAW_COST love value on a non-cash prize (a pennant, a
 * certificate, or thanks) with the published odds of src/contract/rules/love.ts. The roll comes from
 * crypto.randomInt (uniform, unpredictable). Each draw is one result row, one ledger row (the spend)
 * and one audit row, in one transaction that first locks the user's row and then checks the balance,
 * so concurrent draws run one after another and never spend more than the user has.
 */
import { randomInt } from 'node:crypto';
import type { AppDeps } from '../deps';
import type { UserRow } from '../repositories/users';
import { addLove, insertDraw, listDraws, lockUser, loveBalance } from '../repositories/love';
import { writeAudit } from '../repositories/audit';
import { awardPennant } from '../repositories/pennants';
import { badRequest } from '../lib/errors';
import { newId } from '../lib/util';
import { DRAW_COST, ODDS_TOTAL, PRIZES, prizeForRoll } from '../../../src/contract/rules/love';
import type { DrawItem, DrawRes, LotteryInfo } from '../../../src/contract/love';
import type { LoveDrawsTable } from '../db/schema-love';

export const LOTTERY_MSG = { SHORT: `爱心值不足${DRAW_COST}，暂不能抽奖` };

const prizeOf = (code: string) => PRIZES.find((p) => p.code === code) ?? PRIZES[PRIZES.length - 1];
const toDraw = (d: LoveDrawsTable): DrawItem => {
  const p = prizeOf(d.prize);
  return { id: d.id, prize: { code: p.code, name: p.name, weight: p.weight }, cost: Number(d.cost), time: Number(d.created_at) };
};

export async function lotteryInfo(deps: AppDeps, user: UserRow): Promise<LotteryInfo> {
  return {
    cost: DRAW_COST, prizes: PRIZES.map((p) => ({ code: p.code, name: p.name, weight: p.weight })), total: ODDS_TOTAL,
    balance: await loveBalance(deps.db, user.user_id),
    draws: (await listDraws(deps.db, user.user_id, 20)).map(toDraw),
  };
}

/** One draw; 400 with LOTTERY_MSG.SHORT when the balance (checked under the user's lock) is short. */
export async function draw(deps: AppDeps, user: UserRow, roll: number = randomInt(0, ODDS_TOTAL)): Promise<DrawRes> {
  const prize = prizeForRoll(roll);
  const id = newId('ld');
  const now = deps.clock();
  const balance = await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, deps.dialect, user.user_id);
    const before = await loveBalance(trx, user.user_id);
    if (before < DRAW_COST) throw badRequest(LOTTERY_MSG.SHORT);
    await addLove(trx, { userId: user.user_id, delta: -DRAW_COST, reason: 'lottery', ref: id, note: `爱心抽奖：${prize.name}` }, now);
    await insertDraw(trx, { id, userId: user.user_id, cost: DRAW_COST, prize: prize.code, roll }, now);
    // A pennant prize is kept on /cf/pennants/mine like every other pennant.
    if (prize.code === 'pennant') await awardPennant(trx, { userId: user.user_id, kind: 'love', title: prize.name, source: 'love_draw', ref: id }, now);
    await writeAudit(trx, {
      actor: user.user_id, action: 'love.draw', targetType: 'love_draw', targetId: id,
      before: { balance: before }, after: { balance: before - DRAW_COST, prize: prize.code, roll, odds: `${prize.weight}/${ODDS_TOTAL}` },
    }, now);
    return before - DRAW_COST;
  });
  return { draw: { id, prize: { code: prize.code, name: prize.name, weight: prize.weight }, cost: DRAW_COST, time: now }, balance };
}

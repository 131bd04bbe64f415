/**
 * The luck draw: one draw per qualifying gift (an entitlement row, unique by order, added from the
 * donor's paid gifts when they look: repositories/rewards.ts syncEntitlements), one result per
 * entitlement (the entitlement is marked used by a conditional update and the result row is unique by
 * entitlement, so concurrent applies never draw one twice), non-cash prizes with the published odds of
 * src/contract/rules/rewards.ts, rolled with crypto.randomInt (uniform, unpredictable) as the love
 * lottery does. A pennant prize is a pennant row (awardPennant), a certificate prize a certificate row;
 * each draw writes an audit row in the same transaction.
 */
import { randomInt } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../repositories/users';
import { writeAudit } from '../../repositories/audit';
import { awardPennant } from '../../repositories/pennants';
import { drawResultsOf, entitlementCounts, insertCertificate, insertDrawResult, syncEntitlements, unusedEntitlements, useEntitlement } from '../../repositories/rewards';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { DRAW_MIN_GIFT_FEN, LUCK_ODDS_TOTAL, LUCK_PRIZES, luckPrize, luckPrizeForRoll } from '../../../../src/contract/rules/rewards';
import { RED_PACKET_MSG } from '../../../../src/contract/rules/rewards';
import type { DrawInfo, DrawResult } from '../../../../src/contract/rewards';
import { rewardsEnabled } from './reward-config';

export const DRAW_MSG = { none: '暂无抽奖机会，活动期间每笔满10元的捐款可抽奖一次' };

type ResultRow = Awaited<ReturnType<typeof drawResultsOf>>[number];
export const toResult = (r: ResultRow): DrawResult => {
  const p = luckPrize(r.prize);
  return {
    resultId: r.result_id, prize: { code: p.code, name: p.name, weight: p.weight }, activityId: r.activity_id, activityTitle: r.activity_title,
    orderId: r.order_id, createdAt: Number(r.created_at), certificateId: r.certificate_id ?? '',
  };
};

export async function drawInfo(deps: AppDeps, user: UserRow, activityId?: string): Promise<DrawInfo> {
  await syncEntitlements(deps.db, user.user_id, deps.clock());
  const c = await entitlementCounts(deps.db, user.user_id, activityId);
  return {
    enabled: await rewardsEnabled(deps.db), prizes: LUCK_PRIZES.map((p) => ({ ...p })), total: LUCK_ODDS_TOTAL, minGift: DRAW_MIN_GIFT_FEN,
    left: c.left, used: c.used, records: (await drawResultsOf(deps.db, user.user_id, {}, 20)).map(toResult),
  };
}

export async function drawRecords(deps: AppDeps, user: UserRow, resultId?: string): Promise<DrawResult[]> {
  return (await drawResultsOf(deps.db, user.user_id, { resultId }, 100)).map(toResult);
}

/** One draw. `rollOf` is for tests (the odds table walked with a chosen roll). */
export async function applyDraw(deps: AppDeps, user: UserRow, activityId?: string, rollOf: () => number = () => randomInt(0, LUCK_ODDS_TOTAL)): Promise<{ result: DrawResult; left: number }> {
  if (!(await rewardsEnabled(deps.db))) throw badRequest(RED_PACKET_MSG.off);
  const now = deps.clock();
  await syncEntitlements(deps.db, user.user_id, now);
  const resultId = newId('dr');
  const done = await deps.db.transaction().execute(async (trx) => {
    // The oldest unused draw; one another request took meanwhile is skipped (its update finds it used).
    for (const e of await unusedEntitlements(trx, user.user_id, activityId, 5)) {
      if (!(await useEntitlement(trx, e.entitlement_id, now))) continue;
      const roll = rollOf();
      const prize = luckPrizeForRoll(roll);
      await insertDrawResult(trx, { result_id: resultId, entitlement_id: e.entitlement_id, user_id: user.user_id, activity_id: e.activity_id, prize: prize.code, roll, created_at: now });
      if (prize.code === 'pennant') {
        await awardPennant(trx, { userId: user.user_id, kind: 'gift', title: prize.name, source: 'luck_draw', ref: resultId, activityId: e.activity_id, infoUuid: e.info_uuid }, now);
      } else if (prize.code === 'certificate') {
        await insertCertificate(trx, {
          certificate_id: newId('ct'), user_id: user.user_id, kind: 'draw', ref: resultId, order_id: e.order_id, info_uuid: e.info_uuid, amount: Number(e.amount), title: prize.name, created_at: now,
        });
      }
      await writeAudit(trx, {
        actor: user.user_id, action: 'luck.draw', targetType: 'draw_result', targetId: resultId, infoUuid: e.info_uuid,
        before: { entitlement: e.entitlement_id, order: e.order_id }, after: { prize: prize.code, roll, odds: `${prize.weight}/${LUCK_ODDS_TOTAL}` },
      }, now);
      return true;
    }
    return false;
  });
  if (!done) throw badRequest(DRAW_MSG.none);
  const [row] = await drawResultsOf(deps.db, user.user_id, { resultId }, 1);
  if (!row) throw notFound();
  return { result: toResult(row), left: (await entitlementCounts(deps.db, user.user_id, activityId)).left };
}

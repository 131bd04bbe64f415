/**
 * Monthly giving. A donor keeps one gift per case with a monthly amount. It is due in a calendar month
 * (China time, UTC+8) when it is active, its case still raises (status 0), and the donor has no paid
 * donation to that case since the month began: then the hub shows a notice that opens the pay page
 * with the amount filled in. Paying is the donor's own tap on that page, an ordinary order: nothing
 * is charged by the server, and a gift whose case stopped raising is simply never due.
 */
import type { MonthlyGift } from '../../../src/contract/mine';
import { DONATION_CLOSED_MSG } from '../../../src/contract/rules/case-status';
import type { AppDeps } from '../deps';
import type { MonthlyGiftsTable } from '../db/schema-hub';
import { MONTHLY_GIFT } from '../domain/machines/hub';
import { transition } from '../domain/machines';
import { badRequest, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { caseStatusOf, caseTitles } from '../repositories/case-state';
import { casesGivenSince, monthlyGiftById, monthlyGiftOfCase, monthlyGiftsOf, upsertMonthlyGift } from '../repositories/monthly-gifts';
import { chinaMonthStart } from '../../../src/lib/time';

/** The pay page takes whole 元: a monthly amount is one too. */
export const MONTHLY_WHOLE_YUAN = '月捐金额请填写整数元';

/** The start (epoch ms) of the China-time calendar month holding `now`, and its name YYYY-MM. */
export const chinaMonth = chinaMonthStart;

async function describe(deps: AppDeps, userId: string, rows: MonthlyGiftsTable[]): Promise<MonthlyGift[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.map((r) => r.info_uuid))];
  const { start } = chinaMonth(deps.clock());
  const [cases, paid] = await Promise.all([
    caseTitles(deps.db, ids),
    casesGivenSince(deps.db, userId, ids, start),
  ]);
  const byCase = new Map(cases.map((c) => [c.info_uuid, c]));
  const paidSet = new Set(paid.map((p) => p.info_uuid));
  return rows.map((r) => {
    const c = byCase.get(r.info_uuid);
    const caseRaising = Number(c?.status) === 0;
    const paidThisMonth = paidSet.has(r.info_uuid);
    return {
      id: r.id, infoUuid: r.info_uuid, caseTitle: c?.title ?? '', amount: Number(r.amount), status: r.status,
      caseRaising, paidThisMonth, due: r.status === 'active' && caseRaising && !paidThisMonth,
    };
  });
}

/** The user's gifts (active first, then newest) and the month they are counted in. */
export async function listMonthlyGifts(deps: AppDeps, userId: string) {
  const rows = await monthlyGiftsOf(deps.db, userId);
  const order = { active: 0, paused: 1, stopped: 2 } as const;
  const list = (await describe(deps, userId, rows)).sort((a, b) => order[a.status] - order[b.status]);
  return { month: chinaMonth(deps.clock()).name, list };
}

/** Sets the monthly amount for a raising case; an existing gift of that case takes the amount and is active again. */
export async function setMonthlyGift(deps: AppDeps, userId: string, infoUuid: string, amount: number): Promise<MonthlyGift> {
  const kase = await caseStatusOf(deps.db, infoUuid);
  if (!kase) throw notFound('筹款不存在');
  if (Number(kase.status) !== 0) throw badRequest(DONATION_CLOSED_MSG);
  if (amount % 100 !== 0) throw badRequest(MONTHLY_WHOLE_YUAN);
  const now = deps.clock();
  await upsertMonthlyGift(deps.db, { id: newId('mg'), userId, infoUuid, amount, now });
  const row = await monthlyGiftOfCase(deps.db, userId, infoUuid);
  return (await describe(deps, userId, [row]))[0];
}

const MOVE = { pause: ['active', 'paused'], resume: ['paused', 'active'], stop: [['active', 'paused'], 'stopped'] } as const;

/** Pauses, resumes or stops one of the user's gifts (another user's is not found). */
export async function changeMonthlyGift(deps: AppDeps, userId: string, id: string, action: 'pause' | 'resume' | 'stop'): Promise<MonthlyGift> {
  const row = await monthlyGiftById(deps.db, id, userId);
  if (!row) throw notFound('月捐不存在');
  const [from, to] = MOVE[action];
  await transition(deps.db, MONTHLY_GIFT, { id }, from, to, { updated_at: deps.clock() });
  return (await describe(deps, userId, [{ ...row, status: to }]))[0];
}

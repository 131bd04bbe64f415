/**
 * The donor's reports, every figure from the database:
 * - monthly: the month's gifts (paid in the month, less what was refunded of them), the cases they
 *   went to and where those stand, the love value, the thumbs-up, and for a fundraiser the tasks of
 *   their live case. The owner sees every gift; anyone else only the gifts that were not anonymous.
 * - annual: the year's gifts by month (China time), the years given in, the share image's signed link.
 * Months and years are China time (UTC+8, no daylight saving).
 */
import type { AnnualReport, FundraiserTask, MonthlyCase, MonthlyReport, Pronoun } from '../../../src/contract/reports';
import type { DB } from '../db';
import { badRequest, notFound } from '../lib/errors';
import { findUserById, type UserRow } from '../repositories/users';
import { loveBalance } from '../repositories/love';
import {
  blessingsOf, casesByIds, giftsBetween, giftTimes, liveRaisingCase, patientSections, progressOf, taskCounts, type GiftRow,
} from '../repositories/donor-reports';
import { maskName } from '../../../src/contract/rules/names';
import { chinaParts, chinaTime } from '../../../src/lib/time';

export const DELETED_NAME = '已注销用户';

/** [start, end) of a China-time month (1..12) in ms. */
export function monthWindow(year: number, month: number): [number, number] {
  return [chinaTime(year, month), chinaTime(year, month + 1)];
}
/** The China-time year and month (1..12) of an instant. */
export function chinaYearMonth(ms: number): { year: number; month: number } {
  const { year, month } = chinaParts(ms);
  return { year, month };
}
export const periodOf = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
function parsePeriod(p: string): { year: number; month: number } {
  const [y, m] = p.split('-').map(Number);
  return { year: y, month: m };
}

/**
 * 他 or 她 from a mainland ID number (the 17th digit of 18, the 15th of 15: odd male, even female);
 * 他 whenever the number is missing or unreadable.
 */
export function pronounOfIdCard(idCard: unknown): Pronoun {
  const id = typeof idCard === 'string' ? idCard.trim() : '';
  const digit = id.length === 18 ? id[16] : id.length === 15 ? id[14] : '';
  if (!/^\d$/.test(digit)) return '他';
  return Number(digit) % 2 === 0 ? '她' : '他';
}

async function pronouns(db: DB, ids: string[]): Promise<Map<string, Pronoun>> {
  const out = new Map<string, Pronoun>();
  for (const s of await patientSections(db, ids)) {
    let data: { idCard?: unknown } = {};
    try {
      data = JSON.parse(s.data_json) as { idCard?: unknown };
    } catch {
      /* unreadable: 他 */
    }
    out.set(s.info_uuid, pronounOfIdCard(data?.idCard));
  }
  return out;
}

const kept = (g: GiftRow) => Math.max(0, g.amount - g.refunded);

async function casesOf(db: DB, gifts: GiftRow[]): Promise<MonthlyCase[]> {
  const mine = new Map<string, number>();
  for (const g of gifts) mine.set(g.info_uuid, (mine.get(g.info_uuid) ?? 0) + kept(g));
  const ids = [...mine.keys()];
  const [rows, sexes, posts] = await Promise.all([casesByIds(db, ids), pronouns(db, ids), progressOf(db, ids)]);
  const byId = new Map(rows.map((r) => [r.info_uuid, r]));
  return ids.filter((id) => byId.has(id)).map((id) => {
    const c = byId.get(id)!;
    const own = posts.filter((p) => p.info_uuid === id);
    return {
      infoUuid: id, title: c.title, coverUrl: c.cover_url, myFen: mine.get(id) ?? 0,
      raisedFen: Number(c.raised_amount), targetFen: Number(c.target_amount), donationCount: Number(c.donation_count), status: Number(c.status),
      pronoun: sexes.get(id) ?? '他', progressCount: own.length,
      latestProgress: own[0] ? { content: own[0].content, time: Number(own[0].created_at) } : null,
    };
  });
}

/** The fundraiser's tasks for their newest raising case (null when they raise nothing now). */
async function fundraiserTask(db: DB, userId: string, monthStart: number): Promise<FundraiserTask | null> {
  const kase = await liveRaisingCase(db, userId);
  if (!kase) return null;
  const [n, sexes] = await Promise.all([taskCounts(db, kase.info_uuid, userId, monthStart), pronouns(db, [kase.info_uuid])]);
  const target = (key: string, title: string, goal: number, done: number) => ({ key, title, target: goal, done, finished: done >= goal });
  return {
    infoUuid: kase.info_uuid,
    title: kase.title,
    pronoun: sexes.get(kase.info_uuid) ?? '他',
    currentTask: {
      title: '本月筹款任务',
      targetInfoList: [
        target('verify', '邀请亲友证实', 3, n.verifications),
        target('share', '转发筹款', 10, n.shares),
        target('donation', '获得爱心捐助', 20, Number(kase.donation_count)),
      ],
    },
    simpleTaskList: [
      { key: 'progress', title: '发布本月进展', desc: '让捐助人了解治疗情况', finished: n.progressSince > 0 },
      { key: 'share', title: '本月转发一次', desc: '转发给亲友，获得更多帮助', finished: n.sharesSince > 0 },
      { key: 'verify', title: '获得第一条证实', desc: '亲友证实让筹款更可信', finished: n.verifications > 0 },
    ],
  };
}

/** The monthly report of `userId` (default: the viewer) for `month` (default: this month). */
export async function monthlyReport(db: DB, viewer: UserRow | null, now: number, req: { userId?: string; month?: string }): Promise<MonthlyReport> {
  const ownerId = req.userId || viewer?.user_id;
  if (!ownerId) throw badRequest('请先登录或指定用户');
  const owner = await findUserById(db, ownerId);
  if (!owner) throw notFound('用户不存在');
  const { year, month } = req.month ? parsePeriod(req.month) : chinaYearMonth(now);
  const period = periodOf(year, month);
  const [from, to] = monthWindow(year, month);
  const isOwner = viewer?.user_id === ownerId;
  const all = await giftsBetween(db, ownerId, from, to);
  const gifts = isOwner ? all : all.filter((g) => !g.anonymous);
  const [cases, loveScore, blessing, task] = await Promise.all([
    casesOf(db, gifts), loveBalance(db, ownerId), blessingsOf(db, ownerId, period, viewer?.user_id ?? null),
    isOwner ? fundraiserTask(db, ownerId, from) : Promise.resolve(null),
  ]);
  const deleted = owner.deleted_at != null;
  return {
    userId: ownerId,
    nickname: deleted ? DELETED_NAME : isOwner ? owner.nickname : maskName(owner.nickname),
    headImgUrl: deleted ? '' : owner.head_img_url,
    month: period,
    isOwner,
    donatedFen: gifts.reduce((s, g) => s + kept(g), 0),
    donationCount: gifts.length,
    caseCount: cases.length,
    cases,
    loveScore,
    ...blessing,
    fundraiserTask: task,
  };
}

/** The viewer's annual report for `year` (default this year); `imageUrl` is made by the caller (it signs). */
export async function annualReport(db: DB, user: UserRow, now: number, reqYear?: number): Promise<Omit<AnnualReport, 'imageUrl'>> {
  const year = reqYear ?? chinaYearMonth(now).year;
  const [from] = monthWindow(year, 1);
  const [, to] = monthWindow(year, 12);
  const [gifts, times, loveScore] = await Promise.all([giftsBetween(db, user.user_id, from, to), giftTimes(db, user.user_id), loveBalance(db, user.user_id)]);
  const byMonth = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, fen: 0, count: 0 }));
  for (const g of gifts) {
    const row = byMonth[chinaYearMonth(g.paid_at).month - 1];
    row.fen += kept(g);
    row.count += 1;
  }
  const years = [...new Set(times.map((t) => chinaYearMonth(t).year))].sort((a, b) => b - a);
  return {
    year,
    nickname: user.nickname,
    headImgUrl: user.head_img_url,
    donatedFen: byMonth.reduce((s, m) => s + m.fen, 0),
    donationCount: gifts.length,
    caseCount: new Set(gifts.map((g) => g.info_uuid)).size,
    firstDonationAt: gifts[0]?.paid_at ?? null,
    byMonth,
    loveScore,
    years,
  };
}

/** A user's public face (a deleted account shows as 已注销用户 without avatar). */
export async function publicUserInfo(db: DB, userId: string) {
  const u = await findUserById(db, userId);
  if (!u) throw notFound('用户不存在');
  const deleted = u.deleted_at != null;
  return { userId, nickname: deleted ? DELETED_NAME : maskName(u.nickname), headImgUrl: deleted ? '' : u.head_img_url, deleted };
}

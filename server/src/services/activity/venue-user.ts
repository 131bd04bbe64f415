/**
 * The venue for one user: their standing in the activity, whether they raise a case in it, their
 * pennants (锦旗: no cash value), the visit pennant (one per user per activity per China day), whether
 * they may receive a red packet, new-user records and sub-venues. Reading pennants awards nothing: a
 * gift's pennants are awarded when it is booked (gift-pennants.ts), the visit pennant here.
 */
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import type { UserRow } from '../../repositories/users';
import { awardPennant } from '../../repositories/pennants';
import { donorStanding, giftsOfUser, isFlagged, matchedForUser, pennantCountOf } from '../../repositories/venue';
import { chinaDay, maskName } from '../../../../src/contract/rules/love';
import type { NewUser, Pennant, PennantDetail, PennantList, SubVenue, VenueUser } from '../../../../src/contract/venue';
import { matchesNow } from './match';
import { venueActivity } from './venue';
import { fenToYuanText, formatFenFixed } from '../../../../src/lib/money';
import type { VenueActivityRow } from '../../repositories/venue';
import {
  insertNewUser, insertSubVenue, insertVisitDay, newUserRecordOf, ownCasesInActivity, paidOrderBefore, pennantView, pennantViewOfUser, pennantViewsOf,
  subVenueById, subVenueIdOf, subVenueVisitCount, visitDayOf, type PennantView,
} from '../../repositories/venue-user';

export async function userInfo(deps: AppDeps, user: UserRow, activityId?: string): Promise<VenueUser> {
  const a = await venueActivity(deps, activityId);
  const me = await donorStanding(deps.db, a, user.user_id);
  const visited = await visitDayOf(deps.db, a.activity_id, user.user_id, chinaDay(deps.clock()));
  return {
    activityId: a.activity_id, gaveAmount: me.amount, giftCount: me.count, matchedForMe: await matchedForUser(deps.db, a.activity_id, user.user_id),
    pennantCount: await pennantCountOf(deps.db, a.activity_id, user.user_id), visitedToday: !!visited, myRank: me.rank,
  };
}

export async function decideSelf(deps: AppDeps, user: UserRow, activityId?: string) {
  const a = await venueActivity(deps, activityId);
  const rows = await ownCasesInActivity(deps.db, a.activity_id, user.user_id);
  return { isSelf: rows.length > 0, infoUuids: rows.map((r) => r.info_uuid) };
}

const toPennant = (p: PennantView): Pennant => ({
  pennantId: p.pennant_id, kind: p.kind, title: p.title, source: p.source, activityId: p.activity_id ?? '', activityTitle: p.activity_title ?? '',
  infoUuid: p.info_uuid ?? '', caseTitle: p.case_title ?? '', createdAt: Number(p.created_at),
});

async function listOf(deps: AppDeps, user: UserRow, activityId: string | null): Promise<PennantList> {
  const rows = await pennantViewsOf(deps.db, user.user_id, activityId);
  return { list: rows.map(toPennant), count: rows.length };
}

/** find-pennant: the user's pennants of the activity. */
export async function findPennant(deps: AppDeps, user: UserRow, activityId?: string): Promise<PennantList> {
  const a = await venueActivity(deps, activityId);
  return listOf(deps, user, a.activity_id);
}

/** The pennant page: every pennant of the user. */
export const myPennants = (deps: AppDeps, user: UserRow): Promise<PennantList> => listOf(deps, user, null);

const SOURCE_TEXT: Record<string, string> = { give: '爱心捐赠', visit: '会场打卡', luck_draw: '幸运抽奖', love_draw: '爱心值抽奖', bonfire: '团队助力' };

export async function pennantDetail(deps: AppDeps, user: UserRow, pennantId: string): Promise<PennantDetail> {
  const row = await pennantViewOfUser(deps.db, pennantId, user.user_id);
  if (!row) throw notFound('锦旗不存在');
  const p = toPennant(row);
  const holder = user.nickname || '爱心人士';
  const where = p.activityTitle ? `在「${p.activityTitle}」中` : '';
  const forCase = p.caseTitle ? `，为「${p.caseTitle}」送上爱心` : '';
  const day = chinaDay(p.createdAt);
  return { pennant: p, holder, certificate: `${holder}：感谢您${where}${SOURCE_TEXT[p.source] ?? ''}${forCase}。特授予「${p.title}」，以表谢意。锦旗仅作纪念，不具有任何现金价值。${day}` };
}

/** One visit pennant per user per activity per China day, while the activity runs. */
export async function awardVisit(deps: AppDeps, user: UserRow, activityId?: string): Promise<{ pennant: Pennant; created: boolean }> {
  const a = await venueActivity(deps, activityId);
  const now = deps.clock();
  if (!matchesNow(a, now)) throw badRequest('活动未开始或已结束');
  const day = chinaDay(now);
  const r = await deps.db.transaction().execute(async (trx) => {
    await insertVisitDay(trx, a.activity_id, user.user_id, day, now);
    return awardPennant(trx, { userId: user.user_id, kind: 'visit', title: '会场打卡锦旗', source: 'visit', ref: `${a.activity_id}:${user.user_id}:${day}`, activityId: a.activity_id }, now);
  });
  const row = await pennantView(deps.db, r.pennant.pennant_id);
  return { pennant: toPennant(row), created: r.created };
}

/** A red packet may go to a logged-in user who gave at least the activity's smallest matched gift in it while it runs, and is not flagged. */
export async function redPacketAccess(deps: AppDeps, user: UserRow, activityId?: string): Promise<{ allowed: boolean; reason: string }> {
  const a = await venueActivity(deps, activityId);
  if (!matchesNow(a, deps.clock())) return { allowed: false, reason: '活动未开始或已结束' };
  const min = Math.max(1, Number(a.min_gift));
  if (!(await giftsOfUser(deps.db, a, user.user_id, min)).length) return { allowed: false, reason: `在本活动中单笔捐款满${min % 100 ? formatFenFixed(min) : fenToYuanText(min)}元后可领取` };
  if (await isFlagged(deps.db, a.activity_id, user.user_id)) return { allowed: false, reason: '账户存在风险，暂不可领取' };
  return { allowed: true, reason: '' };
}

/** New to giving: no paid gift before the activity started. */
async function newUserState(deps: AppDeps, user: UserRow, a: VenueActivityRow): Promise<NewUser> {
  const before = await paidOrderBefore(deps.db, user.user_id, Number(a.starts_at));
  const rec = await newUserRecordOf(deps.db, a.activity_id, user.user_id);
  return { activityId: a.activity_id, isNew: !before, recorded: !!rec };
}

export async function newUserGet(deps: AppDeps, user: UserRow, activityId?: string): Promise<NewUser> {
  return newUserState(deps, user, await venueActivity(deps, activityId));
}

/** Records the user as new to the activity (once); a user who gave before it started is not recorded. */
export async function newUserCreate(deps: AppDeps, user: UserRow, activityId?: string): Promise<NewUser> {
  const a = await venueActivity(deps, activityId);
  const s = await newUserState(deps, user, a);
  if (!s.isNew || s.recorded) return s;
  await insertNewUser(deps.db, a.activity_id, user.user_id, deps.clock());
  return { ...s, recorded: true };
}

async function subVenueView(deps: AppDeps, subVenueId: string, viewer: UserRow | null): Promise<SubVenue> {
  const sv = await subVenueById(deps.db, subVenueId);
  if (!sv) throw notFound('分会场不存在');
  const a = await venueActivity(deps, sv.activity_id);
  const visits = await subVenueVisitCount(deps.db, subVenueId);
  return {
    subVenueId: sv.sub_venue_id, activityId: sv.activity_id, title: sv.title, ownerName: maskName(sv.nickname ?? ''), visitCount: visits,
    ownerGave: (await donorStanding(deps.db, a, sv.user_id)).amount, isOwner: viewer?.user_id === sv.user_id, createdAt: Number(sv.created_at),
  };
}

/** A user's own sub-venue in the activity (one per user and activity: a repeat answers the first). */
export async function subVenueCreate(deps: AppDeps, user: UserRow, activityId: string | undefined, title: string): Promise<SubVenue> {
  const a = await venueActivity(deps, activityId);
  if (!matchesNow(a, deps.clock())) throw badRequest('活动未开始或已结束');
  await insertSubVenue(deps.db, { sub_venue_id: newId('sv'), activity_id: a.activity_id, user_id: user.user_id, title: title.trim() || '我的分会场', created_at: deps.clock() });
  const row = await subVenueIdOf(deps.db, a.activity_id, user.user_id);
  return subVenueView(deps, row.sub_venue_id, user);
}

export const subVenueGet = (deps: AppDeps, user: UserRow | null, subVenueId: string) => subVenueView(deps, subVenueId, user);


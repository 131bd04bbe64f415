/**
 * What the screens read about matching gifts: a case's live activity for donors (case and pay page),
 * the fundraiser's view, the activity's area, and the staff console's list and detail. Every figure
 * comes from the pool row and the match rows.
 */
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { isStaff } from '../../repositories/revisions';
import type { UserRow } from '../../repositories/users';
import {
  activityById, activityCases, donorDayMatched, matchesOf, poolEntries, poolLeft, shownActivityForCase, type ActivityRow,
} from '../../repositories/activity';
import { activitySummaries, activitySummary, fraudFlagsOfCases, sponsorBalanceOf } from '../../repositories/activity-staff';
import { ACTION_FROM } from '../../domain/machines/activity';
import { actionsOf, activityRole, mayDo } from '../../policies/activity';
import type { ActivityDetail, ActivitySummary, AreaInfo, MatchInfo, MatchRow, RaiserActivityInfo } from '../../../../src/contract/activity';
import { matchDay } from '../../../../src/contract/rules/matching';
import { caseOr404 } from '../../policies/case';
import { matchesNow } from './match';
import { nameFor } from '../../../../src/contract/rules/names';

const NONE: MatchInfo = {
  active: false, activityId: '', kind: '', status: '', title: '', sponsorName: '', ratioPct: 0, capGift: 0, capDonorDay: 0, capCase: 0,
  currentCaseMoney: 0, currentMoney: 0, drawThreshold: 0, lastSubsidyCount: 0, caseMatchCount: 0, caseLeft: null, donorDayLeft: null, poolDry: true, startsAt: 0, endsAt: 0,
};

/** The case's matching activity as donors see it; `user` (if any) gets their own per-day room. */
export async function caseMatchInfo(deps: AppDeps, infoUuid: string, user: UserRow | null): Promise<MatchInfo> {
  const a = await shownActivityForCase(deps.db, infoUuid);
  const now = deps.clock();
  if (!a || now < Number(a.starts_at) || now >= Number(a.ends_at)) return NONE;
  const left = poolLeft(a);
  const capGift = Number(a.cap_gift);
  const capCase = Number(a.cap_case);
  const capDay = Number(a.cap_donor_day);
  const caseMatched = Number(a.case_matched);
  const caseLeft = capCase > 0 ? Math.max(0, capCase - caseMatched) : null;
  return {
    active: true, activityId: a.activity_id, kind: a.kind, status: a.status, title: a.title, sponsorName: a.sponsor_name, ratioPct: Number(a.ratio_pct),
    capGift, capDonorDay: capDay, capCase, currentCaseMoney: caseMatched, currentMoney: left, drawThreshold: Number(a.min_gift),
    // fen this case can still be matched: what is left in the pool, within the case's own cap
    lastSubsidyCount: Math.max(0, caseLeft === null ? left : Math.min(left, caseLeft)), caseMatchCount: Number(a.case_match_count),
    caseLeft,
    donorDayLeft: user && capDay > 0 ? Math.max(0, capDay - (await donorDayMatched(deps.db, a.activity_id, user.user_id, matchDay(now)))) : null,
    poolDry: left <= 0 || (capCase > 0 && caseMatched >= capCase), startsAt: Number(a.starts_at), endsAt: Number(a.ends_at),
  };
}

type MatchDb = Awaited<ReturnType<typeof matchesOf>>[number];
const toMatchRow = (m: MatchDb, showNames: boolean): MatchRow => ({
  orderId: m.order_id, infoUuid: m.info_uuid, userId: showNames ? m.user_id : '', nickname: m.nickname ?? '', donation: Number(m.donation), amount: Number(m.amount),
  returned: Number(m.returned), status: m.status, reason: m.reason, createdAt: Number(m.created_at),
});

/** A logged-in user's view of a case's activity: the figures, their role, the case's matches (without names for a viewer without a role). */
export async function raiserInfo(deps: AppDeps, user: UserRow, infoUuid: string): Promise<RaiserActivityInfo> {
  const c = await caseOr404(deps, infoUuid);
  const info = await caseMatchInfo(deps, infoUuid, user);
  const staff = await isStaff(deps.db, user.user_id);
  const a = info.activityId ? await activityById(deps.db, info.activityId) : undefined;
  const role = a ? activityRole(user, a, staff, c.owner_user_id === user.user_id) : 'NONE';
  // Everyone logged in sees the records behind the case's total (as the venue shows its gifts): a
  // viewer without a role sees no names and no order ids (a gift may be anonymous).
  const rows = await matchesOf(deps.db, { infoUuid, status: 'MATCHED' }, 50);
  const matches = role === 'NONE'
    ? rows.map((m) => ({ ...toMatchRow(m, false), orderId: '', nickname: '' }))
    : rows.map((m) => ({ ...toMatchRow(m, false), nickname: staff ? m.nickname ?? '' : nameFor(m.nickname, m.user_id, user.user_id) }));
  return { info, role, matches };
}

export async function areaInfo(deps: AppDeps, user: UserRow, infoUuid: string): Promise<AreaInfo> {
  await caseOr404(deps, infoUuid);
  const info = await caseMatchInfo(deps, infoUuid, user);
  const cases = info.activityId ? (await activityCases(deps.db, info.activityId)).filter((c) => Number(c.active) === 1) : [];
  return {
    info,
    cases: cases.map((c) => ({ infoUuid: c.info_uuid, title: c.title, coverUrl: c.cover_url, raisedAmount: Number(c.raised_amount), targetAmount: Number(c.target_amount), matched: Number(c.matched), matchCount: Number(c.match_count) })),
  };
}

const toSummary = (a: ActivityRow & { sponsor_name: string; case_count?: number | null; held_count?: number | null }): ActivitySummary => ({
  activityId: a.activity_id, kind: a.kind, title: a.title, sponsorId: a.sponsor_id, sponsorName: a.sponsor_name, status: a.status, ratioPct: Number(a.ratio_pct),
  capGift: Number(a.cap_gift), capDonorDay: Number(a.cap_donor_day), capCase: Number(a.cap_case), minGift: Number(a.min_gift), startsAt: Number(a.starts_at), endsAt: Number(a.ends_at),
  funded: Number(a.funded), matched: Number(a.matched), released: Number(a.released), left: poolLeft(a), reserved: Number(a.reserved ?? 0), matchCount: Number(a.match_count),
  caseCount: Number(a.case_count ?? 0), heldCount: Number(a.held_count ?? 0), createdBy: a.created_by, createdAt: Number(a.created_at),
});

export async function staffList(deps: AppDeps): Promise<{ list: ActivitySummary[] }> {
  return { list: (await activitySummaries(deps.db)).map((a) => toSummary(a)) };
}

export async function staffDetail(deps: AppDeps, staff: UserRow, activityId: string): Promise<ActivityDetail> {
  const row = await activitySummary(deps.db, activityId);
  if (!row) throw notFound('活动不存在');
  const a = toSummary(row);
  const role = activityRole(staff, row, true);
  const cases = await activityCases(deps.db, activityId);
  const sponsor = await sponsorBalanceOf(deps.db, row.sponsor_id);
  const caseIds = cases.map((c) => c.info_uuid);
  const flags = caseIds.length ? await fraudFlagsOfCases(deps.db, caseIds) : [];
  const live = !['END_WITH_DONE', 'END_WITH_TIME'].includes(row.status);
  return {
    activity: a, sponsorBalance: Number(sponsor.balance), role,
    can: {
      fund: mayDo(role, 'fund') && live, edit: mayDo(role, 'edit') && live, clear: mayDo(role, 'clear') && matchesNow(row, deps.clock()), reject: mayDo(role, 'reject'),
      actions: actionsOf(role).filter((d) => (ACTION_FROM as Record<string, readonly string[]>)[d]?.includes(row.status)),
    },
    cases: cases.map((c) => ({ infoUuid: c.info_uuid, title: c.title, matched: Number(c.matched), matchCount: Number(c.match_count), active: Number(c.active) === 1, raisedAmount: Number(c.raised_amount) })),
    matches: (await matchesOf(deps.db, { activityId, status: 'MATCHED' }, 100)).map((m) => toMatchRow(m, true)),
    held: (await matchesOf(deps.db, { activityId, status: 'HELD' }, 100)).map((m) => toMatchRow(m, true)),
    flags: flags.map((f) => ({ flagId: f.id, kind: f.kind, infoUuid: f.info_uuid, subject: f.subject, status: f.status, createdAt: Number(f.created_at) })),
    pool: (await poolEntries(deps.db, activityId)).map((e) => ({ kind: e.kind, amount: Number(e.amount), refId: e.ref_id, infoUuid: e.info_uuid, actor: e.actor, createdAt: Number(e.created_at) })),
  };
}

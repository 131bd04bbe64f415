/**
 * The venue of an activity as everyone sees it: statistics, cases, the last gifts, the top list, the
 * activity and its rules, the pool's allowance progress, visits, page sources, share records. Every
 * figure is read from the gifts, the pool row and the venue tables; donors' names are masked.
 */
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import type { UserRow } from '../../repositories/users';
import { activityCases, poolLeft } from '../../repositories/activity';
import {
  addUv, countOf, donorStanding, findActivity, giftTotals, insertPageSource, insertShare, lastGifts, rulesOf, topDonors, type VenueActivityRow,
} from '../../repositories/venue';
import { chinaDay, maskName } from '../../../../src/contract/rules/love';
import type { Allowance, ShareInfo, TopList, VenueActivity, VenueCase, VenueGift, VenueStats } from '../../../../src/contract/venue';
import { matchesNow } from './match';

/** The activity asked for (or the live one); 404 when there is none. */
export async function venueActivity(deps: AppDeps, activityId: string | undefined): Promise<VenueActivityRow> {
  const a = await findActivity(deps.db, activityId || undefined, deps.clock());
  if (!a) throw notFound('活动不存在');
  return a;
}

export async function statistic(deps: AppDeps, activityId?: string): Promise<VenueStats> {
  const a = await venueActivity(deps, activityId);
  const totals = await giftTotals(deps.db, a);
  const cases = (await activityCases(deps.db, a.activity_id)).filter((c) => Number(c.active) === 1);
  return {
    activityId: a.activity_id, title: a.title, sponsorName: a.sponsor_name, status: a.status, ...totals, matched: Number(a.matched), matchCount: Number(a.match_count),
    caseCount: cases.length, uv: await countOf(deps.db, 'venue_uv', a.activity_id), startsAt: Number(a.starts_at), endsAt: Number(a.ends_at),
  };
}

type CaseDb = Awaited<ReturnType<typeof activityCases>>[number];
export const toVenueCase = (c: CaseDb): VenueCase => ({
  infoUuid: c.info_uuid, title: c.title, coverUrl: c.cover_url, raisedAmount: Number(c.raised_amount), targetAmount: Number(c.target_amount), matched: Number(c.matched), matchCount: Number(c.match_count),
});

export async function activeCases(deps: AppDeps, activityId: string): Promise<VenueCase[]> {
  return (await activityCases(deps.db, activityId)).filter((c) => Number(c.active) === 1).map(toVenueCase);
}

export async function listCase(deps: AppDeps, body: { activityId?: string; pageNum?: number; size?: number }) {
  const a = await venueActivity(deps, body.activityId);
  const size = body.size ?? 10;
  const from = ((body.pageNum ?? 1) - 1) * size;
  const all = await activeCases(deps, a.activity_id);
  return { list: all.slice(from, from + size), hasNext: all.length > from + size };
}

/** A case of the activity still short of its target, picked at random (null when none). */
export async function randomCase(deps: AppDeps, activityId?: string, pick: (n: number) => number = (n) => Math.floor(Math.random() * n)) {
  const a = await venueActivity(deps, activityId);
  const open = (await activeCases(deps, a.activity_id)).filter((c) => c.raisedAmount < c.targetAmount);
  return { case: open.length ? open[pick(open.length)] : null };
}

export async function simpleCase(deps: AppDeps, activityId: string | undefined, infoUuid: string) {
  const a = await venueActivity(deps, activityId);
  return { case: (await activeCases(deps, a.activity_id)).find((c) => c.infoUuid === infoUuid) ?? null };
}

export async function lastDonateRecords(deps: AppDeps, activityId: string | undefined, size = 10): Promise<{ list: VenueGift[] }> {
  const a = await venueActivity(deps, activityId);
  const rows = await lastGifts(deps.db, a, size);
  return {
    list: rows.map((r) => ({
      name: Number(r.anonymous) ? '爱心人士' : maskName(r.nickname ?? ''), amount: Number(r.amount), matched: Number(r.matched ?? 0), infoUuid: r.info_uuid, caseTitle: r.title, time: Number(r.paid_at ?? 0),
    })),
  };
}

export async function topList(deps: AppDeps, user: UserRow | null, activityId: string | undefined, size = 20): Promise<TopList> {
  const a = await venueActivity(deps, activityId);
  const rows = await topDonors(deps.db, a, size);
  const me = user ? await donorStanding(deps.db, a, user.user_id) : null;
  return {
    activityId: a.activity_id, title: a.title,
    list: rows.map((r, i) => ({ rank: i + 1, name: maskName(String(r.nickname ?? '')), amount: Number(r.s), giftCount: Number(r.n), mine: !!user && r.user_id === user.user_id })),
    myRank: me?.rank ?? null, myAmount: me?.amount ?? 0,
  };
}

export async function activityInfo(deps: AppDeps, activityId?: string): Promise<VenueActivity> {
  const a = await venueActivity(deps, activityId);
  const rules = await rulesOf(deps.db, a.activity_id);
  return {
    activityId: a.activity_id, title: a.title, sponsorName: a.sponsor_name, kind: a.kind, status: a.status, live: matchesNow(a, deps.clock()),
    ratioPct: Number(a.ratio_pct), capGift: Number(a.cap_gift), capDonorDay: Number(a.cap_donor_day), capCase: Number(a.cap_case), minGift: Number(a.min_gift),
    startsAt: Number(a.starts_at), endsAt: Number(a.ends_at), rules: rules?.rules ?? '',
  };
}

/** What the pool has given (net matched) of what it was funded. */
export async function allowance(deps: AppDeps, activityId?: string): Promise<Allowance> {
  const a = await venueActivity(deps, activityId);
  const funded = Number(a.funded);
  const given = Number(a.matched);
  return { activityId: a.activity_id, funded, given, left: poolLeft(a), pct: funded > 0 ? Math.min(100, Math.floor((given * 100) / funded)) : 0 };
}

/** One visit per visitor per activity per China day; answers the activity's visits. */
export async function recordUv(deps: AppDeps, user: UserRow | null, body: { activityId?: string; visitorId?: string; subVenueId?: string }) {
  const a = await venueActivity(deps, body.activityId);
  const visitor = user ? `u:${user.user_id}` : body.visitorId && body.visitorId.length >= 8 ? `v:${body.visitorId}` : null;
  if (!visitor) throw badRequest('缺少访客标识');
  const now = deps.clock();
  await addUv(deps.db, { activity_id: a.activity_id, visitor, day: chinaDay(now), user_id: user?.user_id ?? null, sub_venue_id: body.subVenueId || null, created_at: now });
  return { uv: await countOf(deps.db, 'venue_uv', a.activity_id) };
}

export async function pageSource(deps: AppDeps, user: UserRow | null, body: { activityId?: string; source: string; channel?: string }) {
  const a = await venueActivity(deps, body.activityId);
  await insertPageSource(deps.db, {
    id: newId('vs'), activity_id: a.activity_id, source: body.source, channel: body.channel ?? '', user_id: user?.user_id ?? null, created_at: deps.clock(),
  });
  return null;
}

export async function shareInfo(deps: AppDeps, activityId: string | undefined, infoUuid?: string): Promise<ShareInfo> {
  const a = await venueActivity(deps, activityId);
  const ratio = Number(a.ratio_pct) === 100 ? '1:1' : `${Number(a.ratio_pct)}%`;
  return {
    activityId: a.activity_id, title: a.title, desc: `${a.sponsor_name}按${ratio}配捐，一起帮帮他们`,
    path: infoUuid ? `/cf/contribute/${infoUuid}` : `/cf/act/good-day/love-list/${a.activity_id}`, shareCount: await countOf(deps.db, 'venue_shares', a.activity_id),
  };
}

/** A share is recorded for the sponsor's report; it unlocks no money, match or reward. */
export async function shareSuccess(deps: AppDeps, user: UserRow | null, body: { activityId?: string; infoUuid?: string; channel?: string; target?: number }) {
  const a = await venueActivity(deps, body.activityId);
  await insertShare(deps.db, {
    share_id: newId('vsh'), activity_id: a.activity_id, info_uuid: body.infoUuid || null, user_id: user?.user_id ?? null, channel: body.channel ?? '', target: body.target ?? 0, created_at: deps.clock(),
  });
  return { recorded: true, shareCount: await countOf(deps.db, 'venue_shares', a.activity_id) };
}

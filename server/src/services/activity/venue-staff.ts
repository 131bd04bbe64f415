/**
 * The staff console's venue section: each activity's venue figures (gifts, matched money, visits,
 * page sources, shares, pennants, new users, sub-venues) and its rules text, edited with an audit row
 * in the same transaction.
 */
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../repositories/users';
import { writeAudit } from '../../repositories/audit';
import { countOf, pennantCountOf, recentActivityIds, rulesOf, sourcesOf, upsertRules } from '../../repositories/venue';
import type { StaffVenueRow } from '../../../../src/contract/venue';
import { statistic, venueActivity } from './venue';

export async function staffVenueRow(deps: AppDeps, activityId: string): Promise<StaffVenueRow> {
  const a = await venueActivity(deps, activityId);
  const rules = await rulesOf(deps.db, activityId);
  return {
    stats: await statistic(deps, activityId), rules: rules?.rules ?? '', rulesUpdatedAt: Number(rules?.updated_at ?? 0),
    shareCount: await countOf(deps.db, 'venue_shares', activityId), pennantCount: await pennantCountOf(deps.db, activityId),
    newUserCount: await countOf(deps.db, 'venue_new_users', activityId), subVenueCount: await countOf(deps.db, 'venue_sub_venues', activityId),
    sources: (await sourcesOf(deps.db, activityId)).map((s) => ({ source: s.source, n: Number(s.n) })), funded: Number(a.funded),
  };
}

export async function staffVenueList(deps: AppDeps): Promise<{ list: StaffVenueRow[] }> {
  const ids = await recentActivityIds(deps.db);
  const list: StaffVenueRow[] = [];
  for (const r of ids) list.push(await staffVenueRow(deps, r.activity_id));
  return { list };
}

/** Sets the activity's rules text (shown on /cf/act-home-rule), with its audit row. */
export async function setRules(deps: AppDeps, staff: UserRow, activityId: string, rules: string): Promise<StaffVenueRow> {
  await venueActivity(deps, activityId);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = await rulesOf(trx, activityId);
    await upsertRules(trx, { activityId, rules, by: staff.user_id, now });
    await writeAudit(trx, { actor: staff.user_id, action: 'activity.rules_set', targetType: 'activity', targetId: activityId, before: before?.rules ?? null, after: rules }, now);
  });
  return staffVenueRow(deps, activityId);
}

/**
 * How the staff console names a person behind a user id (an audit actor, a withdrawal's approvers, a
 * reviewer, a content author, a donor who raised an objection). The console never shows a raw id:
 * - a staff member: their display name (staff_users.display_name, set by `npm run staff -- grant <phone>
 *   --name 王敏`), else 审核员· and the last four digits of their phone;
 * - anyone else: their name masked by the one rule (src/contract/rules/names.ts maskName) and their
 *   phone masked (张**（139****0000）);
 * - the platform's own jobs ('system') and the command line ('cli'): 系统;
 * - an id with no account any more: 已注销用户.
 */
import type { DB } from '../db';
import { maskMobile } from '../lib/util';
import { maskName } from '../../../src/contract/rules/names';

/** Actors that are not people: the platform's jobs and `npm run staff`. */
export const SYSTEM_ACTORS = ['system', 'cli'] as const;
export const SYSTEM_NAME = '系统';
export const GONE_NAME = '已注销用户';

/** The display name a staff member gets when the operator gives none: 审核员·0000 (the phone's last four digits). */
export function defaultStaffName(mobile: string | null | undefined): string {
  return mobile ? `审核员·${mobile.slice(-4)}` : '审核员';
}

/** One person's name for the console (see the rules above). */
export function consoleName(u: { nickname: string; mobile: string | null; staff: boolean; display_name: string | null } | undefined): string {
  if (!u) return GONE_NAME;
  if (u.staff) return u.display_name?.trim() || defaultStaffName(u.mobile);
  const phone = maskMobile(u.mobile);
  return phone ? `${maskName(u.nickname)}（${phone}）` : maskName(u.nickname);
}

/** id -> console name for every id given (one query); the system actors are always in the map. */
export async function displayNames(db: DB, ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const out = new Map<string, string>(SYSTEM_ACTORS.map((a) => [a, SYSTEM_NAME]));
  const want = [...new Set(ids.filter((x): x is string => !!x && !out.has(x)))];
  const rows = want.length
    ? await db.selectFrom('users').leftJoin('staff_users', 'staff_users.user_id', 'users.user_id')
      .select(['users.user_id', 'users.nickname', 'users.mobile', 'staff_users.user_id as staff_id', 'staff_users.display_name'])
      .where('users.user_id', 'in', want).execute()
    : [];
  for (const id of want) {
    const r = rows.find((x) => x.user_id === id);
    out.set(id, consoleName(r && { nickname: r.nickname, mobile: r.mobile, staff: !!r.staff_id, display_name: r.display_name ?? null }));
  }
  return out;
}

/** The console name of one id (a lookup in a map from displayNames; an id missing there: 已注销用户). */
export const nameIn = (names: Map<string, string>, id: string | null | undefined): string | null => (id ? names.get(id) ?? GONE_NAME : null);

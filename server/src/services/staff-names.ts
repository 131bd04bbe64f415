/**
 * How the staff console names a person behind an id (a reviewer, an audit actor, a case's owner):
 * the nickname with the phone masked (小王（139****0000）), 系统 for the platform's own jobs, 已注销用户
 * for an id that no longer has an account. The console never shows a raw user id.
 */
import type { DB } from '../db';
import { maskMobile } from '../lib/util';

export const SYSTEM_ACTOR = 'system';

export function readableName(u: { nickname: string; mobile: string | null } | undefined): string {
  if (!u) return '已注销用户';
  const phone = maskMobile(u.mobile);
  const nick = u.nickname.trim();
  if (nick && phone) return `${nick}（${phone}）`;
  return nick || phone || '未命名用户';
}

/** id -> readable name for every id given (one query). */
export async function readableNames(db: DB, ids: Array<string | null | undefined>): Promise<Map<string, string>> {
  const want = [...new Set(ids.filter((x): x is string => !!x && x !== SYSTEM_ACTOR))];
  const rows = want.length ? await db.selectFrom('users').select(['user_id', 'nickname', 'mobile']).where('user_id', 'in', want).execute() : [];
  const out = new Map<string, string>([[SYSTEM_ACTOR, '系统']]);
  for (const id of want) out.set(id, readableName(rows.find((r) => r.user_id === id)));
  return out;
}

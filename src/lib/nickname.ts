/**
 * Nicknames: templates use the [userName] placeholder; a missing name becomes the
 * generic fallback 爱心人士 (also shown for anonymous donors); long names are cut at 10 characters
 * with an ellipsis.
 */
export const USER_NAME_PLACEHOLDER = '[userName]';
export const FALLBACK_NICKNAME = '爱心人士';
/** What anonymous donors show (never their name). */
export const ANONYMOUS_NICKNAME = FALLBACK_NICKNAME;
export const NICKNAME_MAX_LENGTH = 10;

/** Name for display: fallback when empty, cut at `max` characters (code points) with '…'. */
export function displayNickname(name: string | null | undefined, max: number = NICKNAME_MAX_LENGTH): string {
  const s = String(name ?? '').trim();
  if (!s) return FALLBACK_NICKNAME;
  const chars = Array.from(s);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : s;
}

/** Fills every [userName] in a template with the display nickname. */
export function fillNickname(template: string, name: string | null | undefined, max?: number): string {
  return template.split(USER_NAME_PLACEHOLDER).join(displayNickname(name, max));
}

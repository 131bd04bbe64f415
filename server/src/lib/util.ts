import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Epoch milliseconds; injectable so tests can move time. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A random id: a time prefix (base 36) keeps ids of one table roughly ordered. */
export function newId(prefix = ''): string {
  return prefix + Date.now().toString(36) + randomBytes(6).toString('hex');
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** 13800138000 -> 138****8000 */
export const maskMobile = (m: string | null) => (m ? `${m.slice(0, 3)}****${m.slice(-4)}` : null);

/** Large image of a thumbnail (suffix !cf_mtr_1080). */
export const large = (url: string) => (url ? `${url}!cf_mtr_1080` : url);

/**
 * Anchor paging over (created_at desc, id desc): the anchor is "<createdAt>_<id>" of the last item.
 * Returns null for an absent or malformed anchor (first page).
 */
export function parseAnchor(anchor: string | undefined): { t: number; id: string } | null {
  if (!anchor) return null;
  const i = anchor.indexOf('_');
  if (i <= 0) return null;
  const t = Number(anchor.slice(0, i));
  return Number.isFinite(t) ? { t, id: anchor.slice(i + 1) } : null;
}
export const makeAnchor = (t: number, id: string) => `${t}_${id}`;

/**
 * 长辈版 (care mode) as the device remembers it, for the client's display adapters and the server's first
 * screen alike (the server reads the cookie and renders the page in the reader's mode: nothing jumps when the
 * client takes over).
 */

/** The device's 长辈版 choice: a cookie on H5 (the page's head script and the server read it), wx storage in the mini-program. */
export const CARE_KEY = 'cf_care';
/** The page root's class in 长辈版 (src/styles/care.css keys every override on it). */
export const CARE_CLASS = 'cf-care';

/** The pay page's preset amounts in 长辈版 (fen): few and large, plus 其他金额. */
export const CARE_PAY_AMOUNTS: readonly number[] = [1000, 2000, 5000, 10000];

/** '1' / '0' as stored -> the choice; anything else: never chosen. */
export function parseCare(v: unknown): boolean | null {
  if (v === '1' || v === 1 || v === true) return true;
  if (v === '0' || v === 0 || v === false) return false;
  return null;
}

/** Share values: sharedv 1000 by default, 2000 when a forward-from value is set and not 0. */
export const SHAREDV_DEFAULT = 1000;
export const SHAREDV_FORWARDED = 2000;
export type Sharedv = typeof SHAREDV_DEFAULT | typeof SHAREDV_FORWARDED;

/** sharedv for a forward-from value (query string or number). */
export function sharedv(forwardFrom: string | number | null | undefined): Sharedv {
  if (forwardFrom === null || forwardFrom === undefined) return SHAREDV_DEFAULT;
  const s = String(forwardFrom).trim();
  if (s === '' || s === '0' || Number(s) === 0) return SHAREDV_DEFAULT;
  return SHAREDV_FORWARDED;
}

/** sharedv from a query object's forwardFrom. */
export function sharedvFromQuery(query: { forwardFrom?: string | number | null } | null | undefined): Sharedv {
  return sharedv(query?.forwardFrom);
}

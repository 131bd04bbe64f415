/** Third-party account types: the allowed list and the default 17. */
export const DEFAULT_THIRD_TYPE = 17;
export const ALLOWED_THIRD_TYPES: readonly number[] = [17, 115, 116, 61, 54, 453, 454, 3, 136, 518];

/** A third type from a query value or number: allowed values pass, anything else becomes 17. */
export function normalizeThirdType(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return ALLOWED_THIRD_TYPES.includes(n) ? n : DEFAULT_THIRD_TYPE;
}

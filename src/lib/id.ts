/** Random ids: 19 random characters followed by the ms timestamp, e.g. idempotency keys. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
export const RANDOM_ID_LENGTH = 19;

function randomBytes(n: number): Uint8Array {
  const out = new Uint8Array(n);
  const c = (globalThis as { crypto?: { getRandomValues?(a: Uint8Array): Uint8Array } }).crypto;
  if (c?.getRandomValues) return c.getRandomValues(out);
  for (let i = 0; i < n; i += 1) out[i] = Math.floor(Math.random() * 256);
  return out;
}

/** 19 random [0-9a-z] characters + Date.now(): unique enough for keys, sortable by its tail. */
export function randomId(now: number = Date.now()): string {
  const bytes = randomBytes(RANDOM_ID_LENGTH);
  let s = '';
  for (let i = 0; i < RANDOM_ID_LENGTH; i += 1) s += ALPHABET[bytes[i] % ALPHABET.length];
  return s + String(now);
}

/**
 * The order velocity counters (rate_limits rows keyed `ov:<scope>:<value>`), compiled once: they run
 * on every new order. Up to four keys (user, openid, device, IP) per call, one statement each way.
 */
import { sql } from 'kysely';
import type { DB } from '../db';
import { prepared } from '../db/prepared';

const SLOTS = 4;
type Keys = { k0: string; k1: string; k2: string; k3: string };

// One point lookup per key, `union all`ed, one prepared form per key count: a bound IN list builds an
// ephemeral index on every run (a 4-slot `key in (...)` cost ~3x two point lookups on SQLite).
const readQueries = Array.from({ length: SLOTS }, (_, i) =>
  prepared((db, p: Keys) => {
    const one = (key: string) => db.selectFrom('rate_limits').select(['key', 'count', 'window_start']).where('key', '=', key);
    const keys = (['k0', 'k1', 'k2', 'k3'] as const).slice(0, i + 1).map((k) => p[k]); // only the slots used
    return keys.slice(1).reduce((q, key) => q.unionAll(one(key)), one(keys[0]));
  }),
);

/**
 * A counter row's update when its key is counted again: one more within the window, or a new window
 * that starts at 1 (the upsert's conflict action here and in the order insert's statement, orders.ts).
 */
export const bumpOnConflict = (now: number, expiredBefore: number) => {
  const expired = sql<boolean>`rate_limits.window_start <= ${expiredBefore}`;
  return {
    count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
    window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
  };
};

// One key per row; a multi-row upsert could not repeat a key, so each count has its own prepared form.
const bumpQueries = Array.from({ length: SLOTS }, (_, i) =>
  prepared((db, p: Keys & { now: number; expiredBefore: number }) => {
    const keys = (['k0', 'k1', 'k2', 'k3'] as const).slice(0, i + 1).map((k) => p[k]); // only the slots used
    return db.insertInto('rate_limits').values(keys.map((key) => ({ key, window_start: p.now, count: 1 })))
      .onConflict((oc) => oc.column('key').doUpdateSet(bumpOnConflict(p.now, p.expiredBefore)));
  }),
);

export const VELOCITY_SLOTS = SLOTS;
export type VelocityKeys = Keys;
/** The distinct keys in the four slots (the unused ones repeat the first; prepared forms only read the slots they use). */
export const slots = (keys: string[]): Keys => ({ k0: keys[0], k1: keys[1] ?? keys[0], k2: keys[2] ?? keys[0], k3: keys[3] ?? keys[0] });

/** Counts within the window per key (keys not seen, or whose window ended, are absent). */
export async function readVelocity(db: DB, keys: string[], windowMs: number, now: number): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const unique = [...new Set(keys)];
  if (!unique.length) return out;
  if (unique.length > SLOTS) throw new Error('velocity: at most 4 keys');
  return countsWithin((await readQueries[unique.length - 1](db, slots(unique))).rows, windowMs, now, out);
}

/** The counter rows whose window is still open, as key -> count. */
export function countsWithin(rows: { key: string; count: number | string; window_start: number | string }[], windowMs: number, now: number, out = new Map<string, number>()): Map<string, number> {
  for (const r of rows) if (Number(r.window_start) > now - windowMs) out.set(r.key, Number(r.count));
  return out;
}

/** Adds one to every (distinct) key in one statement; a key whose window ended restarts at 1. */
export async function bumpVelocity(db: DB, keys: string[], windowMs: number, now: number): Promise<void> {
  const unique = [...new Set(keys)];
  if (!unique.length) return;
  if (unique.length > SLOTS) throw new Error('velocity: at most 4 keys');
  await bumpQueries[unique.length - 1](db, { ...slots(unique), now, expiredBefore: now - windowMs });
}

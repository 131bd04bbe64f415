/**
 * The order velocity counters (rate_limits rows keyed `ov:<scope>:<value>`), compiled once: they run
 * on every new order. Up to four keys (user, openid, device, IP) per call, one statement each way.
 *
 * Shards (PostgreSQL). A key's count is kept on VELOCITY_SHARDS rows: the key itself and `key#1` ... `key#15`.
 * An order counts on one of them, picked at random by the statement, and a read sums those whose window is
 * still open. With one row per key, every new order of one donor (or one IP: a carrier's NAT puts many
 * phones behind one) waited for the order before it to commit, because its upsert of the counter row held
 * that row's lock through the commit's WAL flush: with 50 such orders at once, 6.9 of the order statement's
 * 7 ms were the queue for the row, and PostgreSQL spent about a fifth more CPU per donation than with the
 * count spread (issue 27, round 9). A shard's window starts at its own first count, so the sum is the count
 * of the shards still open: exact while all are, never more (the tiny-gift windows are sharded the same way,
 * repositories/activity.ts TINY_SHARDS). On SQLite (one writer, in-process) nothing queues for a row, and a
 * key is one row.
 */
import { sql, type RawBuilder } from 'kysely';
import { dialectOf, type DB } from '../db';
import { prepared } from '../db/prepared';
import { bumpOnConflict } from './rate-limits';

const SLOTS = 4;
type Keys = { k0: string; k1: string; k2: string; k3: string };
/** The keys of a prepared form for `n` keys: only the slots it uses (each one read is a parameter of the form). */
export const slotKeys = (p: Keys, n: number): string[] => (['k0', 'k1', 'k2', 'k3'] as const).slice(0, n).map((k) => p[k]);

/** Counter rows per key on PostgreSQL (see above; 8 measured fewer donations/s, 32 none more for twice the probes per read: bench/README.md, round 9). */
export const VELOCITY_SHARDS = 16;
/** The key of shard `i` (SQL): the key itself for shard 0, else `key#i`. */
const shardKey = (key: RawBuilder<unknown>, i: RawBuilder<unknown>) => sql`${key} || coalesce('#' || nullif(${i}, 0), '')`;
const keysTable = (keys: string[]) => sql`(values ${sql.join(keys.map((k) => sql`(cast(${k} as text))`))})`;

/**
 * PostgreSQL: every shard row of the keys, as (key, count, window_start) with `key` the counted key (not
 * the shard's): one index probe per shard, so a read costs the same whoever wrote last.
 */
export const pgCounterRows = (keys: string[]) => sql`(select nk.k as key, r.count, r.window_start
    from ${keysTable(keys)} as nk(k) cross join generate_series(0, ${sql.lit(VELOCITY_SHARDS - 1)}) as st(i)
    join rate_limits r on r.key = ${shardKey(sql`nk.k`, sql`st.i`)})`;

/**
 * PostgreSQL: one more on each key, on a shard picked at random, when `when` holds (an order's statement
 * counts only the order it inserted). A shard whose window ended restarts at 1.
 */
export const pgCountOn = (keys: string[], now: number, expiredBefore: number, when: RawBuilder<unknown> = sql`true`) => {
  const set = bumpOnConflict(now, expiredBefore);
  return sql`insert into rate_limits (key, window_start, count)
        select ${shardKey(sql`nk.k`, sql`floor(random() * ${sql.lit(VELOCITY_SHARDS)})::int`)}, cast(${now} as bigint), 1 from ${keysTable(keys)} as nk(k) where ${when}
        on conflict (key) do update set count = ${set.count}, window_start = ${set.window_start}`;
};

// SQLite: one point lookup per key, `union all`ed, one prepared form per key count: a bound IN list builds an
// ephemeral index on every run (a 4-slot `key in (...)` cost ~3x two point lookups on SQLite).
const readQueries = Array.from({ length: SLOTS }, (_, i) =>
  prepared((db, p: Keys) => {
    const one = (key: string) => db.selectFrom('rate_limits').select(['key', 'count', 'window_start']).where('key', '=', key);
    const keys = slotKeys(p, i + 1);
    return keys.slice(1).reduce((q, key) => q.unionAll(one(key)), one(keys[0]));
  }),
);

// PostgreSQL: every shard of the keys, one prepared form per key count.
const pgReadQueries = Array.from({ length: SLOTS }, (_, i) =>
  prepared((db, p: Keys) => {
    const keys = slotKeys(p, i + 1);
    return { compile: () => sql<{ key: string; count: number | string; window_start: number | string }>`select * from ${pgCounterRows(keys)} as v`.compile(db) };
  }),
);

// PostgreSQL: one more on a shard of each key, one prepared form per key count.
const pgBumpQueries = Array.from({ length: SLOTS }, (_, i) =>
  prepared((db, p: Keys & { now: number; expiredBefore: number }) => {
    const keys = slotKeys(p, i + 1);
    return { compile: () => pgCountOn(keys, p.now, p.expiredBefore).compile(db) };
  }),
);

// SQLite: one key per row; a multi-row upsert could not repeat a key, so each count has its own prepared form.
const bumpQueries = Array.from({ length: SLOTS }, (_, i) =>
  prepared((db, p: Keys & { now: number; expiredBefore: number }) => {
    const keys = slotKeys(p, i + 1);
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
  const reads = dialectOf(db) === 'pg' ? pgReadQueries : readQueries;
  return countsWithin((await reads[unique.length - 1](db, slots(unique))).rows, windowMs, now, out);
}

/** The counter rows (a key's shards among them) whose window is still open, summed as key -> count. */
export function countsWithin(rows: { key: string; count: number | string; window_start: number | string }[], windowMs: number, now: number, out = new Map<string, number>()): Map<string, number> {
  for (const r of rows) if (Number(r.window_start) > now - windowMs) out.set(r.key, (out.get(r.key) ?? 0) + Number(r.count));
  return out;
}

/** Adds one to every (distinct) key in one statement; a key whose window ended restarts at 1. */
export async function bumpVelocity(db: DB, keys: string[], windowMs: number, now: number): Promise<void> {
  const unique = [...new Set(keys)];
  if (!unique.length) return;
  if (unique.length > SLOTS) throw new Error('velocity: at most 4 keys');
  const bumps = dialectOf(db) === 'pg' ? pgBumpQueries : bumpQueries;
  await bumps[unique.length - 1](db, { ...slots(unique), now, expiredBefore: now - windowMs });
}

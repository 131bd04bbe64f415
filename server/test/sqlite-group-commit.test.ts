/**
 * SQLite group commit (server/src/db/group-commit.ts) with two connections to one file in ONE process,
 * as the two-app tests run them: a batch stays open across an event-loop turn, so the other
 * connection's BEGIN IMMEDIATE must not wait for the write lock synchronously (that froze the thread
 * until the busy timeout and then failed with "database is locked"). SQLite-only: this is its driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { groupCommitStats, openDb } from '../src/db';
import type { Database } from '../src/db/schema';

const turn = () => new Promise<void>((r) => setImmediate(r));

describe('SQLite group commit, two connections to one file in one process', () => {
  let dir: string;
  let a: Kysely<Database>;
  let b: Kysely<Database>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cf-group-commit-'));
    a = openDb({ dataDir: dir }).db;
    b = openDb({ dataDir: dir }).db;
    await sql`create table t (id integer primary key, who text not null)`.execute(a);
  });

  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (db: Kysely<Database>, who: string) =>
    Number((await sql<{ n: number }>`select count(*) as n from t where who = ${who}`.execute(db)).rows[0].n);

  test('writes and transactions of both, each batch open across a turn, all commit', async () => {
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      // A opens a batch; B wants to write while it is open (same turn), then the loop turns.
      writes.push(sql`insert into t (who) values (${'a'})`.execute(a));
      writes.push(sql`insert into t (who) values (${'b'})`.execute(b));
      writes.push(b.transaction().execute((trx) => sql`insert into t (who) values (${'bt'})`.execute(trx)));
      writes.push(a.transaction().execute((trx) => sql`insert into t (who) values (${'at'})`.execute(trx)));
      await turn();
    }
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    // Each connection sees all the rows of both: every write was committed before it resolved.
    for (const db of [a, b]) {
      for (const who of ['a', 'b', 'at', 'bt']) expect(await count(db, who)).toBe(20);
    }
    expect(groupCommitStats(a)?.batches).toBeGreaterThan(0);
    expect(groupCommitStats(b)?.batches).toBeGreaterThan(0);
  });

  test('a transaction that fails rolls back only itself; the other connection goes on', async () => {
    const bad = a.transaction().execute(async (trx) => {
      await sql`insert into t (who) values (${'gone'})`.execute(trx);
      throw new Error('boom');
    });
    const good = b.transaction().execute((trx) => sql`insert into t (who) values (${'kept'})`.execute(trx));
    await expect(bad).rejects.toThrow('boom');
    await good;
    expect(await count(b, 'gone')).toBe(0);
    expect(await count(a, 'kept')).toBe(1);
  });
});

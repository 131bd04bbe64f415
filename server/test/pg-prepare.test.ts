/**
 * PostgreSQL's prepared hot path (db/pg-prepare.ts): the fixed statements of a gift are prepared once per
 * connection, sent alone as named statements and in the booking's batches as `execute`; a statement the
 * server cannot prepare is sent as text from then on; PG_PREPARE=0 sends everything as text.
 */
import { CompiledQuery, sql } from 'kysely';
import { pgPoolOf } from '../src/db';
import { donate, newCase, user } from './support/funds';
import { makeApp, type TestCtx } from './support/testApp';
import { recordPgQueries, statementsOf } from './support/pg-query-log';
import { registerStatement, setPreparing } from '../src/db/pg-prepare';
import { pgTransaction } from '../src/db/pg-tx';

jest.setTimeout(120_000);

describe('prepared statements on PostgreSQL', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp('pg');
  });
  afterAll(async () => ctx?.close());

  test('a gift prepares each statement once per connection; its batches run them by name', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const donor = await user(ctx);
    const rec = recordPgQueries();
    try {
      for (let i = 0; i < 4; i++) await donate(ctx, donor.cookie, infoUuid, 1000 + i);
    } finally {
      rec.stop();
    }
    const prepares = rec.log.filter((q) => q.prepare).map((q) => `${q.client} ${/cfp_[0-9a-f]+/.exec(q.raw)![0]}`);
    expect(prepares.length).toBeGreaterThan(0);
    expect(new Set(prepares).size).toBe(prepares.length); // never twice on one connection
    const commit = rec.log.filter((q) => !q.prepare && statementsOf(q.raw).some((s) => /^commit$/i.test(s)));
    expect(commit.length).toBe(4);
    for (const m of commit) {
      // the batch names its statements; what they run is the statements' SQL (the case's counters among them)
      expect(statementsOf(m.raw).filter((s) => /^execute cfp_/.test(s)).length).toBeGreaterThan(0);
      expect(m.text).toMatch(/update "cases" set "raised_amount"/);
    }
    const c = await ctx.db.selectFrom('cases').select(['raised_amount', 'donation_count']).where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    expect([Number(c.raised_amount), Number(c.donation_count)]).toEqual([4006, 4]);
  });

  test('a statement the server cannot prepare fails once, then goes as text', async () => {
    const q = CompiledQuery.raw('select $1 is null as v', ['甲']); // $1 has no type to infer: PREPARE refuses it, a literal is text
    registerStatement(q.sql);
    const run = () => pgTransaction(ctx.db, async (_conn, tail) => (await tail.open(q)).rows[0]);
    await expect(run()).rejects.toThrow(/could not determine data type/);
    await expect(run()).resolves.toEqual({ v: false });
  });

  test('a batched statement whose columns changed under it (a migration while the process runs) fails its transaction once, then runs prepared anew', async () => {
    await sql`create table prep_probe (id text primary key, a integer)`.execute(ctx.db);
    await sql`insert into prep_probe values ('x', 1)`.execute(ctx.db);
    const q = CompiledQuery.raw('select * from prep_probe where id = $1', ['x']);
    registerStatement(q.sql);
    const run = () => pgTransaction(ctx.db, async (_conn, tail) => (await tail.open(q)).rows[0]);
    // every pooled connection prepares it (the pool hands out connections in turn)
    const max = pgPoolOf(ctx.db)!.options.max ?? 10;
    for (let i = 0; i < max; i++) await expect(run()).resolves.toEqual({ id: 'x', a: 1 });
    await sql`alter table prep_probe add column b integer`.execute(ctx.db);
    let failed = 0;
    for (let i = 0; i < 3 * max; i++) {
      const r = await run().catch((err: Error) => {
        expect(err.message).toMatch(/cached plan must not change result type/);
        failed++;
        return null;
      });
      if (r) expect(r).toEqual({ id: 'x', a: 1, b: null });
    }
    expect(failed).toBeGreaterThan(0);
    expect(failed).toBeLessThanOrEqual(max); // once per connection at most
    await expect(run()).resolves.toEqual({ id: 'x', a: 1, b: null });
  });

  test('PG_PREPARE=0: every statement as text, nothing prepared', async () => {
    const owner = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const donor = await user(ctx);
    setPreparing(false);
    const rec = recordPgQueries();
    try {
      await donate(ctx, donor.cookie, infoUuid, 500);
    } finally {
      rec.stop();
      setPreparing(true);
    }
    expect(rec.log.some((q) => q.prepare || /execute cfp_/.test(q.raw))).toBe(false);
    const c = await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    expect(Number(c.raised_amount)).toBe(500);
  });
});

/**
 * Issue 10's API work keeps every guarantee:
 * - SQLite group commit: writes of one turn share one COMMIT, and nobody is answered before it (a
 *   second connection already sees the row when the caller's promise resolves); a transaction that
 *   rolls back inside a batch undoes only its own writes; a read that saw the open batch waits too.
 * - get-funding-info's visitor cache: byte-identical to the uncached answer, the owner's isSelf is
 *   exact, a donation shows at once, and (SQLite) so does a commit by another connection.
 * - the order velocity counters (compiled once) still count, per key, across a window.
 */
import { maskName } from '../../src/contract/rules/names';
import BetterSqlite from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { groupCommitStats, openDb, pgPoolOf, waitingForConnection } from '../src/db';
import { bumpVelocity, VELOCITY_SHARDS, readVelocity } from '../src/repositories/velocity';
import { DIALECTS, donatableCase, login, makeApp, post, scratchDb, type TestCtx, type TestDb } from './support/testApp';
import { migrateToLatest } from '../src/db/migrate';
import { newCase, user } from './support/funds';

const key = () => randomUUID().replace(/-/g, '');
const share = (id: string) => ({ id, uuid: '', info_uuid: 'x', user_id: null, source: '', channel: '', user_source_id: '', share_id: '', share_dv: 1000, trade_no: '', to_wx_source: 1, created_at: 1 });

describe('SQLite group commit', () => {
  let scratch: TestDb;
  let file: string;
  beforeAll(async () => {
    scratch = await scratchDb('sqlite');
    file = scratch.url;
    const db = openDb({ sqliteFile: file }).db;
    await migrateToLatest(db);
    await db.destroy();
  });
  afterAll(async () => scratch.cleanup());

  test('writes of one turn share one commit; each caller resolves only once another connection sees its row', async () => {
    const db = openDb({ sqliteFile: file }).db;
    const observer = new BetterSqlite(file, { readonly: true });
    try {
      const stats = groupCommitStats(db)!;
      const before = stats.batches;
      const ids = Array.from({ length: 20 }, () => `gc-${key()}`);
      const seen: boolean[] = [];
      await Promise.all(ids.map((id) => db.insertInto('shares').values(share(id)).execute().then(() => {
        seen.push(!!observer.prepare('select 1 from shares where id = ?').get(id));
      })));
      expect(seen).toHaveLength(20);
      expect(seen.every(Boolean)).toBe(true);
      expect(stats.batches - before).toBe(1);
    } finally {
      observer.close();
      await db.destroy();
    }
  });

  test('a transaction rolled back inside a batch undoes only its own writes; a read that saw the batch waits for its commit', async () => {
    const db = openDb({ sqliteFile: file }).db;
    const observer = new BetterSqlite(file, { readonly: true });
    try {
      const [a, b, c] = [`gc-a-${key()}`, `gc-b-${key()}`, `gc-c-${key()}`];
      const wA = db.insertInto('shares').values(share(a)).execute();
      const wB = db.transaction().execute(async (trx) => {
        await trx.insertInto('shares').values(share(b)).execute();
        throw new Error('rolled back on purpose');
      });
      const wC = db.insertInto('shares').values(share(c)).execute();
      // Issued while the batch is open: it sees A's uncommitted row, so it must not resolve before the commit.
      const read = db.selectFrom('shares').select('id').where('id', '=', a).execute().then((rows) => ({ rows, committed: !!observer.prepare('select 1 from shares where id = ?').get(a) }));
      await expect(wB).rejects.toThrow('rolled back on purpose');
      await Promise.all([wA, wC]);
      const r = await read;
      expect(r.rows).toEqual([{ id: a }]);
      expect(r.committed).toBe(true);
      const has = (id: string) => !!observer.prepare('select 1 from shares where id = ?').get(id);
      expect([has(a), has(b), has(c)]).toEqual([true, false, true]);
    } finally {
      observer.close();
      await db.destroy();
    }
  });
});

describe.each(DIALECTS)('get-funding-info cache and order velocity (%s)', (dialect) => {
  let ctx: TestCtx;
  let infoUuid: string;
  let visitor: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    infoUuid = await donatableCase(ctx);
    visitor = await login(ctx);
  });
  afterAll(async () => ctx?.close());

  const raw = async (cookie?: string) => {
    const r = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/get-funding-info', payload: { infoUuid }, headers: cookie ? { cookie } : {} });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    return r.body;
  };

  test('a cached answer is byte-identical to the fresh one; the owner gets isSelf true from the same data', async () => {
    const first = await raw(visitor);
    const again = await raw(visitor);
    const anonymous = await raw();
    expect(again).toBe(first);
    expect(anonymous).toBe(first);
    expect(JSON.parse(first).data.isSelf).toBe(false);
    const c = await ctx.db.selectFrom('cases').select('owner_user_id').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    const session = `own-${key()}`;
    const { sha256 } = await import('../src/lib/util');
    await ctx.db.insertInto('sessions').values({ token_hash: sha256(session), user_id: c.owner_user_id, created_at: ctx.now(), expires_at: ctx.now() + 3600_000 }).execute();
    const owner = await raw(`cf_session=${session}`);
    expect(JSON.parse(owner).data.isSelf).toBe(true);
    // the same data, but the owner sees their own payee's name whole (everyone else masked: public-names.test.ts)
    const [ownName, masked] = [JSON.parse(owner).data.payeeInfo.name, JSON.parse(first).data.payeeInfo.name];
    expect(masked).toBe(maskName(ownName));
    expect(owner.replace('"isSelf":true', '"isSelf":false').replace(`"name":"${ownName}"`, `"name":"${masked}"`)).toBe(first);
  });

  test('a session that comes to belong to the owner (an account merge moves it) gets isSelf at once', async () => {
    const cookie = await login(ctx);
    expect(JSON.parse(await raw(cookie)).data.isSelf).toBe(false);
    expect(JSON.parse(await raw(cookie)).data.isSelf).toBe(false); // the token is now known to this process
    const c = await ctx.db.selectFrom('cases').select('owner_user_id').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
    const { sha256 } = await import('../src/lib/util');
    const token = /cf_session=([^;]+)/.exec(cookie)![1];
    if (dialect === 'sqlite') {
      // Another connection (another process) moves it: only PRAGMA data_version tells this one.
      const other = new BetterSqlite(ctx.scratch.url);
      try {
        other.prepare('update sessions set user_id = ? where token_hash = ?').run(c.owner_user_id, sha256(token));
      } finally {
        other.close();
      }
    } else {
      await ctx.db.updateTable('sessions').set({ user_id: c.owner_user_id }).where('token_hash', '=', sha256(token)).execute();
    }
    expect(JSON.parse(await raw(cookie)).data.isSelf).toBe(true);
  });

  test('a donation shows in the visitor view at once', async () => {
    const before = JSON.parse(await raw(visitor)).data;
    const order = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 777, anonymous: false, platform: 8, idempotencyKey: key() }, visitor);
    expect(order.body.code).toBe(0);
    const paid = await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: order.body.data.orderId, action: 'pay' }, visitor);
    expect(paid.body.code).toBe(0);
    const after = JSON.parse(await raw(visitor)).data;
    expect(after.raisedAmount - before.raisedAmount).toBe(777);
    expect(after.donationCount - before.donationCount).toBe(1);
  });

  if (dialect === 'sqlite') {
    test('a reader does not wait for the write connection: read beside it (committed state), or the snapshot while writes queue', async () => {
      const before = JSON.parse(await raw()).data;
      const other = await newCase(ctx, (await user(ctx)).id);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      // a writer holds the one write connection with a change to the case uncommitted; another waits behind it
      const writer = ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('cases').set({ raised_amount: sql`raised_amount + 321` }).where('info_uuid', '=', infoUuid).execute();
        await held;
      });
      await new Promise((r) => setTimeout(r, 20));
      const queued = ctx.db.updateTable('cases').set({ share_count: sql`share_count + 1` }).where('info_uuid', '=', infoUuid).execute();
      await new Promise((r) => setTimeout(r, 20));
      expect(waitingForConnection(ctx.db)).toBeGreaterThan(0);
      const during = JSON.parse(await raw()).data; // answered while the writer still holds the connection
      expect(during.raisedAmount).toBe(before.raisedAmount);
      // a case nobody has read yet: nothing cached, read on the read connection beside the writer
      const fresh = await Promise.race([
        ctx.app.inject({ method: 'POST', url: '/api/cf/v4/get-funding-info', payload: { infoUuid: other } }).then((r) => JSON.parse(r.body).data),
        new Promise((r) => setTimeout(() => r('still waiting'), 2000)),
      ]);
      expect(fresh).toMatchObject({ infoUuid: other, raisedAmount: 0 });
      release();
      await Promise.all([writer, queued]);
      expect(JSON.parse(await raw()).data.raisedAmount - before.raisedAmount).toBe(321);
    });
  }

  if (dialect === 'pg') {
    test('while queries wait for a pool connection a reader takes the snapshot (at most a second old) instead of queueing; once the queue drains, the new figure', async () => {
      const before = JSON.parse(await raw(visitor)).data; // cached
      await raw(); // and known to be a visitor's token
      const other = await newCase(ctx, (await user(ctx)).id);
      const order = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 555, anonymous: false, platform: 8, idempotencyKey: key() }, visitor);
      await post(ctx.app, '/api/pay/sandbox/confirm', { orderId: order.body.data.orderId, action: 'pay' }, visitor); // a write of this process: the snapshot is a gift behind
      const pool = pgPoolOf(ctx.db)!;
      // every connection busy for a while and one more query waiting: the writers of a matching opening
      const hold = Array.from({ length: pool.options.max + 1 }, () => sql`select pg_sleep(0.4)`.execute(ctx.db));
      for (let i = 0; i < 100 && pool.waitingCount === 0; i++) await new Promise((r) => setTimeout(r, 5));
      const during = JSON.parse(await raw(visitor)).data;
      expect(pool.waitingCount).toBeGreaterThan(0); // answered while the queue was still there
      expect(during.raisedAmount).toBe(before.raisedAmount);
      // a case nobody has read yet: read on the read pool (db/index.ts readerOf), not behind the queue
      const fresh = await ctx.app.inject({ method: 'POST', url: '/api/cf/v4/get-funding-info', payload: { infoUuid: other } });
      expect(pool.waitingCount).toBeGreaterThan(0);
      expect(JSON.parse(fresh.body).data).toMatchObject({ infoUuid: other, raisedAmount: 0 });
      await Promise.all(hold);
      const after = JSON.parse(await raw(visitor)).data;
      expect(after.raisedAmount - before.raisedAmount).toBe(555);
    });
  }

  if (dialect === 'sqlite') {
    test('a commit by another connection (another process) shows in the visitor view at once', async () => {
      const before = JSON.parse(await raw(visitor)).data;
      const other = new BetterSqlite(ctx.scratch.url);
      try {
        other.prepare('update cases set title = ?, share_count = share_count + 5 where info_uuid = ?').run('另一个进程改的标题', infoUuid);
      } finally {
        other.close();
      }
      const after = JSON.parse(await raw(visitor)).data;
      expect(after.baseInfo.title).toBe('另一个进程改的标题');
      expect(after.shareCount - before.shareCount).toBe(5);
    });
  }

  test('velocity counters count each key once per bump within the window and restart after it', async () => {
    const keys = [`ov:user:${key()}`, `ov:ip:${key()}`];
    const now = ctx.now();
    await bumpVelocity(ctx.db, keys, 600_000, now);
    await bumpVelocity(ctx.db, [...keys, keys[0]], 600_000, now + 1);
    await bumpVelocity(ctx.db, [keys[0]], 600_000, now + 2);
    const counts = await readVelocity(ctx.db, [...keys, `ov:device:${key()}`], 600_000, now + 3);
    expect(Object.fromEntries(counts)).toEqual({ [keys[0]]: 3, [keys[1]]: 2 });
    // A window after the last of them (on PostgreSQL each shard's window starts at its own first count):
    // the user's count is gone, the IP's counted afresh.
    await bumpVelocity(ctx.db, [keys[1]], 600_000, now + 600_002);
    const later = await readVelocity(ctx.db, keys, 600_000, now + 600_003);
    expect(Object.fromEntries(later)).toEqual({ [keys[1]]: 1 });
  });

  test('a key counted by many orders at once reads as their exact sum (PostgreSQL: spread over its shards)', async () => {
    const k = `ov:user:${key()}`;
    const now = ctx.now();
    await Promise.all(Array.from({ length: 48 }, (_, i) => bumpVelocity(ctx.db, [k], 600_000, now + i)));
    expect((await readVelocity(ctx.db, [k], 600_000, now + 48)).get(k)).toBe(48);
    const rows = await ctx.db.selectFrom('rate_limits').select(['key', 'count']).where((eb) => eb.or([eb('key', '=', k), eb('key', 'like', `${k}#%`)])).execute();
    expect(rows.reduce((s, r) => s + Number(r.count), 0)).toBe(48);
    if (dialect === 'pg') {
      // 48 counts on 16 shards picked at random: all on one shard has odds of 16^-47.
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.length).toBeLessThanOrEqual(VELOCITY_SHARDS);
      expect(rows.every((r) => r.key === k || new RegExp(`^${k}#([1-9]|1[0-5])$`).test(r.key))).toBe(true);
    } else {
      expect(rows.map((r) => r.key)).toEqual([k]);
    }
  });
});

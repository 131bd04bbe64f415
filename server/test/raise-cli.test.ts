/**
 * `npm run staff -- grant|revoke|list` (scripts/staff.mjs) against a scratch SQLite DATA_DIR and a
 * scratch PostgreSQL database: grant creates the user when absent, every change writes an audit row
 * with actor 'cli', and the granted phone then passes the staff layer through the API.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { login, DIALECTS, makeApp, post, scratchDb, type TestDb } from './support/testApp';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

describe.each(DIALECTS)('staff CLI (%s)', (dialect) => {
  let scratch: TestDb;
  beforeAll(async () => {
    scratch = await scratchDb(dialect);
  });
  afterAll(async () => scratch?.cleanup());

  const run = (...args: string[]) => {
    const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: '', DATA_DIR: '' };
    if (dialect === 'sqlite') env.DATA_DIR = dirname(scratch.url);
    else env.DATABASE_URL = scratch.url;
    const r = spawnSync(TSX, ['scripts/staff.mjs', ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  test('grant, list, revoke; audited; the granted phone passes the staff layer', async () => {
    const phone = '13811112222';
    expect(run('bogus').code).toBe(2);
    const g = run('grant', phone);
    expect([g.code, g.out]).toEqual([0, expect.stringContaining(`granted: ${phone}`)]);
    expect(run('grant', phone).out).toContain('already staff');
    expect(run('list').out).toContain(phone);

    const db = scratch.open();
    try {
      const u = await db.selectFrom('users').selectAll().where('mobile', '=', phone).executeTakeFirstOrThrow();
      expect(await db.selectFrom('staff_users').select('user_id').where('user_id', '=', u.user_id).executeTakeFirst()).toBeTruthy();
      const ctx = await makeApp(dialect, { scratch });
      try {
        const cookie = await login(ctx, phone);
        expect((await post(ctx.app, '/api/staff/whoami', {}, cookie)).body.data.userId).toBe(u.user_id);
        expect(run('revoke', phone).out).toContain('revoked');
        expect((await post(ctx.app, '/api/staff/whoami', {}, cookie)).status).toBe(403);
      } finally {
        await ctx.close();
      }
      const audit = await db.selectFrom('audit_log').selectAll().where('target_id', '=', u.user_id).orderBy('created_at').orderBy('action').execute();
      expect(audit.map((a) => [a.actor_user_id, a.action, JSON.parse(a.after_json).staff])).toEqual([['cli', 'staff.grant', true], ['cli', 'staff.revoke', false]]);
      expect(run('list').out).toContain('(no staff)');
      expect(run('revoke', '13899990000').code).toBe(1);
    } finally {
      await db.destroy();
    }
  }, 180_000); // each run starts tsx (a few seconds on a busy machine)

  test('--name sets the name the console shows (default 审核员·<last 4 digits>); granting again with --name renames, audited', async () => {
    const phone = '13833334444';
    expect(run('grant', phone, '--name').code).toBe(2);
    expect(run('revoke', phone, '--name', '王敏').code).toBe(2);
    expect(run('grant', phone).out).toContain('审核员·4444');
    expect(run('list').out).toContain('审核员·4444');
    const r = run('grant', phone, '--name', '王敏');
    expect([r.code, r.out]).toEqual([0, expect.stringContaining('named')]);
    expect(run('list').out).toContain('王敏');
    const db = scratch.open();
    try {
      const u = await db.selectFrom('users').selectAll().where('mobile', '=', phone).executeTakeFirstOrThrow();
      const row = await db.selectFrom('staff_users').select('display_name').where('user_id', '=', u.user_id).executeTakeFirstOrThrow();
      expect(row.display_name).toBe('王敏');
      const audit = await db.selectFrom('audit_log').selectAll().where('target_id', '=', u.user_id).orderBy('created_at').orderBy('action').execute();
      expect(audit.map((a) => [a.action, JSON.parse(a.after_json).displayName])).toEqual([['staff.grant', '审核员·4444'], ['staff.rename', '王敏']]);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});

/**
 * Backup under load (issue 19): a real server process takes a stream of donations (order add + the
 * sandbox cashier's pay, some left pending, some cancelled) from several users at once; `npm run backup`
 * copies the database in the middle of it and the stream goes on. `npm run restore` refuses while the
 * server runs; after it stops, the copy restores into a fresh DATA_DIR and over the old one (kept aside).
 * The copy holds: every PAID order has its ledger row, the case totals equal the PAID orders, and it has
 * paid orders — but not those paid after it was taken.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../server/src/db';
import { migrateToLatest } from '../../server/src/db/migrate';
import { login, newKey, post } from './lib/api';
import { checkRestoredCopy } from './lib/backup-check';
import { ROOT, startProc, type ServerProc } from './lib/proc';

jest.setTimeout(240_000);

const USERS = 5;
const PAID_BEFORE_BACKUP = 30;
const PAID_AFTER_BACKUP = 20;

function script(name: 'backup' | 'restore', file: string, dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(ROOT, 'scripts', `${name}.mjs`), file], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? (typeof err.code === 'number' ? err.code : 1) : 0, stdout, stderr });
    });
  });
}

/** A migrated database with an owner and three fresh cases (nothing raised), before the server starts. */
async function prepare(dataDir: string): Promise<string[]> {
  const { db } = openDb({ dataDir });
  try {
    await migrateToLatest(db);
    const now = Date.now();
    await db.insertInto('users').values({ user_id: 'bk-owner', mobile: null, openid: null, nickname: 'owner', head_img_url: '', third_type: null, created_at: now }).execute();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const info_uuid of ids) {
      await db.insertInto('cases').values({
        info_uuid, title: '备份测试筹款', content: '这是一个测试筹款的详细内容，用来验证备份与恢复。', cover_url: '', attachments: '[]', raise_type: 0,
        target_amount: 100_000_000, raised_amount: 0, donation_count: 0, share_count: 0, status: 0, finish_str: '', patient_name: '测试',
        owner_user_id: 'bk-owner', payee_relation: 'self', payee_name: '测试', hospital: '', disease: '', is_vip: 0, is_theme: 0, is_recommend: 0,
        subsidize: 0, group_value: 0, eye_value: 0, service_charge: 1, page_version: 0, pr_new_or_old: 0, is_help: 0,
        created_at: now, expire_at: now + 30 * 24 * 3600_000,
      }).execute();
    }
    return ids;
  } finally {
    await db.destroy();
  }
}

type Fate = 'pay' | 'cancel' | 'pending';

describe('npm run backup under a stream of donations (SQLite)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cf-backup-'));
  const dataDir = join(scratch, 'data');
  let server: ServerProc | null = null;
  afterAll(async () => {
    await server?.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  test('the copy restores to a database whose paid orders all have ledger rows and whose totals add up', async () => {
    const cases = await prepare(dataDir);
    server = await startProc({
      dataDir,
      env: { SEED: '0', SMS_PER_IP_MAX: '100000', SMS_PER_PHONE_DAILY: '1000', ORDER_LIMIT_PER_USER: '0', ORDER_LIMIT_PER_DEVICE: '0', ORDER_LIMIT_PER_IP: '0', ORDER_LIMIT_PER_OPENID: '0' },
    });
    const s = server;
    const cookies: string[] = [];
    for (let u = 0; u < USERS; u++) cookies.push(await login(s, `1370000${String(u).padStart(4, '0')}`));

    // The stream: every user donates in a row until told to stop; the client's record of each order.
    const fates = new Map<string, Fate>();
    let paid = 0;
    let stop = false;
    let n = 0;
    const errors: string[] = [];
    async function donor(u: number): Promise<void> {
      while (!stop) {
        const i = n++;
        const fate: Fate = i % 10 === 3 ? 'pending' : i % 10 === 7 ? 'cancel' : 'pay';
        const body = { infoUuid: cases[i % cases.length], amount: ((i * 37) % 500 + 1) * 100, anonymous: false, platform: 8, idempotencyKey: newKey() };
        const o = await post(s.baseUrl, '/api/cf/v41/order/add', body, { cookie: cookies[u] });
        if (o.body?.code !== 0) { errors.push(`order: ${o.status} ${JSON.stringify(o.body)}`); return; }
        const orderId = o.body.data.orderId as string;
        fates.set(orderId, fate);
        if (fate === 'pending') continue;
        const r = await post(s.baseUrl, '/api/pay/sandbox/confirm', { orderId, action: fate === 'pay' ? 'pay' : 'cancel' }, { cookie: cookies[u] });
        if (r.body?.code !== 0) { errors.push(`confirm: ${r.status} ${JSON.stringify(r.body)}`); return; }
        if (fate === 'pay') paid += 1;
      }
    }
    const until = async (cond: () => boolean) => {
      while (!cond() && !errors.length) await new Promise((r) => setTimeout(r, 20));
    };
    const stream = Promise.all(cookies.map((_, u) => donor(u)));

    await until(() => paid >= PAID_BEFORE_BACKUP);
    const copy = join(scratch, 'copy.db');
    const paidAtBackupStart = paid;
    const backup = await script('backup', copy, dataDir); // the donors keep going meanwhile
    const paidAtBackupEnd = paid;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^\[backup\] .*copy\.db: \d+ bytes, \d+ orders \(\d+ paid\)/);
    await until(() => paid >= paidAtBackupEnd + PAID_AFTER_BACKUP);

    // While the server runs, restore refuses with one line and changes nothing.
    const busy = await script('restore', copy, dataDir);
    expect(busy.code).toBe(1);
    expect(busy.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^\[restore\] refusing: a server is running on .*: stop it first$/)]);
    expect(readdirSync(dataDir).filter((f) => f.includes('before-restore') || f.includes('restoring'))).toEqual([]);

    stop = true;
    await stream;
    expect(errors).toEqual([]);
    await s.stop();
    const finalFacts = checkRestoredCopy(join(dataDir, 'app.db'), cases);
    expect(finalFacts.violations).toEqual([]);

    // Restore into a fresh DATA_DIR and check the copy.
    const fresh = join(scratch, 'fresh');
    const restored = await script('restore', copy, fresh);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const facts = checkRestoredCopy(join(fresh, 'app.db'), cases);
    expect(facts.violations).toEqual([]);
    expect(facts.paid.size).toBeGreaterThan(0);
    expect(facts.paid.size).toBeGreaterThanOrEqual(paidAtBackupStart);
    expect(facts.paid.size).toBeLessThanOrEqual(paidAtBackupEnd + USERS); // at most one confirm per user was on its way back
    // A snapshot: what it calls PAID the client paid; it misses what was paid after it was taken.
    for (const [id] of facts.paid) expect(fates.get(id)).toBe('pay');
    expect(finalFacts.paid.size).toBe(paid);
    expect(finalFacts.paid.size).toBeGreaterThan(facts.paid.size);
    for (const [id] of facts.paid) expect(finalFacts.paid.has(id)).toBe(true);

    // The checker does catch a broken copy: a PAID order without its ledger row.
    const broken = join(scratch, 'broken.db');
    copyFileSync(join(fresh, 'app.db'), broken);
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
    const b = new Sqlite(broken);
    b.prepare("delete from money_ledger where rowid = (select min(rowid) from money_ledger where kind = 'donation')").run();
    b.close();
    expect(checkRestoredCopy(broken, cases).violations).toEqual([expect.stringMatching(/PAID order .*: 0 donation ledger rows/)]);

    // Restore works over the old database once the server stopped: the old one is kept aside whole.
    const over = await script('restore', copy, dataDir);
    expect(over.stderr).toBe('');
    expect(over.code).toBe(0);
    const kept = readdirSync(dataDir).filter((f) => f.startsWith('app.db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(existsSync(join(dataDir, 'app.db-wal'))).toBe(false);
    expect(checkRestoredCopy(join(dataDir, kept[0]), cases).paid.size).toBe(paid);
    const back = checkRestoredCopy(join(dataDir, 'app.db'), cases);
    expect(back.violations).toEqual([]);
    expect([...back.paid.keys()].sort()).toEqual([...facts.paid.keys()].sort());

    // A server starts on the restored database and serves its totals.
    await s.start();
    for (const id of cases) {
      const r = await post(s.baseUrl, '/api/cf/v4/get-funding-info', { infoUuid: id });
      const sum = [...back.paid.values()].filter((p) => p.infoUuid === id).reduce((t, p) => t + p.amount, 0);
      expect(r.body.data.raisedAmount).toBe(sum);
    }
  });
});

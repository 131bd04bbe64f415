// `npm run staff -- grant <phone> [--name 王敏]` | `revoke <phone>` | `list`: manages the staff role (the
// staff console and review calls under /api/staff). `--name` is how the console names this staff member
// in its audit log, approvals and reviews (default 审核员·<the phone's last four digits>); granting an
// existing staff member again with --name renames them. Opens the database like the server does (DATABASE_URL
// for PostgreSQL, else $DATA_DIR/app.db), migrates it, and writes an audit row (actor 'cli') for every
// grant or revoke. `grant` creates the user when no account has that phone yet (it can log in later
// with the phone). Runs through tsx (it imports the server's TypeScript).
import { randomBytes } from 'node:crypto';

const [cmd, phone, ...rest] = process.argv.slice(2);
const usage = 'usage: npm run staff -- grant <phone> [--name 王敏] | revoke <phone> | list';
const nameAt = rest.indexOf('--name');
const givenName = nameAt >= 0 ? (rest[nameAt + 1] ?? '').trim() : null;
const badName = givenName !== null && (cmd !== 'grant' || !givenName || [...givenName].length > 20);
if (!['grant', 'revoke', 'list'].includes(cmd) || (cmd !== 'list' && !/^1\d{10}$/.test(phone ?? '')) || badName) {
  console.error(usage);
  process.exit(2);
}

const load = async (p) => {
  const m = await import(p);
  return m.default && !m.openDb && !m.migrateToLatest && !m.writeAudit ? m.default : m;
};
const { openDb } = await load('../server/src/db/index.ts');
const { migrateToLatest } = await load('../server/src/db/migrate.ts');
const { writeAudit } = await load('../server/src/repositories/audit.ts');
const { defaultStaffName } = await load('../server/src/repositories/staff-names.ts');

const { loadConfig } = await load('../server/src/config.ts');
let config;
try {
  config = loadConfig(); // the server's settings schema: DATABASE_URL, DATA_DIR (a bad setting: one line, exit 2)
} catch (err) {
  console.error(`[config] ${err.message}`);
  process.exit(2);
}
const { db } = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await migrateToLatest(db);
  const now = Date.now();
  if (cmd === 'list') {
    const rows = await db.selectFrom('staff_users').leftJoin('users', 'users.user_id', 'staff_users.user_id')
      .select(['staff_users.user_id', 'users.mobile', 'staff_users.display_name', 'staff_users.created_at']).orderBy('staff_users.created_at').execute();
    for (const r of rows) console.log(`${r.mobile ?? '-'}\t${r.user_id}\t${r.display_name || defaultStaffName(r.mobile)}\t${new Date(Number(r.created_at)).toISOString()}`);
    if (!rows.length) console.log('(no staff)');
  } else {
    const result = await db.transaction().execute(async (trx) => {
      let user = await trx.selectFrom('users').selectAll().where('mobile', '=', phone).executeTakeFirst();
      if (!user && cmd === 'revoke') return 'no such user';
      if (!user) {
        const id = 'u' + now.toString(36) + randomBytes(6).toString('hex');
        await trx.insertInto('users').values({ user_id: id, mobile: phone, openid: null, nickname: `爱心人士${phone.slice(-4)}`, head_img_url: '', third_type: null, created_at: now })
          .onConflict((oc) => oc.doNothing()).execute();
        user = await trx.selectFrom('users').selectAll().where('mobile', '=', phone).executeTakeFirstOrThrow();
      }
      const had = await trx.selectFrom('staff_users').select(['user_id', 'display_name']).where('user_id', '=', user.user_id).executeTakeFirst();
      const was = !!had;
      const displayName = givenName ?? had?.display_name ?? defaultStaffName(phone);
      if (cmd === 'grant' && !was) await trx.insertInto('staff_users').values({ user_id: user.user_id, created_at: now, display_name: displayName }).execute();
      if (cmd === 'grant' && was && givenName && givenName !== had.display_name) {
        await trx.updateTable('staff_users').set({ display_name: givenName }).where('user_id', '=', user.user_id).execute();
        await writeAudit(trx, {
          actor: 'cli', action: 'staff.rename', targetType: 'user', targetId: user.user_id, before: { displayName: had.display_name }, after: { displayName: givenName }, reason: `npm run staff -- grant ${phone} --name ${givenName}`,
        }, now);
      }
      if (cmd === 'revoke' && was) await trx.deleteFrom('staff_users').where('user_id', '=', user.user_id).execute();
      const is = cmd === 'grant';
      if (was !== is) {
        await writeAudit(trx, {
          actor: 'cli', action: `staff.${cmd}`, targetType: 'user', targetId: user.user_id, before: { staff: was }, after: is ? { staff: is, displayName } : { staff: is },
          reason: `npm run staff -- ${cmd} ${phone}${givenName ? ` --name ${givenName}` : ''}`,
        }, now);
      }
      const named = cmd === 'grant' ? ` ${givenName ?? had?.display_name ?? displayName}` : '';
      return `${cmd === 'grant' ? (was ? (givenName ? 'already staff, named' : 'already staff') : 'granted') : was ? 'revoked' : 'was not staff'}: ${phone} ${user.user_id}${named}`;
    });
    console.log(result);
    if (result === 'no such user') code = 1;
  }
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await db.destroy();
}
process.exit(code);

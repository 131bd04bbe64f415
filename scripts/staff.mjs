// `npm run staff -- grant <phone>` | `revoke <phone>` | `list`: manages the staff role (the staff
// console and review calls under /api/staff). Opens the database like the server does (DATABASE_URL
// for PostgreSQL, else $DATA_DIR/app.db), migrates it, and writes an audit row (actor 'cli') for every
// grant or revoke. `grant` creates the user when no account has that phone yet (it can log in later
// with the phone). Runs through tsx (it imports the server's TypeScript).
import { randomBytes } from 'node:crypto';

const [cmd, phone] = process.argv.slice(2);
const usage = 'usage: npm run staff -- grant <phone> | revoke <phone> | list';
if (!['grant', 'revoke', 'list'].includes(cmd) || (cmd !== 'list' && !/^1\d{10}$/.test(phone ?? ''))) {
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
      .select(['staff_users.user_id', 'users.mobile', 'users.nickname', 'staff_users.created_at']).orderBy('staff_users.created_at').execute();
    for (const r of rows) console.log(`${r.mobile ?? '-'}\t${r.user_id}\t${r.nickname ?? ''}\t${new Date(Number(r.created_at)).toISOString()}`);
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
      const was = !!(await trx.selectFrom('staff_users').select('user_id').where('user_id', '=', user.user_id).executeTakeFirst());
      if (cmd === 'grant' && !was) await trx.insertInto('staff_users').values({ user_id: user.user_id, created_at: now }).execute();
      if (cmd === 'revoke' && was) await trx.deleteFrom('staff_users').where('user_id', '=', user.user_id).execute();
      const is = cmd === 'grant';
      if (was !== is) {
        await writeAudit(trx, {
          actor: 'cli', action: `staff.${cmd}`, targetType: 'user', targetId: user.user_id, before: { staff: was }, after: { staff: is }, reason: `npm run staff -- ${cmd} ${phone}`,
        }, now);
      }
      return `${cmd === 'grant' ? (was ? 'already staff' : 'granted') : was ? 'revoked' : 'was not staff'}: ${phone} ${user.user_id}`;
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

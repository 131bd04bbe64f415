/**
 * Another process for server/test/backup.test.ts (run with `node --import tsx`):
 *   hold <dataDir>            takes the server's shared hold of DATA_DIR, prints "held", stays
 *   try-hold <dataDir>        tries it for 300 ms, prints "held" or "busy: <message>", exits
 *   open <file>               opens the SQLite file like a script would, prints "open", stays
 *   write-and-die <file> <n>  inserts n users with no checkpoint (they stay in the WAL), prints "written", SIGKILLs itself
 */
import Sqlite from 'better-sqlite3';
import { DataDirBusy, holdShared } from '../../src/db/data-lock';

const [mode, path, n] = process.argv.slice(2);
const stay = () => setInterval(() => {}, 1000);

if (mode === 'hold') {
  holdShared(path);
  console.log('held');
  stay();
} else if (mode === 'try-hold') {
  try {
    holdShared(path, 300);
    console.log('held');
  } catch (err) {
    console.log(err instanceof DataDirBusy ? `busy: ${err.message}` : `error: ${String(err)}`);
  }
  process.exit(0);
} else if (mode === 'open') {
  const db = new Sqlite(path);
  db.pragma('journal_mode = WAL');
  console.log('open');
  stay();
} else if (mode === 'write-and-die') {
  const db = new Sqlite(path);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  const ins = db.prepare('insert into users (user_id, mobile, openid, nickname, head_img_url, third_type, created_at) values (?, null, null, ?, \'\', null, 0)');
  for (let i = 0; i < Number(n); i++) ins.run(`wal-${i}`, `wal-${i}`);
  console.log('written');
  process.kill(process.pid, 'SIGKILL');
}

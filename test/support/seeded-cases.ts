/**
 * The demo's seeded cases that take donations, for the suites that run a real server over a data
 * directory (e2e, mini-program, faults) and for the server suites (which read through Kysely on either
 * database). One declaration of the rule: a case takes donations while it raises (status 0) and is
 * published (the demo also seeds a raise still in review: status 0, unpublished).
 */
import { join } from 'node:path';

/** The rule as SQL over `cases`: raising and published. */
export const DONATABLE_SQL = 'status = 0 AND published = 1';

export interface DonatableFilter {
  /** an illness raise only (raise_type 0) */
  illness?: boolean;
  /** not past its period (expire_at after now) */
  live?: boolean;
  /** outside the matching activities: 'any' (in none), 'active' (in no active one) */
  outside?: 'any' | 'active';
  /** newest first (default oldest first) */
  newest?: boolean;
  limit?: number;
}

/** The query of the cases the filter names, with its parameters. */
export function donatableQuery(f: DonatableFilter = {}, now = Date.now()): { sql: string; params: unknown[] } {
  const where = [DONATABLE_SQL];
  const params: unknown[] = [];
  if (f.illness) where.push('raise_type = 0');
  if (f.live) {
    where.push('expire_at > ?');
    params.push(now);
  }
  if (f.outside) where.push(`info_uuid NOT IN (SELECT info_uuid FROM activity_cases${f.outside === 'active' ? ' WHERE active = 1' : ''})`);
  const limit = f.limit ? ` LIMIT ${Math.floor(f.limit)}` : '';
  return { sql: `SELECT info_uuid FROM cases WHERE ${where.join(' AND ')} ORDER BY created_at ${f.newest ? 'DESC' : 'ASC'}${limit}`, params };
}

/** The infoUuids of the seeded cases that take donations in the server's SQLite file under `dataDir`. */
export function donatableCases(dataDir: string, f: DonatableFilter = {}): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const q = donatableQuery(f);
    return (db.prepare(q.sql).all(...q.params) as Array<{ info_uuid: string }>).map((r) => r.info_uuid);
  } finally {
    db.close();
  }
}

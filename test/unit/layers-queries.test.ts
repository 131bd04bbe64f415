/**
 * Queries live in the repositories only (issue 28). Under server/src, only repositories/ (SQL, one
 * file per domain) and db/ (the database layer: the connection, compile-once statements, the booking
 * transaction helpers, the migration runner and the one generic status-move statement of every
 * machine) build a Kysely query. Everything else (services, jobs, plugins, providers, domain, routes)
 * calls a repository function with a name that says what it reads or writes; a service keeps the
 * decisions and may open a transaction and hand `trx` to those functions.
 *
 * A query builder here is a call of selectFrom, insertInto, updateTable, deleteFrom, replaceInto,
 * mergeInto, with / withRecursive (a CTE), a `sql` template, or `sql` imported from kysely as a value.
 * Migrations (server/migrations) are SQL by nature and outside server/src.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REPO, sourceFiles } from './support/sources';

const SRC = join(REPO, 'server/src');
/** The folders under server/src allowed to build queries. */
const QUERY_LAYERS = ['repositories', 'db'];
const BUILDER = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|withRecursive)\(|\bsql\s*(`|<)/;
/** `import { sql } from 'kysely'` and the like; `import type { ... }` and `type sql` names are types only. */
const SQL_VALUE_IMPORT = /^\s*import\s+(?!type\b)\{([^}]*)\}\s*from\s*['"]kysely['"]/ms;

/** The lines of a source that build a query, as "line: text". */
function queryLines(text: string): string[] {
  const found: string[] = [];
  const imp = SQL_VALUE_IMPORT.exec(text);
  if (imp && imp[1].split(',').map((x) => x.trim()).includes('sql')) found.push(`imports sql from kysely as a value`);
  text.split('\n').forEach((line, i) => {
    if (BUILDER.test(line)) found.push(`${i + 1}: ${line.trim()}`);
  });
  return found;
}

const within = (rel: string, folder: string) => rel === folder || rel.startsWith(`${folder}/`);

function offenders(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const rel = relative(SRC, file);
    if (QUERY_LAYERS.some((f) => within(rel, f))) continue;
    const lines = queryLines(readFileSync(file, 'utf8'));
    if (lines.length) out.set(rel, lines);
  }
  return out;
}

test('only repositories/ and db/ build queries', () => {
  const found = [...offenders()]
    .flatMap(([rel, lines]) => lines.map((l) => `server/src/${rel}:${l}`));
  expect(found).toEqual([]);
});

test('the check sees every kind of query builder and lets types and look-alikes through', () => {
  expect(queryLines("  const r = await deps.db.selectFrom('cases').selectAll().execute();")).toHaveLength(1);
  expect(queryLines('await trx.insertInto(t).values(v).execute();')).toHaveLength(1);
  expect(queryLines("await q.updateTable('users').set({})")).toHaveLength(1);
  expect(queryLines("await q.deleteFrom('users')")).toHaveLength(1);
  expect(queryLines("db.with('x', (q) => q)")).toHaveLength(1);
  expect(queryLines('const n = sql<number>`count(*)`;')).toHaveLength(1);
  expect(queryLines('await sql`select 1`.execute(db);')).toHaveLength(1);
  expect(queryLines("import { sql, type Kysely } from 'kysely';")).toEqual(['imports sql from kysely as a value']);
  expect(queryLines("import type { Kysely, Transaction } from 'kysely';")).toEqual([]);
  expect(queryLines("import { type Kysely } from 'kysely';\nconst sqlite = true;\nconst insert = 'insertInto';")).toEqual([]);
  expect(queryLines('const s = mysql`x`; selectFromList(a);')).toEqual([]);
});

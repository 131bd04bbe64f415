/**
 * The generated secrets stored in the database (SQL only; PostgreSQL deployments: secrets.ts). The
 * table (migration app_secrets) is outside the Database interface: only this file reads it.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db';

interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}
const secretsDb = (db: DB) => db as unknown as Kysely<{ app_secrets: AppSecretsTable }>;

/** Stores each (name, value) unless the name is stored already: concurrent first starts keep the first value. */
export async function insertSecretsIfAbsent(db: DB, rows: AppSecretsTable[]): Promise<void> {
  await secretsDb(db).insertInto('app_secrets').values(rows).onConflict((oc) => oc.column('name').doNothing()).execute();
}

export const storedSecrets = (db: DB, names: readonly string[]) =>
  secretsDb(db).selectFrom('app_secrets').select(['name', 'value']).where('name', 'in', [...names]).execute();

/**
 * Secrets the source never holds: SANDBOX_PAY_SECRET, SESSION_SECRET and LEDGER_SIGNING_KEY (the
 * ledger's Ed25519 seed: 32 bytes in hex, like the others) come from the environment,
 * else they are generated (32 random bytes, hex) at the first start and kept:
 * - SQLite (no DATABASE_URL): DATA_DIR/secrets.json, mode 0600, created atomically (a temp file
 *   hard-linked into place) so processes starting together on one DATA_DIR keep the same values;
 * - PostgreSQL: the app_secrets table (migration 009), INSERT ... ON CONFLICT DO NOTHING then read,
 *   so every process on the database agrees.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import type { DB } from './db';
import { insertSecretsIfAbsent, storedSecrets } from './repositories/app-secrets';

/** The environment keys generated when unset. */
export const GENERATED_SECRETS = ['SANDBOX_PAY_SECRET', 'SESSION_SECRET', 'LEDGER_SIGNING_KEY'] as const;
export type SecretName = (typeof GENERATED_SECRETS)[number];
export const SECRETS_FILE = 'secrets.json';

export const newSecret = (): string => randomBytes(32).toString('hex');

function readJson(file: string): Record<string, string> {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** DATA_DIR/secrets.json: every generated secret, created once (first writer wins), never rewritten unless a key is missing. */
export function fileSecrets(dataDir: string): Record<SecretName, string> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SECRETS_FILE);
  let current = existsSync(file) ? readJson(file) : null;
  if (!current) {
    const fresh = Object.fromEntries(GENERATED_SECRETS.map((k) => [k, newSecret()]));
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, JSON.stringify(fresh, null, 2) + '\n', { mode: 0o600 });
    try {
      linkSync(tmp, file); // fails with EEXIST when another process got there first: use theirs
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(tmp);
    }
    current = readJson(file);
  }
  const missing = GENERATED_SECRETS.filter((k) => typeof current![k] !== 'string' || !current![k]);
  if (missing.length) {
    // an older or hand-edited file: add the missing keys (rename is atomic; the values are new)
    const next = { ...current, ...Object.fromEntries(missing.map((k) => [k, newSecret()])) };
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
    renameSync(tmp, file);
    current = readJson(file);
  }
  chmodSync(file, 0o600);
  return current as Record<SecretName, string>;
}

/** The app_secrets rows, generating the missing ones; concurrent first starts agree on the stored values. */
export async function dbSecrets(db: DB, now: number = Date.now()): Promise<Record<SecretName, string>> {
  await insertSecretsIfAbsent(db, GENERATED_SECRETS.map((name) => ({ name, value: newSecret(), created_at: now })));
  const rows = await storedSecrets(db, GENERATED_SECRETS);
  return Object.fromEntries(rows.map((r) => [r.name, r.value])) as Record<SecretName, string>;
}

/**
 * The config with every unset generated secret filled in (config.settings and config.sessionSecret),
 * from the database with PostgreSQL, else from DATA_DIR. Secrets set in the environment always win.
 */
export async function withSecrets(config: Config, db: DB): Promise<Config> {
  const unset = GENERATED_SECRETS.filter((k) => !config.settings[k]);
  if (!unset.length) return config;
  const stored = config.databaseUrl ? await dbSecrets(db) : fileSecrets(config.dataDir);
  const settings = { ...config.settings };
  for (const k of unset) settings[k] = stored[k];
  return { ...config, settings, sessionSecret: settings.SESSION_SECRET };
}

const processSecret = newSecret();
/** The cookie-signing key: the session secret, or (tests building a config by hand) a per-process random one. */
export function cookieSecret(config: Config): string {
  return config.sessionSecret || processSecret;
}

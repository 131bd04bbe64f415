/**
 * Server configuration, read once from the environment (server.ts) or built directly by tests.
 * Every knob has a default that runs the product on one machine with no external services.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { storageConfigOf, type StorageConfig } from './providers/storage';
import { FEE_POLICY } from '../../src/contract/rules/promises';
import { parseSettings, processSettings, type Env, type Settings } from './settings';

export { SettingsError, type Settings } from './settings';

export interface Config {
  port: number;
  host: string;
  /** Directory of the SQLite file (ignored when databaseUrl is set). */
  dataDir: string;
  /** postgres://... selects PostgreSQL; empty selects SQLite at dataDir/app.db. */
  databaseUrl: string;
  /** Honour x-forwarded-proto / x-forwarded-for (behind a reverse proxy). */
  trustProxy: boolean;
  /** Production mode (NODE_ENV=production, APP_MODE not demo): server.ts refuses every stand-in (production.ts). */
  production: boolean;
  /** Demo mode (APP_MODE=demo, what `npm start` runs): production-grade behaviour with the stand-ins, labelled as a test environment. */
  demo: boolean;
  /** Signs cookies (the OAuth state); SESSION_SECRET, else generated once and kept (secrets.ts). */
  sessionSecret: string;
  /** COOKIE_SECURE=1: session cookies always carry Secure (production requires it). */
  cookieSecure: boolean;
  logLevel: string;
  /** Where log lines go (stdout unless a test captures them; plugins/logging.ts scrubs every line). */
  logStream?: { write(line: string): unknown };
  smsProvider: string;
  payProvider: string;
  /** Directory of the H5 build served as static files (served only when it exists). */
  h5Dir: string;
  wx: { appId: string; appSecret: string; loginProvider: string };
  /** Limits of the verification-code sender. */
  sms: { perPhoneSeconds: number; perPhoneDaily: number; perIpWindowSeconds: number; perIpMax: number };
  /** Uploads: storage provider (disk | s3), size cap, upload origin (providers/storage.ts). */
  storage: StorageConfig;
  /** PUBLIC_ASSET_ORIGIN: images are handed out as absolute URLs on it ('' = the request's origin; plugins/assets.ts). */
  publicAssetOrigin: string;
  /**
   * The platform's withdrawal service charge, basis points: the fee policy declared once with the texts
   * every page shows (src/contract/rules/promises.ts), not an environment setting, so the money path
   * cannot drift from what the pages promise. Only a test app passes another rate, to exercise the
   * spec's dormant option 2 arithmetic.
   */
  feeRateBp: number;
  /**
   * Every setting, parsed once against the schema (settings.ts): typed, with its default, within its
   * bounds. The only way the server reads the environment: provider factories take it too.
   */
  settings: Settings;
}

/** The repository root: the nearest folder up with a package.json (tsx runs server/src, `npm start` dist/server/server/src). */
export const REPO_ROOT = ((dir: string): string => {
  for (let d = dir; d !== dirname(d); d = dirname(d)) if (existsSync(join(d, 'package.json'))) return d;
  return resolve(__dirname, '..', '..');
})(resolve(__dirname, '..'));

/**
 * Builds the config from environment variables (settings.ts is the list, README.md the table): the
 * process's (parsed once) unless an environment is given. Throws SettingsError (one line naming each
 * bad setting and its rule) on a value outside the schema.
 */
export function loadConfig(env?: Env, overrides: Partial<Config> = {}): Config {
  const s = env ? parseSettings(env) : processSettings();
  const dataDir = resolve(s.DATA_DIR);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir,
    databaseUrl: s.DATABASE_URL,
    trustProxy: s.TRUST_PROXY,
    production: s.NODE_ENV === 'production' && s.APP_MODE !== 'demo',
    demo: s.APP_MODE === 'demo',
    sessionSecret: s.SESSION_SECRET,
    cookieSecure: s.COOKIE_SECURE,
    logLevel: s.EXPLICIT.includes('LOG_LEVEL') ? s.LOG_LEVEL : s.NODE_ENV === 'test' ? 'silent' : s.LOG_LEVEL,
    smsProvider: s.SMS_PROVIDER,
    payProvider: s.PAY_PROVIDER,
    h5Dir: s.H5_DIR ? resolve(s.H5_DIR) : join(REPO_ROOT, 'dist', 'h5'),
    wx: { appId: s.WX_APPID || 'wx-dev-appid', appSecret: s.WX_SECRET, loginProvider: s.WX_LOGIN_PROVIDER ?? (s.WX_SECRET ? 'wechat' : 'dev') },
    sms: {
      perPhoneSeconds: s.SMS_PER_PHONE_SECONDS,
      perPhoneDaily: s.SMS_PER_PHONE_DAILY,
      perIpWindowSeconds: s.SMS_PER_IP_WINDOW_SECONDS,
      perIpMax: s.SMS_PER_IP_MAX,
    },
    storage: storageConfigOf(s, dataDir),
    publicAssetOrigin: s.PUBLIC_ASSET_ORIGIN.trim().replace(/\/+$/, ''),
    feeRateBp: FEE_POLICY.rateBp,
    settings: s,
    ...overrides,
  };
}

/**
 * Server configuration, read once from the environment (server.ts) or built directly by tests.
 * Every knob has a default that runs the product on one machine with no external services.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadStorageConfig, type StorageConfig } from './providers/storage';

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
  /** Raw environment, passed to provider factories (payments read their own keys). */
  env: Record<string, string | undefined>;
}

/** The repository root: the nearest folder up with a package.json (tsx runs server/src, `npm start` dist/server/server/src). */
export const REPO_ROOT = ((dir: string): string => {
  for (let d = dir; d !== dirname(d); d = dirname(d)) if (existsSync(join(d, 'package.json'))) return d;
  return resolve(__dirname, '..', '..');
})(resolve(__dirname, '..'));

function int(v: string | undefined, dflt: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : dflt;
}

/** Builds the config from environment variables (see the report / README for the list). */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || '',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    production: env.NODE_ENV === 'production' && env.APP_MODE !== 'demo',
    demo: env.APP_MODE === 'demo',
    sessionSecret: env.SESSION_SECRET || '',
    cookieSecure: env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    smsProvider: env.SMS_PROVIDER || 'console',
    payProvider: env.PAY_PROVIDER || 'sandbox',
    h5Dir: env.H5_DIR ? resolve(env.H5_DIR) : join(REPO_ROOT, 'dist', 'h5'),
    wx: { appId: env.WX_APPID || 'wx-dev-appid', appSecret: env.WX_SECRET || '', loginProvider: env.WX_LOGIN_PROVIDER || (env.WX_SECRET ? 'wechat' : 'dev') },
    sms: {
      perPhoneSeconds: int(env.SMS_PER_PHONE_SECONDS, 60),
      perPhoneDaily: int(env.SMS_PER_PHONE_DAILY, 10),
      perIpWindowSeconds: int(env.SMS_PER_IP_WINDOW_SECONDS, 600),
      perIpMax: int(env.SMS_PER_IP_MAX, 30),
    },
    storage: loadStorageConfig(env, resolve(env.DATA_DIR || 'data')),
    publicAssetOrigin: (env.PUBLIC_ASSET_ORIGIN || '').trim().replace(/\/+$/, ''),
    env,
    ...overrides,
  };
}

/**
 * Server configuration, read once from the environment (server.ts) or built directly by tests.
 * Every knob has a default that runs the product on one machine with no external services.
 */
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Directory of the SQLite file (ignored when databaseUrl is set). */
  dataDir: string;
  /** postgres://... selects PostgreSQL; empty selects SQLite at dataDir/app.db. */
  databaseUrl: string;
  /** Honour x-forwarded-proto / x-forwarded-for (behind a reverse proxy). */
  trustProxy: boolean;
  production: boolean;
  logLevel: string;
  smsProvider: string;
  payProvider: string;
  /** Directory of the H5 build served as static files (served only when it exists). */
  h5Dir: string;
  wx: { appId: string; appSecret: string; loginProvider: string };
  /** Limits of the verification-code sender. */
  sms: { perPhoneSeconds: number; perPhoneDaily: number; perIpWindowSeconds: number; perIpMax: number };
  /** Raw environment, passed to provider factories (payments read their own keys). */
  env: Record<string, string | undefined>;
}

const ROOT = resolve(__dirname, '..', '..');

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
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    smsProvider: env.SMS_PROVIDER || 'console',
    payProvider: env.PAY_PROVIDER || 'sandbox',
    h5Dir: env.H5_DIR ? resolve(env.H5_DIR) : join(ROOT, 'dist', 'h5'),
    wx: { appId: env.WX_APPID || 'wx-dev-appid', appSecret: env.WX_SECRET || '', loginProvider: env.WX_LOGIN_PROVIDER || (env.WX_SECRET ? 'wechat' : 'dev') },
    sms: {
      perPhoneSeconds: int(env.SMS_PER_PHONE_SECONDS, 60),
      perPhoneDaily: int(env.SMS_PER_PHONE_DAILY, 10),
      perIpWindowSeconds: int(env.SMS_PER_IP_WINDOW_SECONDS, 600),
      perIpMax: int(env.SMS_PER_IP_MAX, 30),
    },
    env,
    ...overrides,
  };
}

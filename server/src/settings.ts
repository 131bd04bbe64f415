/**
 * Every setting of the server (an environment variable) in one TypeBox schema: its type, default and
 * bounds. parseSettings reads an environment against it once (config.ts at start; processSettings()
 * for the few modules that run without a config: the database driver, the PDF font, the SSR bundle).
 * An empty value is an unset one. A value outside its rule stops the start with one line naming the
 * setting and the rule (SettingsError; server.ts prints it and exits 1). README.md's "Environment
 * variables" table lists the same names (server/test/config.test.ts compares them).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** Largest amount a fen setting may hold (¥10 billion: far below 2^53). */
const MAX_FEN = 1_000_000_000_000;
/** Largest count limit (the benchmarks switch limits off with 1e9 or 0). */
const MAX_COUNT = 1_000_000_000;
const DAY_S = 86_400;
const WEEK_MIN = 7 * 24 * 60;

const int = (dflt: number, minimum: number, maximum: number) => Type.Integer({ default: dflt, minimum, maximum });
const str = (dflt = '') => Type.String({ default: dflt });
const url = (dflt = '') => Type.String({ default: dflt, pattern: '^https?://\\S+$', rule: 'an http(s) URL' });
const oneOf = <T extends string>(values: readonly T[], dflt?: T) =>
  dflt === undefined
    ? Type.Optional(Type.Union(values.map((v) => Type.Literal(v))))
    : Type.Union(values.map((v) => Type.Literal(v)), { default: dflt });
/** 0/1 (and true/false where `words`), read as a boolean. */
const flag = (dflt: boolean, words = false) => Type.Boolean({ default: dflt, accepts: words ? ['0', '1', 'true', 'false'] : ['0', '1'] });

/** Kinds a subscribe-message template may be set for (WX_SUBSCRIBE_TEMPLATE_<KIND>). */
export const SUBSCRIBE_KINDS = [
  'DONATION', 'BIG_DONATION', 'COMMENT', 'VERIFICATION', 'PROGRESS_APPROVED', 'PROGRESS_REJECTED', 'PROGRESS_FOLLOW',
  'WITHDRAWAL', 'REVIEW_RESULT', 'VERIFICATION_FALSE', 'REPORT_OUTCOME', 'DISCUSSION', 'MONTHLY_DUE',
] as const;
/** Setting families: one name per kind (README writes them with the placeholder). */
export const SETTING_FAMILIES = { 'WX_SUBSCRIBE_TEMPLATE_<KIND>': { prefix: 'WX_SUBSCRIBE_TEMPLATE_', kinds: SUBSCRIBE_KINDS } } as const;

export const SettingsSchema = Type.Object({
  // the process
  PORT: int(3000, 0, 65535),
  HOST: str('0.0.0.0'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
  NODE_ENV: str(),
  APP_MODE: str(),
  H5_DIR: str(),
  SEED: oneOf(['0', '1'] as const),
  SKIP_H5_BUILD: flag(false),
  BUILD_STRICT: flag(false),
  TRUST_PROXY: flag(false, true),
  COOKIE_SECURE: flag(false, true),
  /** Unset: generated once and kept (secrets.ts fills config.settings.SESSION_SECRET and config.sessionSecret from the store). */
  SESSION_SECRET: str(),
  SSR_DEBUG: flag(false),
  /** The donor pages' HTML waits this long (ms) for the data of their server-rendered first screen; slower: the plain page, rendered by the client (ssr/h5-boot.ts). */
  SSR_DATA_TIMEOUT_MS: int(150, 1, 60_000),
  /** GET /metrics is read with `Authorization: Bearer <token>`; unset: metrics off and /metrics 404 (plugins/metrics.ts). Production needs 16+ characters. */
  METRICS_TOKEN: str(),
  /** Graceful shutdown on SIGTERM: /readyz answers 503 this long while every request is still served, then the port closes (unset outside production mode: 0; routes/ops.ts drainMsOf). */
  SHUTDOWN_DRAIN_MS: int(5000, 0, 120_000),
  // the database
  DATA_DIR: str('data'),
  DATABASE_URL: Type.String({ default: '', pattern: '^postgres(ql)?://\\S+$', rule: 'a postgres:// URL' }),
  SQLITE_GROUP_COMMIT: flag(true),
  SQLITE_CHECKPOINT_MS: int(250, 0, 60_000),
  PG_POOL_MAX: int(10, 1, 1000),
  /** PostgreSQL: connections of the pool for reads that must not queue behind writes (db/index.ts readerOf: the case page's get-funding-info). */
  PG_READ_POOL_MAX: int(2, 1, 100),
  /** PostgreSQL: the hot path's fixed statements are prepared once per connection (db/pg-prepare.ts); 0 sends them as text (a transaction-mode PgBouncer). */
  PG_PREPARE: flag(true),
  /** How long a looked-up session is used again without the database when no write of this process touched users or sessions (http/session-cache.ts; SQLite: exact, any commit voids it); other processes' logouts are seen within it. 0: every request asks the database. */
  SESSION_CACHE_MS: int(1000, 0, 60_000),
  /** PostgreSQL: at most this many paid bookings that arrive together share one transaction (db/pg-booking-batch.ts); 1: each its own. */
  PG_BOOKING_BATCH: int(32, 1, 1000),
  /** New-gift requests worked on at once per process (http/admission.ts); the rest queue in order. 0: no limit. */
  GIFT_CONCURRENCY: int(128, 0, 100_000),
  PG_TEST_URL: Type.String({ default: 'postgres://postgres@127.0.0.1:5432/postgres', pattern: '^postgres(ql)?://\\S+$', rule: 'a postgres:// URL' }),
  /** Unset: 1 in demo and development, 0 in production (a start with pending migrations refuses; `npm run migrate`). */
  MIGRATE_ON_START: oneOf(['0', '1'] as const),
  // SMS
  SMS_PROVIDER: oneOf(['console', 'memory', 'tencent'] as const, 'console'),
  TENCENT_SMS_SECRET_ID: str(),
  TENCENT_SMS_SECRET_KEY: str(),
  TENCENT_SMS_SDK_APP_ID: str(),
  TENCENT_SMS_SIGN_NAME: str(),
  TENCENT_SMS_TEMPLATE_ID: str(),
  TENCENT_SMS_ENDPOINT: url('https://sms.tencentcloudapi.com'),
  TENCENT_SMS_REGION: str('ap-guangzhou'),
  SMS_PER_PHONE_SECONDS: int(60, 0, DAY_S),
  SMS_PER_PHONE_DAILY: int(10, 0, MAX_COUNT),
  SMS_PER_IP_WINDOW_SECONDS: int(600, 1, DAY_S),
  SMS_PER_IP_MAX: int(30, 0, MAX_COUNT),
  // payments
  PAY_PROVIDER: oneOf(['sandbox', 'wxpay'] as const, 'sandbox'),
  /** Unset: generated once and kept, like SESSION_SECRET. */
  SANDBOX_PAY_SECRET: str(),
  WXPAY_MCHID: str(),
  WXPAY_SERIAL_NO: str(),
  WXPAY_PRIVATE_KEY_PATH: str(),
  WXPAY_APIV3_KEY: str(),
  WXPAY_NOTIFY_URL: url(),
  WXPAY_REFUND_NOTIFY_URL: url(),
  WXPAY_PUBLIC_KEY_PATH: str(),
  WXPAY_PUBLIC_KEY_ID: str(),
  WXPAY_PLATFORM_CERT_PATH: str(),
  WXPAY_PLATFORM_SERIAL: str(),
  WXPAY_API_BASE: url('https://api.mch.weixin.qq.com'),
  // WeChat
  WX_APPID: str(),
  WX_MP_APPID: str(),
  WX_SECRET: str(),
  WX_MP_SECRET: str(),
  WX_LOGIN_PROVIDER: oneOf(['dev', 'wechat'] as const),
  WX_API_BASE: url('https://api.weixin.qq.com'),
  // images
  PUBLIC_ASSET_ORIGIN: url(),
  STORAGE_PROVIDER: oneOf(['disk', 's3'] as const, 'disk'),
  UPLOAD_DIR: str(),
  S3_ENDPOINT: url(),
  S3_BUCKET: str(),
  S3_ACCESS_KEY_ID: str(),
  S3_SECRET_ACCESS_KEY: str(),
  S3_REGION: str('us-east-1'),
  S3_PUBLIC_BASE_URL: url(),
  UPLOAD_MAX_BYTES: int(10 * 1024 * 1024, 1, 1024 * 1024 * 1024),
  UPLOAD_PER_USER_HOUR: int(300, 1, MAX_COUNT),
  UPLOAD_ORIGIN: url(),
  /** The H5 pages' origins allowed to upload here from another origin (this server as the separate upload host), comma-separated; unset: same origin only. */
  UPLOAD_PAGE_ORIGINS: Type.String({ default: '', pattern: '^https?://[^\\s,/]+(,https?://[^\\s,/]+)*$', rule: 'comma-separated http(s) origins' }),
  // notifications
  NOTIFY_PROVIDER: oneOf(['console', 'memory', 'wxsubscribe'] as const, 'console'),
  WX_SUBSCRIBE_FIELDS: Type.String({ default: 'thing1,thing2,time3', pattern: '^\\s*[a-z_]+\\d+\\s*(,\\s*[a-z_]+\\d+\\s*){2}$', rule: 'three keyword names, e.g. thing1,thing2,time3' }),
  WX_SUBSCRIBE_STATE: oneOf(['formal', 'trial', 'developer'] as const, 'formal'),
  NOTIFY_BIG_DONATION_FEN: int(100_000, 1, MAX_FEN),
  NOTIFY_DONATION_WINDOW_MS: int(600_000, 1000, DAY_S * 1000),
  NOTIFY_SWEEP_SECONDS: int(60, 0, DAY_S),
  FRAUD_SCAN_SECONDS: int(600, 0, DAY_S),
  // fraud and abuse limits (0 switches a count limit off)
  ORDER_LIMIT_WINDOW_SECONDS: int(600, 1, DAY_S),
  ORDER_LIMIT_PER_USER: int(20, 0, MAX_COUNT),
  ORDER_LIMIT_PER_OPENID: int(20, 0, MAX_COUNT),
  ORDER_LIMIT_PER_DEVICE: int(30, 0, MAX_COUNT),
  ORDER_LIMIT_PER_IP: int(300, 0, MAX_COUNT),
  FRAUD_TINY_DONATION_FEN: int(100, 0, MAX_FEN),
  FRAUD_TINY_MIN_COUNT: int(10, 1, MAX_COUNT),
  FRAUD_TINY_WINDOW_SECONDS: int(600, 1, 30 * DAY_S),
  FRAUD_NEW_ACCOUNT_DAYS: int(3, 0, 3650),
  // red packets (services/activity/red-packets.ts): the amount a packet reserves from the pool, and its life
  RED_PACKET_FEN: int(200, 1, MAX_FEN),
  RED_PACKET_EXPIRE_HOURS: int(24, 1, 24 * 365),
  FRAUD_SHARED_PAYEE_OWNERS: int(2, 2, MAX_COUNT),
  REPORT_PER_USER_HOURLY: int(10, 0, MAX_COUNT),
  // money out
  WITHDRAW_NOTICE_HOURS: int(24, 0, 24 * 365),
  WITHDRAW_SUBSIDY_MAX_FEN: int(0, 0, MAX_FEN),
  WITHDRAW_DOUBLE_APPROVAL_FEN: int(1_000_000, 0, MAX_FEN),
  HOSPITAL_PAYOUT_FEN: int(5_000_000, 0, MAX_FEN),
  PAYOUT_BATCH_MAX_FEN: int(2_000_000, 1, MAX_FEN),
  WEAK_DISCLOSURE_MIN_VERIFICATIONS: int(3, 0, 1000),
  PAYOUT_PROVIDER: oneOf(['sandbox', 'wxpay'] as const, 'sandbox'),
  PAYOUT_STUCK_MINUTES: int(60, 0, WEEK_MIN),
  DONOR_REFUND_DAYS: int(7, 0, 365),
  RECONCILE_INTERVAL_SECONDS: int(60, 0, DAY_S),
  RECONCILE_QUERY_AFTER_MINUTES: int(5, 0, WEEK_MIN),
  ORDER_CLOSE_AFTER_MINUTES: int(120, 0, WEEK_MIN),
  RECEIPT_FONT_PATH: str(''),
  // the public money log (services/ledger-log)
  /** Ed25519 seed (64 hex digits) signing the log's tree heads; unset: generated once and kept, like SESSION_SECRET; production requires it. */
  LEDGER_SIGNING_KEY: Type.String({ default: '', pattern: '^([0-9a-fA-F]{64})?$', rule: '64 hex digits (an Ed25519 seed)' }),
  LEDGER_SEQUENCE_SECONDS: int(5, 0, DAY_S),
  LEDGER_HEAD_EVERY_HOURS: int(24, 1, 24 * 365),
  LEDGER_HEAD_MIN_SECONDS: int(10, 0, DAY_S),
});

export type SubscribeKind = (typeof SUBSCRIBE_KINDS)[number];
/**
 * Every setting, typed: the schema's fields, plus what the environment says beyond them: the
 * subscribe-message templates set (WX_SUBSCRIBE_TEMPLATE_<KIND>, by kind in lower case) and the names
 * the environment set explicitly (a few settings mean something else when unset: LOG_LEVEL,
 * SHUTDOWN_DRAIN_MS). The rest of the server reads settings only from here, never the raw environment
 * (test/unit/settings-only.test.ts).
 */
export type Settings = Static<typeof SettingsSchema> & {
  WX_SUBSCRIBE_TEMPLATES: Partial<Record<Lowercase<SubscribeKind>, string>>;
  EXPLICIT: readonly string[];
};
export type Env = Record<string, string | undefined>;

/** Settings names, as the README lists them (families with their placeholder). */
export const SETTING_NAMES: string[] = [...Object.keys(SettingsSchema.properties), ...Object.keys(SETTING_FAMILIES)];

/** An environment the schema refuses: one line, each bad setting named with its rule. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'SettingsError';
  }
}

type Meta = TSchema & { default?: unknown; minimum?: number; maximum?: number; pattern?: string; rule?: string; accepts?: string[]; anyOf?: { const: string }[] };

/** The rule of a setting in words (the error line). */
export function ruleOf(schema: TSchema): string {
  const s = schema as Meta;
  if (s.type === 'integer') return `an integer from ${s.minimum} to ${s.maximum}`;
  if (s.type === 'boolean') return (s.accepts ?? ['0', '1']).join(' or ');
  if (s.anyOf) return `one of ${s.anyOf.map((a) => a.const).join(', ')}`;
  return s.rule ?? 'a string';
}

function convert(schema: Meta, raw: string): unknown {
  const v = raw.trim();
  if (schema.type === 'integer') return /^-?\d+$/.test(v) ? Number(v) : undefined;
  if (schema.type === 'boolean') return (schema.accepts ?? []).includes(v.toLowerCase()) ? v === '1' || v.toLowerCase() === 'true' : undefined;
  if (schema.anyOf) return v.toLowerCase();
  return schema.pattern ? v : raw;
}

/** The settings of an environment (unknown variables are ignored); throws SettingsError on a bad value. */
export function parseSettings(env: Env): Settings {
  const templates: Record<string, string> = {};
  const explicit: string[] = [];
  const out: Record<string, unknown> = { WX_SUBSCRIBE_TEMPLATES: templates, EXPLICIT: explicit };
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(SettingsSchema.properties) as [string, Meta][]) {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') {
      if (schema.default !== undefined) out[name] = schema.default;
      continue;
    }
    explicit.push(name);
    const value = convert(schema, raw);
    if (value === undefined || !Value.Check(schema, value)) problems.push(`${name} must be ${ruleOf(schema)} (got ${JSON.stringify(raw)})`);
    else out[name] = value;
  }
  for (const [family, { prefix, kinds }] of Object.entries(SETTING_FAMILIES)) {
    for (const key of Object.keys(env)) {
      if (key.startsWith(prefix) && env[key] && !(kinds as readonly string[]).includes(key.slice(prefix.length))) {
        problems.push(`${key} is not a known ${family} (kinds: ${kinds.join(', ')})`);
      } else if (key.startsWith(prefix) && env[key]?.trim()) templates[key.slice(prefix.length).toLowerCase()] = env[key]!.trim();
    }
  }
  if (problems.length) throw new SettingsError(problems);
  return out as Settings;
}

/** Every default (what a bare deps without a config runs with). */
export const DEFAULT_SETTINGS: Settings = parseSettings({});

let fromProcess: Settings | null = null;
/** The settings of this process's environment, parsed once. */
export function processSettings(): Settings {
  return (fromProcess ??= parseSettings(process.env));
}

/**
 * Thresholds of the fraud signals and the order velocity limit, read from the environment (README
 * lists them). A limit of 0 switches that limit off.
 */
export interface FraudSettings {
  /** Orders (new ones; retries of a key do not count) per window per user, openid, device and IP. */
  orderWindowMs: number;
  orderPerUser: number;
  orderPerOpenid: number;
  orderPerDevice: number;
  orderPerIp: number;
  /** Tiny-donation burst: this many PAID donations of at most tinyFen from accounts younger than newAccountMs within tinyWindowMs on one case. */
  tinyFen: number;
  tinyWindowMs: number;
  tinyMinCount: number;
  newAccountMs: number;
  /** Shared payee: one personal payee account on cases of at least this many different owners. */
  sharedPayeeOwners: number;
  /** Reports per user per hour. */
  reportsPerHour: number;
}

function int(v: string | undefined, dflt: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isSafeInteger(n) && n >= 0 ? n : dflt;
}

export function fraudSettings(env: Record<string, string | undefined>): FraudSettings {
  return {
    orderWindowMs: int(env.ORDER_LIMIT_WINDOW_SECONDS, 600) * 1000,
    orderPerUser: int(env.ORDER_LIMIT_PER_USER, 20),
    orderPerOpenid: int(env.ORDER_LIMIT_PER_OPENID, 20),
    orderPerDevice: int(env.ORDER_LIMIT_PER_DEVICE, 30),
    orderPerIp: int(env.ORDER_LIMIT_PER_IP, 300),
    tinyFen: int(env.FRAUD_TINY_DONATION_FEN, 100),
    tinyWindowMs: int(env.FRAUD_TINY_WINDOW_SECONDS, 600) * 1000,
    tinyMinCount: int(env.FRAUD_TINY_MIN_COUNT, 10),
    newAccountMs: int(env.FRAUD_NEW_ACCOUNT_DAYS, 3) * 24 * 3600_000,
    sharedPayeeOwners: int(env.FRAUD_SHARED_PAYEE_OWNERS, 2),
    reportsPerHour: int(env.REPORT_PER_USER_HOURLY, 10),
  };
}

const cache = new WeakMap<object, FraudSettings>();
/** Parsed once per environment object (the order hot path reads it on every call). */
export function settingsOf(env: Record<string, string | undefined>): FraudSettings {
  let s = cache.get(env);
  if (!s) {
    s = fraudSettings(env);
    cache.set(env, s);
  }
  return s;
}

/**
 * Thresholds of the fraud signals and the order velocity limit, from the parsed settings (settings.ts
 * holds their defaults and bounds; README lists them). A limit of 0 switches that limit off.
 */
import type { Settings } from '../settings';

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

export function fraudSettings(s: Settings): FraudSettings {
  return {
    orderWindowMs: s.ORDER_LIMIT_WINDOW_SECONDS * 1000,
    orderPerUser: s.ORDER_LIMIT_PER_USER,
    orderPerOpenid: s.ORDER_LIMIT_PER_OPENID,
    orderPerDevice: s.ORDER_LIMIT_PER_DEVICE,
    orderPerIp: s.ORDER_LIMIT_PER_IP,
    tinyFen: s.FRAUD_TINY_DONATION_FEN,
    tinyWindowMs: s.FRAUD_TINY_WINDOW_SECONDS * 1000,
    tinyMinCount: s.FRAUD_TINY_MIN_COUNT,
    newAccountMs: s.FRAUD_NEW_ACCOUNT_DAYS * 24 * 3600_000,
    sharedPayeeOwners: s.FRAUD_SHARED_PAYEE_OWNERS,
    reportsPerHour: s.REPORT_PER_USER_HOURLY,
  };
}

const cache = new WeakMap<object, FraudSettings>();
/** Derived once per settings object (the order hot path reads it on every call). */
export function settingsOf(settings: Settings): FraudSettings {
  let s = cache.get(settings);
  if (!s) {
    s = fraudSettings(settings);
    cache.set(settings, s);
  }
  return s;
}

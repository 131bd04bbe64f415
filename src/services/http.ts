/**
 * THE request function. One per app, built over the platform:
 * - POST JSON by default, GET with a query string on request; base URL '' on H5, API_BASE in weapp;
 * - headers x-cf-common-message (JSON: platform, channel, appVersion) and x-cf-platform;
 * - credentials 'include' on H5 when the `cf_api` cookie is set;
 * - 60000 ms timeout; identical POSTs in flight share one promise;
 * - envelope { code, msg, data }: code 0 -> data, else ApiError(code, msg, status);
 * - 20102/20205: messaging browser on an alternative domain -> main-domain auth redirect, else
 *   hooks.onLoginExpired (outside the messaging browser only when the cf_api token exists);
 * - HTTP 400 -> hooks.report('API_400', { url, body, ... }); no answer -> 网络不给力，请稍后重试.
 */
import type { Platform } from '../platform/types';
import { APP_VERSION, isMultiDomainHost } from '../platform/config';
import { SESSION_KEYS } from '../lib/session-keys';
import { ApiError, CLIENT_CODE, LOGIN_EXPIRED_CODES, NETWORK_ERROR_MSG } from './errors';
import { createTransport, DEFAULT_BASE_URL, TransportError, type Transport } from './transport';

export const REQUEST_TIMEOUT_MS = 60_000;
export const API_TOKEN_COOKIE = 'cf_api';
export const SERVER_BUSY_MSG = '服务繁忙，请稍后重试';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  timeoutMs?: number;
  /** skip the HTTP 400 report (the monitor call itself) */
  noReport?: boolean;
  /** skip login-expiry handling (the caller handles 20102/20205) */
  noLoginExpiry?: boolean;
  /** allow identical concurrent POSTs (default: shared) */
  noDedupe?: boolean;
}

export interface HttpHooks {
  /** the account interceptor: the AuthStore sends the user to /login?redirectUrl=... */
  onLoginExpired?(err: ApiError): void;
  /** monitoring (never throws) */
  report?(event: string, tags: Record<string, unknown>): void;
}

export interface CreateRequestOptions {
  transport?: Transport;
  baseUrl?: string;
  /** current hostname (H5: location.hostname) */
  hostname?: () => string;
}

export type RequestFn = <T>(path: string, body?: unknown, opts?: RequestOptions) => Promise<T>;

function queryOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const o = body as Record<string, unknown>;
  return Object.keys(o)
    .filter((k) => o[k] !== undefined && o[k] !== null)
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(o[k]))}`)
    .join('&');
}

function isEnvelope(v: unknown): v is { code: number; msg?: string; data?: unknown } {
  return !!v && typeof v === 'object' && typeof (v as { code?: unknown }).code === 'number';
}

function defaultHostname(): string {
  return (globalThis as { location?: { hostname?: string } }).location?.hostname ?? '';
}

/** Builds the request function. `hooks` is read at call time, so it may be filled in later. */
export function createRequest(platform: Platform, hooks: HttpHooks = {}, o: CreateRequestOptions = {}): RequestFn {
  const transport = o.transport ?? createTransport();
  const baseUrl = o.baseUrl ?? DEFAULT_BASE_URL;
  const hostname = o.hostname ?? defaultHostname;
  const inflight = new Map<string, Promise<unknown>>();

  function headers(): Record<string, string> {
    const { platformCode } = platform.env;
    const channel = platform.storage.sessionGet<string>(SESSION_KEYS.channel) ?? '';
    return {
      'content-type': 'application/json',
      'x-cf-platform': String(platformCode),
      'x-cf-common-message': JSON.stringify({ platform: platformCode, channel: String(channel), appVersion: APP_VERSION }),
    };
  }

  function hasToken(): boolean {
    return !!platform.storage.getCookie(API_TOKEN_COOKIE);
  }

  function report(event: string, tags: Record<string, unknown>) {
    try {
      hooks.report?.(event, tags);
    } catch {
      /* monitoring never breaks a request */
    }
  }

  function onLoginExpired(err: ApiError) {
    const { env } = platform;
    if (env.isWechat && isMultiDomainHost(hostname()) && platform.login.canAuthRedirect()) {
      platform.login.authRedirect('base', platform.nav.currentPath());
      return;
    }
    if (!env.isWechat && !hasToken()) return;
    if (hooks.onLoginExpired) hooks.onLoginExpired(err);
    else if (platform.nav.currentPath().split('?')[0] !== '/login') {
      platform.nav.go('login', { redirectUrl: platform.nav.currentPath() }, { replace: true });
    }
  }

  async function send<T>(path: string, body: unknown, opts: RequestOptions): Promise<T> {
    const method = opts.method ?? 'POST';
    const q = method === 'GET' ? queryOf(body) : '';
    const url = `${baseUrl}${path}${q ? (path.includes('?') ? '&' : '?') + q : ''}`;
    const json = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
    const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const controller = typeof AbortController === 'function' ? new AbortController() : undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller?.abort();
        reject(new TransportError('timeout', true));
      }, timeoutMs);
    });
    let res;
    try {
      res = await Promise.race([
        transport({ url, method, headers: headers(), body: json, timeoutMs, withCredentials: hasToken(), signal: controller?.signal }),
        timeout,
      ]);
    } catch (err) {
      const isTimeout = err instanceof TransportError && err.timeout;
      throw new ApiError(isTimeout ? CLIENT_CODE.TIMEOUT : CLIENT_CODE.NETWORK, NETWORK_ERROR_MSG, 0);
    } finally {
      clearTimeout(timer);
    }

    const { status, data } = res;
    if (status === 400 && !opts.noReport) {
      report('API_400', { url, path, method, body: json ?? q, status, response: isEnvelope(data) ? { code: data.code, msg: data.msg } : String(data ?? '').slice(0, 500) });
    }
    if (!isEnvelope(data)) {
      throw new ApiError(status >= 400 ? status : CLIENT_CODE.BAD_RESPONSE, SERVER_BUSY_MSG, status);
    }
    if (data.code === 0 && status < 400) return (data.data ?? null) as T;
    const err = new ApiError(data.code === 0 ? status : data.code, data.msg || SERVER_BUSY_MSG, status, data.data ?? null);
    if (LOGIN_EXPIRED_CODES.includes(err.code) && !opts.noLoginExpiry) onLoginExpired(err);
    throw err;
  }

  return function request<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    if ((opts.method ?? 'POST') !== 'POST' || opts.noDedupe) return send<T>(path, body, opts);
    const key = `${path}\n${JSON.stringify(body ?? {})}`;
    const pending = inflight.get(key);
    if (pending) return pending as Promise<T>;
    const p = send<T>(path, body, opts).finally(() => inflight.delete(key));
    inflight.set(key, p);
    return p;
  };
}

/**
 * createApi(platform): every method of the Api interface (./api.ts) over the one request function,
 * with the paths of contract.ts. Platform errors (JSSDK signature/init, pay) and HTTP 400s are
 * reported to monitoring. `bindApiHooks(api, { onLoginExpired })` lets the app connect the
 * AuthStore's account interceptor after the stores exist.
 */
import type { Platform } from '../platform/types';
import { onPlatformError } from '../platform/events';
import type { Api } from './api';
import { createRequest, type CreateRequestOptions, type HttpHooks, type RequestFn } from './http';
import { createReporter, MONITOR_PATH, TRACK_PATH, type Reporter } from './report';
import { contract } from '../contract';
import { bindGroup } from './client';
import { createRaiseApi } from './raise';
import { createStaffApi } from './staff';
import { createStaffWorkApi } from './staff-work';
import { createTrustApi } from './trust';
import { createMoneyApi } from './money';
import { createInvoiceApi } from './invoice';
import { createLedgerApi } from './ledger';

export { ApiError, NETWORK_ERROR_MSG, isLoginExpired, isNetworkError } from './errors';
export type { HttpHooks, RequestFn, RequestOptions } from './http';
export type { Api } from './api';

export interface CreateApiOptions extends CreateRequestOptions {
  hooks?: HttpHooks;
  /** use this request function instead of building one (tests) */
  request?: RequestFn;
}

const hooksOf = new WeakMap<object, HttpHooks>();
const reporterOf = new WeakMap<object, Reporter>();

/** Connects late hooks (the AuthStore's onLoginExpired) to an api made by createApi. */
export function bindApiHooks(api: Api, hooks: Partial<HttpHooks>): void {
  const h = hooksOf.get(api);
  if (h) Object.assign(h, hooks);
}

/** The monitor/track reporter of an api made by createApi (fire-and-forget). */
export function reporterFor(api: Api): Reporter | undefined {
  return reporterOf.get(api);
}

/** Builds the Api over the platform (see module doc). */
export function createApi(platform: Platform, opts: CreateApiOptions = {}): Api {
  const hooks: HttpHooks = { ...opts.hooks };
  const request = opts.request ?? createRequest(platform, hooks, opts);
  const reporter = createReporter(request);
  if (!hooks.report) hooks.report = (event, tags) => reporter.monitor(event, tags);
  onPlatformError(({ event, detail }) => reporter.monitor(event, detail));

  const post = <T>(path: string) => (body?: unknown) => request<T>(path, body ?? {});

  const api: Api = {
    account: {
      sendVerifyCode: post('/api/useraccount/sendVerifyCode'),
      loginWithMobile: post('/api/account/v3/login-with-mobile'),
      mpLogin: post('/api/account/v3/mp-login'),
      bindMobile: post('/api/useraccount/bind-mobile'),
      bindWxPhone: post('/api/useraccount/bind-wx-phone'),
      loginCheck: () => request('/api/account/v3/login-check', {}, { noLoginExpiry: true }),
      logout: () => request('/api/account/v3/logout', {}, { noLoginExpiry: true }),
    },
    stat: {
      pageLog: (req) => request('/api/cf/v4/stat/pageLog', req, { noReport: true, noLoginExpiry: true, noDedupe: true }),
      track: (req) => request(TRACK_PATH, req, { noReport: true, noLoginExpiry: true, noDedupe: true }),
      monitor: (req) => request(MONITOR_PATH, req, { noReport: true, noLoginExpiry: true, noDedupe: true }),
    },
    config: {
      basicStore: post('/api/frame/basic/store/v1/get'),
      featureConfig: async (key) => (await request<Record<string, unknown> | null>('/api/cf/common/apollo/get-json-public', { key })) ?? {},
    },
    wx: {
      jssdkSignature: post('/api/wx/jssdk/signature'),
    },
    cases: {
      list: post('/api/cf/v4/case/list'),
      fundingInfo: post('/api/cf/v4/get-funding-info'),
      progressList: (req) => request('/api/cf/v4/progress/get', req, { method: 'GET' }),
      progressAdd: post('/api/cf/v4/progress/add'),
    },
    comments: bindGroup(contract.comments, request),
    verification: {
      count: post('/api/cf/v5/verification/count'),
      selected: (req) => request('/api/cf/v5/verification/selected', { maxCount: 7, ...req }),
      list: post('/api/cf/v5/verification/list'),
    },
    pay: {
      status: post('/api/cf/v4/pay/get-status'),
      amountTest: post('/api/cf/v4/pay/amount-test'),
      orderAdd: post('/api/cf/v41/order/add'),
      queryOrderStatus: (req) => request('/api/cf/v4/order/queryOrderStatus', req, { noDedupe: true }),
      myOrders: post('/api/cf/v4/order/list'),
      modifyAnonymous: post('/api/cf/v4/order/modify-anonymous'),
      donorWall: post('/api/cf/v4/love-list'),
      sandboxConfirm: (req) => request('/api/pay/sandbox/confirm', req, { noDedupe: true }),
    },
    share: {
      success: post('/api/cf/share/success'),
    },
    raise: createRaiseApi(request),
    staff: createStaffApi(request),
    staffWork: createStaffWorkApi(request),
    trust: createTrustApi(request),
    money: createMoneyApi(request),
    invoice: createInvoiceApi(request),
    ledger: createLedgerApi(request),
  };
  hooksOf.set(api, hooks);
  reporterOf.set(api, reporter);
  return api;
}

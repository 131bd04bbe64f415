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
import { createReporter, type Reporter } from './report';
import { contract } from '../contract';
import { bindGroup, type ClientOf } from './client';
import type { CallGroup } from '../contract/schema';
import { withSections } from './raise';

export { ApiError, NETWORK_ERROR_MSG, isLoginExpired, isNetworkError } from './errors';
export type { HttpHooks, RequestFn, RequestOptions } from './http';
export type { Api } from './api';

export interface CreateApiOptions extends CreateRequestOptions {
  hooks?: HttpHooks;
  /** use this request function instead of building one (tests) */
  request?: RequestFn;
}

const hooksOf = new WeakMap<object, HttpHooks>();
const requestOf = new WeakMap<object, RequestFn>();
const featureGroups = new WeakMap<object, Map<string, unknown>>();

/**
 * A contract group the Api interface does not list (a flow that ships in its own mini-program
 * subpackage: its group file is imported only by its feature store, so it stays out of the main
 * package), bound once per api over the same request function. A test's hand-made api may carry
 * the group under `name` instead: then that is used.
 */
export function featureGroup<G extends CallGroup>(api: Api, name: string, group: G): ClientOf<G> {
  const own = (api as unknown as Record<string, unknown>)[name];
  if (own) return own as ClientOf<G>;
  let m = featureGroups.get(api);
  if (!m) featureGroups.set(api, (m = new Map()));
  let bound = m.get(name) as ClientOf<G> | undefined;
  if (!bound) {
    const request = requestOf.get(api);
    if (!request) throw new Error(`featureGroup(${name}): the api was not made by createApi and has no '${name}'`);
    m.set(name, (bound = bindGroup(group, request)));
  }
  return bound;
}
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

  const api: Api = {
    account: bindGroup(contract.account, request),
    mine: bindGroup(contract.mine, request),
    reports: bindGroup(contract.reports, request),
    stat: bindGroup(contract.stat, request),
    config: bindGroup(contract.config, request),
    wx: bindGroup(contract.wx, request),
    cases: bindGroup(contract.cases, request),
    comments: bindGroup(contract.comments, request),
    verification: bindGroup(contract.verification, request),
    pay: bindGroup(contract.pay, request),
    share: bindGroup(contract.share, request),
    raise: withSections(bindGroup(contract.raise, request)),
    staff: bindGroup(contract.staff, request),
    staffWork: bindGroup(contract.staffWork, request),
    trust: { ...bindGroup(contract.trust, request), ...bindGroup({ progressAdd: contract.cases.progressAdd }, request) },
    money: bindGroup(contract.money, request),
    invoice: bindGroup(contract.invoice, request),
    ledger: bindGroup(contract.ledger, request),
    shop: bindGroup(contract.shop, request),
    growth: bindGroup(contract.growth, request),
    content: bindGroup(contract.content, request),
    lifecycle: bindGroup(contract.lifecycle, request),
    activity: bindGroup(contract.activity, request),
    love: bindGroup(contract.love, request),
  };
  hooksOf.set(api, hooks);
  reporterOf.set(api, reporter);
  requestOf.set(api, request);
  return api;
}

/**
 * Two more donor pages whose first screen is rendered on the server (h5.ts renderedPage, ssr-page.ts), with
 * their boot blocks read as the case page's are: the API's own answers, asked through app.inject.
 * - /cf/monthly-report?userId=&month=: someone's monthly report as a visitor opens it from a share. Its block
 *   is what the API answers a visitor (no cookie goes with the call), so the HTML is as cacheable as the
 *   case page's.
 * - /cf/mine: the reader's own 我的 hub. Its blocks (the login check, the hub's counts, the monthly gifts) are
 *   what the API answers the reader's own cookie, and only that cookie: the HTML is private
 *   (PRIVATE_PAGE_ROUTES: `Cache-Control: private, no-store`), never a block of anyone else's data. Without a
 *   session (no cookie, one the API does not know, or no bound mobile) there is no block: the plain page,
 *   whose guard sends the visitor to the login (or bind) page as before.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../src/contract';
import type { LoginCheckRes } from '../../../src/contract/account';
import { BOOT_BLOCKS } from '../../../src/lib/boot-ids';
import type { MineBoot, MonthlyBoot } from '../../../src/lib/donor-boot';
import { apiAnswer } from './inner-api';

/** Routes whose HTML this file fills. */
export const DONOR_PAGE_ROUTES = new Set(['monthlyReport', 'mine']);
/** Pages carrying the reader's own data: never kept by a shared cache (nor by the browser). */
export const PRIVATE_PAGE_ROUTES = new Set(['mine']);
/** The query values a page's first screen reads (the client's useRoute merges the query into the params too). */
const PAGE_QUERY: Record<string, readonly string[]> = { monthlyReport: ['userId', 'month'] };

/** The route's params with the query values its first screen reads (each at most 64 characters). */
export function withPageQuery(route: string, params: Record<string, string>, url: string): Record<string, string> {
  const keys = PAGE_QUERY[route];
  if (!keys) return params;
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const out = { ...params };
  for (const k of keys) {
    const v = query.get(k);
    if (v && v.length <= 64) out[k] = v;
  }
  return out;
}

type Job = Promise<[string, unknown]>;
const none = (id: string): Job[] => [Promise.resolve([id, null])];

/**
 * The blocks of the monthly report or the 我的 hub ([element id, value]; a null value: plain page). `headers`
 * are the origin headers of the page request (no cookie); `cookie` is the request's own, used for the hub only.
 */
export function donorPageJobs(app: FastifyInstance, route: string, params: Record<string, string>, headers: Record<string, string>, cookie: string | undefined): Job[] {
  if (route === 'monthlyReport') {
    const userId = params.userId ?? '';
    // Without a userId the page is the reader's own report (a login page first): no server screen.
    if (!userId) return none(BOOT_BLOCKS.monthly);
    const month = params.month ?? '';
    return [
      apiAnswer(app, contract.reports.monthly.path, { userId, ...(month ? { month } : {}) }, headers).then((report): [string, unknown] => [
        BOOT_BLOCKS.monthly,
        report ? ({ userId, month, report: report as MonthlyBoot['report'] } satisfies MonthlyBoot) : null,
      ]),
    ];
  }
  if (route === 'mine') {
    if (!cookie) return none(BOOT_BLOCKS.auth);
    const own = { ...headers, cookie };
    const read = Promise.all([
      apiAnswer(app, contract.account.loginCheck.path, {}, own) as Promise<LoginCheckRes | null>,
      apiAnswer(app, contract.account.summary.path, {}, own),
      apiAnswer(app, contract.mine.monthlyList.path, {}, own),
    ]).then(([check, summary, monthly]) => {
      // as the route's guard (auth 'login'): a session with a bound mobile, else the plain page (the guard sends
      // the reader to log in or bind); and all three answers or none
      const user = check?.loggedIn && check.user?.mobileBound ? check.user : null;
      if (!user || !summary || !monthly) return null;
      return { auth: check, mine: { userId: user.userId, summary, monthly } as MineBoot };
    });
    return [read.then((b): [string, unknown] => [BOOT_BLOCKS.auth, b?.auth ?? null]), read.then((b): [string, unknown] => [BOOT_BLOCKS.mine, b?.mine ?? null])];
  }
  return [];
}

/**
 * Boot data of the donor pages: their index.html carries what the first render reads, as JSON data
 * blocks (`<script type="application/json" id="cf-boot">` and `cf-boot-pay`, `cf-boot-list`: never
 * executed), so neither the server render (ssr-page.ts) nor the client's first render waits for the API.
 * Only visitor data (isSelf false, nothing user-specific): the HTML may be cached by proxies. The one
 * exception, the reader's own 我的 hub, is read with their cookie and sent private, no-store (donor-page.ts).
 */
import { contract } from '../../../src/contract';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import type { FundingInfo } from '../../../src/contract/cases';
import { publishedCase, toFundingInfo } from '../services/case-views';
import { caseProof } from '../services/raise/proof';
import { visitConfig } from '../services/visit-config';
import { BOOT_BLOCKS, BOOT_ELEMENT_ID } from '../../../src/lib/boot-ids';
import { contentBootJob } from './content-page';
import { donorPageJobs } from './donor-page';
import { apiAnswer } from './inner-api';
import { DEFAULT_SETTINGS } from '../settings';

/** Routes whose HTML gets the case's boot data (the case page; the pay page shows the case too). */
export const BOOT_ROUTES = new Set(['contribute', 'detail', 'pay']);
/** A slow database must not hold the HTML: past this the page loads the data itself (SSR_DATA_TIMEOUT_MS). */
export const BOOT_READ_TIMEOUT_MS = DEFAULT_SETTINGS.SSR_DATA_TIMEOUT_MS;

export interface CfBoot {
  infoUuid: string;
  /** always true: read for an anonymous visitor; the client refreshes for the real viewer */
  visitor: true;
  info: FundingInfo;
}

/** The ids of the data blocks the client reads (src/platform/boot.h5.ts). */
export { BOOT_BLOCKS, BOOT_ELEMENT_ID } from '../../../src/lib/boot-ids';

/**
 * JSON safe inside a <script> element: `<`, `>`, `&` and U+2028/2029 become \u escapes, so no
 * `</script>` or `<!--` can appear and old engines do not see a line break in a string.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the case data block as the first element of <head> (or before <body> without one). */
export function injectBoot(html: string, boot: CfBoot): string {
  return injectBlocks(html, { [BOOT_ELEMENT_ID]: boot });
}

/** index.html with one data block per entry (element id -> JSON) at the start of <head>. */
export function injectBlocks(html: string, blocks: Record<string, unknown>): string {
  // JSON data blocks, not scripts: the browser never executes them, whatever the case's text holds.
  const tag = Object.entries(blocks)
    .map(([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`)
    .join('');
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? html.slice(0, body) + tag + html.slice(body) : tag + html;
}

/**
 * The case's visitor funding info read straight from the database, or null (unknown case, bad id, database
 * error or too slow). The pages use readBootBlocks (the API's own answer, image URLs included).
 */
export async function readBoot(deps: AppDeps, infoUuid: string, timeoutMs = BOOT_READ_TIMEOUT_MS): Promise<CfBoot | null> {
  if (!infoUuid || infoUuid.length > 64) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const read = Promise.all([publishedCase(deps, infoUuid), visitConfig(deps), caseProof(deps.db, infoUuid)]);
    const got = await Promise.race([read, timeout]);
    const c = got?.[0];
    return c && got ? { infoUuid: c.info_uuid, visitor: true, info: toFundingInfo(c, false, (deps.clock ?? Date.now)(), got[1], got[2]) } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** What the server render needs besides the case: the list type and page size of a list route. */
export interface BootNeeds {
  listType?: string;
  listSize?: number;
}

/** Request headers that decide absolute URLs in an answer (image origin): passed on to the inner request. */
const ORIGIN_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto'] as const;


/**
 * Every data block a page's first render reads, by element id: the case (case and pay pages), the pay
 * page's status and presets, page 1 of a list: exactly what the API answers a visitor (asked through
 * app.inject with the page request's host, so image URLs are the ones the browser's own calls get), and
 * the client's stores treat them as the answers they replace.
 * Null when a needed block is missing (unknown case, error, slower than `timeoutMs`): plain page then.
 */
export async function readBootBlocks(
  app: FastifyInstance,
  deps: AppDeps,
  route: string,
  params: Record<string, string>,
  needs: BootNeeds = {},
  requestHeaders: Record<string, string | string[] | undefined> = {},
  timeoutMs = BOOT_READ_TIMEOUT_MS,
): Promise<Record<string, unknown> | null> {
  const infoUuid = params.infoUuid ?? '';
  if (infoUuid.length > 64) return null;
  const headers: Record<string, string> = {};
  for (const h of ORIGIN_HEADERS) if (typeof requestHeaders[h] === 'string') headers[h] = requestHeaders[h] as string;
  // the reader's own cookie goes only with the calls that answer for the reader (the pay page's bucket, the 我的 hub)
  const cookie = typeof requestHeaders.cookie === 'string' ? requestHeaders.cookie : undefined;
  const jobs: Array<Promise<[string, unknown]>> = [];
  if (BOOT_ROUTES.has(route)) {
    jobs.push(
      apiAnswer(app, contract.cases.fundingInfo.path, { infoUuid }, headers).then((info) => [
        BOOT_BLOCKS.case,
        info ? ({ infoUuid, visitor: true, info: info as FundingInfo } satisfies CfBoot) : null,
      ]),
    );
  }
  if (route === 'pay') {
    jobs.push(
      Promise.all([
        apiAnswer(app, contract.pay.status.path, { infoUuid }, headers),
        // The reader's own experiment bucket: their device cookie or session goes with this one call.
        apiAnswer(app, contract.pay.amountTest.path, { infoUuid }, cookie ? { ...headers, cookie } : headers),
      ]).then(([status, amountTest]) => [BOOT_BLOCKS.pay, status && amountTest ? { infoUuid, status, amountTest } : null]),
    );
  }
  const contentJob = contentBootJob(app, route, params, headers); // an article's page (content-page.ts)
  if (contentJob) jobs.push(contentJob);
  // the monthly report (a visitor's answer) and the 我的 hub (the reader's own, with their cookie only): donor-page.ts
  jobs.push(...donorPageJobs(app, route, params, headers, cookie));
  if (needs.listType) {
    const size = needs.listSize ?? 10;
    jobs.push(apiAnswer(app, contract.cases.list.path, { listType: needs.listType, size }, headers).then((page) => [BOOT_BLOCKS.list, page ? { listType: needs.listType, page } : null]));
  }
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const got = await Promise.race([Promise.all(jobs), timeout]);
    if (!got || got.some(([, v]) => v === null)) return null;
    return Object.fromEntries(got);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Compresses a per-request HTML body for the encodings the client accepts. Brotli at quality 5 costs
 * ~0.1 ms on a 5 KB page and is close to quality 11 in size; gzip is the fallback.
 */
export function compressHtml(html: string, accepted: Set<string>): [string | null, Buffer] {
  const raw = Buffer.from(html);
  if (accepted.has('br')) {
    return ['br', brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })];
  }
  if (accepted.has('gzip')) return ['gzip', gzipSync(raw, { level: 6 })];
  return [null, raw];
}

/**
 * Case page boot data: the case routes' index.html carries the case's public funding info inline
 * (a `<script type="application/json" id="cf-boot">` data block: never executed), so the first render does not wait for get-funding-info after the JS loads.
 * Only visitor data (isSelf false, nothing user-specific): the HTML may be cached by proxies.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppDeps } from '../deps';
import type { FundingInfo } from '../../../src/services/contract';
import { getCaseWithOwner } from '../repositories/cases';
import { toFundingInfo } from './api/cases';

/** Routes whose HTML gets the boot data (the case page). */
export const BOOT_ROUTES = new Set(['contribute', 'detail']);
/** A slow database must not hold the HTML: past this the page loads the data itself. */
export const BOOT_READ_TIMEOUT_MS = 150;

export interface CfBoot {
  infoUuid: string;
  /** always true: read for an anonymous visitor; the client refreshes for the real viewer */
  visitor: true;
  info: FundingInfo;
}

/**
 * JSON safe inside a <script> element: `<`, `>`, `&` and U+2028/2029 become \u escapes, so no
 * `</script>` or `<!--` can appear and old engines do not see a line break in a string.
 */
/** The id of the data block the client reads (src/platform/boot.h5.ts). */
export const BOOT_ELEMENT_ID = 'cf-boot';

export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html with the boot data block as the first element of <head> (or before <body> without one). */
export function injectBoot(html: string, boot: CfBoot): string {
  // A JSON data block, not a script: the browser never executes it, whatever the case's text holds.
  const tag = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + tag + html.slice(head.index + head[0].length);
  const body = html.search(/<body[\s>]/i);
  return body >= 0 ? html.slice(0, body) + tag + html.slice(body) : tag + html;
}

/** The case's visitor funding info, or null (unknown case, bad id, database error or too slow). */
export async function readBoot(deps: AppDeps, infoUuid: string, timeoutMs = BOOT_READ_TIMEOUT_MS): Promise<CfBoot | null> {
  if (!infoUuid || infoUuid.length > 64) return null;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const c = await Promise.race([getCaseWithOwner(deps.db, infoUuid), timeout]);
    return c ? { infoUuid: c.info_uuid, visitor: true, info: toFundingInfo(c, false) } : null;
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

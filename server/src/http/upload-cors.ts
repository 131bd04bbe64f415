/**
 * The upload call served as the separate upload host of the H5 pages: a page on another origin posts its
 * FormData here with the session cookie (fetch, credentials included). Only the origins of setting
 * UPLOAD_PAGE_ORIGINS are answered with CORS headers that let the page read the result; any other origin
 * (and a same-origin page, which sends none) gets no CORS header, so its script cannot read the answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The listed page origins (lower-case, no trailing slash). */
export function pageOrigins(setting: string): Set<string> {
  return new Set(setting.split(',').map((o) => o.trim().replace(/\/+$/, '').toLowerCase()).filter(Boolean));
}

function allow(req: FastifyRequest, reply: FastifyReply, origins: Set<string>): void {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : '';
  reply.header('vary', 'Origin');
  if (!origin || !origins.has(origin.toLowerCase())) return;
  reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
}

/** CORS for `path` in the scope (the upload route's own): headers on the answer, and the preflight. */
export function uploadCors(scope: FastifyInstance, path: string, setting: string): void {
  const origins = pageOrigins(setting);
  if (!origins.size) return;
  scope.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url === path) allow(req, reply, origins);
  });
  scope.options(path, async (req, reply) => {
    reply.header('access-control-allow-methods', 'POST').header('access-control-max-age', '600');
    const want = req.headers['access-control-request-headers'];
    if (typeof want === 'string' && want) reply.header('access-control-allow-headers', want);
    return reply.code(204).send();
  });
}

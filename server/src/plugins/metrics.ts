/**
 * GET /metrics: Prometheus text format (prom-client), one registry per app instance (tests build many
 * apps in one process). On only with METRICS_TOKEN set, read with `Authorization: Bearer <token>`:
 * without the setting /metrics answers 404 and nothing is collected; a missing or wrong token 401.
 * Production refuses to start without a token of at least 16 characters (production.ts).
 *
 * Events are counted where they happen, through metricsOf(deps) (lib/metrics.ts, the registry): a
 * donation booked (services/orders.ts markPaid, after commit), a notify received / refused (orders.ts
 * handleNotify, the refund callback), an SMS code sent / refused (services/auth.ts). Requests are
 * counted and timed by route PATTERN (each route's own onResponse hook knows it), never the raw URL.
 * Database figures (orders pending by age, refunds and payouts by status, stuck payouts, job leases,
 * the reconcile job's last run, the PostgreSQL pool) are read at scrape time (metrics-db.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import { AppMetrics, bindMetrics } from '../lib/metrics';
import { scrapeDatabase } from './metrics-db';

export const METRICS_PATH = '/metrics';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return !!m && timingSafeEqual(digest(m[1]), digest(token));
}

/** Registers GET /metrics and, with METRICS_TOKEN set, the request hooks and the counters. */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const token = deps.config.settings.METRICS_TOKEN.trim();
  const metrics = token ? new AppMetrics(deps.clock()) : undefined;
  if (metrics) {
    bindMetrics(deps, metrics);
    // Each route declared from here on gets its own onResponse hook holding its pattern: nothing is
    // looked up per request (req.routeOptions builds an object on every read). Callback style: no promise.
    app.addHook('onRoute', (opts) => {
      const route = opts.url ?? opts.path ?? '';
      let hook: onResponseHookHandler;
      if (typeof opts.method === 'string') {
        const record = metrics.recorder(opts.method, route);
        hook = (_req, reply, done) => {
          record(reply.statusCode, reply.elapsedTime / 1000);
          done();
        };
      } else {
        hook = (req, reply, done) => {
          metrics.request(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
          done();
        };
      }
      opts.onResponse = [...([] as onResponseHookHandler[]).concat(opts.onResponse ?? []), hook];
    });
    // The not-found handler (H5 pages, unknown API paths) is no route: one root hook, for it alone.
    app.addHook('onResponse', (req, reply, done) => {
      if (req.is404) metrics.request(req.method, (req.raw.url ?? '').startsWith('/api/') ? '(unmatched)' : '(page)', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    app.addHook('onClose', (_app, done) => {
      bindMetrics(deps, undefined);
      metrics.registry.clear();
      done();
    });
  }
  // Always a route: without one, an H5 build would answer GET /metrics with the app's page.
  app.get(METRICS_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!metrics) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    if (!bearerMatches(req.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ code: 401, msg: '未授权', data: null });
    }
    await scrapeDatabase(deps, metrics, req.log);
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}

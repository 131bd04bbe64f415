/**
 * Operational probes (raw routes, not contract calls; no session, nothing about the deployment in the answer):
 * - `GET /healthz`: the process is alive and its event loop turns: 200 {status:'ok'}, always.
 * - `GET /readyz`: this process should get traffic: 200 {status:'ready'} when the database answers and
 *   every migration of the code is applied; else 503 {status:'unavailable', reason} with reason
 *   'database' (no answer within READY_TIMEOUT_MS, or an error), 'migrations' (some pending) or
 *   'shutting-down' (graceful shutdown began: server.ts calls startDraining, keeps serving for
 *   SHUTDOWN_DRAIN_MS so a load balancer sees the 503 and moves traffic away, then closes the port).
 * Why a probe failed goes to the log once per change, never into the answer.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { migrationsCurrent } from '../db/migration-status';

/** A database slower than this to answer counts as not ready (a probe must not hang on a dead pool). */
export const READY_TIMEOUT_MS = 2000;

type Reason = 'shutting-down' | 'database' | 'migrations';

const draining = new WeakSet<FastifyInstance>();

/**
 * How long a shutdown on this signal keeps serving after /readyz turned 503: SHUTDOWN_DRAIN_MS on
 * SIGTERM (unset: its default in production mode, 0 in the demo and development, whose tests and
 * harnesses stop servers often); SIGINT (Ctrl-C in a terminal) does not wait.
 */
export function drainMsOf(config: Config, signal: string): number {
  if (signal !== 'SIGTERM') return 0;
  return config.production || config.settings.EXPLICIT.includes('SHUTDOWN_DRAIN_MS') ? config.settings.SHUTDOWN_DRAIN_MS : 0;
}

/** Graceful shutdown began: /readyz answers 503 from now on (the app keeps serving everything else). */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function opsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', (_req, reply) => {
    noStore(reply).send({ status: 'ok' });
  });

  let last: Reason | null = null;
  const note = (reason: Reason | null, err?: unknown) => {
    if (reason === last) return;
    if (reason) app.log.warn({ reason, err: err instanceof Error ? err.message : undefined }, 'readyz: not ready');
    else app.log.info('readyz: ready');
    last = reason;
  };

  app.get('/readyz', async (_req, reply) => {
    let reason: Reason | null = null;
    let err: unknown;
    if (draining.has(app)) reason = 'shutting-down';
    else {
      try {
        if (!(await withTimeout(migrationsCurrent(deps.db), READY_TIMEOUT_MS))) reason = 'migrations';
      } catch (e) {
        reason = 'database';
        err = e;
      }
      // shutdown may have begun while the query ran
      if (draining.has(app)) reason = 'shutting-down';
    }
    note(reason, err);
    noStore(reply);
    if (reason) return reply.code(503).send({ status: 'unavailable', reason });
    return reply.send({ status: 'ready' });
  });
}

/**
 * buildApp: the fastify instance with every route, used by server.ts and by tests (fastify.inject).
 */
import { registerAdmission, type Admission } from './http/admission';
import fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './config';
import type { AppDeps } from './deps';
import { registerErrorHandling } from './plugins/errors';
import { cookieSecret } from './secrets';
import { registerAssets } from './plugins/assets';
import { registerMetrics } from './plugins/metrics';
import { CONTRACT_AJV } from './http/route';
import { loggingOptions, REQUEST_ID_HEADER } from './plugins/logging';
import { accountRoutes } from './routes/api/account';
import { activityRoutes } from './routes/api/activity';
import { aliasesRoutes } from './routes/api/aliases';
import { bonfireRoutes } from './routes/api/bonfire';
import { casesRoutes } from './routes/api/cases';
import { commentsRoutes } from './routes/api/comments';
import { configRoutes } from './routes/api/config';
import { contentRoutes } from './routes/api/content';
import { donorHomeRoutes } from './routes/api/donor-home';
import { growthRoutes } from './routes/api/growth';
import { growthtoolRoutes } from './routes/api/growthtool';
import { invoiceRoutes } from './routes/api/invoice';
import { ledgerRoutes } from './routes/api/ledger';
import { ledgerLogRoutes } from './routes/api/ledger-log';
import { lifecycleRoutes } from './routes/api/lifecycle';
import { loveRoutes } from './routes/api/love';
import { mineRoutes } from './routes/api/mine';
import { moneyRoutes } from './routes/api/money';
import { payRoutes } from './routes/api/pay';
import { preferencesRoutes } from './routes/api/preferences';
import { raiseRoutes } from './routes/api/raise';
import { reportsRoutes } from './routes/api/reports';
import { rewardsRoutes } from './routes/api/rewards';
import { shareRoutes } from './routes/api/share';
import { shopRoutes } from './routes/api/shop';
import { staffRoutes } from './routes/api/staff';
import { staffWorkRoutes } from './routes/api/staff-work';
import { statRoutes } from './routes/api/stat';
import { trustRoutes } from './routes/api/trust';
import { venueRoutes } from './routes/api/venue';
import { verificationRoutes } from './routes/api/verification';
import { wallRoutes } from './routes/api/wall';
import { wxRoutes } from './routes/api/wx';
import { payCallbackRoutes } from './routes/raw/pay-callback';
import { uploadRoutes } from './routes/raw/upload';
import { wxAuthRoutes } from './routes/raw/wx-auth';
import { imageRoutes } from './routes/raw/images';
import { downloadRoutes } from './routes/raw/downloads';
import { opsRoutes } from './routes/ops';
import { hasH5, redirectTarget, registerH5 } from './routes/h5';

/** The site icon (a white heart on the brand's orange, 32 px PNG in an ICO). */
const FAVICON_FILE = join(REPO_ROOT, 'server', 'assets', 'favicon.ico');
import { matchPath } from '../../src/routes';

/**
 * Every route file, registered from here only: one file per contract group, named after it
 * (routes/api/<group>.ts, the group's name in kebab-case: staffWork -> staff-work.ts), registering
 * exactly that group's calls; then the raw routes outside the JSON calls (routes/raw/: pay callbacks
 * and the sandbox cashier, uploads and files, the WeChat OAuth redirects, images made on request,
 * downloads).
 */
const ROUTE_FILES: ((app: FastifyInstance, deps: AppDeps) => void)[] = [
  accountRoutes,
  activityRoutes,
  aliasesRoutes,
  bonfireRoutes,
  casesRoutes,
  commentsRoutes,
  configRoutes,
  contentRoutes,
  donorHomeRoutes,
  growthRoutes,
  growthtoolRoutes,
  invoiceRoutes,
  ledgerRoutes,
  ledgerLogRoutes,
  lifecycleRoutes,
  loveRoutes,
  mineRoutes,
  moneyRoutes,
  payRoutes,
  preferencesRoutes,
  raiseRoutes,
  reportsRoutes,
  rewardsRoutes,
  shareRoutes,
  shopRoutes,
  staffRoutes,
  staffWorkRoutes,
  statRoutes,
  trustRoutes,
  venueRoutes,
  verificationRoutes,
  wallRoutes,
  wxRoutes,
  payCallbackRoutes,
  uploadRoutes,
  wxAuthRoutes,
  imageRoutes,
  downloadRoutes,
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The gift path's admission queue (null when GIFT_CONCURRENCY is 0). */
    giftAdmission: Admission | null;
  }
}

export const BODY_LIMIT = 64 * 1024;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = fastify({
    ...loggingOptions(deps.config), // pino JSON lines, redacted; request ids (plugins/logging.ts)
    trustProxy: deps.config.trustProxy,
    bodyLimit: BODY_LIMIT,
    ajv: CONTRACT_AJV as never,
  });
  await app.register(cookie, { secret: cookieSecret(deps.config) });
  app.decorate('cfCookieSecure', deps.config.cookieSecure);
  registerErrorHandling(app);
  registerMetrics(app, deps); // GET /metrics with METRICS_TOKEN; request counts and latency by route pattern (plugins/metrics.ts)
  app.decorate('giftAdmission', registerAdmission(app, deps.config.settings.GIFT_CONCURRENCY)); // the gift path's queue (http/admission.ts)

  // Callback style: an async hook costs a promise and a microtask hop on every response.
  app.addHook('onSend', (req, reply, payload, done) => {
    const url = req.raw.url ?? '';
    if (url.startsWith('/api/') && !url.startsWith('/api/demo/')) reply.header('cache-control', 'no-store');
    reply.header(REQUEST_ID_HEADER, req.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', "frame-ancestors 'self'");
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });

  opsRoutes(app, deps); // GET /healthz, GET /readyz (routes/ops.ts)
  registerAssets(app, deps);
  for (const register of ROUTE_FILES) register(app, deps);

  // The site icon browsers ask for on every page (with or without the H5 build): one small file, cached a day.
  const favicon = readFileSync(FAVICON_FILE);
  app.get('/favicon.ico', async (_req, reply) => reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(favicon));

  const h5 = hasH5(deps.config.h5Dir) ? await registerH5(app, deps, deps.config.h5Dir) : null;

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = (req.raw.url ?? '/').split('?')[0];
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (isPage && h5) return h5(req, reply);
    if (isPage) {
      const { route } = matchPath(path);
      if (route.redirect) return reply.code(302).redirect(await redirectTarget(deps, route.redirect));
    }
    return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
  });

  return app;
}

/**
 * buildApp: the fastify instance with every route, used by server.ts and by tests (fastify.inject).
 */
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
import { donorReportRoutes } from './routes/api/donor-reports';
import { mineRoutes } from './routes/api/mine';
import { donorHomeRoutes } from './routes/api/donor-home';
import { preferencesRoutes } from './routes/api/preferences';
import { loveRoutes } from './routes/api/love';
import { baseInfoRoutes } from './routes/api/base-info';
import { raiseFlowRoutes } from './routes/api/raise-flow';
import { caseRoutes } from './routes/api/cases';
import { commentRoutes } from './routes/api/comments';
import { moneyRoutes } from './routes/api/money';
import { lifecycleRoutes } from './routes/api/lifecycle';
import { miscRoutes } from './routes/api/misc';
import { payRoutes } from './routes/api/pay';
import { payCallbackRoutes } from './routes/api/pay-callback';
import { verificationRoutes } from './routes/api/verification';
import { trustRoutes } from './routes/api/trust';
import { wxAuthRoutes } from './routes/api/wx-auth';
import { uploadRoutes } from './routes/api/upload';
import { shopRoutes } from './routes/api/shop';
import { staffShopRoutes } from './routes/api/staff-shop';
import { growthRoutes } from './routes/api/growth';
import { ledgerLogRoutes } from './routes/api/ledger-log';
import { contentRoutes } from './routes/api/content';
import { activityRoutes } from './routes/api/activity';
import { rewardsRoutes } from './routes/api/rewards';
import { bonfireRoutes } from './routes/api/bonfire';
import { venueRoutes } from './routes/api/venue';
import { opsRoutes } from './routes/ops';
import { hasH5, redirectTarget, registerH5 } from './routes/h5';

/** The site icon (a white heart on the brand's orange, 32 px PNG in an ICO). */
const FAVICON_FILE = join(REPO_ROOT, 'server', 'assets', 'favicon.ico');
import { matchPath } from '../../src/routes';

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
  accountRoutes(app, deps);
  donorReportRoutes(app, deps); // monthly/annual reports, share image, account deletion and data copy (routes/api/donor-reports.ts)
  loveRoutes(app, deps); // love value: home, ledger, sign-in, lottery, rights, rank (routes/api/love.ts)
  mineRoutes(app, deps); // the donor's home: writings, questions, protocol, authorisations (routes/api/mine.ts)
  preferencesRoutes(app, deps); // 长辈版 kept with the account (routes/api/preferences.ts)
  donorHomeRoutes(app, deps); // the general fund, staff protocol versions, uv/get, check-verify-code (routes/api/donor-home.ts)
  miscRoutes(app, deps);
  caseRoutes(app, deps);
  commentRoutes(app, deps);
  payRoutes(app, deps);
  payCallbackRoutes(app, deps);
  verificationRoutes(app, deps);
  trustRoutes(app, deps);
  baseInfoRoutes(app, deps);
  raiseFlowRoutes(app, deps);
  lifecycleRoutes(app, deps); // a case's life on the staff side, the pay-amount experiment, order counts (routes/api/lifecycle.ts)
  moneyRoutes(app, deps); // withdrawals, refunds, payouts, fund use, receipts (routes/api/money.ts)
  wxAuthRoutes(app, deps);
  uploadRoutes(app, deps);
  shopRoutes(app, deps); // the goods shop (routes/api/shop.ts) and its staff console calls (staff-shop.ts)
  staffShopRoutes(app, deps);
  growthRoutes(app, deps); // posters, invitations, leads, the health tree (routes/api/growth.ts)
  contentRoutes(app, deps); // articles, problems, pages, adverts, publicity, named case calls, staff content (routes/api/content.ts)
  activityRoutes(app, deps); // matching gifts: donors', fundraisers' and staff calls (routes/api/activity.ts)
  rewardsRoutes(app, deps); // red packets, the luck draw, task progress, certificates, the charity pig (routes/api/rewards.ts)
  bonfireRoutes(app, deps); // group help (routes/api/bonfire.ts)
  ledgerLogRoutes(app, deps); // the public money log: signed heads, inclusion and consistency proofs (routes/api/ledger-log.ts)
  venueRoutes(app, deps); // an activity's venue, pennants, venue shares, staff venue section (routes/api/venue.ts)

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

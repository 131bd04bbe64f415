/**
 * Production mode (NODE_ENV=production, APP_MODE not demo) refuses every development stand-in.
 * productionProblems is pure: server.ts prints one line per problem and exits non-zero before it
 * opens the database. Demo mode (`npm start`, APP_MODE=demo) keeps the stand-ins and says so: in its
 * start log (demoBanner) and on every H5 page (demoNoticeHtml, injected by routes/h5.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import { SANDBOX_DEV_SECRET } from './payments/sandbox';
import { TENCENT_SMS_REQUIRED } from './providers/sms-tencent';
import { wxacodeIsStandIn } from './providers/wxacode';

/** Shortest SESSION_SECRET production accepts. */
export const MIN_SESSION_SECRET = 32;
/** Shortest METRICS_TOKEN (GET /metrics' bearer token) production accepts. */
export const MIN_METRICS_TOKEN = 16;
/** Values that are somebody's example, never a secret. */
const PLACEHOLDERS = /^(secret|changeme|change-me|dev|development|test|password|session-secret|cf-session-dev-secret)$/i;

/** A setting as text ('' when unset). */
const setting = (config: Config, key: keyof Config['settings']): string => String(config.settings[key] ?? '').trim();

/** Every reason this config must not run in production, one line each (empty: fine). */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  const pay = config.settings.PAY_PROVIDER;
  if (pay === 'sandbox') problems.push('PAY_PROVIDER is sandbox (the test cashier, no real money): set PAY_PROVIDER=wxpay');
  const sandboxSecret = setting(config, 'SANDBOX_PAY_SECRET');
  if (sandboxSecret === SANDBOX_DEV_SECRET) problems.push('SANDBOX_PAY_SECRET is the published development default');
  else if (!sandboxSecret && pay === 'sandbox') problems.push('SANDBOX_PAY_SECRET is not set');

  if (config.wx.loginProvider !== 'wechat') {
    problems.push(`WX_LOGIN_PROVIDER is ${config.wx.loginProvider}: WeChat login (code2Session, web OAuth) would use the dev fake`);
  }
  if (!config.wx.appSecret) problems.push('WX_SECRET is not set: WeChat login and the JSSDK ticket would use the dev fakes');
  if (!setting(config, 'WX_APPID') && !setting(config, 'WX_MP_APPID')) problems.push('WX_APPID is not set (the dev app id would be used)');
  if (wxacodeIsStandIn(config)) problems.push('share posters: no mini-program secret (WX_MP_SECRET or WX_SECRET), their mini-program code would be the dev stand-in\'s QR code');

  const sms = (config.smsProvider || 'console').toLowerCase();
  if (sms === 'console' || sms === 'memory') problems.push(`SMS_PROVIDER is ${sms}: codes would be printed, not sent (set SMS_PROVIDER=tencent)`);
  if (sms === 'tencent') {
    for (const key of TENCENT_SMS_REQUIRED) if (!setting(config, key)) problems.push(`${key} is not set (SMS_PROVIDER=tencent)`);
  }

  const payout = config.settings.PAYOUT_PROVIDER;
  if (payout === 'sandbox') problems.push('PAYOUT_PROVIDER is sandbox: payouts to fundraisers would move no real money (set PAYOUT_PROVIDER=wxpay)');
  const notify = config.settings.NOTIFY_PROVIDER;
  if (notify === 'console' || notify === 'memory') problems.push(`NOTIFY_PROVIDER is ${notify}: notifications would be printed, not sent (set NOTIFY_PROVIDER=wxsubscribe)`);

  const session = setting(config, 'SESSION_SECRET');
  if (!session) problems.push(`SESSION_SECRET is not set (production needs an explicit secret of at least ${MIN_SESSION_SECRET} characters)`);
  else if (session.length < MIN_SESSION_SECRET || PLACEHOLDERS.test(session)) {
    problems.push(`SESSION_SECRET is a development value (use a random secret of at least ${MIN_SESSION_SECRET} characters)`);
  }
  if (!setting(config, 'LEDGER_SIGNING_KEY')) problems.push('LEDGER_SIGNING_KEY is not set: the public ledger\'s tree heads need the platform\'s own Ed25519 seed (64 hex digits)');
  if (setting(config, 'SEED') === '1') problems.push('SEED=1 would load the demo cases and users into the production database');
  if (!config.cookieSecure) problems.push('COOKIE_SECURE is not on: session cookies would be sent over plain HTTP (set COOKIE_SECURE=1)');
  const metricsToken = setting(config, 'METRICS_TOKEN');
  if (!metricsToken) problems.push(`METRICS_TOKEN is not set: GET /metrics needs a bearer token of at least ${MIN_METRICS_TOKEN} characters`);
  else if (metricsToken.length < MIN_METRICS_TOKEN || PLACEHOLDERS.test(metricsToken)) {
    problems.push(`METRICS_TOKEN is a development value (use a random token of at least ${MIN_METRICS_TOKEN} characters)`);
  }
  return problems;
}

/** The test-environment notice every demo page shows. */
export const DEMO_NOTICE_TEXT = '测试环境 · 不涉及真实资金';

/** Whether pages carry the test-environment notice: demo mode (APP_MODE=demo, `npm start`). */
export function showsDemoNotice(config: Config): boolean {
  return config.demo && !config.production;
}

/** The start-log line of a demo (null in production). */
export function demoBanner(config: Config, payName: string, smsName: string): string | null {
  if (config.production) return null;
  return `[demo] 测试环境，不涉及真实资金 (test environment, no real money): pay=${payName}${payName === 'sandbox' ? ' (sandbox cashier)' : ''}, sms=${smsName}${smsName === 'console' ? ' (codes printed here)' : ''}`;
}

// A static strip at the top of the page, in the document flow: present in the first HTML (no layout
// shift), and never covering the pages' fixed bottom bars (donate, submit) as a fixed footer would.
const NOTICE_STYLE = [
  'display:block', 'pointer-events:none',
  'text-align:center', 'font-size:11px', 'line-height:16px',
  'color:#8a6d3b', 'background:rgba(255,248,225,.88)', // the page's own font (app.css), inherited
].join(';');

/** The footer element (static, no user data). */
export const DEMO_NOTICE_HTML = `<div data-testid="demo-notice" role="note" style='${NOTICE_STYLE}'>${DEMO_NOTICE_TEXT}</div>`;

/** index.html with the test-environment strip first in <body> when the config shows it; unchanged otherwise. */
export function withDemoNotice(config: Config, html: string): string {
  if (!showsDemoNotice(config) || html.includes('data-testid="demo-notice"')) return html;
  const open = /<body[^>]*>/i.exec(html);
  if (!open) return DEMO_NOTICE_HTML + html;
  const at = open.index + open[0].length;
  return html.slice(0, at) + DEMO_NOTICE_HTML + html.slice(at);
}

/** Whether cookies get Secure: over HTTPS, or always with COOKIE_SECURE=1 (app.ts decorates cfCookieSecure). */
export function cookieSecureFor(req: FastifyRequest): boolean {
  return req.protocol === 'https' || (req.server as unknown as { cfCookieSecure?: boolean }).cfCookieSecure === true;
}

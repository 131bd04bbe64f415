/**
 * GET /metrics on SQLite and PostgreSQL: 404 without METRICS_TOKEN, 401 with a missing or wrong token,
 * and with it the Prometheus text format: donations booked and their sum, requests by route pattern
 * (never a raw URL), notifies refused, SMS sent and refused, orders pending by age, refunds and
 * payouts by status, stuck payouts, job leases, the reconcile job's last run and lag, the PostgreSQL
 * pool, the default process metrics. Production mode refuses a missing or short token.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config';
import { acquireLease } from '../src/repositories/job-leases';
import { reconcile } from '../src/jobs/reconcile';
import { MIN_METRICS_TOKEN, productionProblems } from '../src/production';
import { donate, key, newCase, user } from './support/funds';
import { DIALECTS, donatableCase, freshPhone, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

const TOKEN = 'test-metrics-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

interface Sample { name: string; labels: Record<string, string>; value: number }

/** Every sample line of a text exposition (comments skipped). */
function samples(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}
const matching = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
/** The sum of the samples of name with these labels (0 when none). */
const sum = (all: Sample[], name: string, labels: Record<string, string> = {}) => matching(all, name, labels).reduce((a, s) => a + s.value, 0);

describe.each(DIALECTS)('GET /metrics (%s)', (dialect) => {
  let ctx: TestCtx;
  let off: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { METRICS_TOKEN: TOKEN } });
    off = await makeApp(dialect, { seed: false });
  });
  afterAll(async () => {
    await off?.close();
    await ctx?.close();
  });

  /** Scrapes after the event loop turned (onResponse hooks of earlier requests have run). */
  const scrape = async (): Promise<{ text: string; all: Sample[] }> => {
    await new Promise((r) => setImmediate(r));
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return { text: res.body, all: samples(res.body) };
  };

  test('without METRICS_TOKEN: 404 and nothing else, token or not', async () => {
    for (const headers of [{}, auth]) {
      const res = await off.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/# (HELP|TYPE)|process_cpu/);
    }
  });

  test('a missing or wrong token: 401 and nothing else', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toMatch(/# (HELP|TYPE)|cf_|process_/);
    }
  });

  test('the text format: HELP and TYPE lines, the default process metrics', async () => {
    const { text, all } = await scrape();
    expect(text).toMatch(/^# HELP cf_donations_booked_total /m);
    expect(text).toMatch(/^# TYPE cf_donations_booked_total counter$/m);
    expect(text).toMatch(/^# TYPE cf_http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^# TYPE cf_orders_pending gauge$/m);
    for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(matching(all, name)).toHaveLength(1);
    }
    expect(sum(all, 'cf_metrics_db_up')).toBe(1);
  });

  test('a donation adds 1 to the donations booked and its amount to their sum', async () => {
    const owner = await user(ctx);
    const donor = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const before = (await scrape()).all;
    await donate(ctx, donor.cookie, infoUuid, 1234);
    const after = (await scrape()).all;
    expect(sum(after, 'cf_donations_booked_total') - sum(before, 'cf_donations_booked_total')).toBe(1);
    expect(sum(after, 'cf_donations_booked_fen_total') - sum(before, 'cf_donations_booked_fen_total')).toBe(1234);
    // The sandbox confirm went through the notify path: received, paid, not refused.
    expect(sum(after, 'cf_notifies_received_total', { kind: 'payment', result: 'paid' }) - sum(before, 'cf_notifies_received_total', { kind: 'payment', result: 'paid' })).toBe(1);
  });

  test('requests are counted and timed by route pattern and status, never by raw URL', async () => {
    const infoUuid = await donatableCase(ctx);
    const route = { route: '/api/cf/v4/get-funding-info', method: 'POST', status: '200' };
    const before = (await scrape()).all;
    for (const q of ['', '?from=share', `?infoUuid=${infoUuid}`]) {
      expect((await post(ctx.app, `/api/cf/v4/get-funding-info${q}`, { infoUuid })).status).toBe(200);
    }
    // A route with a parameter: a notify with a bad signature (refused, counted by its pattern).
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/pay/notify/sandbox', payload: 'not signed', headers: { 'content-type': 'text/plain' } });
    expect(Math.floor(bad.statusCode / 100)).toBe(4); // a refusal, never a 500
    await ctx.app.inject({ method: 'POST', url: `/api/no-such-call/${randomUUID()}` });
    const { all } = await scrape();
    expect(sum(all, 'cf_http_requests_total', route) - sum(before, 'cf_http_requests_total', route)).toBe(3);
    expect(sum(all, 'cf_http_request_duration_seconds_count', route) - sum(before, 'cf_http_request_duration_seconds_count', route)).toBe(3);
    // Cumulative buckets, the last (+Inf) equal to the count; a positive sum.
    const buckets = matching(all, 'cf_http_request_duration_seconds_bucket', route);
    expect(buckets.map((x) => x.labels.le).slice(-2)).toEqual(['10', '+Inf']);
    expect(buckets.every((x, i) => i === 0 || x.value >= buckets[i - 1].value)).toBe(true);
    expect(buckets[buckets.length - 1].value).toBe(sum(all, 'cf_http_request_duration_seconds_count', route));
    expect(sum(all, 'cf_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    expect(sum(all, 'cf_http_requests_total', { route: '/api/pay/notify/:provider', status: String(bad.statusCode) })).toBeGreaterThanOrEqual(1);
    expect(sum(all, 'cf_notifies_refused_total', { kind: 'payment', provider: 'sandbox', reason: 'bad-signature' }) - sum(before, 'cf_notifies_refused_total', { reason: 'bad-signature' })).toBe(1);
    expect(sum(all, 'cf_http_requests_total', { route: '(unmatched)', status: '404' })).toBeGreaterThanOrEqual(1);
    const routes = new Set(matching(all, 'cf_http_requests_total').map((s) => s.labels.route));
    expect(routes.has('/metrics')).toBe(true);
    for (const r of routes) expect(r).not.toMatch(/[?]|notify\/sandbox|no-such-call|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  test('SMS codes sent and refused (a second code within the interval)', async () => {
    const before = (await scrape()).all;
    const phone = freshPhone();
    const send = () => ctx.app.inject({ method: 'POST', url: '/api/useraccount/sendVerifyCode', payload: { mobile: phone } });
    expect((await send()).json().code).toBe(0);
    expect((await send()).json().code).toBe(429);
    const { all } = await scrape();
    expect(sum(all, 'cf_sms_sent_total', { provider: 'memory' }) - sum(before, 'cf_sms_sent_total', { provider: 'memory' })).toBe(1);
    expect(sum(all, 'cf_sms_refused_total', { reason: 'phone_interval' }) - sum(before, 'cf_sms_refused_total', { reason: 'phone_interval' })).toBe(1);
  });

  test('orders pending by age, refunds by status', async () => {
    const owner = await user(ctx);
    const donor = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    const orderId = await donate(ctx, donor.cookie, infoUuid, 500);
    const before = (await scrape()).all;
    const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 300, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);
    expect(o.body.code).toBe(0);
    let { all } = await scrape();
    expect(sum(all, 'cf_orders_pending', { age: '0-1m' }) - sum(before, 'cf_orders_pending', { age: '0-1m' })).toBe(1);
    expect(matching(all, 'cf_orders_pending').map((s) => s.labels.age)).toEqual(['0-1m', '1m-5m', '5m-30m', '30m-2h', '2h+']);
    const refund = await post(ctx.app, '/api/cf/v4/refund/apply', { orderId, amount: 500, reason: '重复捐款', idempotencyKey: key() }, donor.cookie);
    expect(refund.body.code).toBe(0);
    ctx.advance(10 * 60_000);
    ({ all } = await scrape());
    expect(sum(all, 'cf_orders_pending', { age: '5m-30m' }) - sum(before, 'cf_orders_pending', { age: '5m-30m' })).toBeGreaterThanOrEqual(1);
    expect(sum(all, 'cf_orders_pending', { age: '0-1m' })).toBe(0);
    expect(matching(all, 'cf_refunds').map((s) => s.labels.status).sort()).toEqual(['FAILED', 'PENDING', 'SUCCESS']);
    expect(sum(all, 'cf_refunds') - sum(before, 'cf_refunds')).toBe(1);
    expect(sum(all, 'cf_refunds_fen') - sum(before, 'cf_refunds_fen')).toBe(500);
    expect(matching(all, 'cf_payouts').map((s) => s.labels.status).sort()).toEqual(['AUTHORISED', 'CANCELLED', 'FAILED', 'PENDING', 'PROCESSING', 'TRANSFERRED']);
  });

  test('stuck payouts, job leases held, the reconcile job\'s last run and lag', async () => {
    const now = ctx.now();
    const stuckSince = now - 2 * 3600_000;
    const payout = (status: 'PROCESSING' | 'AUTHORISED' | 'TRANSFERRED', since: number) => ({
      payout_id: `po-${randomUUID()}`, idempotency_key: key(), withdrawal_id: `wd-${randomUUID()}`, info_uuid: randomUUID(), batch_no: 1, batch_count: 1,
      amount: 100, fee: 0, payee_type: 'FAMILY', payee_name: '测试', status, provider: 'sandbox', transfer_ref: null, fail_reason: '',
      authorised_by: null, created_at: since, updated_at: since, processing_since: status === 'PROCESSING' ? since : null,
    });
    const before = (await scrape()).all;
    await ctx.db.insertInto('payouts').values([payout('PROCESSING', stuckSince), payout('AUTHORISED', stuckSince), payout('PROCESSING', now), payout('TRANSFERRED', stuckSince)]).execute();
    let { all } = await scrape();
    expect(sum(all, 'cf_payouts_stuck') - sum(before, 'cf_payouts_stuck')).toBe(2);
    expect(sum(all, 'cf_payouts', { status: 'PROCESSING' }) - sum(before, 'cf_payouts', { status: 'PROCESSING' })).toBe(2);
    expect(sum(all, 'cf_payouts_fen', { status: 'TRANSFERRED' }) - sum(before, 'cf_payouts_fen', { status: 'TRANSFERRED' })).toBe(100);
    // The job (it also moves those payouts on), then a lease another job holds now.
    const r = await reconcile(ctx.deps, { holder: 'reconcile-holder' });
    expect(r.ran).toBe(true);
    expect(await acquireLease(ctx.db, 'metrics-test-job', 'holder-1', now, 60_000)).toBe(true);
    ({ all } = await scrape());
    expect(matching(all, 'cf_job_lease_held').map((s) => s.labels)).toEqual([{ job: 'metrics-test-job', holder: 'holder-1' }]);
    expect(sum(all, 'cf_reconcile_last_run_timestamp_seconds')).toBe(Math.floor(ctx.now() / 1000));
    expect(sum(all, 'cf_reconcile_lag_seconds')).toBe(0);
    expect(sum(all, 'cf_reconcile_interval_seconds')).toBe(60);
    ctx.advance(90_000); // the lease expired, the last run is 90 s old
    ({ all } = await scrape());
    expect(matching(all, 'cf_job_lease_held')).toHaveLength(0);
    expect(sum(all, 'cf_reconcile_lag_seconds')).toBe(90);
  });

  test('the PostgreSQL pool (and only there)', async () => {
    const { all } = await scrape();
    const pool = matching(all, 'cf_db_pool_connections');
    if (dialect === 'pg') {
      expect(sum(all, 'cf_db_pool_connections', { state: 'max' })).toBe(10);
      expect(sum(all, 'cf_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(pool.map((s) => s.labels.state).sort()).toEqual(['idle', 'max', 'total', 'waiting']);
    } else {
      expect(pool).toHaveLength(0);
    }
  });
});

describe('production mode and METRICS_TOKEN', () => {
  const metricsLines = (env: Record<string, string>) => productionProblems(loadConfig(env)).filter((l) => l.startsWith('METRICS_TOKEN'));

  test('unset or shorter than 16 characters: refused, one line', () => {
    expect(MIN_METRICS_TOKEN).toBe(16);
    expect(metricsLines({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^METRICS_TOKEN is not set/)]);
    expect(metricsLines({ NODE_ENV: 'production', METRICS_TOKEN: 'x'.repeat(15) })).toEqual([expect.stringMatching(/^METRICS_TOKEN is a development value/)]);
    expect(metricsLines({ NODE_ENV: 'production', METRICS_TOKEN: 'x'.repeat(16) })).toEqual([]);
  });

  test('demo mode (what `npm start` runs) is not production: it starts without a token', () => {
    const demo = loadConfig({ NODE_ENV: 'production', APP_MODE: 'demo' });
    expect(demo.production).toBe(false);
    expect(demo.settings.METRICS_TOKEN).toBe('');
  });
});

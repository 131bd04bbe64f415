/**
 * The counters and gauges of GET /metrics (plugins/metrics.ts), one prom-client registry per app
 * instance (tests build many apps in one process; the global default registry is never used). Code
 * where an event happens bumps its counter through metricsOf(deps), which is undefined when metrics
 * are off (METRICS_TOKEN unset): nothing is collected then.
 */
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { AppDeps } from '../deps';

/** Request latency buckets (seconds): the hot paths answer in a few ms. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type NotifyKind = 'payment' | 'refund';
export type SmsRefusal = 'bad_phone' | 'ip_limit' | 'phone_interval' | 'daily_limit' | 'provider_error';

/**
 * A prom-client Counter whose values are kept as plain numbers and handed to it at scrape time (its
 * `collect`): an event costs a Map lookup and an addition, no label hashing on the hot paths.
 */
class Tally<L extends string> {
  private readonly values = new Map<string, { labels: Partial<Record<L, string>>; n: number }>();
  constructor(registry: Registry, name: string, help: string, labelNames: L[] = []) {
    const values = this.values;
    new Counter<L>({
      name, help, labelNames, registers: [registry],
      collect() {
        this.reset();
        for (const v of values.values()) this.inc(v.labels, v.n);
      },
    });
  }

  /** The cell of these label values (created at the first event); `key` identifies them. */
  cell(key: string, labels: () => Partial<Record<L, string>>): { n: number } {
    let v = this.values.get(key);
    if (!v) this.values.set(key, (v = { labels: labels(), n: 0 }));
    return v;
  }

  add(key: string, labels: () => Partial<Record<L, string>>, n = 1): void {
    this.cell(key, labels).n += n;
  }
}

type RequestLabel = 'method' | 'route' | 'status';
interface TimeCell { labels: Record<RequestLabel, string>; buckets: number[]; sum: number; count: number }

/**
 * The request latency histogram, kept as plain per-bucket counts (an answer costs a few additions, no
 * label hashing: this runs on every request of the hot paths) and handed to the registry in the shape
 * of prom-client's own Histogram (cumulative `_bucket` lines with `le`, `_sum`, `_count`), which the
 * registry prints.
 */
class LatencyHistogram {
  readonly name = 'cf_http_request_duration_seconds';
  readonly help = 'HTTP request latency (seconds), by method, route pattern and status';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private cells: TimeCell[] = [];
  constructor(registry: Registry) {
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  cell(labels: Record<RequestLabel, string>): TimeCell {
    const c = { labels, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
    this.cells.push(c);
    return c;
  }

  static observe(c: TimeCell, seconds: number): void {
    c.sum += seconds;
    c.count += 1;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
      if (seconds <= LATENCY_BUCKETS[i]) {
        c.buckets[i] += 1;
        return;
      }
    }
  }

  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const c of this.cells) {
      let acc = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        acc += c.buckets[i];
        values.push({ labels: { ...c.labels, le }, value: acc, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { ...c.labels, le: '+Inf' }, value: c.count, metricName: `${this.name}_bucket` });
      values.push({ labels: c.labels, value: c.sum, metricName: `${this.name}_sum` });
      values.push({ labels: c.labels, value: c.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    for (const c of this.cells) {
      c.buckets.fill(0);
      c.sum = 0;
      c.count = 0;
    }
  }
}

/** The metrics of one app; counters are bumped by the code where each event happens. */
export class AppMetrics {
  readonly registry = new Registry();
  readonly startedAt: number;
  private readonly requests: Tally<RequestLabel>;
  private readonly latency: LatencyHistogram;
  /** The latency cell of each request-count cell (one per method, route pattern and status). */
  private readonly times = new Map<{ n: number }, TimeCell>();
  /** The two donation counters' only cells (no labels). */
  private readonly booked: { n: number };
  private readonly bookedFen: { n: number };
  private readonly notifies: Tally<'kind' | 'provider' | 'result'>;
  private readonly notifiesRefused: Tally<'kind' | 'provider' | 'reason'>;
  private readonly smsSent: Tally<'provider'>;
  private readonly smsRefused: Tally<'reason'>;
  /** Scrape-time gauges, set by scrapeDatabase. */
  readonly gauges: ReturnType<typeof scrapeGauges>;

  constructor(now: number) {
    this.startedAt = now;
    const r = this.registry;
    this.requests = new Tally(r, 'cf_http_requests_total', 'HTTP requests answered, by method, route pattern and status', ['method', 'route', 'status']);
    this.latency = new LatencyHistogram(r);
    this.booked = new Tally(r, 'cf_donations_booked_total', 'Donations booked (an order moved to PAID, committed)').cell('', () => ({}));
    this.bookedFen = new Tally(r, 'cf_donations_booked_fen_total', 'Sum of the donations booked (fen)').cell('', () => ({}));
    this.notifies = new Tally(r, 'cf_notifies_received_total', 'Provider notifies received, by kind (payment, refund), provider and result', ['kind', 'provider', 'result']);
    this.notifiesRefused = new Tally(r, 'cf_notifies_refused_total', 'Provider notifies refused (bad signature, or an amount or order that does not match)', ['kind', 'provider', 'reason']);
    this.smsSent = new Tally(r, 'cf_sms_sent_total', 'Verification codes handed to the SMS provider', ['provider']);
    this.smsRefused = new Tally(r, 'cf_sms_refused_total', 'Verification codes refused (a send limit, a bad phone, or the provider failed)', ['reason']);
    this.gauges = scrapeGauges(r);
    collectDefaultMetrics({ register: r });
  }

  /** The count and latency cells of (method, route pattern, status). */
  private child(method: string, route: string, status: number) {
    const labels = () => ({ method, route, status: String(status) });
    const count = this.requests.cell(`${method} ${status} ${route}`, labels);
    let time = this.times.get(count);
    if (!time) this.times.set(count, (time = this.latency.cell(labels())));
    return { count, time };
  }

  /** One answered request, labelled by the route pattern (never the raw URL). */
  request(method: string, route: string, status: number, seconds: number): void {
    const c = this.child(method, route, status);
    c.count.n += 1;
    LatencyHistogram.observe(c.time, seconds);
  }

  /** The recorder of one route's answers (its method and pattern fixed): a lookup by status only. */
  recorder(method: string, route: string): (status: number, seconds: number) => void {
    const byStatus = new Map<number, ReturnType<AppMetrics['child']>>();
    return (status, seconds) => {
      let c = byStatus.get(status);
      if (!c) byStatus.set(status, (c = this.child(method, route, status)));
      c.count.n += 1;
      LatencyHistogram.observe(c.time, seconds);
    };
  }

  donationBooked(amountFen: number): void {
    this.booked.n += 1;
    this.bookedFen.n += amountFen;
  }

  notify(kind: NotifyKind, provider: string, result: string, refused: string | null): void {
    this.notifies.add(`${kind} ${provider} ${result}`, () => ({ kind, provider, result }));
    if (refused) this.notifiesRefused.add(`${kind} ${provider} ${refused}`, () => ({ kind, provider, reason: refused }));
  }

  sms(provider: string, refused: SmsRefusal | null): void {
    if (refused) this.smsRefused.add(refused, () => ({ reason: refused }));
    else this.smsSent.add(provider, () => ({ provider }));
  }
}

function scrapeGauges(registry: Registry) {
  const registers = [registry];
  const g = <L extends string>(name: string, help: string, labelNames: L[] = []) => new Gauge<L>({ name, help, labelNames, registers });
  return {
    ordersPending: g('cf_orders_pending', 'Orders PENDING (created, not paid), by age', ['age']),
    refunds: g('cf_refunds', 'Refunds by status', ['status']),
    refundsFen: g('cf_refunds_fen', 'Sum of the refunds by status (fen)', ['status']),
    payouts: g('cf_payouts', 'Payouts by status', ['status']),
    payoutsFen: g('cf_payouts_fen', 'Sum of the payouts by status (fen)', ['status']),
    payoutsStuck: g('cf_payouts_stuck', 'Payouts AUTHORISED or PROCESSING for longer than PAYOUT_STUCK_MINUTES'),
    reconcileLastRun: g('cf_reconcile_last_run_timestamp_seconds', 'When the reconciliation job last finished a run (any process; 0 = never)'),
    reconcileLag: g('cf_reconcile_lag_seconds', 'Seconds since the reconciliation job last finished a run (since this process started when none is recorded)'),
    reconcileInterval: g('cf_reconcile_interval_seconds', 'RECONCILE_INTERVAL_SECONDS (0 = the server does not run the job)'),
    leaseHeld: g('cf_job_lease_held', 'Background job leases held now, by job and holder', ['job', 'holder']),
    poolConnections: g('cf_db_pool_connections', 'PostgreSQL only: pool connections by state (total, idle; waiting: queries waiting for one; max: PG_POOL_MAX)', ['state']),
    dbUp: g('cf_metrics_db_up', '1 when the scrape-time database queries answered, else 0'),
  };
}

const byDeps = new WeakMap<AppDeps, AppMetrics>();
/** The metrics of the app built on these deps; undefined when metrics are off (no METRICS_TOKEN). */
export const metricsOf = (deps: AppDeps): AppMetrics | undefined => byDeps.get(deps);
/** Binds (or, with undefined, unbinds) an app's metrics to its deps (plugins/metrics.ts). */
export function bindMetrics(deps: AppDeps, m: AppMetrics | undefined): void {
  if (m) byDeps.set(deps, m);
  else byDeps.delete(deps);
}


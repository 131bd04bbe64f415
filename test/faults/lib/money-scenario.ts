/**
 * Money under faults: many users donate at once; every order is submitted twice concurrently with
 * the same idempotencyKey; every signed payment notify is delivered three times concurrently; the
 * server is killed with SIGKILL in the middle of the load and started again on the same database.
 * Clients retry what failed (same key, same signed notify) as real clients and providers do.
 * Afterwards the invariants are checked through the API and in the database itself.
 * Shared by test/faults/money*.test.ts and `npm run bench` (through money-cli.ts).
 */
import { signSandboxNotify } from '../../../server/src/payments/sandbox';
import { donatableCases, fundingInfo, get, login, newKey, orderBody, post, type Funding } from './api';
import { readLedger, type Ledger } from './ledger';
import { checkLedgerLog } from './ledger-log';
import { startProc } from './proc';

async function firstHead(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await get<{ data?: { head?: unknown } }>(baseUrl, '/api/ledger/head');
    if (r.body?.data?.head) return;
    if (Date.now() > until) throw new Error('the server signed no ledger head within a minute of starting');
    await new Promise((res) => setTimeout(res, 200));
  }
}

export interface MoneyOptions {
  users: number;
  perUser: number;
  /** Kill once this fraction of the donations has finished. */
  killAt: number;
  databaseUrl?: string;
  /** The whole load must finish within this many ms (bounded time), else the run fails. */
  deadlineMs: number;
  log?: (line: string) => void;
}

type Fate = 'notify' | 'confirm' | 'cancel' | 'none';
interface Donation { user: number; idx: number; key: string; infoUuid: string; amount: number; fate: Fate; orderId?: string; acked?: boolean }

export interface MoneyResult {
  counts: {
    users: number; donations: number; orderRequests: number; doubleSubmitPairsBothOk: number;
    notifies: number; notifyPosts: number; replays: number; confirms: number; cancels: number; untouched: number;
    kills: number; restarts: number; retriesAfterErrors: number; seconds: number;
  };
  paidOrders: number;
  notifiedPayments: number;
  /** leaves of the public money log after the run (test/faults/lib/ledger-log.ts checks it covers every ledger row once) */
  ledgerLeaves: number;
  violations: string[];
}

/** A 4xx answer: retrying cannot help, the run fails. */
class Refused extends Error {}

const SECRET = `faults-${Math.random().toString(36).slice(2)}`;

/** Fates spread evenly: 60% notify computed here, 20% the cashier's confirm, 10% cancel, 10% never paid. */
function fateOf(n: number): Fate {
  const r = n % 10;
  return r < 6 ? 'notify' : r < 8 ? 'confirm' : r < 9 ? 'cancel' : 'none';
}

export async function runMoneyScenario(opts: MoneyOptions): Promise<MoneyResult> {
  const log = opts.log ?? (() => {});
  const env: Record<string, string> = {
    SANDBOX_PAY_SECRET: SECRET,
    SMS_PER_IP_MAX: '100000',
    SMS_PER_PHONE_DAILY: '1000',
    LEDGER_SEQUENCE_SECONDS: '1', // the ledger job sequences while the gifts arrive and across the SIGKILL
    LEDGER_HEAD_EVERY_HOURS: '1',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const server = await startProc({ env });
  // The server signs its first head (over the seeded ledger) on its job's first runs. Wait for it, so the
  // run always has a head signed while the gifts arrive: on a fast machine the whole run (SIGKILL included)
  // could end before the first job run, and a process SIGKILLed mid-job keeps the job's lease for its
  // 5 minutes, so the restarted one would sign none during the run, whatever the code does.
  await firstHead(server.baseUrl);
  const started = Date.now();
  const deadline = started + opts.deadlineMs;
  const c = { orderRequests: 0, doubleOk: 0, notifyPosts: 0, replays: 0, kills: 0, restarts: 0, retries: 0 };
  const violations: string[] = [];
  try {
    const cases = await donatableCases(server.baseUrl, 3);
    const before = new Map<string, Funding>();
    for (const id of cases) before.set(id, await fundingInfo(server.baseUrl, id));
    const cookies: string[] = [];
    for (let u = 0; u < opts.users; u++) cookies.push(await login(server, `1350000${String(u).padStart(4, '0')}`));
    log(`logged in ${cookies.length} users; cases ${cases.join(',')}`);

    const donations: Donation[] = [];
    for (let u = 0; u < opts.users; u++) {
      for (let i = 0; i < opts.perUser; i++) {
        const n = u * opts.perUser + i;
        donations.push({ user: u, idx: i, key: newKey(), infoUuid: cases[n % cases.length], amount: (((u * 7 + i * 13) % 200) + 1) * 100, fate: fateOf(n) });
      }
    }

    // Retries network failures and 5xx (the process is gone or starting) until the deadline.
    async function retrying<T>(what: string, fn: () => Promise<T | null>): Promise<T> {
      for (let attempt = 0; ; attempt++) {
        if (Date.now() > deadline) throw new Error(`deadline passed during ${what}`);
        const v = await fn().catch((e) => {
          if (e instanceof Refused) throw e;
          return null;
        });
        if (v !== null) return v;
        c.retries += 1;
        await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 500)));
      }
    }
    const ok = <R extends { status: number }>(r: R): R | null => (r.status >= 500 ? null : r);

    let killing: Promise<void> | null = null;
    let done = 0;
    const killAfter = Math.floor(donations.length * opts.killAt);
    function maybeKill() {
      if (killing || done < killAfter) return;
      killing = (async () => {
        log(`SIGKILL after ${done} donations`);
        await server.kill();
        c.kills += 1;
        await server.start();
        c.restarts += 1;
        log('restarted on the same database');
      })();
    }

    async function donate(d: Donation): Promise<void> {
      const cookie = cookies[d.user];
      const body = orderBody(d.infoUuid, d.amount, d.key);
      // The double submit: two identical requests at once.
      const pair = await Promise.all([0, 1].map(() => {
        c.orderRequests += 1;
        return post(server.baseUrl, '/api/cf/v41/order/add', body, { cookie }).catch(() => null);
      }));
      const okIds = pair.filter((r) => r?.status === 200 && r.body?.code === 0).map((r) => r!.body.data.orderId as string);
      if (okIds.length === 2) {
        c.doubleOk += 1;
        if (okIds[0] !== okIds[1]) violations.push(`double submit of ${d.key} made two orders ${okIds[0]} / ${okIds[1]}`);
      }
      d.orderId = okIds[0] ?? (await retrying(`order ${d.key}`, async () => {
        c.orderRequests += 1;
        const r = ok(await post(server.baseUrl, '/api/cf/v41/order/add', body, { cookie }));
        if (r && r.body?.code !== 0) throw new Refused(`order add refused: ${r.status} ${JSON.stringify(r.body)}`);
        return r ? (r.body.data.orderId as string) : null;
      }));
      if (d.fate === 'confirm' || d.fate === 'cancel') {
        await retrying(`confirm ${d.orderId}`, async () => {
          const r = ok(await post(server.baseUrl, '/api/pay/sandbox/confirm', { orderId: d.orderId, action: d.fate === 'cancel' ? 'cancel' : 'pay' }, { cookie }));
          if (r && r.body?.code !== 0) throw new Refused(`confirm refused: ${r.status} ${JSON.stringify(r.body)}`);
          return r;
        });
      }
      if (d.fate === 'confirm') d.acked = true; // the confirm ran the signed notify inside the server
      if (d.fate === 'notify' || d.fate === 'confirm') {
        // One signed notify (fixed notifyId and tradeNo) delivered three times at once. 'notify' orders:
        // redelivered until acked. 'confirm' orders: a second, different notify for an already paid
        // order, delivered three times once; it must change nothing.
        const signed = signSandboxNotify(SECRET, { orderId: d.orderId!, amount: d.amount, paid: true });
        const deliver = async () => {
          const acks = await Promise.all([0, 1, 2].map(async (k) => {
            c.notifyPosts += 1;
            if (k > 0) c.replays += 1;
            const r = await post(server.baseUrl, '/api/pay/notify/sandbox', signed.rawBody, signed.headers).catch(() => null);
            return r?.status === 200;
          }));
          return acks.some(Boolean) ? true : null;
        };
        if (d.fate === 'notify') {
          await retrying(`notify ${d.orderId}`, deliver);
          d.acked = true;
        } else {
          await deliver();
        }
      }
      done += 1;
      maybeKill();
    }

    // Every user donates perUser times in a row; all users at once.
    await Promise.all(cookies.map(async (_, u) => {
      for (const d of donations.filter((x) => x.user === u)) await donate(d);
    }));
    if (killing) await killing;
    if (c.kills === 0) violations.push('the server was never killed');

    // Through the API, on the restarted process.
    const after = new Map<string, Funding>();
    for (const id of cases) after.set(id, await fundingInfo(server.baseUrl, id));
    await server.stop();
    const ledger = await readLedger({ dataDir: server.dataDir, databaseUrl: opts.databaseUrl });
    checkInvariants(donations, before, after, ledger, violations);
    const ledgerLog = await checkLedgerLog({ dataDir: server.dataDir, databaseUrl: opts.databaseUrl }, violations);
    const paid = donations.filter((d) => d.acked);
    return {
      counts: {
        users: opts.users, donations: donations.length, orderRequests: c.orderRequests, doubleSubmitPairsBothOk: c.doubleOk,
        notifies: paid.length, notifyPosts: c.notifyPosts, replays: c.replays,
        confirms: donations.filter((d) => d.fate === 'confirm').length, cancels: donations.filter((d) => d.fate === 'cancel').length,
        untouched: donations.filter((d) => d.fate === 'none').length,
        kills: c.kills, restarts: c.restarts, retriesAfterErrors: c.retries, seconds: Math.round((Date.now() - started) / 100) / 10,
      },
      paidOrders: ledger.orders.filter((o) => o.status === 'PAID' && donations.some((d) => d.key === o.key)).length,
      notifiedPayments: new Set(paid.map((d) => d.orderId)).size,
      ledgerLeaves: ledgerLog.leaves,
      violations,
    };
  } finally {
    await server.cleanup();
  }
}

function checkInvariants(donations: Donation[], before: Map<string, Funding>, after: Map<string, Funding>, ledger: Ledger, v: string[]) {
  const byKey = new Map<string, typeof ledger.orders>();
  for (const o of ledger.orders) byKey.set(o.key, [...(byKey.get(o.key) ?? []), o]);
  const mine = ledger.orders.filter((o) => donations.some((d) => d.key === o.key));
  if (mine.length !== donations.length) v.push(`${mine.length} order rows for ${donations.length} idempotency keys`);
  for (const d of donations) {
    const rows = byKey.get(d.key) ?? [];
    if (rows.length !== 1) { v.push(`key ${d.key}: ${rows.length} order rows`); continue; }
    const o = rows[0];
    if (o.orderId !== d.orderId) v.push(`key ${d.key}: client got ${d.orderId}, database has ${o.orderId}`);
    if (o.amount !== d.amount) v.push(`order ${o.orderId}: amount ${o.amount} != ${d.amount}`);
    // The money ledger books a paid donation exactly once, whatever the replays and the kill; nothing else is booked.
    const entry = ledger.donationEntries.get(o.orderId);
    if (o.status === 'PAID' && (entry?.n !== 1 || entry.sum !== o.amount)) v.push(`order ${o.orderId} PAID with ledger entries ${JSON.stringify(entry ?? null)}`);
    if (o.status !== 'PAID' && entry) v.push(`order ${o.orderId} ${o.status} but booked in the ledger ${JSON.stringify(entry)}`);
    if (d.acked) {
      if (o.status !== 'PAID' || o.paidAt === null) v.push(`order ${o.orderId} notified as paid but ${o.status}`);
      if (!ledger.notifiesByOrder.get(o.orderId)) v.push(`order ${o.orderId} PAID without a stored notify`);
    } else if (o.status === 'PAID') {
      v.push(`order ${o.orderId} (${d.fate}) is PAID but was never confirmed`);
    } else if (d.fate === 'cancel' && o.status !== 'CLOSED') {
      v.push(`order ${o.orderId} cancelled at the cashier but ${o.status}`);
    } else if (d.fate === 'none' && o.status !== 'PENDING' && o.status !== 'CLOSED') {
      v.push(`order ${o.orderId} never paid but ${o.status}`);
    }
  }
  const paidMine = mine.filter((o) => o.status === 'PAID');
  const notified = new Set(donations.filter((d) => d.acked).map((d) => d.orderId));
  if (paidMine.length !== notified.size) v.push(`${paidMine.length} PAID orders != ${notified.size} notified payments`);
  for (const [id, b] of before) {
    const a = after.get(id)!;
    const paid = paidMine.filter((o) => o.infoUuid === id);
    const sum = paid.reduce((s, o) => s + o.amount, 0);
    if (a.raisedAmount - b.raisedAmount !== sum) v.push(`case ${id}: raised grew by ${a.raisedAmount - b.raisedAmount}, PAID orders sum ${sum}`);
    if (a.donationCount - b.donationCount !== paid.length) v.push(`case ${id}: donation count grew by ${a.donationCount - b.donationCount}, PAID orders ${paid.length}`);
    const row = ledger.cases.find((x) => x.infoUuid === id);
    if (!row || row.raisedAmount !== a.raisedAmount || row.donationCount !== a.donationCount) {
      v.push(`case ${id}: database row ${JSON.stringify(row)} differs from the API's ${a.raisedAmount}/${a.donationCount}`);
    }
    // The case's total equals all of its PAID orders, the seed's included (the seed raises through orders too).
    const allPaid = ledger.orders.filter((o) => o.infoUuid === id && o.status === 'PAID').reduce((s, o) => s + o.amount, 0);
    if (!row || row.raisedAmount !== allPaid) v.push(`case ${id}: raised ${row?.raisedAmount} != PAID sum ${allPaid}`);
  }
}

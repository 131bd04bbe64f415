/**
 * The owner's donation notification, coalesced per case and window (a hot path: it rides every
 * mark-paid).
 *
 * One message-list row per (case, window, big or not), window = NOTIFY_DONATION_WINDOW_MS (default
 * 10 minutes, clock-aligned). Its id is derived from the window (`nd<window>_<case>`, `nb...` for big
 * donations), so the row is written with `INSERT ... ON CONFLICT (id) DO NOTHING` inside the
 * mark-paid transaction by the window's first donation (atomic with the payment: a committed first
 * gift always has its row) and sent after commit: **one push per case per window**, at the first gift.
 * Every later gift of the window costs no statement in its transaction once this process knows the
 * row is committed (a map per database): the row's title and body are the window's count and total,
 * recomputed from the PAID orders of the window (exact across processes, nothing to lose in a crash)
 * by a refresh at most once a second per row, off the request path; the row then moves to the top
 * of the list and is unread again. The sweeper repeats the refresh for recent rows (a process that
 * died before its refresh). Big donations (>= NOTIFY_BIG_DONATION_FEN) have their own row per window.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { first } from '../../db/prepared';
import { sumDonationWindow } from '../../repositories/order-counts';
import { recentDonationNotifications } from '../../repositories/notifications';
import { restateNotification, type Outbox } from './index';
import { withMsgId } from './url';
import type { Settings } from '../../settings';
import { formatFenFixed } from '../../../../src/lib/money';

type Q = Kysely<Database>;

/** NOTIFY_BIG_DONATION_FEN (default 100000 = ¥1000): a donation this large is a 'big_donation'. */
export const bigDonationFen = (s: Settings) => s.NOTIFY_BIG_DONATION_FEN;

/** NOTIFY_DONATION_WINDOW_MS (default 600000 = 10 min, at least 1000): one donation message per case per window. */
export const donationWindowMs = (s: Settings) => s.NOTIFY_DONATION_WINDOW_MS;

const REFRESH_MS = 1000;

/** The row's title and body for `count` gifts totalling `total` fen. */
export function donationText(big: boolean, count: number, total: number): { title: string; body: string } {
  const what = big ? '大额爱心捐助' : '爱心捐助';
  return count <= 1
    ? { title: `收到一笔${what}`, body: `爱心人士捐助了¥${formatFenFixed(total)}` }
    : { title: `收到${count}笔${what}`, body: `爱心人士共捐助了¥${formatFenFixed(total)}（${count}笔）` };
}

const rowId = (big: boolean, bucket: number, infoUuid: string) => `${big ? 'nb' : 'nd'}${bucket.toString(36)}_${infoUuid}`;

interface Slot { id: string; infoUuid: string; big: boolean; bucket: number; window: number; bigFen: number }

/** Per database: rows known committed (id -> bucket), and rows waiting for their refresh. */
interface State { known: Map<string, number>; dirty: Map<string, Slot>; timer: NodeJS.Timeout | null }
const states = new WeakMap<object, State>();
const stateOf = (db: Q): State => {
  let s = states.get(db);
  if (!s) states.set(db, (s = { known: new Map(), dirty: new Map(), timer: null }));
  return s;
};

/** Recomputes one row's count and total from the window's orders; true when the row changed. */
export async function refreshDonationRow(db: Q, s: Slot): Promise<boolean> {
  const lo = s.bucket * s.window;
  const r = first(await sumDonationWindow(db, {
    infoUuid: s.infoUuid, lo, hi: lo + s.window, minAmount: s.big ? s.bigFen : 0, maxAmount: s.big ? 2_147_483_647 : s.bigFen,
  }));
  const n = Number(r?.n ?? 0);
  if (!n) return false;
  const t = donationText(s.big, n, Number(r!.total));
  return restateNotification(db, { id: s.id, ...t, last: Number(r!.last) });
}

function scheduleRefresh(deps: AppDeps, st: State, slot: Slot): void {
  st.dirty.set(slot.id, slot);
  if (st.timer) return;
  st.timer = setTimeout(() => {
    st.timer = null;
    const slots = [...st.dirty.values()];
    st.dirty.clear();
    (async () => {
      for (const s of slots) await refreshDonationRow(deps.db, s);
    })().catch((err: Error) => {
      // Closed database (shutdown, end of a test): the sweeper of the next process repairs the row.
      if (!/destroyed/.test(err.message)) console.warn(`[notify] donation summary refresh failed: ${err.message}`);
    });
  }, REFRESH_MS);
  st.timer.unref();
}

/**
 * A paid donation, to the case owner (call inside the mark-paid transaction; `outbox` sends the
 * window's row after commit when this gift created it, else schedules the row's refresh).
 */
export async function notifyDonation(trx: Q, outbox: Outbox, deps: AppDeps, p: { infoUuid: string; amount: number; now: number }): Promise<void> {
  const bigFen = bigDonationFen(deps.config.settings);
  const window = donationWindowMs(deps.config.settings);
  const big = p.amount >= bigFen;
  const bucket = Math.floor(p.now / window);
  const id = rowId(big, bucket, p.infoUuid);
  const st = stateOf(deps.db);
  const slot: Slot = { id, infoUuid: p.infoUuid, big, bucket, window, bigFen };
  if (st.known.has(id)) {
    outbox.onFlush(async () => scheduleRefresh(deps, st, slot));
    return;
  }
  const t = donationText(big, 1, p.amount);
  const landing = withMsgId(`/cf/wxmessage/${big ? 'big-donation' : 'pay'}?infoUuid=${encodeURIComponent(p.infoUuid)}`, id);
  const created = await outbox.recordOnce(trx, { id, kind: big ? 'big_donation' : 'donation', ...t, landing, now: p.now, infoUuid: p.infoUuid });
  outbox.onFlush(async () => {
    if (st.known.size > 10_000) for (const [k, b] of st.known) if (b < bucket - 1) st.known.delete(k);
    st.known.set(id, bucket);
    if (!created) scheduleRefresh(deps, st, slot);
  });
}

/** Sweeper: refreshes the donation rows of the current and the previous window (a process died before its refresh). */
export async function refreshRecentDonationRows(deps: AppDeps): Promise<number> {
  const window = donationWindowMs(deps.config.settings);
  const bigFen = bigDonationFen(deps.config.settings);
  const since = (Math.floor(deps.clock() / window) - 1) * window;
  const rows = await recentDonationNotifications(deps.db, since);
  let changed = 0;
  for (const r of rows) {
    const m = /^n([db])([0-9a-z]+)_/.exec(r.id);
    if (!m) continue;
    const slot: Slot = { id: r.id, infoUuid: r.info_uuid, big: m[1] === 'b', bucket: parseInt(m[2], 36), window, bigFen };
    if (await refreshDonationRow(deps.db, slot)) changed++;
  }
  return changed;
}

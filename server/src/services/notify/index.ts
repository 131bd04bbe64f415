/**
 * Notifications, activities-first: a row is written INSIDE the transaction of the event it reports
 * (`recordNotification(trx, ...)`), so a rolled-back event leaves no message and a committed one
 * always has its row; the message is sent AFTER commit (`Outbox.flush`) through the NotifyProvider.
 * A row left `pending` (the process died between commit and send) is picked up by
 * `sendPendingNotifications` (run under the job lease by scripts or the server's sweeper).
 * This is the only notification pipeline: the money events too (`notifyMoney`, events.ts) are rows
 * here, their delivery moved by the DELIVERY machine (domain/machines/trust.ts) like every other.
 *
 *   const outbox = new Outbox(deps);
 *   await deps.db.transaction().execute(async (trx) => { ...the change...; await outbox.record(trx, {...}); });
 *   outbox.flush();
 */
import type { Kysely, Transaction } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/util';
import { affected } from '../../db/prepared';
import { ConsoleNotify, type NotifyProvider } from '../../providers/notify';
import type { NotificationKind } from '../../../../src/contract/trust';
import { withMsgId } from './url';
import { subscribeWithdrawn } from '../../repositories/hub';
import {
  insertNotificationRow, insertOwnerNotificationRow, notificationsToSend, restateNotificationRow, unsentNotificationIds,
  type OwnerRow as OwnerRowOf, type Restate,
} from '../../repositories/notifications';
import { DELIVERY } from '../../domain/machines/trust';
import { tryTransition } from '../../domain/machines/transition';
import type { MoneyKind } from './events';

export { withMsgId };

type Q = Kysely<Database>;

export interface NotificationInput {
  userId: string;
  kind: NotificationKind | MoneyKind;
  infoUuid?: string;
  title: string;
  body: string;
  /** An internal landing path (/cf/wxmessage/..., /cf/messageMiddlePage/detail/...); msgId is appended. */
  landingUrl: string;
  now?: number;
  /** The event's data (money events: shown by the money notifications list); stored as JSON. */
  payload?: unknown;
}

const fallback = new ConsoleNotify();
/** The provider of the deps (server.ts and tests set one; console otherwise). */
export const providerOf = (deps: AppDeps): NotifyProvider => (deps as AppDeps & { notify?: NotifyProvider }).notify ?? fallback;

/** Writes one notification row (db may be, and should be, the event's transaction); returns its id. */
export async function recordNotification(db: Q, n: NotificationInput): Promise<string> {
  const id = newId('n');
  await insertNotificationRow(db, {
    id, user_id: n.userId, kind: n.kind, info_uuid: n.infoUuid ?? '', title: n.title, body: n.body,
    landing_url: withMsgId(n.landingUrl, id), created_at: n.now ?? Date.now(), read_at: null, send_status: 'pending', send_attempts: 0, sent_at: null,
    payload: n.payload === undefined ? null : JSON.stringify(n.payload),
  });
  return id;
}

/** A notification with an id of its own, to a case's owner (a coalesced row: notify/donation.ts). */
export type OwnerRow = OwnerRowOf & { kind: NotificationKind };

/** A coalesced row says something new (its count and total): new text, at the top, unread again; true when it changed. */
export async function restateNotification(db: Q, p: Restate): Promise<boolean> {
  return affected(await restateNotificationRow(db, p)) === 1;
}

/** Sends the rows by id (each once: a row is claimed pending -> sending by one statement). */
export async function sendNotifications(deps: AppDeps, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const provider = providerOf(deps);
  const rows = await notificationsToSend(deps.db, ids);
  // A user who withdrew subscribe messages (/authservice) gets no WeChat push; the in-app message stays.
  const noPush = await subscribeWithdrawn(deps.db, [...new Set(rows.map((r) => r.user_id))]);
  for (const r of rows) {
    // Claim first: another process (or the sweeper) sending the same row at once gets 0 rows here.
    if ((await tryTransition(deps.db, DELIVERY, { id: r.id }, ['pending', 'failed'], 'sending', { send_attempts: Number(r.send_attempts) + 1 })) !== 1) continue;
    let result: 'sent' | 'skipped' | 'failed';
    try {
      result = await provider.send({
        msgId: r.id, userId: r.user_id, openid: noPush.has(r.user_id) ? null : r.openid ?? null, kind: r.kind, title: r.title, body: r.body,
        landingUrl: r.landing_url, infoUuid: r.info_uuid, createdAt: Number(r.created_at),
      });
    } catch {
      result = 'failed';
    }
    await tryTransition(deps.db, DELIVERY, { id: r.id }, 'sending', result, { sent_at: result === 'sent' ? deps.clock() : null });
  }
}

/** Rows still pending (or failed, fewer than 3 tries) and older than `minAgeMs`: sends them now. */
export async function sendPendingNotifications(deps: AppDeps, limit = 100, minAgeMs = 30_000): Promise<number> {
  const rows = await unsentNotificationIds(deps.db, deps.clock() - minAgeMs, limit);
  await sendNotifications(deps, rows.map((r) => r.id));
  return rows.length;
}

/** Collects the notifications of one transaction and sends them once it has committed. */
export class Outbox {
  readonly ids: string[] = [];
  private readonly afterCommit: (() => Promise<unknown>)[] = [];
  constructor(private readonly deps: AppDeps) {}

  /** Other work to run once the transaction committed (fraud checks); errors are only logged. */
  onFlush(fn: () => Promise<unknown>): void {
    this.afterCommit.push(fn);
  }

  async record(db: Q, n: NotificationInput): Promise<string> {
    const id = await recordNotification(db, { now: this.deps.clock(), ...n });
    this.ids.push(id);
    return id;
  }

  /**
   * A row with a fixed id, to the case's owner, written once (a later call with the same id writes
   * nothing); sent after commit like every other when this call wrote it. True when it did.
   */
  async recordOnce(db: Q, row: OwnerRow): Promise<boolean> {
    const created = affected(await insertOwnerNotificationRow(db, row)) === 1;
    if (created) this.ids.push(row.id);
    return created;
  }

  /**
   * Sends and waits, for a job that has no reader waiting. Without a configured provider (a bare CLI
   * run) the rows stay pending for the server's sweeper. Call after commit only.
   */
  async flushed(): Promise<void> {
    for (const fn of this.afterCommit.splice(0)) await fn().catch((err: Error) => console.warn(`[notify] after-commit task failed: ${err.message}`));
    const ids = this.ids.splice(0);
    if (ids.length && this.deps.notify) await sendNotifications(this.deps, ids);
  }

  /** Sends in the background: the caller's response never waits for WeChat. Call after commit only. */
  flush(): void {
    for (const fn of this.afterCommit.splice(0)) fn().catch((err: Error) => console.warn(`[notify] after-commit task failed: ${err.message}`));
    const ids = this.ids.splice(0);
    if (!ids.length) return;
    sendNotifications(this.deps, ids).catch((err: Error) => console.warn(`[notify] send failed: ${err.message}`));
  }

  /** `then` helper: `await trx.execute(...).then(outbox.after)` flushes once the transaction resolved. */
  readonly after = <T>(value: T): T => {
    this.flush();
    return value;
  };
}

/** Runs `fn` in a transaction with an outbox and sends what it recorded after the commit. */
export async function inTransactionWithNotify<T>(deps: AppDeps, fn: (trx: Transaction<Database>, outbox: Outbox) => Promise<T>): Promise<T> {
  const outbox = new Outbox(deps);
  const value = await deps.db.transaction().execute((trx) => fn(trx, outbox));
  outbox.flush();
  return value;
}

export * from './events';
export * from './donation';

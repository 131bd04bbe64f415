/**
 * Admission for the gift path: at most GIFT_CONCURRENCY requests of a new gift (order add, the cashier's
 * confirm, a payment notify) are worked on at once in this process; the rest wait their turn in arrival
 * order, parked before their body is read. In a matching opening hundreds of donors press 捐款 in the same
 * second: without a gate every one of them is half-done at once, the event loop cycles through all of them
 * between any two steps of any one, and a reader opening the shared case page (get-funding-info, served
 * from memory) waits behind the whole crowd. With the gate the crowd waits in a queue that costs nothing,
 * the database sees as many gifts as it can book, and readers pass by. 0 turns the gate off. The default
 * (128) keeps SQLite's group commit batches as large as with no gate (fewer in flight, fewer gifts per
 * commit: 32 cost a quarter of the gifts/s); README.md has the measured figures.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '../../../src/contract';
import { NOTIFY_ROUTE } from '../payments/types';
import { WXPAY_NOTIFY_PATH } from '../payments';

/** The route patterns of a new gift: the calls and their other names (aliases), and the providers' notifies. */
export const GIFT_ROUTES: ReadonlySet<string> = new Set([
  contract.pay.orderAdd.path, contract.aliases.contributeAdd.path, contract.pay.sandboxConfirm.path, NOTIFY_ROUTE, WXPAY_NOTIFY_PATH,
]);

/** A FIFO of at most `limit` holders. */
export class Admission {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most that waited at once, and the most worked on at once (server/test/admission.test.ts). */
  maxWaiting = 0;
  maxActive = 0;

  constructor(readonly limit: number) {}

  /** Resolves when the caller may go on; every enter is followed by exactly one leave. */
  enter(): Promise<void> | undefined {
    if (this.active < this.limit) {
      this.active += 1;
      this.maxActive = Math.max(this.maxActive, this.active);
      return undefined;
    }
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.maxWaiting = Math.max(this.maxWaiting, this.waiting.length);
    });
  }

  leave(): void {
    const next = this.waiting.shift();
    if (next) next(); // the place passes on: active stays the same
    else this.active -= 1;
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }
}

/**
 * Puts the gift routes behind one Admission of `limit` (none when 0). A request gives its place on when
 * its response is finished or its connection closes, once.
 */
export function registerAdmission(app: FastifyInstance, limit: number, routes: ReadonlySet<string> = GIFT_ROUTES): Admission | null {
  if (limit <= 0) return null;
  const gate = new Admission(limit);
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    if (!routes.has(req.routeOptions.url ?? '')) return done();
    // waiting -> in (holds a place) -> out; a connection closed while waiting gives its place on at once
    let state: 'waiting' | 'in' | 'out' = 'waiting';
    reply.raw.once('close', () => {
      if (state === 'in') gate.leave();
      state = 'out';
    });
    const go = () => {
      if (state === 'out') gate.leave();
      else state = 'in';
      done();
    };
    const wait = gate.enter();
    if (wait) wait.then(go, done);
    else go();
  });
  return gate;
}

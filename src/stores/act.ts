/**
 * How a store acts: one `Act` per thing a screen waits for (loading a page, sending a form). It owns
 * the two states every screen reads, `busy` (a request is in flight) and `error` (the Chinese line
 * for the screen, '' when there is none), and what a failure does: logged, its message kept in
 * `error` for the form, toasted when asked. A store's action is then only its request and what it
 * does with the answer:
 *
 *   readonly submitAct: Act;            // constructor: this.submitAct = new Act(root)
 *   submit() {
 *     if (!valid) return this.submitAct.fail('请填写…');
 *     return this.submitAct.run('report.submit', async () => {
 *       const item = await api.trust.reportAdd(body);
 *       runInAction(() => (this.sent = item));
 *     });
 *   }
 *
 * `run` sends once at a time (a call while busy is refused); `latest` is for loads: a new call
 * supersedes the one in flight, whose answer and failure are then dropped.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { NETWORK_ERROR_MSG } from '../services/errors';
import { logFailure } from './report';

/** What an Act needs of the root: the toast. */
export interface ActRoot {
  ui: { showToast(text: string): void };
}

export interface ActOptions {
  /** The failure's Chinese message is also toasted (a user action the screen has no line for). */
  toast?: boolean;
  /** Keep the current error line while the request runs (default: cleared at the start; a success clears it). */
  keepError?: boolean;
  /**
   * Runs after a failure, before the toast (tracking, a special answer shown as a dialog). Returning
   * true means the failure is shown another way: no toast.
   */
  onFail?: (err: unknown, text: string) => boolean | void;
}

export class Act {
  /** A request is in flight. */
  busy = false;
  /** The Chinese message of the last failure or form check; '' when there is none. */
  error = '';
  /** Bumped by every `latest` call and by reset: an older run's outcome is dropped. */
  private gen = 0;

  constructor(private readonly root?: ActRoot) {
    makeAutoObservable<this, 'root' | 'gen'>(this, { root: false, gen: false });
  }

  /**
   * Sends one request at a time: refused (false) while busy. Clears the error, runs `request` (the call
   * and what the store does with its answer), and on a failure logs it under `where`, keeps its message
   * in `error` and toasts it when asked. Returns whether the request succeeded.
   */
  async run(where: string, request: () => Promise<unknown>, opts: ActOptions = {}): Promise<boolean> {
    if (this.busy) return false;
    return this.go(where, ++this.gen, () => request(), opts);
  }

  /**
   * A load where the newest call wins: it starts even while one is in flight, and the older one's
   * answer is dropped (`request` gets `live()`: false once superseded, checked before applying an answer).
   * Returns whether this call succeeded and is still the newest.
   */
  latest(where: string, request: (live: () => boolean) => Promise<unknown>, opts: ActOptions = {}): Promise<boolean> {
    const gen = ++this.gen;
    return this.go(where, gen, () => request(() => gen === this.gen), opts);
  }

  /** A form check failed: its Chinese reason becomes the error line. Returns false (nothing was sent). */
  fail(text: string): false {
    this.error = text;
    return false;
  }

  /** Stays busy after a request that left the page (a redirect to pay): further taps are refused until reset. */
  hold(): void {
    this.busy = true;
  }

  /** Clears the error line (the user edits the form). */
  clear(): void {
    if (this.error) this.error = '';
  }

  /** Forgets everything: a request in flight no longer changes busy or error. */
  reset(): void {
    this.gen += 1;
    this.busy = false;
    this.error = '';
  }

  private async go(where: string, gen: number, request: () => Promise<unknown>, opts: ActOptions): Promise<boolean> {
    this.busy = true;
    if (!opts.keepError) this.error = '';
    try {
      await request();
      if (gen !== this.gen) return false;
      runInAction(() => {
        this.busy = false;
        this.error = '';
      });
      return true;
    } catch (err) {
      if (gen !== this.gen) return false;
      logFailure(where, err);
      const text = errorText(err);
      runInAction(() => {
        this.busy = false;
        this.error = text;
      });
      const shown = opts.onFail?.(err, text) === true;
      if (opts.toast && !shown) this.root?.ui.showToast(text);
      return false;
    }
  }
}

/** The Chinese message of an ApiError-like failure (its `msg`), or the network message. */
export function errorText(err: unknown): string {
  const msg = (err as { msg?: unknown })?.msg;
  return typeof msg === 'string' && msg ? msg : NETWORK_ERROR_MSG;
}

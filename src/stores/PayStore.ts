/**
 * The pay page (/cf/pay/:infoUuid): status variants from the server, preset amounts
 * from the amount test, a custom whole-元 amount, anonymity (default off), an optional message and the
 * submit flow: login first, one order per intent (idempotency key reused on retry, renewed when the
 * amount or anonymity changes or after an order was created), then the platform's pay UI.
 * No extra fee or tip is ever pre-selected: the order carries exactly the amount the donor chose.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_PAY_AMOUNTS, DONATION_MESSAGE_MAX, type AmountTestRes, type PayStatus } from '../contract/pay';
import type { PayOutcome } from '../platform/types';
import type { RootStore } from './RootStore';
import { validateAmountInput } from './payAmount';
import { ensureLoggedIn } from './loginGate';
import { logFailure, reportImportant } from './report';
import { Act } from './act';
import { FEE_PROMISE } from '../contract/rules/promises';
import { randomId } from '../lib/id';
import { toastText } from './toast';
import { canDonate, DONATION_CLOSED_MSG } from '../contract/rules/case-status';
import { SESSION_KEYS } from '../lib/session-keys';
import { BOOT_BLOCKS, takeBootData } from '../platform/boot';
import { CARE_PAY_AMOUNTS } from '../lib/care';

/** The pay-new-style pre-load waits at most 1 second. */
export const PRELOAD_TIMEOUT_MS = 1000;
/**
 * How long the page waits for the pay-amount experiment: past it, the built-in presets show
 * (DEFAULT_PAY_AMOUNTS) and a late answer is not applied, so the amounts never change under a finger.
 */
export const EXPERIMENT_WAIT_MS = 900;
export const MESSAGE_MAX_LENGTH = DONATION_MESSAGE_MAX;
/**
 * What the donor chose before the login the pay button asked for (amount, anonymity, message): kept while
 * they log in (WeChat's authorization page, phone binding) and put back when the pay page opens again.
 */
export const PAY_DRAFT_KEY = 'payDraft';
const PAY_DRAFT_TTL_MS = 30 * 60_000;
interface PayDraft { infoUuid: string; selectedFen: number | null; input: string; anonymous: boolean; message: string }

export const PAY_TEXT = {
  cancelled: '已取消支付',
  failed: '支付失败，请稍后重试',
  unavailable: '当前环境暂不支持支付',
  notDonatable: '该筹款当前无法捐款',
} as const;


export type SubmitResult = PayOutcome | 'invalid' | 'login' | 'busy' | 'error' | 'closed';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export class PayStore {
  infoUuid = '';
  status: PayStatus | null = null;
  amountTest: AmountTestRes | null = null;
  /** Status and presets (failures are only logged: the page stays usable). */
  readonly loadAct: Act;
  loaded = false;
  /** preset amount chosen (fen) — null when the custom input is used */
  selectedFen: number | null = null;
  input = '';
  inputError: string | null = null;
  anonymous = false;
  message = '';
  /** Login check, order and pay UI: locked from the tap until the pay UI answered (toasted on failure). */
  readonly submitAct: Act;
  /** The idempotency key of the current intent and what it was made for. */
  private intentKey: string | null = null;
  private intentSig = '';

  constructor(
    private readonly root: RootStore,
    private readonly newKey: () => string = randomId,
    /** the clock of the experiment wait (tests pass their own) */
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {
    this.loadAct = new Act(root);
    this.submitAct = new Act(root);
    makeAutoObservable<this, 'root' | 'newKey' | 'intentKey' | 'intentSig' | 'wait'>(this, {
      root: false, newKey: false, intentKey: false, intentSig: false, loadAct: false, submitAct: false, wait: false,
    });
    // H5 pay page: the server inlined the status and presets a visitor gets from the API, so the first
    // render shows the amounts (nothing moves when load() answers); load() refreshes them for the viewer.
    const boot = takeBootData(BOOT_BLOCKS.pay) as { infoUuid?: unknown; status?: PayStatus; amountTest?: AmountTestRes } | null;
    if (boot && typeof boot.infoUuid === 'string') {
      this.infoUuid = boot.infoUuid;
      this.status = boot.status ?? null;
      this.amountTest = boot.amountTest ?? null;
    }
  }

  /** Display variants of the pay page status (hot case, first donation, support). */
  get isShowHotCase(): boolean {
    return Boolean(this.status?.hot);
  }
  get isFirstDonation(): boolean {
    return Boolean(this.status?.firstDonate);
  }
  get isSupport(): boolean {
    return Boolean(this.status?.subsidize);
  }
  /**
   * The badge line is held while the viewer's status is on its way (a badge that comes moves nothing) and
   * given up once it is known to carry no badge: no empty band above the amounts.
   */
  get showBadgeLine(): boolean {
    if (this.status === null) return !this.loaded;
    return this.isShowHotCase || this.isFirstDonation || this.isSupport;
  }
  /** The platform's fee promise, the same on every case (the declared policy, not the case's charge code). */
  get caseChargeText(): string {
    return FEE_PROMISE.pay;
  }
  /** Preset amounts in fen, as the server's experiment says (positive integers only); in 长辈版 a few large ones. */
  get options(): number[] {
    if (this.root.prefs.care) return [...CARE_PAY_AMOUNTS];
    return (this.amountTest?.amount ?? []).filter((a) => Number.isInteger(a) && a > 0);
  }
  /** The amount that would be paid, or null when none is chosen / the input is invalid. */
  get amountFen(): number | null {
    if (this.input.trim() !== '') {
      const parsed = validateAmountInput(this.input);
      return parsed.ok ? parsed.fen : null;
    }
    return this.selectedFen;
  }

  /** Loads status and preset amounts of a case; failures are logged, the page stays usable. */
  async load(infoUuid: string): Promise<boolean> {
    if (infoUuid !== this.infoUuid) this.resetFor(infoUuid);
    this.restoreDraft(infoUuid);
    let ok = false as boolean;
    await this.loadAct.latest('pay.load', async () => {
      const experiment = Promise.race([
        this.root.api.pay.amountTest({ infoUuid }),
        this.wait(EXPERIMENT_WAIT_MS).then((): AmountTestRes => ({ amount: [...DEFAULT_PAY_AMOUNTS], eagleEyeExperiment: '', eagleEyeResult: 'timeout' })),
      ]);
      const [status, test] = await Promise.allSettled([this.root.api.pay.status({ infoUuid }), experiment]);
      ok = status.status === 'fulfilled' && test.status === 'fulfilled';
      runInAction(() => {
        this.loaded = true;
        if (infoUuid !== this.infoUuid) return;
        if (status.status === 'fulfilled') this.status = status.value;
        else logFailure('pay.status', status.reason);
        if (test.status === 'fulfilled') this.amountTest = test.value;
        else logFailure('pay.amountTest', test.reason);
      });
    });
    return ok;
  }

  /**
   * The pay-new-style pre-load: waits for load() at most PRELOAD_TIMEOUT_MS; a time-out or an error is
   * reported and the page proceeds either way (load keeps filling the page when it answers late).
   */
  async preloadNewStyle(infoUuid: string, wait: (ms: number) => Promise<void> = sleep): Promise<'ok' | 'timeout' | 'error'> {
    const result = await Promise.race([
      this.load(infoUuid).then((ok) => (ok ? ('ok' as const) : ('error' as const))),
      wait(PRELOAD_TIMEOUT_MS).then(() => 'timeout' as const),
    ]);
    if (result !== 'ok') reportImportant(this.root.api, 'PAY_PRELOAD', { infoUuid, result });
    return result;
  }

  selectOption(fen: number): void {
    this.selectedFen = fen;
    this.input = '';
    this.inputError = null;
  }

  setInput(text: string): void {
    this.input = text.replace(/\s+/g, '').slice(0, 11);
    this.inputError = null;
    if (this.input !== '') this.selectedFen = null;
  }

  setAnonymous(on: boolean): void {
    this.anonymous = on;
  }

  setMessage(text: string): void {
    this.message = text.slice(0, MESSAGE_MAX_LENGTH);
  }

  /** The key for this intent: reused while amount and anonymity stay the same. */
  keyFor(fen: number): string {
    const sig = `${this.infoUuid}|${fen}|${this.anonymous ? 1 : 0}`;
    if (!this.intentKey || sig !== this.intentSig) {
      this.intentKey = this.newKey();
      this.intentSig = sig;
    }
    return this.intentKey;
  }

  /** Validates, requires login, creates the order and hands it to the platform's pay UI. */
  async submit(): Promise<SubmitResult> {
    if (this.submitAct.busy) return 'busy';
    // A case that no longer takes gifts is refused here with the server's own words (no order is sent).
    const shown = this.root.cases.infoOf(this.infoUuid);
    if (shown && !canDonate(shown.displayStatus)) {
      toastText(this.root, DONATION_CLOSED_MSG);
      return 'closed';
    }
    let fen: number;
    if (this.input.trim() !== '' || this.selectedFen === null) {
      const parsed = validateAmountInput(this.input);
      if (!parsed.ok) {
        this.inputError = parsed.error;
        return 'invalid';
      }
      fen = parsed.fen;
    } else fen = this.selectedFen;
    this.inputError = null;
    const { api, platform } = this.root;
    const infoUuid = this.infoUuid;
    let orderId = '';
    let outcome = null as PayOutcome | 'login' | null;
    // Locked from here on: a second tap while the login check or the order is in flight is ignored.
    await this.submitAct.run('pay.submit', async () => {
      if (!(await ensureLoggedIn(this.root))) {
        this.saveDraft();
        outcome = 'login';
        return;
      }
      const idempotencyKey = this.keyFor(fen);
      const session = platform.storage;
      const order = await api.pay.orderAdd({
        infoUuid,
        amount: fen,
        anonymous: this.anonymous,
        platform: platform.env.payPlatform,
        idempotencyKey,
        channel: session.sessionGet<string>(SESSION_KEYS.channel) ?? undefined,
        userSourceId: session.sessionGet<string>(SESSION_KEYS.userSourceId) ?? undefined,
        shareDv: session.sessionGet<number>(SESSION_KEYS.shareDv) ?? undefined,
        comment: this.message.trim() || undefined,
      });
      orderId = order.orderId;
      // The order exists: a later tap is a new intent (a closed or paid order must not come back).
      runInAction(() => (this.intentKey = null));
      outcome = await platform.pay.pay(order.payment, { orderId, infoUuid, amount: order.amount });
    }, { toast: true, onFail: (err) => void reportImportant(api, 'PAY', { infoUuid, code: (err as { code?: number })?.code }) });
    if (!outcome) return 'error';
    if (outcome === 'login') return outcome;
    if (outcome === 'redirected') {
      this.submitAct.hold(); // the page leaves; stay locked against double taps
      return outcome;
    }
    if (outcome === 'paid') {
      this.root.cases.invalidate(infoUuid);
      platform.nav.go('paySuccess', { infoUuid, orderId });
    } else if (outcome === 'cancelled') toastText(this.root, PAY_TEXT.cancelled);
    else toastText(this.root, PAY_TEXT.failed);
    return outcome;
  }

  private saveDraft(): void {
    const draft: PayDraft = { infoUuid: this.infoUuid, selectedFen: this.selectedFen, input: this.input, anonymous: this.anonymous, message: this.message };
    this.root.platform.storage.set(PAY_DRAFT_KEY, draft, Date.now() + PAY_DRAFT_TTL_MS);
  }

  /** Puts back the draft kept across the login, once, for this case, unless the donor already chose anew. */
  private restoreDraft(infoUuid: string): void {
    const { storage } = this.root.platform;
    const draft = storage.get<PayDraft>(PAY_DRAFT_KEY);
    if (!draft || draft.infoUuid !== infoUuid) return;
    storage.remove(PAY_DRAFT_KEY);
    if (this.selectedFen !== null || this.input !== '' || this.message !== '') return;
    if (typeof draft.selectedFen === 'number' && Number.isInteger(draft.selectedFen) && draft.selectedFen > 0) this.selectedFen = draft.selectedFen;
    if (typeof draft.input === 'string') this.setInput(draft.input);
    if (typeof draft.message === 'string') this.setMessage(draft.message);
    this.anonymous = draft.anonymous === true;
  }

  /**
   * Another case: its own status and an empty form. What the reader filled in before the store knew any
   * case can only be the page's on screen (H5: carried over from the server's screen at the hand-over):
   * it stays.
   */
  private resetFor(infoUuid: string): void {
    const another = this.infoUuid !== '';
    this.infoUuid = infoUuid;
    this.status = null;
    this.amountTest = null;
    this.loaded = false;
    if (another) {
      this.selectedFen = null;
      this.input = '';
      this.inputError = null;
      this.anonymous = false;
      this.message = '';
    }
    this.submitAct.reset();
    this.intentKey = null;
  }
}

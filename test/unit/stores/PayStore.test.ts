import { PayStore, PAY_TEXT } from '../../../src/stores/PayStore';
import { FEE_PROMISE } from '../../../src/contract/rules/promises';
import { AMOUNT_TEXT, validateAmountInput } from '../../../src/stores/payAmount';
import type { OrderAddRes, PayStatus } from '../../../src/contract/pay';
import { fakeRoot, fundingInfo } from './donor-fakes';
import { DONATION_CLOSED_MSG } from '../../../src/stores/caseStatus';

const status = (over: Partial<PayStatus> = {}): PayStatus => ({
  hot: false, eyeValue: 0, firstDonate: false, subsidize: false, groupValue: 0, caseCharge: 1, ...over,
});
const order = (orderId: string, amount = 2000): OrderAddRes => ({
  orderId, amount, payment: { provider: 'sandbox', cashierUrl: `/api/pay/sandbox/cashier?orderId=${orderId}` },
});

function setup(opts: { loggedIn?: boolean; payOutcomes?: Array<'paid' | 'cancelled' | 'failed' | 'redirected' | Error> } = {}) {
  const root = fakeRoot({ loggedIn: opts.loggedIn ?? true, platform: { path: '/cf/pay/case-1', payOutcomes: opts.payOutcomes } });
  let n = 0;
  const store = new PayStore(root.asRoot, () => `key-${++n}`);
  root.api.pay.status.mockResolvedValue(status());
  root.api.pay.amountTest.mockResolvedValue({ amount: [1000, 2000, 5000], eagleEyeExperiment: 'e', eagleEyeResult: 'r' });
  return { root, store };
}

describe('amount validation', () => {
  test.each([
    ['', AMOUNT_TEXT.empty],
    ['   ', AMOUNT_TEXT.empty],
    ['0', AMOUNT_TEXT.zero],
    ['000', AMOUNT_TEXT.zero],
    ['0.0', AMOUNT_TEXT.zero],
    ['12.5', AMOUNT_TEXT.decimal],
    ['.5', AMOUNT_TEXT.decimal],
    ['abc', AMOUNT_TEXT.notDigits],
    ['-5', AMOUNT_TEXT.notDigits],
    ['1e3', AMOUNT_TEXT.notDigits],
    ['100001', AMOUNT_TEXT.tooLarge],
    ['99999999999', AMOUNT_TEXT.tooLarge],
  ])('%j -> %s', (input, error) => {
    expect(validateAmountInput(input)).toEqual({ ok: false, error });
  });

  test('whole 元 become fen', () => {
    expect(validateAmountInput('20')).toEqual({ ok: true, fen: 2000 });
    expect(validateAmountInput('100000')).toEqual({ ok: true, fen: 10_000_000 });
    expect(validateAmountInput('007')).toEqual({ ok: true, fen: 700 });
  });

  test('an invalid amount is shown and nothing is sent', async () => {
    const { root, store } = setup();
    await store.load('case-1');
    store.setInput('12.5');
    expect(await store.submit()).toBe('invalid');
    expect(store.inputError).toBe(AMOUNT_TEXT.decimal);
    expect(root.api.pay.orderAdd).not.toHaveBeenCalled();
    store.setInput('1');
    expect(store.inputError).toBeNull();
  });
});

describe('status variants', () => {
  test('hot / first donation / subsidy follow the server flags', async () => {
    const { root, store } = setup();
    root.api.pay.status.mockResolvedValue(status({ hot: true, eyeValue: 88, firstDonate: true, subsidize: false, caseCharge: 3 }));
    await store.load('case-1');
    expect(store.isShowHotCase).toBe(true);
    expect(store.isFirstDonation).toBe(true);
    expect(store.isSupport).toBe(false);
    // the declared fee promise, whatever the case's charge code (3 here): pages cannot disagree
    expect(store.caseChargeText).toBe(FEE_PROMISE.pay);
    expect(store.options).toEqual([1000, 2000, 5000]);
  });

  test('no variant without a status; failures leave the page usable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, store } = setup();
    root.api.pay.status.mockRejectedValue({ msg: 'x' });
    root.api.pay.amountTest.mockRejectedValue({ msg: 'x' });
    expect(await store.load('case-1')).toBe(false);
    expect([store.isShowHotCase, store.isFirstDonation, store.isSupport]).toEqual([false, false, false]);
    expect(store.options).toEqual([]);
    warn.mockRestore();
  });

  test('pay-new-style pre-load: a time-out is reported and the page proceeds', async () => {
    const { root, store } = setup();
    root.api.pay.status.mockReturnValue(new Promise(() => undefined));
    const result = await store.preloadNewStyle('case-1', () => Promise.resolve());
    expect(result).toBe('timeout');
    expect(root.api.stat.monitor).toHaveBeenCalledWith(expect.objectContaining({ category: 'CF_IMPORTANT_PAY_PRELOAD' }));
  });

  test('pay-new-style pre-load: an error is reported, success is not', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const never = () => new Promise<void>(() => undefined);
    const ok = setup();
    expect(await ok.store.preloadNewStyle('case-1', never)).toBe('ok');
    expect(ok.root.api.stat.monitor).not.toHaveBeenCalled();
    const bad = setup();
    bad.root.api.pay.amountTest.mockRejectedValue({ msg: 'x' });
    expect(await bad.store.preloadNewStyle('case-1', never)).toBe('error');
    expect(bad.root.api.stat.monitor).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

test('what the reader filled in before the store knew any case (H5: carried over from the server screen) is kept by load(); another case starts empty', async () => {
  const { store } = setup();
  store.setInput('23');
  store.setMessage('第3刻 早日康复');
  store.setAnonymous(true);
  await store.load('case-1');
  expect({ input: store.input, message: store.message, anonymous: store.anonymous, amountFen: store.amountFen }).toEqual({ input: '23', message: '第3刻 早日康复', anonymous: true, amountFen: 2300 });
  await store.load('case-2');
  expect({ input: store.input, message: store.message, anonymous: store.anonymous }).toEqual({ input: '', message: '', anonymous: false });
});

describe('submit', () => {
  test('logged out: to /login with the pay path as redirectUrl, no order', async () => {
    const { root, store } = setup({ loggedIn: false });
    await store.load('case-1');
    store.setInput('20');
    expect(await store.submit()).toBe('login');
    expect(root.api.pay.orderAdd).not.toHaveBeenCalled();
    const url = new URL(`http://x${root.platform.nav.currentPath()}`);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirectUrl')).toBe('/cf/pay/case-1');
  });

  test('what the donor chose survives the login: the pay page opened again (a new store) puts it back, once', async () => {
    const { root, store } = setup({ loggedIn: false });
    await store.load('case-1');
    store.selectOption(2000);
    store.setAnonymous(true);
    store.setMessage('加油，早日康复！');
    expect(await store.submit()).toBe('login');
    // back from the login: the page is built anew over the same platform (same storage)
    const again = new PayStore(root.asRoot, () => 'k');
    await again.load('case-1');
    expect([again.amountFen, again.anonymous, again.message]).toEqual([2000, true, '加油，早日康复！']);
    // kept once: a later visit starts empty; another case never gets it
    const later = new PayStore(root.asRoot, () => 'k');
    await later.load('case-1');
    expect([later.amountFen, later.anonymous, later.message]).toEqual([null, false, '']);
    store.setInput('35');
    await store.submit();
    const other = new PayStore(root.asRoot, () => 'k');
    await other.load('case-2');
    expect([other.amountFen, other.message]).toEqual([null, '']);
  });

  test('the order carries exactly the chosen amount, anonymity off by default, the env pay platform', async () => {
    const { root, store } = setup({ payOutcomes: ['paid'] });
    root.api.pay.orderAdd.mockResolvedValue(order('o1'));
    await store.load('case-1');
    store.selectOption(2000);
    expect(await store.submit()).toBe('paid');
    expect(root.api.pay.orderAdd).toHaveBeenCalledWith(expect.objectContaining({
      infoUuid: 'case-1', amount: 2000, anonymous: false, platform: root.platform.env.payPlatform, idempotencyKey: 'key-1',
    }));
    expect(root.platform.pay.calls[0].ctx).toEqual({ orderId: 'o1', infoUuid: 'case-1', amount: 2000 });
    expect(root.platform.nav.currentPath()).toBe('/cf/pay/case-1/success?orderId=o1');
  });

  test('the idempotency key is reused after a failure and renewed when the amount or anonymity changes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root, store } = setup({ payOutcomes: ['cancelled', 'cancelled'] });
    await store.load('case-1');
    store.setInput('20');
    root.api.pay.orderAdd.mockRejectedValueOnce({ code: -2, msg: '网络不给力，请稍后重试' });
    expect(await store.submit()).toBe('error');
    expect(root.ui.showToast).toHaveBeenCalledWith('网络不给力，请稍后重试');
    root.api.pay.orderAdd.mockRejectedValueOnce({ code: -1, msg: '网络不给力，请稍后重试' });
    await store.submit();
    const keys = () => root.api.pay.orderAdd.mock.calls.map((call) => call[0].idempotencyKey);
    expect(keys()).toEqual(['key-1', 'key-1']);

    store.setInput('30');
    root.api.pay.orderAdd.mockRejectedValueOnce({ msg: 'x' });
    await store.submit();
    store.setAnonymous(true);
    root.api.pay.orderAdd.mockRejectedValueOnce({ msg: 'x' });
    await store.submit();
    expect(keys()).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);

    // an order was created (then cancelled): the next tap is a new intent
    root.api.pay.orderAdd.mockResolvedValue(order('o9', 3000));
    expect(await store.submit()).toBe('cancelled');
    expect(root.ui.showToast).toHaveBeenLastCalledWith(PAY_TEXT.cancelled);
    await store.submit();
    expect(keys()).toEqual(['key-1', 'key-1', 'key-2', 'key-3', 'key-3', 'key-4']);
    warn.mockRestore();
  });

  test('a double tap while in flight sends one order', async () => {
    const { root, store } = setup({ payOutcomes: ['redirected'] });
    let resolve!: (v: OrderAddRes) => void;
    root.api.pay.orderAdd.mockReturnValue(new Promise((r) => (resolve = r)));
    await store.load('case-1');
    store.setInput('20');
    const first = store.submit();
    expect(await store.submit()).toBe('busy');
    resolve(order('o1'));
    expect(await first).toBe('redirected');
    expect(root.api.pay.orderAdd).toHaveBeenCalledTimes(1);
    expect(store.submitAct.busy).toBe(true); // the page leaves for the cashier
  });

  test('a failed pay UI shows a toast and stays on the page', async () => {
    const { root, store } = setup({ payOutcomes: ['failed'] });
    root.api.pay.orderAdd.mockResolvedValue(order('o1'));
    await store.load('case-1');
    store.setInput('20');
    expect(await store.submit()).toBe('failed');
    expect(root.ui.showToast).toHaveBeenCalledWith(PAY_TEXT.failed);
    expect(root.platform.nav.currentPath()).toBe('/cf/pay/case-1');
    expect(store.submitAct.busy).toBe(false);
  });
});

test('a case that no longer takes gifts is refused before any order, with the server\'s own words', async () => {
  const { root, store } = setup();
  root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ infoUuid: 'case-1', displayStatus: 3 }));
  await root.cases.open('case-1');
  await store.load('case-1');
  store.selectOption(2000);
  expect(await store.submit()).toBe('closed');
  expect(root.api.pay.orderAdd).not.toHaveBeenCalled();
  expect(root.ui.showToast).toHaveBeenCalledWith(DONATION_CLOSED_MSG);
});

describe('the experiment wait', () => {
  test('past 900 ms the built-in presets show and a late answer is not applied', async () => {
    const root = fakeRoot({ loggedIn: true, platform: { path: '/cf/pay/case-1' } });
    let fire: () => void = () => undefined;
    const waits: number[] = [];
    const store = new PayStore(root.asRoot, () => 'k', (ms) => {
      waits.push(ms);
      return new Promise<void>((r) => (fire = r));
    });
    root.api.pay.status.mockResolvedValue(status());
    let answer: (v: unknown) => void = () => undefined;
    root.api.pay.amountTest.mockReturnValue(new Promise((r) => (answer = r)));
    const loading = store.load('case-1');
    fire(); // 900 ms pass before the experiment answers
    await loading;
    expect(waits).toEqual([900]);
    expect(store.options).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
    answer({ amount: [666, 888], eagleEyeExperiment: 'e', eagleEyeResult: 'late' });
    await new Promise((r) => setImmediate(r));
    expect(store.options).toEqual([1000, 2000, 5000, 10000, 20000, 50000]);
  });

  test('an answer within the wait gives its presets', async () => {
    const root = fakeRoot({ loggedIn: true, platform: { path: '/cf/pay/case-1' } });
    const store = new PayStore(root.asRoot, () => 'k', () => new Promise<void>(() => undefined));
    root.api.pay.status.mockResolvedValue(status());
    root.api.pay.amountTest.mockResolvedValue({ amount: [300, 600], eagleEyeExperiment: 'e', eagleEyeResult: 'b' });
    await store.load('case-1');
    expect(store.options).toEqual([300, 600]);
  });
});

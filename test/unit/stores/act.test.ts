/** The one way stores act (src/stores/act.ts): busy, the error line, the toast, and loads where the newest call wins. */
import { Act } from '../../../src/stores/act';
import { ApiError, NETWORK_ERROR_MSG } from '../../../src/services/errors';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

function make() {
  const toasts: string[] = [];
  const act = new Act({ ui: { showToast: (t: string) => toasts.push(t) } });
  return { act, toasts };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('run: busy while in flight, a second call is refused, a success clears the error line', async () => {
  const { act } = make();
  act.fail('请填写内容');
  const d = deferred<void>();
  const first = act.run('t.run', () => d.promise, { keepError: true });
  expect(act.busy).toBe(true);
  expect(act.error).toBe('请填写内容');
  expect(await act.run('t.run', () => Promise.resolve())).toBe(false);
  d.resolve();
  expect(await first).toBe(true);
  expect(act.busy).toBe(false);
  expect(act.error).toBe('');
});

test("run: a failure keeps the server's Chinese message for the form and toasts it only when asked", async () => {
  const { act, toasts } = make();
  expect(await act.run('t.fail', () => Promise.reject(new ApiError(500, '服务繁忙')))).toBe(false);
  expect(act.error).toBe('服务繁忙');
  expect(toasts).toEqual([]);
  expect(await act.run('t.fail', () => Promise.reject(new Error('socket')), { toast: true })).toBe(false);
  expect(act.error).toBe(NETWORK_ERROR_MSG);
  expect(toasts).toEqual([NETWORK_ERROR_MSG]);
  expect(act.busy).toBe(false);
});

test('onFail sees the failure first; returning true means it was shown another way (no toast)', async () => {
  const { act, toasts } = make();
  const seen: string[] = [];
  await act.run('t.onFail', () => Promise.reject(new ApiError(20206, '验证码已发送')), {
    toast: true,
    onFail: (_err, text) => {
      seen.push(text);
      return true;
    },
  });
  expect(seen).toEqual(['验证码已发送']);
  expect(toasts).toEqual([]);
  expect(act.error).toBe('验证码已发送');
});

test('latest: the newest load wins; the older answer and failure are dropped', async () => {
  const { act } = make();
  const applied: string[] = [];
  const older = deferred<string>();
  const newer = deferred<string>();
  const load = (d: ReturnType<typeof deferred<string>>) =>
    act.latest('t.load', async (live) => {
      const v = await d.promise;
      if (live()) applied.push(v);
    });
  const a = load(older);
  const b = load(newer);
  older.reject(new ApiError(500, '旧的失败'));
  expect(await a).toBe(false);
  expect(act.busy).toBe(true);
  expect(act.error).toBe('');
  newer.resolve('new');
  expect(await b).toBe(true);
  expect(applied).toEqual(['new']);
  expect(act.busy).toBe(false);
});

test('fail / clear / hold / reset', async () => {
  const { act } = make();
  expect(act.fail('请选择原因')).toBe(false);
  expect(act.error).toBe('请选择原因');
  act.clear();
  expect(act.error).toBe('');
  act.hold();
  expect(await act.run('t.hold', () => Promise.resolve())).toBe(false);
  const d = deferred<void>();
  act.reset();
  const running = act.run('t.reset', () => d.promise);
  act.reset();
  d.reject(new ApiError(500, '不该出现'));
  expect(await running).toBe(false);
  expect(act.busy).toBe(false);
  expect(act.error).toBe('');
});

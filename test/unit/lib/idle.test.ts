import { nextTask, whenIdle, whenIdleInTasks } from '../../../src/lib/idle';

const g = globalThis as unknown as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

afterEach(() => {
  delete g.requestIdleCallback;
  delete g.cancelIdleCallback;
});

test('whenIdle uses requestIdleCallback with a time-out, and its cancel cancels that callback', () => {
  const calls: Array<{ timeout: number }> = [];
  const cancelled: number[] = [];
  let pending: (() => void) | null = null;
  g.requestIdleCallback = (cb: () => void, opts: { timeout: number }) => {
    calls.push(opts);
    pending = cb;
    return 7;
  };
  g.cancelIdleCallback = (id: number) => cancelled.push(id);
  const run = jest.fn();
  const cancel = whenIdle(run, 900);
  expect(calls).toEqual([{ timeout: 900 }]);
  expect(run).not.toHaveBeenCalled();
  (pending as unknown as () => void)();
  expect(run).toHaveBeenCalledTimes(1);
  cancel();
  expect(cancelled).toEqual([7]);
});

test('without requestIdleCallback (mini-program) the work runs in a later task, unless cancelled', async () => {
  const run = jest.fn();
  const dropped = jest.fn();
  whenIdle(run);
  whenIdle(dropped)();
  expect(run).not.toHaveBeenCalled();
  await new Promise((r) => setTimeout(r, 0));
  expect(run).toHaveBeenCalledTimes(1);
  expect(dropped).not.toHaveBeenCalled();
});

test('nextTask runs after the current task, not synchronously', async () => {
  const order: string[] = [];
  await new Promise<void>((done) => {
    nextTask(() => {
      order.push('next');
      done();
    });
    order.push('now');
  });
  expect(order).toEqual(['now', 'next']);
});

test('whenIdleInTasks runs its steps in order, one task each, and its cancel stops the rest', async () => {
  let idle: (() => void) | null = null;
  g.requestIdleCallback = (cb: () => void) => {
    idle = cb;
    return 1;
  };
  g.cancelIdleCallback = () => undefined;
  const order: string[] = [];
  const cancel = whenIdleInTasks([() => order.push('a'), () => order.push('b'), () => order.push('c')]);
  expect(order).toEqual([]);
  (idle as unknown as () => void)();
  expect(order).toEqual(['a']); // the rest in later tasks
  await new Promise<void>((done) => nextTask(done));
  expect(order).toEqual(['a', 'b']);
  cancel();
  await new Promise((r) => setTimeout(r, 10));
  expect(order).toEqual(['a', 'b']);
});

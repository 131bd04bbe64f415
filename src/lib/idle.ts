/**
 * Runs work once the main thread is idle (`requestIdleCallback`, at the latest after `timeoutMs`), or in
 * the next task where there is no idle callback (the mini-program, older browsers). For refreshes the
 * page does not need for what it shows now (the H5 first page shows the server's inlined data): they
 * stay out of the start-up tasks, which decide how soon the page answers a tap.
 * Returns a cancel function.
 */
type IdleWindow = {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

export function whenIdle(run: () => void, timeoutMs = 1500): () => void {
  const g = globalThis as unknown as IdleWindow;
  if (typeof g.requestIdleCallback === 'function' && typeof g.cancelIdleCallback === 'function') {
    const id = g.requestIdleCallback(run, { timeout: timeoutMs });
    return () => g.cancelIdleCallback?.(id);
  }
  const t = setTimeout(run, 0);
  return () => clearTimeout(t);
}

/** Runs `run` in a task of its own after the current one (a MessageChannel message: not throttled like timers). */
export function nextTask(run: () => void): void {
  if (typeof MessageChannel === 'undefined') {
    setTimeout(run, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `steps` once the main thread is idle (whenIdle), each in a task of its own, in order: several
 * refreshes started together were one long task (each builds and sends a request, and the state it
 * changes re-renders). The returned cancel stops the steps not yet run.
 */
export function whenIdleInTasks(steps: Array<() => void>, timeoutMs = 1500): () => void {
  let cancelled = false;
  const runFrom = (i: number) => {
    if (cancelled || i >= steps.length) return;
    steps[i]();
    if (i + 1 < steps.length) nextTask(() => runFrom(i + 1));
  };
  const cancelIdle = whenIdle(() => runFrom(0), timeoutMs);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

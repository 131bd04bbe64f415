/**
 * Platform failures that must be reported (messaging-app signature and init failures, pay
 * failures) go through this small hub, because the platform is built before the API that reports
 * them. createApi() subscribes its monitor reporter; tests can subscribe directly.
 */
export interface PlatformErrorEvent {
  /** monitoring event type, e.g. 'WX_SIGNATURE', 'WX_INIT', 'PAY' */
  event: string;
  detail: Record<string, unknown>;
}
type Listener = (e: PlatformErrorEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to platform errors; returns the unsubscribe function. */
export function onPlatformError(fn: Listener): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Reports a platform error to every listener; never throws. */
export function emitPlatformError(event: string, detail: Record<string, unknown> = {}): void {
  for (const fn of [...listeners]) {
    try {
      fn({ event, detail });
    } catch {
      /* a broken reporter must not break the caller */
    }
  }
}

/** Error -> plain text for report details. */
export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  if (err && typeof err === 'object') {
    const o = err as { errMsg?: string; err_msg?: string; msg?: string };
    return o.errMsg ?? o.err_msg ?? o.msg ?? JSON.stringify(err);
  }
  return String(err);
}

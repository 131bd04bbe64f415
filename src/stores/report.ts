/** Reports an important event to monitoring (category CF_IMPORTANT_<EVENT>); never throws. */
import type { Api } from '../services/api';

export function reportImportant(api: Api, event: string, tags: Record<string, unknown> = {}): void {
  try {
    void api.stat.monitor({ category: `CF_IMPORTANT_${event}`, tagsJson: JSON.stringify(tags) }).catch(() => undefined);
  } catch {
    /* monitoring must never break a page */
  }
}

/** Logs a swallowed failure (comment, activity and contributor loads are only logged). */
export function logFailure(where: string, err: unknown): void {
  // eslint-disable-next-line no-console
  console.warn(`[${where}]`, (err as { msg?: string })?.msg ?? err);
}

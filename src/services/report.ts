/**
 * Monitoring and analytics: monitor -> /api/monitor/report with category
 * 'CF_IMPORTANT_' + eventType and tagsJson (a JSON string); track -> /api/cf/v4/stat/eventLog with
 * elementCode 106032. Fire-and-forget: never throws, never rejects, never reports its own failures.
 */
import { contract } from '../contract';
import type { RequestFn } from './http';

export const TRACK_ELEMENT_CODE = 106032;
export const MONITOR_PREFIX = 'CF_IMPORTANT_';

export interface Reporter {
  /** monitor('API_400', { url }) -> category CF_IMPORTANT_API_400 */
  monitor(eventType: string, tags?: Record<string, unknown>): void;
  track(event: string, props?: Record<string, unknown>): void;
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v ?? {});
  } catch {
    return '{}';
  }
}

/** Builds the reporter over the request function. */
export function createReporter(request: RequestFn): Reporter {
  // The declarations of stat.monitor / stat.track: their path and fire-and-forget options.
  const fire = ({ path, method, client }: typeof contract.stat.monitor | typeof contract.stat.track, body: unknown) => {
    try {
      void request(path, body, { method, ...client }).catch(() => undefined);
    } catch {
      /* never */
    }
  };
  return {
    monitor(eventType, tags = {}) {
      fire(contract.stat.monitor, { category: MONITOR_PREFIX + eventType, tagsJson: safeJson(tags) });
    },
    track(event, props) {
      fire(contract.stat.track, { elementCode: TRACK_ELEMENT_CODE, event, props });
    },
  };
}

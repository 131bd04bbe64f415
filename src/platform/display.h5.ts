/** H5 display: 长辈版 in a cookie (read by the HTML's head script before the first paint) and the root element's class. */
import type { DisplayAdapter, StorageAdapter } from './types';
import { CARE_CLASS, CARE_KEY, parseCare } from './display-core';

/** The device keeps the choice for ten years: a preference, not a session. */
const CARE_COOKIE_DAYS = 3650;

/** What the H5 display needs from `window` (a fake in tests). */
export interface DisplayWindow {
  document?: { documentElement?: { classList?: { toggle(name: string, on?: boolean): unknown } } };
}

export function createH5Display(storage: StorageAdapter, win: DisplayWindow = globalThis as unknown as DisplayWindow): DisplayAdapter {
  return {
    // a browser page has no reading of the system's font size; the reader's zoom already applies
    largeFont: () => false,
    savedCare: () => parseCare(storage.getCookie(CARE_KEY)),
    saveCare: (on) => storage.setCookie(CARE_KEY, on ? '1' : '0', CARE_COOKIE_DAYS),
    applyCare: (on) => {
      win.document?.documentElement?.classList?.toggle(CARE_CLASS, on);
    },
  } satisfies DisplayAdapter;
}

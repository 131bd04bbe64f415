/** No JSSDK inside the mini-program itself: wx.* APIs are called directly. */
import type { JssdkAdapter } from './types';

/** Builds the mini-program JSSDK adapter (never available). */
export function createWeappJssdk(): JssdkAdapter {
  const adapter = {
    isAvailable: () => false,
    init: async (): Promise<boolean> => false,
  } satisfies JssdkAdapter;
  return adapter;
}

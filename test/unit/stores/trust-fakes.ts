/**
 * What the trust stores reach through their root: the fake Api, the fake platform, a UiStore-like
 * toast/dialog recorder, the auth state and the case cache's invalidate. (The full RootStore is
 * exercised by the component tests.)
 */
import type { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { createFakeApi } from '../../setup/fakeApi';

export function trustRoot(opts: { path?: string; loggedIn?: boolean } = {}) {
  const api = createFakeApi();
  const platform = createFakePlatform({ path: opts.path ?? '/cf/common/list' });
  const toasts: string[] = [];
  const ui = { showToast: (t: string) => toasts.push(t), showDialog: jest.fn().mockResolvedValue(true) };
  const auth = { loggedIn: opts.loggedIn ?? true };
  const cases = { invalidate: jest.fn(), infoOf: () => null };
  const root = { api, platform, ui, auth, cases } as unknown as RootStore;
  return { api, platform, toasts, ui, auth, cases, root };
}

export const apiError = (msg: string, code = 409) => Object.assign(new Error(msg), { msg, code });

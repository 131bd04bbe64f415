/** Renders a donor-journey view inside a real RootStore over the fake Api and fake platform. */
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RootStore } from '../../src/stores/RootStore';
import { StoreProvider } from '../../src/stores/context';
import { createFakePlatform, type FakePlatformOptions } from '../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../setup/fakeApi';

// Taro's DOM is large: a failed query must not pretty-print it (that is slow and can overflow).
configure({ getElementError: (message) => new Error(String(message).split('\n')[0]) });

export function renderWithStores(ui: ReactElement, opts: { platform?: FakePlatformOptions; api?: FakeApi } = {}) {
  // Store answers arrive outside act() (MobX re-renders the observers); the tests poll for the result.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const api = opts.api ?? createFakeApi();
  const platform = createFakePlatform(opts.platform);
  const root = new RootStore(api, platform);
  const utils = render(<StoreProvider value={root}>{ui}</StoreProvider>);
  return { ...utils, api, platform, root };
}

/** Types into a Taro Input / Textarea the way its onInput sees it (event.detail.value). */
export function typeInto(el: Element, value: string): void {
  const target = el.querySelector('input, textarea') ?? el;
  if ('value' in target) (target as HTMLInputElement).value = value;
  const ev = new CustomEvent('input', { bubbles: true, detail: { value } });
  Object.defineProperty(ev, 'target', { value: target });
  el.dispatchEvent(ev);
}

/** Polls until fn stops throwing (rendering is asynchronous); no fixed sleeps. */
export async function eventually<T>(fn: () => T, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return fn();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** A fake API answering the case page's calls: this info, no progress posts, no comments. */
export function caseApi(i: import('../../src/contract/cases').FundingInfo): FakeApi {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(i);
  api.cases.progressList.mockResolvedValue({ list: [], hasNext: false, total: 0 });
  api.comments.list.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.comments.listSelf.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.comments.listShared.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  return api;
}

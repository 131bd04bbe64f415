/**
 * Renders a page (or any component) inside a StoreProvider over a fake Api and a fake platform whose
 * current path is `path`. Taro inputs are custom elements in jsdom: `typeInto` fires the `input`
 * event the Taro React wrapper listens to, with the value in `detail`, as the real component does.
 */
import type { ComponentType } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { RootStore } from '../../src/stores/RootStore';
import { StoreProvider } from '../../src/stores/context';
import { createFakePlatform, type FakePlatform, type FakePlatformOptions } from '../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../setup/fakeApi';

export interface Rendered extends ReturnType<typeof render> {
  root: RootStore;
  api: FakeApi;
  platform: FakePlatform;
}

export function renderPage(Page: ComponentType, opts: FakePlatformOptions & { api?: FakeApi } = {}): Rendered {
  const api = opts.api ?? createFakeApi();
  const platform = createFakePlatform(opts);
  const root = new RootStore(api, platform);
  const r = render(
    <StoreProvider value={root}>
      <Page />
    </StoreProvider>,
  );
  return { ...r, root, api, platform };
}

/** Types a value into a Taro <Input> (found by its data-testid element). */
export function typeInto(el: HTMLElement, value: string): void {
  act(() => {
    fireEvent(el, new CustomEvent('input', { detail: { value, cursor: value.length }, bubbles: true }));
  });
}

/**
 * Lets pending promise callbacks run inside act, so the renders and effects they cause are applied when
 * act ends. Preact's act applies them only then (React's also between turns), so each act lets a chain
 * of several awaits (a guard's decision, then a store's answer) finish inside it.
 */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    // eslint-disable-next-line no-await-in-loop
    await act(async () => {
      for (let tick = 0; tick < 10; tick += 1) await Promise.resolve(); // eslint-disable-line no-await-in-loop
    });
  }
}

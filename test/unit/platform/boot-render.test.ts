/**
 * @jest-environment jsdom
 */
// H5 boot under a server-rendered screen: Preact renders in tasks of their own until the first input;
// the app's root render (onLaunch) leaves the router's task.
import { options } from 'preact';
import { renderInTasksUntilFirstInput } from '../../../src/platform/boot-render.h5';
import { deferLaunch } from '../../../src/platform/app-launch.h5';

// Preact's options object (its ESM build is not for Jest): the code under test only reads and sets a field.
jest.mock('preact', () => ({ options: {} }));

const nextTaskDone = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  options.debounceRendering = undefined;
  document.body.innerHTML = '';
});

test('without a server screen Preact keeps its own scheduling', () => {
  renderInTasksUntilFirstInput();
  expect(options.debounceRendering).toBeUndefined();
});

test('under a server screen a render pass waits for a task of its own, until the reader first touches the page', async () => {
  document.body.innerHTML = '<div id="cf-ssr"></div><div id="app"></div>';
  renderInTasksUntilFirstInput();
  const flushes: string[] = [];
  options.debounceRendering!(() => flushes.push('render'));
  await Promise.resolve();
  expect(flushes).toEqual([]); // not in a microtask of this task
  await nextTaskDone();
  expect(flushes).toEqual(['render']);

  // The first input (capture phase, before any handler) brings the default back.
  document.getElementById('app')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  expect(options.debounceRendering).toBeUndefined();
});

test("the app's first onLaunch runs in a later task, then the onShow calls made meanwhile; later calls go straight through", async () => {
  const calls: string[] = [];
  const app = {
    onLaunch: (o: unknown) => calls.push(`launch ${o}`),
    onShow: (o: unknown) => calls.push(`show ${o}`),
  };
  deferLaunch(app);
  app.onLaunch(1);
  app.onShow(2);
  expect(calls).toEqual([]);
  await nextTaskDone();
  expect(calls).toEqual(['launch 1', 'show 2']);
  app.onShow(3);
  app.onLaunch(4);
  expect(calls).toEqual(['launch 1', 'show 2', 'show 3', 'launch 4']);
});

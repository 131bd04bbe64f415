/**
 * H5 production entry: config/prod.ts puts it in place of Taro's app entry (`app.config`, which it
 * requires last). It evaluates the app's modules over several tasks instead of one.
 *
 * Evaluating the app shell (Preact, MobX, Taro's runtime, router and H5 API, the route table, the
 * API client and the stores) was one task of ~70-80 ms of CPU on a desktop core, the one long task
 * of the donor pages' start (their first screen is server-rendered, so this task only delays the
 * moment they answer a tap: Lighthouse's total blocking time counts it four times over). Here each
 * package is evaluated in its own task, in the order Taro's entry would evaluate them (they are pure
 * modules: evaluating one earlier changes nothing), and Taro's entry runs last and finds them ready.
 *
 * `webpackMode: "weak"` adds nothing to the bundle (each module is already in it through the app's
 * own imports) and resolves the same file the app's imports do; `webpackExports: []` keeps their
 * unused exports tree-shaken. A module missing from the bundle is skipped. Tasks are chained with a
 * MessageChannel, which background tabs do not throttle as they throttle timers.
 */
import { captureServerRenderTaps } from './platform/ssr-taps.h5';

// Taps on the server-rendered screen during the boot are replayed once the client takes it over.
captureServerRenderTaps();

const STEPS: Array<[string, () => Promise<unknown>]> = [
  ['react', () => import(/* webpackMode: "weak", webpackExports: [] */ 'react')],
  ['mobx', () => import(/* webpackMode: "weak", webpackExports: [] */ 'mobx')],
  ['mobx-react', () => import(/* webpackMode: "weak", webpackExports: [] */ 'mobx-react')],
  ['@tarojs/runtime', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/runtime')],
  ['@tarojs/plugin-platform-h5/dist/runtime', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/plugin-platform-h5/dist/runtime')],
  ['@tarojs/taro', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/taro')],
  ['@tarojs/router', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/router')],
  ['@tarojs/components', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/components')],
  ['./routes', () => import(/* webpackMode: "weak", webpackExports: [] */ './routes')],
  ['./services', () => import(/* webpackMode: "weak", webpackExports: [] */ './services')],
  ['./platform', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform')],
  ['./stores/RootStore', () => import(/* webpackMode: "weak", webpackExports: [] */ './stores/RootStore')],
  ['./app', () => import(/* webpackMode: "weak", webpackExports: [] */ './app')],
];

function nextTask(run: () => void): void {
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

/** Each step's time as a User Timing measure (`cf-boot <module>`): traces and Lighthouse show them. */
function measure(name: string, start: number): void {
  try {
    performance.measure(`cf-boot ${name}`, { start, end: performance.now() });
  } catch {
    /* User Timing level 3 missing: no figure */
  }
}

function step(i: number): void {
  const start = performance.now();
  if (i >= STEPS.length) {
    // Taro's app entry (the generated code: app instance, history, router, first page): a plain require,
    // so an error in it is thrown in this task as it was at the top of the script before.
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    require('./app.config');
    measure('app.config', start);
    return;
  }
  const [name, load] = STEPS[i];
  // A module that fails here fails again, visibly, when the entry requires it.
  load()
    .catch(() => undefined)
    .then(() => {
      measure(name, start);
      nextTask(() => step(i + 1));
    });
}

step(0);

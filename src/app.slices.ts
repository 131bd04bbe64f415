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
import { stampHistoryIndex } from './platform/history-state.h5';
import { nextTask } from './lib/idle';
import { renderInTasksUntilFirstInput } from './platform/boot-render.h5';

// Until the reader first touches the page, each render pass is a task of its own (boot-render.h5.ts).
renderInTasksUntilFirstInput();

const STEPS: Array<[string, () => Promise<unknown>]> = [
  ['react', () => import(/* webpackMode: "weak", webpackExports: [] */ 'react')],
  ['mobx', () => import(/* webpackMode: "weak", webpackExports: [] */ 'mobx')],
  ['mobx-react', () => import(/* webpackMode: "weak", webpackExports: [] */ 'mobx-react')],
  ['@tarojs/runtime', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/runtime')],
  ['@tarojs/plugin-platform-h5/dist/runtime', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/plugin-platform-h5/dist/runtime')],
  ['@tarojs/taro', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/taro')],
  ['@tarojs/router', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/router')],
  ['@tarojs/components', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/components')],
  // what Taro's entry imports besides: the component styles (injected as <style> tags) and the React app creator
  ['@tarojs/components/global.css', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/components/global.css')],
  ['@tarojs/components-react/dist/index.css', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/components-react/dist/index.css')],
  ['@tarojs/plugin-framework-react/dist/runtime', () => import(/* webpackMode: "weak", webpackExports: [] */ '@tarojs/plugin-framework-react/dist/runtime')],
  ['./routes', () => import(/* webpackMode: "weak", webpackExports: [] */ './routes')],
  ['./services', () => import(/* webpackMode: "weak", webpackExports: [] */ './services')],
  // the platform's adapters one by one, then its index
  ['./platform/env', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/env')],
  ['./platform/pay.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/pay.h5')],
  ['./platform/share.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/share.h5')],
  ['./platform/login.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/login.h5')],
  ['./platform/storage.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/storage.h5')],
  ['./platform/nav.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/nav.h5')],
  ['./platform/jssdk.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/jssdk.h5')],
  ['./platform/bridge.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/bridge.h5')],
  ['./platform/upload.h5', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/upload.h5')],
  ['./platform', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform')],
  ['./stores/RootStore', () => import(/* webpackMode: "weak", webpackExports: [] */ './stores/RootStore')],
  ['./components/RoutePage/resolve', () => import(/* webpackMode: "weak", webpackExports: [] */ './components/RoutePage/resolve')],
  ['./platform/ssr-fallback', () => import(/* webpackMode: "weak", webpackExports: [] */ './platform/ssr-fallback')],
  ['./stores/context', () => import(/* webpackMode: "weak", webpackExports: [] */ './stores/context')],
  // the platform, the API client and the stores built one per task (app-shell.ts), before app.ts asks for them
  ...shellSteps(),
  ['./app', () => import(/* webpackMode: "weak", webpackExports: [] */ './app')],
  // the history entry's index, which Taro's router would stamp in its own (longest) task
  ['history', async () => stampHistoryIndex()],
];

/** app-shell.ts's steps, each in a task of its own; the first browser-storage reads warmed in tasks of their own. */
function shellSteps(): Array<[string, () => Promise<unknown>]> {
  const shell = () => import(/* webpackMode: "weak" */ './app-shell');
  const steps: Array<[string, () => Promise<unknown>]> = [['./app-shell', shell]];
  for (const name of ['platform', 'api', 'root', 'prefetch']) {
    steps.push([`shell ${name}`, () => shell().then((m) => m.SHELL_STEPS.find(([n]) => n === name)?.[1]())]);
    // The first document.cookie and sessionStorage reads are slow (the browser opens its cookie and
    // storage connections): each alone, after the platform exists, before the API's first request needs them.
    if (name === 'platform') {
      steps.push(['cookie', () => shell().then((m) => m.shellPlatform().storage.getCookie('__cf_warm__'))]);
      steps.push(['sessionStorage', () => shell().then((m) => m.shellPlatform().storage.sessionGet('__cf_warm__'))]);
    }
  }
  return steps;
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

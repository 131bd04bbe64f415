/**
 * H5 production build only: config/prod.ts resolves `@tarojs/router` here, so Taro's generated app entry
 * (and Taro's H5 API) get the router with its start spread over three tasks instead of one.
 *
 * Taro's entry creates the app, the history and the app container, then calls createRouter, which
 * renders the app's root (app.onLaunch), starts the first page's route (pattern matching and the page
 * chunk's request, in microtasks of the same task) and calls app.onShow: together the longest task of a
 * donor page's start (~26 ms of CPU on a desktop core, ~110 ms on Lighthouse's phone, where a task past
 * 50 ms blocks a tap). Here:
 *  1. the entry's own task ends after the app container exists;
 *  2. Taro's createRouter runs in the next task and starts the route (the page chunk downloads meanwhile);
 *  3. the app's root render (onLaunch) and the first onShow run in the task after, in that order.
 * Nothing waits on the root: Taro mounts a page through a promise of the root's wrapper, so a page whose
 * chunk arrives first is mounted once the root exists, as on a slow phone today.
 */
import { createRouter as taroCreateRouter } from '@tarojs/router/dist/index.js';
import { nextTask } from '../lib/idle';
import { deferLaunch, type AppLifecycle } from './app-launch.h5';

export * from '@tarojs/router/dist/index.js';

/** Taro's createRouter in the next task, with the root's render after it (see above). Returns the unlisten. */
export function createRouter(...args: Parameters<typeof taroCreateRouter>): () => void {
  let unlisten: (() => void) | null = null;
  let stopped = false;
  nextTask(() => {
    deferLaunch(args[1] as AppLifecycle);
    const stop = taroCreateRouter(...args);
    if (stopped) stop();
    else unlisten = stop;
  });
  return () => {
    stopped = true;
    unlisten?.();
  };
}

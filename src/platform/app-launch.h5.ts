/**
 * The app's first onLaunch moved out of the task that creates Taro's router (taro-router.h5.ts): its
 * root render then runs in a task of its own. Kept apart from that module so tests need no Taro.
 */
import { nextTask } from '../lib/idle';

export interface AppLifecycle {
  onLaunch?: (options: unknown) => void;
  onShow?: (options: unknown) => void;
}

/**
 * The app's first onLaunch (and any onShow before it has run) moved to a task of their own, in order;
 * later calls go straight through.
 */
export function deferLaunch(app: AppLifecycle): void {
  const launch = app.onLaunch;
  const show = app.onShow;
  if (typeof launch !== 'function') return;
  const shows: unknown[] = [];
  app.onLaunch = (options: unknown) => {
    app.onLaunch = launch;
    nextTask(() => {
      launch.call(app, options);
      if (typeof show === 'function') {
        app.onShow = show;
        for (const o of shows.splice(0)) show.call(app, o);
      }
    });
  };
  if (typeof show === 'function') app.onShow = (options: unknown) => void shows.push(options);
}

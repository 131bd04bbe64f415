/**
 * Provider-app bridge on H5: `window.CfAppBridge.postMessage(JSON)` when injected, else the URL
 * scheme `cfapp://open?kind=..&path=..`. Only inside the provider's native apps.
 */
import { UnsupportedError, type BridgeAdapter, type EnvInfo } from './types';
import { realWindow, type H5Window } from './h5-window';
import { APP_SCHEME } from './config';

/** The scheme URL the native apps open for a hand-off. */
export function bridgeSchemeUrl(kind: string, path: string): string {
  return `${APP_SCHEME}?kind=${encodeURIComponent(kind)}&path=${encodeURIComponent(path)}`;
}

/** Builds the H5 bridge adapter. */
export function createH5Bridge(env: EnvInfo, win: H5Window = realWindow()): BridgeAdapter {
  const adapter = {
    isAvailable: () => env.isApp,
    openNative(kind: 'raise' | 'account' | 'invite', path: string): void {
      if (!env.isApp) throw new UnsupportedError('bridge.openNative', env.kind);
      if (win.CfAppBridge?.postMessage) win.CfAppBridge.postMessage(JSON.stringify({ action: 'open', kind, path }));
      else win.location.assign(bridgeSchemeUrl(kind, path));
    },
  } satisfies BridgeAdapter;
  return adapter;
}

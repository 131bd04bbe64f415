/**
 * The app shell: builds the RootStore once over the real API and the platform of this build
 * (`./platform` resolves to index.h5.ts or index.weapp.ts) and provides it to every page.
 */
import { createElement, type PropsWithChildren } from 'react';
import { useLaunch } from '@tarojs/taro';
import { createApi } from './services';
import { createPlatform, installChunkRetry } from './platform';
import { installServerRenderFallback } from './platform/ssr-fallback';
import type { Api } from './services/api';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/context';
import { resolveRoute } from './components/RoutePage/resolve';
import './app.css';
// H5: the donor pages' styles are in the app's stylesheet (their first screen is server-rendered).
import './app-css';

// The platform is built first (the API needs it); its calls into the API are bound late.
let api: Api | null = null;
const platform = createPlatform({
  sandboxConfirm: async (orderId, action) => (api ? api.pay.sandboxConfirm({ orderId, action }) : null),
});
api = createApi(platform);
const root = new RootStore(api, platform);
// SPEC 2/8: a failed lazy route chunk retries the pending route (H5; a no-op in the mini-program).
installChunkRetry();
// H5 donor pages: should the first page never take over the server-rendered screen (a guard redirect),
// the next navigation removes it.
installServerRenderFallback();

// Start the entry route's data load (the case page's funding info ...) now, while the page's lazy chunk
// is still downloading; RoutePage's own prefetch on mount then joins this request. In the mini-program
// no page exists yet (the path is '/', nothing to prefetch): the page's own entry does it there.
try {
  const entry = resolveRoute(platform.nav.currentPath());
  root.prefetchRoute(entry.route, entry.params);
} catch {
  /* a prefetch is an optimisation only */
}

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    root.start();
  });
  return createElement(StoreProvider, { value: root }, children);
}

export default App;

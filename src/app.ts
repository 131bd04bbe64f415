/**
 * The app shell: builds the RootStore once over the real API and the platform of this build
 * (`./platform` resolves to index.h5.ts or index.weapp.ts) and provides it to every page.
 */
import { createElement, type PropsWithChildren } from 'react';
import { useLaunch } from '@tarojs/taro';
import { installChunkRetry } from './platform';
import { installServerRenderFallback } from './platform/ssr-fallback';
import { shellPrefetch, shellRoot } from './app-shell';
import { StoreProvider } from './stores/context';
import { nextTask } from './lib/idle';
import './app.css';
// H5: the donor pages' styles are in the app's stylesheet (their first screen is server-rendered).
import './app-css';
// 长辈版: one layer of overrides over every page (keyed on the cf-care class).
import './styles/care.css';

// The platform, the API client and the stores (app-shell.ts; the H5 boot may have built them already).
const root = shellRoot();
// A failed lazy route chunk load retries the pending route (H5; a no-op in the mini-program).
installChunkRetry();
// H5 donor pages: should the first page never take over the server-rendered screen (a guard redirect),
// the next navigation removes it.
installServerRenderFallback();
// The entry route's data load, started while the page's chunk downloads (once).
shellPrefetch();

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    // The login check (a request) in a task of its own, not in the one that creates the router.
    nextTask(() => root.start());
  });
  return createElement(StoreProvider, { value: root }, children);
}

export default App;

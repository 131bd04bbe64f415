/**
 * The app shell: builds the RootStore once over the real API and the platform of this build
 * (`./platform` resolves to index.h5.ts or index.weapp.ts) and provides it to every page.
 */
import { createElement, type PropsWithChildren } from 'react';
import { useLaunch } from '@tarojs/taro';
import { createApi } from './services';
import { createPlatform } from './platform';
import { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/context';
import './app.css';

const platform = createPlatform();
const root = new RootStore(createApi(platform), platform);

function App({ children }: PropsWithChildren) {
  useLaunch(() => {
    root.start();
  });
  return createElement(StoreProvider, { value: root }, children);
}

export default App;

/**
 * The server render of the donor pages' first screen (bundled by ./bundle.ts with esbuild): the same
 * page views the client renders (src/pages/...View), over a RootStore seeded from the same boot blocks
 * the HTML carries (src/platform/boot.ssr.ts), so the client's first render is this markup again.
 * Plain JS: the server's type check does not compile the client's TSX; the views are typed where they live.
 */
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react';
import { View } from '@tarojs/components';
import { RootStore } from '../../../src/stores/RootStore';
import { StoreProvider } from '../../../src/stores/context';
import { createFakePlatform } from '../../../src/platform/fake';
import { setServerBoot } from '../../../src/platform/boot.ssr';
import { CASE_LIST_PAGE_SIZE, LIST_TYPE_BY_ROUTE } from '../../../src/stores/CaseListStore';
import { CaseView } from '../../../src/pages/case/CaseView';
import { PayView } from '../../../src/pages/pay/PayView';
import { CaseListView } from '../../../src/pages/case-list/CaseListView';

// Observers must not subscribe on the server (one render per request, nothing to react to).
enableStaticRendering(true);

// No request is ever answered: effects (which load data) do not run during renderToString.
const idle = () => new Promise(() => {});
const api = new Proxy({}, { get: () => new Proxy({}, { get: () => idle }) });

/** Route name -> the page view of its first screen (the same element the page's RoutePage wraps). */
const VIEWS = {
  contribute: (p) => <CaseView infoUuid={p.infoUuid ?? ''} query={{}} />,
  detail: (p) => <CaseView infoUuid={p.infoUuid ?? ''} query={{}} />,
  pay: (p) => <PayView infoUuid={p.infoUuid ?? ''} />,
  ...Object.fromEntries(Object.entries(LIST_TYPE_BY_ROUTE).map(([name, listType]) => [name, () => <CaseListView listType={listType} />])),
};

export const SSR_ROUTES = Object.keys(VIEWS);
/** List routes: which list their first screen shows, and page 1's size (the server inlines that page). */
export { CASE_LIST_PAGE_SIZE, LIST_TYPE_BY_ROUTE };

/**
 * HTML of a route's first screen, or null for a route without one.
 * @param {{ route: string, path: string, params: Record<string, string>, blocks: Record<string, unknown> }} input
 */
export function renderFirstScreen(input) {
  const view = VIEWS[input.route];
  if (!view) return null;
  setServerBoot({ ...input.blocks });
  try {
    const root = new RootStore(api, createFakePlatform({ path: input.path }));
    // The frame RoutePage draws around every page (div.cf-page[data-route]).
    return renderToString(
      <StoreProvider value={root}>
        <View className='cf-page' data-route={input.route}>
          {view(input.params)}
        </View>
      </StoreProvider>,
    );
  } finally {
    setServerBoot(null);
  }
}

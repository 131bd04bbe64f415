/**
 * The donor pages' first screen, rendered on the server: the same page views the client renders
 * (src/pages/...View) over a RootStore seeded from the same boot blocks the HTML carries
 * (src/platform/boot.ssr.ts), on the server render's platform (src/platform/index.ssr.ts), with the H5
 * renderer (Preact: `react` is preact/compat in this bundle as in the H5 build, `react-dom/server` is
 * preact-render-to-string). The H5 build bundles this file into dist/ssr/first-screen.cjs
 * (config/ssr-bundle.ts); the server loads that file (server/src/ssr/bundle.ts) and never compiles client
 * code itself. The client does not hydrate this markup: it draws its own copy and hands the server's
 * screen over (src/components/case/useServerRender.ts).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { enableStaticRendering } from 'mobx-react';
import { PageFrame } from '../components/RoutePage/frame';
import type { Api } from '../services/api';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/context';
import { CASE_LIST_PAGE_SIZE, LIST_TYPE_BY_ROUTE } from '../stores/CaseListStore';
import { createPlatform } from '../platform/index.ssr';
import { setServerBoot } from '../platform/boot.ssr';
import { CaseView } from '../pages/case/CaseView';
import { PayView } from '../pages/pay/PayView';
import { CaseListView } from '../pages/case-list/CaseListView';
import { ArticleView } from '../pages/content/article/ArticleView';
import { MonthlyReportView } from '../pages/mine/report/monthly/MonthlyReportView';
import { MineHubScreen } from '../pages/mine-hub/MineHubScreen';

/** What the server hands over for one page (server/src/ssr/bundle.ts declares the same shape). */
export interface FirstScreenInput {
  /** route name (src/routes.ts) */
  route: string;
  /** the request's path with its query */
  path: string;
  params: Record<string, string>;
  /** boot blocks by element id (the same JSON the HTML carries); the render takes the ones it reads */
  blocks: Record<string, unknown>;
  /** 长辈版 chosen on the reader's device (its cf_care cookie): the screen in care mode */
  care?: boolean;
}

// Observers must not subscribe on the server (one render per request, nothing to react to).
enableStaticRendering(true);

// No request is ever answered: effects (which load data) do not run during a server render.
const idle = () => new Promise<never>(() => {});
const api = new Proxy({}, { get: () => new Proxy({}, { get: () => idle }) }) as Api;

type Params = Record<string, string | undefined>;
const caseView = (p: Params) => <CaseView infoUuid={p.infoUuid ?? ''} query={{}} />;

/** Route name -> the page view of its first screen (the same element the page's RoutePage wraps). */
const VIEWS: Record<string, (p: Params) => ReactElement> = {
  contribute: caseView,
  detail: caseView,
  pay: (p) => <PayView infoUuid={p.infoUuid ?? ''} />,
  // a shared article's link (the HTML carries the article: server/src/routes/content-page.ts)
  articleMiddlePage: (p) => <ArticleView id={p.infoUuid ?? ''} />,
  // someone's monthly report from a share (userId and month from the query), the reader's own 我的 hub
  // (server/src/routes/donor-page.ts)
  monthlyReport: (p) => <MonthlyReportView userId={p.userId || undefined} month={p.month || undefined} />,
  mine: () => <MineHubScreen />,
  ...Object.fromEntries(
    Object.entries(LIST_TYPE_BY_ROUTE).map(([name, listType]) => [name, () => <CaseListView listType={listType} />]),
  ),
};

/** The routes with a server-rendered first screen. */
export const SSR_ROUTES: string[] = Object.keys(VIEWS);
/** List routes: which list their first screen shows, and page 1's size (the server inlines that page). */
export { CASE_LIST_PAGE_SIZE, LIST_TYPE_BY_ROUTE };

/** HTML of a route's first screen, or null for a route without one. */
export function renderFirstScreen(input: FirstScreenInput): string | null {
  const view = VIEWS[input.route];
  if (!view) return null;
  setServerBoot({ ...input.blocks });
  try {
    const root = new RootStore(api, createPlatform({ path: input.path, care: input.care }));
    // The frame RoutePage draws around every page (its care frame, div.cf-page[data-route], the main landmark).
    return renderToString(
      <StoreProvider value={root}>
        <PageFrame route={input.route}>{view(input.params)}</PageFrame>
      </StoreProvider>,
    );
  } finally {
    setServerBoot(null);
  }
}

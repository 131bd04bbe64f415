/**
 * H5: the donor pages' styles ship in the app's stylesheet (linked in <head>, inlined by the server into
 * the pages it renders, server/src/ssr/ssr-page.ts): their server-rendered first screen paints before
 * any script, so it cannot wait for the page chunk's CSS. Same order as the pages import them (frame
 * first), so the cascade is the same. The mini-program keeps them in the pages (app-css.ts).
 */
// Taro's navigation bar takes no room until shown: the server's first screen stays put while the app starts.
import './platform/navigation-bar.h5.css';
import './components/RoutePage/index.css';
import './components/Skeleton/index.css';
import './components/StateView/index.css';
import './components/PullToRefresh/index.css';
import './components/BottomLoader/index.css';
import './components/case/case.css';
import './components/form/form.css';
import './pages/pay/index.css';
import './components/TabBar/index.css';
import './pages/mine-hub/mine.css';
import './components/CareMode/care-entry.css';
import './pages/mine/report/report.css';

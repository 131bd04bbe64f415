/** Pages and subpackages come from the route table (src/routes.ts): nothing to list by hand here. */
import { MP_SUBPACKAGES, subpackageOf, uniquePages } from './routes';
import { h5PageOrder } from './router/h5-pages';
import { mpTabBar } from './lib/tabs';

const isH5 = process.env.TARO_ENV === 'h5';
const all = uniquePages(isH5 ? 'h5' : 'weapp');

/** One subpackage per flow root that has pages (a root with none would be an empty, invalid entry). */
const subPackages = MP_SUBPACKAGES.map((root) => ({
  root,
  pages: all.filter((p) => subpackageOf(p) === root).map((p) => p.slice(root.length + 1)),
})).filter((sp) => sp.pages.length > 0);

export default defineAppConfig({
  // H5: `/` opens the case list (its H5 path: the router replaces `/` with this value verbatim, and an
  // aliased page's own path 'pages/case-list/index' no longer routes) instead of the first page's alias.
  // Mini-program: opens on the home list (a subpackage page), not on the first main page (login).
  entryPagePath: isH5 ? '/cf/common/list' : 'sdc/cfPagesMain/index/index',
  // H5 lists every page (subpackage pages too) so the 404 catch-all can stay last, in the order the
  // router should try them (src/router/h5-pages.ts: donor pages first, many-pattern pages last).
  pages: isH5 ? h5PageOrder() : all.filter((p) => !subpackageOf(p)),
  subPackages: isH5 ? [] : subPackages,
  // Mini-program: the native tab bar (首页 / 发起筹款 / 我的); H5 draws its own (components/TabBar).
  // Mini-program: inject only the components a page renders (WeChat's 按需注入; its code-quality check asks
  // for it, test/miniprogram/mp-ci.test.ts).
  ...(isH5 ? {} : { tabBar: mpTabBar(), lazyCodeLoading: 'requiredComponents' }),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '爱心筹',
    navigationBarTextStyle: 'black',
  },
});

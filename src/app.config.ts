/** Pages and subpackages come from the route table (src/routes.ts): nothing to list by hand here. */
import { MP_SUBPACKAGE_ROOT, uniquePages } from './routes';

const isH5 = process.env.TARO_ENV === 'h5';
const all = uniquePages(isH5 ? 'h5' : 'weapp');
const inSub = (p: string) => p.startsWith(`${MP_SUBPACKAGE_ROOT}/`);

export default defineAppConfig({
  // H5: `/` opens the case list (its H5 path: the router replaces `/` with this value verbatim, and an
  // aliased page's own path 'pages/case-list/index' no longer routes) instead of the first page's alias.
  ...(isH5 ? { entryPagePath: '/cf/common/list' } : {}),
  // H5 lists every page (subpackage pages too) so the 404 catch-all can stay last.
  pages: isH5 ? all : all.filter((p) => !inSub(p)),
  subPackages: isH5
    ? []
    : [{ root: MP_SUBPACKAGE_ROOT, pages: all.filter(inSub).map((p) => p.slice(MP_SUBPACKAGE_ROOT.length + 1)) }],
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '爱心筹',
    navigationBarTextStyle: 'black',
  },
});

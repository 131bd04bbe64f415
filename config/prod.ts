import { resolve } from 'node:path';
import type { UserConfigExport } from '@tarojs/cli';
import { PrecompressPlugin } from './compress';
import { FirstScreenBundlePlugin } from './ssr-bundle';

/** node_modules packages every page renders with: one shared chunk instead of a copy per page chunk. */
const PAGE_VENDORS = /[\\/]node_modules[\\/]/;
/** The Stencil web components (Switch, Textarea ...): no H5 page uses them today; should one, only it loads them. */
const WEB_COMPONENTS = /[\\/]node_modules[\\/](@stencil[\\/]core|@tarojs[\\/]components[\\/])/;
/** App code shared by the page chunks (RoutePage, overlays, skeleton, case components ...). */
const PAGE_COMMON = /[\\/]src[\\/](components|stores|lib|router|platform|services)[\\/]/;

export default {
  mini: {},
  h5: {
    enableExtract: true,
    webpackChain(chain: any) {
      // Taro splits only the initial chunks (react, mobx, taro runtime, the app shell): every lazy page
      // chunk carried its own copy of mobx-react, the component library and RoutePage. Shared page code
      // goes to two async chunks that the first page loads once and later pages reuse from cache.
      const split = chain.optimization.get('splitChunks') || {};
      chain.optimization.splitChunks({
        ...split,
        cacheGroups: {
          ...(split.cacheGroups || {}),
          webComponents: { name: 'web-components', chunks: 'async', test: WEB_COMPONENTS, minChunks: 2, priority: 25, reuseExistingChunk: true, enforce: true },
          pageVendors: { name: 'page-vendors', chunks: 'async', test: PAGE_VENDORS, minChunks: 2, priority: 20, reuseExistingChunk: true, enforce: true },
          // Only code most pages use: a module shared by a few pages stays in those pages' chunks.
          pageCommon: { name: 'page-common', chunks: 'async', test: PAGE_COMMON, minChunks: 6, priority: 15, reuseExistingChunk: true, enforce: true },
        },
      });
      chain.plugin('precompress').use(PrecompressPlugin);
      // The server's first-screen render of the donor pages, from the same sources: dist/ssr/first-screen.cjs.
      chain.plugin('first-screen').use(FirstScreenBundlePlugin);
      // The app shell is evaluated over several tasks (src/app.slices.ts), then Taro's entry runs. Named
      // `app.<ext>` beside app.config: Taro's H5 plugin finds the app config from the entry's base name.
      // Taro's router starts over three tasks instead of one (src/platform/taro-router.h5.ts); the exact
      // package name only, so that module's own import of Taro's router file is not redirected.
      chain.resolve.alias.set('@tarojs/router$', resolve(__dirname, '../src/platform/taro-router.h5.ts'));
      const entry = chain.entry('app');
      const taroEntry = entry.values();
      if (taroEntry.length === 1 && /[\\/]app\.config$/.test(String(taroEntry[0]))) {
        entry.clear().add(String(taroEntry[0]).replace(/config$/, 'slices'));
      } else {
        console.warn(`[config/prod] unexpected H5 app entry ${JSON.stringify(taroEntry)}: the sliced boot is off`);
      }
    },
  },
} satisfies UserConfigExport<'webpack5'>;

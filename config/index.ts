/**
 * Taro build config for both targets. H5 routes (customRoutes) come from the route table, so a route
 * added to src/routes.ts is reachable on H5 without touching this file.
 */
import { resolve } from 'node:path';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { h5CustomRoutes } from './routes';
import { checkBuildOrigins, h5UploadOrigin, originConstants, originsFromEnv } from './origins';
import devConfig from './dev';
import prodConfig from './prod';

/**
 * H5 browsers. package.json's list (`last 3 versions, Android >= 4.1, ios >= 8`) reaches IE 9-11, Opera
 * Mini and the Android 4 stock browser: ES5 output, -ms- prefixes. H5 users open us in WeChat / QQ /
 * system browsers: WeChat's XWeb and QQ's X5 are Chromium 86+ / 89+ today (older X5 kernels were 57/66),
 * current WeChat needs iOS 12+, and Android system webviews update through the store. So: Chrome 63 and
 * iOS 12, where everything the app uses without polyfills (babel.config.js has none) is native:
 * Promise.prototype.finally (Chrome 63, iOS 11.3), padStart, Object.entries, URL/URLSearchParams.
 * Set for the H5 build only (the BROWSERSLIST variable wins over package.json for babel, autoprefixer and
 * webpack); the mini-program build keeps package.json's list.
 */
// 'Android >= 63', not 'Android >= 5': browserslist has one current Android WebView entry past 4.4, but
// babel reads an 'android' lower bound of 5 as WebView 37 and compiled every class and async function
// down to ES5 helpers and regenerator (~7.7 KB gzip more per page before first render).
const H5_BROWSERS = 'Android >= 63, iOS >= 12, Chrome >= 63';
if (process.env.TARO_ENV === 'h5' && !process.env.BROWSERSLIST) process.env.BROWSERSLIST = H5_BROWSERS;

export default defineConfig<'webpack5'>(async (merge) => {
  // Mini-program: API / upload / asset origins are build settings, refused when a release build points
  // at http or an IP address (config/origins.ts). H5 calls its own origin; the constants only exist for types.
  const origins = process.env.TARO_ENV === 'weapp' ? checkBuildOrigins(process.env) : originsFromEnv(process.env);
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'cf-platform',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // Keep the two builds apart: dist/h5 and dist/weapp.
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    // H5's own upload host (TARO_APP_H5_UPLOAD_ORIGIN; unset: the page's origin)
    defineConstants: originConstants(origins, process.env.TARO_ENV === 'h5' ? h5UploadOrigin(process.env) : ''),
    copy: { patterns: [], options: {} },
    // H5 renders with Preact in every mode (react/react-dom aliased to preact/compat by Taro's framework
    // plugin): the app shell's React DOM was the largest module evaluated at start (Lighthouse's total
    // blocking time, bench/README.md). The code is React (imports from 'react'); the watch build, the
    // component tests (jest.config.js) and the server's first-screen bundle (config/ssr-bundle.ts) run
    // the same Preact as production. The watch build has no fast refresh (Preact's, @prefresh, is not
    // installed: config/dev.ts turns hot reload off, the page reloads). The mini-program keeps React
    // (Taro's reconciler): a different target.
    framework: process.env.TARO_ENV === 'h5' ? 'preact' : 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // The client builds build the contract's schemas as plain objects (src/contract/typebox-lite.ts): TypeBox
    // stays on the server and in the tests.
    alias: { '@sinclair/typebox': resolve(__dirname, '../src/contract/typebox-lite.ts') },
    cache: { enable: false },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      // Render View/Text/Image/Input as plain React DOM components (@tarojs/components-react) instead of
      // Stencil web components: drops the Stencil runtime (~150 KB source) from the app shell and the
      // per-component wrappers from every page. Components without an HTML version (Switch, Textarea) would
      // still come from the web-component library; no H5 page uses them now (src/components/form has
      // plain replacements), and config/prod.ts keeps them in their own async chunk should one return.
      useHtmlComponents: true,
      publicPath: '/',
      staticDirectory: 'static',
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[contenthash:8].css' },
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  };
  return merge({}, baseConfig, process.env.NODE_ENV === 'development' ? devConfig : prodConfig);
});

import type { UserConfigExport } from '@tarojs/cli';
import { FirstScreenBundlePlugin } from './ssr-bundle';

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    webpackChain(chain: any) {
      // the server's first-screen render, rebuilt with every change (config/ssr-bundle.ts)
      chain.plugin('first-screen').use(FirstScreenBundlePlugin);
    },
    devServer: {
      // Preact's fast refresh (@prefresh/webpack) is not installed: a change reloads the page.
      hot: false,
      // The API server runs beside the dev server (npm run serve).
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3000', changeOrigin: false }],
    },
  },
} satisfies UserConfigExport<'webpack5'>;

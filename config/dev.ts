import type { UserConfigExport } from '@tarojs/cli';

export default {
  logger: { quiet: false, stats: true },
  mini: {},
  h5: {
    devServer: {
      // The API server runs beside the dev server (npm run serve).
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3000', changeOrigin: false }],
    },
  },
} satisfies UserConfigExport<'webpack5'>;

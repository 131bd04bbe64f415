// babel-preset-taro: https://docs.taro.zone/docs/next/babel-config
// No core-js polyfills on either target. On H5 the preset's 'usage' mode means transform-runtime with
// core-js-pure, whose helpers import Symbol/Promise/URL/WeakMap polyfills whatever the targets say
// (~140 KB minified of the app shell). The H5 targets (config/index.ts) are browsers where everything the
// code uses (Promise.finally, padStart, Object.entries, URL) is native.
module.exports = {
  presets: [
    // hot: H5 renders with Preact (config/index.ts), whose fast refresh (@prefresh) is not installed: no
    // react-refresh transform in the H5 watch build (its registration calls would have no runtime).
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', useBuiltIns: false, hot: process.env.TARO_ENV !== 'h5' }],
  ],
};

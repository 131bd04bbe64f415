/**
 * One Jest run, five projects:
 * - unit: pure logic (src/lib, src/routes, router guards, platform adapters, http client, stores) in Node.
 * - components: pages and components with @tarojs/test-utils-react (H5 env, jsdom).
 * - server: the API server against SQLite and a real PostgreSQL.
 * - miniprogram: the built dist/weapp pages in miniprogram-simulate (needs `npm run build:weapp`).
 * - e2e: the built H5 app + real server in Debian's Chromium through playwright-core.
 */
const nodeBabel = [
  'babel-jest',
  {
    configFile: false,
    babelrc: false,
    presets: [
      ['@babel/preset-env', { targets: { node: 'current' } }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
  },
];

const preactFile = (file) => `<rootDir>/node_modules/preact/${file}`;
/** react, react-dom and their entry points -> preact/compat; Preact's own entries -> their CommonJS files. */
const PREACT_FOR_REACT = {
  '^(react|react-dom|preact/compat)$': preactFile('compat/dist/compat.js'),
  '^react-dom/client$': preactFile('compat/client.js'),
  '^react-dom/test-utils$': preactFile('test-utils/dist/testUtils.js'),
  '^react-dom/server$': '<rootDir>/node_modules/preact-render-to-string/dist/index.js',
  '^react/jsx-(dev-)?runtime$': preactFile('compat/jsx-runtime.js'),
  '^preact/jsx-(dev-)?runtime$': preactFile('jsx-runtime/dist/jsxRuntime.js'),
  '^preact$': preactFile('dist/preact.js'),
  '^preact/hooks$': preactFile('hooks/dist/hooks.js'),
  '^preact/(compat/)?test-utils$': preactFile('test-utils/dist/testUtils.js'),
};

// The server's first-screen render (dist/ssr/first-screen.cjs), built when stale, for the projects that start the server.
const FIRST_SCREEN = '<rootDir>/test/setup/first-screen.global.ts';

// Platform variants: an import of './pay' resolves to pay.h5.ts first, as the H5 build does.
const h5Extensions = ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'];

/**
 * Node projects transform no package but `cookie` (v2 ships only ES modules, required by fastify 5's light-my-request)
 * and `@fastify/cookie` (it loads cookie with `import()`): Jest's module system runs CommonJS, where Node itself
 * would require the ES module. The pattern ignores a file when the package it sits in (its last node_modules
 * segment) is any other.
 */
const NODE_IGNORE = ['/node_modules/(?!(?:@fastify/)?cookie/)(?:@[^/]+/)?[^/]+/(?!node_modules/)'];

const node = (name, roots, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  testMatch: roots.map((r) => `<rootDir>/${r}/**/*.test.[jt]s?(x)`),
  transform: { '^.+\\.[mc]?[jt]sx?$': nodeBabel },
  transformIgnorePatterns: NODE_IGNORE,
  moduleFileExtensions: h5Extensions,
  ...extra,
});

module.exports = {
  projects: [
    node('unit', ['test/unit']),
    {
      displayName: 'components',
      testEnvironment: 'jsdom',
      testEnvironmentOptions: { url: 'http://localhost:3000/' },
      testMatch: ['<rootDir>/test/components/**/*.test.[jt]s?(x)'],
      setupFiles: ['<rootDir>/test/setup/components.env.js'],
      setupFilesAfterEnv: ['<rootDir>/test/setup/components.setup.ts'],
      transform: { '^.+\\.[mc]?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: ['/node_modules/(?!(@tarojs|@stencil|swiper|ssr-window|dom7|lodash-es)/)'],
      moduleFileExtensions: h5Extensions,
      // H5 renders with Preact everywhere (config/index.ts): the code imports 'react', the tests run it on
      // preact/compat as the H5 build does. CommonJS builds by path: jsdom's 'browser' export condition
      // would pick Preact's ES modules, and every import must reach the one copy of Preact.
      moduleNameMapper: { '\\.(css|less|scss|sass)$': '<rootDir>/test/setup/style.stub.js', ...PREACT_FOR_REACT },
    },
    node('server', ['server/test'], { setupFilesAfterEnv: ['<rootDir>/test/setup/slow-suites.js'], globalSetup: FIRST_SCREEN }),
    {
      ...node('miniprogram', ['test/miniprogram']),
      testEnvironment: 'jsdom',
    },
    node('e2e', ['test/e2e'], { globalSetup: FIRST_SCREEN }),
    node('faults', ['test/faults'], { setupFilesAfterEnv: ['<rootDir>/test/setup/slow-suites.js'] }),
  ],
};

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

// Platform variants: an import of './pay' resolves to pay.h5.ts first, as the H5 build does.
const h5Extensions = ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'mjs', 'json'];

const node = (name, roots, extra = {}) => ({
  displayName: name,
  testEnvironment: 'node',
  testMatch: roots.map((r) => `<rootDir>/${r}/**/*.test.[jt]s?(x)`),
  transform: { '^.+\\.[mc]?[jt]sx?$': nodeBabel },
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
      moduleNameMapper: { '\\.(css|less|scss|sass)$': '<rootDir>/test/setup/style.stub.js' },
    },
    node('server', ['server/test'], { setupFilesAfterEnv: ['<rootDir>/test/setup/slow-suites.js'] }),
    {
      ...node('miniprogram', ['test/miniprogram']),
      testEnvironment: 'jsdom',
    },
    node('e2e', ['test/e2e']),
    node('faults', ['test/faults'], { setupFilesAfterEnv: ['<rootDir>/test/setup/slow-suites.js'] }),
  ],
};

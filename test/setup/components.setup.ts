/**
 * Component-test setup (jest project `components`, see TOOLCHAIN.md):
 * 1. import @tarojs/taro before the test utils (they import each other in a cycle otherwise);
 * 2. call the React framework's createReactApp() once: Taro 4 keeps React in a private slot that the
 *    3.6-era @tarojs/test-utils-react never fills, so hooks and page wrappers would see no React;
 * 3. give Jest what the H5 build's aliases give the app (see the jest.mock calls below).
 */
import '@tarojs/taro';
import * as React from 'react';
import * as ReactDOM from 'react-dom';

type FrameworkRuntime = { createReactApp: (app: unknown, react: unknown, dom: unknown, config: unknown) => unknown };
// eslint-disable-next-line @typescript-eslint/no-var-requires
const runtime = require('@tarojs/plugin-framework-react/dist/runtime') as FrameworkRuntime;

function ShellApp(props: { children?: React.ReactNode }) {
  return React.createElement(React.Fragment, null, props.children);
}
runtime.createReactApp(ShellApp, React, ReactDOM, { appId: 'app' });

// The H5 build aliases @tarojs/components to its React wrappers; Jest resolves the raw web-component
// classes otherwise ("Class constructor View cannot be invoked without 'new'").
jest.mock('@tarojs/components', () => jest.requireActual('@tarojs/components/lib/react'));
// Those wrappers import an ESM copy of tslib from a nested node_modules that transformIgnorePatterns
// skips: hand them the CommonJS tslib instead.
jest.mock(
  '@tarojs/components/lib/react/node_modules/.pnpm/@rollup_plugin-typescript@11.1.6_rollup@4.39.0_tslib@2.8.1_typescript@5.4.5/node_modules/tslib/tslib.es6.js',
  () => jest.requireActual('tslib'),
);
// The build's api-loader adds the React page hooks (useDidShow, useRouter, ...) to @tarojs/taro; do the same.
jest.mock('@tarojs/taro', () => {
  const taro = jest.requireActual('@tarojs/taro');
  const hooks = jest.requireActual('@tarojs/plugin-framework-react/dist/runtime');
  const names = Object.keys(hooks).filter((k) => /^use[A-Z]/.test(k));
  for (const k of names) taro[k] = hooks[k];
  return taro;
});

// Taro's custom elements carry React fibers as properties: printing the DOM on a failed query takes
// minutes and floods the log. A failed query says what it looked for; print the DOM on purpose instead.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const { configure } = require('@testing-library/react') as typeof import('@testing-library/react');
configure({
  getElementError: (message) => {
    const err = new Error(message ?? 'element not found');
    err.name = 'TestingLibraryElementError';
    return err;
  },
});

/**
 * Component-test setup (jest project `components`, see TOOLCHAIN.md):
 * 1. import @tarojs/taro before the test utils (they import each other in a cycle otherwise);
 * 2. call the React framework's createReactApp() once: Taro 4 keeps React in a private slot that the
 *    3.6-era @tarojs/test-utils-react never fills, so hooks and page wrappers would see no React.
 *    'react' and 'react-dom' are preact/compat here (jest.config.js), as in the H5 build, so this is
 *    the same call Taro's generated H5 entry makes with framework 'preact';
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
// Those wrappers copy every prop onto their custom element as a property (attachProps), and a string
// prop as an attribute too. React writes a custom element's props as attributes (booleans and numbers
// as text); Preact writes a property wherever the name is `in` the element, which the copy makes true for
// any name, so `aria-checked={true}`, `maxlength={11}` ... never reached the attribute. Write the
// attributes of the non-string props as React does; the H5 build's plain HTML components
// (h5.useHtmlComponents) get them from Preact itself.
jest.mock('@tarojs/components/lib/react/react-component-lib/utils/attachProps.js', () => {
  const actual = jest.requireActual('@tarojs/components/lib/react/react-component-lib/utils/attachProps.js');
  const { camelToDashCase } = jest.requireActual('@tarojs/components/lib/react/react-component-lib/utils/case.js');
  const SKIP = new Set(['style', 'children', 'ref', 'class', 'className', 'forwardedRef', 'dangerouslySetInnerHTML']);
  return {
    ...actual,
    attachProps(node: Element, newProps: Record<string, unknown>, oldProps?: Record<string, unknown>) {
      actual.attachProps(node, newProps, oldProps);
      if (!(node instanceof globalThis.Element)) return;
      for (const [name, value] of Object.entries(newProps)) {
        if (SKIP.has(name) || /^on[A-Z]/.test(name)) continue;
        if (typeof value === 'boolean' || typeof value === 'number') node.setAttribute(camelToDashCase(name), String(value));
      }
    },
  };
});
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

// eslint-disable-next-line @typescript-eslint/no-var-requires
const rtl = require('@testing-library/react') as typeof import('@testing-library/react');

// preact/compat, like the browser, runs a text field's onChange on its `input` event (React runs it on
// `input` and `change` alike): fireEvent.change on a text field also fires `input`, as typing does.
const fireChange = rtl.fireEvent.change;
rtl.fireEvent.change = (el: Document | Node | Element | Window, init?: object) => {
  const changed = fireChange(el, init);
  const text = (el instanceof HTMLInputElement && !/^(checkbox|radio|file)$/.test(el.type)) || el instanceof HTMLTextAreaElement;
  return text ? rtl.fireEvent.input(el, init) && changed : changed;
};

// Taro's custom elements carry React fibers as properties: printing the DOM on a failed query takes
// minutes and floods the log. A failed query says what it looked for; print the DOM on purpose instead.
rtl.configure({
  getElementError: (message) => {
    const err = new Error(message ?? 'element not found');
    err.name = 'TestingLibraryElementError';
    return err;
  },
});

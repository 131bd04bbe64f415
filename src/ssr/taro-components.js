// `@tarojs/components` in the first-screen bundle (config/ssr-bundle.ts): the HTML versions of the components
// the H5 build uses (config: h5.useHtmlComponents), imported one by one so the Stencil web components are never loaded.
export { default as View } from '@tarojs/components-react/dist/components/view/index.js';
export { default as Text } from '@tarojs/components-react/dist/components/text/index.js';
export { default as Image } from '@tarojs/components-react/dist/components/image/index.js';
export { default as Input } from '@tarojs/components-react/dist/components/input/index.js';
export { default as Button } from '@tarojs/components-react/dist/components/button/index.js';

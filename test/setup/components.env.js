// Runs before the test framework: Taro's runtime reads these at import time (H5 flavour in jsdom).
process.env.TARO_PLATFORM = 'web';
process.env.TARO_ENV = 'h5';
// The H5 renderer (config/index.ts): Preact, through the moduleNameMapper of jest.config.js.
process.env.FRAMEWORK = 'preact';

// Build-time constants the H5 build defines (same values as @tarojs/test-utils-react's jest preset).
Object.assign(globalThis, {
  ENABLE_INNER_HTML: true,
  ENABLE_ADJACENT_HTML: true,
  ENABLE_SIZE_APIS: true,
  DEPRECATED_ADAPTER_COMPONENT: false,
  ENABLE_TEMPLATE_CONTENT: true,
  ENABLE_MUTATION_OBSERVER: true,
  ENABLE_CLONE_NODE: true,
  ENABLE_CONTAINS: true,
  __TARO_FRAMEWORK__: 'preact',
});

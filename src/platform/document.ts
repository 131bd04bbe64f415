/**
 * Neutral entry of the document adapter: the builds pick document.h5.ts or document.weapp.ts for
 * `import './document'`; each re-exports the shared types of document-core.ts, as this file does.
 */
export * from './document-core';

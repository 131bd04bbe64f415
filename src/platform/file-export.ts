/**
 * Neutral entry of the file export adapter: the builds pick file-export.h5.ts or file-export.weapp.ts
 * for `import './file-export'`; each re-exports the shared types of file-export-core.ts, as this file does.
 */
export * from './file-export-core';

/**
 * Neutral entry of the upload adapter: the builds pick upload.h5.ts or upload.weapp.ts for
 * `import './upload'`; each re-exports the shared types and helpers of upload-core.ts, as this file does.
 */
export * from './upload-core';

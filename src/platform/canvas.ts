/**
 * Neutral entry of the canvas adapter: the builds pick canvas.h5.ts or canvas.weapp.ts for
 * `import './canvas'`; each re-exports the shared types of canvas-core.ts, as this file does.
 */
export * from './canvas-core';

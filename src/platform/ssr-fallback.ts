/** Mini-program (and any build without server-rendered HTML): nothing to release (see ssr-fallback.h5.ts). */
export function installServerRenderFallback(): void {}

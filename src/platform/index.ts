/**
 * Neutral entry (types only). The build picks index.h5.ts or index.weapp.ts for `import './platform'`;
 * this file exists for tools that resolve without a platform suffix, and fails loudly if used.
 */
import type { Platform } from './types';
import type { PlatformOptions } from './options';

export * from './types';
export type { PlatformOptions, SandboxConfirm } from './options';
export { installChunkRetry } from './chunk-retry.h5';

/** Never used by a build: a platform variant (index.h5.ts / index.weapp.ts) replaces this file. */
export function createPlatform(_opts: PlatformOptions = {}): Platform {
  throw new Error('createPlatform: no platform variant selected (expected index.h5.ts or index.weapp.ts)');
}

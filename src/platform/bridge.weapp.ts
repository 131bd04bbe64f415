/** No provider-app bridge in the mini-program. */
import { UnsupportedError, type BridgeAdapter } from './types';

/** Builds the mini-program bridge adapter (never available). */
export function createWeappBridge(): BridgeAdapter {
  const adapter = {
    isAvailable: () => false,
    openNative(kind: 'raise' | 'account' | 'invite'): void {
      throw new UnsupportedError(`bridge.openNative(${kind})`, 'weapp');
    },
  } satisfies BridgeAdapter;
  return adapter;
}

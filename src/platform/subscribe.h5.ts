/** H5 has no subscribe messages (the hub's notice reminds instead): nothing to ask. */
import type { SubscribeAdapter } from './types';

export function createNoSubscribe(): SubscribeAdapter {
  return { isAvailable: () => false, request: async () => ({}) } satisfies SubscribeAdapter;
}

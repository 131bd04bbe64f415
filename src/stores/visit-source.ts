/**
 * Where this visit came from, as the activity reads send it: the session's channel, the share version
 * (sharedv: 1000, or 2000 when the link was forwarded) and the pay platform. The server records them for
 * attribution only; no figure in the answer depends on them.
 */
import type { Platform } from '../platform/types';
import { SESSION_KEYS } from '../lib/session-keys';
import { sharedv } from '../lib/share';

export interface VisitSource { channel: string; shareDv: number; platform: number }

export function visitSource(platform: Pick<Platform, 'storage' | 'env'>): VisitSource {
  const { storage, env } = platform;
  return {
    channel: storage.sessionGet<string>(SESSION_KEYS.channel) ?? '',
    shareDv: storage.sessionGet<number>(SESSION_KEYS.shareDv) ?? sharedv(null),
    platform: env.platformCode,
  };
}

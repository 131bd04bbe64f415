/**
 * The root of all MobX stores. Constructed once with the I/O it needs (api, platform) so tests can pass
 * fakes; domain stores receive the root and reach each other through it.
 * Domain stores are added here as fields by the helpers that write them (keep this file a list).
 */
import type { Api } from '../services/api';
import type { Platform } from '../platform/types';
import { UiStore } from './UiStore';
import { AuthStore } from './AuthStore';

export class RootStore {
  readonly ui: UiStore;
  readonly auth: AuthStore;

  constructor(
    readonly api: Api,
    readonly platform: Platform,
  ) {
    this.ui = new UiStore(this);
    this.auth = new AuthStore(this);
  }

  /** App launch: restore the session (login check) without blocking the first render. */
  start(): void {
    void this.auth.check();
  }
}

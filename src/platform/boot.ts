/**
 * Data the server inlined into the page for its first render (the case page's visitor funding info,
 * the pay page's presets, the first page of a case list), each block taken once, and the hand-over
 * from the server-rendered first screen to the client render. Neutral variant: the builds pick
 * boot.h5.ts or boot.weapp.ts (and the server's render bundle boot.ssr.ts); nothing is inlined here.
 */

import { BOOT_ELEMENT_ID } from './boot-ids';

export { BOOT_BLOCKS, BOOT_ELEMENT_ID, SSR_ROOT_ID } from './boot-ids';

export function takeBootData(_id: string = BOOT_ELEMENT_ID): unknown {
  return null;
}

/** Replaces the server-rendered first screen by the client render (which shows the same content). */
export function releaseServerRender(): void {}

/**
 * While the client page is drawn in parts under the server's screen, only one copy of each test id may be
 * findable: the server's copy keeps its ids as `data-ssr-testid` (a no-op without a server screen).
 */
export function retireServerRenderIds(): void {}

/** Whether this document still shows a server-rendered first screen. */
export function hasServerRender(): boolean {
  return false;
}


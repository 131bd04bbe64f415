/**
 * The server's first-screen bundle (src/ssr/first-screen.tsx, built into dist/ssr by the H5 build): the
 * boot blocks of the request being rendered come from setServerBoot instead of the document, so the
 * stores seed themselves exactly as they will in the browser from the same JSON, and the first client
 * render matches the server's HTML.
 */
export { BOOT_BLOCKS, BOOT_ELEMENT_ID, SSR_ROOT_ID } from './boot-ids';

let blocks: Record<string, unknown> | null = null;

/** Sets (or clears, with null) the blocks of the render in progress; renders are synchronous. */
export function setServerBoot(next: Record<string, unknown> | null): void {
  blocks = next;
}

export function takeBootData(id = 'cf-boot'): unknown {
  if (!blocks || !(id in blocks)) return null;
  const value = blocks[id];
  delete blocks[id];
  return value ?? null;
}
export function releaseServerRender(): void {}
export function retireServerRenderIds(): void {}
export function hasServerRender(): boolean {
  return false;
}

/** Mini-program: there is no server-rendered HTML, so no boot data and nothing to hand over. */
export { BOOT_BLOCKS, BOOT_ELEMENT_ID, SSR_ROOT_ID } from './boot-ids';

export function takeBootData(_id?: string): unknown {
  return null;
}
export function releaseServerRender(): void {}
export function retireServerRenderIds(): void {}
export function hasServerRender(): boolean {
  return false;
}

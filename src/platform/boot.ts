/**
 * Data the server inlined into the page for its first render (the case page's visitor funding info),
 * taken once. Neutral variant: the builds pick boot.h5.ts or boot.weapp.ts; nothing is inlined here.
 */
export function takeBootData(): unknown {
  return null;
}

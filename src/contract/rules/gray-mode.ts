/**
 * The site's gray mode (mourning days): feature config `grayMode`, 1 on, anything else off. Pages are then
 * drawn in gray, and every page-visit log and case answer (visitConfig.grayMode) says which mode the visit
 * saw. The server and the client read the stored value through this one function.
 */
export type GrayMode = 0 | 1;
export const GRAY_MODE_KEY = 'grayMode' as const;

/** The mode of a feature-config answer ({ grayMode: value }); 1 or true turn it on. */
export function grayModeOf(config: Record<string, unknown> | null | undefined): GrayMode {
  const v = config?.[GRAY_MODE_KEY];
  return v === 1 || v === true || v === '1' ? 1 : 0;
}

import { safeRedirect } from '../../lib/url';

export const FORWARD_DEFAULT = '/cf/common/list';

/** Where /cf/redirect goes for these query values: a safe same-site `url` / `redirectUrl`, else the list. */
export function forwardTarget(params: Record<string, string | undefined>): string {
  return safeRedirect(params.url) ?? safeRedirect(params.redirectUrl) ?? FORWARD_DEFAULT;
}

/**
 * What a case answer tells the page about the visit (get-funding-info's visitConfig): the site's gray mode
 * (feature config `grayMode`, src/contract/rules/gray-mode.ts), the same value the page-visit log records.
 */
import { GRAY_MODE_KEY, grayModeOf, type GrayMode } from '../../../src/contract/rules/gray-mode';
import type { AppDeps } from '../deps';
import { featureConfig } from './feature-config';

export interface VisitConfig { grayMode: GrayMode }

export async function visitConfig(deps: AppDeps): Promise<VisitConfig> {
  return { grayMode: grayModeOf(await featureConfig(deps, GRAY_MODE_KEY)) };
}

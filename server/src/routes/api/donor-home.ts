/** The `donorHome` feature group (src/contract/donor-home.ts): the general fund and the staff's protocol versions. */
import type { FastifyInstance } from 'fastify';
import { donorHome } from '../../../../src/contract/donor-home';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { generalFund } from '../../services/general-fund';
import { staffProtocolVersions } from '../../services/hub';

export function donorHomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, donorHome.generalFund, () => generalFund(deps));
  route(app, deps, donorHome.staffProtocolVersions, () => staffProtocolVersions(deps));
}

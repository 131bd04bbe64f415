/** Every route of the raise flow (issue 7), registered by buildApp in one call. Base info: base-info.ts. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { raiseRoutes } from './raise';
import { raiseDreamRoutes } from './raise-dream';
import { raisePublicRoutes } from './raise-public';
import { staffRaiseRoutes } from './staff-raise';
import { staffRaiseAdminRoutes } from './staff-raise-admin';

export function raiseFlowRoutes(app: FastifyInstance, deps: AppDeps): void {
  raiseRoutes(app, deps);
  raiseDreamRoutes(app, deps);
  raisePublicRoutes(app, deps);
  staffRaiseRoutes(app, deps);
  staffRaiseAdminRoutes(app, deps);
}

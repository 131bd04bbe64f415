/** Registers every route of the trust area (issue 8); app.ts calls this once. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { messageRoutes } from './message';
import { progressRoutes } from './progress';
import { discussionRoutes } from './discussion';
import { reportRoutes } from './report';
import { manageRoutes } from './manage';
import { trustCommentRoutes } from './trust-comments';
import { staffTrustRoutes } from './staff-trust';

export function trustRoutes(app: FastifyInstance, deps: AppDeps): void {
  messageRoutes(app, deps);
  progressRoutes(app, deps);
  discussionRoutes(app, deps);
  reportRoutes(app, deps);
  manageRoutes(app, deps);
  trustCommentRoutes(app, deps);
  staffTrustRoutes(app, deps);
}

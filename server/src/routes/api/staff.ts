/**
 * The `staff` group (src/contract/staff.ts, staff role only): whoami, the review queues, one case's
 * file, section reviews, edit-case revisions and the decision on a base-info revision; the blacklist,
 * help registrations and the audit log. Every write goes through a service that audits it in the same
 * transaction.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { reviewRevision } from '../../services/raise/revisions';
import { caseFile, reviewQueue, reviewRevisionOf, reviewSectionOf, revisionPage, whoami } from '../../services/raise/staff-views';
import { addToBlacklist, auditLog, blacklistPage, helpPage, removeFromBlacklist, setHelpStatus } from '../../services/raise/staff-admin';

const T = contract.staff;

export function staffRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, T.whoami, async ({ staff }) => whoami(deps, staff));
  route(app, deps, T.queue, async ({ body }) => reviewQueue(deps, body));
  route(app, deps, T.caseFile, async ({ body }) => caseFile(deps, body.infoUuid));
  route(app, deps, T.reviewSection, async ({ body, staff }) => reviewSectionOf(deps, staff, body));
  route(app, deps, T.revisions, async ({ body }) => revisionPage(deps, body));
  route(app, deps, T.reviewRevision, async ({ body, staff }) => reviewRevisionOf(deps, staff, body));
  route(app, deps, T.reviewBaseInfo, async ({ body, staff }) => {
    const status = await reviewRevision(deps, staff, body.revisionId, body.approve, body.reason ?? '');
    return { revisionId: body.revisionId, status };
  });

  route(app, deps, T.blacklistAdd, async ({ body, staff }) => addToBlacklist(deps, staff, body));
  route(app, deps, T.blacklistList, async ({ body }) => blacklistPage(deps, body));
  route(app, deps, T.blacklistRemove, async ({ body, staff }) => removeFromBlacklist(deps, staff, body));
  route(app, deps, T.helpList, async ({ body }) => helpPage(deps, body));
  route(app, deps, T.helpUpdateStatus, async ({ body, staff }) => setHelpStatus(deps, staff, body));
  route(app, deps, T.auditLog, async ({ body }) => auditLog(deps, body));
}

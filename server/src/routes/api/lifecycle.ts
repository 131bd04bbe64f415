/**
 * A case's life on the staff side (terminate, attributes), the experiments' configuration, the
 * pay-amount test's variant, and the order counts (declared in src/contract/lifecycle.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import type { UserRow } from '../../repositories/users';
import { myOrderCount, orderCount, terminateCase } from '../../services/lifecycle';
import { caseAttributes, setCaseAttributes } from '../../services/case-attributes';
import { assignVariant, experimentView, PAY_AMOUNT_EXPERIMENT, setVariants } from '../../services/experiments';

const L = contract.lifecycle;
/** The device cookie that keeps a signed-out reader in one experiment bucket (a year, like the other cookies). */
export const DEVICE_COOKIE = 'cf_did';

/** Who an experiment buckets: the user when signed in, else the device (cookie, set on first sight). */
export function experimentSubject(req: FastifyRequest, reply: FastifyReply, user: UserRow | null | undefined): string {
  if (user) return `u:${user.user_id}`;
  let did = req.cookies?.[DEVICE_COOKIE];
  if (!did || !/^[a-f0-9]{16,64}$/.test(did)) {
    did = randomBytes(12).toString('hex');
    reply.setCookie(DEVICE_COOKIE, did, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 });
  }
  return `d:${did}`;
}

export function lifecycleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.terminate, async ({ body, staff }) => terminateCase(deps, staff.user_id, body));
  route(app, deps, L.attributes, async ({ body }) => caseAttributes(deps, body.infoUuid));
  route(app, deps, L.setAttributes, async ({ body, staff }) => setCaseAttributes(deps, staff.user_id, body));
  route(app, deps, L.experiment, async ({ body }) => experimentView(deps.db, body.key));
  route(app, deps, L.setExperiment, async ({ body, staff }) => setVariants(deps, staff.user_id, body.key, body.variants));

  route(app, deps, L.orderCount, async ({ body }) => orderCount(deps, body.infoUuid));
  route(app, deps, L.myOrderCount, async ({ body, user }) => myOrderCount(deps, user.user_id, body.infoUuid));
}

/** The pay page's preset amounts: the viewer's variant of the pay-amount experiment (exposure recorded). */
export async function payAmountTest(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, user: UserRow | null | undefined, infoUuid?: string) {
  const v = await assignVariant(deps, PAY_AMOUNT_EXPERIMENT, experimentSubject(req, reply, user), infoUuid);
  return { amount: v.amounts, eagleEyeExperiment: PAY_AMOUNT_EXPERIMENT, eagleEyeResult: v.name };
}

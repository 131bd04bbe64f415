/**
 * Who an experiment buckets on this request (the user, else the reader's device by a cookie), and the pay
 * page's preset amounts as the viewer's variant of the pay-amount test.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { UserRow } from '../repositories/users';
import { assignVariant, PAY_AMOUNT_EXPERIMENT } from '../services/experiments';

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

/** The pay page's preset amounts: the viewer's variant of the pay-amount experiment (exposure recorded). */
export async function payAmountTest(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, user: UserRow | null | undefined, infoUuid?: string) {
  const v = await assignVariant(deps, PAY_AMOUNT_EXPERIMENT, experimentSubject(req, reply, user), infoUuid);
  return { amount: v.amounts, eagleEyeExperiment: PAY_AMOUNT_EXPERIMENT, eagleEyeResult: v.name };
}

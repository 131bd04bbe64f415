/**
 * Public calls of the raise flow (declared in src/contract/raise.ts): help registration (no login
 * needed; staff follow it up) and the public blacklist (masked name, reason, date: never the ID
 * number or the user).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest, tooMany } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { hitCounter } from '../../repositories/codes';
import { insertHelp, listBlacklist, openHelpByPhone } from '../../repositories/raise-admin';
import { isValidPhone } from '../../services/raise/ids';
import { maskName } from '../../../../src/contract/rules/names';
import { nameError, PHONE_MSG, RAISE_MSG, sizedText } from '../../../../src/contract/rules';
import type { PublicBlacklistRes } from '../../../../src/contract/raise';

export const APPLY_PER_IP_HOURLY = 20;

export function raisePublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, contract.raise.applyRaise, async ({ body: b, user, req }) => {
    // The help form's rules and messages (src/contract/rules): the same checks the screen makes.
    const name = (b.name ?? '').trim();
    const phone = b.phone ?? '';
    const city = b.city ?? '';
    const illness = b.illness ?? '';
    const refused = nameError(name, '患者') ?? (!phone ? PHONE_MSG.required : !isValidPhone(phone) ? PHONE_MSG.invalid : null)
      ?? sizedText(city, 1, 50, RAISE_MSG.city) ?? sizedText(illness, 1, 200, RAISE_MSG.illness);
    if (refused) throw badRequest(refused);
    // One open registration per phone: a repeat (or a double tap) gets the same id back.
    const open = await openHelpByPhone(deps.db, phone);
    if (open) return { id: open.id };
    const now = deps.clock();
    // Anyone may register without an account, so new registrations are capped per address.
    if ((await hitCounter(deps.db, `apply:ip:${req.ip}`, 3600_000, now)) > APPLY_PER_IP_HOURLY) throw tooMany();
    const id = newId('hr');
    await insertHelp(deps.db, {
      id, name, phone, city: city.trim(), illness: illness.trim(), status: 'NEW', note: '', user_id: user?.user_id ?? null, created_at: now, updated_at: now,
    });
    return { id };
  });

  route(app, deps, contract.raise.publicBlacklist, async ({ body }) => {
    const size = body.size ?? 20;
    const rows = await listBlacklist(deps.db, parseAnchor(body.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    const res: PublicBlacklistRes = {
      list: page.map((r) => ({ id: r.id, name: maskName(r.name), reason: r.reason, addedAt: Number(r.created_at) })),
      hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '',
    };
    return res;
  });
}

/**
 * Public calls of the raise flow:
 * - POST /api/cf/apply/raise               help registration (no login needed); staff follow it up
 * - POST /api/cf/v4/blacklist/public-list  the public blacklist: masked name, reason, date
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, tooMany } from '../../lib/errors';
import { ANCHOR, int, post, str } from '../../lib/schema';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { sessionUser } from '../../plugins/auth';
import { hitCounter } from '../../repositories/codes';
import { insertHelp, listBlacklist, openHelpByPhone } from '../../repositories/raise-admin';
import { isValidName, isValidPhone, maskName } from '../../services/raise/ids';
import type { ApplyRaiseReq, PublicBlacklistRes } from '../../../../src/services/contract-raise';

const chars = (s: string) => [...s.trim()].length;
export const APPLY_PER_IP_HOURLY = 20;

export function raisePublicRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: ApplyRaiseReq }>(
    '/api/cf/apply/raise',
    post({ name: str(0, 50), phone: str(0, 20), city: str(0, 100), illness: str(0, 400) }),
    async (req) => {
      const b = req.body;
      const name = (b.name ?? '').trim();
      if (!name) throw badRequest('请填写患者姓名');
      if (!isValidName(name)) throw badRequest('请输入正确的患者姓名');
      if (!b.phone) throw badRequest('请填写手机号');
      if (!isValidPhone(b.phone)) throw badRequest('请输入正确的手机号码');
      if (!chars(b.city ?? '') || chars(b.city) > 50) throw badRequest('请填写所在城市');
      if (!chars(b.illness ?? '') || chars(b.illness) > 200) throw badRequest('请填写患者病情');
      // One open registration per phone: a repeat (or a double tap) gets the same id back.
      const open = await openHelpByPhone(deps.db, b.phone);
      if (open) return ok({ id: open.id });
      const now = deps.clock();
      // Anyone may register without an account, so new registrations are capped per address.
      if ((await hitCounter(deps.db, `apply:ip:${req.ip}`, 3600_000, now)) > APPLY_PER_IP_HOURLY) throw tooMany();
      const user = await sessionUser(req, deps);
      const id = newId('hr');
      await insertHelp(deps.db, {
        id, name, phone: b.phone, city: b.city.trim(), illness: b.illness.trim(), status: 'NEW', note: '', user_id: user?.user_id ?? null, created_at: now, updated_at: now,
      });
      return ok({ id });
    },
  );

  app.post<{ Body: { anchorId?: string; size?: number } }>(
    '/api/cf/v4/blacklist/public-list', post({ anchorId: ANCHOR, size: int(1, 50) }),
    async (req) => {
      const size = req.body?.size ?? 20;
      const rows = await listBlacklist(deps.db, parseAnchor(req.body?.anchorId), size);
      const page = rows.slice(0, size);
      const last = page[page.length - 1];
      const res: PublicBlacklistRes = {
        list: page.map((r) => ({ id: r.id, name: maskName(r.name), reason: r.reason, addedAt: Number(r.created_at) })),
        hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '',
      };
      return ok(res);
    },
  );
}

/**
 * Staff: blacklist, help registrations and the audit log, under /api/staff (shapes:
 * src/services/contract-staff.ts). Writes are audited in the same transaction.
 * - blacklist/add, blacklist/list, blacklist/remove
 * - help-registrations/list, help-registrations/update-status
 * - audit-log/list
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { ANCHOR, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { staffOf, staffRoutes } from '../../plugins/staff';
import { listAudit, writeAudit } from '../../repositories/audit';
import { getBlacklist, getHelp, insertBlacklist, listBlacklist, listHelp, removeBlacklist, updateHelp } from '../../repositories/raise-admin';
import { ID_CARD_RE, normaliseIdCard } from '../../services/raise/ids';
import type { BlacklistAddReq, HelpRegistration, HelpStatus } from '../../../../src/services/contract-staff';
import { toAuditRow } from './staff-raise';

const HELP_STATUSES: HelpStatus[] = ['NEW', 'CONTACTED', 'STARTED', 'CLOSED'];
const page = <T extends { created_at: number }>(rows: T[], size: number, id: (r: T) => string) => {
  const list = rows.slice(0, size);
  const last = list[list.length - 1];
  return { list, hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), id(last)) : '' };
};
type HelpRow = NonNullable<Awaited<ReturnType<typeof getHelp>>>;
const toHelp = (r: HelpRow): HelpRegistration => ({
  id: r.id, name: r.name, phone: r.phone, city: r.city, illness: r.illness, status: r.status as HelpStatus, note: r.note,
  userId: r.user_id, createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
});

export function staffRaiseAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  staffRoutes(app, deps, (s) => {
    s.post<{ Body: BlacklistAddReq }>(
      '/blacklist/add', post({ userId: str(0, 64), idCard: str(0, 30), name: str(0, 50), reason: str(0, 400) }),
      async (req) => {
        const staff = staffOf(req);
        const b = req.body;
        const userId = (b.userId ?? '').trim() || null;
        const idCard = b.idCard ? normaliseIdCard(b.idCard) : null;
        if (!userId && !idCard) throw badRequest('请填写用户ID或身份证号');
        if (idCard && !ID_CARD_RE.test(idCard)) throw badRequest('请输入正确的身份证号');
        const name = (b.name ?? '').trim();
        if (!name) throw badRequest('请填写姓名');
        const reason = (b.reason ?? '').trim();
        if (!reason || [...reason].length > 200) throw badRequest('请填写拉黑原因');
        const now = deps.clock();
        const row = { id: newId('bl'), user_id: userId, id_card: idCard, name, reason, added_by: staff.user_id, created_at: now, removed_at: null, removed_by: null };
        await deps.db.transaction().execute(async (trx) => {
          await insertBlacklist(trx, row);
          await writeAudit(trx, { actor: staff.user_id, action: 'blacklist.add', targetType: 'blacklist', targetId: row.id, before: null, after: row, reason }, now);
        });
        return ok({ id: row.id, userId: row.user_id, idCard: row.id_card, name, reason, addedBy: row.added_by, addedAt: now });
      },
    );

    s.post<{ Body: { anchorId?: string; size?: number } }>('/blacklist/list', post({ anchorId: ANCHOR, size: int(1, 50) }), async (req) => {
      const size = req.body.size ?? 20;
      const p = page(await listBlacklist(deps.db, parseAnchor(req.body.anchorId), size), size, (r) => r.id);
      return ok({
        ...p,
        list: p.list.map((r) => ({ id: r.id, userId: r.user_id, idCard: r.id_card, name: r.name, reason: r.reason, addedBy: r.added_by, addedAt: Number(r.created_at) })),
      });
    });

    s.post<{ Body: { id: string; reason?: string } }>('/blacklist/remove', post({ id: str(1, 64), reason: str(0, 200) }, ['id']), async (req) => {
      const staff = staffOf(req);
      const before = await getBlacklist(deps.db, req.body.id);
      if (!before) throw notFound('黑名单记录不存在');
      const now = deps.clock();
      await deps.db.transaction().execute(async (trx) => {
        if (!(await removeBlacklist(trx, before.id, staff.user_id, now))) throw conflict('该记录已移出黑名单');
        await writeAudit(trx, {
          actor: staff.user_id, action: 'blacklist.remove', targetType: 'blacklist', targetId: before.id, before,
          after: { ...before, removed_at: now, removed_by: staff.user_id }, reason: req.body.reason ?? '',
        }, now);
      });
      return ok({ id: before.id, removed: true });
    });

    s.post<{ Body: { status?: HelpStatus; anchorId?: string; size?: number } }>(
      '/help-registrations/list', post({ status: oneOf(...HELP_STATUSES), anchorId: ANCHOR, size: int(1, 50) }),
      async (req) => {
        const size = req.body.size ?? 20;
        const p = page(await listHelp(deps.db, req.body.status, parseAnchor(req.body.anchorId), size), size, (r) => r.id);
        return ok({ ...p, list: p.list.map(toHelp) });
      },
    );

    s.post<{ Body: { id: string; status: HelpStatus; note?: string } }>(
      '/help-registrations/update-status', post({ id: str(1, 64), status: oneOf(...HELP_STATUSES), note: str(0, 500) }, ['id', 'status']),
      async (req) => {
        const staff = staffOf(req);
        const before = await getHelp(deps.db, req.body.id);
        if (!before) throw notFound('求助登记不存在');
        const now = deps.clock();
        const set = { status: req.body.status, note: req.body.note ?? before.note, updated_at: now };
        await deps.db.transaction().execute(async (trx) => {
          await updateHelp(trx, before.id, set);
          await writeAudit(trx, { actor: staff.user_id, action: 'help.update-status', targetType: 'help_registration', targetId: before.id, before, after: { ...before, ...set } }, now);
        });
        return ok(toHelp({ ...before, ...set }));
      },
    );

    s.post<{ Body: { infoUuid?: string; actor?: string; before?: number; limit?: number } }>(
      '/audit-log/list', post({ infoUuid: INFO_UUID, actor: str(1, 64), before: int(0, Number.MAX_SAFE_INTEGER), limit: int(1, 200) }),
      async (req) => ok({ list: (await listAudit(deps.db, req.body)).map(toAuditRow) }),
    );
  });
}

/** /api/cf/v5/verification/add and /delete: friends' and doctors' endorsements of a case. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { bool, INFO_UUID, oneOf, post, str } from '../../lib/schema';
import { newId } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { deleteVerification, getVerification, insertVerificationIfAbsent } from '../../repositories/verifications';
import type { VerificationItem } from '../../../../src/services/contract';
import type { VerificationsTable } from '../../db/schema';
import { caseOr404 } from './cases';

export const RELATIONSHIPS = ['亲属', '亲戚', '朋友', '同事', '同学', '邻居', '医生', '主治医生', '病友', '其他'] as const;
export const VMSG = { DUPLICATE: '你已经证实过了', OWN_CASE: '不能证实自己发起的筹款', NOT_FOUND: '证实不存在' } as const;

/** The counter bucket (see verificationCounts): doctors, sick friends, everyone else a friend. */
export function kindOf(relationship: string, isDoctor: boolean): 'doctor' | 'sick_friend' | 'friend' {
  if (isDoctor || relationship === '医生' || relationship === '主治医生') return 'doctor';
  return relationship === '病友' ? 'sick_friend' : 'friend';
}

export function verificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { infoUuid: string; relationship: string; content: string; isDoctor?: boolean } }>(
    '/api/cf/v5/verification/add',
    post({ infoUuid: INFO_UUID, relationship: oneOf(...RELATIONSHIPS), content: str(1, 200), isDoctor: bool }, ['infoUuid', 'relationship', 'content']),
    async (req) => {
      const user = await requireUser(req, deps);
      const c = await caseOr404(deps, req.body.infoUuid);
      if (c.owner_user_id === user.user_id) throw new ApiError(403, 403, VMSG.OWN_CASE);
      if (!req.body.content.trim()) throw badRequest('参数错误: content');
      const kind = kindOf(req.body.relationship, !!req.body.isDoctor);
      const row: VerificationsTable = {
        verify_id: newId('v'), info_uuid: c.info_uuid, user_id: user.user_id, nickname: user.nickname, head_img_url: user.head_img_url,
        // Stored as typed; the client renders it as text.
        relationship: req.body.relationship, kind, content: req.body.content, from_hospital: kind === 'doctor' ? 1 : 0, created_at: deps.clock(),
      };
      // The unique (info_uuid, user_id) index decides, so two concurrent adds still make one row.
      if (!(await insertVerificationIfAbsent(deps.db, row))) throw conflict(VMSG.DUPLICATE);
      const item: VerificationItem = {
        verifyId: row.verify_id, infoUuid: row.info_uuid, nickname: row.nickname, headImgUrl: row.head_img_url, relationship: row.relationship,
        content: row.content, isDoctor: kind === 'doctor', time: row.created_at,
      };
      return ok(item);
    },
  );

  app.post<{ Body: { verifyId: string; infoUuid: string } }>(
    '/api/cf/v5/verification/delete',
    post({ verifyId: str(1, 64), infoUuid: INFO_UUID }, ['verifyId', 'infoUuid']),
    async (req) => {
      const user = await requireUser(req, deps);
      const c = await caseOr404(deps, req.body.infoUuid);
      const v = await getVerification(deps.db, req.body.verifyId);
      if (!v || v.info_uuid !== c.info_uuid) throw notFound(VMSG.NOT_FOUND);
      if (v.user_id !== user.user_id && c.owner_user_id !== user.user_id) throw forbidden();
      await deleteVerification(deps.db, v.verify_id);
      return ok(null);
    },
  );
}

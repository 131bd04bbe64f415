/**
 * Friend and doctor verification rules:
 * - the verifier is a real identity: a logged-in user with a bound phone (403 请先绑定手机号后再证实);
 *   never the case owner (403); one verification per user per case (409 你已经证实过了);
 * - the relationship is one the case's kind takes (contract mayProveAs: a goods or dream case has no
 *   patient, so no fellow patient or doctor verifies it): else 400 with the form's message;
 * - a doctor (isDoctor, or relationship 医生 / 主治医生) gives hospital, department, title and a
 *   practising-certificate photo (a PRIVATE upload, shown to staff only); it counts as a doctor only
 *   once staff approve the credential (until then, and after a rejection, it counts as a friend);
 * - the author or the case owner may delete one; anyone else gets 403 and nothing changes;
 * - staff may mark one false: it leaves public lists and counters, the donors who paid after it was
 *   made are notified, and the verifier's false-verification counter grows.
 * Words, identity and relationship are stored and returned as typed (rendered as text).
 */
import { isOwnUpload } from '../policies/upload';
import type { AppDeps } from '../deps';
import { ApiError, badRequest, conflict, notFound } from '../lib/errors';
import { newId } from '../lib/util';
import { writeAudit } from '../repositories/audit';
import { getCase } from '../repositories/cases';
import { assertMayRemoveVerification, assertMayVerify } from '../policies/verification';
import { deleteVerification, getVerification, insertVerificationIfAbsent, markFalse, reviewDoctor } from '../repositories/verifications';
import type { UserRow } from '../repositories/users';
import { findUpload } from '../repositories/uploads';
import type { VerificationsTable } from '../db/schema';
import { inTransactionWithNotify, notifyReviewResult, notifyVerification, notifyVerificationFalse } from './notify';
import { mayProveAs, proveRelationMsg, type DoctorStatus, type VerificationItemT, type VerifyAddReq } from '../../../src/contract/trust';
import { earnForVerification, takeBackForFalseVerification } from './love-earn';
import type { StaffVerification } from '../../../src/contract/staff-work';
import { nameFor } from '../../../src/contract/rules/names';

export const VMSG = {
  DUPLICATE: '你已经证实过了', OWN_CASE: '不能证实自己发起的筹款', NOT_FOUND: '证实不存在', NEED_PHONE: '请先绑定手机号后再证实',
  DOCTOR_FIELDS: '请填写医院、科室、职称并上传执业证书', CERT: '请上传执业证书照片',
} as const;

const isDoctorClaim = (relationship: string, isDoctor?: boolean) => !!isDoctor || relationship === '医生' || relationship === '主治医生';
/** A private upload of ours: /api/upload/private/<fileId>, with or without our origin. */
const PRIVATE_UPLOAD_RE = /^(https?:\/\/[^/\s]+)?\/api\/upload\/private\/([A-Za-z0-9_-]{1,64})$/;

export function toItem(v: VerificationsTable, viewerId: string | null, ownerId: string | null): VerificationItemT {
  const doctorStatus = (v.doctor_status ?? '') as DoctorStatus;
  const mine = !!viewerId && v.user_id === viewerId;
  return {
    verifyId: v.verify_id, infoUuid: v.info_uuid, nickname: nameFor(v.nickname, v.user_id, viewerId), headImgUrl: v.head_img_url, relationship: v.relationship,
    content: v.content, isDoctor: v.kind === 'doctor', time: Number(v.created_at), identity: v.identity ?? '', realName: !!v.real_name,
    doctor: doctorStatus ? { hospital: v.hospital_name ?? '', department: v.department ?? '', title: v.doctor_title ?? '', status: doctorStatus } : null,
    mine, canDelete: mine || (!!viewerId && viewerId === ownerId),
  };
}

/** Staff see the verifier's name whole. */
export const toStaffItem = (v: VerificationsTable): StaffVerification => ({ ...toItem(v, null, null), nickname: v.nickname, certUrl: v.cert_url ?? '' });

export async function addVerification(deps: AppDeps, user: UserRow, b: VerifyAddReq): Promise<VerificationItemT> {
  const c = await getCase(deps.db, b.infoUuid);
  if (!c) throw notFound('筹款不存在');
  if (!user.mobile) throw new ApiError(403, 403, VMSG.NEED_PHONE);
  assertMayVerify(user, c, VMSG.OWN_CASE);
  if (!b.content.trim()) throw badRequest('参数错误: content');
  // A fellow patient or a doctor only for a case with a patient (the contract's rule, the form's too).
  if (!mayProveAs(c.raise_type, b.relationship, b.isDoctor)) throw badRequest(proveRelationMsg(c.raise_type));
  const doctor = isDoctorClaim(b.relationship, b.isDoctor);
  if (doctor) {
    if (![b.hospital, b.department, b.title].every((s) => s && s.trim())) throw badRequest(VMSG.DOCTOR_FIELDS);
    // The certificate must be the verifier's OWN private upload (never someone else's file id).
    const fileId = PRIVATE_UPLOAD_RE.exec(b.certUrl ?? '')?.[2];
    const file = fileId ? await findUpload(deps.db, fileId) : undefined;
    if (!file || !isOwnUpload(user, file) || !file.private) throw badRequest(VMSG.CERT);
  }
  const row: VerificationsTable = {
    verify_id: newId('v'), info_uuid: c.info_uuid, user_id: user.user_id, nickname: user.nickname, head_img_url: user.head_img_url,
    relationship: b.relationship, kind: b.relationship === '病友' && !doctor ? 'sick_friend' : 'friend', content: b.content, from_hospital: 0,
    created_at: deps.clock(), identity: b.identity ?? '', hospital_name: doctor ? b.hospital! : '', department: doctor ? b.department! : '',
    doctor_title: doctor ? b.title! : '', cert_url: doctor ? b.certUrl! : '', doctor_status: doctor ? 'pending' : '', real_name: 1, is_false: 0, false_reason: '',
  };
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    // The unique (info_uuid, user_id) index decides, so two concurrent adds still make one row.
    if (!(await insertVerificationIfAbsent(trx, row))) throw conflict(VMSG.DUPLICATE);
    await earnForVerification(trx, row, row.created_at); // love value, taken back if staff find it false
    await notifyVerification(trx, outbox, { infoUuid: c.info_uuid, ownerId: c.owner_user_id, name: user.nickname, relationship: b.relationship });
  });
  return toItem(row, user.user_id, c.owner_user_id);
}

export async function removeVerification(deps: AppDeps, user: UserRow, verifyId: string, infoUuid: string): Promise<void> {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound('筹款不存在');
  const v = await getVerification(deps.db, verifyId);
  if (!v || v.info_uuid !== c.info_uuid) throw notFound(VMSG.NOT_FOUND);
  assertMayRemoveVerification(user, v, c);
  await deleteVerification(deps.db, v.verify_id);
}

/** Staff: approve or reject a doctor's credential (the verifier hears the result). */
export async function reviewDoctorCredential(deps: AppDeps, staff: UserRow, verifyId: string, approve: boolean, reason: string): Promise<StaffVerification> {
  if (!approve && !reason.trim()) throw badRequest('请填写驳回原因');
  const now = deps.clock();
  await inTransactionWithNotify(deps, async (trx, outbox) => {
    const v = await getVerification(trx, verifyId);
    if (!v) throw notFound(VMSG.NOT_FOUND);
    if (!(await reviewDoctor(trx, verifyId, approve))) throw conflict('该医生证实已审核');
    await writeAudit(trx, {
      actor: staff.user_id, action: approve ? 'verification.doctor_approve' : 'verification.doctor_reject', targetType: 'verification',
      targetId: verifyId, infoUuid: v.info_uuid, before: { doctor_status: v.doctor_status }, after: { doctor_status: approve ? 'approved' : 'rejected' }, reason,
    }, now);
    if (v.user_id) await notifyReviewResult(trx, outbox, { userId: v.user_id, infoUuid: v.info_uuid, what: '医生证实资质', approved: approve, reason });
  });
  return toStaffItem((await getVerification(deps.db, verifyId))!);
}

/** Staff: mark a verification false. Returns how many donors were told. */
export async function markVerificationFalse(deps: AppDeps, staff: UserRow, verifyId: string, reason: string): Promise<{ notifiedDonors: number }> {
  const now = deps.clock();
  return inTransactionWithNotify(deps, async (trx, outbox) => {
    const v = await getVerification(trx, verifyId);
    if (!v) throw notFound(VMSG.NOT_FOUND);
    if (!(await markFalse(trx, v, reason))) throw conflict('该证实已被认定不实');
    await takeBackForFalseVerification(trx, v, now); // the love value it earned
    await writeAudit(trx, {
      actor: staff.user_id, action: 'verification.mark_false', targetType: 'verification', targetId: verifyId, infoUuid: v.info_uuid,
      before: { is_false: 0 }, after: { is_false: 1, verifier: v.user_id }, reason,
    }, now);
    const c = await getCase(trx, v.info_uuid);
    const notifiedDonors = await notifyVerificationFalse(trx, outbox, { infoUuid: v.info_uuid, since: Number(v.created_at), ownerId: c?.owner_user_id ?? '' });
    return { notifiedDonors };
  });
}

/**
 * Friend and doctor verification as a case's page reads it: the counters, the selected few (doctors
 * first) and the whole list. Writing and filtering verifications are the trust area's calls.
 */
import { ANCHOR, Bool, call, Enum, Img, INFO_UUID, Int, Nullable, Obj, Opt, Str, Type, type Static } from './schema';

/** The case page shows at most this many selected verifications. */
export const SELECTED_VERIFICATION_MAX = 7;

const counts = {
  /** every public verification */
  count: Int(0),
  countFromHospital: Int(0),
  doctorVerificationCount: Int(0),
  friendsVerificationCount: Int(0),
  sickFriendsVerificationCount: Int(0),
  /** those whose verifier is a real-name user (bound phone) */
  verifyUserCount: Opt(Int(0)),
};
export const VerifyCountRes = Obj(counts);
export type VerifyCountRes = Static<typeof VerifyCountRes>;

export const VerificationItem = Obj({
  verifyId: Str(0, 64),
  infoUuid: Str(0, 64),
  nickname: Str(0, 200),
  headImgUrl: Img(),
  relationship: Str(0, 20),
  /** stored and shown as typed (plain text) */
  content: Str(0, 2000),
  isDoctor: Bool(),
  /** ms */
  time: Int(0),
  /** the identity the verifier stated, e.g. 患者的大学同学 */
  identity: Opt(Str(0, 100)),
  /** the verifier is a logged-in user with a bound phone */
  realName: Opt(Bool()),
  /** a doctor's credential (never the certificate photo) */
  doctor: Opt(Nullable(Obj({
    hospital: Str(0, 100), department: Str(0, 100), title: Str(0, 100), status: Enum(['', 'pending', 'approved', 'rejected'] as const),
  }))),
  /** the reader wrote it */
  mine: Opt(Bool()),
  /** the reader may delete it (its author or the case's owner) */
  canDelete: Opt(Bool()),
});
export type VerificationItem = Static<typeof VerificationItem>;

/** The selected verifications: at most maxCount (1..7, 7 when not given). */
export const VerificationSelectedReq = Obj({
  infoUuid: INFO_UUID(),
  orderType: Opt(Int(0, 10)),
  maxCount: Opt(Type.Integer({ minimum: 1, maximum: SELECTED_VERIFICATION_MAX, default: SELECTED_VERIFICATION_MAX })),
});
export type VerificationSelectedReq = Static<typeof VerificationSelectedReq>;

/** A page of 1..50 (10 by default); the filters (selfTag, degree, relationships) apply to the trust area's user-list only. */
export const VerificationListReq = Obj({
  infoUuid: INFO_UUID(),
  size: Opt(Int(1, 50)),
  anchorId: Opt(ANCHOR()),
  orderType: Opt(Int(0, 10)),
  selfTag: Opt(Str(0, 100)),
  degree: Opt(Int(0, 3)),
  relationships: Opt(Str(0, 200)),
});
export type VerificationListReq = Static<typeof VerificationListReq>;
/** A page of verifications; the counters come with every page. */
export const VerificationListRes = Obj({ ...counts, list: Type.Array(VerificationItem), anchorId: Str(0, 200), hasNext: Bool() });
export type VerificationListRes = Static<typeof VerificationListRes>;

export const verification = {
  count: call({ method: 'POST', path: '/api/cf/v5/verification/count', access: 'visitor', req: Obj({ infoUuid: INFO_UUID() }), res: VerifyCountRes }),
  /** Doctors first, then the newest. */
  selected: call({ method: 'POST', path: '/api/cf/v5/verification/selected', access: 'visitor', req: VerificationSelectedReq, res: Obj({ list: Type.Array(VerificationItem) }) }),
  list: call({ method: 'POST', path: '/api/cf/v5/verification/list', access: 'visitor', req: VerificationListReq, res: VerificationListRes }),
};

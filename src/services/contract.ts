/**
 * The API contract between the client (src/services/*) and the server (server/src/routes/*).
 * Types only: both sides import from here, so a change of shape breaks the type check on both.
 *
 * Every response is the envelope { code, msg, data }: code 0 is success; 20102 / 20205 mean
 * login expiry; 20206 is a login failure shown as a dialog; other non-zero codes carry a Chinese msg.
 * All calls are POST with a JSON body unless marked GET. Money is integer fen everywhere.
 */

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const CODE = {
  OK: 0,
  LOGIN_EXPIRED: 20102,
  LOGIN_EXPIRED_2: 20205,
  LOGIN_FAILED_DIALOG: 20206,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
} as const;

// ---------------------------------------------------------------- account / login
export type { SendCodeReq, LoginReq, MpLoginReq, BindMobileReq, LoginCheckRes, UserInfo, LoginRes } from '../contract/account';

// ---------------------------------------------------------------- platform / tracking
export type {
  JssdkSignReq, JssdkSignRes, PageLogReq, TrackReq, MonitorReq, FeatureConfigReq, BasicStoreReq, BasicStoreRes,
} from '../contract/platform';

// ---------------------------------------------------------------- cases
export type {
  RaiseType, CaseStatus, CaseCard, CaseListReq, CaseListRes, FundingInfoReq, FundingInfo, ProgressItem, ProgressListRes, ProgressListReq,
  ProgressAddReq, ProgressAddRes,
} from '../contract/cases';

/** POST /api/cf/v5/detail/get | get-self | get-shared */
export type { CommentListReq, CommentItem, CommentListRes, CommentAddReq } from '../contract/comments';

export type {
  VerifyCountRes, VerificationItem, VerificationListRes, VerificationListReq, VerificationSelectedReq,
} from '../contract/verification';

// ---------------------------------------------------------------- pay
export type {
  PayStatus, AmountTestRes, PayPlatform, OrderAddReq, Payment, OrderAddRes, OrderStatus, OrderStatusRes, MyOrder, MyOrderListRes,
  DonorWallItem, DonorWallRes, SandboxConfirmReq, SandboxConfirmRes,
} from '../contract/pay';

// ---------------------------------------------------------------- share
export type { ShareRecord } from '../contract/platform';

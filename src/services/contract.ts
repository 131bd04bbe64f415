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
/** POST /api/useraccount/sendVerifyCode */
export interface SendCodeReq { mobile: string; key?: string }
/** POST /api/account/v3/login-with-mobile — sets the HttpOnly session cookie `cf_session`. */
export interface LoginReq { mobile: string; verifyCode: string; key?: string; channel?: string }
/** POST /api/account/v3/mp-login — mini-program: a Taro.login code exchanged by code2Session. */
export interface MpLoginReq { code: string; thirdType?: number }
/** POST /api/useraccount/bind-mobile — needs a session (e.g. from mp-login / wx auth). */
export interface BindMobileReq { mobile: string; verifyCode: string }
/** POST /api/account/v3/login-check — never fails for a visitor: data.user is null. */
export interface LoginCheckRes { loggedIn: boolean; user: UserInfo | null }
/** POST /api/account/v3/logout */
export interface UserInfo {
  userId: string;
  nickname: string;
  headImgUrl: string;
  /** masked, e.g. 138****8000; null when no mobile is bound */
  mobile: string | null;
  mobileBound: boolean;
  /** messaging-app / mini-program identity present */
  thirdType: number | null;
}
export interface LoginRes { user: UserInfo }

// ---------------------------------------------------------------- platform / tracking
/** POST /api/wx/jssdk/signature */
export interface JssdkSignReq { url: string; thirdType?: number }
export interface JssdkSignRes { appId: string; timestamp: number; nonceStr: string; signature: string }
/** POST /api/cf/v4/stat/pageLog */
export interface PageLogReq {
  infoUuid?: string; fromPath: string; toPath: string; selfTag?: string;
  channel?: string; platform: number; grayMode?: number;
}
/** POST /api/cf/v4/stat/eventLog (analytics track; elementCode 106032) */
export interface TrackReq { elementCode: number; event: string; props?: Record<string, unknown> }
/** POST /api/monitor/report — category CF_IMPORTANT_<EVENT> */
export interface MonitorReq { category: string; tagsJson: string }
/** POST /api/cf/common/apollo/get-json-public */
export interface FeatureConfigReq { key: string }
/** POST /api/frame/basic/store/v1/get */
export interface BasicStoreReq { activity_id: string }
export interface BasicStoreRes { content: string }

// ---------------------------------------------------------------- cases
export type RaiseType = 0 | 99 | 1;
/** SPEC 4: 0-4, 101-103, 201-204 */
export type CaseStatus = 0 | 1 | 2 | 3 | 4 | 101 | 102 | 103 | 201 | 202 | 203 | 204;

export interface CaseCard {
  infoUuid: string;
  title: string;
  coverUrl: string;
  raiseType: RaiseType;
  targetAmount: number; // fen
  raisedAmount: number; // fen
  donationCount: number;
  status: CaseStatus;
  patientName: string;
  createdAt: number; // ms
}
/** POST /api/cf/v4/case/list */
export interface CaseListReq { listType: 'common' | 'vip' | 'theme' | 'recommend'; anchorId?: string; size?: number }
export interface CaseListRes { list: CaseCard[]; hasNext: boolean; anchorId: string }

/** POST /api/cf/v4/get-funding-info */
export interface FundingInfoReq { infoUuid: string; selfTag?: string; skip?: number; userSourceId?: string }
export interface FundingInfo {
  infoUuid: string;
  isSelf: boolean;
  /** finish text; empty while raising */
  finishStr: string;
  /** SPEC 4 case status code */
  displayStatus: CaseStatus;
  raiseType: RaiseType;
  baseInfo: {
    title: string;
    content: string;
    attachments: string[]; // thumbnail urls
    largeAttachments: string[]; // url + '!cf_mtr_1080'
  };
  newDetailVo: { caseDetailsPageVersion: 0 | 1 | 2 };
  prNewOrOld: number;
  targetAmount: number; // fen
  raisedAmount: number; // fen
  donationCount: number;
  shareCount: number;
  payeeInfo: { relation: '' | 'self' | 'spouse' | 'other' | 'LOCATION_HOSPITAL_ACCOUNT'; name: string };
  treatmentInfo: { hospital: string; disease: string };
  crowdfundingUserInfo: { nickname: string; headImgUrl: string };
  isHelp: boolean;
  createdAt: number; // ms
  expireAt: number; // ms
  serviceCharge: 1 | 2 | 3 | 4;
}

/** GET /api/cf/v4/progress/get?infoUuid=&offset=0&limit=10&type=1 */
export interface ProgressItem {
  id: string;
  content: string;
  imageUrls: string; // comma-separated
  largeImageUrls: string; // comma-separated, suffix !cf_mtr_1080
  updateDate: number; // ms
  sortDate: number;
  updateTime: string;
}
export interface ProgressListRes { list: ProgressItem[]; hasNext: boolean; total: number }
/** POST /api/cf/v4/progress/add (owner only) */
export interface ProgressAddReq { infoUuid: string; content: string; imageUrls?: string }

/** POST /api/cf/v5/detail/get | get-self | get-shared */
export type { CommentListReq, CommentItem, CommentListRes, CommentAddReq } from '../contract/comments';

/** POST /api/cf/v5/verification/count */
export interface VerifyCountRes {
  count: number; countFromHospital: number;
  doctorVerificationCount: number; friendsVerificationCount: number; sickFriendsVerificationCount: number;
}
export interface VerificationItem {
  verifyId: string; infoUuid: string; nickname: string; headImgUrl: string;
  relationship: string; content: string; isDoctor: boolean; time: number; // ms
}
/** POST /api/cf/v5/verification/selected { infoUuid, orderType, maxCount = 7 } → { list } */
/** POST /api/cf/v5/verification/list { infoUuid, size, anchorId, orderType } */
export interface VerificationListRes extends VerifyCountRes { list: VerificationItem[]; anchorId: string; hasNext: boolean }

// ---------------------------------------------------------------- pay
/** POST /api/cf/v4/pay/get-status { infoUuid } */
export interface PayStatus {
  hot: boolean; eyeValue: number; firstDonate: boolean; subsidize: boolean; groupValue: number; caseCharge: number;
}
/** POST /api/cf/v4/pay/amount-test { infoUuid } */
export interface AmountTestRes { amount: number[]; eagleEyeExperiment: string; eagleEyeResult: string } // fen
/** Pay platform codes: 1 app, 2 JSSDK, 5 mini-program, 6/7 payment-app, 8 H5 */
export type PayPlatform = 1 | 2 | 5 | 6 | 7 | 8;
/** POST /api/cf/v41/order/add (and /contribute-add) — idempotent by idempotencyKey */
export interface OrderAddReq {
  infoUuid: string; amount: number; anonymous: boolean; platform: PayPlatform;
  idempotencyKey: string; channel?: string; userSourceId?: string; shareDv?: number; comment?: string;
}
export type Payment =
  | { provider: 'sandbox'; cashierUrl: string }
  | { provider: 'wxpay'; jsapi: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string } };
export interface OrderAddRes { orderId: string; amount: number; payment: Payment }
export type OrderStatus = 'PENDING' | 'PAID' | 'CLOSED' | 'REFUNDED';
/** POST /api/cf/v4/order/queryOrderStatus { orderId } */
export interface OrderStatusRes { orderId: string; infoUuid: string; amount: number; status: OrderStatus; firstDonation: boolean; paidAt: number | null }
/** POST /api/cf/v4/order/list { anchorId, size } (mine) */
export interface MyOrder { orderId: string; infoUuid: string; caseTitle: string; amount: number; anonymous: boolean; status: OrderStatus; createdAt: number }
export interface MyOrderListRes { list: MyOrder[]; hasNext: boolean; anchorId: string }
/** POST /api/cf/v4/order/modify-anonymous { orderId, anonymous } */
/** POST /api/cf/v4/love-list { infoUuid, anchorId, size } — the donor wall */
export interface DonorWallItem { orderId: string; nickname: string; headImgUrl: string; anonymous: boolean; amount: number; time: number }
export interface DonorWallRes { list: DonorWallItem[]; hasNext: boolean; anchorId: string }
/** POST /api/pay/sandbox/confirm { orderId, action: 'pay' | 'cancel' } (the sandbox cashier) */
export interface SandboxConfirmReq { orderId: string; action: 'pay' | 'cancel' }
export interface SandboxConfirmRes { status: 'PAID' | 'CLOSED'; redirectUrl: string }

// ---------------------------------------------------------------- share
/** POST /api/cf/share/success */
export interface ShareRecord {
  uuid: string; infoId: string; source: string; channel: string; userSourceId: string;
  shareId: string; shareDv: number; tradeNo: string; toWxSource: number; // share target 1..4
}

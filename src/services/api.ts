/**
 * The API as the stores see it: one typed method per server call (paths in contract.ts comments).
 * `createApi(request)` in ./index.ts builds it over the one HTTP client; tests pass a fake object of
 * this shape. Every method resolves with the envelope's `data` and rejects with an ApiError
 * (services/errors.ts) carrying the envelope's code and msg.
 */
import type {
  AmountTestRes, BindMobileReq, CaseListReq, CaseListRes, DonorWallRes, FundingInfo, FundingInfoReq, JssdkSignReq, JssdkSignRes, LoginCheckRes,
  LoginReq, LoginRes, MonitorReq, MpLoginReq, MyOrderListRes, OrderAddReq, OrderAddRes, OrderStatusRes,
  PageLogReq, PayStatus, ProgressAddReq, ProgressItem, ProgressListRes, SendCodeReq, ShareRecord, TrackReq,
  VerificationItem, VerificationListRes, VerifyCountRes, BasicStoreReq, BasicStoreRes, SandboxConfirmReq, SandboxConfirmRes,
} from './contract';
import type { Contract } from '../contract';
import type { ClientOf } from './client';
import type { RaiseApi } from './raise';
import type { StaffApi } from './staff';
import type { StaffWorkApi } from './staff-work';
import type { TrustApi } from './trust';
import type { MoneyApi } from './money';
import type { InvoiceApi } from './invoice';
import type { LedgerApi } from './ledger';

export interface Api {
  account: {
    sendVerifyCode(req: SendCodeReq): Promise<null>;
    loginWithMobile(req: LoginReq): Promise<LoginRes>;
    mpLogin(req: MpLoginReq): Promise<LoginRes>;
    bindMobile(req: BindMobileReq): Promise<LoginRes>;
    /** Mini-program: the getPhoneNumber button's code (POST /api/useraccount/bind-wx-phone). */
    bindWxPhone(req: { code: string }): Promise<LoginRes>;
    loginCheck(): Promise<LoginCheckRes>;
    logout(): Promise<null>;
  };
  stat: {
    pageLog(req: PageLogReq): Promise<null>;
    track(req: TrackReq): Promise<null>;
    monitor(req: MonitorReq): Promise<null>;
  };
  config: {
    basicStore(req: BasicStoreReq): Promise<BasicStoreRes>;
    /** Feature config (apollo): a JSON object, {} when the key is unknown. */
    featureConfig(key: string): Promise<Record<string, unknown>>;
  };
  wx: {
    jssdkSignature(req: JssdkSignReq): Promise<JssdkSignRes>;
  };
  cases: {
    list(req: CaseListReq): Promise<CaseListRes>;
    fundingInfo(req: FundingInfoReq): Promise<FundingInfo>;
    progressList(req: { infoUuid: string; offset: number; limit: number; type?: number }): Promise<ProgressListRes>;
    progressAdd(req: ProgressAddReq): Promise<ProgressItem>;
  };
  comments: ClientOf<Contract['comments']>;
  verification: {
    count(req: { infoUuid: string }): Promise<VerifyCountRes>;
    selected(req: { infoUuid: string; orderType?: number; maxCount?: number }): Promise<{ list: VerificationItem[] }>;
    list(req: { infoUuid: string; size?: number; anchorId?: string; orderType?: number }): Promise<VerificationListRes>;
  };
  pay: {
    status(req: { infoUuid: string }): Promise<PayStatus>;
    amountTest(req: { infoUuid: string }): Promise<AmountTestRes>;
    orderAdd(req: OrderAddReq): Promise<OrderAddRes>;
    queryOrderStatus(req: { orderId: string }): Promise<OrderStatusRes>;
    myOrders(req: { anchorId?: string; size?: number }): Promise<MyOrderListRes>;
    modifyAnonymous(req: { orderId: string; anonymous: boolean }): Promise<null>;
    donorWall(req: { infoUuid: string; anchorId?: string; size?: number }): Promise<DonorWallRes>;
    /** The sandbox provider's confirm (cashier page buttons; the mini-program's sandbox modal). */
    sandboxConfirm(req: SandboxConfirmReq): Promise<SandboxConfirmRes>;
  };
  share: {
    success(req: ShareRecord): Promise<null>;
  };
  /** Starting a case, its sections, review and publishing (services/raise.ts). */
  raise: RaiseApi;
  /** The staff console's calls (services/staff.ts; /api/staff/*, staff role only). */
  staff: StaffApi;
  /** The staff console's trust and money work (services/staff-work.ts; /api/staff/*, staff role only). */
  staffWork: StaffWorkApi;
  /** Fundraiser centre, progress posts, verification, discussion, reports, landings (services/trust.ts). */
  trust: TrustApi;
  /** Money out: withdrawals and refunds (services/money.ts). */
  money: MoneyApi;
  /** Donation receipts and statements (services/invoice.ts). */
  invoice: InvoiceApi;
  /** The public fund-use ledger, a donor's gift trace, the owner's fund-use reports (services/ledger.ts). */
  ledger: LedgerApi;
}

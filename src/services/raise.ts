/**
 * The raise API group (issue 7): starting a case, its sections, review and publishing. Paths and rules
 * are those of contract-raise.ts; `createRaiseApi(request)` builds the group over the one HTTP client.
 */
import type {
  ApplyRaiseReq, ApplyRaiseRes, BaseInfoReq, BaseInfoRes, GetBaseInfoRes, InfoStatusRes, MyRaiseCasesRes,
  PublishRes, RefuseMsgRes, Section, SectionReq, SectionRes, SubmitReq, SubmitRes,
} from './contract-raise';
import type { RequestFn } from './http';

/** The path of each section's read/save call (body { infoUuid } reads, { infoUuid, save } saves). */
export const SECTION_PATH: Record<Exclude<Section, 'base'>, string> = {
  patient: '/api/cf/v4/patient-info',
  payee: '/api/cf/v4/payee-info',
  hospital: '/api/cf/v4/hospital-payee-info',
  treatment: '/api/cf/v4/treatment-info',
  household: '/api/cf/v4/household-info',
  material: '/api/cf/v4/material-info',
  fundraiser: '/api/cf/v4/fundraiser-info',
};

export interface RaiseApi {
  /** Illness: creates a draft (no infoUuid) or updates it; a published case files a revision. */
  baseInfo(req: BaseInfoReq): Promise<BaseInfoRes>;
  /** Goods (raiseType 1): same body and rules. */
  goodsBaseInfo(req: Omit<BaseInfoReq, 'raiseType'>): Promise<BaseInfoRes>;
  /** Dream (raiseType 99): same body and rules. */
  dreamBaseInfo(req: Omit<BaseInfoReq, 'raiseType'>): Promise<BaseInfoRes>;
  getBaseInfo(req: { infoUuid: string }): Promise<GetBaseInfoRes>;
  /** Reads (no save) or saves a section (-> SAVED). */
  section<T>(section: Exclude<Section, 'base'>, req: SectionReq<T>): Promise<SectionRes<T>>;
  infoStatus(req: { infoUuid: string }): Promise<InfoStatusRes>;
  submitForReview(req: SubmitReq): Promise<SubmitRes>;
  refuseMsg(req: { infoUuid: string }): Promise<RefuseMsgRes>;
  publish(req: { infoUuid: string }): Promise<PublishRes>;
  myCases(): Promise<MyRaiseCasesRes>;
  /** Help registration (no login needed). */
  applyRaise(req: ApplyRaiseReq): Promise<ApplyRaiseRes>;
}

/** Builds the raise group over the request function. Saves are not deduplicated away: each is an intent. */
export function createRaiseApi(request: RequestFn): RaiseApi {
  return {
    baseInfo: (req) => request('/api/cf/v4/add-or-update-base-info', req),
    goodsBaseInfo: (req) => request('/api/cf/v4/goods/update/add-or-update-base-info', req),
    dreamBaseInfo: (req) => request('/api/cf/v4/dream/add-base-info', req),
    getBaseInfo: (req) => request('/api/cf/v4/get-base-info', req),
    section: (section, req) => request(SECTION_PATH[section], req),
    infoStatus: (req) => request('/api/cf/v4/get-info-status', req, { noDedupe: true }),
    submitForReview: (req) => request('/api/cf/v4/submit-for-review', req),
    refuseMsg: (req) => request('/api/cf/v4/get-refuse-msg', req),
    publish: (req) => request('/api/cf/v4/publish', req),
    myCases: () => request('/api/cf/v4/raise/my-cases', {}),
    applyRaise: (req) => request('/api/cf/apply/raise', req),
  };
}

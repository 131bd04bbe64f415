/**
 * The calls around the product: page and event logs, monitoring reports, feature config, the basic
 * store, the JSSDK signature and the share record. Tracking and monitoring are fire-and-forget writes:
 * never reported themselves (no loop), never treated as a login expiry.
 */
import { call, Enum, INFO_UUID, Int, Json, Null, Obj, Opt, Str, Type, type Static } from './schema';

/** The fire-and-forget calls' client options. */
const FIRE = { noReport: true, noLoginExpiry: true, noDedupe: true } as const;

export const PageLogReq = Obj({
  infoUuid: Opt(Str(0, 64)),
  fromPath: Str(0, 1000),
  toPath: Str(0, 1000),
  selfTag: Opt(Str(0, 100)),
  channel: Opt(Str(0, 50)),
  platform: Int(0, 100),
  grayMode: Opt(Int(0, 100)),
});
export type PageLogReq = Static<typeof PageLogReq>;

/** An analytics event (elementCode 106032); props at most 50 fields. */
export const TrackReq = Obj({
  elementCode: Int(0, 1e9),
  event: Str(1, 200),
  props: Opt(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50 })),
});
export type TrackReq = Static<typeof TrackReq>;

/** A monitoring report: category CF_IMPORTANT_<EVENT>, tags as a JSON string. */
export const MonitorReq = Obj({ category: Str(1, 200), tagsJson: Str(0, 20000) });
export type MonitorReq = Static<typeof MonitorReq>;

export const stat = {
  pageLog: call({ method: 'POST', path: '/api/cf/v4/stat/pageLog', access: 'visitor', req: PageLogReq, res: Null(), client: FIRE }),
  track: call({ method: 'POST', path: '/api/cf/v4/stat/eventLog', access: 'visitor', req: TrackReq, res: Null(), client: FIRE }),
  monitor: call({ method: 'POST', path: '/api/monitor/report', access: 'visitor', req: MonitorReq, res: Null(), client: FIRE }),
};

export const FeatureConfigReq = Obj({ key: Str(1, 100) });
export type FeatureConfigReq = Static<typeof FeatureConfigReq>;
export const BasicStoreReq = Obj({ activity_id: Str(1, 64) });
export type BasicStoreReq = Static<typeof BasicStoreReq>;
/** The slot's content ('' when the slot is empty). */
export const BasicStoreRes = Obj({ content: Str(0, 1_000_000) });
export type BasicStoreRes = Static<typeof BasicStoreRes>;

/** A page's views: `page` an in-app path or a case id; `record` counts this view first (once per visitor per day for uv). */
export const UvReq = Obj({ page: Str(1, 200), record: Opt(Type.Boolean()) });
export type UvReq = Static<typeof UvReq>;
/** Views (pv) and distinct visitors (uv), all time and today (China time). */
export const UvRes = Obj({ pv: Int(0), uv: Int(0), todayPv: Int(0), todayUv: Int(0) });
export type UvRes = Static<typeof UvRes>;

export const config = {
  /** Records a view of a page (when asked) and answers its counts from the database. */
  uvGet: call({ method: 'POST', path: '/api/frame/uv/get', access: 'visitor', req: UvReq, res: UvRes, client: { noDedupe: true, noReport: true } }),
  basicStore: call({ method: 'POST', path: '/api/frame/basic/store/v1/get', access: 'visitor', req: BasicStoreReq, res: BasicStoreRes }),
  /**
   * A feature config (apollo) as a JSON object: {} when the key is unknown; a stored non-object value
   * (e.g. the text of `oldActivityUrl`) as { [key]: value }.
   */
  featureConfig: call({ method: 'POST', path: '/api/cf/common/apollo/get-json-public', access: 'visitor', req: FeatureConfigReq, res: Json() }),
};

/** The page URL to sign: http(s) only (the handler refuses any other scheme). */
export const JssdkSignReq = Obj({ url: Str(1, 2000), thirdType: Opt(Int(0, 1000)) });
export type JssdkSignReq = Static<typeof JssdkSignReq>;
export const JssdkSignRes = Obj({ appId: Str(0, 100), timestamp: Int(0), nonceStr: Str(0, 100), signature: Str(0, 200) });
export type JssdkSignRes = Static<typeof JssdkSignRes>;

export const wx = {
  jssdkSignature: call({ method: 'POST', path: '/api/wx/jssdk/signature', access: 'visitor', req: JssdkSignReq, res: JssdkSignRes }),
};

/**
 * A completed share of a case (infoId): shareDv 1000, or 2000 when it forwards a share; toWxSource the
 * target, 1 timeline, 2 friend, 3 QQ, 4 QZone.
 */
export const ShareRecord = Obj({
  uuid: Opt(Str(0, 100)),
  infoId: INFO_UUID(),
  source: Opt(Str(0, 100)),
  channel: Opt(Str(0, 50)),
  userSourceId: Opt(Str(0, 100)),
  shareId: Opt(Str(0, 100)),
  shareDv: Enum([1000, 2000] as const),
  tradeNo: Opt(Str(0, 100)),
  toWxSource: Int(1, 4),
});
export type ShareRecord = Static<typeof ShareRecord>;

export const share = {
  success: call({ method: 'POST', path: '/api/cf/share/success', access: 'visitor', req: ShareRecord, res: Null(), client: { noDedupe: true } }),
};

/**
 * Content staff write and readers see: articles, common problems, adverts (the first-screen advert, the
 * left-swipe views, any other slot) and info pages keyed by a slug; the platform's public disclosures;
 * and the named calls around a case that read the database or the configuration staff edit (disease
 * knowledge, case ab-test, user portrait, medical count, help list, whether the reader shared a case).
 *
 * An item is shown only while it is published and inside its window: publishAt (if set) has passed and
 * takeDownAt (if set) has not. A taken-down item is never shown. Body text is plain text (paragraphs
 * split by blank lines), never HTML. A link is a path of one of our routes or an https address on the
 * allowed list (the server refuses any other).
 */
import { AnchorPage, ANCHOR, Bool, call, Enum, Img, INFO_UUID, Int, Json, List, Nullable, Obj, Opt, Str, type Static } from './schema';

export const CONTENT_KINDS = ['article', 'problem', 'advert', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const CONTENT_STATUSES = ['draft', 'published', 'taken_down'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Advert slots the product reads: the first-screen advert and the left-swipe views' default slot. */
export const AD_SLOT_FIRST_SCREEN = 'firstScreen';
export const AD_SLOT_LEFT_VIEWS = 'leftViews';

const W = { noDedupe: true } as const;

export const ArticleCard = Obj({
  id: Str(1, 64),
  title: Str(0, 100),
  summary: Str(0, 300),
  imageUrl: Img(),
  category: Str(0, 30),
  /** when it went out (ms): its publishAt, or the moment staff published it */
  publishAt: Int(0),
});
export type ArticleCard = Static<typeof ArticleCard>;

export const Article = Obj({
  id: Str(1, 64),
  title: Str(0, 100),
  summary: Str(0, 300),
  /** plain text, paragraphs split by blank lines */
  body: Str(0, 20000),
  imageUrl: Img(),
  category: Str(0, 30),
  linkUrl: Str(0, 500),
  publishAt: Int(0),
});
export type Article = Static<typeof Article>;

export const ArticleListReq = Obj({ category: Opt(Str(0, 30)), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
export type ArticleListReq = Static<typeof ArticleListReq>;
export const ArticleListRes = AnchorPage(ArticleCard);
export type ArticleListRes = Static<typeof ArticleListRes>;

export const Problem = Obj({ id: Str(1, 64), title: Str(0, 100), body: Str(0, 20000), category: Str(0, 30) });
export type Problem = Static<typeof Problem>;

/** An info page (the raising-help pages, service centre, insurance education ...), by slug. */
export const InfoPage = Obj({
  slug: Str(1, 64),
  title: Str(0, 100),
  summary: Str(0, 300),
  body: Str(0, 20000),
  imageUrl: Img(),
  linkUrl: Str(0, 500),
  /** the link's button text ('' when there is no link) */
  linkText: Str(0, 30),
});
export type InfoPage = Static<typeof InfoPage>;

export const Advert = Obj({ id: Str(1, 64), slot: Str(1, 64), title: Str(0, 100), summary: Str(0, 300), imageUrl: Img(), linkUrl: Str(0, 500) });
export type Advert = Static<typeof Advert>;

/** The platform's public disclosures, all from the database (money in fen). */
export const Publicity = Obj({
  caseCount: Int(0),
  raisingCount: Int(0),
  donationCount: Int(0),
  raisedFen: Int(0),
  paidOutFen: Int(0),
  refundedFen: Int(0),
  recent: List(Obj({ infoUuid: INFO_UUID(), title: Str(0, 200), raisedFen: Int(0), paidOutFen: Int(0), status: Int(0, 999) })),
  /** when these figures were read (ms) */
  at: Int(0),
});
export type Publicity = Static<typeof Publicity>;

// ------------------------------------------------------------------------------------ named calls
/** Disease knowledge of the case's disease: userfulDiseaseNorm name -> 0/1, diseaseNormShip name -> comma-separated norms. */
export const DiseaseKnowledge = Obj({
  userfulDiseaseNorm: Json(),
  diseaseNormShip: Json(),
});
export type DiseaseKnowledge = Static<typeof DiseaseKnowledge>;
export const AbTestStatus = Obj({ experiment: Str(0, 64), group: Str(0, 32), shareDv: Int(0) });
export type AbTestStatus = Static<typeof AbTestStatus>;
export const UserPortrait = Obj({
  loggedIn: Bool(),
  donateCount: Int(0),
  donateFen: Int(0),
  raiseCount: Int(0),
  shareCount: Int(0),
  /** no paid donation yet */
  isNewDonor: Bool(),
});
export type UserPortrait = Static<typeof UserPortrait>;
export const MedicalCount = Obj({ count: Int(0), countFromHospital: Int(0) });
export type MedicalCount = Static<typeof MedicalCount>;
export const HelpItem = Obj({ id: Str(1, 100), nickname: Str(0, 200), headImgUrl: Img(), kind: Enum(['donate', 'share'] as const), time: Int(0) });
export type HelpItem = Static<typeof HelpItem>;
export const HelpListRes = Obj({ list: List(HelpItem), total: Int(0) });
export type HelpListRes = Static<typeof HelpListRes>;

// ------------------------------------------------------------------------------------ staff
export const StaffContentItem = Obj({
  id: Str(1, 64),
  kind: Enum(CONTENT_KINDS),
  /** the page's slug, the advert's slot, the problem's or article's category key ('' when none) */
  slug: Str(0, 64),
  title: Str(0, 100),
  summary: Str(0, 300),
  body: Str(0, 20000),
  imageUrl: Img(),
  linkUrl: Str(0, 500),
  linkText: Str(0, 30),
  category: Str(0, 30),
  sort: Int(0, 9999),
  status: Enum(CONTENT_STATUSES),
  publishAt: Nullable(Int(0)),
  takeDownAt: Nullable(Int(0)),
  /** what a reader sees now: 草稿 / 待发布 / 已发布 / 已到期 / 已下架 */
  shownAs: Str(0, 10),
  updatedAt: Int(0),
  updatedBy: Str(0, 64),
  /** who changed it last, as the console names people (a staff display name, 系统; never the id) */
  updatedByName: Str(0, 100),
});
export type StaffContentItem = Static<typeof StaffContentItem>;

export const StaffContentSaveReq = Obj({
  /** absent: a new draft */
  id: Opt(Str(1, 64)),
  kind: Enum(CONTENT_KINDS),
  slug: Opt(Str(0, 64)),
  title: Str(1, 100),
  summary: Opt(Str(0, 300)),
  body: Opt(Str(0, 20000)),
  imageUrl: Opt(Img()),
  linkUrl: Opt(Str(0, 500)),
  linkText: Opt(Str(0, 30)),
  category: Opt(Str(0, 30)),
  sort: Opt(Int(0, 9999)),
  publishAt: Opt(Nullable(Int(0))),
  takeDownAt: Opt(Nullable(Int(0))),
});
export type StaffContentSaveReq = Static<typeof StaffContentSaveReq>;

export const ConfigEntry = Obj({ key: Str(1, 100), value: Str(0, 100_000) });
export type ConfigEntry = Static<typeof ConfigEntry>;

export const content = {
  articleList: call({ method: 'POST', path: '/api/cf/content/article/list', access: 'visitor', req: ArticleListReq, res: ArticleListRes }),
  /** A shown article; 404 文章不存在或已下架 otherwise. */
  article: call({ method: 'POST', path: '/api/cf/content/article/get', access: 'visitor', req: Obj({ id: Str(1, 64) }), res: Article }),
  problems: call({ method: 'POST', path: '/api/cf/content/problem/list', access: 'visitor', req: Obj({ category: Opt(Str(0, 30)) }), res: Obj({ list: List(Problem) }) }),
  /** A shown info page; 404 页面内容暂未发布 otherwise. */
  page: call({ method: 'POST', path: '/api/cf/content/page/get', access: 'visitor', req: Obj({ slug: Str(1, 64) }), res: InfoPage }),
  /** The slot's shown adverts, by sort order. */
  adverts: call({ method: 'POST', path: '/api/cf/content/advert/list', access: 'visitor', req: Obj({ slot: Str(1, 64) }), res: Obj({ list: List(Advert) }) }),
  publicity: call({ method: 'POST', path: '/api/cf/content/publicity', access: 'visitor', req: Obj({}), res: Publicity }),

  diseaseKnowledge: call({ method: 'POST', path: '/api/cf/v4/disease/knowledge-status', access: 'visitor', req: Obj({ infoUuid: INFO_UUID() }), res: DiseaseKnowledge }),
  abTest: call({ method: 'POST', path: '/api/cf/v4/case/ab-test-status', access: 'visitor', req: Obj({ infoUuid: INFO_UUID(), shareDv: Opt(Int(0, 100000)) }), res: AbTestStatus }),
  userPortrait: call({ method: 'POST', path: '/api/cf/v4/user/portrait', access: 'visitor', req: Obj({}), res: UserPortrait }),
  medicalCount: call({ method: 'POST', path: '/api/cf/v4/verification/medical-count', access: 'visitor', req: Obj({ infoUuid: INFO_UUID() }), res: MedicalCount }),
  helpList: call({ method: 'POST', path: '/api/cf/v4/case/help-list', access: 'visitor', req: Obj({ infoUuid: INFO_UUID(), size: Opt(Int(1, 50)) }), res: HelpListRes }),
  /** Whether the reader (by session) has shared the case, and the case's share count. */
  isShare: call({ method: 'POST', path: '/api/cf/share/is-share', access: 'visitor', req: Obj({ infoUuid: INFO_UUID() }), res: Obj({ isShare: Bool(), shareCount: Int(0) }) }),

  staffList: call({
    method: 'POST', path: '/api/staff/content/list', access: 'staff',
    req: Obj({ kind: Opt(Enum(CONTENT_KINDS)) }), res: Obj({ list: List(StaffContentItem) }),
  }),
  /** Creates (a draft) or edits an item; its link is checked against the routes and the allowed hosts. */
  staffSave: call({ method: 'POST', path: '/api/staff/content/save', access: 'staff', req: StaffContentSaveReq, res: StaffContentItem, client: W }),
  /** Publishes an item (shown from its publishAt, until its takeDownAt). */
  staffPublish: call({ method: 'POST', path: '/api/staff/content/publish', access: 'staff', req: Obj({ id: Str(1, 64) }), res: StaffContentItem, client: W }),
  /** Takes an item down at once, with a reason. */
  staffTakeDown: call({
    method: 'POST', path: '/api/staff/content/take-down', access: 'staff',
    req: Obj({ id: Str(1, 64), reason: Str(1, 200) }), res: StaffContentItem, client: W,
  }),
  configList: call({ method: 'POST', path: '/api/staff/config/list', access: 'staff', req: Obj({}), res: Obj({ list: List(ConfigEntry) }) }),
  /** Sets a feature config (apollo) key: a JSON value, or plain text. */
  configSet: call({ method: 'POST', path: '/api/staff/config/set', access: 'staff', req: ConfigEntry, res: ConfigEntry, client: W }),
};

/**
 * The growth tool's bd homepage, second half (a feature group: it ships with the growth subpackage,
 * not the main package): the adviser team's service info, the honour pictures and the landing page's
 * version, plus the staff editors behind them and behind the health tree's sample words.
 * - Service info is one record staff edit (team, service hours, phone, what they help with).
 * - Honour pictures are uploads staff manage (title, image, order); answered as absolute image URLs.
 * - The version is the reader's bucket of the experiment BD_VERSION_EXPERIMENT (stable per user, or
 *   per device before sign-in); the page orders its sections by it and tags the adviser request with it.
 * - Sample words: 1-200 characters each (the comment rules), at most WISH_WORDS_MAX, in staff's order.
 * Every staff write is audited.
 */
import { call, Empty, Img, Int, List, Null, Obj, Opt, Str, type Static } from './schema';

const W = { noDedupe: true } as const;
const BD = '/api/cf/growthtool/bd-homepage';
const S = '/api/staff/growth';

export const BD_VERSION_EXPERIMENT = 'bd_homepage_version';
/** A: the request form first; B: the platform's figures and honours first. */
export const BD_VERSIONS = ['A', 'B'] as const;
export const WISH_WORDS_MAX = 50;
export const SERVICE_ITEMS_MAX = 10;

export const ServiceInfo = Obj({
  teamName: Str(0, 50),
  /** e.g. 每天 9:00-21:00 */
  hours: Str(0, 100),
  phone: Str(0, 30),
  intro: Str(0, 500),
  /** what the advisers help with, one short line each */
  services: List(Str(1, 50), SERVICE_ITEMS_MAX),
  updatedAt: Int(0),
});
export type ServiceInfo = Static<typeof ServiceInfo>;
export const ServiceInfoSaveReq = Obj({
  teamName: Str(1, 50), hours: Str(1, 100), phone: Str(1, 30), intro: Opt(Str(0, 500)), services: List(Str(0, 50), SERVICE_ITEMS_MAX),
});
export type ServiceInfoSaveReq = Static<typeof ServiceInfoSaveReq>;

export const HonourPic = Obj({ id: Str(1, 64), title: Str(0, 50), imageUrl: Img(), sort: Int(0, 9999) });
export type HonourPic = Static<typeof HonourPic>;
export const HonourSaveReq = Obj({ id: Opt(Str(1, 64)), title: Str(1, 50), imageUrl: Img(), sort: Opt(Int(0, 9999)) });
export type HonourSaveReq = Static<typeof HonourSaveReq>;

export const TestVersion = Obj({ experiment: Str(1, 64), version: Str(1, 40) });
export type TestVersion = Static<typeof TestVersion>;

export const WishWord = Obj({ id: Int(1), text: Str(0, 1000), sort: Int(0) });
export type WishWord = Static<typeof WishWord>;
const WordList = Obj({ list: List(WishWord, WISH_WORDS_MAX) });

export const growthtool = {
  serviceInfo: call({ method: 'POST', path: `${BD}/get-service-info`, access: 'visitor', req: Empty(), res: ServiceInfo }),
  honourPics: call({ method: 'POST', path: `${BD}/get-honour-pic`, access: 'visitor', req: Empty(), res: Obj({ list: List(HonourPic, 30) }) }),
  /** The reader's version of the adviser landing page (the same on every visit). */
  testVersion: call({ method: 'POST', path: `${BD}/test-version`, access: 'visitor', req: Empty(), res: TestVersion }),

  staffServiceSave: call({ method: 'POST', path: `${S}/service-info/save`, access: 'staff', req: ServiceInfoSaveReq, res: ServiceInfo, client: W }),
  staffHonours: call({ method: 'POST', path: `${S}/honour/list`, access: 'staff', req: Empty(), res: Obj({ list: List(HonourPic, 30) }) }),
  staffHonourSave: call({ method: 'POST', path: `${S}/honour/save`, access: 'staff', req: HonourSaveReq, res: HonourPic, client: W }),
  staffHonourRemove: call({ method: 'POST', path: `${S}/honour/remove`, access: 'staff', req: Obj({ id: Str(1, 64) }), res: Null(), client: W }),

  staffWords: call({ method: 'POST', path: `${S}/wish-words/list`, access: 'staff', req: Empty(), res: WordList }),
  /** Adds (no id: at the end) or edits a sample; answers the whole list in order. */
  staffWordSave: call({ method: 'POST', path: `${S}/wish-words/save`, access: 'staff', req: Obj({ id: Opt(Int(1)), text: Str(0, 1000) }), res: WordList, client: W }),
  staffWordRemove: call({ method: 'POST', path: `${S}/wish-words/remove`, access: 'staff', req: Obj({ id: Int(1) }), res: WordList, client: W }),
  /** The new order: every sample's id exactly once. */
  staffWordsOrder: call({ method: 'POST', path: `${S}/wish-words/order`, access: 'staff', req: Obj({ ids: List(Int(1), WISH_WORDS_MAX) }), res: WordList, client: W }),
};

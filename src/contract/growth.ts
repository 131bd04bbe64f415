/**
 * Growth: the case's share poster, invitations, raise-help leads (registration and adviser requests,
 * called back by staff) and the health-tree prayer.
 * - A poster is a PNG the server composes (picture, title, amount raised, a code that opens the case
 *   with the share source in its URL); on H5 the code is a QR code, in the mini-program a WeChat
 *   mini-program code. The owner picks its picture among the case's images or an upload of their own.
 * - An invitation is recorded when the invitee accepts it (one inviter per invitee and kind, the first);
 *   whether the invitee then gave or raised is read from their orders and cases. Nothing is rewarded
 *   for sharing itself.
 * - A lead moves 待回访 -> 已回访 / 未接通 -> 已发起筹款 / 已关闭 (LEAD_MOVES), only by staff, each move audited;
 *   the person who asked sees its status and who called.
 */
import { ANCHOR, AnchorPage, Bool, call, Empty, Enum, Fen, Img, ImgList, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';

const W = { noDedupe: true } as const;

// ------------------------------------------------------------------------------------------ poster
export const PosterTarget = Enum(['h5', 'mp'] as const);
export type PosterTarget = Static<typeof PosterTarget>;
export const PosterReq = Obj({ infoUuid: INFO_UUID(), target: PosterTarget, userSourceId: Opt(Str(0, 100)) });
export type PosterReq = Static<typeof PosterReq>;
export const PosterInfo = Obj({
  infoUuid: INFO_UUID(),
  title: Str(0, 200),
  raisedAmount: Fen(),
  targetAmount: Fen(),
  donationCount: Int(0),
  /** the picture on the poster (the owner's pick, else the cover) */
  pictureUrl: Img(),
  /** what the owner may pick from: the cover and the case's images */
  pictures: ImgList(20),
  /** the address the code opens (H5: the case page with shareSource=poster) */
  caseUrl: Str(0, 2000),
  /** the composed PNG (absolute URL on this server) */
  posterUrl: Str(0, 2000),
  /** the mini-program page and scene the code opens ('' on H5) */
  mpPage: Str(0, 200),
  mpScene: Str(0, 32),
  /** the reader owns the case: may change the picture */
  canChange: Bool(),
});
export type PosterInfo = Static<typeof PosterInfo>;
/** The owner's pick: one of `pictures`, or a public image they uploaded. */
export const PosterPictureReq = Obj({ infoUuid: INFO_UUID(), pictureUrl: Img() });
export type PosterPictureReq = Static<typeof PosterPictureReq>;

// ------------------------------------------------------------------------------------------ invitations
export const InviteKind = Enum(['give', 'raise'] as const);
export type InviteKind = Static<typeof InviteKind>;
/** Where the invitation was sent from: the inviter page, the initiator page, Weibo, the mini-program. */
export const InviteChannel = Enum(['inviter', 'initiator', 'weibo', 'wx'] as const);
export type InviteChannel = Static<typeof InviteChannel>;
export const Invitee = Obj({
  nickname: Str(0, 200), headImgUrl: Img(), kind: InviteKind, channel: InviteChannel,
  /** ms since the epoch */
  invitedAt: Int(0), gaveAt: Nullable(Int(0)), raisedAt: Nullable(Int(0)),
});
export type Invitee = Static<typeof Invitee>;
export const InviteMineRes = Obj({
  code: Str(1, 40),
  /** the site's origin, for the invitation links (https://host) */
  origin: Str(0, 200),
  invited: Int(0), gave: Int(0), raised: Int(0),
  list: List(Invitee, 100),
});
export type InviteMineRes = Static<typeof InviteMineRes>;
export const InviteLandingRes = Obj({ valid: Bool(), inviterName: Str(0, 200), inviterHeadImgUrl: Img(), self: Bool() });
export type InviteLandingRes = Static<typeof InviteLandingRes>;
export const InviteAcceptReq = Obj({ code: Str(1, 40), kind: InviteKind, channel: InviteChannel });
export type InviteAcceptReq = Static<typeof InviteAcceptReq>;
/** accepted false: an earlier invitation of this kind was accepted already (it keeps the credit). */
export const InviteAcceptRes = Obj({ accepted: Bool() });
export type InviteAcceptRes = Static<typeof InviteAcceptRes>;

// ------------------------------------------------------------------------------------------ leads
export const LeadKind = Enum(['regist', 'adviser'] as const);
export type LeadKind = Static<typeof LeadKind>;
export const LeadStatusOf = Enum(['pending', 'unreachable', 'called', 'converted', 'closed'] as const);
export type LeadStatus = Static<typeof LeadStatusOf>;
export const LEAD_STATUS_LABEL: Record<LeadStatus, string> = {
  pending: '待回访', unreachable: '未接通', called: '已回访', converted: '已发起筹款', closed: '已关闭',
};
/** Where a lead may go from each status (staff only); converted and closed are final. */
export const LEAD_MOVES: Record<LeadStatus, readonly LeadStatus[]> = {
  pending: ['called', 'unreachable', 'closed'],
  unreachable: ['called', 'unreachable', 'closed'],
  called: ['converted', 'closed'],
  converted: [],
  closed: [],
};
/** A registration needs name, phone, city and the illness; an adviser request name and phone (note optional). */
export const LeadSubmitReq = Obj({
  kind: LeadKind, name: Str(0, 40), phone: Str(0, 20), city: Opt(Str(0, 50)), note: Opt(Str(0, 200)), channel: Opt(Str(0, 50)),
});
export type LeadSubmitReq = Static<typeof LeadSubmitReq>;
/** What the person who asked sees. */
export const LeadView = Obj({
  id: Str(1, 64), kind: LeadKind, name: Str(0, 20), phone: Str(0, 20), status: LeadStatusOf,
  /** the adviser's nickname once one took it ('' before) */
  adviser: Str(0, 200), createdAt: Int(0), updatedAt: Int(0),
});
export type LeadView = Static<typeof LeadView>;
export const LeadMineRes = Obj({ lead: Nullable(LeadView) });
export type LeadMineRes = Static<typeof LeadMineRes>;
export const StaffLead = Obj({
  id: Str(1, 64), kind: LeadKind, name: Str(0, 20), phone: Str(0, 20), city: Str(0, 50), note: Str(0, 200), channel: Str(0, 50),
  status: LeadStatusOf, ownerId: Str(0, 64), ownerName: Str(0, 200), staffNote: Str(0, 500), createdAt: Int(0), updatedAt: Int(0),
});
export type StaffLead = Static<typeof StaffLead>;
export const StaffLeadsReq = Obj({ status: Opt(LeadStatusOf), mine: Opt(Bool()), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
export type StaffLeadsReq = Static<typeof StaffLeadsReq>;
export const StaffLeadsRes = AnchorPage(StaffLead);
export type StaffLeadsRes = Static<typeof StaffLeadsRes>;
export const StaffLeadMoveReq = Obj({ id: Str(1, 64), to: LeadStatusOf, note: Opt(Str(0, 500)) });
export type StaffLeadMoveReq = Static<typeof StaffLeadMoveReq>;

/** The bd homepage's figures, all counted from the database. */
export const BdBaseInfo = Obj({ caseCount: Int(0), raisedAmount: Fen(), donationCount: Int(0), leadsCalled: Int(0) });
export type BdBaseInfo = Static<typeof BdBaseInfo>;
export const BdCase = Obj({ infoUuid: INFO_UUID(), title: Str(0, 200), coverUrl: Img(), raisedAmount: Fen(), donationCount: Int(0) });
export type BdCase = Static<typeof BdCase>;

// ------------------------------------------------------------------------------------------ prayer
export const Wish = Obj({ id: Str(1, 64), nickname: Str(0, 200), headImgUrl: Img(), content: Str(0, 1000), time: Int(0), mine: Bool() });
export type Wish = Static<typeof Wish>;
/** A wish: comment rules (1-200 characters of trimmed text, plain text). */
export const WishReq = Obj({ content: Str(1, 1000) });
export type WishReq = Static<typeof WishReq>;
export const WishStat = Obj({ count: Int(0), shareCount: Int(0), mine: Int(0) });
export type WishStat = Static<typeof WishStat>;

/**
 * The scene of a case's mini-program code (a scene holds at most 32 characters): a UUID case id as
 * its 32 hex digits, a shorter id as it is. The entry page turns it back with caseOfScene.
 */
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const sceneOfCase = (infoUuid: string): string => (UUID_RE.test(infoUuid) ? infoUuid.replace(/-/g, '') : infoUuid);
export function caseOfScene(scene: string): string {
  const s = decodeURIComponent(scene ?? '');
  return /^[0-9a-f]{32}$/i.test(s) ? `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}` : s;
}

const P = '/api/cf/growth';
const BD = '/api/cf/growthtool/bd-homepage';
const TREE = '/api/cf/v4/mkt/wishing-tree';

export const growth = {
  /** The poster of a case for this platform (anyone may share a case). */
  poster: call({ method: 'POST', path: `${P}/poster/info`, access: 'visitor', req: PosterReq, res: PosterInfo }),
  setPosterPicture: call({ method: 'POST', path: `${P}/poster/set-picture`, access: 'owner', req: PosterPictureReq, res: PosterInfo, client: W }),

  /** The reader's invitation code and the friends who accepted. */
  inviteMine: call({ method: 'POST', path: `${P}/invite/mine`, access: 'user', req: Empty(), res: InviteMineRes }),
  inviteLanding: call({ method: 'POST', path: `${P}/invite/landing`, access: 'visitor', req: Obj({ code: Str(1, 40) }), res: InviteLandingRes }),
  inviteAccept: call({ method: 'POST', path: `${P}/invite/accept`, access: 'user', req: InviteAcceptReq, res: InviteAcceptRes, client: W }),

  /** A registration or an adviser request (a lead for the staff queue). */
  leadSubmit: call({ method: 'POST', path: '/api/cf/clewtrack/contact-gw', access: 'user', req: LeadSubmitReq, res: LeadView, client: W }),
  /** The reader's latest lead of a kind and where it stands. */
  leadMine: call({ method: 'POST', path: `${BD}/get-gw-info`, access: 'user', req: Obj({ kind: LeadKind }), res: LeadMineRes }),
  bdBaseInfo: call({ method: 'POST', path: `${BD}/get-base-info`, access: 'visitor', req: Empty(), res: BdBaseInfo }),
  bdCases: call({ method: 'POST', path: `${BD}/get-case`, access: 'visitor', req: Empty(), res: Obj({ list: List(BdCase, 10) }) }),

  staffLeads: call({ method: 'POST', path: '/api/staff/growth/leads', access: 'staff', req: StaffLeadsReq, res: StaffLeadsRes }),
  /** The staff member takes the lead (becomes its owner). */
  staffLeadClaim: call({ method: 'POST', path: '/api/staff/growth/leads/claim', access: 'staff', req: Obj({ id: Str(1, 64) }), res: StaffLead, client: W }),
  staffLeadMove: call({ method: 'POST', path: '/api/staff/growth/leads/move', access: 'staff', req: StaffLeadMoveReq, res: StaffLead, client: W }),

  saveWishing: call({ method: 'POST', path: `${TREE}/save-wishing`, access: 'user', req: WishReq, res: Wish, client: W }),
  wishStat: call({ method: 'POST', path: `${TREE}/stat`, access: 'visitor', req: Empty(), res: WishStat }),
  wishLast: call({ method: 'POST', path: `${TREE}/get-last`, access: 'visitor', req: Obj({ size: Opt(Int(1, 50)) }), res: Obj({ list: List(Wish, 50) }) }),
  sampleWords: call({ method: 'POST', path: `${TREE}/sample-words`, access: 'visitor', req: Empty(), res: Obj({ words: List(Str(0, 200), 50) }) }),
  /** A completed share of the tree (1 timeline, 2 friend, 3 QQ, 4 QZone). */
  wishShare: call({ method: 'POST', path: `${TREE}/share`, access: 'visitor', req: Obj({ toWxSource: Int(1, 4) }), res: WishStat, client: W }),
};

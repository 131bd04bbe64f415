/**
 * The comment wall (/cf/water-comment), a feature group: readers' public comments and blessings
 * across the published cases, and blessings written on the wall itself, newest first, names masked.
 * A text follows the comment rules (1-200 characters of plain trimmed text). Staff hide an item
 * (it disappears from the wall and from its case) with a reason, or show it again; both audited.
 */
import { ANCHOR, AnchorPage, Bool, call, Img, Int, Obj, Opt, Str, type Static } from './schema';

const W = { noDedupe: true } as const;
export const WALL_PAGE = 20;

export const WallItem = Obj({
  id: Str(1, 64),
  /** the writer's nickname, masked: first character and ** */
  nickname: Str(0, 50),
  headImgUrl: Img(),
  /** plain text, never HTML */
  content: Str(0, 2000),
  /** seconds since the epoch */
  time: Int(0),
  /** the case it was left under ('' for a blessing written on the wall) */
  infoUuid: Str(0, 64),
  caseTitle: Str(0, 200),
  mine: Bool(),
});
export type WallItem = Static<typeof WallItem>;
export const WallListReq = Obj({ anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) });
export type WallListReq = Static<typeof WallListReq>;
export const WallPage = AnchorPage(WallItem);
export type WallPage = Static<typeof WallPage>;

export const StaffWallItem = Obj({
  id: Str(1, 64), userId: Str(0, 64), nickname: Str(0, 200), content: Str(0, 2000), time: Int(0),
  infoUuid: Str(0, 64), caseTitle: Str(0, 200), hidden: Bool(),
});
export type StaffWallItem = Static<typeof StaffWallItem>;

export const wall = {
  list: call({ method: 'POST', path: '/api/frame/comment/wall/list', access: 'visitor', req: WallListReq, res: WallPage }),
  add: call({ method: 'POST', path: '/api/frame/comment/wall/add', access: 'user', req: Obj({ content: Str(0, 1000) }), res: WallItem, client: W }),
  staffList: call({
    method: 'POST', path: '/api/staff/wall/list', access: 'staff',
    req: Obj({ hidden: Opt(Bool()), anchorId: Opt(ANCHOR()), size: Opt(Int(1, 50)) }), res: AnchorPage(StaffWallItem),
  }),
  staffHide: call({ method: 'POST', path: '/api/staff/wall/hide', access: 'staff', req: Obj({ id: Str(1, 64), reason: Str(1, 200) }), res: StaffWallItem, client: W }),
  staffRestore: call({ method: 'POST', path: '/api/staff/wall/restore', access: 'staff', req: Obj({ id: Str(1, 64) }), res: StaffWallItem, client: W }),
};

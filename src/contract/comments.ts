/**
 * Comments under a case: the public list, the reader's own, those shared with the reader, add, remove.
 * Comments are plain text, stored and shown as typed (never as HTML).
 */
import { ANCHOR, AnchorPage, Bool, call, Img, INFO_UUID, Int, Null, Obj, Opt, Str, type Static } from './schema';
import { SHORT_TEXT_MAX } from './rules/comment';

/** A comment under a case: a short public text (rules/comment.ts), 1-200 characters. */
export const COMMENT_MAX_LENGTH = SHORT_TEXT_MAX;

/** What a comment row is: a comment, or the message a donor left on the pay page (给TA留言), posted once the gift is paid. */
export const COMMENT_TYPE = { COMMENT: 0, GIFT_MESSAGE: 1, ANONYMOUS_GIFT_MESSAGE: 2 } as const;
/** The name an anonymous donor goes by on the 爱心榜 and under their message; their profile never leaves the server. */
export const ANONYMOUS_DONOR_NAME = '爱心人士';
/** The comment row of an order's message: one per order, so a repeated payment notice never posts it twice. */
export const giftMessageId = (orderId: string) => `gm-${orderId}`;

export const CommentItem = Obj({
  id: Str(0, 64),
  /** seconds since the epoch */
  time: Int(0),
  headImgUrl: Img(),
  nickname: Str(0, 200),
  /** plain text, never HTML */
  comments: Str(0, 2000),
  /** COMMENT_TYPE: 0 a comment, 1 a donor's 给TA留言 written when paying, 2 the same from an anonymous donor (shown as 爱心人士) */
  type: Int(0, 9),
  mine: Bool(),
});
export type CommentItem = Static<typeof CommentItem>;

export const CommentListReq = Obj({
  infoUuid: INFO_UUID(),
  size: Opt(Int(1, 50)),
  anchorId: Opt(ANCHOR()),
  pageNum: Opt(Int(0, 100000)),
  selfTag: Opt(Str(0, 100)),
  degree: Opt(Int(0, 100)),
  isYesterday: Opt(Bool()),
});
export type CommentListReq = Static<typeof CommentListReq>;
export const CommentListRes = AnchorPage(CommentItem);
export type CommentListRes = Static<typeof CommentListRes>;

/** A comment's text: 1..500 characters, not only blanks. */
export const CommentAddReq = Obj({ infoUuid: INFO_UUID(), content: Str(1, COMMENT_MAX_LENGTH) });
export type CommentAddReq = Static<typeof CommentAddReq>;

export const comments = {
  /** The case's comments, newest first (10 a page). */
  list: call({ method: 'POST', path: '/api/cf/v5/detail/get', access: 'visitor', req: CommentListReq, res: CommentListRes }),
  /** The reader's own comments on the case (empty for a visitor). */
  listSelf: call({ method: 'POST', path: '/api/cf/v5/detail/get-self', access: 'visitor', req: CommentListReq, res: CommentListRes }),
  /** Comments shared with the reader (empty for a visitor). */
  listShared: call({ method: 'POST', path: '/api/cf/v5/detail/get-shared', access: 'visitor', req: CommentListReq, res: CommentListRes }),
  add: call({ method: 'POST', path: '/api/cf/v4/comment/add', access: 'user', req: CommentAddReq, res: CommentItem, client: { noDedupe: true } }),
  /** The author or the case's owner removes a comment. */
  remove: call({
    method: 'POST', path: '/api/cf/v4/comment/remove', access: 'user',
    req: Obj({ commentId: Str(1, 64), infoUuid: INFO_UUID() }), res: Null(), client: { noDedupe: true },
  }),
};

/**
 * The donor's 给TA留言: written on the pay page, kept on the order, and posted once the gift is paid as a
 * comment under the case (爱心留言, type 1, or 2 under 爱心人士 for an anonymous gift), so the fundraiser
 * hears of it like any comment. The same rules as a comment: plain text, 1-200 characters once trimmed
 * (the order's schema caps it at 200). One comment per order (its id comes from the order's), written
 * in the paying transaction, which runs once per order.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertComment } from '../repositories/comments';
import { caseOwnerOf } from '../repositories/case-state';
import { userNickname } from '../repositories/users';
import { ANONYMOUS_DONOR_NAME, COMMENT_TYPE, giftMessageId } from '../../../src/contract/comments';
import { shortTextError } from '../../../src/contract/rules/comment';
import { notifyComment, type Outbox } from './notify';

export interface PaidGift { order_id: string; info_uuid: string; user_id: string; comment: string | null; anonymous: number | boolean | null }

export async function postGiftMessage(trx: Kysely<Database>, outbox: Outbox, g: PaidGift, now: number): Promise<void> {
  const content = (g.comment ?? '').trim();
  if (shortTextError(content, '留言')) return; // none written (or not a postable text)
  const anonymous = !!Number(g.anonymous);
  await insertComment(trx, {
    id: giftMessageId(g.order_id), info_uuid: g.info_uuid, user_id: g.user_id, content,
    type: anonymous ? COMMENT_TYPE.ANONYMOUS_GIFT_MESSAGE : COMMENT_TYPE.GIFT_MESSAGE, created_at: now, deleted: 0,
  });
  const kase = await caseOwnerOf(trx, g.info_uuid);
  const donor = await userNickname(trx, g.user_id);
  if (!kase) return;
  await notifyComment(trx, outbox, {
    infoUuid: g.info_uuid, ownerId: kase.owner_user_id, authorId: g.user_id, authorName: anonymous ? ANONYMOUS_DONOR_NAME : donor?.nickname ?? ANONYMOUS_DONOR_NAME, content,
  });
}

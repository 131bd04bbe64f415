/**
 * Attaching a phone to the logged-in user, by SMS code or by WeChat's phone button.
 *
 * A mini-program user is created by openid (wx.login). When the phone they bind already belongs to
 * another account (made on H5 with that phone), both are one person: the accounts merge, in one
 * transaction, into the phone's account (the survivor keeps its id, so its H5 sessions and links stay
 * valid). Everything the other account owned moves over — orders, cases, comments, verifications,
 * progress, refunds, withdrawals, shares, logs, revisions, the staff role — its sessions move too (the
 * mini-program stays logged in, now as the survivor), its openid moves to the survivor, and its user
 * row is deleted. No row is left naming it (repositories/account-merge.ts finds new tables too).
 *
 * Refused (该手机号已绑定其他账号): the current user already has another phone — two accounts that
 * each have a phone are two people as far as we can tell.
 * Known limit: users have one openid column; when the survivor already had a different openid (web
 * OAuth in the WeChat browser), the mini-program's replaces it and the merge is logged in the audit log.
 */
import type { AppDeps } from '../deps';
import { loginFailed } from '../lib/errors';
import { writeAudit } from '../repositories/audit';
import { dropDuplicateVerifications, moveColumn, moveStaffRole, userColumns } from '../repositories/account-merge';
import { deleteUser, findUserById, findUserByMobile, setUserIdentity, setUserMobile, type UserRow } from '../repositories/users';

export const PHONE_TAKEN = '该手机号已绑定其他账号';

export interface AttachResult {
  user: UserRow;
  /** The id of the account merged into `user`, when a merge happened. */
  mergedFrom?: string;
}

/** Binds `mobile` to `user`, merging `user` into the phone's account when there is one. */
export async function attachPhone(deps: AppDeps, user: UserRow, mobile: string): Promise<AttachResult> {
  if (user.mobile === mobile) return { user };
  const owner = await findUserByMobile(deps.db, mobile);
  if (!owner) {
    try {
      await setUserMobile(deps.db, user.user_id, mobile);
    } catch {
      // unique mobile: someone took it a moment ago; the caller may retry (it then merges)
      throw loginFailed(PHONE_TAKEN);
    }
    return { user: { ...user, mobile } };
  }
  if (owner.user_id === user.user_id) return { user: { ...user, mobile } };
  if (user.mobile) throw loginFailed(PHONE_TAKEN);
  const survivor = await mergeInto(deps, owner.user_id, user.user_id);
  return { user: survivor, mergedFrom: user.user_id };
}

/**
 * Merges account `fromId` into `toId` in one transaction (see the file comment). Returns the survivor.
 * Re-checks inside the transaction: `from` still exists and has no phone, `to` still exists.
 */
export async function mergeInto(deps: AppDeps, toId: string, fromId: string): Promise<UserRow> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const from = await findUserById(trx, fromId);
    const to = await findUserById(trx, toId);
    if (!from || !to) throw loginFailed('账号状态已变化，请重试');
    if (from.mobile) throw loginFailed(PHONE_TAKEN);

    const moved: Record<string, number> = {};
    moved['verifications.duplicate_dropped'] = await dropDuplicateVerifications(trx, fromId, toId);
    for (const [table, column] of await userColumns(trx)) {
      const n = await moveColumn(trx, table, column, fromId, toId);
      if (n) moved[`${table}.${column}`] = n;
    }
    if (await moveStaffRole(trx, fromId, toId, now)) moved['staff_users.user_id'] = 1;

    // The identity: the unique openid leaves the absorbed row before the survivor takes it.
    await deleteUser(trx, fromId);
    if (from.openid) {
      await setUserIdentity(trx, toId, {
        openid: from.openid,
        third_type: to.third_type ?? from.third_type,
        head_img_url: to.head_img_url || from.head_img_url,
      });
    }
    await writeAudit(trx, {
      actor: toId, action: 'user.merge', targetType: 'user', targetId: toId,
      before: { from: fromId, fromOpenid: from.openid, toOpenid: to.openid }, after: { moved }, reason: 'phone bound by another account',
    }, now);
  });
  const survivor = await findUserById(deps.db, toId);
  if (!survivor) throw loginFailed('账号状态已变化，请重试');
  return survivor;
}

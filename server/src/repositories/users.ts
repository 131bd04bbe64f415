/** Users and sessions (SQL only). */
import type { DB } from '../db';
import { first, prepared } from '../db/prepared';
import type { UsersTable } from '../db/schema';
import { loveBalance } from './love';

export type UserRow = UsersTable;

export const findUserById = (db: DB, userId: string) =>
  db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
export const findUserByMobile = (db: DB, mobile: string) =>
  db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst();
export const findUserByOpenid = (db: DB, openid: string) =>
  db.selectFrom('users').selectAll().where('openid', '=', openid).executeTakeFirst();

/** Inserts unless a row with the same unique mobile/openid exists (a concurrent first login). */
export async function insertUserIfAbsent(db: DB, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).onConflict((oc) => oc.doNothing()).execute();
}

export async function setUserMobile(db: DB, userId: string, mobile: string): Promise<void> {
  await db.updateTable('users').set({ mobile }).where('user_id', '=', userId).execute();
}

export async function insertSession(db: DB, tokenHash: string, userId: string, now: number, expiresAt: number) {
  await db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: now, expires_at: expiresAt }).execute();
}

const sessionUserQuery = prepared((db, p: { tokenHash: string; now: number }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .selectAll('users')
    .select('sessions.expires_at as session_expires_at')
    .where('sessions.token_hash', '=', p.tokenHash)
    .where('sessions.expires_at', '>', p.now),
);

/** The user of a live session and when the session ends, or undefined (every authenticated request: compiled once). */
export async function findSession(db: DB, tokenHash: string, now: number): Promise<{ user: UserRow; expiresAt: number } | undefined> {
  const row = first(await sessionUserQuery(db, { tokenHash, now }));
  if (!row) return undefined;
  const { session_expires_at: expiresAt, ...user } = row;
  return { user, expiresAt: Number(expiresAt) };
}

export async function deleteSession(db: DB, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** A user's counts for the 我的 hub: paid donations (refunded ones too) and what stays given, cases raised, verifications, love value. */
export async function userSummary(db: DB, userId: string) {
  const [given, refunded, raised, verified, loveValue] = await Promise.all([
    db.selectFrom('orders').where('user_id', '=', userId).where('status', 'in', ['PAID', 'REFUNDED'])
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('fen')]).executeTakeFirstOrThrow(),
    db.selectFrom('refunds').where('donor_user_id', '=', userId).where('status', '=', 'SUCCESS')
      .select((eb) => eb.fn.sum<number>('amount').as('fen')).executeTakeFirstOrThrow(),
    db.selectFrom('cases').where('owner_user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.selectFrom('verifications').where('user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    loveBalance(db, userId),
  ]);
  return {
    donationCount: Number(given.n), donatedFen: Number(given.fen ?? 0) - Number(refunded.fen ?? 0),
    raisedCount: Number(raised.n), verificationCount: Number(verified.n), loveValue,
  };
}

export const userNickname = (db: DB, userId: string) => db.selectFrom('users').select('nickname').where('user_id', '=', userId).executeTakeFirst();
export async function clearUserMobile(db: DB, userId: string): Promise<void> {
  await db.updateTable('users').set({ mobile: null }).where('user_id', '=', userId).execute();
}
/** The WeChat profile withdrawn: a neutral name, no picture. */
export async function resetUserProfile(db: DB, userId: string, nickname: string): Promise<void> {
  await db.updateTable('users').set({ nickname, head_img_url: '' }).where('user_id', '=', userId).execute();
}
/** The survivor of a merge takes the absorbed account's WeChat identity. */
export async function setUserIdentity(db: DB, userId: string, id: Pick<UsersTable, 'openid' | 'third_type' | 'head_img_url'>): Promise<void> {
  await db.updateTable('users').set(id).where('user_id', '=', userId).execute();
}
export async function deleteUser(db: DB, userId: string): Promise<void> {
  await db.deleteFrom('users').where('user_id', '=', userId).execute();
}

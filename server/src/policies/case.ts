/**
 * Who may do what with a case. One place for the decisions the handlers used to make inline; the
 * `owner` access level of the contract and the services call these.
 */
import type { AppDeps } from '../deps';
import { ApiError, forbidden, MSG, notFound } from '../lib/errors';
import { getCase, type CaseRow } from '../repositories/cases';
import { isStaff } from '../repositories/revisions';
import type { UserRow } from '../repositories/users';

/** The case, or 404 筹款不存在. */
export async function caseOr404(deps: Pick<AppDeps, 'db'>, infoUuid: string): Promise<CaseRow> {
  const c = await getCase(deps.db, infoUuid);
  if (!c) throw notFound(MSG.CASE_NOT_FOUND);
  return c;
}

export const isCaseOwner = (user: Pick<UserRow, 'user_id'> | null | undefined, c: Pick<CaseRow, 'owner_user_id'>): boolean =>
  !!user && c.owner_user_id === user.user_id;

/** Throws 403 unless the user owns the case. */
export function assertCaseOwner(user: Pick<UserRow, 'user_id'>, c: Pick<CaseRow, 'owner_user_id'>, err: ApiError = forbidden()): void {
  if (!isCaseOwner(user, c)) throw err;
}

/** The case named by `infoUuid` if the user owns it: 404 when there is none, 403 when it is someone else's. */
export async function ownedCaseOr403(deps: Pick<AppDeps, 'db'>, user: Pick<UserRow, 'user_id'>, infoUuid: string): Promise<CaseRow> {
  const c = await caseOr404(deps, infoUuid);
  assertCaseOwner(user, c);
  return c;
}

/** Whether the viewer may read the case's private parts (its sections, its draft): its owner or staff. */
export async function canReadCasePrivate(deps: Pick<AppDeps, 'db'>, viewer: Pick<UserRow, 'user_id'> | null | undefined, c: Pick<CaseRow, 'owner_user_id'>): Promise<boolean> {
  return isCaseOwner(viewer, c) || (!!viewer && (await isStaff(deps.db, viewer.user_id)));
}

/** The case named by `infoUuid` if the user may read its private parts: 404 when there is none, 403 unless owner or staff. */
export async function readableCaseOr403(deps: Pick<AppDeps, 'db'>, user: Pick<UserRow, 'user_id'>, infoUuid: string): Promise<CaseRow> {
  const c = await caseOr404(deps, infoUuid);
  if (!(await canReadCasePrivate(deps, user, c))) throw forbidden();
  return c;
}

export const OWN_CASE_MSG = '不能审核自己发起的筹款';
/** Staff never review their own case (403 不能审核自己发起的筹款). */
export function assertNotOwnCase(staff: Pick<UserRow, 'user_id'>, c: Pick<CaseRow, 'owner_user_id'>): void {
  if (isCaseOwner(staff, c)) throw new ApiError(403, 403, OWN_CASE_MSG);
}

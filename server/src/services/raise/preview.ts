/**
 * The owner's preview of a case not yet published: the case page as it will read, with its sections'
 * review statuses so the page can say where the raise stands. Only the owner gets it; for anyone else
 * (visitors, other users, staff, who have the staff console) an unpublished case does not exist, so a
 * draft never leaks. The answer is the owner's own and never enters the visitor cache or the server's
 * first screen (both read published cases only).
 */
import type { AppDeps } from '../../deps';
import { getDraftWithOwner } from '../../repositories/cases';
import { listSectionRows } from '../../repositories/raise';
import type { UserRow } from '../../repositories/users';
import { isCaseOwner } from '../../policies/case';
import { payeeRelationOf, requiredSections, statusesOf } from './gates';

/** The viewer's own unpublished case and its review state, or null (no such draft, or not the viewer's). */
export async function ownerPreview(deps: Pick<AppDeps, 'db'>, viewer: Pick<UserRow, 'user_id'> | null | undefined, infoUuid: string) {
  if (!viewer) return null;
  const c = await getDraftWithOwner(deps.db, infoUuid);
  if (!c || !isCaseOwner(viewer, c)) return null;
  const rows = await listSectionRows(deps.db, infoUuid);
  return { c, preview: { sections: statusesOf(rows), required: requiredSections(c.raise_type, payeeRelationOf(rows)) } };
}

/**
 * Who may do what with a matching-gift activity (roles of src/contract/activity.ts):
 * - MASTER, the staff member who created it (every staff member, for one the system created: the
 *   demo data's): everything (fund, start, resume, end, freeze, unfreeze,
 *   control group, edit its cases, clear or reject held matches);
 * - SLAVE, any other staff member: may stop money going out (pause, risk control) and reject held
 *   matches; never puts money in or out (no fund, resume, end, clear);
 * - FUNDRAISER, the owner of a case in it: reads its figures for that case only;
 * - NONE: reads the public figures.
 */
import { forbidden } from '../lib/errors';
import type { ActivityRole } from '../../../src/contract/activity';
import type { ActivityRow } from '../repositories/activity';
import type { UserRow } from '../repositories/users';

export type ActivityDeed = 'fund' | 'edit' | 'clear' | 'reject' | 'start' | 'pause' | 'resume' | 'risk' | 'freeze' | 'unfreeze' | 'control' | 'end';

const MAY: Record<ActivityRole, readonly ActivityDeed[]> = {
  MASTER: ['fund', 'edit', 'clear', 'reject', 'start', 'pause', 'resume', 'risk', 'freeze', 'unfreeze', 'control', 'end'],
  SLAVE: ['pause', 'risk', 'reject'],
  FUNDRAISER: [],
  NONE: [],
};

export function activityRole(user: Pick<UserRow, 'user_id'> | null | undefined, a: Pick<ActivityRow, 'created_by'>, staff: boolean, ownsCaseInIt = false): ActivityRole {
  if (user && staff) return a.created_by === user.user_id || a.created_by === 'system' ? 'MASTER' : 'SLAVE';
  return ownsCaseInIt ? 'FUNDRAISER' : 'NONE';
}

export const mayDo = (role: ActivityRole, deed: ActivityDeed) => MAY[role].includes(deed);

/** 403 unless the role may make the deed. */
export function assertMay(role: ActivityRole, deed: ActivityDeed): void {
  if (!mayDo(role, deed)) throw forbidden();
}

/** The status actions the role may take (the machine still decides which are legal from the current state). */
export const actionsOf = (role: ActivityRole) => MAY[role].filter((d) => !['fund', 'edit', 'clear', 'reject'].includes(d));

/**
 * The staff side of group help: a groupHelp activity's ladders and team size cap, read and set by its
 * MASTER (policies/activity.ts 'edit'). Ladders change only while the activity does not run (UNSTART,
 * or stopped: PAUSE, RISK_CONTROL, FREEZE), so no gift is counted against rules that move under it.
 * Every change writes its audit row in the same transaction.
 */
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { writeAudit } from '../../repositories/audit';
import { isStaff } from '../../repositories/revisions';
import { activityById, lockPool } from '../../repositories/activity';
import { deleteLadders, insertLadders, laddersOf, teamMaxOf, teamsOfActivity, upsertBonfireRules } from '../../repositories/bonfire';
import type { UserRow } from '../../repositories/users';
import { activityRole, assertMay, mayDo } from '../../policies/activity';
import { laddersError } from '../../../../src/contract/rules/bonfire';
import type { StaffBonfireRules } from '../../../../src/contract/bonfire';

const EDITABLE = ['UNSTART', 'PAUSE', 'RISK_CONTROL', 'FREEZE'];

export async function staffRules(deps: AppDeps, staff: UserRow, activityId: string): Promise<StaffBonfireRules> {
  const a = await activityById(deps.db, activityId);
  if (!a) throw notFound('活动不存在');
  const role = activityRole(staff, a, await isStaff(deps.db, staff.user_id));
  const teams = await teamsOfActivity(deps.db, activityId);
  return {
    activityId, kind: a.kind, status: a.status, teamMax: await teamMaxOf(deps.db, activityId), ladders: await laddersOf(deps.db, activityId),
    can: { edit: a.kind === 'groupHelp' && mayDo(role, 'edit') && EDITABLE.includes(a.status) },
    teams: teams.map((t) => ({
      teamId: t.team_id, infoUuid: t.info_uuid, leaderNickname: t.nickname ?? '', memberCount: Number(t.member_count), gaveCount: Number(t.gave_count),
      ladderFinishNum: Number(t.ladder_finish_num), released: Number(t.released),
    })),
  };
}

export async function setRules(deps: AppDeps, staff: UserRow, req: { activityId: string; teamMax: number; ladders: { need: number; subsidy: number }[]; reason: string }): Promise<void> {
  const err = laddersError(req.ladders, req.teamMax);
  if (err) throw badRequest(err);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const a = await lockPool(trx, deps.dialect, req.activityId);
    if (!a) throw notFound('活动不存在');
    if (a.kind !== 'groupHelp') throw badRequest('只有组队助力活动可以设置阶梯');
    assertMay(activityRole(staff, a, true), 'edit');
    if (!EDITABLE.includes(a.status)) throw conflict(a.status === 'APPROVE' ? '活动进行中，请先暂停再修改阶梯' : '活动已结束，不能修改阶梯');
    const before = { teamMax: await teamMaxOf(trx, a.activity_id), ladders: await laddersOf(trx, a.activity_id) };
    await deleteLadders(trx, a.activity_id);
    await insertLadders(trx, a.activity_id, req.ladders);
    await upsertBonfireRules(trx, { activityId: a.activity_id, teamMax: req.teamMax, by: staff.user_id, now });
    await writeAudit(trx, {
      actor: staff.user_id, action: 'activity.bonfire_rules', targetType: 'activity', targetId: a.activity_id, before,
      after: { teamMax: req.teamMax, ladders: req.ladders.map((l, i) => ({ n: i + 1, ...l })) }, reason: req.reason,
    }, now);
  });
}

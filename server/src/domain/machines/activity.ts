/**
 * The activity machines. States are the contract's (src/contract/activity.ts).
 *
 * Activity (activities.status):
 *   UNSTART      --start-->   APPROVE            (staff; the pool may be funded before or after)
 *   UNSTART      --control--> CONTROL_GROUP      (an experiment's control arm: listed, never matches)
 *   UNSTART      --end-->     END_WITH_DONE      (called off before it started)
 *   APPROVE      --pause-->   PAUSE              (no matching until resumed)
 *   APPROVE      --risk-->    RISK_CONTROL       (risk team stops matching while it looks)
 *   APPROVE | PAUSE | RISK_CONTROL --freeze--> FREEZE (nothing moves but refunds' returns)
 *   PAUSE | RISK_CONTROL --resume--> APPROVE
 *   RISK_CONTROL --pause-->   PAUSE
 *   FREEZE       --unfreeze--> PAUSE             (staff then resume or end it explicitly)
 *   APPROVE | PAUSE | RISK_CONTROL | FREEZE | CONTROL_GROUP --end--> END_WITH_DONE (staff)
 *   APPROVE | PAUSE | RISK_CONTROL | CONTROL_GROUP --time--> END_WITH_TIME (its end date passed: the sweep)
 *   END_WITH_DONE, END_WITH_TIME: final. Ending releases what is left in the pool to the sponsor.
 * Only APPROVE matches donations. A pool that runs dry stays APPROVE (a refund may refill it) and says so.
 *
 * Match (activity_matches.status): a donation the fraud rules flagged is HELD (nothing taken from the
 * pool); staff clear it (HELD -> MATCHED, matched then under every cap) or reject it (HELD -> REJECTED).
 * A donation matched at once is inserted MATCHED.
 */
import { ACTIVITY_KINDS, ACTIVITY_STATUSES, type ActivityKind, type ActivityStatus, type MatchStatus } from '../../../../src/contract/activity';
import { defineMachine } from './transition';

export { ACTIVITY_KINDS, ACTIVITY_STATUSES };
export type { ActivityKind, ActivityStatus, MatchStatus };

export const ACTIVITY = defineMachine<'activities', ActivityStatus>({
  name: 'activity',
  table: 'activities',
  moves: {
    UNSTART: ['APPROVE', 'CONTROL_GROUP', 'END_WITH_DONE'],
    APPROVE: ['PAUSE', 'RISK_CONTROL', 'FREEZE', 'END_WITH_DONE', 'END_WITH_TIME'],
    PAUSE: ['APPROVE', 'FREEZE', 'END_WITH_DONE', 'END_WITH_TIME'],
    RISK_CONTROL: ['APPROVE', 'PAUSE', 'FREEZE', 'END_WITH_DONE', 'END_WITH_TIME'],
    FREEZE: ['PAUSE', 'END_WITH_DONE'],
    CONTROL_GROUP: ['END_WITH_DONE', 'END_WITH_TIME'],
    END_WITH_DONE: [],
    END_WITH_TIME: [],
  },
  refusal: '活动当前状态不可进行该操作',
});

/** The staff actions and the move each makes (the machine checks the move is allowed from the current state). */
export const ACTIVITY_ACTIONS = {
  start: 'APPROVE', pause: 'PAUSE', resume: 'APPROVE', risk: 'RISK_CONTROL', freeze: 'FREEZE', unfreeze: 'PAUSE', control: 'CONTROL_GROUP', end: 'END_WITH_DONE',
} as const satisfies Record<string, ActivityStatus>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** States an action may start from (so `resume` never starts an UNSTART one and `start` never resumes). */
export const ACTION_FROM: Record<ActivityAction, readonly ActivityStatus[]> = {
  start: ['UNSTART'], pause: ['APPROVE', 'RISK_CONTROL'], resume: ['PAUSE', 'RISK_CONTROL'], risk: ['APPROVE'],
  freeze: ['APPROVE', 'PAUSE', 'RISK_CONTROL'], unfreeze: ['FREEZE'], control: ['UNSTART'],
  end: ['UNSTART', 'APPROVE', 'PAUSE', 'RISK_CONTROL', 'FREEZE', 'CONTROL_GROUP'],
};

export const ENDED: readonly ActivityStatus[] = ['END_WITH_DONE', 'END_WITH_TIME'];

export const MATCH = defineMachine<'activity_matches', MatchStatus>({
  name: 'activity_match',
  table: 'activity_matches',
  moves: { HELD: ['MATCHED', 'REJECTED'], MATCHED: [], REJECTED: [] },
  refusal: '该配捐已处理',
});

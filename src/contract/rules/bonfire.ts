/**
 * Group help ("bonfire", activity kind groupHelp, activityType BONFIRE), both sides. A team on a case
 * climbs ladders: ladder n needs `need` members who have GIVEN to the case (a paid gift of at least the
 * activity's smallest gift, made while a member) and releases `subsidy` fen from the activity's pool to
 * the case. Joining or sharing never counts and never moves money (WeChat forbids share incentives).
 * Pure functions: the server computes the flags it sends with these, the screens read the same.
 */

export interface Ladder {
  /** 1-based, in climbing order */
  n: number;
  /** members who gave, needed to finish this ladder */
  need: number;
  /** fen released to the case when it is finished */
  subsidy: number;
}

/**
 * messageStatusType: which maximum a case or team has reached.
 * 0 none; 1 the case got the most it can (the activity's per-case cap or a dry pool);
 * 2 this team (the current bonfire) got its most (its top ladder is finished); 3 both.
 */
export const MESSAGE_STATUS = { NONE: 0, CASE_MAX: 1, BOF_MAX: 2, BOTH: 3 } as const;

/** Statuses in which a bonfire is shown as one to non-owners (live, or ended with its ladders done). */
export const BONFIRE_SHOWN_STATUSES = ['APPROVE', 'END_WITH_DONE'] as const;

/** Ladders sorted; each needs more givers than the one before, subsidies are whole fen. Returns a Chinese reason or ''. */
export function laddersError(ladders: readonly Pick<Ladder, 'need' | 'subsidy'>[], teamMax: number): string {
  if (!ladders.length) return '请至少设置一个阶梯';
  if (ladders.length > 10) return '阶梯最多10个';
  for (let i = 0; i < ladders.length; i++) {
    const l = ladders[i];
    if (!Number.isSafeInteger(l.need) || l.need < 1) return `第${i + 1}阶梯的人数须为正整数`;
    if (!Number.isSafeInteger(l.subsidy) || l.subsidy < 1) return `第${i + 1}阶梯的补贴金额须大于0`;
    if (i > 0 && l.need <= ladders[i - 1].need) return `第${i + 1}阶梯的人数须多于第${i}阶梯`;
  }
  if (teamMax < ladders[ladders.length - 1].need) return '队伍人数上限不能少于最高阶梯所需人数';
  return '';
}

/** How many ladders `gave` givers finish (the ladders in climbing order). */
export const laddersReached = (ladders: readonly Ladder[], gave: number) => ladders.filter((l) => l.need <= gave).length;

/** The ladder the team works on now: the one after the finished ones, the top one once all are done; 0 without ladders. */
export const currentLadderNum = (ladders: readonly Ladder[], ladderFinishNum: number) =>
  ladders.length ? Math.min(ladderFinishNum + 1, ladders.length) : 0;

/** A bonfire with status APPROVE or END_WITH_DONE seen by someone who is not the case's owner. */
export const isBonfireActivity = (status: string, isOwner: boolean) =>
  !isOwner && (BONFIRE_SHOWN_STATUSES as readonly string[]).includes(status);

/** The case got its most (messageStatusType 1 or 3). */
export const isGetCaseMaxSubsidy = (messageStatusType: number) => messageStatusType === MESSAGE_STATUS.CASE_MAX || messageStatusType === MESSAGE_STATUS.BOTH;

/** The current team got its most: messageStatusType 2 or 3, or its top ladder is finished. */
export const isGetCurrentBofMaxSubsidy = (messageStatusType: number, ladderCount = 0, ladderFinishNum = 0) =>
  messageStatusType === MESSAGE_STATUS.BOF_MAX || messageStatusType === MESSAGE_STATUS.BOTH || (ladderCount > 0 && ladderFinishNum >= ladderCount);

/** messageStatusType from the two facts (the top ladder finished sets the current-max part). */
export const messageStatusType = (caseMax: boolean, topFinished: boolean) =>
  (caseMax ? MESSAGE_STATUS.CASE_MAX : 0) + (topFinished ? MESSAGE_STATUS.BOF_MAX : 0);

/** One more giver finishes the next ladder (the team is live and not at the top). */
export function isLastOneCanFinish(ladders: readonly Ladder[], ladderFinishNum: number, gave: number, live: boolean): boolean {
  if (!live || ladderFinishNum >= ladders.length) return false;
  return gave + 1 >= ladders[ladderFinishNum].need;
}

/** Givers still needed for the next ladder (0 at the top). */
export const giversToNext = (ladders: readonly Ladder[], ladderFinishNum: number, gave: number) =>
  ladderFinishNum >= ladders.length ? 0 : Math.max(0, ladders[ladderFinishNum].need - gave);

/** What all the ladders release together (fen). */
export const laddersTotal = (ladders: readonly Ladder[]) => ladders.reduce((s, l) => s + l.subsidy, 0);

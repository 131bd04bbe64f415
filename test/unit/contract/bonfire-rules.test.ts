/** Group-help ("bonfire") rules: the derived values and flags both the server and the screens use. */
import {
  currentLadderNum, giversToNext, isBonfireActivity, isGetCaseMaxSubsidy, isGetCurrentBofMaxSubsidy, isLastOneCanFinish, laddersError, laddersReached,
  laddersTotal, MESSAGE_STATUS, messageStatusType, type Ladder,
} from '../../../src/contract/rules/bonfire';

const L: Ladder[] = [{ n: 1, need: 2, subsidy: 1000 }, { n: 2, need: 5, subsidy: 3000 }, { n: 3, need: 8, subsidy: 6000 }];

test('currentLadderNum: the ladder after the finished ones, the top once all are done, 0 without ladders', () => {
  expect(currentLadderNum(L, 0)).toBe(1);
  expect(currentLadderNum(L, 1)).toBe(2);
  expect(currentLadderNum(L, 3)).toBe(3);
  expect(currentLadderNum([], 0)).toBe(0);
});

test('laddersReached counts ladders whose givers are in; joins alone are not givers', () => {
  expect([0, 1, 2, 4, 5, 7, 8, 20].map((g) => laddersReached(L, g))).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  expect(giversToNext(L, 1, 3)).toBe(2);
  expect(giversToNext(L, 3, 9)).toBe(0);
  expect(laddersTotal(L)).toBe(10_000);
});

test('isBonfireActivity: APPROVE or END_WITH_DONE seen by a non-owner only', () => {
  expect(isBonfireActivity('APPROVE', false)).toBe(true);
  expect(isBonfireActivity('END_WITH_DONE', false)).toBe(true);
  expect(isBonfireActivity('APPROVE', true)).toBe(false);
  for (const s of ['UNSTART', 'PAUSE', 'END_WITH_TIME', 'FREEZE', 'RISK_CONTROL', 'CONTROL_GROUP']) expect(isBonfireActivity(s, false)).toBe(false);
});

test('max-subsidy flags by messageStatusType; the top ladder sets the current-max flag', () => {
  expect([0, 1, 2, 3].map((t) => isGetCaseMaxSubsidy(t))).toEqual([false, true, false, true]);
  expect([0, 1, 2, 3].map((t) => isGetCurrentBofMaxSubsidy(t))).toEqual([false, false, true, true]);
  expect(isGetCurrentBofMaxSubsidy(MESSAGE_STATUS.NONE, 3, 3)).toBe(true); // top ladder finished
  expect(isGetCurrentBofMaxSubsidy(MESSAGE_STATUS.NONE, 3, 2)).toBe(false);
  expect(isGetCurrentBofMaxSubsidy(MESSAGE_STATUS.NONE, 0, 0)).toBe(false);
  expect([messageStatusType(false, false), messageStatusType(true, false), messageStatusType(false, true), messageStatusType(true, true)]).toEqual([0, 1, 2, 3]);
});

test('isLastOneCanFinish: one more giver finishes the next ladder, only while live and below the top', () => {
  expect(isLastOneCanFinish(L, 0, 1, true)).toBe(true);
  expect(isLastOneCanFinish(L, 0, 0, true)).toBe(false);
  expect(isLastOneCanFinish(L, 1, 4, true)).toBe(true);
  expect(isLastOneCanFinish(L, 1, 3, true)).toBe(false);
  expect(isLastOneCanFinish(L, 1, 4, false)).toBe(false);
  expect(isLastOneCanFinish(L, 3, 8, true)).toBe(false);
});

test('laddersError: climbing needs, positive subsidies, a team cap that holds the top ladder', () => {
  expect(laddersError([{ need: 2, subsidy: 100 }, { need: 4, subsidy: 200 }], 4)).toBe('');
  expect(laddersError([], 5)).toBe('请至少设置一个阶梯');
  expect(laddersError([{ need: 2, subsidy: 100 }, { need: 2, subsidy: 200 }], 5)).toBe('第2阶梯的人数须多于第1阶梯');
  expect(laddersError([{ need: 2, subsidy: 0 }], 5)).toBe('第1阶梯的补贴金额须大于0');
  expect(laddersError([{ need: 0, subsidy: 10 }], 5)).toBe('第1阶梯的人数须为正整数');
  expect(laddersError([{ need: 6, subsidy: 10 }], 5)).toBe('队伍人数上限不能少于最高阶梯所需人数');
});

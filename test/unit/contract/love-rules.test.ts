/**
 * The love-value rules: giving by amount band, the sign-in's points, the published odds, the tier from
 * the love value, which rights a stored tier 0-6 opens, and who sees them (loveScore 100 vs 101).
 */
import {
  chinaDay, dayBefore, maskName, ODDS_TOTAL, pointsForGift, pointsForSignIn, prizeForRoll, PRIZES, rightsOfTier, tierForLove, visibleRights,
} from '../../../src/contract/rules/love';
import { monthGrid } from '../../../src/lib/love-calendar';

test('giving earns by band, never per fen', () => {
  expect([0, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 5_000_000].map(pointsForGift)).toEqual([0, 0, 1, 1, 5, 5, 20, 20, 50, 50]);
});

test('the sign-in earns 1 more each day of a streak, at most 7', () => {
  expect([0, 1, 2, 6, 7, 8, 30].map(pointsForSignIn)).toEqual([1, 1, 2, 6, 7, 7, 7]);
});

test('the odds sum to the total and every roll maps to a prize in the published proportions', () => {
  expect(PRIZES.reduce((s, p) => s + p.weight, 0)).toBe(ODDS_TOTAL);
  const count: Record<string, number> = {};
  for (let roll = 0; roll < ODDS_TOTAL; roll++) count[prizeForRoll(roll).code] = (count[prizeForRoll(roll).code] ?? 0) + 1;
  expect(count).toEqual(Object.fromEntries(PRIZES.map((p) => [p.code, p.weight])));
  expect(PRIZES.every((p) => !/元|现金|红包/.test(p.name))).toBe(true);
});

test('stored tiers 0-6 open the rights of their set; empty opens none', () => {
  expect([0, 1, 2, 3, 4, 5, 6].map((t) => rightsOfTier(t))).toEqual([
    [], ['prove', 'pay-list'], ['user-love'], ['prove', 'pay-list', 'user-love'], ['prove', 'pay-list'], ['user-love'], ['prove', 'pay-list', 'user-love'],
  ]);
  expect(rightsOfTier(null)).toEqual([]);
  expect(rightsOfTier(undefined)).toEqual([]);
  expect(rightsOfTier(7)).toEqual([]);
});

test('the tier comes from the love value band', () => {
  expect([0, 100, 101, 299, 300, 999, 1000, 2999, 3000, 4999, 5000, 9999, 10000].map(tierForLove)).toEqual([0, 0, 2, 2, 1, 1, 3, 3, 5, 5, 4, 4, 6]);
});

test('rights show only to a logged-in non-owner, loveScore above 100, not on the new report', () => {
  const base = { loggedIn: true, isOwner: false, isNewVersion: false };
  for (let tier = 0; tier <= 6; tier++) {
    expect(visibleRights({ ...base, tier, loveScore: 100 })).toEqual([]);
    expect(visibleRights({ ...base, tier, loveScore: 101 })).toEqual(rightsOfTier(tier));
    expect(visibleRights({ ...base, tier, loveScore: 101, loggedIn: false })).toEqual([]);
    expect(visibleRights({ ...base, tier, loveScore: 101, isOwner: true })).toEqual([]);
    expect(visibleRights({ ...base, tier, loveScore: 101, isNewVersion: true })).toEqual([]);
  }
});

test('China-time days, the calendar grid, masked names', () => {
  expect(chinaDay(Date.UTC(2026, 10, 26, 15, 59))).toBe('2026-11-26');
  expect(chinaDay(Date.UTC(2026, 10, 26, 16, 0))).toBe('2026-11-27');
  expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  const grid = monthGrid('2026-11-27', ['2026-11-26', '2026-11-27', '2026-10-31']);
  const cells = grid.flat().filter((c) => c !== null);
  expect(cells).toHaveLength(30);
  expect(grid[0].findIndex((c) => c !== null)).toBe(6); // 1 Nov 2026 is a Sunday
  expect(cells.filter((c) => c!.signed).map((c) => c!.date)).toEqual([26, 27]);
  expect(cells.find((c) => c!.today)!.date).toBe(27);
  expect(maskName('张三丰')).toBe('张**');
  expect(maskName('  ')).toBe('爱心人士');
});

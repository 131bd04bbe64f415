/** Rewards rules: the draw's odds table, odds text, the pig's levels, and the basic-store slots with their defaults. */
import { LUCK_ODDS_TOTAL, LUCK_PRIZES, luckPrize, luckPrizeForRoll, oddsText, PIG_LEVEL_FEN, pigLevel } from '../../../src/contract/rules/rewards';
import { activitySlots, SLOT_BANNER, SLOT_DEFAULTS, SLOT_REWARDS, SLOT_RULES } from '../../../src/contract/rules/activity-slots';

test('the odds sum to the total, prizes are never cash, each roll lands on its band', () => {
  expect(LUCK_PRIZES.reduce((s, p) => s + p.weight, 0)).toBe(LUCK_ODDS_TOTAL);
  expect(LUCK_PRIZES.map((p) => p.code)).toEqual(['pennant', 'certificate', 'thanks']);
  const counts: Record<string, number> = {};
  for (let roll = 0; roll < LUCK_ODDS_TOTAL; roll += 1) counts[luckPrizeForRoll(roll).code] = (counts[luckPrizeForRoll(roll).code] ?? 0) + 1;
  expect(counts).toEqual(Object.fromEntries(LUCK_PRIZES.map((p) => [p.code, p.weight])));
  expect(luckPrize('cash').code).toBe('thanks');
  expect(LUCK_PRIZES.map((p) => oddsText(p.weight))).toEqual(['20%', '30%', '50%']);
  expect(oddsText(1, 3)).toBe('33.33%');
});

test('the pig grows a level per 100元 of net giving', () => {
  expect([pigLevel(0), pigLevel(-5), pigLevel(PIG_LEVEL_FEN - 1), pigLevel(PIG_LEVEL_FEN), pigLevel(26_000)]).toEqual([1, 1, 1, 2, 3]);
});

test('slots: defaults when missing or not JSON, field by field; links only to site paths or http(s)', () => {
  expect(activitySlots({})).toEqual(SLOT_DEFAULTS);
  expect(activitySlots({ [SLOT_RULES]: '{not json', [SLOT_BANNER]: '[1,2]', [SLOT_REWARDS]: '' })).toEqual(SLOT_DEFAULTS);
  const s = activitySlots({
    [SLOT_RULES]: JSON.stringify({ tip: ' 单笔最高200元 ', rulesUrl: 'javascript:alert(1)', activityId: 'act-1', matchingRatio: 1 }),
    [SLOT_BANNER]: JSON.stringify({ enabled: false, title: 3 }),
    [SLOT_REWARDS]: JSON.stringify({ enabled: false, drawTip: '抽奖说明' }),
  });
  expect(s.rules).toEqual({ tip: '单笔最高200元', rulesUrl: '', activityId: 'act-1', maxMatchFen: 0 });
  // the cap is fen, as every amount from the server; anything but a positive integer is no cap
  expect(activitySlots({ [SLOT_RULES]: JSON.stringify({ maxMatchFen: 20_000 }) }).rules.maxMatchFen).toBe(20_000);
  expect(activitySlots({ [SLOT_RULES]: JSON.stringify({ maxMatchFen: '200' }) }).rules.maxMatchFen).toBe(0);
  expect(s.banner).toEqual({ enabled: false, title: SLOT_DEFAULTS.banner.title });
  expect(s.rewards).toEqual({ enabled: false, redPacketTip: SLOT_DEFAULTS.rewards.redPacketTip, drawTip: '抽奖说明' });
  expect(activitySlots({ [SLOT_RULES]: JSON.stringify({ rulesUrl: '/cf/act-home-rule' }) }).rules.rulesUrl).toBe('/cf/act-home-rule');
  expect(activitySlots({ [SLOT_RULES]: JSON.stringify({ rulesUrl: '//evil.example' }) }).rules.rulesUrl).toBe('');
});

/** The matching-gift rule and what the case and pay pages say about it (pure functions). */
import { matchFor, ratioText } from '../../../src/contract/rules/matching';
import { matchingView } from '../../../src/stores/matching';
import type { MatchInfo } from '../../../src/contract/activity';

const info = (over: Partial<MatchInfo> = {}): MatchInfo => ({
  active: true, activityId: 'a1', kind: 'matchingDonation', status: 'APPROVE', title: '配捐', sponsorName: '暖阳基金会', ratioPct: 100,
  capGift: 20_000, capDonorDay: 0, capCase: 0, currentCaseMoney: 123_456, currentMoney: 5_000_000, drawThreshold: 100, lastSubsidyCount: 250,
  caseMatchCount: 3, caseLeft: null, donorDayLeft: null, poolDry: false, startsAt: 0, endsAt: 1, ...over,
});

describe('matchFor', () => {
  const L = { ratioPct: 100, capGift: 0, donorDayLeft: null, caseLeft: null, poolLeft: 1_000_000, minGift: 0 };
  test('ratio, then every cap, then the pool', () => {
    expect(matchFor(1001, { ...L, ratioPct: 50 })).toBe(500);
    expect(matchFor(5000, { ...L, capGift: 2000 })).toBe(2000);
    expect(matchFor(5000, { ...L, donorDayLeft: 300 })).toBe(300);
    expect(matchFor(5000, { ...L, caseLeft: 0 })).toBe(0);
    expect(matchFor(5000, { ...L, poolLeft: 42 })).toBe(42);
    expect(matchFor(99, { ...L, minGift: 100 })).toBe(0);
    expect(matchFor(0, L)).toBe(0);
    expect(matchFor(1.5, L)).toBe(0);
  });
  test('ratio text', () => {
    expect([ratioText(100), ratioText(50), ratioText(200)]).toEqual(['1:1', '1:0.5', '1:2']);
  });
});

describe('matchingView', () => {
  test('nothing without an active activity', () => {
    expect(matchingView(null, 1000)).toBeNull();
    expect(matchingView(info({ active: false }), 1000)).toBeNull();
  });
  test('a live pool: figures in 元, how much this gift gets', () => {
    const v = matchingView(info(), 1000)!;
    expect(v).toMatchObject({ state: 'live', caseMoney: '1,234.56', poolLeft: '5万', ratio: '1:1', giftMatch: 1000 });
    expect(v.giftLine).toBe('本次捐款将获暖阳基金会配捐10元');
    expect(matchingView(info(), 50_000)!.giftMatch).toBe(20_000);
    expect(matchingView(info(), 50)!.giftLine).toBe('单笔满1元可获配捐');
    expect(matchingView(info({ donorDayLeft: 0 }), 1000)!.giftLine).toBe('本次捐款已达配捐上限，不再配捐');
  });
  test('a dry pool and a paused activity say so at once', () => {
    const dry = matchingView(info({ currentMoney: 0, poolDry: true }), 1000)!;
    expect(dry).toMatchObject({ state: 'dry', giftMatch: 0, poolLeft: '0' });
    expect(dry.giftLine).toBe('配捐金已用完，本次捐款不再配捐');
    const paused = matchingView(info({ status: 'PAUSE' }), 1000)!;
    expect(paused).toMatchObject({ state: 'paused', giftMatch: 0 });
    expect(paused.giftLine).toBe('配捐活动已暂停，本次捐款暂不配捐');
  });
  test('missing figures are 0', () => {
    const v = matchingView({ ...info(), currentCaseMoney: undefined, currentMoney: undefined } as unknown as MatchInfo, null)!;
    expect(v).toMatchObject({ caseMoney: '0', poolLeft: '0', state: 'dry', giftLine: '' });
  });
});

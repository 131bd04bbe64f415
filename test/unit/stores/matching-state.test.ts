/**
 * The matching state the client holds: the loaded (finished) flag of a case's read, matchTransferCanJoinStatus,
 * the theme activity's data; and the visit's channel, share version and platform sent along for attribution.
 */
import { MatchingStore } from '../../../src/stores/MatchingStore';
import { SESSION_KEYS } from '../../../src/lib/session-keys';
import type { MatchInfo } from '../../../src/contract/activity';
import { fakeRoot } from './donor-fakes';

const info = (over: Partial<MatchInfo> = {}): MatchInfo => ({
  active: true, activityId: 'a1', kind: 'matchingDonation', status: 'APPROVE', title: '配捐', sponsorName: '暖阳基金会', ratioPct: 100,
  capGift: 20_000, capDonorDay: 0, capCase: 0, currentCaseMoney: 12_300, currentMoney: 500_000, drawThreshold: 100, lastSubsidyCount: 500_000,
  caseMatchCount: 3, caseLeft: null, donorDayLeft: null, poolDry: false, startsAt: 0, endsAt: 1, ...over,
});

test('the loaded flag is set once the read finished, answered or failed; nothing is shown before', async () => {
  const root = fakeRoot();
  const store = new MatchingStore(root.asRoot);
  let answer!: (v: MatchInfo) => void;
  root.api.activity.donatorCaseInfo.mockReturnValueOnce(new Promise<MatchInfo>((r) => (answer = r)));
  const loading = store.load('c1');
  expect(store.loaded('c1')).toBe(false);
  answer(info());
  await loading;
  expect(store.loaded('c1')).toBe(true);
  expect(store.view('c1')?.caseRoom).toBe('5,000');
  root.api.activity.donatorCaseInfo.mockRejectedValueOnce(Object.assign(new Error('x'), { msg: '网络异常' }));
  expect(await store.load('c2')).toBe(false);
  expect(store.loaded('c2')).toBe(true);
  expect(store.byCase.get('c2')).toBeUndefined();
  expect(store.matchTransferCanJoinStatus.get('c2')).toBeUndefined();
});

test('matchTransferCanJoinStatus: the next gift can still be matched', async () => {
  const root = fakeRoot();
  const store = new MatchingStore(root.asRoot);
  const can = async (over: Partial<MatchInfo>) => {
    root.api.activity.donatorCaseInfo.mockResolvedValueOnce(info(over));
    await store.load('c1');
    return store.matchTransferCanJoinStatus.get('c1');
  };
  expect(await can({})).toBe(true);
  expect(await can({ status: 'PAUSE' })).toBe(false);
  expect(await can({ poolDry: true })).toBe(false);
  expect(await can({ currentMoney: 0 })).toBe(false);
  expect(await can({ caseLeft: 0 })).toBe(false);
  expect(await can({ donorDayLeft: 0 })).toBe(false);
  expect(await can({ active: false })).toBe(false);
  expect(await can({ caseLeft: 5000, donorDayLeft: 100 })).toBe(true);
});

test('the visit source goes along (channel, sharedv, platform, then the activity), and the theme activity is kept', async () => {
  const root = fakeRoot();
  root.platform.storage.sessionSet(SESSION_KEYS.channel, '5');
  root.platform.storage.sessionSet(SESSION_KEYS.shareDv, 2000);
  const store = new MatchingStore(root.asRoot);
  root.api.activity.donatorCaseInfo.mockResolvedValue(info());
  await store.load('c1');
  await store.load('c1');
  const platform = root.platform.env.platformCode;
  expect(root.api.activity.donatorCaseInfo.mock.calls).toEqual([
    [{ infoUuid: 'c1', channel: '5', shareDV: 2000, platform }],
    [{ infoUuid: 'c1', channel: '5', shareDV: 2000, platform, activityId: 'a1' }],
  ]);
  const area = { info: info(), cases: [{ infoUuid: 'c1', title: '筹款', coverUrl: '', raisedAmount: 100, targetAmount: 1000, matched: 50, matchCount: 1 }] };
  root.api.activity.areaInfo.mockResolvedValueOnce(area);
  await store.loadArea('c1');
  expect(store.themActivityData).toEqual(area);
  expect(root.api.activity.areaInfo).toHaveBeenCalledWith({ infoUuid: 'c1', channel: '5', shareDV: 2000, platform, activityId: 'a1' });
});

test('without a channel or a forwarded link: no channel and sharedv 1000', async () => {
  const root = fakeRoot();
  const store = new MatchingStore(root.asRoot);
  root.api.activity.donatorCaseInfo.mockResolvedValue(info());
  await store.load('c9');
  expect(root.api.activity.donatorCaseInfo).toHaveBeenCalledWith({ infoUuid: 'c9', channel: '', shareDV: 1000, platform: root.platform.env.platformCode });
});

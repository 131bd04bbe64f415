/**
 * The venue's hall and the screens it leads to, over hand-made `venue` and `rewards` feature groups:
 * /cf/act-home-rule (the last gifts with masked names, read again as they come in; the allowance; the case the
 * reader came from; 随机帮一个 and 自己决定; the reader's figures, pennants, welcome, red-packet entry, luck draw,
 * task and sub-venue; the share entry that only records; where the visitor came from), a visitor's hall,
 * /cf/act/sub-venue/:subVenueId, /cf/act/charity-pig and the red packet and pig on the 配捐专区.
 */
import { fireEvent } from '@testing-library/react';
import ActHomeRulePage from '../../src/pages/activity/act-home-rule';
import SubVenuePage from '../../src/pages/activity/sub-venue';
import CharityPigPage from '../../src/pages/activity/charity-pig';
import { CaseRewards } from '../../src/pages/activity/shared/CaseRewards';
import type { VenueActivity, VenueCase, VenueGift } from '../../src/contract/venue';
import type { CanAttend, PigInfo, RedPacket } from '../../src/contract/rewards';
import { HALL_KEY, VenueHallStore } from '../../src/stores/activity/VenueHallStore';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

const T0 = 1_764_072_000_000; // 2025-11-25 12:00 UTC
const ACT: VenueActivity = {
  activityId: 'act1', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', kind: 'matchingDonation', status: 'APPROVE', live: true, ratioPct: 100,
  capGift: 0, capDonorDay: 0, capCase: 0, minGift: 100, startsAt: T0, endsAt: T0 + 30 * 86_400_000, rules: '',
};
const kase = (id: string, title: string): VenueCase => ({ infoUuid: id, title, coverUrl: '', raisedAmount: 70_800, targetAmount: 1_000_000, matched: 35_400, matchCount: 3 });
const gift = (name: string, amount: number, time: number): VenueGift => ({ name, amount, matched: amount, infoUuid: 'c1', caseTitle: '救救小明的妈妈', time });

type Groups = FakeApi & { venue: Record<string, jest.Mock>; rewards: Record<string, jest.Mock> };
function groups(loggedIn: boolean): Groups {
  const api = createFakeApi() as Groups;
  api.account.loginCheck.mockResolvedValue(loggedIn ? { loggedIn: true, user: TEST_USER } : { loggedIn: false, user: null });
  api.venue = {
    activityInfo: jest.fn().mockResolvedValue(ACT),
    listCase: jest.fn().mockImplementation(async ({ pageNum }: { pageNum: number }) => (pageNum === 1
      ? { list: [kase('c1', '救救小明的妈妈'), kase('c2', '小红的骨髓移植')], hasNext: true }
      : { list: [kase('c3', '老李的透析费')], hasNext: false })),
    recordUv: jest.fn().mockResolvedValue({ uv: 1 }),
    awardVisitPennant: jest.fn().mockResolvedValue({ pennant: {}, created: false }),
    lastDonateRecords: jest.fn().mockResolvedValue({ list: [gift('张**', 5000, T0)] }),
    allowanceProgress: jest.fn().mockResolvedValue({ activityId: 'act1', funded: 5_000_000, given: 1_250_000, left: 3_750_000, pct: 25 }),
    shareInfo: jest.fn().mockResolvedValue({ activityId: 'act1', title: '暖阳1:1爱心配捐', desc: '暖阳爱心基金会按1:1配捐，一起帮帮他们', path: '/cf/act/good-day/love-list/act1', shareCount: 4 }),
    shareSuccess: jest.fn().mockResolvedValue({ recorded: true, shareCount: 5 }),
    pageSourceUpload: jest.fn().mockResolvedValue(null),
    findSimpleCase: jest.fn().mockResolvedValue({ case: kase('c2', '小红的骨髓移植') }),
    randomDonateCase: jest.fn().mockResolvedValue({ case: kase('c2', '小红的骨髓移植') }),
    userInfo: jest.fn().mockResolvedValue({ activityId: 'act1', gaveAmount: 20_000, giftCount: 2, matchedForMe: 20_000, pennantCount: 3, visitedToday: true, myRank: 4 }),
    findPennant: jest.fn().mockResolvedValue({ list: [], count: 3 }),
    newUserGet: jest.fn().mockResolvedValue({ activityId: 'act1', isNew: true, recorded: false }),
    newUserCreate: jest.fn().mockResolvedValue({ activityId: 'act1', isNew: true, recorded: true }),
    redPacketAccess: jest.fn().mockResolvedValue({ allowed: false, reason: '活动期间捐款满1元后可领取' }),
    decideSelf: jest.fn().mockResolvedValue({ isSelf: true, infoUuids: ['c3'] }),
    subVenueCreate: jest.fn().mockResolvedValue({ subVenueId: 'sv1', activityId: 'act1', title: '我的分会场', ownerName: '测**', visitCount: 0, ownerGave: 0, isOwner: true, createdAt: T0 }),
    subVenueUserInfo: jest.fn(),
  };
  api.rewards = {
    lotteryInfo: jest.fn().mockResolvedValue({ enabled: true, prizes: [], total: 0, minGift: 1000, left: 1, used: 1, records: [] }),
    lotteryRecord: jest.fn().mockResolvedValue({ list: [{ resultId: 'r1', prize: { code: 'pennant', name: '爱心锦旗（电子）', weight: 1 }, activityId: 'act1', activityTitle: '暖阳', orderId: 'o1', createdAt: T0, certificateId: '' }] }),
    lotteryResult: jest.fn().mockResolvedValue({ result: { resultId: 'r1', prize: { code: 'pennant', name: '爱心锦旗（电子）', weight: 1 }, activityId: 'act1', activityTitle: '暖阳', orderId: 'o1', createdAt: T0, certificateId: '' } }),
    taskInfo: jest.fn().mockResolvedValue({
      active: true, activityId: 'act1', title: '帮助3个筹款', target: 3, done: 1, finished: false, endsAt: T0 + 86_400_000,
      cases: [{ infoUuid: 'c1', title: '救救小明的妈妈', given: true }, { infoUuid: 'c2', title: '小红的骨髓移植', given: false }],
    }),
    canAttendRedPacket: jest.fn(), redPacketByCase: jest.fn(), pigStatus: jest.fn(), pigUserInfo: jest.fn(),
  };
  return api;
}

const last = (r: { platform: { nav: { history: string[] } } }) => r.platform.nav.history[r.platform.nav.history.length - 1];

test('the venue hall of a logged-in donor: last gifts as they come in, allowance, their own part, 随机帮一个, 自己决定, the share only recorded', async () => {
  const api = groups(true);
  const r = renderWithStores(<ActHomeRulePage />, { api, platform: { path: '/cf/act-home-rule?activityId=act1&infoUuid=c2&source=banner&channel=wx' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('venue-me-text').textContent).toBe('捐款2笔，共200元，为我配捐200元，爱心榜第4名'));
  expect(api.venue.pageSourceUpload).toHaveBeenCalledTimes(1);
  expect(api.venue.pageSourceUpload).toHaveBeenCalledWith({ activityId: 'act1', source: 'banner', channel: 'wx' });
  expect(api.venue.findSimpleCase).toHaveBeenCalledWith({ activityId: 'act1', infoUuid: 'c2' });
  expect(r.getByTestId('venue-focus-case').textContent).toContain('小红的骨髓移植');
  expect(r.getByTestId('venue-allowance-text').textContent).toBe('已配捐1.25万元，共5万元，剩余3.75万元（25%）');
  expect(r.getAllByTestId('venue-gift-item').map((e) => e.textContent?.split(' · ')[0])).toEqual(['张** 捐了50元救救小明的妈妈']);
  // a new gift arrives: the next read shows it first
  api.venue.lastDonateRecords.mockResolvedValue({ list: [gift('李**', 10_000, T0 + 60_000), gift('张**', 5000, T0)] });
  await r.root.feature(HALL_KEY, (root) => new VenueHallStore(root)).refreshGifts();
  await eventually(() => expect(r.getAllByTestId('venue-gift-item').map((e) => e.textContent?.split(' · ')[0])).toEqual(['李** 捐了100元救救小明的妈妈', '张** 捐了50元救救小明的妈妈']));
  expect(r.getByTestId('venue-pennant-count').textContent).toContain('本活动锦旗 3 面');
  expect(r.getByTestId('venue-red-packet-text').textContent).toBe('暂不能领取红包：活动期间捐款满1元后可领取');
  expect(r.getByTestId('venue-lottery-left').textContent).toContain('剩余抽奖机会1次，已抽1次');
  expect(r.getByTestId('venue-lottery-last').textContent).toBe('最近一次：爱心锦旗（电子）');
  expect(r.getAllByTestId('venue-lottery-record-item')).toHaveLength(1);
  expect(api.rewards.taskInfo).toHaveBeenCalledWith({ activityId: 'act1' });
  expect(r.getByTestId('venue-task-progress').textContent).toContain('帮助3个不同的筹款：已帮助1个');
  expect(r.getAllByTestId('venue-task-case').map((e) => e.textContent)).toEqual(['✓救救小明的妈妈已帮助', '○小红的骨髓移植去帮助']);
  // the welcome is recorded once
  fireEvent.click(r.getByTestId('venue-welcome-submit'));
  await eventually(() => expect(r.getByTestId('venue-welcome-done')).toBeTruthy());
  expect(api.venue.newUserCreate).toHaveBeenCalledWith({ activityId: 'act1' });
  // the share: the menu gets the venue, a completed share is recorded and counted
  expect(r.getByTestId('venue-share-count').textContent).toBe('本活动已被分享4次');
  await eventually(() => expect(r.platform.share.contents.at(-1)?.title).toBe('暖阳1:1爱心配捐'));
  r.platform.share.fireShared(1);
  await eventually(() => expect(r.getByTestId('venue-share-count').textContent).toBe('本活动已被分享5次'));
  expect(api.venue.shareSuccess).toHaveBeenCalledWith({ activityId: 'act1', channel: 'menu', target: 1 });
  fireEvent.click(r.getByTestId('venue-share-copy'));
  await eventually(() => expect(api.venue.shareSuccess).toHaveBeenCalledWith({ activityId: 'act1', channel: 'copy', target: undefined }));
  expect(r.platform.share.copied.at(-1)).toBe('https://m.example.test/cf/act/good-day/love-list/act1');
  // 自己决定: every case to choose from, the reader's own marked, paged
  expect(r.queryByTestId('venue-chooser')).toBeNull();
  fireEvent.click(r.getByTestId('venue-decide-self'));
  await eventually(() => expect(r.getByTestId('venue-chooser')).toBeTruthy());
  fireEvent.click(r.getByTestId('venue-cases-more'));
  await eventually(() => expect(r.getAllByTestId('case-card')).toHaveLength(3));
  expect(api.venue.listCase).toHaveBeenLastCalledWith({ activityId: 'act1', pageNum: 2, size: 10 });
  expect(r.getAllByTestId('case-card')[2].textContent).toContain('我发起的 · 老李的透析费');
  expect(r.queryByTestId('venue-cases-more')).toBeNull();
  fireEvent.click(r.getByTestId('venue-own-case'));
  expect(last(r)).toBe('/cf/fundraiser/matching-gift-detail/c3');
  // 随机帮一个 opens the case the server picked
  fireEvent.click(r.getByTestId('venue-help-random'));
  await eventually(() => expect(last(r)).toBe('/cf/contribute/c2'));
  // the sub-venue: made on the first tap, then opened
  fireEvent.click(r.getByTestId('venue-sub-venue-open'));
  await eventually(() => expect(last(r)).toBe('/cf/act/sub-venue/sv1'));
  expect(api.venue.subVenueCreate).toHaveBeenCalledWith({ activityId: 'act1', title: '我的分会场' });
  fireEvent.click(r.getByTestId('venue-entry-charity-pig'));
  expect(last(r)).toBe('/cf/act/charity-pig');
});

test('a visitor\'s venue hall: the public parts only, none of the reader\'s own calls', async () => {
  const api = groups(false);
  api.venue.lastDonateRecords.mockResolvedValue({ list: [] });
  const r = renderWithStores(<ActHomeRulePage />, { api, platform: { path: '/cf/act-home-rule' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('venue-allowance')).toBeTruthy());
  expect(r.getByTestId('venue-gifts-empty')).toBeTruthy();
  expect(api.venue.pageSourceUpload).toHaveBeenCalledWith({ activityId: 'act1', source: 'direct', channel: undefined });
  expect(r.queryByTestId('venue-focus-case')).toBeNull();
  for (const id of ['venue-me', 'venue-welcome', 'venue-red-packet', 'venue-lottery', 'venue-task', 'venue-sub-venue']) expect(r.queryByTestId(id)).toBeNull();
  for (const call of ['userInfo', 'findPennant', 'newUserGet', 'redPacketAccess', 'decideSelf']) expect(api.venue[call]).not.toHaveBeenCalled();
  expect(api.rewards.lotteryInfo).not.toHaveBeenCalled();
});

test('/cf/act/sub-venue/:subVenueId: title, the owner masked, visits and what the owner gave; a logged-in visit is counted', async () => {
  const api = groups(true);
  api.venue.subVenueUserInfo.mockResolvedValue({ subVenueId: 'sv1', activityId: 'act1', title: '一起帮小明', ownerName: '王**', visitCount: 7, ownerGave: 30_000, isOwner: false, createdAt: T0 });
  const r = renderWithStores(<SubVenuePage />, { api, platform: { path: '/cf/act/sub-venue/sv1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('sub-venue-title').textContent).toBe('一起帮小明'));
  expect(api.venue.subVenueUserInfo).toHaveBeenCalledWith({ subVenueId: 'sv1' });
  expect(api.venue.recordUv).toHaveBeenCalledWith({ activityId: 'act1', subVenueId: 'sv1' });
  expect(r.getByTestId('sub-venue-owner').textContent).toBe('王**的分会场');
  expect(r.getByTestId('sub-venue-visits').textContent).toBe('7');
  expect(r.getByTestId('sub-venue-gave').textContent).toBe('300');
  expect(r.getAllByTestId('sub-venue-gift')).toHaveLength(1);
  expect(r.queryByTestId('sub-venue-share-tip')).toBeNull();
  fireEvent.click(r.getByTestId('sub-venue-to-venue'));
  expect(last(r)).toBe('/cf/act-home-rule?activityId=act1&source=sub-venue');
});

const PIG: PigInfo = {
  nickname: '测试用户', paidFen: 35_000, refundedFen: 5000, netFen: 30_000, giftCount: 3, caseCount: 2, monthFen: 10_000, matchedFen: 20_000, redPacketFen: 500,
  level: 2, levelFen: 20_000, nextLevelFen: 40_000,
  recent: [{ orderId: 'o1', infoUuid: 'c1', title: '救救小明的妈妈', amount: 10_000, paidAt: T0 }],
};

test('/cf/act/charity-pig: the pig fills with the donor\'s gifts toward its next level and holds no money', async () => {
  const api = groups(true);
  api.rewards.pigUserInfo.mockResolvedValue(PIG);
  const r = renderWithStores(<CharityPigPage />, { api, platform: { path: '/cf/act/charity-pig' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('pig-level').textContent).toBe('Lv.2'));
  expect(r.getByTestId('pig-body').getAttribute('data-fill')).toBe('50');
  expect(r.getByTestId('pig-net').textContent).toBe('300元爱心');
  expect(r.getByTestId('pig-next').textContent).toBe('再捐100元，小猪升到Lv.3');
  expect(r.getByTestId('pig-figures').textContent).toContain('累计捐款3笔，帮助2个筹款，共350元（已退款50元）');
  expect(r.getByTestId('pig-no-cash').textContent).toContain('不能提现');
  fireEvent.click(r.getByTestId('pig-gift-item'));
  expect(last(r)).toBe('/cf/contribute/c1');
});

const ATTEND: CanAttend = { canAttend: true, reason: '', activityId: 'act1', activityTitle: '暖阳1:1爱心配捐', amount: 200, expireHours: 24 };
const PACKET: RedPacket = {
  packetId: 'rp1', activityId: 'act1', activityTitle: '暖阳1:1爱心配捐', amount: 200, status: 'ISSUED', infoUuid: '', caseTitle: '', granted: 0, issuedAt: T0,
  expiresAt: Date.now() + 3 * 3_600_000 + 60_000, closedAt: 0, cases: [{ infoUuid: 'c1', title: '救救小明的妈妈' }],
};

test('the case of an activity: the donor receives today\'s red packet there, sees the pig\'s line, reaches the venue with the case first', async () => {
  const api = groups(true);
  api.rewards.canAttendRedPacket.mockResolvedValue(ATTEND);
  api.rewards.pigStatus.mockResolvedValue({ show: true, caseGiftFen: 10_000, netFen: 30_000, level: 2 });
  api.rewards.redPacketByCase.mockResolvedValue({ attend: { ...ATTEND, canAttend: false, reason: '今天已领取过红包' }, packet: PACKET });
  api.rewards.taskInfo.mockResolvedValue({ active: true, activityId: 'act2', title: '好日子爱心会场', target: 3, done: 3, finished: true, endsAt: T0, cases: [{ infoUuid: 'c1', title: '救救小明的妈妈', given: true }] });
  const r = renderWithStores(<CaseRewards infoUuid='c1' />, { api, platform: { path: '/cf/fundraiser/matching-gift-area-detail/c1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('case-red-packet-text').textContent).toBe('今天可以领取2元红包，24小时内转赠给本活动的筹款（红包来自活动资金池，不能提现）'));
  expect(api.rewards.canAttendRedPacket).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(r.getByTestId('case-pig-text').textContent).toBe('你已为这个筹款捐出100元，小猪里共有300元爱心（不能提现）');
  expect(api.rewards.taskInfo).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(r.getByTestId('venue-task-progress').textContent).toBe('已完成：帮助了3个不同的筹款');
  fireEvent.click(r.getByTestId('case-red-packet-receive'));
  await eventually(() => expect(r.getByTestId('case-red-packet-got').textContent).toContain('已领取2元红包，3小时'));
  expect(api.rewards.redPacketByCase).toHaveBeenCalledWith({ infoUuid: 'c1' });
  fireEvent.click(r.getByTestId('case-red-packet-give'));
  expect(last(r)).toBe('/cf/activity/get-reward');
  fireEvent.click(r.getByTestId('case-pig-open'));
  expect(last(r)).toBe('/cf/act/charity-pig');
  fireEvent.click(r.getByTestId('case-to-venue'));
  expect(last(r)).toBe('/cf/act-home-rule?activityId=act1&infoUuid=c1&source=matching-area');

  r.unmount();
  const other = groups(true);
  other.rewards.canAttendRedPacket.mockResolvedValue({ ...ATTEND, canAttend: false, reason: '活动期间捐款满1元后可领取' });
  other.rewards.pigStatus.mockResolvedValue({ show: false, caseGiftFen: 0, netFen: 0, level: 0 });
  other.rewards.taskInfo.mockResolvedValue({ active: false, activityId: '', title: '', target: 3, done: 0, finished: false, endsAt: 0, cases: [] });
  const r2 = renderWithStores(<CaseRewards infoUuid='c1' />, { api: other, platform: { path: '/cf/fundraiser/matching-gift-area-detail/c1' } });
  await r2.root.auth.check();
  await eventually(() => expect(r2.getByTestId('case-red-packet-text').textContent).toBe('暂不能领取红包：活动期间捐款满1元后可领取'));
  expect(r2.queryByTestId('case-red-packet-receive')).toBeNull();
  expect(r2.queryByTestId('case-pig')).toBeNull();
  expect(r2.queryByTestId('venue-task')).toBeNull();
});

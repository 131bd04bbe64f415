/**
 * The venue pages over a hand-made `venue` feature group: /cf/pennants/mine (cards, the certificate on a
 * tap, the empty state), /cf/act-home-rule (dates, ratio, caps, the staff text and the never-share-to-unlock
 * statement; ?activityId= asked for), /cf/act/good-day/love-list/:activityId (masked names in rank order,
 * the user's own rank) and the staff console's venue section (rules saved once, refused when too long).
 */
import { fireEvent } from '@testing-library/react';
import PennantsMinePage from '../../src/pages/activity/pennants-mine';
import ActHomeRulePage from '../../src/pages/activity/act-home-rule';
import GoodDayLoveListPage from '../../src/pages/activity/love-list';
import StaffVenuePage from '../../src/pages/staff/venue';
import type { Pennant, StaffVenueRow, TopList, VenueActivity, VenueStats } from '../../src/contract/venue';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

const T0 = 1_764_072_000_000; // 2025-11-25 12:00 UTC: the same day in every zone the tests run in
const STATS: VenueStats = {
  activityId: 'act1', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', status: 'APPROVE', donorCount: 3, giftCount: 4, giftAmount: 123_400, matched: 80_000, matchCount: 4,
  caseCount: 2, uv: 10, startsAt: T0, endsAt: T0 + 30 * 86_400_000,
};
const pennant = (over: Partial<Pennant>): Pennant => ({
  pennantId: 'p1', kind: 'gift', title: '爱心捐赠锦旗', source: 'give', activityId: 'act1', activityTitle: '暖阳1:1爱心配捐', infoUuid: 'c1', caseTitle: '救救小明的妈妈', createdAt: T0, ...over,
});

function withVenue(loggedIn: boolean) {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue(loggedIn ? { loggedIn: true, user: TEST_USER } : { loggedIn: false, user: null });
  const venue = {
    pennantList: jest.fn(), pennantDetail: jest.fn(), recordUv: jest.fn().mockResolvedValue({ uv: 1 }), awardVisitPennant: jest.fn(), activityInfo: jest.fn(), listCase: jest.fn().mockResolvedValue({ list: [], hasNext: false }), topList: jest.fn(), statistic: jest.fn().mockResolvedValue(STATS), staffList: jest.fn(), staffRulesSet: jest.fn(),
    // the venue's hall (test/components/venue-hall.test.tsx)
    lastDonateRecords: jest.fn().mockResolvedValue({ list: [] }), pageSourceUpload: jest.fn().mockResolvedValue(null), findSimpleCase: jest.fn().mockResolvedValue({ case: null }),
    allowanceProgress: jest.fn().mockResolvedValue({ activityId: 'act1', funded: 5_000_000, given: 80_000, left: 4_920_000, pct: 1 }),
    shareInfo: jest.fn().mockResolvedValue({ activityId: 'act1', title: STATS.title, desc: '', path: '/cf/act/good-day/love-list/act1', shareCount: 0 }),
    userInfo: jest.fn().mockResolvedValue({ activityId: 'act1', gaveAmount: 0, giftCount: 0, matchedForMe: 0, pennantCount: 0, visitedToday: false, myRank: null }),
    findPennant: jest.fn().mockResolvedValue({ list: [], count: 0 }), newUserGet: jest.fn().mockResolvedValue({ activityId: 'act1', isNew: false, recorded: false }),
    redPacketAccess: jest.fn().mockResolvedValue({ allowed: false, reason: '活动期间捐款满1元后可领取' }), decideSelf: jest.fn().mockResolvedValue({ isSelf: false, infoUuids: [] }),
  };
  (api as FakeApi & { venue: typeof venue }).venue = venue;
  const rewards = {
    lotteryInfo: jest.fn().mockResolvedValue({ enabled: false, prizes: [], total: 0, minGift: 1000, left: 0, used: 0, records: [] }), lotteryRecord: jest.fn().mockResolvedValue({ list: [] }),
    lotteryResult: jest.fn().mockResolvedValue({ result: null }), taskInfo: jest.fn().mockResolvedValue({ active: false, activityId: '', title: '', target: 0, done: 0, finished: false, endsAt: 0, cases: [] }),
  };
  (api as FakeApi & { rewards: object }).rewards = rewards;
  return { api, venue, rewards };
}

test('/cf/pennants/mine: the pennants as cards, a tap opens the certificate; none yet says how to earn one', async () => {
  const { api, venue } = withVenue(true);
  venue.pennantList.mockResolvedValue({ list: [pennant({}), pennant({ pennantId: 'p2', kind: 'visit', title: '会场打卡锦旗', source: 'visit', infoUuid: '', caseTitle: '' })], count: 2 });
  venue.pennantDetail.mockResolvedValue({ pennant: pennant({}), holder: '爱心用户', certificate: '爱心用户：感谢您在「暖阳1:1爱心配捐」中爱心捐赠。锦旗仅作纪念，不具有任何现金价值。' });
  const r = renderWithStores(<PennantsMinePage />, { api, platform: { path: '/cf/pennants/mine' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('pennant-card')).toHaveLength(2));
  expect(r.getByTestId('pennant-count').textContent).toBe('我的锦旗 2 面');
  const first = r.getAllByTestId('pennant-card')[0].textContent ?? '';
  expect(first).toContain('爱心捐赠锦旗');
  expect(first).toContain('爱心捐赠 · 2025-11-25');
  expect(first).toContain('暖阳1:1爱心配捐 · 救救小明的妈妈');
  expect(r.getAllByTestId('pennant-card')[1].textContent).toContain('会场打卡');
  fireEvent.click(r.getAllByTestId('pennant-card')[0]);
  await eventually(() => expect(r.getByTestId('pennant-certificate').textContent).toContain('不具有任何现金价值'));
  expect(venue.pennantDetail).toHaveBeenCalledWith({ pennantId: 'p1' });

  r.unmount();
  const empty = withVenue(true);
  empty.venue.pennantList.mockResolvedValue({ list: [], count: 0 });
  const r2 = renderWithStores(<PennantsMinePage />, { api: empty.api, platform: { path: '/cf/pennants/mine' } });
  await r2.root.auth.check();
  await eventually(() => expect(r2.getByTestId('pennant-empty')).toBeTruthy());
});

test('/cf/act-home-rule: dates, ratio, caps, what a donor gets, the staff text and that a share unlocks nothing', async () => {
  const { api, venue } = withVenue(false);
  const act: VenueActivity = {
    activityId: 'act9', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', kind: 'matchingDonation', status: 'APPROVE', live: true, ratioPct: 100,
    capGift: 20_000, capDonorDay: 50_000, capCase: 0, minGift: 100, startsAt: T0, endsAt: T0 + 30 * 86_400_000, rules: '活动说明第一行\n第二行',
  };
  venue.activityInfo.mockResolvedValue(act);
  const r = renderWithStores(<ActHomeRulePage />, { api, platform: { path: '/cf/act-home-rule?activityId=act9' } });
  await eventually(() => expect(r.getByTestId('act-rule-title').textContent).toBe('暖阳1:1爱心配捐'));
  expect(venue.activityInfo).toHaveBeenCalledWith({ activityId: 'act9' });
  const lines = r.getAllByTestId('act-rule-line').map((e) => e.textContent);
  expect(lines[0]).toBe('暖阳爱心基金会按1:1配捐：您每捐出1元，配捐1元，计入同一筹款。');
  expect(lines).toContain('单笔最高配捐200元。');
  expect(lines).toContain('每人每日最高配捐500元。');
  expect(lines.some((l) => l?.includes('每个筹款最高'))).toBe(false);
  expect(lines.some((l) => l?.includes('不具有任何现金价值'))).toBe(true);
  expect(r.getByTestId('act-rule-dates').textContent).toContain('活动时间：2025-11-25');
  expect(r.getByTestId('act-rule-text').textContent).toBe('活动说明第一行\n第二行');
  expect(r.getByTestId('act-rule-share-note').textContent).toContain('分享不会解锁配捐');
});

test('/cf/act-home-rule is the venue: the live activity with an entry to every activity screen and its cases; a logged-in visit earns today\'s pennant', async () => {
  const { api, venue, rewards } = withVenue(true);
  venue.activityInfo.mockResolvedValue({
    activityId: 'act1', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', kind: 'matchingDonation', status: 'APPROVE', live: true, ratioPct: 100,
    capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0, startsAt: T0, endsAt: T0 + 30 * 86_400_000, rules: '',
  } satisfies VenueActivity);
  venue.listCase.mockResolvedValue({ list: [{ infoUuid: 'c1', title: '救救小明的妈妈', coverUrl: '', raisedAmount: 70_800, targetAmount: 1_000_000, matched: 35_400, matchCount: 3 }], hasNext: false });
  venue.awardVisitPennant.mockResolvedValue({ pennant: pennant({ pennantId: 'pv', kind: 'visit', source: 'visit' }), created: true });
  const r = renderWithStores(<ActHomeRulePage />, { api, platform: { path: '/cf/act-home-rule' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('venue-entries')).toBeTruthy());
  expect(venue.activityInfo).toHaveBeenCalledWith({});
  expect(venue.listCase).toHaveBeenCalledWith({ activityId: 'act1', pageNum: 1, size: 10 });
  await eventually(() => expect(r.getByTestId('venue-visit-pennant').textContent).toContain('今日会场打卡锦旗已发放'));
  expect(venue.awardVisitPennant).toHaveBeenCalledWith({ activityId: 'act1' });
  // the venue's activity has no task: the live task activity's is asked for
  await eventually(() => expect(rewards.taskInfo).toHaveBeenCalledWith({}));
  expect(rewards.taskInfo).toHaveBeenCalledWith({ activityId: 'act1' });
  const ids = ['venue-entry-love-list', 'venue-entry-luck-draw', 'venue-entry-help-record', 'venue-entry-rewards', 'venue-entry-pennants'];
  for (const id of ids) fireEvent.click(r.getByTestId(id));
  expect(r.platform.nav.history.slice(-5)).toEqual(['/cf/act/good-day/love-list/act1', '/cf/luckDraw', '/cf/activity/help-record', '/cf/activity/get-reward', '/cf/pennants/mine']);
  expect(r.getByTestId('case-card').textContent).toContain('已筹708元 · 获配捐354元');
  fireEvent.click(r.getByTestId('case-card'));
  expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/contribute/c1');
});

test('/cf/act/good-day/love-list/:activityId: masked names in rank order, the figures, the user\'s own rank', async () => {
  const { api, venue } = withVenue(true);
  const top: TopList = {
    activityId: 'act1', title: '暖阳1:1爱心配捐', myRank: 2, myAmount: 3000,
    list: [{ rank: 1, name: '李**', amount: 50_000, giftCount: 2, mine: false }, { rank: 2, name: '王**', amount: 3000, giftCount: 1, mine: true }],
  };
  venue.topList.mockResolvedValue(top);
  venue.awardVisitPennant.mockResolvedValue({ pennant: pennant({ pennantId: 'pv', kind: 'visit', source: 'visit' }), created: true });
  const r = renderWithStores(<GoodDayLoveListPage />, { api, platform: { path: '/cf/act/good-day/love-list/act1' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('love-list-item')).toHaveLength(2));
  expect(venue.topList).toHaveBeenCalledWith({ activityId: 'act1', size: 50 });
  expect(venue.statistic).toHaveBeenCalledWith({ activityId: 'act1' });
  const rows = r.getAllByTestId('love-list-item').map((e) => e.textContent);
  expect(rows[0]).toBe('1李**捐款2次500元');
  expect(rows[1]).toBe('2王**（我）捐款1次30元');
  expect(r.getByTestId('love-list-my-rank').textContent).toBe('我的排名：第2名 · 捐款30元');
  expect(r.getByTestId('venue-stats').textContent).toContain('1,234');
  // a logged-in visit is counted and earns today's visit pennant
  await eventually(() => expect(r.getByTestId('venue-visit-pennant').textContent).toContain('今日会场打卡锦旗已发放'));
  expect(venue.awardVisitPennant).toHaveBeenCalledWith({ activityId: 'act1' });
  expect(venue.recordUv).toHaveBeenCalledWith({ activityId: 'act1' });

  r.unmount();
  const anon = withVenue(false);
  anon.venue.topList.mockResolvedValue({ ...top, myRank: null, myAmount: 0, list: [] });
  const r2 = renderWithStores(<GoodDayLoveListPage />, { api: anon.api, platform: { path: '/cf/act/good-day/love-list/act1' } });
  await r2.root.auth.check();
  await eventually(() => expect(r2.getByTestId('love-list-my-rank').textContent).toBe('登录后查看我的排名'));
  expect(r2.getByTestId('love-list-empty')).toBeTruthy();
  expect(anon.venue.awardVisitPennant).not.toHaveBeenCalled();
});

test('staff venue section: the figures, the rules saved once, a text over 5000 characters refused before sending', async () => {
  const { api, venue } = withVenue(true);
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员', displayName: '审核员·王敏' });
  const row: StaffVenueRow = { stats: STATS, rules: '', rulesUpdatedAt: 0, shareCount: 5, pennantCount: 7, newUserCount: 1, subVenueCount: 0, sources: [{ source: 'banner', n: 3 }], funded: 5_000_000 };
  venue.staffList.mockResolvedValue({ list: [row] });
  venue.staffRulesSet.mockImplementation(async ({ rules }: { rules: string }) => ({ ...row, rules }));
  const r = renderWithStores(<StaffVenuePage />, { api, platform: { path: '/staff/venue' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('staff-venue-stats').textContent).toContain('捐款 4 笔 / 1,234 元'));
  expect(r.getByTestId('staff-venue-item').textContent).toContain('分享记录 5 次');
  fireEvent.input(r.getByTestId('staff-venue-rules'), { target: { value: 'x'.repeat(5001) } });
  fireEvent.click(r.getByTestId('staff-venue-rules-save'));
  await eventually(() => expect(r.getByTestId('staff-venue-error').textContent).toBe('活动说明最多5000字'));
  expect(venue.staffRulesSet).not.toHaveBeenCalled();
  fireEvent.input(r.getByTestId('staff-venue-rules'), { target: { value: '捐款满1元得锦旗' } });
  fireEvent.click(r.getByTestId('staff-venue-rules-save'));
  await eventually(() => expect(venue.staffRulesSet).toHaveBeenCalledWith({ activityId: 'act1', rules: '捐款满1元得锦旗' }));
});

/**
 * Rewards screens: the luck draw shows the published odds and the draws left, a draw shows its result
 * and adds it to the record, a visitor is asked to log in; the reward page gives a red packet to the
 * case picked, shows expired and given packets, opens a certificate; the activity pages (the draw and
 * the matching pages) read the banner, the rules line and link and the rewards switch from the
 * basic-store slots, with defaults when a slot is missing.
 */
import { fireEvent } from '@testing-library/react';
import LuckDrawPage from '../../src/pages/activity/luck-draw';
import GetRewardPage from '../../src/pages/activity/get-reward';
import MatchingDetailPage from '../../src/pages/activity/matching-gift-detail';
import MatchingAreaPage from '../../src/pages/activity/matching-gift-area';
import type { DrawInfo, DrawResult, RedPacket, RewardList } from '../../src/contract/rewards';
import { SLOT_DEFAULTS } from '../../src/contract/rules/activity-slots';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually } from './donor-render';
import { renderPage } from './render';

type RewardsApi = FakeApi & { rewards: Record<string, jest.Mock> };
function rewardsApi(loggedIn = true, slots: Record<string, object> = {}): RewardsApi {
  const api = createFakeApi() as RewardsApi;
  if (loggedIn) api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.config.basicStore.mockImplementation(async ({ activity_id }: { activity_id: string }) => (slots[activity_id] ? { content: JSON.stringify(slots[activity_id]) } : { content: '' }));
  api.rewards = {
    canAttendRedPacket: jest.fn(), redPacketByCase: jest.fn(), giveRedPacket: jest.fn(), rewardList: jest.fn(), lotteryInfo: jest.fn(), lotteryRecord: jest.fn(),
    lotteryResult: jest.fn(), drawInfo: jest.fn(), drawApply: jest.fn(), taskInfo: jest.fn(), certificateInfo: jest.fn(), pigStatus: jest.fn(), pigUserInfo: jest.fn(),
  };
  // the 配捐专区 shows the donor's red packet and pig (test/components/venue-hall.test.tsx)
  api.rewards.canAttendRedPacket.mockResolvedValue({ canAttend: false, reason: '活动期间捐款满1元后可领取', activityId: 'act-1', activityTitle: '暖阳1:1爱心配捐', amount: 200, expireHours: 24 });
  api.rewards.pigStatus.mockResolvedValue({ show: false, caseGiftFen: 0, netFen: 0, level: 0 });
  return api;
}
const PRIZES = [{ code: 'pennant', name: '爱心锦旗（电子）', weight: 2000 }, { code: 'certificate', name: '爱心证书（电子）', weight: 3000 }, { code: 'thanks', name: '谢谢参与', weight: 5000 }] as const;
const info = (over: Partial<DrawInfo> = {}): DrawInfo => ({ enabled: true, prizes: PRIZES.map((p) => ({ ...p })), total: 10_000, minGift: 1000, left: 2, used: 0, records: [], ...over });
const result = (code: 'pennant' | 'certificate' | 'thanks', id = 'dr1'): DrawResult => ({
  resultId: id, prize: { ...PRIZES.find((p) => p.code === code)! }, activityId: 'a1', activityTitle: '好日子爱心会场', orderId: 'o1', createdAt: 1_700_000_000_000, certificateId: '',
});

test('the luck draw: published odds, draws left, one draw shows its result and joins the record', async () => {
  const api = rewardsApi();
  api.rewards.drawInfo.mockResolvedValue(info());
  api.rewards.drawApply.mockResolvedValue({ result: result('certificate'), left: 1 });
  const r = renderPage(LuckDrawPage, { api, path: '/cf/luckDraw' });
  await eventually(() => expect(r.getAllByTestId('luck-odds-row')).toHaveLength(3));
  expect(r.getAllByTestId('luck-odds-row').map((e) => e.textContent)).toEqual(['爱心锦旗（电子）20%', '爱心证书（电子）30%', '谢谢参与50%']);
  expect(r.getByTestId('luck-left').textContent).toBe('2');
  expect(r.getByTestId('luck-record-empty')).toBeTruthy();
  fireEvent.click(r.getByTestId('luck-draw-button'));
  await eventually(() => expect(r.getByTestId('luck-result-prize').textContent).toBe('爱心证书（电子）'));
  expect(api.rewards.drawApply).toHaveBeenCalledTimes(1);
  expect(r.getByTestId('luck-left').textContent).toBe('1');
  expect(r.getAllByTestId('luck-record-item')).toHaveLength(1);
  // the defaults of the missing slots
  expect(r.getByTestId('activity-banner-title').textContent).toBe(SLOT_DEFAULTS.banner.title);
  expect(r.getByTestId('activity-rewards-tip').textContent).toBe(SLOT_DEFAULTS.rewards.drawTip);
});

test('no draws left: the button does nothing; the rewards switch off says so; a visitor is asked to log in', async () => {
  const api = rewardsApi(true, { '20210419102246': { enabled: false }, '20200714162213': { enabled: false } });
  api.rewards.drawInfo.mockResolvedValue(info({ left: 0, enabled: false }));
  const r = renderPage(LuckDrawPage, { api, path: '/cf/luckDraw' });
  await eventually(() => expect(r.getByTestId('luck-draw-button').textContent).toBe('抽奖暂未开启'));
  await eventually(() => expect(r.getByTestId('activity-rewards-tip').textContent).toBe('奖励活动暂未开启'));
  expect(r.queryByTestId('activity-banner-title')).toBeNull();
  fireEvent.click(r.getByTestId('luck-draw-button'));
  expect(api.rewards.drawApply).not.toHaveBeenCalled();
  r.unmount();
  const v = renderPage(LuckDrawPage, { api: rewardsApi(false), path: '/cf/luckDraw' });
  await eventually(() => expect(v.getByTestId('luck-login')).toBeTruthy());
});

const packet = (over: Partial<RedPacket> = {}): RedPacket => ({
  packetId: 'rp1', activityId: 'a1', activityTitle: '好日子爱心会场', amount: 200, status: 'ISSUED', infoUuid: '', caseTitle: '', granted: 0,
  issuedAt: Date.now() - 3_600_000, expiresAt: Date.now() + 5 * 3_600_000, closedAt: 0,
  cases: [{ infoUuid: 'c1', title: '救救小明' }, { infoUuid: 'c2', title: '帮帮小红' }], ...over,
});

test('the reward page: a red packet given to the case picked; given and expired packets; prizes and a certificate', async () => {
  const api = rewardsApi(true, { '20200611163710': { tip: '暖阳爱心基金会按1:1配捐', rulesUrl: '/cf/act-home-rule' } });
  const list: RewardList = {
    packets: [packet(), packet({ packetId: 'rp0', status: 'EXPIRED', cases: [] })],
    prizes: [result('pennant')],
    certificates: [{ certificateId: 'ct1', kind: 'gift', title: '爱心捐赠证书', nickname: '张三', amount: 1234, orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', createdAt: 1, imageUrl: 'http://localhost/api/cf/activity/certificate/image/ct1.png' }],
    pennants: 2,
  };
  api.rewards.rewardList.mockResolvedValue(list);
  api.rewards.giveRedPacket.mockResolvedValue(packet({ status: 'GIVEN', infoUuid: 'c2', caseTitle: '帮帮小红', granted: 200, cases: [] }));
  // the certificate's own record (get-info) is what the page shows beside the image
  api.rewards.certificateInfo.mockResolvedValue({ ...list.certificates[0], nickname: '张*', amount: 5678, createdAt: Date.UTC(2026, 2, 11, 4) });
  const r = renderPage(GetRewardPage, { api, path: '/cf/activity/get-reward' });
  await eventually(() => expect(r.getAllByTestId('reward-packet')).toHaveLength(2));
  expect(r.getAllByTestId('reward-packet-line')[0].textContent).toMatch(/^[45]小时\d+分后过期$/);
  expect(r.getAllByTestId('reward-packet-line')[1].textContent).toBe('已过期，红包金额已退回活动资金池');
  expect(r.getAllByTestId('reward-packet-case').map((e) => e.getAttribute('aria-checked'))).toEqual(['true', 'false']);
  fireEvent.click(r.getAllByTestId('reward-packet-case')[1]);
  fireEvent.click(r.getByTestId('reward-packet-give'));
  await eventually(() => expect(r.getAllByTestId('reward-packet-line')[0].textContent).toBe('已转赠给「帮帮小红」2元'));
  expect(api.rewards.giveRedPacket).toHaveBeenCalledWith({ packetId: 'rp1', infoUuid: 'c2' });
  expect(r.queryByTestId('reward-packet-give')).toBeNull();
  expect(r.getAllByTestId('reward-prize')).toHaveLength(1);
  fireEvent.click(r.getByTestId('reward-certificate-open'));
  await eventually(() => expect(r.getByTestId('reward-certificate-image')).toBeTruthy());
  await eventually(() => expect(r.getByTestId('reward-certificate-info').textContent).toBe('证书编号 ct1 · 获得者 张* · 56.78元 · 颁发于2026年3月11日'));
  expect(api.rewards.certificateInfo).toHaveBeenCalledWith({ certificateId: 'ct1' });
  // the page names the packets' own activity and links to its own rules, never another activity's line
  expect(r.getByTestId('activity-banner-title').textContent).toBe('好日子爱心会场');
  expect(r.queryByTestId('activity-rules-tip')).toBeNull();
  fireEvent.click(r.getByTestId('activity-rules-link'));
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/act-home-rule?activityId=a1' }));
});

test('a matching page reads the rules line from its slot; a missing slot shows the default', async () => {
  // the slot's cap is fen (maxMatchFen 20000): the line shows it in yuan through the one formatter
  const api = rewardsApi(true, { '20200611163710': { tip: '暖阳爱心基金会按1:1配捐', maxMatchFen: 20_000 } });
  const r = renderPage(MatchingDetailPage, { api, path: '/cf/fundraiser/matching-gift-detail/c1' });
  await eventually(() => expect(r.getByTestId('activity-rules-tip').textContent).toBe('暖阳爱心基金会按1:1配捐，单笔最高配捐200元'));
  expect(r.queryByTestId('activity-rules-link')).toBeNull();
  expect(r.getByTestId('activity-banner-title').textContent).toBe(SLOT_DEFAULTS.banner.title);
  r.unmount();
  const d = renderPage(MatchingDetailPage, { api: rewardsApi(true), path: '/cf/fundraiser/matching-gift-detail/c1' });
  await eventually(() => expect(d.getByTestId('activity-rules-tip').textContent).toBe(SLOT_DEFAULTS.rules.tip));
});

test('a matching page names the case\'s own activity; another activity\'s banner and rules line stay off it', async () => {
  const api = rewardsApi(true, {
    '20200611163710': { tip: '好日子公益基金按1:1配捐', activityId: 'act-other' }, '20200714162213': { enabled: true, title: '好日子爱心会场 · 配捐进行中' },
  });
  api.activity.donatorCaseInfo.mockResolvedValue({
    active: true, activityId: 'act-1', kind: 'matchingDonation', status: 'APPROVE', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', ratioPct: 100,
    capGift: 20_000, capDonorDay: 0, capCase: 0, currentCaseMoney: 0, currentMoney: 100_000, drawThreshold: 100, lastSubsidyCount: 0,
    caseMatchCount: 0, caseLeft: null, donorDayLeft: null, poolDry: false, startsAt: 0, endsAt: 1,
  });
  // the case's own subsidy screens read the activity through subsidy/get-case-info
  api.activity.caseInfo.mockResolvedValue(await api.activity.donatorCaseInfo());
  api.activity.areaInfo.mockResolvedValue({ info: await api.activity.donatorCaseInfo(), cases: [] });
  const r = renderPage(MatchingAreaPage, { api, path: '/cf/fundraiser/matching-gift-area-detail/c1' });
  await eventually(() => expect(r.getByTestId('activity-banner-title').textContent).toBe('暖阳1:1爱心配捐'));
  expect(r.queryByTestId('activity-rules-tip')).toBeNull();
  expect(r.container.textContent).not.toContain('好日子');
  fireEvent.click(r.getByTestId('activity-rules-link'));
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/act-home-rule?activityId=act-1' });
});

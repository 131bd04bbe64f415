/**
 * Issue 29, the rest: the spec's calls a screen had not used yet, each shown where the spec's screen reads
 * it. Each test feeds the call's answer through the fake api and finds its figures on the screen.
 */
import PublicityPage from '../../src/pages/content/publicity';
import DonorWallPage from '../../src/pages/donor-wall';
import { MyContributionView } from '../../src/pages/my-contribution/MyContributionView';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { ProveListView } from '../../src/components/trust/ProveListView';
import { DiscussionDetailView } from '../../src/components/trust/DiscussionViews';
import { FastReplyView, FundraiserDetailView } from '../../src/components/trust/ToolViews';
import { act, fireEvent } from '@testing-library/react';
import '../../src/stores/staff/console';
import { ActivityDetailView } from '../../src/pages/staff/activity/ActivityDetailView';
import { ACTIVITY } from './spec-calls.fixtures';
import { eventually, renderWithStores } from './donor-render';
import { renderPage } from './render';

test('the publicity page counts this view and shows its visitors today and overall (uv/get)', async () => {
  const api = createFakeApi();
  api.content.publicity.mockResolvedValue({ caseCount: 3, raisingCount: 2, donationCount: 9, raisedFen: 12_300, paidOutFen: 0, refundedFen: 0, recent: [], at: 1_764_000_000_000 });
  api.config.uvGet.mockResolvedValue({ pv: 40, uv: 17, todayPv: 6, todayUv: 4 });
  const r = renderPage(PublicityPage, { api, path: '/cf/publicity-page' });
  await eventually(() => expect(r.getByTestId('publicity-views').textContent).toBe('浏览 今日4人 · 累计17人'));
  expect(api.config.uvGet).toHaveBeenCalledWith({ page: '/cf/publicity-page', record: true });
});

test('the verification list says how many medical staff verified the case (verification medical-count)', async () => {
  const api = createFakeApi();
  api.content.medicalCount.mockResolvedValue({ count: 3, countFromHospital: 2 });
  const r = renderWithStores(<ProveListView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getByTestId('prove-medical-count').textContent).toBe('3位医护人员证实，其中2位经医院核实'));
  expect(api.content.medicalCount).toHaveBeenCalledWith({ infoUuid: 'c1' });
});

test('the discussion detail screen reads the discussion through frame/bc/detail and shows its question and votes', async () => {
  const api = createFakeApi();
  api.trust.discussionDetail.mockResolvedValue({
    infoUuid: 'c1', status: 4, reason: '', content: '治疗费用是否已由医保报销？', votes: { support: 7, oppose: 3, total: 10 },
    canApply: false, canEnd: false, canVote: true, myVote: null, commentCount: 2,
  });
  const r = renderWithStores(<DiscussionDetailView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getByTestId('discussion-content').textContent).toBe('治疗费用是否已由医保报销？'));
  expect(r.getByTestId('discussion-result-support').textContent).toBe('7票 · 70%');
  expect(api.trust.discussionDetail).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(api.trust.discussionGet).not.toHaveBeenCalled();
});

test('the donor wall heads with the case\'s gift counts (order/count) and the reader\'s own (order/count-ds)', async () => {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.pay.donorWall.mockResolvedValue({ list: [{ orderId: 'o1', nickname: '王五', headImgUrl: '', anonymous: false, amount: 5000, time: 1_764_000_000_000, message: '' }], hasNext: false, anchorId: '' });
  api.lifecycle.orderCount.mockResolvedValue({ infoUuid: 'c1', count: 9, donorCount: 7, amount: 123_400 });
  api.lifecycle.myOrderCount.mockResolvedValue({ count: 2, caseCount: 1, amount: 15_000 });
  const r = renderPage(DonorWallPage, { api, path: '/cf/love-contribution-list/c1' });
  await eventually(() => expect(r.getByTestId('donor-wall-counts').textContent).toBe('7位爱心人士捐款9次，共1,234元'));
  await eventually(() => expect(r.getByTestId('donor-wall-mine').textContent).toBe('我已捐2次，共150元'));
  expect(api.lifecycle.orderCount).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(api.lifecycle.myOrderCount).toHaveBeenCalledWith({ infoUuid: 'c1' });
});

test('a visitor\'s donor wall asks for no count of their own', async () => {
  const api = createFakeApi();
  api.pay.donorWall.mockResolvedValue({ list: [{ orderId: 'o1', nickname: '王五', headImgUrl: '', anonymous: false, amount: 5000, time: 1_764_000_000_000, message: '' }], hasNext: false, anchorId: '' });
  api.lifecycle.orderCount.mockResolvedValue({ infoUuid: 'c1', count: 1, donorCount: 1, amount: 5000 });
  const r = renderPage(DonorWallPage, { api, path: '/cf/love-contribution-list/c1' });
  await eventually(() => expect(r.getByTestId('donor-wall-counts').textContent).toBe('1位爱心人士捐款1次，共50元'));
  expect(r.queryByTestId('donor-wall-mine')).toBeNull();
  expect(api.lifecycle.myOrderCount).not.toHaveBeenCalled();
});

const comment = (i: number) => ({ id: `m${i}`, time: Date.UTC(2026, 0, i, 2) / 1000, headImgUrl: '', nickname: `读者${i}`, comments: `加油${i}`, type: 0, mine: false, canDelete: true });

test('the fast-reply screen lists the case\'s latest comments to answer (comment/get), more by anchor', async () => {
  const api = createFakeApi();
  api.trust.fastReplyList.mockResolvedValue({ list: [] });
  api.trust.commentGet.mockResolvedValueOnce({ list: [comment(3), comment(2)], hasNext: true, anchorId: 'a2' }).mockResolvedValueOnce({ list: [comment(1)], hasNext: false, anchorId: '' });
  const r = renderWithStores(<FastReplyView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getAllByTestId('owner-comment').map((e) => e.textContent)).toEqual(['读者301-03 10:00加油3', '读者201-02 10:00加油2']));
  expect(api.trust.commentGet).toHaveBeenCalledWith({ infoUuid: 'c1', size: 5 });
  fireEvent.click(r.getByTestId('owner-comments-more'));
  await eventually(() => expect(r.getAllByTestId('owner-comment')).toHaveLength(3));
  expect(api.trust.commentGet).toHaveBeenLastCalledWith({ infoUuid: 'c1', size: 5, anchorId: 'a2' });
  expect(r.queryByTestId('owner-comments-more')).toBeNull();
});

test('the owner\'s case view shows the comments read through comment/get-v1', async () => {
  const { INFO } = await import('./spec-calls.fixtures');
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(INFO);
  api.trust.commentGetV1.mockResolvedValue({ list: [comment(5)], hasNext: false, anchorId: '' });
  const r = renderWithStores(<FundraiserDetailView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getByTestId('owner-comment').textContent).toBe('读者501-05 10:00加油5'));
  expect(api.trust.commentGetV1).toHaveBeenCalledWith({ infoUuid: 'c1', size: 5 });
  expect(api.trust.commentGet).not.toHaveBeenCalled();
});

test('我的捐款 heads the list with the reader\'s giving from the user portrait', async () => {
  const api = createFakeApi();
  api.pay.myOrders.mockResolvedValue({ list: [{ orderId: 'o1', infoUuid: 'c1', caseTitle: '救救我的孩子', amount: 5000, anonymous: false, status: 'PAID', createdAt: 1_764_000_000_000 }], hasNext: false, anchorId: '' });
  api.content.userPortrait.mockResolvedValue({ loggedIn: true, donateCount: 4, donateFen: 36_600, raiseCount: 0, shareCount: 3, isNewDonor: false });
  const r = renderWithStores(<MyContributionView />, { api, platform: { path: '/cf/my-contribution' } });
  await eventually(() => expect(r.getByTestId('my-portrait').textContent).toBe('累计捐助4次，共366元 · 转发3次'));
  expect(api.content.userPortrait).toHaveBeenCalledWith({});
});

test('the staff console adds cases to an activity and removes one after a confirmation (activity cases, audited by the server)', async () => {
  const api = createFakeApi();
  api.activity.staffDetail.mockResolvedValue(ACTIVITY);
  api.activity.staffCases
    .mockResolvedValueOnce({ ...ACTIVITY, cases: [...ACTIVITY.cases, { infoUuid: 'c3', title: '新加入的筹款', matched: 0, matchCount: 0, active: true, raisedAmount: 0 }] })
    .mockResolvedValueOnce({ ...ACTIVITY, cases: [{ ...ACTIVITY.cases[0], active: false }, ACTIVITY.cases[1]] });
  const r = renderWithStores(<ActivityDetailView />, { api, platform: { path: '/staff/activity' } });
  await act(async () => void (await r.root.staffActivity.open('act1')));
  await eventually(() => expect(r.getAllByTestId('staff-activity-case')).toHaveLength(2));
  fireEvent.click(r.getByTestId('staff-activity-case-add'));
  await eventually(() => expect(r.getByTestId('staff-activity-case-error').textContent).toBe('请输入要加入的筹款编号'));
  fireEvent.change(r.getByTestId('staff-activity-case-add-input'), { target: { value: 'c3，c3 ' } });
  fireEvent.click(r.getByTestId('staff-activity-case-add'));
  await eventually(() => expect(r.getAllByTestId('staff-activity-case')).toHaveLength(3));
  expect(api.activity.staffCases).toHaveBeenCalledWith({ activityId: 'act1', add: ['c3'], remove: [] });
  expect(r.getAllByTestId('staff-activity-case')[2].textContent).toContain('新加入的筹款');
  fireEvent.click(r.getAllByTestId('staff-activity-case-remove')[0]);
  await eventually(() => expect(r.root.ui.dialog?.title).toBe('将「救救小明」移出活动？'));
  act(() => r.root.ui.confirmDialog());
  await eventually(() => expect(r.getAllByTestId('staff-activity-case')[0].textContent).toContain('救救小明（已移出）'));
  expect(api.activity.staffCases).toHaveBeenLastCalledWith({ activityId: 'act1', add: [], remove: ['c1'] });
  expect(r.getAllByTestId('staff-activity-case-remove')).toHaveLength(1);
});

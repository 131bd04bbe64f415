/**
 * Group help screens: the case's bonfire shows the ladders with what each releases, the linked team and
 * its progress; joining needs login (a visitor is sent to /login, nothing sent); a logged-in reader
 * joins and sees themself in it; a paused activity says so and offers no team actions; the server's
 * refusal is shown; the help record shows the reader's totals, teams, gifts and subsidies.
 */
import { fireEvent } from '@testing-library/react';
import GroupHelpDetailPage from '../../src/pages/activity/group-help-detail';
import HelpRecordPage from '../../src/pages/activity/help-record';
import { ApiError } from '../../src/services/errors';
import type { BonfireActivity, BonfireTeam, HelpRecord } from '../../src/contract/bonfire';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually } from './donor-render';
import { renderPage } from './render';
import { FAKE_ORIGIN } from '../../src/platform/fake';

const LADDERS = [{ n: 1, need: 2, subsidy: 1000 }, { n: 2, need: 3, subsidy: 2000 }];
const team = (over: Partial<BonfireTeam> = {}): BonfireTeam => ({
  teamId: 'bf1', activityId: 'act1', infoUuid: 'c1', caseTitle: '救救小明', leaderNickname: '张三', memberCount: 2, gaveCount: 1, teamMax: 10,
  ladderFinishNum: 0, currentLadderNum: 1, released: 0, createdAt: 1,
  members: [
    { userId: '', nickname: '张三', avatar: '', isLeader: true, gave: true, gaveAmount: 1000, joinedAt: 1 },
    { userId: '', nickname: '李四', avatar: '', isLeader: false, gave: false, gaveAmount: 0, joinedAt: 2 },
  ],
  hits: [], isMember: false, isLeader: false, ...over,
});
const activity = (over: Partial<BonfireActivity> = {}, typeOver: Partial<BonfireActivity['extInfo']['typeInfo']> = {}): BonfireActivity => ({
  activityId: 'act1', activityType: 'BONFIRE', status: 'APPROVE', title: '组队助力', myTeamId: '', isOwner: false, team: team(),
  extInfo: {
    flagInfo: { isBonfireActivity: true, isGetCaseMaxSubsidy: false, isGetCurrentBofMaxSubsidy: false, isLastOneCanFinish: true },
    shareInfo: { title: '一起组队', desc: '', path: '/cf/group-help-detail/c1?bonfireUuid=bf1' },
    teamInfo: { ladderRuleInfo: LADDERS, teamNum: [2, 3], ladderFinishNum: 0, currentLadderNum: 1, messageStatusType: 0 },
    typeInfo: {
      activityType: 'BONFIRE', kind: 'groupHelp', status: 'APPROVE', title: '组队助力', sponsorName: '爱心企业', minGift: 500, teamMax: 10,
      startsAt: 0, endsAt: 9e12, poolLeft: 100_000, poolDry: false, live: true, caseReceived: 0, ...typeOver,
    },
  },
  ...over,
});

function bonfireApi(loggedIn: boolean): FakeApi & { bonfire: Record<string, jest.Mock> } {
  const api = createFakeApi() as FakeApi & { bonfire: Record<string, jest.Mock> };
  if (loggedIn) api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.bonfire = { listActivity: jest.fn(), makeTeam: jest.fn(), joinTeam: jest.fn(), teamDetail: jest.fn(), taskList: jest.fn(), myTeams: jest.fn(), helpRecord: jest.fn(), staffRules: jest.fn(), staffSetRules: jest.fn() };
  return api;
}

test('the bonfire shows the ladders and the linked team; a visitor tapping join is sent to login and nothing is sent', async () => {
  const api = bonfireApi(false);
  api.bonfire.listActivity.mockResolvedValue({ list: [activity()] });
  const r = renderPage(GroupHelpDetailPage, { api, path: '/cf/group-help-detail/c1?bonfireUuid=bf1' });
  await eventually(() => expect(r.getAllByTestId('bonfire-ladder')).toHaveLength(2));
  expect(api.bonfire.listActivity).toHaveBeenCalledWith({ infoId: 'c1', bonfireUuid: 'bf1', channel: '', sharedv: 1000 });
  expect(r.getAllByTestId('bonfire-ladder').map((e) => e.textContent)).toEqual(['12位队员捐款已有1/2人补贴10元', '23位队员捐款已有1/3人补贴20元']);
  expect(r.getAllByTestId('bonfire-member').map((e) => e.textContent)).toEqual(['张三（队长）已捐款', '李四未捐款']);
  expect(r.getByTestId('bonfire-last-one')).toBeTruthy();
  expect(r.queryByTestId('bonfire-state')).toBeNull();
  fireEvent.click(r.getByTestId('bonfire-join'));
  await eventually(() => expect(r.platform.nav.calls.some((c) => 'url' in c && String(c.url).startsWith('/login'))).toBe(true));
  expect(api.bonfire.joinTeam).not.toHaveBeenCalled();
});

test('a logged-in reader joins the linked team and then sees it as theirs; a refusal is shown', async () => {
  const api = bonfireApi(true);
  const mine = team({ isMember: true, memberCount: 3, members: [...team().members, { userId: 'u1', nickname: '爱心用户', avatar: '', isLeader: false, gave: false, gaveAmount: 0, joinedAt: 3 }] });
  api.bonfire.listActivity.mockResolvedValueOnce({ list: [activity()] }).mockResolvedValue({ list: [activity({ myTeamId: 'bf1', team: mine })] });
  api.bonfire.joinTeam.mockResolvedValue(mine);
  const r = renderPage(GroupHelpDetailPage, { api, path: '/cf/group-help-detail/c1?bonfireUuid=bf1' });
  await eventually(() => expect(r.getByTestId('bonfire-join')).toBeTruthy());
  fireEvent.click(r.getByTestId('bonfire-join'));
  await eventually(() => expect(r.getByTestId('bonfire-team-link').textContent).toBe(`${FAKE_ORIGIN}/cf/group-help-detail/c1?bonfireUuid=bf1`));
  expect(api.bonfire.joinTeam).toHaveBeenCalledWith({ teamId: 'bf1' });
  expect(r.getByTestId('bonfire-team-members').textContent).toBe('3');
  expect(r.queryByTestId('bonfire-join')).toBeNull();
  expect(r.queryByTestId('bonfire-make-team')).toBeNull();

  const api2 = bonfireApi(true);
  api2.bonfire.listActivity.mockResolvedValue({ list: [activity({ team: null })] });
  api2.bonfire.makeTeam.mockRejectedValue(new ApiError(409, '你已在该筹款的一个队伍中'));
  const r2 = renderPage(GroupHelpDetailPage, { api: api2, path: '/cf/group-help-detail/c1' });
  await eventually(() => expect(r2.getAllByTestId('bonfire-make-team').length).toBeGreaterThan(0));
  fireEvent.click(r2.getAllByTestId('bonfire-make-team').at(-1)!);
  await eventually(() => expect(r2.getAllByTestId('bonfire-error').at(-1)!.textContent).toBe('你已在该筹款的一个队伍中'));
  expect(api2.bonfire.makeTeam).toHaveBeenCalledWith({ infoUuid: 'c1', activityId: 'act1' });
});

test("the team invite is an absolute link with 复制链接 and 分享; 去捐款 opens the case's pay page", async () => {
  const api = bonfireApi(true);
  api.bonfire.listActivity.mockResolvedValue({ list: [activity({ myTeamId: 'bf1', team: team({ isMember: true }) })] });
  const r = renderPage(GroupHelpDetailPage, { api, path: '/cf/group-help-detail/c1?bonfireUuid=bf1' });
  const url = `${FAKE_ORIGIN}/cf/group-help-detail/c1?bonfireUuid=bf1`;
  await eventually(() => expect(r.getByTestId('bonfire-team-link').textContent).toBe(url));
  fireEvent.click(r.getByTestId('bonfire-team-copy'));
  await eventually(() => expect(r.getByTestId('toast').textContent).toBe('链接已复制，粘贴发送给好友即可'));
  expect(r.platform.share.copied).toEqual([url]);
  // a share menu to point (the fake's, as in WeChat's browser): the team's link goes on it
  fireEvent.click(r.getByTestId('bonfire-team-share'));
  await eventually(() => expect(r.platform.share.contents.at(-1)).toMatchObject({ link: url, title: '一起组队' }));
  fireEvent.click(r.getByTestId('bonfire-donate'));
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/pay/c1' }));
});

test('a paused activity says so and offers no team actions; no activity shows the empty state', async () => {
  const api = bonfireApi(true);
  api.bonfire.listActivity.mockResolvedValue({ list: [activity({ status: 'PAUSE' }, { status: 'PAUSE', live: false })] });
  const r = renderPage(GroupHelpDetailPage, { api, path: '/cf/group-help-detail/c1?bonfireUuid=bf1' });
  await eventually(() => expect(r.getByTestId('bonfire-state').textContent).toBe('活动已暂停，暂不能组队'));
  expect(r.queryByTestId('bonfire-join')).toBeNull();
  expect(r.queryByTestId('bonfire-make-team')).toBeNull();
  const api2 = bonfireApi(false);
  api2.bonfire.listActivity.mockResolvedValue({ list: [] });
  const r2 = renderPage(GroupHelpDetailPage, { api: api2, path: '/cf/group-help-detail/c2' });
  await eventually(() => expect(r2.getByTestId('bonfire-none')).toBeTruthy());
});

test('the help record shows totals, teams, gifts and the subsidies the gifts reached', async () => {
  const api = bonfireApi(true);
  const rec: HelpRecord = {
    teams: [team({ isMember: true, released: 1000, ladderFinishNum: 1 })],
    gifts: [{ orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', amount: 800, matched: 0, paidAt: 1_764_000_000_000 }],
    subsidies: [{ teamId: 'bf1', infoUuid: 'c1', caseTitle: '救救小明', n: 1, granted: 1000, createdAt: 1_764_000_000_000 }],
    totals: { given: 800, matched: 0, subsidy: 1000, giftCount: 1, teamCount: 1 },
  };
  api.bonfire.helpRecord.mockResolvedValue(rec);
  const r = renderPage(HelpRecordPage, { api, path: '/cf/activity/help-record' });
  await eventually(() => expect(r.getByTestId('help-record-subsidy').textContent).toBe('10'));
  expect(r.getByTestId('help-record-given').textContent).toBe('8');
  expect(r.getAllByTestId('help-record-gift')).toHaveLength(1);
  expect(r.getByTestId('help-record-subsidy-row').textContent).toContain('补贴10元');
  fireEvent.click(r.getByTestId('help-record-team'));
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/group-help-detail/c1?bonfireUuid=bf1' });
});

test('the ladders show the team\'s tasks as the server counts them (task-list)', async () => {
  const api = bonfireApi(false);
  api.bonfire.listActivity.mockResolvedValue({ list: [activity()] });
  api.bonfire.taskList.mockResolvedValue({ list: [
    { n: 1, need: 2, subsidy: 1000, done: true, granted: 800, gave: 2 },
    { n: 2, need: 3, subsidy: 2000, done: false, granted: 0, gave: 2 },
  ] });
  const r = renderPage(GroupHelpDetailPage, { api, path: '/cf/group-help-detail/c1?bonfireUuid=bf1' });
  await eventually(() => expect(r.getAllByTestId('bonfire-task').map((e) => e.textContent)).toEqual(['已完成，补贴8元', '已有2/3人']));
  expect(api.bonfire.taskList).toHaveBeenCalledWith({ teamId: 'bf1' });
});

test('the help record opens a team\'s members as team-detail answers them, and closes them', async () => {
  const api = bonfireApi(true);
  api.bonfire.helpRecord.mockResolvedValue({
    teams: [team({ isMember: true })], gifts: [], subsidies: [], totals: { given: 0, matched: 0, subsidy: 0, giftCount: 0, teamCount: 1 },
  });
  api.bonfire.teamDetail.mockResolvedValue(team({ isMember: true, members: [
    { userId: '', nickname: '张*', avatar: '', isLeader: true, gave: true, gaveAmount: 1000, joinedAt: 1 },
    { userId: '', nickname: '王*', avatar: '', isLeader: false, gave: false, gaveAmount: 0, joinedAt: 5 },
  ] }));
  const r = renderPage(HelpRecordPage, { api, path: '/cf/activity/help-record' });
  await eventually(() => expect(r.getByTestId('help-record-team-members-open')).toBeTruthy());
  expect(r.queryByTestId('help-record-member')).toBeNull();
  fireEvent.click(r.getByTestId('help-record-team-members-open'));
  await eventually(() => expect(r.getAllByTestId('help-record-member').map((e) => e.textContent)).toEqual(['张*（队长）已捐款', '王*未捐款']));
  expect(api.bonfire.teamDetail).toHaveBeenCalledWith({ teamId: 'bf1' });
  fireEvent.click(r.getByTestId('help-record-team-members-open'));
  await eventually(() => expect(r.queryByTestId('help-record-member')).toBeNull());
});

/** FundraiserCenterStore over the fake Api: page info and to-dos, the fundraiser version and its fallback, verification management. */
import { FundraiserCenterStore, PROVE_LIST_RELATIONSHIPS } from '../../../src/stores/FundraiserCenterStore';
import type { ManagePageInfo, VerificationItemT, VerifyListResT } from '../../../src/contract/trust';
import { apiError, trustRoot } from './trust-fakes';

const info = (over: Partial<ManagePageInfo> = {}): ManagePageInfo => ({
  infoUuid: 'c1', raisedAmount: 123_45, donationCount: 3, shareCount: 7, visitCount: 40, verificationCount: 1, followers: 2, raiseType: 0,
  todos: [
    { kind: 'materials', title: '完善证明材料', path: '/cf/publish/raise/supplement-commit-verify/c1', done: true },
    { kind: 'invite_friends', title: '邀请亲友证实（已有1人）', path: '/cf/contribute/fundraiser-center/friend-prove/c1', done: false },
    { kind: 'post_progress', title: '发布筹款动态', path: '/cf/publish/progress/c1', done: false },
  ],
  ...over,
});

const verification = (id: string, over: Partial<VerificationItemT> = {}): VerificationItemT => ({
  verifyId: id, infoUuid: 'c1', nickname: '小王', headImgUrl: '', relationship: '朋友', content: '情况属实', isDoctor: false, time: 1,
  identity: '', realName: true, doctor: null, mine: false, canDelete: true, ...over,
});

const page = (list: VerificationItemT[], over: Partial<VerifyListResT> = {}): VerifyListResT => ({
  list, hasNext: false, anchorId: '', count: list.length, countFromHospital: 0, doctorVerificationCount: 0,
  friendsVerificationCount: list.length, sickFriendsVerificationCount: 0, verifyUserCount: list.length, ...over,
});

test('load shows the numbers and puts open to-dos first, keeping the server order within each group', async () => {
  const { api, root } = trustRoot();
  api.trust.pageInfo.mockResolvedValue(info());
  api.trust.fundraiserVersion.mockResolvedValue({ shunt: 1, domainAddressAndAccountOpenMap: { domainAddress: '', accountOpen: true, strongJumpFundraiserManagement: false } });
  const fc = new FundraiserCenterStore(root);
  await fc.load('c1');
  expect(api.trust.pageInfo).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(fc.info?.raisedAmount).toBe(123_45);
  expect(fc.todos.map((t) => t.kind)).toEqual(['invite_friends', 'post_progress', 'materials']);
  expect(fc.isNewVersion).toBe(true);
});

test('a failed fundraiser-version lookup is treated as the new version and the centre still loads (SPEC 8)', async () => {
  const { api, root } = trustRoot();
  api.trust.pageInfo.mockResolvedValue(info());
  api.trust.fundraiserVersion.mockRejectedValue(apiError('服务繁忙', 500));
  const fc = new FundraiserCenterStore(root);
  await fc.load('c1');
  expect(fc.version).toBeNull();
  expect(fc.isNewVersion).toBe(true);
  expect(fc.info).not.toBeNull();
  expect(fc.loadAct.error).toBe('');

  api.trust.fundraiserVersion.mockResolvedValue({ shunt: 0, domainAddressAndAccountOpenMap: { domainAddress: '', accountOpen: true, strongJumpFundraiserManagement: false } });
  await fc.load('c1');
  expect(fc.isNewVersion).toBe(false);
});

test('a to-do whose link is not an in-app route is dropped (never an off-site link)', async () => {
  const { api, root } = trustRoot();
  api.trust.pageInfo.mockResolvedValue(info({
    todos: [
      { kind: 'materials', title: '坏链接', path: 'https://evil.com/x', done: false },
      { kind: 'invite_friends', title: '协议相对', path: '//evil.com', done: false },
      { kind: 'post_progress', title: '发布筹款动态', path: '/cf/publish/progress/c1', done: false },
    ],
  }));
  const fc = new FundraiserCenterStore(root);
  await fc.load('c1');
  expect(fc.todos.map((t) => t.title)).toEqual(['发布筹款动态']);
});

test('a non-owner gets the server refusal as a Chinese error', async () => {
  const { api, root } = trustRoot();
  api.trust.pageInfo.mockRejectedValue(apiError('无权操作', 403));
  const fc = new FundraiserCenterStore(root);
  await fc.load('c1');
  expect(fc.info).toBeNull();
  expect(fc.loadAct.error).toBe('无权操作');
});

test('doctor and friend lists ask for their relationships; delete removes the row and refreshes the counters', async () => {
  const { api, root, toasts } = trustRoot();
  api.trust.verifyUserList.mockResolvedValue(page([verification('v1'), verification('v2')]));
  api.trust.verifyCount.mockResolvedValue({ count: 1, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 1, sickFriendsVerificationCount: 0, verifyUserCount: 1 });
  const fc = new FundraiserCenterStore(root);
  await fc.loadProves('c1', 'friend');
  expect(api.trust.verifyUserList).toHaveBeenLastCalledWith(expect.objectContaining({ infoUuid: 'c1', relationships: PROVE_LIST_RELATIONSHIPS.friend }));
  expect(PROVE_LIST_RELATIONSHIPS.friend).not.toContain('医生');
  expect(fc.proves.items).toHaveLength(2);
  expect(fc.counts?.friendsVerificationCount).toBe(2);

  expect(await fc.deleteProve('v1')).toBe(true);
  expect(api.trust.verifyDelete).toHaveBeenCalledWith({ verifyId: 'v1', infoUuid: 'c1' });
  expect(fc.proves.items.map((v) => v.verifyId)).toEqual(['v2']);
  expect(toasts).toContain('已删除');
  await Promise.resolve();
  expect(fc.counts?.friendsVerificationCount).toBe(1);

  api.trust.verifyDelete.mockRejectedValue(apiError('无权删除', 403));
  expect(await fc.deleteProve('v2')).toBe(false);
  expect(fc.proves.items).toHaveLength(1);
  expect(toasts[toasts.length - 1]).toBe('无权删除');

  api.trust.verifyUserList.mockResolvedValue(page([verification('d1', { relationship: '医生', isDoctor: true })]));
  await fc.loadProves('c1', 'doctor');
  expect(api.trust.verifyUserList).toHaveBeenLastCalledWith(expect.objectContaining({ relationships: '医生,主治医生' }));
  expect(fc.proves.items.map((v) => v.verifyId)).toEqual(['d1']);
});

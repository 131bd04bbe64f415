/**
 * Growth's stores over the fake Api: the poster asks for a mini-program code in the mini-program and a
 * QR code elsewhere, with the sharer as the share source; the lead form checks the shared rules before
 * sending; the wish form checks the comment rules; accepting an invitation is recorded and opens the
 * next step; the staff queue offers only the machine's moves.
 */
import type { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { PosterStore } from '../../../src/stores/growth/PosterStore';
import { LeadStore } from '../../../src/stores/growth/LeadStore';
import { WishStore } from '../../../src/stores/growth/WishStore';
import { InviteStore } from '../../../src/stores/growth/InviteStore';
import { StaffLeadStore } from '../../../src/stores/growth/StaffLeadStore';
import { createFakeApi } from '../../setup/fakeApi';

function setup(mp = false, loggedIn = true) {
  const api = createFakeApi();
  const platform = createFakePlatform({ path: '/cf/activity/pary', env: { isMiniProgram: mp } });
  const auth = { checked: true, loggedIn, mobileBound: loggedIn, user: loggedIn ? { userId: 'u1' } : null, check: jest.fn() };
  const root = { api, platform, auth, ui: { showToast: jest.fn() } } as unknown as RootStore;
  return { api, platform, root };
}

const POSTER = {
  infoUuid: 'c1', title: 't', raisedAmount: 100, targetAmount: 1000, donationCount: 1, pictureUrl: '/p.jpg', pictures: ['/p.jpg'],
  caseUrl: 'http://x/cf/contribute/c1', posterUrl: 'http://x/api/cf/growth/poster/c1.png', mpPage: '', mpScene: '', canChange: true,
};

test.each([[false, 'h5'], [true, 'mp']] as const)('the poster (mini-program %s) asks for the %s code with the sharer as source', async (mp, target) => {
  const { api, root } = setup(mp);
  api.growth.poster.mockResolvedValue(POSTER);
  const store = new PosterStore(root);
  expect(await store.load('c1')).toBe(true);
  expect(api.growth.poster).toHaveBeenCalledWith({ infoUuid: 'c1', target, userSourceId: 'u1' });
  expect(store.info?.posterUrl).toBe(POSTER.posterUrl);
  expect(store.chosen).toBe('/p.jpg');
});

test('the lead form refuses with the shared rules before anything is sent, then sends the trimmed values', async () => {
  const { api, root } = setup();
  const form = new LeadStore(root, 'regist');
  expect(await form.submit()).toBe(false);
  expect(form.submitAct.error).toBe('请填写姓名');
  expect(form.errors).toMatchObject({ name: '请填写姓名', phone: '请填写手机号', city: '请填写所在城市', note: '请填写患者病情' });
  form.set('name', ' 王小明 ');
  form.set('phone', '1380013800');
  expect(await form.submit()).toBe(false);
  expect(form.submitAct.error).toBe('请输入正确的手机号码');
  form.set('phone', '13800138000');
  form.set('city', '北京');
  form.set('note', '白血病');
  expect(api.growth.leadSubmit).not.toHaveBeenCalled();
  api.growth.leadSubmit.mockResolvedValue({ id: 'l1', kind: 'regist', name: '王小明', phone: '13800138000', status: 'pending', adviser: '', createdAt: 1, updatedAt: 1 });
  expect(await form.submit('ad')).toBe(true);
  expect(api.growth.leadSubmit).toHaveBeenCalledWith({ kind: 'regist', name: '王小明', phone: '13800138000', city: '北京', note: '白血病', channel: 'ad' });
  expect(form.statusText).toBe('待回访');
});

test('an adviser request needs only a name and a phone; a visitor is sent to log in first', async () => {
  const { api, root, platform } = setup(false, false);
  const form = new LeadStore(root, 'adviser');
  form.set('name', '李四');
  form.set('phone', '13900139000');
  expect(await form.submit()).toBe(false);
  expect(api.growth.leadSubmit).not.toHaveBeenCalled();
  expect(platform.nav.calls.at(-1)).toMatchObject({ type: 'go', target: 'login' });
});

test('a wish follows the comment rules and goes to the top of the tree', async () => {
  const { api, root } = setup();
  const store = new WishStore(root);
  api.growth.wishStat.mockResolvedValue({ count: 5, shareCount: 1, mine: 0 });
  api.growth.wishLast.mockResolvedValue({ list: [] });
  api.growth.sampleWords.mockResolvedValue({ words: ['愿家人平安'] });
  await store.load();
  store.setDraft('   ');
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('请输入心愿内容');
  store.setDraft('愿'.repeat(201));
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('心愿不能超过200字');
  store.setDraft(store.words[0]);
  api.growth.saveWishing.mockResolvedValue({ id: 'w1', nickname: 'me', headImgUrl: '', content: '愿家人平安', time: 1, mine: true });
  expect(await store.submit()).toBe(true);
  expect(api.growth.saveWishing).toHaveBeenCalledWith({ content: '愿家人平安' });
  expect(store.list[0].id).toBe('w1');
  expect(store.stat).toMatchObject({ count: 6, mine: 1 });
  expect(store.draft).toBe('');
});

test('accepting an invitation records it and opens where the friend gives or raises', async () => {
  const { api, root, platform } = setup();
  api.growth.inviteAccept.mockResolvedValue({ accepted: true });
  const store = new InviteStore(root);
  expect(await store.accept('abc', 'raise', 'initiator')).toBe(true);
  expect(api.growth.inviteAccept).toHaveBeenCalledWith({ code: 'abc', kind: 'raise', channel: 'initiator' });
  expect(platform.nav.calls.at(-1)).toMatchObject({ target: 'raiseRegist' });
  api.growth.inviteMine.mockResolvedValue({ code: 'abc', origin: 'https://cf.example', invited: 0, gave: 0, raised: 0, list: [] });
  await store.loadMine();
  expect(store.linkFor('weibo', 'give')).toBe('https://cf.example/cf/activity/weibo-inviter?inviteCode=abc&kind=give');
  store.setKind('raise');
  expect(store.mpShare().path).toBe('/pages/growth/invite/index?inviteCode=abc&kind=raise&_route=mpWxInviter');
});

test('the staff queue offers only the moves the lead machine allows', () => {
  const { root } = setup();
  const store = new StaffLeadStore(root);
  const lead = (status: 'pending' | 'called' | 'closed') => ({ status } as never);
  expect(store.movesOf(lead('pending'))).toEqual(['called', 'unreachable', 'closed']);
  expect(store.movesOf(lead('called'))).toEqual(['converted', 'closed']);
  expect(store.movesOf(lead('closed'))).toEqual([]);
});

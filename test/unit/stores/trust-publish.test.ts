/** Progress posts (form, my posts with review status) and progress follow over the fake Api. */
import { PROGRESS_TEXT_MAX, ProgressFollowStore, PublishProgressStore, progressFormError } from '../../../src/stores/FundraiserCenterStore.publish';
import type { UploadedFile } from '../../../src/platform/upload-core';
import type { ProgressItemT } from '../../../src/contract/trust';
import { deferred } from '../../setup/fakeApi';
import { apiError, trustRoot } from './trust-fakes';

const file = (n: number): UploadedFile => ({ fileId: `f${n}`, url: `/files/pub/f${n}.png`, thumbUrl: '', largeUrl: '', private: false });
const post = (id: string, status: ProgressItemT['status'], over: Partial<ProgressItemT> = {}): ProgressItemT => ({
  id, content: '第二次化疗完成', imageUrls: '', largeImageUrls: '', updateDate: 1, sortDate: 1, updateTime: '', status, reason: '', ...over,
});

test('the form explains in Chinese what is missing', () => {
  expect(progressFormError('   ', [], false)).toBe('请填写动态内容');
  expect(progressFormError('x'.repeat(PROGRESS_TEXT_MAX + 1), [], false)).toBe(`动态内容不能超过${PROGRESS_TEXT_MAX}字`);
  expect(progressFormError('好转', [], true)).toBe('图片还在上传，请稍候');
  expect(progressFormError('好转', Array.from({ length: 10 }, (_, i) => file(i)), false)).toBe('最多上传9张图片');
  expect(progressFormError('好转', [file(1)], false)).toBe('');
});

test('submit sends the text and the photos as one comma list, once, and clears the form', async () => {
  const { api, root } = trustRoot();
  const store = new PublishProgressStore(root);
  store.open('c1');
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('请填写动态内容');
  expect(api.trust.progressAdd).not.toHaveBeenCalled();

  const d = deferred<ProgressItemT>();
  api.trust.progressAdd.mockReturnValue(d.promise);
  store.setContent('  今天出院了，谢谢大家  ');
  store.setFiles([file(1), file(2)]);
  const first = store.submit();
  expect(await store.submit()).toBe(false); // locked while in flight
  d.resolve(post('p1', 'pending'));
  expect(await first).toBe(true);
  expect(api.trust.progressAdd).toHaveBeenCalledTimes(1);
  expect(api.trust.progressAdd).toHaveBeenCalledWith({ infoUuid: 'c1', content: '今天出院了，谢谢大家', imageUrls: '/files/pub/f1.png,/files/pub/f2.png' });
  expect(store.content).toBe('');
  expect(store.files).toEqual([]);
  expect(store.mine[0]).toMatchObject({ id: 'p1', status: 'pending' });
});

test('a refusal from the server is shown as given; text-only posts send no imageUrls', async () => {
  const { api, root } = trustRoot();
  const store = new PublishProgressStore(root);
  store.open('c1');
  store.setContent('更新');
  api.trust.progressAdd.mockRejectedValueOnce(apiError('仅筹款人可以发布动态', 403));
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('仅筹款人可以发布动态');
  expect(store.content).toBe('更新');
  api.trust.progressAdd.mockResolvedValueOnce(post('p2', 'pending'));
  expect(await store.submit()).toBe(true);
  expect(api.trust.progressAdd).toHaveBeenLastCalledWith({ infoUuid: 'c1', content: '更新' });
});

test('my posts keep their review status and reason', async () => {
  const { api, root } = trustRoot();
  api.trust.progressMine.mockResolvedValue({ list: [post('p2', 'rejected', { reason: '含有隐私信息' }), post('p1', 'approved')] });
  const store = new PublishProgressStore(root);
  await store.loadMine('c1');
  expect(store.mine.map((p) => [p.id, p.status, p.reason])).toEqual([['p2', 'rejected', '含有隐私信息'], ['p1', 'approved', '']]);
  api.trust.progressMine.mockRejectedValue(apiError('无权操作', 403));
  await store.loadMine('c1');
  expect(store.loadAct.error).toBe('无权操作');
});

test('follow toggles with the server; a visitor is sent to login instead', async () => {
  const { api, root, toasts, platform, auth } = trustRoot({ path: '/cf/contribute/progress/c1' });
  api.trust.progressFollowStatus.mockResolvedValue({ following: false, followers: 4 });
  api.trust.progressFollow.mockResolvedValue({ following: true, followers: 5 });
  api.trust.progressUnfollow.mockResolvedValue({ following: false, followers: 4 });
  const f = new ProgressFollowStore(root);
  await f.load('c1');
  expect(f.state).toEqual({ following: false, followers: 4 });
  expect(await f.toggle()).toBe(true);
  expect(api.trust.progressFollow).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(f.state?.following).toBe(true);
  expect(toasts).toContain('已关注，有新动态时会通知您');
  await f.toggle();
  expect(api.trust.progressUnfollow).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(f.state?.following).toBe(false);

  auth.loggedIn = false;
  await f.load('c1');
  expect(f.state).toBeNull();
  expect(await f.toggle()).toBe(false);
  expect(platform.nav.history[platform.nav.history.length - 1]).toBe(`/login?redirectUrl=${encodeURIComponent('/cf/contribute/progress/c1')}`);
});

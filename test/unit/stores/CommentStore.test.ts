import { CommentStore, COMMENT_TEXT } from '../../../src/stores/CommentStore';
import type { CommentItem } from '../../../src/contract/comments';
import { fakeRoot } from './donor-fakes';

const c = (id: string, over: Partial<CommentItem> = {}): CommentItem => ({
  id, time: 1_700_000_000, headImgUrl: '', nickname: `u${id}`, comments: `text ${id}`, type: 0, mine: false, ...over,
});
const page = (ids: string[], hasNext: boolean, anchorId: string) => ({ list: ids.map((id) => c(id)), hasNext, anchorId });

test('page 1 puts own and shared comments first (size 50) and removes duplicates', async () => {
  const root = fakeRoot();
  root.api.comments.listSelf.mockResolvedValue(page(['s1', 'x'], false, ''));
  root.api.comments.listShared.mockResolvedValue(page(['h1', 'x'], false, ''));
  root.api.comments.list.mockResolvedValue(page(['p1', 's1', 'p2'], true, 'a1'));
  const store = new CommentStore(root.asRoot);
  await store.load('case-1');
  expect(store.items.map((i) => i.id)).toEqual(['s1', 'x', 'h1', 'p1', 'p2']);
  expect(root.api.comments.listSelf).toHaveBeenCalledWith(expect.objectContaining({ infoUuid: 'case-1', size: 50 }));
  expect(root.api.comments.listShared).toHaveBeenCalledWith(expect.objectContaining({ infoUuid: 'case-1', size: 50 }));
});

test('pages by anchorId until hasNext is false, then stops asking', async () => {
  const root = fakeRoot();
  root.api.comments.listSelf.mockResolvedValue(page([], false, ''));
  root.api.comments.listShared.mockResolvedValue(page([], false, ''));
  root.api.comments.list
    .mockResolvedValueOnce(page(['1', '2'], true, 'a1'))
    .mockResolvedValueOnce(page(['3', '2'], true, 'a2'))
    .mockResolvedValueOnce(page(['4'], false, 'a3'));
  const store = new CommentStore(root.asRoot);
  await store.load('case-1');
  await store.loadMore();
  await store.loadMore();
  await store.loadMore();
  expect(root.api.comments.list).toHaveBeenCalledTimes(3);
  expect(root.api.comments.list.mock.calls[1][0].anchorId).toBe('a1');
  expect(root.api.comments.list.mock.calls[2][0].anchorId).toBe('a2');
  expect(store.items.map((i) => i.id)).toEqual(['1', '2', '3', '4']);
  expect(store.hasNext).toBe(false);
});

test('failures of own/shared are only logged; a failed next page leaves the list unchanged', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const root = fakeRoot();
  root.api.comments.list.mockResolvedValueOnce(page(['1'], true, 'a1')).mockRejectedValueOnce({ msg: '失败' });
  const store = new CommentStore(root.asRoot);
  await store.load('case-1');
  expect(store.items.map((i) => i.id)).toEqual(['1']);
  await store.loadMore();
  expect(store.items.map((i) => i.id)).toEqual(['1']);
  expect(store.hasNext).toBe(true);
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('adding needs a login: a visitor goes to /login with the page as redirectUrl', async () => {
  const root = fakeRoot({ loggedIn: false, platform: { path: '/cf/contribute/case-1' } });
  const store = new CommentStore(root.asRoot);
  store.setDraft('加油');
  expect(await store.submit()).toBe(false);
  expect(root.api.comments.add).not.toHaveBeenCalled();
  expect(root.platform.nav.currentPath()).toBe(`/login?redirectUrl=${encodeURIComponent('/cf/contribute/case-1')}`);
});

test('add validates, posts and prepends; remove drops the comment only after the server agreed', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const root = fakeRoot({ loggedIn: true });
  root.api.comments.listSelf.mockResolvedValue(page([], false, ''));
  root.api.comments.listShared.mockResolvedValue(page([], false, ''));
  root.api.comments.list.mockResolvedValue(page(['1'], false, ''));
  const store = new CommentStore(root.asRoot);
  await store.load('case-1');
  store.setDraft('   ');
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe(COMMENT_TEXT.empty);
  store.setDraft('<b>加油</b>');
  root.api.comments.add.mockResolvedValue(c('new', { comments: '<b>加油</b>', mine: true }));
  expect(await store.submit()).toBe(true);
  expect(root.api.comments.add).toHaveBeenCalledWith({ infoUuid: 'case-1', content: '<b>加油</b>' });
  expect(store.items.map((i) => i.id)).toEqual(['new', '1']);
  expect(store.draft).toBe('');

  root.api.comments.remove.mockRejectedValueOnce({ msg: '无权限' });
  expect(await store.remove('new')).toBe(false);
  expect(store.items.map((i) => i.id)).toEqual(['new', '1']);
  root.api.comments.remove.mockResolvedValueOnce(null);
  expect(await store.remove('new')).toBe(true);
  expect(store.items.map((i) => i.id)).toEqual(['1']);
  warn.mockRestore();
});

// Issue 15: a comment sent before the case page's list has loaded (H5: typed on the server's first screen
// and carried over at the hand-over) goes to the case, and the list's load keeps the draft.
import { CommentStore } from '../../../src/stores/CommentStore';
import { fakeRoot } from './donor-fakes';

const empty = { list: [], hasNext: false, anchorId: '' };

test('a draft sent after select() and before load() is posted to the selected case; load() keeps a draft of the same case', async () => {
  const root = fakeRoot({ loggedIn: true });
  root.api.comments.listSelf.mockResolvedValue(empty);
  root.api.comments.listShared.mockResolvedValue(empty);
  root.api.comments.list.mockResolvedValue(empty);
  root.api.comments.add.mockResolvedValue({ id: 'n1', time: 1, headImgUrl: '', nickname: 'me', comments: '加油', type: 0, mine: true });
  const store = new CommentStore(root.asRoot);
  store.select('case-1');
  store.setDraft('加油');
  expect(await store.submit()).toBe(true);
  expect(root.api.comments.add).toHaveBeenCalledWith({ infoUuid: 'case-1', content: '加油' });

  store.setDraft('再加油');
  await store.load('case-1');
  expect(store.draft).toBe('再加油');
  store.select('case-2'); // another case: its own empty draft and list
  expect(store.draft).toBe('');
  expect(store.items).toEqual([]);
});

test('a draft typed before the store knew any case (H5: carried over from the server screen) is kept by the page\'s select() and load()', async () => {
  const root = fakeRoot({ loggedIn: true });
  root.api.comments.listSelf.mockResolvedValue(empty);
  root.api.comments.listShared.mockResolvedValue(empty);
  root.api.comments.list.mockResolvedValue(empty);
  const store = new CommentStore(root.asRoot);
  store.setDraft('第2刻的留言 加油');
  store.select('case-1');
  await store.load('case-1');
  expect(store.draft).toBe('第2刻的留言 加油');
  store.select('case-2'); // another case: its own empty draft
  expect(store.draft).toBe('');
});

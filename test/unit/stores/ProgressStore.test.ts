/** SPEC 7: the progress list's requests: the first is offset 0, limit 10, type 1; the next page starts where the last ended. */
import { ProgressStore } from '../../../src/stores/ProgressStore';
import { fakeRoot } from './donor-fakes';

const post = (i: number) => ({ id: `p${i}`, content: `动态${i}`, imageUrls: '', largeImageUrls: '', updateDate: 1_764_000_000_000 + i, sortDate: 0, updateTime: '' });

test('the first request is offset 0, limit 10, type 1, and the next page asks from offset 10', async () => {
  const root = fakeRoot();
  root.api.cases.progressList.mockResolvedValueOnce({ list: Array.from({ length: 10 }, (_, i) => post(i)), hasNext: true, total: 12 });
  const store = new ProgressStore(root.asRoot);
  await store.load('case-1');
  expect(root.api.cases.progressList).toHaveBeenNthCalledWith(1, { infoUuid: 'case-1', offset: 0, limit: 10, type: 1 });
  root.api.cases.progressList.mockResolvedValueOnce({ list: [post(10), post(11)], hasNext: false, total: 12 });
  await store.loadMore();
  expect(root.api.cases.progressList).toHaveBeenNthCalledWith(2, { infoUuid: 'case-1', offset: 10, limit: 10, type: 1 });
  expect(store.items).toHaveLength(12);
});

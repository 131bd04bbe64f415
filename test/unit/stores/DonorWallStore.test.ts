import { DonorWallStore, donorName } from '../../../src/stores/DonorWallStore';
import { ANONYMOUS_NICKNAME } from '../../../src/lib/nickname';
import type { DonorWallItem } from '../../../src/contract/pay';
import { fakeRoot } from './donor-fakes';

const d = (orderId: string, nickname: string, anonymous: boolean): DonorWallItem => ({
  orderId, nickname, anonymous, headImgUrl: '', amount: 2000, time: 1,
});

test('anonymous donors never show their name', () => {
  expect(donorName(d('1', '李四', true))).toBe(ANONYMOUS_NICKNAME);
  expect(donorName(d('1', '李四', true))).not.toContain('李四');
  expect(donorName(d('2', '李四', false))).toContain('李四');
});

test('the wall pages by anchorId and names each row', async () => {
  const root = fakeRoot();
  root.api.pay.donorWall
    .mockResolvedValueOnce({ list: [d('1', '李四', false), d('2', '王五', true)], hasNext: true, anchorId: 'a1' })
    .mockResolvedValueOnce({ list: [d('3', '赵六', false)], hasNext: false, anchorId: 'a2' });
  const store = new DonorWallStore(root.asRoot);
  await store.load('case-1');
  await store.loadMore();
  await store.loadMore();
  expect(root.api.pay.donorWall).toHaveBeenCalledTimes(2);
  expect(root.api.pay.donorWall.mock.calls[0][0]).toEqual(expect.objectContaining({ infoUuid: 'case-1' }));
  expect(root.api.pay.donorWall.mock.calls[1][0]).toEqual(expect.objectContaining({ infoUuid: 'case-1', anchorId: 'a1' }));
  expect(store.items.map((i) => i.displayName)).toEqual([donorName(d('1', '李四', false)), ANONYMOUS_NICKNAME, donorName(d('3', '赵六', false))]);
});

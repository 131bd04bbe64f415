/** RewardStore over a hand-made api carrying the `rewards` feature group: draws, gives, and the texts of a packet. */
import { RootStore } from '../../../src/stores/RootStore';
import { RewardStore, expiryText, packetLine } from '../../../src/stores/activity/RewardStore';
import { ActivitySlotsStore } from '../../../src/stores/activity/ActivitySlotsStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';
import type { RedPacket } from '../../../src/contract/rewards';

function setup() {
  const api = createFakeApi() as FakeApi & { rewards: Record<string, jest.Mock> };
  api.rewards = { drawInfo: jest.fn(), drawApply: jest.fn(), rewardList: jest.fn(), giveRedPacket: jest.fn() };
  const root = new RootStore(api, createFakePlatform());
  return { api, root, store: new RewardStore(root) };
}
const packet = (over: Partial<RedPacket> = {}): RedPacket => ({
  packetId: 'rp1', activityId: 'a1', activityTitle: '会场', amount: 300, status: 'ISSUED', infoUuid: '', caseTitle: '', granted: 0, issuedAt: 0, expiresAt: 10 * 3_600_000,
  closedAt: 0, cases: [{ infoUuid: 'c1', title: '甲' }, { infoUuid: 'c2', title: '乙' }], ...over,
});

test('a draw: refused without draws left; one at a time; the result and the count follow the answer', async () => {
  const { api, store } = setup();
  api.rewards.drawInfo.mockResolvedValue({ enabled: true, prizes: [{ code: 'thanks', name: '谢谢参与', weight: 10_000 }], total: 10_000, minGift: 1000, left: 1, used: 0, records: [] });
  await store.loadDraw();
  expect(store.oddsRows).toEqual([{ code: 'thanks', name: '谢谢参与', odds: '100%' }]);
  let resolve: (v: unknown) => void = () => {};
  api.rewards.drawApply.mockReturnValue(new Promise((r) => (resolve = r)));
  const first = store.drawOnce();
  expect(await store.drawOnce()).toBe(false); // busy: a second tap sends nothing
  resolve({ result: { resultId: 'dr1', prize: { code: 'thanks', name: '谢谢参与', weight: 10_000 }, activityId: 'a1', activityTitle: '会场', orderId: 'o1', createdAt: 1, certificateId: '' }, left: 0 });
  expect(await first).toBe(true);
  expect(api.rewards.drawApply).toHaveBeenCalledTimes(1);
  expect([store.draw?.left, store.draw?.used, store.draw?.records.length, store.result?.resultId]).toEqual([0, 1, 1, 'dr1']);
  expect(store.canDraw).toBe(false);
  expect(await store.drawOnce()).toBe(false);
  expect(api.rewards.drawApply).toHaveBeenCalledTimes(1);
});

test('give: the first case is picked by default, another may be picked; the given packet replaces the issued one; a failure keeps the message', async () => {
  const { api, root, store } = setup();
  api.rewards.rewardList.mockResolvedValue({ packets: [packet()], prizes: [], certificates: [], pennants: 0 });
  await store.loadList();
  expect(store.picked.rp1).toBe('c1');
  store.pick('rp1', 'c2');
  api.rewards.giveRedPacket.mockRejectedValueOnce({ msg: '该筹款暂不能接收红包' });
  expect(await store.give('rp1')).toBe(false);
  expect(store.giveAct.error).toBe('该筹款暂不能接收红包');
  api.rewards.giveRedPacket.mockResolvedValue(packet({ status: 'GIVEN', infoUuid: 'c2', caseTitle: '乙', granted: 300, cases: [] }));
  expect(await store.give('rp1')).toBe(true);
  expect(api.rewards.giveRedPacket).toHaveBeenLastCalledWith({ packetId: 'rp1', infoUuid: 'c2' });
  expect(store.list?.packets[0].status).toBe('GIVEN');
  expect(root.ui.toast?.text ?? '').toContain('已转赠3元');
  expect(await store.give('nope')).toBe(false);
  expect(store.giveAct.error).toBe('请选择要转赠的筹款');
});

test('packet texts: time left, given, expired', () => {
  expect(expiryText(10 * 3_600_000, 0)).toBe('10小时0分后过期');
  expect(expiryText(90_000, 0)).toBe('1分钟后过期');
  expect(expiryText(5, 10)).toBe('已过期');
  expect(packetLine(packet({ status: 'GIVEN', caseTitle: '乙', granted: 250 }), 0)).toBe('已转赠给「乙」2.5元');
  expect(packetLine(packet({ status: 'EXPIRED' }), 0)).toBe('已过期，红包金额已退回活动资金池');
});

test('the slots are read once per root; a failing slot falls back to its defaults', async () => {
  const api = createFakeApi();
  api.config.basicStore.mockImplementation(async ({ activity_id }: { activity_id: string }) => {
    if (activity_id === '20200714162213') throw new Error('down');
    return { content: activity_id === '20200611163710' ? JSON.stringify({ tip: '配捐说明' }) : '' };
  });
  const s = new ActivitySlotsStore(new RootStore(api, createFakePlatform()));
  await Promise.all([s.load(), s.load()]);
  expect(api.config.basicStore).toHaveBeenCalledTimes(3);
  expect([s.loaded, s.slots.rules.tip, s.slots.banner.enabled, s.slots.rewards.enabled]).toEqual([true, '配捐说明', true, true]);
});

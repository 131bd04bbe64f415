/** The staff console's group-help rules: typed ladders checked with the shared rule, sent in fen, the server's answer applied. */
import { RootStore } from '../../../src/stores/RootStore';
import { StaffBonfireStore } from '../../../src/stores/activity/StaffBonfireStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { createFakeApi } from '../../setup/fakeApi';
import type { StaffBonfireRules } from '../../../src/contract/bonfire';

const RULES: StaffBonfireRules = { activityId: 'act1', kind: 'groupHelp', status: 'PAUSE', teamMax: 10, ladders: [{ n: 1, need: 2, subsidy: 1050 }], can: { edit: true }, teams: [] };

function setup() {
  const api = createFakeApi() as ReturnType<typeof createFakeApi> & { bonfire: Record<string, jest.Mock> };
  api.bonfire = { staffRules: jest.fn().mockResolvedValue(RULES), staffSetRules: jest.fn() };
  const root = new RootStore(api, createFakePlatform());
  return { api, store: new StaffBonfireStore(root) };
}

test('loads the rules as yuan text rows; a bad row is refused before sending with the rule\'s Chinese reason', async () => {
  const { api, store } = setup();
  await store.load('act1');
  expect(store.rows).toEqual([{ need: '2', subsidy: '10.5' }]);
  expect(store.teamMax).toBe('10');
  store.addRow();
  store.setRow(1, 'need', '2');
  store.setRow(1, 'subsidy', '30');
  expect(await store.save()).toBe(false);
  expect(store.saveAct.error).toBe('第2阶梯的人数须多于第1阶梯');
  store.setRow(1, 'subsidy', '');
  expect(await store.save()).toBe(false);
  expect(store.saveAct.error).toBe('请填写每个阶梯的人数和补贴金额（元，最多两位小数）');
  expect(api.bonfire.staffSetRules).not.toHaveBeenCalled();
});

test('saves the ladders in fen with the team cap and reason, and shows what the server kept', async () => {
  const { api, store } = setup();
  await store.load('act1');
  store.addRow();
  store.setRow(1, 'need', '5');
  store.setRow(1, 'subsidy', '300.25');
  store.setReason('加一阶');
  const saved = { ...RULES, ladders: [{ n: 1, need: 2, subsidy: 1050 }, { n: 2, need: 5, subsidy: 30025 }] };
  api.bonfire.staffSetRules.mockResolvedValue(saved);
  expect(await store.save()).toBe(true);
  expect(api.bonfire.staffSetRules).toHaveBeenCalledWith({ activityId: 'act1', teamMax: 10, ladders: [{ need: 2, subsidy: 1050 }, { need: 5, subsidy: 30025 }], reason: '加一阶' });
  expect(store.rows).toEqual([{ need: '2', subsidy: '10.5' }, { need: '5', subsidy: '300.25' }]);
  expect(store.reason).toBe('');
});

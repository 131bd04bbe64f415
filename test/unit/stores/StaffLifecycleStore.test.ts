/** StaffLifecycleStore over the fake Api: attributes, terminate (a reason first), the experiment's variants as typed. */
import type { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { MSG_TERMINATE_REASON, MSG_VARIANTS, parseVariants, StaffLifecycleStore, variantsText } from '../../../src/stores/StaffLifecycleStore';
import { createFakeApi } from '../../setup/fakeApi';

function setup() {
  const api = createFakeApi();
  const root = { api, platform: createFakePlatform({ path: '/staff' }), ui: { toast: jest.fn() } } as unknown as RootStore;
  return { api, store: new StaffLifecycleStore(root) };
}
const attrs = (over = {}) => ({
  infoUuid: 'c1', title: 't', status: 0, expireAt: 1, endedAt: null, attributes: { isVip: false, isTheme: false, isRecommend: false, pageVersion: 0 as const, isHelp: false, ...over },
});

test('variants are typed one a line as name, weight, amounts in 元; anything else is refused', () => {
  expect(parseVariants('low 50 5,10,20\nhigh 50 50，100')).toEqual([
    { name: 'low', weight: 50, amounts: [500, 1000, 2000] },
    { name: 'high', weight: 50, amounts: [5000, 10000] },
  ]);
  const vs = [{ name: 'default', weight: 100, amounts: [1000, 2000] }];
  expect(parseVariants(variantsText(vs))).toEqual(vs);
  for (const bad of ['', 'low', 'low 50', 'low x 5', '低 50 5', 'low 50 0.5', 'low 50 0']) expect(parseVariants(bad)).toBeNull();
});

test('attributes load and change through the API; terminate needs a reason and reloads the case', async () => {
  const { api, store } = setup();
  api.lifecycle.attributes.mockResolvedValue(attrs());
  await store.open('c1');
  expect(store.attrs?.attributes.isVip).toBe(false);
  api.lifecycle.setAttributes.mockResolvedValue(attrs({ isVip: true }));
  expect(await store.set('isVip', true)).toBe(true);
  expect(api.lifecycle.setAttributes).toHaveBeenCalledWith({ infoUuid: 'c1', isVip: true });
  expect(store.attrs?.attributes.isVip).toBe(true);

  expect(await store.terminate()).toBe(false);
  expect(store.terminateAct.error).toBe(MSG_TERMINATE_REASON);
  expect(api.lifecycle.terminate).not.toHaveBeenCalled();
  store.setReason('  信息不实  ');
  api.lifecycle.terminate.mockResolvedValue({ infoUuid: 'c1', before: 0, status: 202, refunds: 3, amount: 6000 });
  api.lifecycle.attributes.mockResolvedValue({ ...attrs(), status: 202 });
  expect(await store.terminate()).toBe(true);
  expect(api.lifecycle.terminate).toHaveBeenCalledWith({ infoUuid: 'c1', reason: '信息不实' });
  expect(store.terminated).toBe('已终止，退款 3 笔');
  expect(store.attrs?.status).toBe(202);
});

test('the experiment: the draft shows the variants; a bad draft is refused before sending', async () => {
  const { api, store } = setup();
  const e = { key: 'pay_amount_preset', variants: [{ name: 'default', weight: 100, amounts: [1000] }], updatedAt: 0, updatedBy: '', exposures: [] };
  api.lifecycle.experiment.mockResolvedValue(e);
  await store.loadExperiment();
  expect(store.draft).toBe('default 100 10');
  store.setDraft('oops');
  expect(await store.saveExperiment()).toBe(false);
  expect(store.experimentAct.error).toBe(MSG_VARIANTS);
  store.setDraft('a 50 5\nb 50 50');
  api.lifecycle.setExperiment.mockResolvedValue({ ...e, variants: [{ name: 'a', weight: 50, amounts: [500] }, { name: 'b', weight: 50, amounts: [5000] }] });
  expect(await store.saveExperiment()).toBe(true);
  expect(api.lifecycle.setExperiment).toHaveBeenCalledWith({ key: 'pay_amount_preset', variants: [{ name: 'a', weight: 50, amounts: [500] }, { name: 'b', weight: 50, amounts: [5000] }] });
});

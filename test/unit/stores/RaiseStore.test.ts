/**
 * The raise form store with the fake API: per-section errors and the first section to fill, the base
 * save creating the case, section saves, submit/publish, the reviewer's reasons, and local drafts
 * (7 days, cleared by /cf/clearDraft) over what the server saved.
 */
import { RaiseStore } from '../../../src/stores/RaiseStore';
import { DRAFT_TTL_MS } from '../../../src/stores/raise/drafts';
import { INFO_STATUS, SECTIONS, type Section } from '../../../src/contract/raise-sections';
import { type InfoStatusRes } from '../../../src/contract/raise';
import { RAISE_MSG, targetMessage } from '../../../src/lib/raise-validation';
import { ApiError } from '../../../src/services/errors';
import { createFakeApi, TEST_USER } from '../../setup/fakeApi';
import { createFakePlatform } from '../../../src/platform/fake';
import type { RootStore } from '../../../src/stores/RootStore';

const ID = '11010519491231002X';
const statuses = (over: Partial<Record<Section, number>> = {}) =>
  ({ ...Object.fromEntries(SECTIONS.map((s) => [s, 0])), ...over }) as InfoStatusRes['sections'];
const info = (over: Partial<InfoStatusRes> = {}): InfoStatusRes => ({
  infoUuid: 'c1', raiseType: 0, sections: statuses(), required: ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'],
  caseStatus: 0, published: false, canSubmit: false, canPublish: false, verified: false, ...over,
});

function setup(now = { t: 1_000_000 }) {
  const api = createFakeApi();
  const platform = createFakePlatform({ now: () => now.t });
  const toasts: string[] = [];
  const root = { api, platform, auth: { user: TEST_USER }, ui: { showToast: (t: string) => toasts.push(t) } } as unknown as RootStore;
  const store = new RaiseStore(root, () => now.t);
  return { api, platform, store, toasts, now };
}

function fillBase(store: RaiseStore, over: Record<string, string> = {}) {
  const v = { title: '救救我的孩子小明', content: '小明今年六岁，确诊白血病，需要骨髓移植，家里已经花光积蓄。', target: '300000', ...over };
  for (const [k, val] of Object.entries(v)) store.setField('base', k, val);
}

test('errors are computed per section and shown only after a save was tried', async () => {
  const { store, api } = setup();
  store.startNew();
  expect(store.errorsOf('base')).toMatchObject({ title: RAISE_MSG.titleRequired, target: RAISE_MSG.targetRequired });
  store.setField('base', 'target', '0');
  expect(store.errorsOf('base').target).toBe(targetMessage(0));
  expect(store.shownErrors('base')).toEqual({});
  expect(await store.saveSection('base')).toBe('invalid');
  expect(store.shownErrors('base').title).toBe(RAISE_MSG.titleRequired);
  expect(api.raise.baseInfo).not.toHaveBeenCalled();
  for (const bad of ['0', '1000.5', '500001']) {
    store.setField('base', 'target', bad);
    expect(store.shownErrors('base').target).toBe('目标金额须为1000-500000元的整数');
  }
});

test('the first base save creates the case in whole 元 -> fen and clears the new-case draft', async () => {
  const { store, api } = setup();
  store.startNew();
  fillBase(store);
  expect(store.hasNewDraft).toBe(true);
  api.raise.baseInfo.mockResolvedValue({ infoUuid: 'c1', baseStatus: 1 });
  api.raise.infoStatus.mockResolvedValue(info({ sections: statuses({ base: 1 }) }));
  expect(await store.saveSection('base')).toBe('saved');
  expect(api.raise.baseInfo).toHaveBeenCalledWith(expect.objectContaining({ raiseType: 0, targetAmount: 30_000_000, title: '救救我的孩子小明' }));
  expect(api.raise.baseInfo.mock.calls[0][0]).not.toHaveProperty('infoUuid');
  expect(store.infoUuid).toBe('c1');
  expect(store.hasNewDraft).toBe(false);
  expect(store.firstInvalidSection).toBe('patient');
  expect(store.nextStep).toEqual({ name: 'editPatientInfo', params: { infoUuid: 'c1' } });
});

test('goods and dream use their own base calls', async () => {
  const { store, api } = setup();
  store.startNew();
  store.setRaiseType(1);
  fillBase(store, { target: '5000' });
  api.raise.goodsBaseInfo.mockResolvedValue({ infoUuid: 'g1', baseStatus: 1 });
  api.raise.infoStatus.mockResolvedValue(info({ infoUuid: 'g1', raiseType: 1 }));
  expect(await store.saveSection('base')).toBe('saved');
  expect(api.raise.goodsBaseInfo).toHaveBeenCalledWith(expect.not.objectContaining({ raiseType: expect.anything() }));
  expect(api.raise.baseInfo).not.toHaveBeenCalled();
});

test('a section save sends the contract body and the server refusal is kept', async () => {
  const { store, api, toasts } = setup();
  api.raise.infoStatus.mockResolvedValue(info({ sections: statuses({ base: 1 }) }));
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'c1', title: 't', content: 'c', pendingRevision: null, raiseType: 0, targetAmount: 100_000 });
  await store.open('c1');
  expect(store.forms.base.target).toBe('1000');
  store.setField('patient', 'name', '张三');
  store.setField('patient', 'idCard', '110105194912310021');
  store.setField('patient', 'relation', 'parent');
  expect(await store.saveSection('patient')).toBe('invalid');
  expect(store.shownErrors('patient')).toEqual({ idCard: RAISE_MSG.idCard });
  store.setField('patient', 'idCard', ID.toLowerCase());
  api.raise.section.mockRejectedValueOnce(new ApiError(409, '资料审核中，暂不可修改', 409));
  expect(await store.saveSection('patient')).toBe('error');
  expect(store.serverErrors.patient).toBe('资料审核中，暂不可修改');
  expect(toasts).toContain('资料审核中，暂不可修改');
  api.raise.section.mockResolvedValueOnce({ infoUuid: 'c1', section: 'patient', status: 1, data: null, reason: '', updatedAt: 1 });
  expect(await store.saveSection('patient')).toBe('saved');
  expect(api.raise.section).toHaveBeenLastCalledWith('patient', { infoUuid: 'c1', save: { name: '张三', idCard: ID, relation: 'parent' } });
  expect(store.statuses.patient).toBe(INFO_STATUS.SAVED);
  expect(store.firstInvalidSection).toBe('payee');
});

test('payee to the hospital account needs no bank fields but adds the hospital section', () => {
  const { store } = setup();
  store.startNew();
  store.setField('payee', 'relation', 'self');
  store.setField('payee', 'bankAccount', '4111111111111112');
  expect(store.errorsOf('payee')).toMatchObject({ name: '请填写收款人姓名', bankAccount: RAISE_MSG.bankAccount });
  store.setField('payee', 'relation', 'LOCATION_HOSPITAL_ACCOUNT');
  expect(store.errorsOf('payee')).toEqual({});
  expect(store.requiredSections).toContain('hospital');
});

test('household: every question is required; the follow-ups only when the answer is yes', () => {
  const { store } = setup();
  store.startNew();
  expect(Object.keys(store.errorsOf('household')).sort()).toEqual(
    ['annualIncome', 'carOwned', 'govMedicalAid', 'hasDebt', 'houseOwned', 'lowIncome', 'medicalInsurance', 'otherHelp'].sort(),
  );
  store.setField('household', 'houseOwned', true);
  expect(store.errorsOf('household')).toHaveProperty('houseCount');
  for (const k of ['carOwned', 'lowIncome', 'govMedicalAid', 'otherHelp', 'hasDebt']) store.setField('household', k, false);
  store.setField('household', 'houseCount', '1');
  store.setField('household', 'houseValue', '300000');
  store.setField('household', 'annualIncome', '50000');
  store.setField('household', 'medicalInsurance', 'urban_rural');
  expect(store.errorsOf('household')).toEqual({});
  store.setField('household', 'hasDebt', true);
  store.setField('household', 'debtAmount', '0');
  expect(store.errorsOf('household')).toEqual({ debtAmount: '请填写负债金额' });
});

test('a local draft survives a new store, expires after 7 days, and clearDrafts removes it', async () => {
  const s1 = setup();
  s1.store.startNew();
  fillBase(s1.store, { title: '草稿里的标题啊' });
  const again = new RaiseStore(s1.store.root, () => s1.now.t);
  again.startNew();
  expect(again.forms.base.title).toBe('草稿里的标题啊');
  s1.now.t += DRAFT_TTL_MS + 1;
  const late = new RaiseStore(s1.store.root, () => s1.now.t);
  late.startNew();
  expect(late.forms.base.title).toBe('');
  s1.now.t = 1_000_000;
  fillBase(s1.store, { title: '又一次写的标题' });
  expect(s1.store.clearDrafts()).toBe(1);
  expect(s1.store.forms.base.title).toBe('');
  const cleared = new RaiseStore(s1.store.root, () => s1.now.t);
  cleared.startNew();
  expect(cleared.forms.base.title).toBe('');
});

test('a draft is laid over the server-saved section, but never over a locked one', async () => {
  const { store, api } = setup();
  api.raise.infoStatus.mockResolvedValue(info({ sections: statuses({ base: 1, patient: 1, payee: 4 }) }));
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'c1', title: '服务器上的标题', content: 'c', pendingRevision: null, raiseType: 0, targetAmount: 100_000 });
  api.raise.section.mockImplementation(async (section: Section) => ({
    infoUuid: 'c1', section, status: section === 'payee' ? 4 : 1, reason: '', updatedAt: 1,
    data: section === 'patient' ? { name: '李四', idCard: ID, relation: 'self' } : { relation: 'self', name: '李四', idCard: ID, bankName: '工行', bankAccount: '4111111111111111' },
  }));
  await store.open('c1');
  expect(store.forms.patient.name).toBe('李四');
  store.setField('patient', 'name', '王五');
  store.setField('payee', 'name', '赵六'); // locked: must not come back from the draft
  const other = new RaiseStore(store.root);
  await other.open('c1');
  expect(other.forms.patient.name).toBe('王五');
  expect(other.forms.payee.name).toBe('李四');
});

test('submit needs every required section saved; publish needs the base passed', async () => {
  const { store, api, toasts } = setup();
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'c1', title: 't', content: 'c', pendingRevision: null, raiseType: 0, targetAmount: 100_000 });
  api.raise.infoStatus.mockResolvedValue(info({ sections: statuses({ base: 1, patient: 3 }) }));
  api.raise.section.mockResolvedValue({ infoUuid: 'c1', section: 'patient', status: 3, data: null, reason: '身份证号与姓名不符', updatedAt: 1 });
  await store.open('c1');
  expect(store.reasons.patient).toBe('身份证号与姓名不符');
  expect(await store.submit()).toBe(false);
  expect(toasts).toContain('请先完善全部资料');
  expect(api.raise.submitForReview).not.toHaveBeenCalled();

  const all = statuses(Object.fromEntries(SECTIONS.filter((s) => s !== 'hospital').map((s) => [s, 1])));
  api.raise.infoStatus.mockResolvedValue(info({ sections: all, canSubmit: true }));
  await store.refreshStatus();
  api.raise.submitForReview.mockResolvedValue({ submitted: ['base'], sections: { ...all, base: 4 } });
  api.raise.infoStatus.mockResolvedValue(info({ sections: { ...all, base: 4 } }));
  expect(await store.submit()).toBe(true);
  expect(store.statuses.base).toBe(INFO_STATUS.SUBMIT_SUCCESS);
  expect(store.canPublish).toBe(false);

  api.raise.infoStatus.mockResolvedValue(info({ sections: { ...all, base: 2 }, canPublish: true }));
  await store.refreshStatus();
  expect(store.canPublish).toBe(true);
  api.raise.publish.mockResolvedValue({ infoUuid: 'c1', published: true, status: 0, expireAt: 1 });
  api.raise.infoStatus.mockResolvedValue(info({ sections: { ...all, base: 2 }, published: true }));
  expect(await store.publish()).toBe(true);
  expect(store.canPublish).toBe(false);
});

test('the reviewer reasons come from get-refuse-msg', async () => {
  const { store, api } = setup();
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'c1', title: 't', content: 'c', pendingRevision: null });
  api.raise.infoStatus.mockResolvedValue(info({ sections: statuses({ base: 4, patient: 3 }) }));
  api.raise.section.mockResolvedValue({ infoUuid: 'c1', section: 'patient', status: 3, data: null, reason: '', updatedAt: 1 });
  await store.open('c1');
  api.raise.refuseMsg.mockResolvedValue({ items: [{ section: 'patient', reason: '照片不清晰', reviewedAt: 1 }] });
  await store.loadRefuse();
  expect(store.refuseItems).toHaveLength(1);
  expect(store.reasons.patient).toBe('照片不清晰');
  expect(store.firstInvalidSection).toBe('patient');
});

test('a passed payee can be changed: the save files it for review (已提交审核); other passed sections stay locked', async () => {
  const { store, api, toasts } = setup();
  api.raise.infoStatus.mockResolvedValue(info({ published: true, sections: statuses({ base: 2, patient: 2, payee: 2 }) }));
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'c1', title: 't', content: 'c', pendingRevision: null, raiseType: 0, targetAmount: 100_000 });
  const payee = { relation: 'self', name: '李四', idCard: ID, bankName: '中国工商银行', bankAccount: '4111111111111111' };
  api.raise.section.mockImplementation(async (section: Section) => ({
    infoUuid: 'c1', section, status: 2, reason: '', updatedAt: 1, data: section === 'payee' ? payee : { name: '李四', idCard: ID, relation: 'self' },
  }));
  await store.open('c1');
  expect(store.canEdit('patient')).toBe(false);
  expect(await store.saveSection('patient')).toBe('locked');
  expect(store.canEdit('payee')).toBe(true);
  store.setField('payee', 'bankAccount', '5555555555554444');
  api.raise.section.mockResolvedValueOnce({ infoUuid: 'c1', section: 'payee', status: 4, data: { ...payee, bankAccount: '5555555555554444' }, reason: '', updatedAt: 2 });
  expect(await store.saveSection('payee')).toBe('saved');
  expect(api.raise.section).toHaveBeenLastCalledWith('payee', { infoUuid: 'c1', save: { ...payee, bankAccount: '5555555555554444' } });
  expect(toasts).toContain('已提交审核');
  expect(store.statuses.payee).toBe(INFO_STATUS.SUBMIT_SUCCESS);
  expect(store.canEdit('payee')).toBe(false);
});

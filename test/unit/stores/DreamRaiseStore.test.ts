/**
 * The dream raise's feature store with a fake API: the summary's rules (the dream target 100-200,000 元
 * with the server's message), the first save creating the dream case in fen, the realiser choice and
 * its forms' rules, confirm needing both parts and the agreement, where the dream stands after review
 * (reviewing / rejected with reasons / approved / published), and opening a saved dream.
 */
import { DreamRaiseStore, AGREEMENT_MSG, INCOMPLETE_MSG } from '../../../src/stores/raise/DreamRaiseStore';
import { DREAM_MSG, mask } from '../../../src/stores/raise/dream-forms';
import { SECTIONS, type Section } from '../../../src/contract/raise-sections';
import type { DreamReviewRes, DreamSummaryRes } from '../../../src/contract/raise';
import { ApiError } from '../../../src/services/errors';
import { idCardCheckChar } from '../../../src/lib/raise-validation';
import { createFakeApi, TEST_USER } from '../../setup/fakeApi';
import { createFakePlatform } from '../../../src/platform/fake';
import type { RootStore } from '../../../src/stores/RootStore';

const ID = '11010519850612004' + idCardCheckChar('11010519850612004');
const statuses = (over: Partial<Record<Section, number>> = {}) =>
  ({ ...Object.fromEntries(SECTIONS.map((s) => [s, 0])), ...over }) as DreamSummaryRes['sections'];
const summary = (over: Partial<DreamSummaryRes> = {}): DreamSummaryRes => ({
  infoUuid: 'd1', title: '为山区孩子建一座图书室', targetAmount: 5_000_000, published: false, realiserKind: null, realiserName: '',
  sections: statuses(), canSubmit: false, canPublish: false, ...over,
});
const review = (over: Partial<DreamReviewRes> = {}): DreamReviewRes => ({ sections: statuses(), items: [], canPublish: false, ...over });

function setup() {
  const api = createFakeApi();
  const raise = api.raise as unknown as Record<string, jest.Mock>;
  for (const m of ['dreamSummary', 'dreamOrganisation', 'dreamIndividual', 'dreamConfirm', 'dreamReview']) raise[m] = jest.fn().mockResolvedValue(null);
  raise.dreamSummary.mockResolvedValue(summary());
  raise.dreamReview.mockResolvedValue(review());
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'd1', title: '为山区孩子建一座图书室', content: '山里的孩子们没有课外书可读。', pendingRevision: null, targetAmount: 5_000_000, raiseType: 99 });
  const platform = createFakePlatform({ now: () => Date.UTC(2026, 10, 1) });
  const toasts: string[] = [];
  const root = { api, platform, auth: { user: TEST_USER }, ui: { showToast: (t: string) => toasts.push(t) } } as unknown as RootStore;
  const store = new DreamRaiseStore(root, () => Date.UTC(2026, 10, 1));
  return { api, raise, store, toasts };
}

function fillSummary(store: DreamRaiseStore, target = '50000') {
  store.setField('summary', 'title', '为山区孩子建一座图书室');
  store.setField('summary', 'content', '山里的孩子们没有课外书可读，我们想为村小建一座小小的图书室，添置书架和两千册图书。');
  store.setField('summary', 'target', target);
}

test('the summary checks the dream target 100-200000 元 and shows errors only after a save was tried', async () => {
  const { store, api } = setup();
  store.startNew();
  expect(store.shownErrors('summary')).toEqual({});
  expect(await store.saveSummary()).toBe('invalid');
  expect(store.shownErrors('summary')).toMatchObject({ title: '请填写筹款标题', target: '请填写目标金额', content: '请填写筹款说明' });
  fillSummary(store, '50');
  for (const bad of ['50', '99', '200001', '100.5']) {
    store.setField('summary', 'target', bad);
    expect(store.shownErrors('summary').target).toBe('目标金额须为100-200000元的整数');
  }
  expect(api.raise.dreamBaseInfo).not.toHaveBeenCalled();
  store.setField('summary', 'target', '200000');
  expect(store.shownErrors('summary')).toEqual({});
});

test('the first summary save creates the dream case in fen; the server refusal is kept for the form', async () => {
  const { store, api, raise, toasts } = setup();
  store.startNew();
  fillSummary(store);
  api.raise.dreamBaseInfo.mockRejectedValueOnce(new ApiError(409, '您的筹款草稿已达上限，请先完成已有的筹款', 409));
  expect(await store.saveSummary()).toBe('error');
  expect(store.serverErrors.summary).toBe('您的筹款草稿已达上限，请先完成已有的筹款');
  expect(toasts).toContain('您的筹款草稿已达上限，请先完成已有的筹款');
  api.raise.dreamBaseInfo.mockResolvedValue({ infoUuid: 'd1', baseStatus: 1 });
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 1 }), canSubmit: true }));
  expect(await store.saveSummary()).toBe('saved');
  expect(api.raise.dreamBaseInfo.mock.calls[1][0]).toEqual({ title: '为山区孩子建一座图书室', content: expect.stringContaining('图书室'), targetAmount: 5_000_000, attachments: [] });
  expect(store.infoUuid).toBe('d1');
  expect(store.statusOf('summary')).toBe(1);
  expect(store.stage).toBe('draft');
});

test('the realiser: a kind must be chosen, each form has the server rules, the save goes to its call', async () => {
  const { store, raise, toasts } = setup();
  await store.open('d1');
  expect(await store.saveRealiser()).toBe('invalid');
  expect(toasts).toContain(DREAM_MSG.kind);
  store.setKind('organisation');
  expect(await store.saveRealiser()).toBe('invalid');
  expect(store.shownErrors('organisation')).toEqual({
    orgName: '请填写机构名称', orgCode: '请填写统一社会信用代码', contactName: '请填写联系人姓名', contactPhone: '请填写联系人手机号', licenseUrls: '请上传机构证明',
  });
  store.setField('organisation', 'orgName', '青山公益服务中心');
  store.setField('organisation', 'orgCode', '12345');
  store.setField('organisation', 'contactName', '李青山');
  store.setField('organisation', 'contactPhone', '1380013');
  store.setField('organisation', 'licenseUrls', ['/api/upload/private/lic.png']);
  expect(store.shownErrors('organisation')).toEqual({ orgCode: '请输入正确的统一社会信用代码', contactPhone: '请输入正确的手机号码' });
  store.setField('organisation', 'orgCode', '91110105mA01abcd2x');
  store.setField('organisation', 'contactPhone', '13800138000');
  raise.dreamOrganisation.mockResolvedValue({ infoUuid: 'd1', section: 'fundraiser', status: 1, data: null, reason: '', updatedAt: 1 });
  expect(await store.saveRealiser()).toBe('saved');
  expect(raise.dreamOrganisation).toHaveBeenLastCalledWith({
    infoUuid: 'd1',
    save: { orgName: '青山公益服务中心', orgCode: '91110105MA01ABCD2X', contactName: '李青山', contactPhone: '13800138000', licenseUrls: ['/api/upload/private/lic.png'] },
  });
  // the individual's form: name, ID number, phone, ID photos
  store.setKind('individual');
  store.setField('individual', 'name', 'Li');
  store.setField('individual', 'idCard', ID.slice(0, 17) + (ID[17] === '0' ? '1' : '0'));
  expect(await store.saveRealiser()).toBe('invalid');
  expect(store.shownErrors('individual')).toEqual({ name: '请输入正确的圆梦人姓名', idCard: '请输入正确的身份证号', phone: '请填写手机号', idPhotoUrls: '请上传身份证照片' });
  expect(raise.dreamIndividual).not.toHaveBeenCalled();
});

test('confirm needs both parts and the agreement, then submits and the dream is under review', async () => {
  const { store, raise, toasts } = setup();
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 1 }), canSubmit: true }));
  await store.open('d1');
  expect(await store.confirm()).toBe(false);
  expect(store.submitAct.error).toBe(INCOMPLETE_MSG);
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 1, fundraiser: 1 }), realiserKind: 'organisation', realiserName: '青山公益服务中心', canSubmit: true }));
  raise.dreamOrganisation.mockResolvedValue({ infoUuid: 'd1', section: 'fundraiser', status: 1, reason: '', updatedAt: 1, data: { kind: 'organisation', orgName: '青山公益服务中心', orgCode: '91110105MA01ABCD2X', contactName: '李青山', contactPhone: '13800138000', licenseUrls: ['/x.png'] } });
  await store.open('d1');
  expect(store.kind).toBe('organisation');
  expect(store.forms.organisation.orgName).toBe('青山公益服务中心');
  expect(store.complete).toBe(true);
  expect(await store.confirm()).toBe(false);
  expect(store.submitAct.error).toBe(AGREEMENT_MSG);
  expect(toasts).toContain(AGREEMENT_MSG);
  expect(raise.dreamConfirm).not.toHaveBeenCalled();
  store.setAgreed(true);
  expect(store.submitAct.error).toBe('');
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 4, fundraiser: 4 }), realiserKind: 'organisation' }));
  expect(await store.confirm()).toBe(true);
  expect(raise.dreamConfirm).toHaveBeenCalledWith({ infoUuid: 'd1' });
  expect(store.stage).toBe('reviewing');
  expect(store.isLocked('summary')).toBe(true);
  expect(await store.saveSummary()).toBe('locked');
});

test('the stage follows the review: rejected with reasons, fixed and not resubmitted, approved, published', async () => {
  const { store, raise, api } = setup();
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 2, fundraiser: 3 }), realiserKind: 'individual' }));
  raise.dreamReview.mockResolvedValue(review({ items: [{ section: 'fundraiser', reason: '身份证照片不清晰', reviewedAt: 1 }] }));
  await store.open('d1');
  expect(store.stage).toBe('rejected');
  expect(store.reasonOf('individual')).toBe('身份证照片不清晰');
  expect(store.reasonOf('summary')).toBe('');
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 2, fundraiser: 1 }), realiserKind: 'individual', canPublish: true, canSubmit: true }));
  await store.refresh();
  expect(store.stage).toBe('draft');
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 2, fundraiser: 2 }), realiserKind: 'individual', canPublish: true }));
  await store.refresh();
  expect(store.stage).toBe('approved');
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 2, fundraiser: 2 }), realiserKind: 'individual', published: true }));
  expect(await store.publish()).toBe(true);
  expect(api.raise.publish).toHaveBeenCalledWith({ infoUuid: 'd1' });
  expect(store.stage).toBe('published');
});

test('mask keeps only the ends of a number', () => {
  expect(mask(ID, 4, 4)).toBe(`1101${'*'.repeat(10)}${ID.slice(-4)}`);
  expect(mask('13800138000', 3, 4)).toBe('138****8000');
});

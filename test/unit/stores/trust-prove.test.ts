/** ProveStore over the fake Api: the verification form (friend, doctor) and the public list with its counters. */
import { PROVE_WORDS_MAX, ProveStore, proveErrors, proveWords } from '../../../src/stores/ProveStore';
import type { VerificationItemT, VerifyListResT } from '../../../src/contract/trust';
import type { UploadedFile } from '../../../src/platform/upload-core';
import { apiError, trustRoot } from './trust-fakes';

const cert: UploadedFile = { fileId: 'f9', url: '/api/upload/private/f9', thumbUrl: '', largeUrl: '', private: true };
const item = (id: string): VerificationItemT => ({
  verifyId: id, infoUuid: 'c1', nickname: '小王', headImgUrl: '', relationship: '朋友', content: '属实', isDoctor: false, time: 1,
  identity: '', realName: true, doctor: null, mine: false, canDelete: false,
});
const page = (ids: string[], hasNext: boolean, anchorId: string, friends: number): VerifyListResT => ({
  list: ids.map(item), hasNext, anchorId, count: friends, countFromHospital: 0, doctorVerificationCount: 1,
  friendsVerificationCount: friends, sickFriendsVerificationCount: 0, verifyUserCount: friends + 1,
});

test('field errors in Chinese: relationship, words, and for a doctor hospital, department, title and certificate', () => {
  const base = { kind: 'friend' as const, relationship: '朋友', words: '', hospital: '', department: '', title: '', cert: [] };
  expect(proveErrors(base)).toEqual({ words: '请填写证实内容' });
  expect(proveErrors({ ...base, relationship: '医生', words: 'x' })).toEqual({ relationship: '请选择您与患者的关系' });
  expect(proveErrors({ ...base, words: 'x'.repeat(PROVE_WORDS_MAX + 1) }).words).toBe(`证实内容不能超过${PROVE_WORDS_MAX}字`);
  expect(proveErrors({ ...base, kind: 'doctor', relationship: '医生', words: '我是主治医生' })).toEqual({
    hospital: '请填写所在医院', department: '请填写所在科室', title: '请填写职称', cert: '请上传医师执业证书照片',
  });
});

test('a friend verification sends relationship and words, then clears the form and the case cache', async () => {
  const { api, root, cases } = trustRoot();
  api.trust.verifyAdd.mockResolvedValue(item('v1'));
  const p = new ProveStore(root);
  p.open('c1');
  expect(await p.submit()).toBe(false);
  expect(p.errors.words).toBe('请填写证实内容');
  p.set('words', '  我是他的同事，情况属实  ');
  expect(p.errors.words).toBeUndefined();
  p.set('relationship', '同事');
  expect(await p.submit()).toBe(true);
  expect(api.trust.verifyAdd).toHaveBeenCalledWith({ infoUuid: 'c1', relationship: '同事', content: '我是他的同事，情况属实' });
  expect(cases.invalidate).toHaveBeenCalledWith('c1');
  expect(p.values.words).toBe('');
});

test('a doctor verification sends the credential and the private certificate URL; refusals show as given', async () => {
  const { api, root } = trustRoot();
  const p = new ProveStore(root);
  p.open('c1');
  p.setKind('doctor');
  expect(p.values.relationship).toBe('医生');
  p.set('words', '患者在我科住院治疗');
  p.set('hospital', '北京儿童医院');
  p.set('department', '血液科');
  p.set('title', '主治医师');
  p.setUploading(true);
  expect(await p.submit()).toBe(false);
  expect(p.errors.cert).toBe('请上传医师执业证书照片');
  p.set('cert', [cert]);
  expect(await p.submit()).toBe(false);
  expect(p.submitAct.error).toBe('证书照片还在上传，请稍候');
  p.setUploading(false);
  api.trust.verifyAdd.mockRejectedValueOnce(apiError('你已经证实过了', 409));
  expect(await p.submit()).toBe(false);
  expect(p.submitAct.error).toBe('你已经证实过了');
  api.trust.verifyAdd.mockResolvedValueOnce(item('v2'));
  expect(await p.submit()).toBe(true);
  expect(api.trust.verifyAdd).toHaveBeenLastCalledWith({
    infoUuid: 'c1', relationship: '医生', content: '患者在我科住院治疗', isDoctor: true, hospital: '北京儿童医院', department: '血液科', title: '主治医师', certUrl: '/api/upload/private/f9',
  });
});

test('the list pages by anchorId until hasNext is false and keeps the counters of the last page', async () => {
  const { api, root } = trustRoot();
  api.trust.verifyList.mockResolvedValueOnce(page(['v1', 'v2'], true, 'a2', 2)).mockResolvedValueOnce(page(['v3'], false, 'a3', 3));
  const p = new ProveStore(root);
  await p.loadList('c1');
  expect(api.trust.verifyList).toHaveBeenLastCalledWith({ infoUuid: 'c1', size: 20, anchorId: undefined, orderType: 0 });
  expect(p.counts?.verifyUserCount).toBe(3);
  await p.loadMore();
  expect(api.trust.verifyList).toHaveBeenLastCalledWith({ infoUuid: 'c1', size: 20, anchorId: 'a2', orderType: 0 });
  expect(p.pager.items.map((v) => v.verifyId)).toEqual(['v1', 'v2', 'v3']);
  expect(p.counts?.friendsVerificationCount).toBe(3);
  await p.loadMore();
  expect(api.trust.verifyList).toHaveBeenCalledTimes(2);
});

test('a goods or dream case is verified for its fundraiser by relatives and friends; a doctor or fellow patient is refused in its words', () => {
  const base = { kind: 'friend' as const, relationship: '朋友', words: '', hospital: '', department: '', title: '', cert: [] };
  for (const t of [1, 99]) {
    expect(proveWords(t).kinds.map((k) => k.kind)).toEqual(['relative', 'friend']);
    expect(proveErrors({ ...base, kind: 'patient', relationship: '病友', words: 'x' }, t)).toEqual({ relationship: '请选择您与发起人的关系' });
  }
  expect(proveWords(0).kinds.map((k) => k.kind)).toEqual(['relative', 'friend', 'patient', 'doctor']);
});

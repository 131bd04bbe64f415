/** The prove-add and progress forms (H5 env): Chinese errors under the fields (role="alert"), uploads, submit. */
import { fireEvent } from '@testing-library/react';
import { ProveAddView } from '../../src/components/trust/ProveAddView';
import { PublishProgressView } from '../../src/components/trust/PublishViews';
import { eventually, renderWithStores, typeInto } from './donor-render';
import { createFakeApi } from '../setup/fakeApi';

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

test('prove-add: empty words give a Chinese alert; a friend verification is sent and leads to the success page', async () => {
  const r = renderWithStores(<ProveAddView infoUuid='c1' />, { platform: { path: '/cf/prove/add?infoUuid=c1' } });
  r.api.trust.verifyAdd.mockResolvedValue({ verifyId: 'v1' });
  fireEvent.click(r.getByTestId('prove-submit'));
  const err = await eventually(() => r.getByTestId('prove-words-error'));
  expect(err.getAttribute('role')).toBe('alert');
  expect(err.textContent).toBe('请填写证实内容');
  expect(r.api.trust.verifyAdd).not.toHaveBeenCalled();

  fireEvent.click(r.getByTestId('prove-relation-classmate'));
  expect(r.getByTestId('prove-relation').getAttribute('data-value')).toBe('同学');
  typeInto(r.getByTestId('prove-words'), '我是他的大学同学 <b>');
  await eventually(() => expect(r.getByTestId('prove-add').textContent).not.toContain('请填写证实内容'));
  fireEvent.click(r.getByTestId('prove-submit'));
  await eventually(() => expect(r.api.trust.verifyAdd).toHaveBeenCalledWith({ infoUuid: 'c1', relationship: '同学', content: '我是他的大学同学 <b>' }));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/prove/success?infoUuid=c1'));
});

test('prove-add as a doctor: the credential fields appear, each missing one is named, the certificate is a private upload', async () => {
  const r = renderWithStores(<ProveAddView infoUuid='c1' kind='doctor' />);
  await eventually(() => r.getByTestId('prove-doctor'));
  typeInto(r.getByTestId('prove-words'), '患者在我科住院');
  fireEvent.click(r.getByTestId('prove-submit'));
  await eventually(() => expect(r.getByTestId('prove-hospital-error').textContent).toBe('请填写所在医院'));
  expect(r.getByTestId('prove-department-error').textContent).toBe('请填写所在科室');
  expect(r.getByTestId('prove-title-error').textContent).toBe('请填写职称');
  expect(r.getByTestId('prove-cert-error').textContent).toBe('请上传医师执业证书照片');

  typeInto(r.getByTestId('prove-hospital'), '北京儿童医院');
  typeInto(r.getByTestId('prove-department'), '血液科');
  typeInto(r.getByTestId('prove-title'), '主治医师');
  choose(r.getByTestId('prove-cert').querySelector('[data-testid="upload-input"]') as HTMLElement, [png('cert.png')]);
  await eventually(() => expect(r.getAllByTestId('upload-item')).toHaveLength(1));
  expect(r.platform.upload.calls.map((c) => c.kind)).toEqual(['certificate']);
  r.api.trust.verifyAdd.mockRejectedValue(Object.assign(new Error('x'), { msg: '你已经证实过了' }));
  fireEvent.click(r.getByTestId('prove-submit'));
  const refused = await eventually(() => r.getByTestId('prove-submit-error'));
  expect(refused.textContent).toBe('你已经证实过了');
  expect(refused.getAttribute('role')).toBe('alert');
  const sent = r.api.trust.verifyAdd.mock.calls[0][0];
  expect(sent).toMatchObject({ isDoctor: true, relationship: '医生', hospital: '北京儿童医院', department: '血液科', title: '主治医师' });
  expect(sent.certUrl).toBeTruthy();
});

test('progress form: empty text is refused in Chinese; text and a photo are posted and lead to the success page', async () => {
  const r = renderWithStores(<PublishProgressView infoUuid='c1' />, { platform: { path: '/cf/publish/progress/c1' } });
  r.api.trust.progressAdd.mockResolvedValue({ id: 'p1', status: 'pending' });
  fireEvent.click(r.getByTestId('progress-submit'));
  const err = await eventually(() => r.getByTestId('progress-error'));
  expect(err.textContent).toBe('请填写动态内容');
  expect(err.getAttribute('role')).toBe('alert');

  typeInto(r.getByTestId('progress-text'), '今天完成了第二次化疗');
  choose(r.getByTestId('upload-input'), [png('ct.png')]);
  await eventually(() => expect(r.getAllByTestId('upload-item')).toHaveLength(1));
  expect(r.platform.upload.calls.map((c) => c.kind)).toEqual(['progress']);
  fireEvent.click(r.getByTestId('progress-submit'));
  await eventually(() => expect(r.api.trust.progressAdd).toHaveBeenCalledTimes(1));
  const req = r.api.trust.progressAdd.mock.calls[0][0];
  expect(req.content).toBe('今天完成了第二次化疗');
  expect(req.imageUrls.split(',')).toHaveLength(1);
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/publish/c1/success'));
});

test('user text in the verification list is rendered as text, never as HTML; the counters show', async () => {
  const { ProveListView } = await import('../../src/components/trust/ProveListView');
  const r = renderWithStores(<ProveListView infoUuid='c1' />);
  r.api.trust.verifyList.mockResolvedValue({
    list: [{ verifyId: 'v1', infoUuid: 'c1', nickname: '<i>小王</i>', headImgUrl: '', relationship: '朋友', content: '<img src=x onerror="window.__xss=1">属实', isDoctor: false, time: 1, identity: '', realName: true, doctor: null, mine: false, canDelete: false }],
    hasNext: false, anchorId: '', count: 5, countFromHospital: 0, doctorVerificationCount: 1, friendsVerificationCount: 3, sickFriendsVerificationCount: 1, verifyUserCount: 4,
  });
  void r.root.prove.loadList('c1');
  const item = await eventually(() => r.getByTestId('prove-item'));
  expect(item.textContent).toContain('<img src=x onerror="window.__xss=1">属实');
  expect(item.querySelector('img, i')).toBeNull();
  expect(r.getByTestId('prove-count-total').textContent).toBe('5');
  expect(r.getByTestId('prove-count-friend').textContent).toBe('3');
});

test('prove-add for a dream: verified for its fundraiser by relatives and friends, in its words', async () => {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue({ infoUuid: 'd1', raiseType: 99 } as never);
  const r = renderWithStores(<ProveAddView infoUuid='d1' />, { api, platform: { path: '/cf/prove/add?infoUuid=d1' } });
  await eventually(() => expect(r.getByTestId('prove-add').textContent).toContain('为筹款证实'));
  const text = r.getByTestId('prove-add').textContent ?? '';
  expect(text).toContain('与发起人的关系');
  expect(text).not.toMatch(/患者|病友|医生/);
  expect(r.queryByTestId('prove-kind-doctor')).toBeNull();
});

test('the verification list of a dream counts every verification and the friends\', in its words', async () => {
  const { ProveListView } = await import('../../src/components/trust/ProveListView');
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue({ infoUuid: 'd1', raiseType: 99 } as never);
  api.trust.verifyList.mockResolvedValue({
    list: [], hasNext: false, anchorId: '', count: 2, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 2, sickFriendsVerificationCount: 0, verifyUserCount: 2,
  });
  const r = renderWithStores(<ProveListView infoUuid='d1' />, { api });
  await eventually(() => expect(r.getByTestId('prove-list').textContent).toContain('亲友为发起人和这次筹款的真实情况作证'));
  expect(r.getByTestId('prove-count-total').textContent).toBe('2');
  expect(r.getByTestId('prove-count-friend').textContent).toBe('2');
  expect(r.queryByTestId('prove-count-doctor')).toBeNull();
  expect(r.queryByTestId('prove-count-patient')).toBeNull();
});

describe('a dream\'s own verification tools (no patient: relatives and friends only)', () => {
  const COUNTS = { count: 2, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 2, sickFriendsVerificationCount: 0, verifyUserCount: 2 };
  const pageInfo = (raiseType: 0 | 99) => ({ infoUuid: 'd1', raisedAmount: 0, donationCount: 0, shareCount: 0, visitCount: 0, verificationCount: 2, followers: 0, todos: [], raiseType });

  test.each([[99, false], [0, true]] as const)('the centre of a case of kind %s offers 医生证实: %s', async (raiseType, doctor) => {
    const { FundraiserCenterView } = await import('../../src/components/trust/FundraiserCenterView');
    const api = createFakeApi();
    api.trust.pageInfo.mockResolvedValue(pageInfo(raiseType));
    const r = renderWithStores(<FundraiserCenterView infoUuid='d1' />, { api });
    await eventually(() => expect(r.getByTestId('fc-entry-friend-prove')).toBeTruthy());
    expect(!!r.queryByTestId('fc-entry-doctor-prove')).toBe(doctor);
  });

  test('its friends\' list, opened straight, counts every verification and the friends\' and speaks of no patient', async () => {
    const { ProveManageView } = await import('../../src/components/trust/ProveManageView');
    const api = createFakeApi();
    api.cases.fundingInfo.mockResolvedValue({ infoUuid: 'd1', raiseType: 99 } as never);
    api.trust.verifyCount.mockResolvedValue(COUNTS);
    api.trust.verifyUserList.mockResolvedValue({ list: [], hasNext: false, anchorId: '', ...COUNTS });
    const r = renderWithStores(<ProveManageView infoUuid='d1' kind='friend' />, { api });
    await eventually(() => expect(r.getByTestId('prove-count-total').textContent).toBe('2'));
    expect(r.getByTestId('prove-count-friend').textContent).toBe('2');
    expect(r.queryByTestId('prove-count-doctor')).toBeNull();
    expect(r.queryByTestId('prove-count-patient')).toBeNull();
    expect(r.getByTestId('prove-manage').textContent).not.toMatch(/患者|病友/);
  });

  test('its doctors\' page says it needs none and leads to the friends\'', async () => {
    const { ProveManageView } = await import('../../src/components/trust/ProveManageView');
    const api = createFakeApi();
    api.cases.fundingInfo.mockResolvedValue({ infoUuid: 'd1', raiseType: 99 } as never);
    const r = renderWithStores(<ProveManageView infoUuid='d1' kind='doctor' />, { api });
    await eventually(() => expect(r.getByTestId('prove-manage-to-friends')).toBeTruthy());
    expect(r.getByTestId('prove-manage').textContent).toContain('不需要医生证实');
    expect(r.queryByTestId('prove-invite')).toBeNull();
  });
});

/** The owner's own unpublished case: a preview banner with its state and next step, no donate and no share. */
import { CaseView } from '../../src/pages/case/CaseView';
import type { FundingInfo } from '../../src/contract/cases';
import { RAISE_STATE_LABELS } from '../../src/contract/status-sets';
import { caseApi, eventually, renderWithStores } from './donor-render';
import { fireEvent } from '@testing-library/react';

const REQUIRED = ['base', 'patient', 'payee'] as const;
const info = (sections: Record<string, 0 | 1 | 2 | 3 | 4>): FundingInfo => ({
  infoUuid: 'case-1', isSelf: true, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '救救我的孩子', content: '请帮帮我们', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 0,
  donationCount: 0, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: 0, serviceCharge: 1,
  preview: { sections: sections as never, required: [...REQUIRED] },
});

function render(i: FundingInfo) {
  return renderWithStores(<CaseView infoUuid='case-1' />, { api: caseApi(i), platform: { path: '/cf/contribute/case-1' } });
}

test.each([
  ['submitted', { base: 4, patient: 4, payee: 4 }, RAISE_STATE_LABELS.SUBMITTED, '查看进度', '/cf/raise/pending-notice/case-1'],
  ['approved', { base: 2, patient: 2, payee: 2 }, RAISE_STATE_LABELS.APPROVE_PENDING, '去发布', '/raise/commit-verify/case-1'],
  ['a draft with sections left', { base: 1, patient: 0, payee: 0 }, RAISE_STATE_LABELS.DRAFT, '继续填写', '/cf/raise/pending-notice/case-1'],
] as const)('%s: the preview banner says the state and leads on; no donate, no share, no owner tools', async (_n, sections, label, action, path) => {
  const r = render(info(sections));
  await eventually(() => expect(r.getByTestId('case-preview-banner').textContent).toContain(`预览 · 筹款尚未发布：${label}`));
  expect(r.getByTestId('case-title').textContent).toBe('救救我的孩子');
  expect(r.queryByTestId('donate-button')).toBeNull();
  expect(r.queryByTestId('share-button')).toBeNull();
  expect(r.queryByTestId('case-ended')).toBeNull();
  expect(r.queryByTestId('case-status')).toBeNull();
  expect(r.queryByTestId('owner-manage')).toBeNull();
  await eventually(() => expect(r.platform.share.menuVisible).toBe(false));
  const button = r.getByTestId('case-preview-action');
  expect(button.textContent).toBe(action);
  fireEvent.click(button);
  expect(r.platform.nav.currentPath()).toBe(path);
});

test('before the real name is verified the preview shows the nickname whole with a quiet note; after, the masked name alone', async () => {
  const before = info({ base: 4 });
  const r = render({ ...before, crowdfundingUserInfo: { nickname: '爱心人士0000', headImgUrl: '' }, preview: { ...before.preview!, nameVerified: false } });
  await eventually(() => expect(r.getByTestId('case-fundraiser').textContent).toBe('爱心人士0000 发起'));
  expect(r.getByTestId('preview-name-note').textContent).toBe('实名认证后，捐款人看到的是您的认证姓名（如 王*）');
  r.unmount();
  const after = render({ ...before, crowdfundingUserInfo: { nickname: '王*', headImgUrl: '' }, preview: { ...before.preview!, nameVerified: true } });
  await eventually(() => expect(after.getByTestId('case-fundraiser').textContent).toBe('王* 发起'));
  expect(after.queryByTestId('preview-name-note')).toBeNull();
});

test('a published case the owner reads has no preview banner and keeps donate and share', async () => {
  const { preview: _p, ...published } = info({});
  const r = render({ ...published, expireAt: Date.now() + 1e9 });
  await eventually(() => expect(r.getByTestId('donate-button')).toBeTruthy());
  expect(r.getByTestId('share-button')).toBeTruthy();
  expect(r.queryByTestId('case-preview-banner')).toBeNull();
});

import { CaseView } from '../../src/pages/case/CaseView';
import { DONATION_CLOSED_MSG, STATUS_LABELS, STATUS_MESSAGES } from '../../src/stores/caseStatus';
import type { CaseStatus, FundingInfo } from '../../src/contract/cases';
import { caseApi, eventually, renderWithStores } from './donor-render';
import { fireEvent } from '@testing-library/react';

const info = (over: Partial<FundingInfo> = {}): FundingInfo => ({
  infoUuid: 'case-1', isSelf: false, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '救救我的孩子', content: '<img src=x onerror=alert(1)>请帮帮我们', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_456,
  donationCount: 7, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: Date.now() + 1e9, serviceCharge: 1, ...over,
});

const apiFor = caseApi;

test('a normal case shows the server numbers and an enabled donate button leading to the pay page', async () => {
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info()), platform: { path: '/cf/contribute/case-1' } });
  await eventually(() => expect(r.getByTestId('case-title').textContent).toBe('救救我的孩子'));
  expect(r.getByTestId('case-raised-amount').textContent).toBe('1,234.56元');
  expect(r.getByTestId('case-target-amount').textContent).toBe('30万元');
  expect(r.getByTestId('case-donation-count').textContent).toBe('7次');
  expect(r.getByTestId('case-status').textContent).toContain(STATUS_MESSAGES[0]);
  // user text is text: no element was created from the story
  expect(r.getByTestId('case-story').textContent).toContain('<img src=x onerror=alert(1)>');
  expect(r.container.querySelector('img[src="x"]')).toBeNull();
  const donate = r.getByTestId('donate-button');
  expect(donate.getAttribute('aria-disabled')).toBe('false');
  expect(donate.textContent).toBe('我要帮助');
  fireEvent.click(donate);
  expect(r.platform.nav.currentPath()).toBe('/cf/pay/case-1');
});

test('a fund without a target (the general fund) shows 不设上限 and 长期筹款, no 0元 target and no progress bar', async () => {
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ targetAmount: 0 })), platform: { path: '/cf/contribute/case-1' } });
  await eventually(() => expect(r.getByTestId('case-title').textContent).toBe('救救我的孩子'));
  expect(r.getByTestId('case-target-amount').textContent).toBe('不设上限');
  expect(r.container.textContent).toContain('长期筹款');
  expect(r.container.querySelector('.cf-progress')).toBeNull();
});

test.each([1, 2, 3, 101, 102, 103, 201, 202, 203, 204] as CaseStatus[])('status %s shows its message and its ended state in place of the donate button', async (status) => {
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ displayStatus: status, finishStr: '已结束' })), platform: { path: '/cf/contribute/case-1' } });
  await eventually(() => expect(r.getByTestId('case-status').textContent).toContain(STATUS_MESSAGES[status]));
  const ended = r.getByTestId('case-ended');
  expect(ended.textContent).toContain(STATUS_LABELS[status]);
  expect(ended.textContent).toContain(DONATION_CLOSED_MSG);
  expect(r.queryByTestId('donate-button')).toBeNull();
  fireEvent.click(ended);
  expect(r.platform.nav.currentPath()).toBe('/cf/contribute/case-1');
});

test('the new detail variant for a version-2 case seen by a non-owner; the owner gets the management entry', async () => {
  const visitor = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ newDetailVo: { caseDetailsPageVersion: 2 } })) });
  await eventually(() => expect(visitor.getByTestId('case-page').getAttribute('data-variant')).toBe('new'));
  expect(visitor.getByTestId('donate-button').textContent).toBe('立即捐款');
  expect(visitor.queryByTestId('owner-manage')).toBeNull();
  visitor.unmount();

  const owner = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ isSelf: true, newDetailVo: { caseDetailsPageVersion: 2 } })) });
  await eventually(() => expect(owner.getByTestId('case-page').getAttribute('data-variant')).toBe('classic'));
  fireEvent.click(owner.getByTestId('owner-manage'));
  expect(owner.platform.nav.currentPath()).toBe('/cf/contribute/fundraiser-center/case-1');
});

test('the verification area lists the proof submitted in one line, ✓ on what staff checked; none, no line', async () => {
  const attachments: FundingInfo['attachments'] = [
    { kind: 'medical', label: '医疗证明', count: 3, checked: true },
    { kind: 'identity', label: '身份证明', count: 2, checked: false },
  ];
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ attachments })) });
  await eventually(() => expect(r.getByTestId('case-proof-line').textContent).toBe('已提交材料：医疗证明 ✓ 身份证明'));
  expect(r.getByTestId('verify-counts').parentElement).toBe(r.getByTestId('case-proof-line').parentElement); // in the 证实信息 section
  r.unmount();
  const none = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ attachments: [] })) });
  await eventually(() => expect(none.getByTestId('verify-counts')).toBeTruthy());
  expect(none.queryByTestId('case-proof-line')).toBeNull();
});

test('a visitor gets the trust links (verify, report, public discussion); the owner does not', async () => {
  const targets: [string, string][] = [
    ['case-prove-link', '/cf/prove/add?infoUuid=case-1'], ['case-report-link', '/cf/account/report/case-1'], ['case-discussion-link', '/cf/discussion/detail/case-1'],
  ];
  for (const [testId, path] of targets) {
    const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info()), platform: { path: '/cf/contribute/case-1' } });
    await eventually(() => expect(r.getByTestId(testId)).toBeTruthy());
    fireEvent.click(r.getByTestId(testId));
    expect(r.platform.nav.currentPath()).toBe(path);
    r.unmount();
  }
  const owner = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ isSelf: true })) });
  await eventually(() => expect(owner.getByTestId('owner-manage')).toBeTruthy());
  expect(owner.queryByTestId('case-trust-actions')).toBeNull();
  expect(owner.queryByTestId('case-prove-link')).toBeNull();
});

test('a case in a live matching activity leads to its 配捐专区, its 配捐详情 and the activity\'s venue', async () => {
  const api = apiFor(info());
  api.activity.donatorCaseInfo.mockResolvedValue({
    active: true, activityId: 'act-1', kind: 'matchingDonation', status: 'APPROVE', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', ratioPct: 100,
    capGift: 20_000, capDonorDay: 0, capCase: 0, currentCaseMoney: 70_800, currentMoney: 4_900_000, drawThreshold: 100, lastSubsidyCount: 0,
    caseMatchCount: 6, caseLeft: null, donorDayLeft: null, poolDry: false, startsAt: 0, endsAt: 1,
  });
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api, platform: { path: '/cf/contribute/case-1' } });
  await eventually(() => expect(r.getByTestId('matching-entry-area')).toBeTruthy());
  for (const id of ['matching-entry-area', 'matching-entry-detail', 'matching-entry-venue']) fireEvent.click(r.getByTestId(id));
  expect(r.platform.nav.history.slice(-3)).toEqual([
    '/cf/fundraiser/matching-gift-area-detail/case-1', '/cf/fundraiser/matching-gift-detail/case-1', '/cf/act-home-rule?activityId=act-1',
  ]);
});

test('a goods or dream case counts its verifications without doctors, sick friends or a hospital', async () => {
  const dream = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ raiseType: 99 })) });
  await eventually(() => expect(dream.getByTestId('verify-counts')).toBeTruthy());
  expect(dream.getByTestId('verify-counts').textContent).toMatch(/证实人数.*亲友证实/);
  expect(dream.getByTestId('verify-counts').textContent).not.toMatch(/医生|病友|医院/);
  dream.unmount();
  const illness = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(info({ raiseType: 0 })) });
  await eventually(() => expect(illness.getByTestId('verify-counts').textContent).toMatch(/医生证实.*亲友证实.*病友证实.*医院核实/));
});

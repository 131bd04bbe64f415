/**
 * A goods or dream case has no patient: once published, its payee and papers screens (reached from 补充材料)
 * speak of the fundraiser and of 证明材料, and the list of its sections names them the same way. An illness
 * case keeps its words (患者, 医疗证明材料).
 */
import { screen } from '@testing-library/react';
import PayeePage from '../../src/pages/raise/payee';
import MaterialPage from '../../src/pages/raise/material';
import CommitVerifyPage from '../../src/pages/raise/commit-verify';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { flush, renderPage } from './render';

const S = { NO_SAVE: 0, PASS: 2 } as const;

function apiFor(raiseType: 0 | 99) {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  const sections = { base: S.PASS, patient: S.NO_SAVE, payee: S.NO_SAVE, treatment: S.NO_SAVE, household: S.NO_SAVE, material: S.NO_SAVE, fundraiser: S.PASS, hospital: S.NO_SAVE };
  const required = raiseType === 99 ? ['base', 'payee', 'material', 'fundraiser'] : ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'];
  api.raise.infoStatus.mockResolvedValue({ infoUuid: 'c1', raiseType, sections, required, caseStatus: 0, published: true, canSubmit: false, canPublish: false, verified: false } as never);
  api.raise.getBaseInfo.mockResolvedValue({ infoUuid: 'c1', title: '为山区孩子建一座图书室', content: '山里的孩子们没有课外书可读。', pendingRevision: null, targetAmount: 5_000_000, raiseType, attachments: [] } as never);
  return api;
}

async function open(Page: Parameters<typeof renderPage>[0], path: string, raiseType: 0 | 99) {
  const r = renderPage(Page, { path, api: apiFor(raiseType) });
  await flush(12);
  return r;
}

test('a dream\'s payee is related to its fundraiser', async () => {
  await open(PayeePage, '/cf/publish/raise/edit-payee-info/c1', 99);
  expect(screen.getByText('收款人与发起人的关系')).toBeTruthy();
  expect(screen.getByText('发起人本人')).toBeTruthy();
  expect(screen.queryByText(/患者/)).toBeNull();
});

test('a dream\'s papers are 证明材料, on its screen and in the list of its sections', async () => {
  const r = await open(MaterialPage, '/cf/publish/raise/supplement-commit-verify/c1', 99);
  expect(screen.getAllByText('证明材料').length).toBeGreaterThan(0);
  expect(r.container.textContent).not.toMatch(/患者|医疗|诊断/);
  r.unmount();
  await open(CommitVerifyPage, '/raise/commit-verify/c1', 99);
  expect(screen.getByTestId('raise-todo').textContent).toBe('还需完善：收款人信息、证明材料');
});

test('an illness case keeps the patient\'s words', async () => {
  const r = await open(PayeePage, '/cf/publish/raise/edit-payee-info/c1', 0);
  expect(screen.getByText('收款人与患者的关系')).toBeTruthy();
  expect(screen.getByText('患者本人')).toBeTruthy();
  r.unmount();
  await open(MaterialPage, '/cf/publish/raise/supplement-commit-verify/c1', 0);
  expect(screen.getAllByText('医疗证明材料').length).toBeGreaterThan(0);
});

/**
 * Monthly giving to the platform's general fund on /cf/mine-donation (GeneralFundMonthly and its
 * feature store), and the staff console's protocol form: what the donor and staff see and tap.
 */
import { fireEvent } from '@testing-library/react';
import { GeneralFundMonthly } from '../../src/pages/mine/donation/GeneralFundMonthly';
import StaffProtocolPage from '../../src/pages/staff/protocol';
import { GENERAL_FUND_UUID, type GeneralFund } from '../../src/contract/donor-home';
import type { MonthlyGift } from '../../src/contract/mine';
import { MSG_MONTHLY_AMOUNT } from '../../src/stores/mine/MonthlyGivingStore';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

const FUND: GeneralFund = {
  infoUuid: GENERAL_FUND_UUID, title: '平台公益基金', content: '用于资助困难患者', raising: true,
  moneyIn: 123_400, donationCount: 12, refunded: 2000, withdrawn: 0, balance: 121_400, addsUp: true, subscribeTemplateId: 'tpl-monthly',
};
const gift = (over: Partial<MonthlyGift> = {}): MonthlyGift => ({
  id: 'mg1', infoUuid: GENERAL_FUND_UUID, caseTitle: '平台公益基金', amount: 3000, status: 'active', caseRaising: true, paidThisMonth: false, due: true, ...over,
});

function apiWithFund(): FakeApi & { donorHome: { generalFund: jest.Mock; staffProtocolVersions: jest.Mock } } {
  const api = createFakeApi() as FakeApi & { donorHome: { generalFund: jest.Mock; staffProtocolVersions: jest.Mock } };
  api.donorHome = { generalFund: jest.fn().mockResolvedValue(FUND), staffProtocolVersions: jest.fn() };
  api.mine.monthlyList.mockResolvedValue({ month: '2026-11', list: [] });
  api.mine.grant.mockResolvedValue({ list: [] });
  return api;
}

test('H5: the fund and its ledger figures show; a chosen amount is set as a monthly gift without asking for a subscribe message', async () => {
  const api = apiWithFund();
  api.mine.monthlySet.mockResolvedValue(gift());
  const r = renderWithStores(<GeneralFundMonthly />, { api, platform: { path: '/cf/mine-donation' } });
  await eventually(() => expect(r.getByTestId('general-fund-ledger').textContent).toContain('1,234'));
  expect(r.getByTestId('general-fund-ledger').textContent).toContain('12笔');

  fireEvent.click(r.getByTestId('general-fund-submit'));
  await eventually(() => expect(r.getByTestId('general-fund-error').textContent).toBe(MSG_MONTHLY_AMOUNT));
  expect(api.mine.monthlySet).not.toHaveBeenCalled();

  fireEvent.click(r.getAllByTestId('general-fund-choice')[1]);
  fireEvent.click(r.getByTestId('general-fund-submit'));
  await eventually(() => expect(r.getByTestId('general-fund-gift').textContent).toContain('每月捐 30元'));
  expect(api.mine.monthlySet).toHaveBeenCalledWith({ infoUuid: GENERAL_FUND_UUID, amount: 3000 });
  expect(r.platform.subscribe.requests).toEqual([]);
  expect(api.mine.grant).not.toHaveBeenCalled();

  // This month's gift: one tap opens the pay page with the amount filled in; nothing is charged here.
  fireEvent.click(r.getByTestId('general-fund-pay'));
  expect(r.platform.nav.history.at(-1)).toBe(`/cf/pay/${GENERAL_FUND_UUID}?amount=3000`);
  expect(api.pay.orderAdd).not.toHaveBeenCalled();
});

test('mini-program: setting it asks for the reminder subscribe message first; an accepted one is recorded as a grant', async () => {
  const api = apiWithFund();
  api.mine.monthlySet.mockResolvedValue(gift({ amount: 5000 }));
  const r = renderWithStores(<GeneralFundMonthly />, { api, platform: { path: '/cf/mine-donation', env: { isMiniProgram: true } } });
  await eventually(() => r.getByTestId('general-fund-amount'));
  typeInto(r.getByTestId('general-fund-amount'), '50');
  fireEvent.click(r.getByTestId('general-fund-submit'));
  await eventually(() => expect(api.mine.monthlySet).toHaveBeenCalledWith({ infoUuid: GENERAL_FUND_UUID, amount: 5000 }));
  expect(r.platform.subscribe.requests).toEqual([['tpl-monthly']]);
  expect(api.mine.grant).toHaveBeenCalledWith({ kind: 'subscribe' });
});

test('mini-program: a refused subscribe message still sets the gift, and records no grant', async () => {
  const api = apiWithFund();
  api.mine.monthlySet.mockResolvedValue(gift());
  const r = renderWithStores(<GeneralFundMonthly />, { api, platform: { path: '/cf/mine-donation', env: { isMiniProgram: true }, subscribeAnswer: 'reject' } });
  await eventually(() => r.getByTestId('general-fund-amount'));
  fireEvent.click(r.getAllByTestId('general-fund-choice')[0]);
  fireEvent.click(r.getByTestId('general-fund-submit'));
  await eventually(() => expect(api.mine.monthlySet).toHaveBeenCalledWith({ infoUuid: GENERAL_FUND_UUID, amount: 1000 }));
  expect(r.platform.subscribe.requests).toEqual([['tpl-monthly']]);
  expect(api.mine.grant).not.toHaveBeenCalled();
});

test('staff: the versions list and the publish form (checked, confirmed, then the list reloads)', async () => {
  const api = apiWithFund();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.staff.whoami.mockResolvedValue({ userId: TEST_USER.userId, nickname: '审核员', displayName: '审核员·王敏' });
  const v1 = { kind: 'user' as const, version: 1, title: '用户协议', summary: '', bodyLength: 0, publishedAt: 0, acceptedCount: 0 };
  const v2 = { ...v1, version: 2, summary: '新增月捐条款', bodyLength: 40, publishedAt: Date.UTC(2026, 10, 20), acceptedCount: 0 };
  api.donorHome.staffProtocolVersions.mockResolvedValueOnce({ list: [v1] }).mockResolvedValue({ list: [v2, v1] });
  api.mine.staffProtocolPublish.mockResolvedValue({ kind: 'user', version: 2, title: '用户协议', summary: '新增月捐条款', body: 'x', publishedAt: 1, accepted: false, pending: false });
  const r = renderWithStores(<StaffProtocolPage />, { api, platform: { path: '/staff/protocol' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('staff-protocol-version')).toHaveLength(1));
  expect(r.getByTestId('staff-protocol-form').textContent).toContain('第2版');

  fireEvent.click(r.getByTestId('staff-protocol-publish'));
  await eventually(() => expect(r.getByTestId('staff-protocol-error').textContent).toBe('请填写更新说明（1-2000字）'));
  const field = (id: string, value: string) => {
    const el = r.getByTestId(id) as HTMLTextAreaElement;
    el.value = value;
    fireEvent.input(el);
  };
  field('staff-protocol-summary', '新增月捐条款');
  field('staff-protocol-body', '第一条 本协议自发布之日起生效。第二条 月捐每月由捐款人确认后支付，平台不自动扣款。');
  fireEvent.click(r.getByTestId('staff-protocol-publish'));
  await eventually(() => expect(r.root.ui.dialog).not.toBeNull());
  r.root.ui.confirmDialog();
  await eventually(() => expect(r.getAllByTestId('staff-protocol-version')).toHaveLength(2));
  expect(api.mine.staffProtocolPublish).toHaveBeenCalledWith(expect.objectContaining({ kind: 'user', title: '用户协议', summary: '新增月捐条款' }));
});

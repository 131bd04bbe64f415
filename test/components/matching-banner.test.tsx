/** The pay page's matching gift: the sponsor, this case's match, the pool, and how much the chosen gift gets; a dry pool says so. */
import { act, fireEvent } from '@testing-library/react';
import { runInAction } from 'mobx';
import { PayView } from '../../src/pages/pay/PayView';
import { MatchingDetailView } from '../../src/components/MatchingBanner/MatchingViews';
import { eventually, renderWithStores, typeInto } from './donor-render';
import { createFakeApi } from '../setup/fakeApi';
import type { MatchInfo } from '../../src/contract/activity';

const live: MatchInfo = {
  active: true, activityId: 'a1', kind: 'matchingDonation', status: 'APPROVE', title: '暖阳1:1爱心配捐', sponsorName: '暖阳爱心基金会', ratioPct: 100,
  capGift: 20_000, capDonorDay: 0, capCase: 0, currentCaseMoney: 12_300, currentMoney: 4_987_700, drawThreshold: 100, lastSubsidyCount: 4_987_700,
  caseMatchCount: 5, caseLeft: null, donorDayLeft: null, poolDry: false, startsAt: 0, endsAt: 1,
};

function setupApi(info: MatchInfo) {
  const api = createFakeApi();
  api.pay.status.mockResolvedValue({ hot: false, eyeValue: 0, firstDonate: false, subsidize: false, groupValue: 0, caseCharge: 1 });
  api.pay.amountTest.mockResolvedValue({ amount: [1000, 50_000], eagleEyeExperiment: '', eagleEyeResult: '' });
  api.cases.fundingInfo.mockRejectedValue({ msg: 'x' });
  api.activity.donatorCaseInfo.mockResolvedValue(info);
  return api;
}

test('a live match: figures in 元 and how much the chosen gift will be matched, capped per gift', async () => {
  const api = setupApi(live);
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r.getByTestId('matching-banner').getAttribute('data-state')).toBe('live'));
  expect(api.activity.donatorCaseInfo).toHaveBeenCalledWith(expect.objectContaining({ infoUuid: 'case-1' }));
  expect(r.getByTestId('matching-case-money').textContent).toBe('123');
  expect(r.getByTestId('matching-pool-left').textContent).toBe('4.98万');
  // lastSubsidyCount arrives in fen: what this case can still be matched, shown in 元; the viewer can still join
  expect(r.getByTestId('matching-case-room').textContent).toBe('本筹款还可获配捐4.98万元');
  expect(r.getByTestId('matching-banner').getAttribute('data-can-join')).toBe('1');
  await eventually(() => expect(r.getAllByTestId('pay-amount-option')).toHaveLength(2));
  await act(async () => fireEvent.click(r.getAllByTestId('pay-amount-option')[0]));
  await eventually(() => expect(r.getByTestId('matching-gift-line').textContent).toBe('本次捐款将获暖阳爱心基金会配捐10元'));
  act(() => typeInto(r.getByTestId('pay-amount-input'), '500'));
  await eventually(() => expect(r.getByTestId('matching-gift-line').getAttribute('data-match')).toBe('20000'));
});

test('a dry pool says so, and the gift is not matched', async () => {
  const api = setupApi({ ...live, currentMoney: 0, poolDry: true });
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r.getByTestId('matching-banner').getAttribute('data-state')).toBe('dry'));
  expect(r.queryByTestId('matching-case-room')).toBeNull();
  expect(r.getByTestId('matching-banner').getAttribute('data-can-join')).toBe('0');
  await eventually(() => expect(r.getAllByTestId('pay-amount-option')).toHaveLength(2));
  await act(async () => fireEvent.click(r.getAllByTestId('pay-amount-option')[0]));
  await eventually(() => expect(r.getByTestId('matching-gift-line').textContent).toBe('配捐金已用完，本次捐款不再配捐'));
  expect(r.getByTestId('matching-headline').textContent).toContain('配捐金已用完');
});

test('配捐详情 for a logged-in donor without a role: named by their name, the records behind the total, a red packet read as one', async () => {
  const api = setupApi(live);
  const T = Date.UTC(2026, 10, 3, 4);
  api.activity.raiserActivityInfo.mockResolvedValue({
    info: live, role: 'NONE',
    matches: [
      { orderId: '', infoUuid: 'case-1', userId: '', nickname: '', donation: 0, amount: 200, returned: 0, status: 'MATCHED', reason: 'red_packet', createdAt: T },
      { orderId: '', infoUuid: 'case-1', userId: '', nickname: '', donation: 20_000, amount: 12_100, returned: 0, status: 'MATCHED', reason: '', createdAt: T },
    ],
  });
  const r = renderWithStores(<MatchingDetailView infoUuid='case-1' />, { api, platform: { path: '/cf/fundraiser/matching-gift-detail/case-1' } });
  runInAction(() => (r.root.auth.user = { userId: 'u1', nickname: '王小明', headImgUrl: '', mobile: '135****1000', mobileBound: true } as never));
  await eventually(() => expect(r.getAllByTestId('matching-row')).toHaveLength(2));
  expect(r.getByTestId('matching-role').textContent).toBe('王小明');
  expect(r.getByTestId('matching-total').textContent).toBe('暖阳1:1爱心配捐 · 本筹款共获配捐5笔，累计123元');
  expect(r.queryByTestId('matching-empty')).toBeNull();
  expect(r.getAllByTestId('matching-row').map((e) => e.textContent)).toEqual([expect.stringMatching(/爱心红包转赠配捐2元$/), expect.stringMatching(/捐款200元配捐121元$/)]);
  expect(r.container.textContent).not.toContain('访客');
});

test('配捐详情 shows the case\'s own subsidy read through subsidy/get-case-info', async () => {
  const api = setupApi(live);
  api.activity.caseInfo.mockResolvedValue({ ...live, currentCaseMoney: 45_600 });
  api.activity.raiserActivityInfo.mockResolvedValue({ info: live, role: 'FUNDRAISER', matches: [] });
  const r = renderWithStores(<MatchingDetailView infoUuid='case-1' />, { api, platform: { path: '/cf/fundraiser/matching-gift-detail/case-1' } });
  await eventually(() => expect(r.getByTestId('matching-case-money').textContent).toBe('456'));
  expect(api.activity.caseInfo).toHaveBeenCalledWith({ infoUuid: 'case-1' });
  expect(api.activity.donatorCaseInfo).not.toHaveBeenCalled();
});

import { act, fireEvent } from '@testing-library/react';
import { PayView } from '../../src/pages/pay/PayView';
import { AMOUNT_TEXT } from '../../src/stores/payAmount';
import { eventually, renderWithStores, typeInto } from './donor-render';
import { createFakeApi } from '../setup/fakeApi';
import type { FundingInfo } from '../../src/contract/cases';
import { DONATION_CLOSED_MSG } from '../../src/stores/caseStatus';

const fundingInfo = (over: Partial<FundingInfo> = {}): FundingInfo => ({
  infoUuid: 'case-1', isSelf: false, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '救救我的孩子', content: '请帮帮我们', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_456,
  donationCount: 7, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: Date.now() - 1000, serviceCharge: 1, ...over,
});

function setupApi() {
  const api = createFakeApi();
  api.pay.status.mockResolvedValue({ hot: true, eyeValue: 12, firstDonate: false, subsidize: false, groupValue: 0, caseCharge: 1 });
  api.pay.amountTest.mockResolvedValue({ amount: [1000, 2000, 5000], eagleEyeExperiment: '', eagleEyeResult: '' });
  api.cases.fundingInfo.mockRejectedValue({ msg: 'x' });
  return api;
}

test('typed amounts show their Chinese error on screen and nothing is sent', async () => {
  const api = setupApi();
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r.getAllByTestId('pay-amount-option')).toHaveLength(3));
  expect(r.getByTestId('pay-variant-hot').textContent).toContain('12人正在关注');

  const cases: Array<[string, string]> = [
    ['', AMOUNT_TEXT.empty],
    ['0', AMOUNT_TEXT.zero],
    ['12.5', AMOUNT_TEXT.decimal],
    ['abc', AMOUNT_TEXT.notDigits],
    ['100001', AMOUNT_TEXT.tooLarge],
  ];
  for (const [text, error] of cases) {
    act(() => typeInto(r.getByTestId('pay-amount-input'), text));
    await act(async () => {
      fireEvent.click(r.getByTestId('pay-submit'));
    });
    await eventually(() => expect(r.getByTestId('pay-amount-error').textContent).toBe(error));
  }
  expect(api.pay.orderAdd).not.toHaveBeenCalled();
});

test('the submit button shows the exact amount; no tip or fee is added', async () => {
  const api = setupApi();
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r.getAllByTestId('pay-amount-option')).toHaveLength(3));
  expect(r.getByTestId('pay-submit').textContent).toBe('确认支付');
  fireEvent.click(r.getAllByTestId('pay-amount-option')[1]);
  await eventually(() => expect(r.getByTestId('pay-submit').textContent).toBe('确认支付 20元'));
  act(() => typeInto(r.getByTestId('pay-amount-input'), '35'));
  await eventually(() => expect(r.getByTestId('pay-submit').textContent).toBe('确认支付 35元'));
});

test('a case that ended shows its ended state where 确认支付 was, with the one refusal text', async () => {
  const api = setupApi();
  api.cases.fundingInfo.mockResolvedValue(fundingInfo({ displayStatus: 3 }));
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r.getByTestId('pay-ended').textContent).toContain('筹款已到期'));
  expect(r.getByTestId('pay-ended').textContent).toContain(DONATION_CLOSED_MSG);
  expect(r.queryByTestId('pay-submit')).toBeNull();
  expect(api.pay.orderAdd).not.toHaveBeenCalled();
});

test('no empty badge band: the line goes once the viewer is known to have no badge, and stays for one', async () => {
  const api = setupApi();
  api.pay.status.mockResolvedValue({ hot: false, eyeValue: 0, firstDonate: false, subsidize: false, groupValue: 0, caseCharge: 1 });
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r.getAllByTestId('pay-amount-option')).toHaveLength(3));
  expect(r.queryByTestId('pay-badge-line')).toBeNull();
  expect(r.container.querySelector('.cf-pay__badges')).toBeNull();

  const first = setupApi();
  first.pay.status.mockResolvedValue({ hot: false, eyeValue: 0, firstDonate: true, subsidize: false, groupValue: 0, caseCharge: 1 });
  const r2 = renderWithStores(<PayView infoUuid='case-1' />, { api: first, platform: { path: '/cf/pay/case-1' } });
  await eventually(() => expect(r2.getByTestId('pay-variant-first').textContent).toBe('首次支持该筹款'));
  expect(r2.getByTestId('pay-badge-line')).toBeTruthy();
});

/**
 * The money subpackage (pages/money/...) from the built dist/weapp in miniprogram-simulate over canned
 * answers: the withdrawal confirm screen with the server's numbers and a Chinese amount error, and
 * the empty refund list.
 */
import { setupMiniProgram } from './harness';
import { FEE_PROMISE } from '../../src/contract/rules/promises';

jest.setTimeout(90_000);

const DRAW = {
  raisedAmount: 1_000_000, withdrawn: 200_000, refunded: 0, pendingWithdrawals: 100_000, pendingRefunds: 0, available: 694_000,
  canCash: true, reason: '', raising: false, fees: 0, verified: true, feeOption: 1, feeRateBp: 0, amount: 0, fee: 0, feeSubsidised: 0, netAmount: 0,
  payeeType: 'FAMILY', weakDisclosure: false, batches: [], noticeHours: 24, doubleApprovalFen: 5_000_000, hospitalPayoutFen: 5_000_000,
};

const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf/v4/drawcash/get-draw-info': DRAW,
    '/api/cf/v4/drawcash/get-service-config': {
      // the server's answer under the declared policy (src/contract/rules/promises.ts): no service fee
      infoUuid: 'mp-case-1', serviceCharge: 1, label: '无服务费', feeRateBp: 0,
      options: [
        { value: 1, label: '无服务费', charged: false, available: true, reason: '', fee: 0, subsidy: 0, netAmount: 0 },
        { value: 2, label: '收取服务费', charged: true, available: false, reason: FEE_PROMISE.notCharged, fee: 0, subsidy: 0, netAmount: 0 },
        { value: 3, label: '免收服务费', charged: false, available: false, reason: FEE_PROMISE.nothingToWaive, fee: 0, subsidy: 0, netAmount: 0 },
        { value: 4, label: '服务费由平台补贴', charged: false, available: false, reason: '补贴额度已用完', fee: 0, subsidy: 0, netAmount: 0 },
      ],
    },
    '/api/cf/v4/get-funding-info': {
      infoUuid: 'mp-case-1', isSelf: true, finishStr: '', displayStatus: 0, raiseType: 0,
      baseInfo: { title: '救救我的孩子', content: '求助说明', attachments: [], largeAttachments: [] },
      newDetailVo: { caseDetailsPageVersion: 1 }, prNewOrOld: 1, targetAmount: 30_000_000, raisedAmount: 523_400, donationCount: 12, shareCount: 0,
      payeeInfo: { relation: 'self', name: '李*' }, treatmentInfo: { hospital: '', disease: '' }, crowdfundingUserInfo: { nickname: '李先生', headImgUrl: '' },
      isHelp: false, createdAt: 1, expireAt: 2, serviceCharge: 1,
    },
    '/api/cf/v5/refund/list': { list: [], hasNext: false, anchorId: '' },
    '/api/cf/v4/drawcash/check-can-cash': {
      raisedAmount: 523_400, withdrawn: 0, refunded: 0, pendingWithdrawals: 0, pendingRefunds: 0, available: 523_400, canCash: false, reason: '请先停止筹款再申请提现', raising: true,
    },
    '/api/cf/v4/drawcash/stop-raise': { infoUuid: 'mp-case-1', status: 2, stoppedAt: 1, reason: '已筹到足够的治疗费用' },
  },
});

test('the withdrawal confirm page (pages/money/withdraw-confirm) shows the server numbers and refuses an empty amount in Chinese', async () => {
  const page = mp.openPage('pages/money/withdraw-confirm/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.text().includes('6940.00'), 20_000, 'withdraw confirm');
  // the fee the policy promises, and no fee line that contradicts it
  expect(page.text()).toContain(FEE_PROMISE.withdrawRule);
  expect(page.text()).toContain('无服务费');
  expect(page.text()).not.toContain('0.6%');
  expect(page.text()).toContain('公示24小时');
  await mp.waitFor(() => page.text().includes('李*（本人）'), 20_000, 'payee');
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => page.text().includes('请输入提现金额'), 20_000, 'amount error');
  expect(mp.requests.some((r) => r.path.includes('apply-draw-cash'))).toBe(false);
});

test('the refund list (pages/money/refund-list) shows its empty state', async () => {
  const page = mp.openPage('pages/money/refund-list/index', {});
  await mp.waitFor(() => page.text().includes('暂无退款记录'), 20_000, 'refund list');
});

test('the stop-raise page (pages/money/withdraw-stop-raise): the warning and figures; nothing is sent until a reason is chosen and the box ticked', async () => {
  const page = mp.openPage('pages/money/withdraw-stop-raise/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.text().includes('5234.00'), 20_000, 'stop raise');
  expect(page.text()).toContain('不可撤销');
  expect(page.text()).toContain('筹款已提前结束');
  page.tap(page.byClass('cf-raise__submit')!);
  page.tap(page.byClass('cf-raise__chip')!);
  page.tap(page.byClass('cf-raise__submit')!);
  expect(mp.requests.some((r) => r.path.includes('stop-raise'))).toBe(false);
  page.tap(page.byClass('cf-wd__check')!);
  await mp.waitFor(() => !page.byClass('cf-wd__submit--disabled'), 20_000, 'submit enabled');
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => mp.requests.some((r) => r.path.includes('stop-raise')), 20_000, 'stop-raise sent');
  expect(mp.requests.find((r) => r.path.includes('stop-raise'))!.data).toMatchObject({ infoUuid: 'mp-case-1', reason: '已筹到足够的治疗费用', confirm: true });
});

/**
 * The public ledger and the fund-use screen in the mini-program (dist/weapp in miniprogram-simulate over
 * canned answers): the detail page draws the 善款公示 section after its load with the figures as
 * '1,234.50' text, and the fund-use page (money subpackage) shows the arrived batch and refuses an
 * empty form in Chinese without calling the server.
 */
import { setupMiniProgram } from './harness';

jest.setTimeout(90_000);

const T = Date.UTC(2026, 10, 3, 4);
const INFO = {
  infoUuid: 'mp-ledger-1', isSelf: false, finishStr: '', displayStatus: 102, raiseType: 0,
  baseInfo: { title: '公示中的筹款', content: '求助说明', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 1 }, prNewOrOld: 1, targetAmount: 30_000_000, raisedAmount: 123_450, donationCount: 3, shareCount: 0,
  payeeInfo: { relation: 'self', name: '李**' }, treatmentInfo: { hospital: '', disease: '' }, crowdfundingUserInfo: { nickname: '李先生', headImgUrl: '' },
  isHelp: false, createdAt: T - 86_400_000, expireAt: T + 28 * 86_400_000, serviceCharge: 2,
};
const USE = {
  fundUseId: 'fu1', infoUuid: 'mp-ledger-1', payoutId: 'p1', amount: 25_000, description: '第一期化疗费用', status: 'APPROVED', reviewReason: '',
  receipts: [{ url: 'https://img.example.com/r1.png', thumbUrl: 'https://img.example.com/r1.png!thumb' }], createdAt: T, reviewedAt: T,
};

const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf/v4/get-funding-info': INFO,
    '/api/summaries/allocation': {
      infoUuid: 'mp-ledger-1', title: '公示中的筹款', status: 102, moneyIn: 123_450, donationCount: 3, fees: 600, withdrawn: 100_000, refunded: 2_850, balance: 20_000, addsUp: true,
      withdrawals: [{ payoutId: 'p1', withdrawalId: 'w1', batchNo: 1, batchCount: 1, amount: 100_000, fee: 600, payeeType: 'FAMILY', payeeName: '李*', status: 'TRANSFERRED', reversed: false, date: T, fundUse: [USE] }],
      refunds: [{ refundId: 'r1', orderId: 'o1', amount: 2_850, date: T }], fundUse: [USE], rows: [],
    },
    '/api/cf/v4/fund-use/list': {
      list: [],
      payouts: [{ payoutId: 'p1', batchNo: 1, batchCount: 1, amount: 100_000, status: 'TRANSFERRED', payeeType: 'FAMILY', payeeName: '李**', date: T, used: 25_000 }],
    },
  },
});

test('the detail page shows the public ledger after its load', async () => {
  const page = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: INFO.infoUuid });
  await mp.waitFor(() => page.text().includes('善款公示') && page.text().includes('1,234.50'), 20_000, 'the ledger');
  const text = page.text();
  for (const s of ['1,000.00', '6.00', '28.50', '200.00', '账目相符', '第一期化疗费用', '退回捐款人']) expect(text).toContain(s);
  expect(mp.requests.find((r) => r.path === '/api/summaries/allocation')?.data).toEqual({ infoUuid: INFO.infoUuid });
});

test('the fund-use page (pages/money/fund-use) lists the arrived batch and refuses an empty form in Chinese', async () => {
  const page = mp.openPage('pages/money/fund-use/index', { infoUuid: INFO.infoUuid });
  await mp.waitFor(() => page.text().includes('可申报750.00元'), 20_000, 'the batch');
  expect(page.text()).toContain('上传票据');
  const buttons = page.byClass('cf-raise__submit');
  page.tap(buttons!);
  await mp.waitFor(() => page.text().includes('请输入使用金额'), 20_000, 'the amount error');
  expect(mp.requests.some((r) => r.path.includes('fund-use/submit'))).toBe(false);
});

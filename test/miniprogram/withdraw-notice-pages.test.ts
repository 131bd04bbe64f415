/**
 * 提现公示 in the mini-program (dist/weapp in miniprogram-simulate over canned answers): the detail page
 * draws the notice after its load (amount, 公示中, the absolute notice end, the masked payee), and a
 * logged-in viewer's 我有异议 opens the objection form, which refuses an empty objection in Chinese
 * without calling the server.
 */
import { setupMiniProgram } from './harness';
import { chinaTime } from '../../src/lib/time';

jest.setTimeout(90_000);

const HOUR = 3_600_000;
const UNTIL = chinaTime(2026, 11, 24, 15, 30); // China time, as the page formats it whatever the zone
const INFO = {
  infoUuid: 'mp-notice-1', isSelf: false, finishStr: '', displayStatus: 101, raiseType: 0,
  baseInfo: { title: '提现公示中的筹款', content: '求助说明', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 1 }, prNewOrOld: 1, targetAmount: 30_000_000, raisedAmount: 123_450, donationCount: 3, shareCount: 0,
  payeeInfo: { relation: 'self', name: '李小龙' }, treatmentInfo: { hospital: '', disease: '' }, crowdfundingUserInfo: { nickname: '李先生', headImgUrl: '' },
  isHelp: false, createdAt: UNTIL - 48 * HOUR, expireAt: UNTIL + 28 * 24 * HOUR, serviceCharge: 2,
};

const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf/v4/get-funding-info': INFO,
    '/api/cf/v4/drawcash/public-notice': {
      infoUuid: INFO.infoUuid, caseStatus: 101, noticeHours: 24,
      list: [{
        withdrawalId: 'w1', infoUuid: INFO.infoUuid, amount: 100_001, status: 'PENDING', createdAt: UNTIL - 24 * HOUR, feeOption: 2, fee: 600, netAmount: 99_401,
        payeeType: 'FAMILY', noticeUntil: UNTIL, inNotice: true, canObject: true, objectionCount: 2, openObjections: 1,
      }],
    },
  },
});

test('the detail page shows the withdrawal notice, and the objection form refuses an empty objection', async () => {
  const page = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: INFO.infoUuid });
  await mp.waitFor(() => page.text().includes('提现公示') && page.text().includes('1,000.01元'), 20_000, 'the notice');
  const text = page.text();
  for (const s of ['公示中', '公示至 11月24日 15:30', '6.00元', '患者家属/收款人（李**）', '2条异议（1条待平台核实）', '我有异议']) expect(text).toContain(s);
  expect(mp.requests.find((r) => r.path === '/api/cf/v4/drawcash/public-notice')?.data).toEqual({ infoUuid: INFO.infoUuid });

  page.tap(page.byClass('cf-notice__object')!);
  await mp.waitFor(() => page.text().includes('提交异议'), 20_000, 'the objection form');
  page.tap(page.byClass('cf-raise__submit')!); // 提交异议: the page's only form
  await mp.waitFor(() => page.text().includes('请选择异议原因'), 20_000, 'the reason error');
  expect(mp.requests.some((r) => r.path === '/api/cf/v4/drawcash/object')).toBe(false);
});

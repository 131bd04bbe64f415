/**
 * The receipt and case-refund pages of the money subpackage from the built dist/weapp in
 * miniprogram-simulate over canned answers: the receipt list with each donation's status, a company
 * receipt refused on screen for a bad credit code, and the owner's refund confirm refusing to send
 * before its box is ticked.
 */
import { setupMiniProgram } from './harness';

jest.setTimeout(90_000);

const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf-finance/invoice/entrance-display': {
      show: true, canApplyCount: 1,
      list: [
        { orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', amount: 5_000, paidAt: 1, invoiceStatus: 'NONE' },
        { orderId: 'o2', infoUuid: 'c1', caseTitle: '救救小红', amount: 2_000, paidAt: 1, invoiceStatus: 'ISSUED' },
      ],
    },
    '/api/cf-finance/invoice/get-invoice-msg': {
      orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', amount: 5_000, orderStatus: 'PAID', paidAt: 1, canApply: true, invoice: null, rules: ['每笔捐款可申请一次捐赠票据'],
    },
    '/api/cf/v5/refund/case-summary': {
      infoUuid: 'c1', title: '救救小明', status: 0, canConfirm: true, reason: '', preview: { count: 3, amount: 6_000, donors: 2, paidOut: 0, openWithdrawals: 0 },
      progress: { kind: null, total: { count: 0, amount: 0 }, done: { count: 0, amount: 0 }, pending: { count: 0, amount: 0 }, failed: { count: 0, amount: 0 }, startedAt: null, finishedAt: null },
    },
  },
});

test('the receipt list (pages/money/invoice-apply) shows each donation and its receipt status, and the statement form', async () => {
  const page = mp.openPage('pages/money/invoice-apply/index', {});
  await mp.waitFor(() => page.text().includes('救救小红'), 20_000, 'receipt list');
  expect(page.text()).toContain('未申请');
  expect(page.text()).toContain('已开具');
  expect(page.text()).toContain('捐款明细对账单');
});

test('a company receipt with a bad credit code is refused in Chinese and not sent', async () => {
  const page = mp.openPage('pages/money/invoice-apply/index', { orderId: 'o1' });
  await mp.waitFor(() => page.text().includes('每笔捐款可申请一次捐赠票据'), 20_000, 'receipt form');
  page.tap(page.allByClass('cf-receipt__type')[1]);
  await mp.waitFor(() => page.text().includes('统一社会信用代码'), 20_000, 'company fields');
  const inputs = page.allByClass('cf-raise__field-input');
  page.input(inputs[0], '北京某某科技有限公司');
  page.input(inputs[1], '91110108MA01ABCD2X');
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => page.text().includes('请输入正确的统一社会信用代码'), 20_000, 'tax number error');
  expect(mp.requests.some((r) => r.path.includes('confirm-invoice'))).toBe(false);
});

test('the owner refund confirm (pages/money/refund-confirm) states the total and sends nothing before the box is ticked', async () => {
  const page = mp.openPage('pages/money/refund-confirm/index', { infoUuid: 'c1' });
  await mp.waitFor(() => page.text().includes('60.00元'), 20_000, 'refund confirm');
  expect(page.text()).toContain('共3笔捐款，2位捐款人');
  page.tap(page.byClass('cf-raise__chip')!);
  page.tap(page.byClass('cf-raise__submit')!);
  await mp.waitFor(() => page.text().includes('请阅读并勾选确认退款说明'), 20_000, 'check error');
  expect(mp.requests.some((r) => r.path.includes('/refund/confirm'))).toBe(false);
});

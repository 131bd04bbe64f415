/**
 * The public ledger on the case page and the fund-use form as rendered: the ledger is absent from the
 * first render (the server's screen stays as it was) and appears after mount with the API's figures
 * as '1,234.50' text; the fund-use form has a real file input and shows its errors on screen.
 */
import { fireEvent } from '@testing-library/react';
import { formatTime } from '../../src/lib/time';
import { TextEncoder } from 'node:util';
import { CaseView } from '../../src/pages/case/CaseView';
import { LedgerSection } from '../../src/components/ledger/LedgerSection';
import { FundUseView } from '../../src/components/ledger/FundUseView';
import { RootStore } from '../../src/stores/RootStore';
import { StoreProvider } from '../../src/stores/context';
import { createFakePlatform } from '../../src/platform/fake';
import type { FundingInfo } from '../../src/contract/cases';
import type { Allocation } from '../../src/contract/ledger';
import { createFakeApi } from '../setup/fakeApi';

/** Ledger rows carry the required `ledger-row` test id and their kind. */
const rows = (r: { queryAllByTestId: (id: string) => HTMLElement[] }, kind: string): HTMLElement[] =>
  r.queryAllByTestId('ledger-row').filter((e) => e.getAttribute('data-kind') === kind);
import { eventually, renderWithStores, typeInto } from './donor-render';

const info = (): FundingInfo => ({
  infoUuid: 'case-1', isSelf: false, finishStr: '', displayStatus: 102, raiseType: 0,
  baseInfo: { title: '公示的筹款', content: '求助说明', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_450,
  donationCount: 3, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: Date.now() + 1e9, serviceCharge: 2,
});
const T = Date.UTC(2026, 10, 3, 4);
const alloc: Allocation = {
  infoUuid: 'case-1', title: '公示的筹款', status: 102, moneyIn: 123_450, donationCount: 3, fees: 600, withdrawn: 100_000, refunded: 2_850, balance: 20_000, addsUp: true,
  withdrawals: [1, 2, 3, 4].map((n) => ({
    payoutId: `p${n}`, withdrawalId: 'w1', batchNo: n, batchCount: 4, amount: 25_000, fee: 150, payeeType: 'HOSPITAL' as const, payeeName: '北京协和医院',
    status: 'TRANSFERRED' as const, reversed: false, date: T + n, fundUse: [],
  })),
  refunds: [{ refundId: 'r1', orderId: 'o1', amount: 2_850, date: T }],
  fundUse: [{
    fundUseId: 'fu1', infoUuid: 'case-1', payoutId: 'p1', amount: 25_000, description: '第一期化疗费用', status: 'APPROVED', reviewReason: '',
    receipts: [{ url: '/files/pub/202611/r1.png', thumbUrl: '/files/pub/202611/r1.png!thumb' }], createdAt: T, reviewedAt: T,
  }],
  rows: [],
};

function apiFor() {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(info());
  api.cases.progressList.mockResolvedValue({ list: [], hasNext: false, total: 0 });
  api.comments.list.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.comments.listSelf.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.comments.listShared.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.ledger.allocation.mockResolvedValue(alloc);
  return api;
}

test('the server render of the case page has no ledger and asks for nothing', () => {
  const api = apiFor();
  const root = new RootStore(api, createFakePlatform({ path: '/cf/contribute/case-1' }));
  // The server renderer as server/src/ssr uses it (jsdom lacks TextEncoder, which it needs at load).
  Object.assign(globalThis, { TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const html = renderToString(
    <StoreProvider value={root}>
      <LedgerSection infoUuid='case-1' />
    </StoreProvider>,
  );
  expect(html).toBe('');
  expect(api.ledger.allocation).not.toHaveBeenCalled();
});

test('case page: the ledger appears after mount with the figures, rows, receipts and 查看全部', async () => {
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(), platform: { path: '/cf/contribute/case-1' } });
  const ledger = await eventually(() => {
    const el = r.getByTestId('case-ledger');
    expect(el.getAttribute('data-state')).toBe('ready');
    return el;
  });
  expect(r.api.ledger.allocation).toHaveBeenCalledWith({ infoUuid: 'case-1' });
  const text = (id: string) => r.getByTestId(id).textContent;
  expect([text('ledger-money-in'), text('ledger-fees'), text('ledger-withdrawn'), text('ledger-refunded'), text('ledger-balance')])
    .toEqual(['1,234.50', '6.00', '1,000.00', '28.50', '200.00']);
  expect(r.getByTestId('ledger-adds-up').getAttribute('data-ok')).toBe('true');
  expect(text('ledger-adds-up')).toContain('账目相符');
  // Three of four payouts until 查看全部.
  expect(rows(r, 'withdrawal')).toHaveLength(3);
  fireEvent.click(r.getByTestId('ledger-more-withdrawals'));
  await eventually(() => expect(rows(r, 'withdrawal')).toHaveLength(4));
  expect(rows(r, 'withdrawal')[0].textContent).toContain('第4/4批');
  expect(rows(r, 'refund')).toHaveLength(1);
  const use = rows(r, 'fund-use');
  expect(use).toHaveLength(1);
  expect(use[0].textContent).toContain('第一期化疗费用');
  // The thumbnail (Taro's image element in this environment) opens the platform's viewer on the full image.
  const thumb = use[0].querySelector('[aria-label="查看图片1/1"]')!;
  expect(thumb.getAttribute('src')).toBe('/files/pub/202611/r1.png!thumb');
  fireEvent.click(thumb);
  await eventually(() => expect(r.platform.media.previews).toEqual([{ urls: ['/files/pub/202611/r1.png'], current: '/files/pub/202611/r1.png' }]));
  expect(ledger.textContent).toContain('善款公示');
});

test('fund-use form: a real file input, errors on screen, and the record list', async () => {
  const api = createFakeApi();
  api.ledger.fundUseList.mockResolvedValue({
    list: [{ fundUseId: 'fu1', infoUuid: 'case-1', payoutId: 'p1', amount: 500, description: '住院押金', receipts: [], status: 'REJECTED', reviewReason: '票据不清晰', createdAt: T, reviewedAt: T }],
    payouts: [{ payoutId: 'p1', batchNo: 1, batchCount: 1, amount: 10_000, status: 'TRANSFERRED', payeeType: 'FAMILY', payeeName: '张*', date: T, used: 0 }],
  });
  const r = renderWithStores(<FundUseView infoUuid='case-1' />, { api, platform: { path: '/cf/fund-use/case-1' } });
  await eventually(() => expect(r.getByTestId('fund-use-submit')).toBeTruthy());
  const input = r.getByTestId('fund-use-file') as HTMLInputElement;
  expect(input.tagName).toBe('INPUT');
  expect(input.type).toBe('file');
  expect(r.getByTestId('fund-use-upload').contains(input)).toBe(true);
  expect(r.getAllByTestId('fund-use-batch')[0].getAttribute('data-selected')).toBe('true');
  expect(r.getByTestId('fund-use-record').textContent).toContain('票据不清晰');

  typeInto(r.getByTestId('fund-use-amount'), '100.01');
  typeInto(r.getByTestId('fund-use-purpose'), '住院押金');
  fireEvent.click(r.getByTestId('fund-use-submit'));
  await eventually(() => expect(r.getByTestId('fund-use-error').textContent).toBe('使用金额不能超过该批可申报金额100.00元'));
  typeInto(r.getByTestId('fund-use-amount'), '100');
  fireEvent.click(r.getByTestId('fund-use-submit'));
  await eventually(() => expect(r.getByTestId('fund-use-error').textContent).toBe('请上传至少1张票据照片'));
  expect(api.ledger.fundUseSubmit).not.toHaveBeenCalled();
});

test('my donations: a paid gift links to 善款去向, which shows its batch and the receipts it paid', async () => {
  const api = createFakeApi();
  const ledgerLog = { mine: jest.fn() };
  Object.assign(api, { ledgerLog });
  api.pay.myOrders.mockResolvedValue({
    list: [
      { orderId: 'o1', infoUuid: 'case-1', caseTitle: '公示的筹款', amount: 20_000, anonymous: false, status: 'PAID', createdAt: T, paidAt: T + 60_000, leafIndex: 41, leafHash: 'ab12cd34'.repeat(8) },
      { orderId: 'o2', infoUuid: 'case-1', caseTitle: '公示的筹款', amount: 5_000, anonymous: false, status: 'REFUNDED', createdAt: T, leafIndex: null, leafHash: '' },
      { orderId: 'o3', infoUuid: 'case-1', caseTitle: '公示的筹款', amount: 3_000, anonymous: false, status: 'PAID', createdAt: T, paidAt: T, leafIndex: null, leafHash: '' },
    ],
    hasNext: false, anchorId: '',
  });
  api.ledger.myGift.mockResolvedValue({
    orderId: 'o1', infoUuid: 'case-1', amount: 20_000, refunded: 0, status: 'PAID', paidAt: T, stillOnCase: 5_000,
    payouts: [{ payoutId: 'p1', batchNo: 1, batchCount: 2, payeeType: 'HOSPITAL', payeeName: '北京协和医院', status: 'TRANSFERRED', date: T, amount: 15_000, fundUse: alloc.fundUse }],
  });
  const { MyContributionView } = await import('../../src/pages/my-contribution/MyContributionView');
  const { MyGiftView } = await import('../../src/components/ledger/MyGiftView');
  const list = renderWithStores(<MyContributionView />, { api, platform: { path: '/cf/my-contribution' } });
  await eventually(() => expect(list.getAllByTestId('my-donation-item')).toHaveLength(3));
  // each paid row carries its place in the public log from the list's answer (no call per row): 账本第N条 and a short hash, or 待入账本
  expect(list.getAllByTestId('my-donation-leaf').map((e) => e.textContent)).toEqual(['账本第41条 · ab12cd34…cd34', '待入账本']);
  expect(ledgerLog.mine).not.toHaveBeenCalled();
  // one time per gift on every screen: the paid time, as 善款去向 shows it (not the order's creation a minute before)
  expect(list.getAllByTestId('my-donation-item')[0].textContent).toContain(formatTime(T + 60_000));
  expect(list.getAllByTestId('my-donation-item')[0].textContent).not.toContain(formatTime(T));
  expect(list.getAllByTestId('my-gift-link')).toHaveLength(2);
  fireEvent.click(list.getAllByTestId('my-gift-link')[0]);
  expect(list.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/my-gift/o1' });
  list.unmount();

  const r = renderWithStores(<MyGiftView orderId='o1' />, { api, platform: { path: '/cf/my-gift/o1' } });
  const trace = await eventually(() => r.getByTestId('my-gift-trace'));
  expect(api.ledger.myGift).toHaveBeenCalledWith({ orderId: 'o1' });
  expect(r.getByTestId('my-gift-amount').textContent).toBe('200.00元');
  expect(r.getByTestId('my-gift-payout').textContent).toContain('第1/2批');
  expect(r.getByTestId('my-gift-payout').textContent).toContain('150.00元');
  expect(r.getByTestId('my-gift-fund-use').textContent).toContain('第一期化疗费用');
  expect(r.getByTestId('my-gift-still').textContent).toContain('50.00元');
  expect(trace.querySelector('[aria-label="查看图片1/1"]')?.getAttribute('src')).toBe('/files/pub/202611/r1.png!thumb');
});

test('my donations: a 待支付 order offers 继续支付 (the same order paid again, then the success page) and 取消 (closed on the server)', async () => {
  const api = createFakeApi();
  const pending = (orderId: string) => ({ orderId, infoUuid: 'case-1', caseTitle: '公示的筹款', amount: 3_000, anonymous: false, status: 'PENDING' as const, createdAt: T });
  api.pay.myOrders.mockResolvedValue({ list: [pending('o1'), pending('o2')], hasNext: false, anchorId: '' });
  api.pay.resumeOrder.mockResolvedValue({ orderId: 'o1', amount: 3_000, payment: { provider: 'sandbox' as const, cashierUrl: '/x' } });
  api.pay.closeMyOrder.mockResolvedValue({ orderId: 'o2', infoUuid: 'case-1', amount: 3_000, status: 'CLOSED', firstDonation: false, paidAt: null });
  const { MyContributionView } = await import('../../src/pages/my-contribution/MyContributionView');
  const r = renderWithStores(<MyContributionView />, { api, platform: { path: '/cf/my-contribution' } });
  await eventually(() => expect(r.getAllByTestId('my-donation-resume')).toHaveLength(2));
  fireEvent.click(r.getAllByTestId('my-donation-resume')[0]);
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/pay/case-1/success?orderId=o1' }));
  expect(api.pay.resumeOrder).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1' }));
  expect(api.pay.orderAdd).not.toHaveBeenCalled(); // no second order
  expect(r.platform.pay.calls.map((c) => c.ctx.orderId)).toEqual(['o1']);
  fireEvent.click(r.getAllByTestId('my-donation-cancel').at(-1)!);
  await eventually(() => expect(r.getAllByTestId('my-donation-item')[1].textContent).toContain('未完成'));
  expect(api.pay.closeMyOrder).toHaveBeenCalledWith({ orderId: 'o2' });
  expect(r.queryAllByTestId('my-donation-resume')).toHaveLength(0); // both settled: no action left
});

/**
 * The public ledger and the gift trace as the screens show them: amounts from integer fen to
 * '1,234.50' text (never floats), the adds-up line only when the server says so AND the four parts
 * sum to money in, approved fund use only, collapsed lists, and errors as Chinese text.
 */
import type { RootStore } from '../../../src/stores/RootStore';
import { LEDGER_COLLAPSED_ROWS, LedgerStore, giftView, ledgerAmount, ledgerView } from '../../../src/stores/LedgerStore';
import type { Allocation, FundUse, MyGift } from '../../../src/contract/ledger';
import { ApiError } from '../../../src/services/errors';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1, 4); // midday in China, the same date in any UTC-ish zone

const use = (over: Partial<FundUse> = {}): FundUse => ({
  fundUseId: 'fu1', infoUuid: 'c1', payoutId: 'p1', amount: 11_800, description: '第一期化疗费用',
  receipts: [{ url: '/files/pub/202611/r1.jpg', thumbUrl: '/files/pub/202611/r1.jpg!thumb' }], status: 'APPROVED', reviewReason: '',
  createdAt: T0 + DAY, reviewedAt: T0 + 2 * DAY, ...over,
});

export function allocation(over: Partial<Allocation> = {}): Allocation {
  return {
    infoUuid: 'c1', title: '救救小明', status: 102,
    moneyIn: 123_456_789, donationCount: 7, fees: 72_000, withdrawn: 12_000_000, refunded: 5_050, balance: 123_456_789 - 72_000 - 12_000_000 - 5_050, addsUp: true,
    withdrawals: [
      { payoutId: 'p1', withdrawalId: 'w1', batchNo: 1, batchCount: 2, amount: 6_000_000, fee: 36_000, payeeType: 'HOSPITAL', payeeName: '北京协和医院', status: 'TRANSFERRED', reversed: false, date: T0, fundUse: [use()] },
      { payoutId: 'p2', withdrawalId: 'w1', batchNo: 2, batchCount: 2, amount: 6_000_000, fee: 36_000, payeeType: 'HOSPITAL', payeeName: '北京协和医院', status: 'PROCESSING', reversed: false, date: T0 + 3 * DAY, fundUse: [] },
    ],
    refunds: [{ refundId: 'r1', orderId: 'o9', amount: 5_050, date: T0 + 4 * DAY }],
    fundUse: [use(), use({ fundUseId: 'fu2', status: 'PENDING' })],
    rows: [],
    ...over,
  };
}

let api: FakeApi;
let store: LedgerStore;
beforeEach(() => {
  api = createFakeApi();
  store = new LedgerStore({ api } as unknown as RootStore);
});

test('amounts: integer fen to two decimals with thousands grouped', () => {
  expect(ledgerAmount(0)).toBe('0.00');
  expect(ledgerAmount(5)).toBe('0.05');
  expect(ledgerAmount(123_450)).toBe('1,234.50');
  expect(ledgerAmount(123_456_789)).toBe('1,234,567.89');
  expect(ledgerAmount(-1999)).toBe('-19.99');
  // A sum that floats get wrong (0.1 + 0.2) stays exact in fen.
  expect(ledgerAmount(10 + 20)).toBe('0.30');
});

test('the view: figures, rows newest first, only approved fund use, payee and batch texts', () => {
  const v = ledgerView(allocation());
  expect(v).toMatchObject({ moneyIn: '1,234,567.89', fees: '720.00', withdrawn: '120,000.00', refunded: '50.50', balance: '1,113,797.39', donationCount: 7, addsUp: true });
  expect(v.addsUpText).toBe('收入1,234,567.89 = 服务费720.00 + 已拨付120,000.00 + 已退款50.50 + 余额1,113,797.39，账目相符');
  expect(v.withdrawals.map((w) => [w.batch, w.amount, w.fee, w.status])).toEqual([['第2/2批', '60,000.00', '360.00', '打款中'], ['第1/2批', '60,000.00', '360.00', '已到账']]);
  expect(v.withdrawals[0].payee).toBe('医院对公账户（北京协和医院）');
  expect(v.withdrawals[1].date).toMatch(/^2026-11-0[12]$/);
  expect(v.fundUse).toHaveLength(1);
  expect(v.fundUse[0]).toMatchObject({ amount: '118.00', description: '第一期化疗费用', batch: '第1/2批' });
  expect(v.fundUse[0].receipts).toEqual({ thumbs: ['/files/pub/202611/r1.jpg!thumb'], large: ['/files/pub/202611/r1.jpg'] });
  expect(v.refunds).toEqual([{ id: 'r1', date: expect.stringMatching(/^2026-11-0[45]$/), amount: '50.50' }]);
});

test('activity money: a red packet and a ladder subsidy read as themselves, never as 配捐', () => {
  const v = ledgerView(allocation({
    matching: [
      { sponsorName: '好日子公益基金', amount: 200, count: 1, kind: 'red_packet' },
      { sponsorName: '暖阳爱心基金会', amount: 70_800, count: 6, kind: 'match' },
      { sponsorName: '暖阳爱心基金会', amount: 5_000, count: 1, kind: 'ladder' },
      { sponsorName: '老企业', amount: 100, count: 1 }, // an answer without a kind is a match
    ],
  }));
  expect(v.matching.map((m) => [m.title, m.amount, m.sub])).toEqual([
    ['红包 · 好日子公益基金', '2.00', '1个爱心红包由捐款人转赠，计入筹款收入'],
    ['配捐 · 暖阳爱心基金会', '708.00', '6笔捐款获配捐，计入筹款收入'],
    ['组队助力 · 暖阳爱心基金会', '50.00', '1次团队阶梯补贴，计入筹款收入'],
    ['配捐 · 老企业', '1.00', '1笔捐款获配捐，计入筹款收入'],
  ]);
  expect(new Set(v.matching.map((m) => m.id)).size).toBe(4);
});

test('adds up only when the server says so and the parts really sum to money in', () => {
  expect(ledgerView(allocation({ addsUp: false })).addsUp).toBe(false);
  expect(ledgerView(allocation({ addsUp: false })).addsUpText).toBe('账目核对中，请稍后查看');
  // The server claims it but the figures are off by one fen: not shown as adding up.
  const off = allocation();
  expect(ledgerView({ ...off, balance: off.balance + 1 }).addsUp).toBe(false);
  const reversed = allocation({ withdrawals: [{ ...allocation().withdrawals[0], reversed: true, status: 'FAILED' }] });
  expect(ledgerView(reversed).withdrawals[0].status).toBe('打款失败，已退回');
});

test('load: keeps fen in state, text in the view; a failure is a Chinese error; lists collapse after a few rows', async () => {
  api.ledger.allocation.mockResolvedValueOnce(allocation());
  await store.load('c1');
  expect(api.ledger.allocation).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(store.data?.moneyIn).toBe(123_456_789);
  expect(store.view?.moneyIn).toBe('1,234,567.89');
  const rows = Array.from({ length: LEDGER_COLLAPSED_ROWS + 2 }, (_, i) => i);
  expect(store.shown('withdrawals', rows)).toHaveLength(LEDGER_COLLAPSED_ROWS);
  store.toggle('withdrawals');
  expect(store.shown('withdrawals', rows)).toHaveLength(rows.length);
  expect(store.shown('fundUse', rows)).toHaveLength(LEDGER_COLLAPSED_ROWS);

  api.ledger.allocation.mockRejectedValueOnce(new ApiError(404, '筹款不存在'));
  await store.load('c2');
  expect(store.data).toBeNull();
  expect(store.view).toBeNull();
  expect(store.loadAct.error).toBe('筹款不存在');
  expect(store.expanded.withdrawals).toBe(false);
});

test('a slow answer for the previous case does not land on the next one', async () => {
  let answer: (a: Allocation) => void = () => {};
  api.ledger.allocation.mockReturnValueOnce(new Promise<Allocation>((res) => (answer = res)));
  const first = store.load('c1');
  api.ledger.allocation.mockResolvedValueOnce(allocation({ infoUuid: 'c2', moneyIn: 100, fees: 0, withdrawn: 0, refunded: 0, balance: 100 }));
  await store.load('c2');
  answer(allocation());
  await first;
  expect(store.infoUuid).toBe('c2');
  expect(store.view?.moneyIn).toBe('1.00');
});

test('gift trace: the gift, its batches with their approved fund use, what is still on the case', async () => {
  const gift: MyGift = {
    orderId: 'o1', infoUuid: 'c1', amount: 20_000, refunded: 0, status: 'PAID', paidAt: T0, stillOnCase: 0,
    payouts: [
      { payoutId: 'p1', batchNo: 1, batchCount: 3, payeeType: 'HOSPITAL', payeeName: '北京协和医院', status: 'TRANSFERRED', date: T0 + DAY, amount: 12_000, fundUse: [use(), use({ fundUseId: 'x', status: 'REJECTED' })] },
      { payoutId: 'p2', batchNo: 2, batchCount: 3, payeeType: 'FAMILY', payeeName: '张*', status: 'TRANSFERRED', date: T0 + 2 * DAY, amount: 8_000, fundUse: [] },
    ],
  };
  const g = giftView(gift);
  expect(g).toMatchObject({ amount: '200.00', refunded: '', stillOnCase: '0.00', paid: true });
  expect(g.payouts.map((p) => [p.batch, p.amount, p.payee])).toEqual([['第1/3批', '120.00', '医院对公账户（北京协和医院）'], ['第2/3批', '80.00', '患者家属/收款人（张*）']]);
  expect(g.payouts[0].fundUse.map((f) => f.id)).toEqual(['fu1']);

  api.ledger.myGift.mockResolvedValueOnce(gift);
  await store.loadGift('o1');
  expect(api.ledger.myGift).toHaveBeenCalledWith({ orderId: 'o1' });
  expect(store.giftText?.amount).toBe('200.00');
  api.ledger.myGift.mockRejectedValueOnce(new ApiError(403, '无权访问'));
  await store.loadGift('o2');
  expect(store.gift).toBeNull();
  expect(store.giftAct.error).toBe('无权访问');
});

test('a service charge the platform paid (option 4) is shown apart and stays out of the sum', () => {
  expect(ledgerView(allocation()).platformSubsidy).toBe('');
  const v = ledgerView(allocation({ platformSubsidy: 1_234_567 }));
  expect(v.platformSubsidy).toBe('12,345.67');
  expect(v.addsUp).toBe(true);
});

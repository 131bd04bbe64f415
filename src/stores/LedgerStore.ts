/**
 * The public ledger of a case (the case page's 善款公示 section) and a donor's own gift trace
 * (/cf/my-gift/:orderId). Both come from /api/summaries/allocation*, which computes every figure from
 * the append-only money ledger; this store keeps the server's integer fen and turns them into text only
 * in computed views (two decimals, thousands grouped: 1,234.50). The figures add up when
 * moneyIn = fees + withdrawn + refunded + balance (the server's addsUp, checked here again).
 */
import { raisedFen } from '../contract/rules/raised';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ActivityMoneyKind, Allocation, FundUse, MyGift } from '../contract/ledger';
import type { PayeeType, PayoutStatus } from '../contract/money';
import { formatFenFixed, groupThousands } from '../lib/money';
import { formatTime } from '../lib/time';
import type { RootStore } from './RootStore';
import { Act } from './act';

/** Rows of a list shown before 查看全部. */
export const LEDGER_COLLAPSED_ROWS = 3;

/** Fen -> '1,234.50' (two decimals, thousands grouped, integer arithmetic). */
export function ledgerAmount(fen: number): string {
  const fixed = formatFenFixed(fen);
  const sign = fixed.startsWith('-') ? '-' : '';
  const [whole, dec] = fixed.replace('-', '').split('.');
  return `${sign}${groupThousands(whole)}.${dec}`;
}

export const PAYOUT_STATUS_TEXT: Record<PayoutStatus, string> = {
  PENDING: '待拨付', AUTHORISED: '已审批', PROCESSING: '打款中', TRANSFERRED: '已到账', FAILED: '打款失败', CANCELLED: '已取消',
};

/** Who a payout went to, as the public sees it. */
export function payeeText(type: PayeeType, name: string): string {
  return type === 'HOSPITAL' ? `医院对公账户${name ? `（${name}）` : ''}` : `患者家属/收款人${name ? `（${name}）` : ''}`;
}

export interface ReceiptView { thumbs: string[]; large: string[] }
export interface FundUseRow { id: string; date: string; amount: string; description: string; receipts: ReceiptView; batch: string }
export interface WithdrawalRow { id: string; date: string; amount: string; fee: string; payee: string; batch: string; status: string; reversed: boolean }
export interface RefundRow { id: string; date: string; amount: string }

/** How each kind of activity money a case received reads in its ledger. */
export const ACTIVITY_MONEY_TEXT: Record<ActivityMoneyKind, { label: string; sub: (count: number) => string }> = {
  match: { label: '配捐', sub: (n) => `${n}笔捐款获配捐，计入筹款收入` },
  red_packet: { label: '红包', sub: (n) => `${n}个爱心红包由捐款人转赠，计入筹款收入` },
  ladder: { label: '组队助力', sub: (n) => `${n}次团队阶梯补贴，计入筹款收入` },
};

const receiptsOf = (f: FundUse): ReceiptView => ({ thumbs: f.receipts.map((r) => r.thumbUrl || r.url), large: f.receipts.map((r) => r.url) });
/** Ledger dates are days (the exact time is in the staff console). */
const day = (t: number) => formatTime(t, 'YYYY-MM-DD');
const batchText = (no: number, count: number) => (count > 1 ? `第${no}/${count}批` : '一次拨付');

/** The rows and figures of an allocation answer, as text (pure: the store and tests use it). */
export function ledgerView(a: Allocation) {
  const batchOfPayout = new Map(a.withdrawals.map((w) => [w.payoutId, batchText(w.batchNo, w.batchCount)]));
  // Goods raises: goods orders' money spent on the goods they bought (物资) is money out too.
  const goods = a.goods ?? 0;
  const sum = a.fees + a.withdrawn + a.refunded + goods + a.balance;
  return {
    moneyIn: ledgerAmount(a.moneyIn),
    /** Raised as the case page shows it: donations less refunds (one rule, src/contract/rules/raised.ts). */
    raised: ledgerAmount(raisedFen(a.moneyIn, a.refunded)),
    donationCount: a.donationCount,
    fees: ledgerAmount(a.fees),
    withdrawn: ledgerAmount(a.withdrawn),
    refunded: ledgerAmount(a.refunded),
    balance: ledgerAmount(a.balance),
    /** Spent on goods bought for the case through the goods shop ('' when none). */
    goods: goods ? ledgerAmount(goods) : '',
    /** What the platform paid of the service charges (option 4): not part of the case's figures. */
    platformSubsidy: a.platformSubsidy ? ledgerAmount(a.platformSubsidy) : '',
    /** The server says so and the four parts sum to money in, to the fen. */
    addsUp: a.addsUp && sum === a.moneyIn,
    addsUpText: a.addsUp && sum === a.moneyIn
      ? `收入${ledgerAmount(a.moneyIn)} = 服务费${ledgerAmount(a.fees)} + 已拨付${ledgerAmount(a.withdrawn)} + 已退款${ledgerAmount(a.refunded)}${goods ? ` + 物资${ledgerAmount(goods)}` : ''} + 余额${ledgerAmount(a.balance)}，账目相符`
      : '账目核对中，请稍后查看',
    withdrawals: [...a.withdrawals].sort((x, y) => y.date - x.date || y.batchNo - x.batchNo).map((w): WithdrawalRow => ({
      id: w.payoutId, date: day(w.date), amount: ledgerAmount(w.amount), fee: ledgerAmount(w.fee), payee: payeeText(w.payeeType, w.payeeName),
      batch: batchText(w.batchNo, w.batchCount), status: w.reversed ? '打款失败，已退回' : PAYOUT_STATUS_TEXT[w.status] ?? w.status, reversed: w.reversed,
    })),
    fundUse: a.fundUse.filter((f) => f.status === 'APPROVED').sort((x, y) => y.createdAt - x.createdAt).map((f): FundUseRow => ({
      id: f.fundUseId, date: day(f.reviewedAt ?? f.createdAt), amount: ledgerAmount(f.amount), description: f.description,
      receipts: receiptsOf(f), batch: batchOfPayout.get(f.payoutId) ?? '',
    })),
    refunds: [...a.refunds].sort((x, y) => y.date - x.date).map((r): RefundRow => ({ id: r.refundId, date: day(r.date), amount: ledgerAmount(r.amount) })),
    /** Activity money by sponsor and kind (配捐, 红包, 组队助力), counted in money in. */
    matching: (a.matching ?? []).map((m) => {
      const kind = m.kind ?? 'match';
      return { id: `${m.sponsorName}:${kind}`, kind, title: `${ACTIVITY_MONEY_TEXT[kind].label} · ${m.sponsorName}`, amount: ledgerAmount(m.amount), sub: ACTIVITY_MONEY_TEXT[kind].sub(m.count) };
    }),
  };
}
export type LedgerView = ReturnType<typeof ledgerView>;

/** A donor's gift followed to its payout batches and their approved fund use, as text. */
export function giftView(g: MyGift) {
  return {
    amount: ledgerAmount(g.amount),
    refunded: g.refunded > 0 ? ledgerAmount(g.refunded) : '',
    paidAt: g.paidAt ? day(g.paidAt) : '',
    stillOnCase: ledgerAmount(g.stillOnCase),
    paid: g.status === 'PAID',
    payouts: g.payouts.map((p) => ({
      id: p.payoutId, date: day(p.date), amount: ledgerAmount(p.amount), batch: batchText(p.batchNo, p.batchCount),
      payee: payeeText(p.payeeType, p.payeeName), status: PAYOUT_STATUS_TEXT[p.status] ?? p.status,
      fundUse: p.fundUse.filter((f) => f.status === 'APPROVED').map((f) => ({
        id: f.fundUseId, date: day(f.reviewedAt ?? f.createdAt), amount: ledgerAmount(f.amount), description: f.description, receipts: receiptsOf(f),
      })),
    })),
  };
}
export type GiftView = ReturnType<typeof giftView>;

export type LedgerList = 'withdrawals' | 'fundUse' | 'refunds';

export class LedgerStore {
  infoUuid = '';
  data: Allocation | null = null;
  /** The case's ledger load. */
  readonly loadAct: Act;
  /** Lists opened with 查看全部. */
  expanded: Record<LedgerList, boolean> = { withdrawals: false, fundUse: false, refunds: false };

  orderId = '';
  gift: MyGift | null = null;
  /** The gift trace's load. */
  readonly giftAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.giftAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, giftAct: false });
  }

  /** The case's figures as text, or null before they arrived. */
  get view(): LedgerView | null {
    return this.data ? ledgerView(this.data) : null;
  }

  get giftText(): GiftView | null {
    return this.gift ? giftView(this.gift) : null;
  }

  /** Rows of a list to show now (the first few until 查看全部). */
  shown<T>(list: LedgerList, rows: T[]): T[] {
    return this.expanded[list] ? rows : rows.slice(0, LEDGER_COLLAPSED_ROWS);
  }

  toggle(list: LedgerList): void {
    this.expanded[list] = !this.expanded[list];
  }

  /** Loads a case's public ledger (the section calls it once mounted on the client). */
  async load(infoUuid: string): Promise<void> {
    if (!infoUuid) return;
    if (this.infoUuid !== infoUuid) {
      this.infoUuid = infoUuid;
      this.data = null;
      this.expanded = { withdrawals: false, fundUse: false, refunds: false };
    }
    await this.loadAct.latest('ledger.load', async () => {
      const data = await this.root.api.ledger.allocation({ infoUuid });
      runInAction(() => {
        if (this.infoUuid === infoUuid) this.data = data;
      });
    });
  }

  /** Loads the viewer's own gift trace (login route; the server answers 403 for someone else's order). */
  async loadGift(orderId: string): Promise<void> {
    if (!orderId) {
      this.giftAct.fail('捐款记录不存在');
      return;
    }
    if (this.orderId !== orderId) {
      this.orderId = orderId;
      this.gift = null;
    }
    await this.giftAct.latest('ledger.gift', async () => {
      const gift = await this.root.api.ledger.myGift({ orderId });
      runInAction(() => {
        if (this.orderId === orderId) this.gift = gift;
      });
    });
  }
}

/**
 * What the platform promises about money, declared once. Every screen that speaks of fees renders
 * these texts (the pay page, the launch rules, the user agreement, the article 平台收费吗, the withdrawal
 * screen and its rules, the public 提现公示), and the server computes a withdrawal's service charge
 * from FEE_POLICY.rateBp (server/src/services/money/fee-options.ts), so no page can promise one thing
 * while the money path does another.
 *
 * The policy: the platform charges no service fee, on gifts or on withdrawals (rate 0). A withdrawal's
 * one option is 1 无服务费 and the payee receives the whole amount. The spec's other codes stay in the
 * API as data: 2 收取服务费 and 3 免收服务费 are answered unavailable with the reasons below, 4
 * 平台补贴服务费 has nothing to subsidise. Changing the rate changes every text below with it.
 */

/** The platform's service charge on a withdrawal, in basis points of the amount (60 = 0.6%). */
export const FEE_POLICY = { rateBp: 0 } as const;

/**
 * The spec's four service-charge options by code, as every screen names them (the withdrawal screen,
 * the staff console's withdrawal review, the server's get-service-config answer).
 */
export const FEE_OPTION_LABELS: Readonly<Record<1 | 2 | 3 | 4, string>> = { 1: '无服务费', 2: '收取服务费', 3: '免收服务费', 4: '平台补贴服务费' };

/**
 * Whether staff may waive a case's service charge (option 3): only while the platform charges one.
 * Under the no-fee policy there is nothing to waive, so the console offers no waiver and the server
 * refuses one (server/src/services/money/fee-options.ts setFeeWaiver).
 */
export const feeWaiverOffered = (rateBp: number = FEE_POLICY.rateBp) => rateBp > 0;

const pct = (rateBp: number) => `${rateBp / 100}%`;

/** The fee texts for a rate; FEE_PROMISE is the one in force. */
export function feeTexts(rateBp: number) {
  const free = rateBp === 0;
  return {
    /** Pay page, under the amount. */
    pay: free ? '平台不收取任何服务费，善款全额用于求助' : `平台在提现时按${pct(rateBp)}收取服务费`,
    /** Launch rules (发起须知). */
    raiseRule: free ? '平台不收取筹款服务费，提现时善款全额到账；提现需再次核实资料并公示善款用途。'
      : `平台在提现时按提现金额的${pct(rateBp)}收取服务费；提现需再次核实资料并公示善款用途。`,
    /** User agreement, section 服务费用. */
    agreement: free ? '平台不向求助人或捐款人收取服务费，提现时善款全额到账；如有调整，将提前在本协议及提现页面公示。'
      : `平台在提现时按提现金额的${pct(rateBp)}收取服务费，从提现金额中扣除；如有调整，将提前在本协议及提现页面公示。`,
    /** Article 平台收费吗: its summary and its first paragraph. */
    articleSummary: free ? '平台不收取服务费：捐款全额计入筹款，提现时全额到账，这里说清楚每一笔钱的去向。'
      : `平台在提现时按${pct(rateBp)}收取服务费，这里说清楚每一笔钱的去向。`,
    articleLead: free ? '本平台不收取任何服务费：捐款人支付的每一分钱都计入筹款金额，筹款人提现时全额到账，不扣除服务费。'
      : `本平台在筹款人提现时按提现金额的${pct(rateBp)}收取服务费，从提现金额中扣除。`,
    /** Withdrawal rules on the confirm screen. */
    withdrawRule: free ? '服务费：平台不收取服务费，提现金额全额到账。'
      : `服务费：按提现金额的${pct(rateBp)}计算（向上取整到分），从提现金额中扣除。`,
    /** Why options 2 and 3 cannot be chosen while no fee is charged. */
    notCharged: '平台不收取服务费',
    nothingToWaive: '平台不收取服务费，无需减免',
    /** The public notice's fee line for a withdrawal without a fee. */
    noticeNoFee: '0元（平台不收取服务费）',
    /** Pay page, last line: the donor pays the amount and nothing on top (any fee is at withdrawal). */
    payWhole: free ? '您支付的金额将全部进入该筹款，不含任何附加费用。' : '您支付的金额将全部进入该筹款，支付时不含任何附加费用。',
  };
}

export const FEE_PROMISE = feeTexts(FEE_POLICY.rateBp);

/**
 * What the pages promise about a refund: the money goes back the way it came, to the account that paid,
 * and a refund costs the donor nothing (server/src/services/money: refunds go to the original payment).
 */
export const REFUND_PROMISE = {
  /** Refund form's heading, after 可退金额X元： */
  route: '将原路退回至支付账户',
  /** Refund submitted. */
  routeSentence: '款项将原路退回至支付账户。',
  /** A refund's steps. */
  step: '原路退回至支付账户',
  done: '款项已原路退回',
  /** The fundraiser's whole-case refund rules. */
  caseRefund: '善款原路退回至捐款人付款时的账户（微信零钱或银行卡），退款不收取任何手续费',
} as const;

/**
 * What the pages promise about a receipt (捐赠票据): one per paid gift, none for a gift refunded in full
 * (server/src/services/money/invoices: the server refuses a second one and one for a refunded gift).
 */
export const RECEIPT_PROMISE = {
  /** The receipt page's heading. */
  apply: '为已支付的捐款申请公益事业捐赠票据，每笔捐款可申请一次',
  /** 我的捐款's entry to it. */
  entry: '为已支付的捐款开具捐赠票据，下载捐款明细对账单',
  /** A gift refunded in full. */
  refunded: '该笔捐款已全额退款，不再开具捐赠票据',
} as const;

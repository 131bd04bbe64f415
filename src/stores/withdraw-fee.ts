/**
 * The service-charge choice on the withdrawal screen, as pure functions over the server's options
 * (get-service-config): which options may be chosen and why not, and what the chosen one costs for
 * the amount typed. The rules stay the server's: it says which options are available (and checks the
 * choice again at apply); here only the fee of option 2 (and the subsidy of option 4) is worked out
 * for the typed amount with the server's rate, rounded up to the fen as the server does.
 */
import type { FeeOption, FeeOptionInfo, ServiceConfig } from '../contract/money';
import { channelFee, formatFenFixed } from '../lib/money';
import { FEE_OPTION_LABELS } from '../contract/rules/promises';

/** The options' names: the one declaration in the fee policy (contract/rules/promises.ts). */
export const FEE_OPTION_LABEL: Readonly<Record<FeeOption, string>> = FEE_OPTION_LABELS;

export interface FeeChoice {
  value: FeeOption; label: string; available: boolean; reason: string; selected: boolean;
  /** Kept from the amount (fen). */
  fee: number;
  /** Paid by the platform (fen). */
  subsidy: number;
  netAmount: number;
  /** One line: what the option costs the patient. */
  costText: string;
  /**
   * On screen: an available option, or option 4 over the subsidy budget (a smaller amount may fit).
   * An option the platform's policy rules out (免收服务费 when no fee is charged, 无服务费 when one is)
   * stays in the server's answer but is not offered as a greyed choice.
   */
  shown: boolean;
}

/** Cost of option `o` for `amount` fen (the server's own numbers when the amounts match). */
function costOf(o: FeeOptionInfo, config: ServiceConfig, amount: number): { fee: number; subsidy: number } {
  if (config.amount === amount) return { fee: o.fee ?? 0, subsidy: o.subsidy ?? 0 };
  const f = channelFee(amount, config.feeRateBp);
  return o.value === 2 ? { fee: f, subsidy: 0 } : o.value === 4 ? { fee: 0, subsidy: f } : { fee: 0, subsidy: 0 };
}

/**
 * Every option for `amount` fen with its cost; `chosen` marked. A subsidy larger than the budget left
 * for the typed amount makes option 4 unavailable, with the server's kind of reason. `typed` false (no
 * amount typed yet): each option says how it charges, no amount of money (the fee is not yet known).
 */
export function feeChoices(config: ServiceConfig | null, amount: number, chosen: FeeOption | null, typed = true): FeeChoice[] {
  if (!config) return [];
  return config.options.map((o) => {
    const { fee, subsidy } = costOf(o, config, amount);
    let available = o.available !== false;
    let reason = o.reason ?? '';
    let overBudget = false;
    // The subsidy budget is the one rule that depends on the amount: checked again for the typed one.
    if (o.value === 4 && (available || o.overBudget) && config.subsidyLeft !== undefined) {
      available = subsidy <= config.subsidyLeft;
      overBudget = !available;
      reason = available ? '' : `超出平台补贴额度（本筹款剩余可补贴${formatFenFixed(config.subsidyLeft)}元）`;
    }
    const costText = o.value === 2 ? `${typed ? `服务费${formatFenFixed(fee)}元（费率${config.feeRateBp / 100}%）` : `按提现金额的${config.feeRateBp / 100}%收取服务费`}，从提现金额中扣除`
      : o.value === 4 ? `服务费${typed ? `${formatFenFixed(subsidy)}元` : ''}由平台承担，全额到账` : '不收取服务费，全额到账';
    return { value: o.value, label: o.label, available, reason, selected: o.value === chosen, fee, subsidy, netAmount: amount - fee, costText, shown: available || overBudget };
  });
}

/**
 * The option in force: the user's choice while it is available for the typed amount, else the
 * cheapest available one for the patient, in the server's order (1, 3, 4, then 2; the server's
 * default serviceCharge for its own amount), else the server's default.
 */
export function chosenOption(config: ServiceConfig | null, picked: FeeOption | null, choices: FeeChoice[]): FeeOption | null {
  if (picked && choices.find((c) => c.value === picked)?.available) return picked;
  return ([1, 3, 4, 2] as FeeOption[]).find((v) => choices.find((c) => c.value === v)?.available) ?? config?.serviceCharge ?? null;
}

/** '服务费方式：平台补贴服务费（平台承担6.00元）' for the dialog and the success page. */
export function feeOptionText(option: FeeOption, fee: number, subsidy = 0): string {
  const label = FEE_OPTION_LABEL[option] ?? '';
  if (option === 2) return `服务费方式：${label}（${formatFenFixed(fee)}元）`;
  if (option === 4) return `服务费方式：${label}（平台承担${formatFenFixed(subsidy)}元）`;
  return `服务费方式：${label}`;
}

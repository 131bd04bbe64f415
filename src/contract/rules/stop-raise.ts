/**
 * Stopping a raise: the reasons the screen offers (the last one opens a text field) and the reason's
 * rule, one object for the form, the contract's field (`x-rule: stop.reason`) and the service. The
 * reason is 1-100 characters of trimmed text: what the case page and the audit log show in a line.
 */
import type { FieldRule } from './sections';
import { trimmedChars } from './text';

export const STOP_REASONS = ['已筹到足够的治疗费用', '患者病情好转，不再需要筹款', '患者已转院或更换治疗方案', '其他原因'] as const;
export const STOP_REASON_MAX = 100;

export const STOP_MSG = {
  reason: '请选择或填写停止筹款的原因',
  tooLong: `停止筹款的原因不能超过${STOP_REASON_MAX}个字`,
} as const;

export const STOP_FIELDS = {
  reason: {
    kind: 'text', max: STOP_REASON_MAX,
    check: (v: unknown) => {
      const n = trimmedChars(typeof v === 'string' ? v : '');
      return n === 0 ? STOP_MSG.reason : n > STOP_REASON_MAX ? STOP_MSG.tooLong : null;
    },
  } as FieldRule,
};

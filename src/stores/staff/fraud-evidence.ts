/**
 * A fraud flag's subject and evidence (server/src/services/fraud.ts writes them as a key and a JSON
 * object) as staff read them: Chinese labels, amounts in 元, windows in minutes, lists as counts.
 */
import type { FraudEvidence } from '../../contract/staff-work';
import { formatFenPlain } from '../../lib/money';

const SCOPES: Record<string, string> = { ip: 'IP', device: '设备', user: '用户', mobile: '手机号', case: '筹款案例', payee: '收款账户' };

/** `case:<id>` / `payee:****1234` / `ip:1.2.3.4` -> 筹款案例 / 收款账户 ****1234 / IP 1.2.3.4 (a case is linked, not named by its id). */
export function fraudSubject(subject: string): string {
  const i = subject.indexOf(':');
  const scope = i > 0 ? subject.slice(0, i) : '';
  const value = i > 0 ? subject.slice(i + 1) : subject;
  if (scope === 'case') return SCOPES.case;
  return SCOPES[scope] ? `${SCOPES[scope]} ${value}` : subject;
}

const count = (v: unknown) => (Array.isArray(v) ? v.length : Number(v));
const minutes = (s: unknown) => `${Math.round(Number(s) / 60)}分钟`;
/** Each key the contract declares -> how its value reads; null: left out (an id the console shows elsewhere). */
const EVIDENCE: { readonly [K in keyof Required<FraudEvidence>]: ((v: unknown) => string) | null } = {
  donations: (v) => `小额捐款${count(v)}笔`,
  donors: (v) => `来自${count(v)}位捐款人`,
  maxFen: (v) => `单笔不超过${formatFenPlain(Number(v))}元`,
  windowSeconds: (v) => `${minutes(v)}内`,
  newAccountDays: (v) => `注册不满${Number(v)}天的新账户`,
  orderIds: (v) => `涉及订单${count(v)}笔`,
  scope: (v) => `按${SCOPES[String(v)] ?? String(v)}统计`,
  orders: (v) => `下单${count(v)}次`,
  limit: (v) => `上限${Number(v)}次`,
  accountTail: (v) => `账户尾号${String(v)}`,
  owners: (v) => `${count(v)}位不同的发起人`,
  cases: (v) => `涉及${count(v)}个筹款`,
  userId: null,
};

export function fraudEvidence(evidence: unknown): string {
  if (!evidence || typeof evidence !== 'object') return '';
  return Object.entries(evidence as Record<string, unknown>)
    .flatMap(([k, v]) => {
      const read = (EVIDENCE as Record<string, ((x: unknown) => string) | null | undefined>)[k];
      return read && v !== null && v !== undefined ? [read(v)] : [];
    })
    .join('，');
}

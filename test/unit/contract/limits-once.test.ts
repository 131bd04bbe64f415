/**
 * Rules and limits once: a bound a form applies (a length, a count, an amount) and a fixed list (reasons,
 * kinds) are declared in the contract (src/contract/*, src/contract/rules/*) and read from there. This fails
 * when a store, page or component declares a named numeric limit or a literal bound on a control or field
 * (`const X_MAX = 200`, `maxLength={200}`, `maxLength: 60`) that is not in the short list below of bounds the
 * contract has no counterpart for, or a literal list that repeats a list the contract declares.
 * It also checks that the forms and the API use the same rule objects for the raise sections.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scan, SRC } from './limits-scan';
import { contract } from '../../../src/contract';
import { features } from '../../../src/contract/all';
import { SECTION_FIELDS } from '../../../src/contract/rules/sections';
import { SECTION_SAVE } from '../../../src/contract/raise-sections';
import { STOP_FIELDS } from '../../../src/contract/rules/stop-raise';
import { CASE_REFUND_REASONS, OBJECTION_TEXT_MAX, REFUND_NOTE_MAX, REFUND_REASONS, StopRaiseReq } from '../../../src/contract/money';
import { REPORT_REASONS, REPORT_TEXT_MAX } from '../../../src/contract/trust';
import { FIELDS } from '../../../src/stores/raise/sections';
import { DREAM_FIELDS } from '../../../src/stores/raise/dream-forms';

/**
 * Literal bounds in the client that are not a contract bound, each with the reason. Key: file#name=value.
 * Typed widths of amounts and dates are the text a user types (yuan with decimals, a year), not the fen the
 * contract bounds; the store checks the amount itself against the contract's cap.
 */
const NOT_CONTRACT: Record<string, string> = {
  'pages/mine/account/delete/index.tsx#maxlength=20': 'the confirmation phrase typed to delete an account (a client-side check only)',
  'pages/money/RefundViews.tsx#maxlength=13': 'typed width of a yuan amount with decimals',
  'pages/money/WithdrawStepViews.tsx#maxlength=13': 'typed width of a yuan amount with decimals',
  'pages/money/WithdrawViews.tsx#maxlength=13': 'typed width of a yuan amount with decimals',
  'components/ledger/FundUseView.tsx#maxlength=13': 'typed width of a yuan amount with decimals',
  'pages/money/StatementSection.tsx#maxlength=10': 'typed width of a date (YYYY-MM-DD)',
  'pages/money/StatementSection.tsx#maxlength=4': 'typed width of a year',
  'pages/staff/work/WorkQueueView.tsx#maxLength=64': 'an id staff paste to look a row up (a search, not a stored field)',
};
/** A single-image upload (`max: 1`) is the field's kind, not a bound. */
const isSingle = (name: string, value: unknown) => (name === 'max' || name === 'maxCount') && value === 1;

/** Every list of ≥2 strings the contract declares: exported constants (also one level down) and enums of every call. */
function contractLists(): string[][] {
  const lists: string[][] = [];
  const isList = (v: unknown): v is string[] => Array.isArray(v) && v.length >= 2 && v.every((x) => typeof x === 'string');
  const visitSchema = (s: unknown, depth = 0): void => {
    if (!s || typeof s !== 'object' || depth > 20) return;
    const o = s as Record<string, unknown>;
    if (isList(o.enum)) lists.push(o.enum);
    for (const v of Object.values(o)) if (v && typeof v === 'object') visitSchema(v, depth + 1);
  };
  for (const dir of [join(SRC, 'contract'), join(SRC, 'contract/rules')]) {
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.ts'))) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(join(dir, f)) as Record<string, unknown>;
      for (const v of Object.values(mod)) {
        if (isList(v)) lists.push(v);
        else if (v && typeof v === 'object' && !Array.isArray(v)) for (const w of Object.values(v)) if (isList(w)) lists.push(w);
      }
    }
  }
  for (const group of [...Object.values(contract), ...Object.values(features)]) {
    for (const c of Object.values(group as Record<string, { req: unknown; res: unknown }>)) { visitSchema(c.req); visitSchema(c.res); }
  }
  return lists;
}

test('no store, page or component declares a numeric limit or a literal bound the contract should own', () => {
  const found = scan(['stores', 'pages', 'components']).filter((f) => f.kind !== 'list');
  const keys = found.filter((f) => !isSingle(f.name, f.value)).map((f) => `${f.where.replace(/:\d+$/, '')}#${f.name}=${String(f.value)}`);
  expect(keys.filter((k) => !(k in NOT_CONTRACT))).toEqual([]);
  // the list of exceptions is exact: one that no longer occurs is removed
  expect(Object.keys(NOT_CONTRACT).filter((k) => !keys.includes(k))).toEqual([]);
});

test('no store, page or component repeats a list the contract declares', () => {
  const lists = contractLists();
  expect(lists.length).toBeGreaterThan(20);
  const repeats = scan(['stores', 'pages', 'components'])
    .filter((f) => f.kind === 'list')
    .filter((f) => {
      const mine = f.value as string[];
      return lists.some((l) => mine.filter((x) => x !== '' && l.includes(x)).length >= 2);
    })
    .map((f) => `${f.where} ${f.name}`);
  // the staff shop's filter order of the contract's GoodsStatus (typed by it: no value the contract lacks)
  expect(repeats.filter((r) => !/pages\/staff\/shop\/index\.tsx:\d+ FILTERS$/.test(r))).toEqual([]);
});

test('the scan finds a restated limit, bound and list (so the tests above can fail)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'limits-'));
  writeFileSync(join(dir, 'Store.tsx'), [
    "export const OBJECTION_TEXT_MAX = 200;",
    "export const STOP_REASONS = ['已筹到足够的治疗费用', '患者病情好转，不再需要筹款', '其他原因'] as const;",
    "const F = { key: 'name', maxLength: 20 };",
    "export const V = () => <Input maxlength={100} />;",
  ].join('\n'));
  const found = scan([dir]);
  expect(found.map((f) => `${f.kind} ${f.name}`)).toEqual(['limit OBJECTION_TEXT_MAX', 'list STOP_REASONS', 'bound maxLength', 'bound maxlength']);
  const lists = contractLists();
  expect(lists.some((l) => l.includes('其他原因') && l.includes('已筹到足够的治疗费用'))).toBe(true);
});

describe('the raise forms and the API use the same rule objects', () => {
  const forms: Record<string, ReadonlyArray<{ key: string; rule?: unknown; maxLength?: number; max?: number }>> = {
    patient: FIELDS.patient, payee: FIELDS.payee, hospital: FIELDS.hospital, treatment: FIELDS.treatment, household: FIELDS.household,
    material: FIELDS.material, fundraiser: FIELDS.fundraiser, organisation: DREAM_FIELDS.organisation, individual: DREAM_FIELDS.individual,
  };
  test.each(Object.keys(SECTION_FIELDS))('%s: every save field is declared with its rule, and the form field holds that very rule', (section) => {
    const rules = SECTION_FIELDS[section as keyof typeof SECTION_FIELDS] as Record<string, { kind: string; max?: number }>;
    const props = (SECTION_SAVE[section as keyof typeof SECTION_SAVE] as unknown as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(Object.keys(props).sort()).toEqual(Object.keys(rules).sort());
    for (const [key, rule] of Object.entries(rules)) {
      expect([key, props[key]['x-rule']]).toEqual([key, `${section}.${key}`]);
      expect(props[key].type).toBeDefined(); // no Type.Unknown() field is left
      const field = forms[section].find((f) => f.key === key);
      expect([key, field?.rule === rule]).toEqual([key, true]);
      if (rule.kind === 'text') expect([key, props[key].maxLength]).toEqual([key, rule.max]);
      if (rule.kind === 'pics') expect([key, props[key].maxItems, field?.max]).toEqual([key, rule.max, rule.max]);
    }
  });
  test('the stop reason: one rule for the form, the contract and the service', () => {
    const reason = (StopRaiseReq as unknown as { properties: Record<string, Record<string, unknown>> }).properties.reason;
    expect([reason['x-rule'], reason.maxLength]).toEqual(['stop.reason', STOP_FIELDS.reason.max]);
  });
});

describe('texts a form composes fit the field the contract declares', () => {
  const maxOf = (schema: unknown, key: string) => (schema as { properties: Record<string, { maxLength: number }> }).properties[key].maxLength;
  test('an objection: any report reason, "：" and the most words', () => {
    const max = maxOf(contract.money.objectWithdrawal.req, 'reason');
    for (const r of REPORT_REASONS) expect([...`${r}：${'字'.repeat(OBJECTION_TEXT_MAX)}`].length).toBeLessThanOrEqual(max);
    expect(OBJECTION_TEXT_MAX).toBe(REPORT_TEXT_MAX); // the objection form is the report form
  });
  test('a refund: any reason, "：" and the longest note', () => {
    for (const [call, reasons] of [[contract.money.refundApply, REFUND_REASONS], [contract.money.refundConfirm, CASE_REFUND_REASONS]] as const) {
      const max = maxOf(call.req, 'reason');
      for (const r of reasons) expect([...`${r}：${'字'.repeat(REFUND_NOTE_MAX)}`].length).toBeLessThanOrEqual(max);
    }
  });
});

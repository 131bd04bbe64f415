/**
 * A raise field's title is declared once (contract FIELD_TITLES): the fundraiser's form builds its label
 * from it and the staff console shows it beside the value, so the two cannot name one field differently.
 */
import { FIELD_TITLES, MONEY_FIELDS, SECTIONS, sectionTitle } from '../../../src/contract/raise-sections';
import { FIELDS, RAISE_TYPE_LABEL } from '../../../src/stores/raise/sections';
import { RAISE_TYPE_LABEL as STAFF_RAISE_TYPE_LABEL, sectionLabel } from '../../../src/stores/staff/queues';

/** The form's keys that the saved section names otherwise. */
const SAVED_AS: Record<string, string> = { target: 'targetAmount', cover: 'coverUrl' };

test("every form label carries its field's one title, an amount its unit", () => {
  const off: string[] = [];
  for (const section of SECTIONS) {
    for (const f of FIELDS[section]) {
      if (section === 'hospital' && f.key === 'bankAccount') continue; // an institution's account number, no bank card
      const key = SAVED_AS[f.key] ?? f.key;
      const t = FIELD_TITLES[key];
      if (!t || !f.label.includes(t)) off.push(`${section}.${f.key}: "${f.label}" / "${t ?? ''}"`);
      if (MONEY_FIELDS.includes(key) && !f.label.includes('（元）')) off.push(`${section}.${f.key}: "${f.label}" has no unit`);
    }
  }
  expect(off).toEqual([]);
});

test('the staff console names a section as the raise flow does', () => {
  for (const t of [0, 1, 99]) for (const s of SECTIONS) expect(sectionLabel(s, t)).toBe(sectionTitle(s, t));
  expect([sectionTitle('material', 0), sectionTitle('material', 99)]).toEqual(['医疗证明材料', '证明材料']);
});

test('the staff console names a kind of case as the fundraiser picked it (大病救助, not 大病求助)', () => {
  for (const t of [0, 1, 99] as const) expect(STAFF_RAISE_TYPE_LABEL[t]).toBe(RAISE_TYPE_LABEL[t]);
  expect(Object.values(RAISE_TYPE_LABEL)).toEqual(['大病救助', '物资筹集', '梦想筹款']);
});

/**
 * A raise-help lead (a registration or a request for an adviser's call): the name of a person (2-20
 * Chinese letters, as ID names), a mainland mobile number; a registration also the city (2-50
 * characters) and the patient's illness (2-200 characters). The first message per field, none when fine.
 */
import { nameError } from './identity';
import { phoneError } from './phone';
import { sizedText } from './text';

export type LeadField = 'name' | 'phone' | 'city' | 'note';
/** Most characters of a lead's city and of its note (the illness, or a question). */
export const LEAD_CITY_MAX = 50;
export const LEAD_NOTE_MAX = 200;
export const LEAD_MSG = {
  city: '请填写所在城市',
  cityLength: '所在城市须为2-50个字',
  illness: '请填写患者病情',
  illnessLength: '病情描述须为2-200个字',
  noteLength: '备注不能超过200个字',
} as const;

export function leadErrors(kind: 'regist' | 'adviser', v: Partial<Record<LeadField, string>>): Partial<Record<LeadField, string>> {
  const out: Partial<Record<LeadField, string | null>> = {
    name: nameError(v.name ?? '', ''),
    phone: phoneError(v.phone ?? ''),
  };
  if (kind === 'regist') {
    out.city = sizedText(v.city ?? '', 2, LEAD_CITY_MAX, LEAD_MSG.city, LEAD_MSG.cityLength);
    out.note = sizedText(v.note ?? '', 2, LEAD_NOTE_MAX, LEAD_MSG.illness, LEAD_MSG.illnessLength);
  } else if ((v.note ?? '').trim().length > LEAD_NOTE_MAX) out.note = LEAD_MSG.noteLength;
  const errors: Partial<Record<LeadField, string>> = {};
  for (const [k, m] of Object.entries(out)) if (m) errors[k as LeadField] = m;
  return errors;
}

/** The first error in form order, or null. */
export function firstLeadError(kind: 'regist' | 'adviser', v: Partial<Record<LeadField, string>>): string | null {
  const e = leadErrors(kind, v);
  return e.name ?? e.phone ?? e.city ?? e.note ?? null;
}

/** Shared fixtures of the raise suites (server/test/raise-*.test.ts): valid IDs, accounts, section bodies. */
import { addStaff } from '../src/repositories/revisions';
import { idCheckChar, luhnOk } from '../src/services/raise/ids';
import { user } from './support/funds';
import { post, type TestCtx } from './support/testApp';

/** An 18-digit ID with a correct check character: region 110105, birth yyyymmdd, sequence. */
export function makeId(birth: string, seq = '123'): string {
  const first17 = `110105${birth}${seq}`;
  return first17 + idCheckChar(first17);
}
/** A Luhn-valid card number: prefix + digits + check digit. */
export function makeCard(prefix: string, len = 19): string {
  const body = (prefix + '1234567890123456789').slice(0, len - 1);
  for (let d = 0; d <= 9; d++) if (luhnOk(body + d)) return body + d;
  throw new Error('unreachable');
}
export const wrongCheck = (id: string) => id.slice(0, 17) + (id[17] === '0' ? '1' : '0');

export const FUNDRAISER_ID = makeId('19850612', '231');
export const PATIENT_ID = makeId('20150304', '442');
export const CARD = makeCard('622202');

export const BASE = {
  raiseType: 0, title: '救救我的孩子，白血病急需治疗费用', content: '孩子今年八岁，确诊急性白血病，正在医院接受化疗，家里已经花光积蓄，恳请好心人帮助。',
  targetAmount: 20_000_000, attachments: ['/api/upload/a.jpg'],
};
export const SECTIONS_OK = {
  patient: { name: '李小雨', idCard: PATIENT_ID, relation: 'child' },
  payee: { relation: 'other', name: '李建国', idCard: FUNDRAISER_ID, bankName: '中国工商银行', bankAccount: CARD },
  treatment: { hospital: '北京儿童医院', department: '血液科', diagnosis: '急性淋巴细胞白血病', city: '北京' },
  household: {
    houseOwned: true, houseCount: 1, houseValue: 50_000_000, carOwned: false, carValue: 0, annualIncome: 6_000_000, medicalInsurance: 'urban_rural',
    lowIncome: false, govMedicalAid: false, otherHelp: false, otherHelpAmount: 0, hasDebt: true, debtAmount: 10_000_000,
  },
  material: { medicalUrls: ['/api/upload/m1.jpg', 'https://cdn.example.com/m2.jpg'], patientPhotos: ['/api/upload/p1.jpg'] },
  fundraiser: { name: '李建国', idCard: FUNDRAISER_ID, idPhotoUrls: ['/api/upload/id1.jpg', '/api/upload/id2.jpg'] },
  hospital: { accountName: '北京儿童医院', bankName: '中国银行', bankAccount: '3456789012345678', contactName: '王老师', contactPhone: '010-59616161' },
} as const;
export type SectionName = keyof typeof SECTIONS_OK;
export const PATH: Record<SectionName, string> = {
  patient: '/api/cf/v4/patient-info', payee: '/api/cf/v4/payee-info', treatment: '/api/cf/v4/treatment-info', household: '/api/cf/v4/household-info',
  material: '/api/cf/v4/material-info', fundraiser: '/api/cf/v4/fundraiser-info', hospital: '/api/cf/v4/hospital-payee-info',
};

export type U = { cookie: string; id: string };
export async function staffUser(ctx: TestCtx): Promise<U> {
  const u = await user(ctx);
  await addStaff(ctx.db, u.id, ctx.now());
  return u;
}

export const call = (ctx: TestCtx, url: string, body: unknown, cookie?: string) => post(ctx.app, url, body, cookie);

/** A fresh draft case of the user (base SAVED); returns its infoUuid. */
export async function draft(ctx: TestCtx, u: U, body: Record<string, unknown> = {}): Promise<string> {
  const r = await call(ctx, '/api/cf/v4/add-or-update-base-info', { ...BASE, ...body }, u.cookie);
  if (r.body.code !== 0) throw new Error(`draft: ${JSON.stringify(r.body)}`);
  return r.body.data.infoUuid;
}

export async function save(ctx: TestCtx, u: U, infoUuid: string, section: SectionName, over: Record<string, unknown> = {}) {
  return call(ctx, PATH[section], { infoUuid, save: { ...SECTIONS_OK[section], ...over } }, u.cookie);
}

export const statusOf = async (ctx: TestCtx, u: U, infoUuid: string) => (await call(ctx, '/api/cf/v4/get-info-status', { infoUuid }, u.cookie)).body.data;
export const review = (ctx: TestCtx, staff: U, infoUuid: string, section: string, approve: boolean, reason?: string) =>
  call(ctx, '/api/staff/raise/review-section', { infoUuid, section, approve, ...(reason !== undefined ? { reason } : {}) }, staff.cookie);
export const submit = (ctx: TestCtx, u: U, infoUuid: string, sections?: string[]) =>
  call(ctx, '/api/cf/v4/submit-for-review', { infoUuid, ...(sections ? { sections } : {}) }, u.cookie);

/** Draft -> base submitted -> approved -> published; returns the infoUuid. */
export async function publishedCase(ctx: TestCtx, owner: U, staff: U, body: Record<string, unknown> = {}): Promise<string> {
  const infoUuid = await draft(ctx, owner, body);
  for (const r of [await submit(ctx, owner, infoUuid, ['base']), await review(ctx, staff, infoUuid, 'base', true),
    await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)]) {
    if (r.body.code !== 0) throw new Error(`publish: ${JSON.stringify(r.body)}`);
  }
  return infoUuid;
}

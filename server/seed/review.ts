/**
 * The demo's raise waiting for staff review (issue 25): a fundraiser's illness raise with every section
 * filled in and sent a few hours ago, none decided yet. Unpublished (no one but its fundraiser and staff
 * sees it), no donations; the section data are what the raise API would have stored (its own validators),
 * and the automatic checks ran on submission as they do there. Staff 13900000099 find it first in 资料审核.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { SECTION_RULES } from '../src/services/raise/sections';
import { runChecks } from '../src/services/raise/checks';
import { listSectionRows } from '../src/repositories/raise';
import { INFO_STATUS } from '../../src/contract/raise-sections';
import { idCardCheckChar } from '../../src/lib/raise-validation';
import { caseCover } from './covers';
import { REVIEW_CASE as R } from './review-data';
import { DEMO_CASES, LIFECYCLE_CASES } from './data';

const HOUR = 3600_000;
const id18 = (first17: string) => first17 + idCardCheckChar(first17);
/** Its pictures: the cover slot after the base demo's and the lifecycle cases (covers.ts shows its patient's initial). */
export const REVIEW_SLOT = DEMO_CASES.length + LIFECYCLE_CASES.length;

export async function seedReview(trx: Kysely<Database>, now: number): Promise<void> {
  const createdAt = now - 2 * 24 * HOUR;
  const submittedAt = now - 3 * HOUR;
  const pic = (variant: number) => caseCover(REVIEW_SLOT, variant);
  await trx.insertInto('users').values({ user_id: R.owner, mobile: null, openid: null, nickname: '晓东', head_img_url: '', third_type: null, created_at: createdAt - HOUR }).execute();
  await trx.insertInto('cases').values({
    info_uuid: R.infoUuid, title: R.title, content: R.content, cover_url: pic(0), attachments: JSON.stringify([pic(0), pic(1)]), raise_type: 0,
    target_amount: R.target, raised_amount: 0, donation_count: 0, share_count: 0, status: 0, finish_str: '', patient_name: '',
    owner_user_id: R.owner, payee_relation: '', payee_name: '', hospital: '', disease: '', is_vip: 0, is_theme: 0,
    is_recommend: 0, subsidize: 0, group_value: 0, eye_value: 0, service_charge: 1, page_version: 0, pr_new_or_old: 1, is_help: 0,
    created_at: createdAt, expire_at: createdAt + 30 * 24 * HOUR, published: 0, published_at: null,
  }).execute();
  const fundraiserId = id18(`410102${R.fundraiser.birth}031`);
  const bodies: [keyof typeof SECTION_RULES, Record<string, unknown>][] = [
    ['patient', { name: R.patient.name, idCard: id18(`410102${R.patient.birth}031`), relation: R.patient.relation }],
    ['payee', { relation: 'other', name: R.fundraiser.name, idCard: fundraiserId, ...R.bank }],
    ['treatment', { ...R.treatment }],
    ['household', { ...R.household }],
    ['material', { medicalUrls: [pic(2), pic(3)], patientPhotos: [pic(0), pic(1)] }],
    ['fundraiser', { name: R.fundraiser.name, idCard: fundraiserId, idPhotoUrls: [pic(4), pic(4)] }],
  ];
  const row = (section: string, data: unknown, key: string, k: number) => ({
    info_uuid: R.infoUuid, section, status: INFO_STATUS.SUBMIT_SUCCESS, data_json: JSON.stringify(data), lookup_key: key, reason: '',
    submitted_at: submittedAt, reviewed_by: null, reviewed_at: null, updated_at: createdAt + (k + 1) * HOUR,
  });
  await trx.insertInto('case_sections').values([
    row('base', { channel: '' }, '', 0),
    ...bodies.map(([section, body], k) => {
      const { data, key } = SECTION_RULES[section](body, now);
      return row(section, data, key, k + 1);
    }),
  ]).execute();
  await runChecks(trx, R.infoUuid, R.owner, await listSectionRows(trx, R.infoUuid), submittedAt);
}

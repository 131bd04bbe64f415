/**
 * Every seeded case names its fundraiser as a real one would: by the identity staff checked (the
 * 'fundraiser' section, passed), so the case page says 李** 发起 (the real name masked by the one rule),
 * never the account's nickname. The fundraiser is the payee of a case paid to a person, the person who
 * runs the account of a case paid to an institution; a dream's fundraiser is an individual realiser.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { GENERAL_FUND_UUID } from '../../src/contract/donor-home';

/** Who runs a case paid to an institution's account (the village clinic's doctor). */
const INSTITUTION_FUNDRAISER = '刘青山';

export async function seedFundraisers(trx: Kysely<Database>, now: number): Promise<void> {
  const cases = await trx.selectFrom('cases').select(['info_uuid', 'raise_type', 'payee_relation', 'payee_name', 'created_at']).execute();
  const have = new Set((await trx.selectFrom('case_sections').select('info_uuid').where('section', '=', 'fundraiser').execute()).map((r) => r.info_uuid));
  const rows = cases.filter((c) => !have.has(c.info_uuid) && c.info_uuid !== GENERAL_FUND_UUID).map((c) => {
    const name = c.payee_relation === 'LOCATION_HOSPITAL_ACCOUNT' || !c.payee_name ? INSTITUTION_FUNDRAISER : c.payee_name;
    const data = Number(c.raise_type) === 99 ? { kind: 'individual', name, idCard: '', phone: '', idPhotoUrls: [] } : { name, idCard: '', idPhotoUrls: [] };
    const at = Math.min(now, Number(c.created_at));
    return {
      info_uuid: c.info_uuid, section: 'fundraiser', status: 2 as const, data_json: JSON.stringify(data), lookup_key: '', reason: '',
      submitted_at: at, reviewed_by: null, reviewed_at: at, updated_at: at,
    };
  });
  if (rows.length) await trx.insertInto('case_sections').values(rows).execute();
}

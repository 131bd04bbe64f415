/** Case sections, automatic-check findings and draft cases of the raise flow (SQL only). */
import type { Kysely } from 'kysely';
import type { DB } from '../db';
import type { Database } from '../db/schema';
import type { CaseSectionsTable, RaiseFindingsTable } from '../db/schema-raise';
import { tryTransition, type Patch } from '../domain/machines/transition';
import { SECTION } from '../domain/machines/section';
import { PROOF_KINDS, type InfoStatus } from '../../../src/contract/raise-sections';

type Q = Kysely<Database>;
export type SectionRow = CaseSectionsTable;

export const listSectionRows = (db: Q, infoUuid: string) =>
  db.selectFrom('case_sections').selectAll().where('info_uuid', '=', infoUuid).execute();

/** The rows of the sections that hold proof pictures (the case page counts them; PROOF_KINDS). */
export const proofSectionRows = (db: Q, infoUuid: string) =>
  db.selectFrom('case_sections').select(['section', 'status', 'data_json']).where('info_uuid', '=', infoUuid)
    .where('section', 'in', [...new Set(PROOF_KINDS.map((k) => k.section))]).execute();

export const getSectionRow = (db: Q, infoUuid: string, section: string) =>
  db.selectFrom('case_sections').selectAll().where('info_uuid', '=', infoUuid).where('section', '=', section).executeTakeFirst();

/** Inserts the first row of a section; false when one exists already (a concurrent first save). */
export async function insertSectionRow(db: Q, row: SectionRow): Promise<boolean> {
  const r = await db.insertInto('case_sections').values(row).onConflict((oc) => oc.columns(['info_uuid', 'section']).doNothing()).executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Moves a section from `from` to `to` (the section machine, compare-and-set); false when it moved meanwhile. */
export async function moveSection(db: Q, infoUuid: string, section: string, from: InfoStatus, to: InfoStatus, set: Patch<'case_sections'> = {}): Promise<boolean> {
  return (await tryTransition(db, SECTION, { info_uuid: infoUuid, section }, from, to, set)) === 1;
}

/** Other cases holding a section with the same identity key (duplicate checks), with their owner and status. */
export async function casesWithKey(db: Q, section: string, key: string, exceptInfoUuid: string) {
  if (!key) return [];
  return db.selectFrom('case_sections').innerJoin('cases', 'cases.info_uuid', 'case_sections.info_uuid')
    .select(['cases.info_uuid', 'cases.owner_user_id', 'cases.status', 'cases.published'])
    .where('case_sections.section', '=', section).where('case_sections.lookup_key', '=', key)
    .where('case_sections.info_uuid', '<>', exceptInfoUuid).limit(20).execute();
}

/** A new draft's first section row (its case was inserted in the same transaction: no other row can exist). */
export async function insertFirstSection(db: Q, row: SectionRow): Promise<void> {
  await db.insertInto('case_sections').values(row).execute();
}
export async function deleteSection(db: Q, infoUuid: string, section: string): Promise<void> {
  await db.deleteFrom('case_sections').where('info_uuid', '=', infoUuid).where('section', '=', section).execute();
}

/** Publishes a draft still unpublished at status 0; false when it was published (or moved) meanwhile. */
export async function publishDraft(db: Q, infoUuid: string, now: number, expireAt: number): Promise<boolean> {
  const r = await db.updateTable('cases').set({ published: 1, published_at: now, created_at: now, expire_at: expireAt })
    .where('info_uuid', '=', infoUuid).where('published', '=', 0).where('status', '=', 0).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteFindings(db: Q, infoUuid: string): Promise<void> {
  await db.deleteFrom('raise_findings').where('info_uuid', '=', infoUuid).execute();
}

export async function replaceFindings(db: Q, infoUuid: string, sections: string[], rows: RaiseFindingsTable[]): Promise<void> {
  if (sections.length) await db.deleteFrom('raise_findings').where('info_uuid', '=', infoUuid).where('section', 'in', sections).execute();
  if (rows.length) await db.insertInto('raise_findings').values(rows).execute();
}

export const listFindings = (db: Q, infoUuid: string) =>
  db.selectFrom('raise_findings').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at', 'desc').orderBy('id').execute();

export async function countFindings(db: Q, infoUuids: string[]): Promise<Map<string, number>> {
  const m = new Map<string, number>();
  if (!infoUuids.length) return m;
  const rows = await db.selectFrom('raise_findings').select(['info_uuid', (eb) => eb.fn.countAll<number>().as('n')])
    .where('info_uuid', 'in', infoUuids).groupBy('info_uuid').execute();
  for (const r of rows) m.set(r.info_uuid, Number(r.n));
  return m;
}

export const countDrafts = async (db: DB, userId: string) =>
  Number((await db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_user_id', '=', userId)
    .where('published', '=', 0).executeTakeFirstOrThrow()).n);

/** The user's cases, newest first, with every section row of them. */
export async function myCases(db: DB, userId: string) {
  const cases = await db.selectFrom('cases').selectAll().where('owner_user_id', '=', userId).orderBy('created_at', 'desc').limit(100).execute();
  const ids = cases.map((c) => c.info_uuid);
  const sections = ids.length ? await db.selectFrom('case_sections').selectAll().where('info_uuid', 'in', ids).execute() : [];
  return { cases, sections };
}

/**
 * Review queue: cases with a SUBMIT_SUCCESS section (base only, or any other), oldest submission
 * first, paged after the anchor (submitted_at, info_uuid).
 */
export async function queuePage(db: DB, base: boolean, anchor: { t: number; id: string } | null, size: number) {
  let q = db.selectFrom('case_sections').select(['info_uuid', (eb) => eb.fn.min<number>('submitted_at').as('t')])
    .where('status', '=', 4).where('section', base ? '=' : '<>', 'base').groupBy('info_uuid');
  if (anchor) {
    q = q.having((eb) => eb.or([eb(eb.fn.min('submitted_at'), '>', anchor.t), eb.and([eb(eb.fn.min('submitted_at'), '=', anchor.t), eb('info_uuid', '>', anchor.id)])]));
  }
  return q.orderBy('t').orderBy('info_uuid').limit(size + 1).execute();
}

/** What a queue row shows of its cases: titles and their SUBMIT_SUCCESS sections. */
export async function queueDetails(db: DB, infoUuids: string[]) {
  if (!infoUuids.length) return { cases: [], pending: [] };
  const cases = await db.selectFrom('cases').select(['info_uuid', 'title', 'raise_type', 'published', 'owner_user_id']).where('info_uuid', 'in', infoUuids).execute();
  const pending = await db.selectFrom('case_sections').select(['info_uuid', 'section']).where('info_uuid', 'in', infoUuids).where('status', '=', 4).execute();
  return { cases, pending };
}

/** PENDING edit revisions with their case's title, oldest first, after the anchor (created_at, revision_id). */
export function pendingRevisionsPage(db: DB, anchor: { t: number; id: string } | null, size: number) {
  let q = db.selectFrom('case_revisions').innerJoin('cases', 'cases.info_uuid', 'case_revisions.info_uuid')
    .select(['case_revisions.revision_id', 'case_revisions.info_uuid', 'cases.title as case_title', 'case_revisions.title', 'case_revisions.content', 'case_revisions.created_at'])
    .where('case_revisions.status', '=', 'PENDING');
  if (anchor) {
    q = q.where((eb) => eb.or([eb('case_revisions.created_at', '>', anchor.t), eb.and([eb('case_revisions.created_at', '=', anchor.t), eb('case_revisions.revision_id', '>', anchor.id)])]));
  }
  return q.orderBy('case_revisions.created_at').orderBy('case_revisions.revision_id').limit(size + 1).execute();
}

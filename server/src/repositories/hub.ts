/** The donor's home (SQL only): what a user wrote, questions, protocol versions and acceptances, grants. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GrantKind, ProtocolKind, QuestionsTable } from '../db/schema-hub';

type Q = Kysely<Database>;
type Anchor = { t: number; id: string } | null;

/** The user's progress posts with their case title, newest first. */
export const listUserProgress = (db: Q, userId: string, limit: number) =>
  db.selectFrom('progress').innerJoin('cases', 'cases.info_uuid', 'progress.info_uuid')
    .select(['progress.id', 'progress.info_uuid', 'progress.content', 'progress.status', 'progress.created_at', 'cases.title'])
    .where('progress.user_id', '=', userId).orderBy('progress.created_at', 'desc').orderBy('progress.id', 'desc').limit(limit).execute();

/** The user's verifications with their case title, newest first. */
export const listUserVerifications = (db: Q, userId: string, limit: number) =>
  db.selectFrom('verifications').innerJoin('cases', 'cases.info_uuid', 'verifications.info_uuid')
    .select(['verifications.verify_id', 'verifications.info_uuid', 'verifications.relationship', 'verifications.content', 'verifications.is_false', 'verifications.created_at', 'cases.title'])
    .where('verifications.user_id', '=', userId).orderBy('verifications.created_at', 'desc').orderBy('verifications.verify_id', 'desc').limit(limit).execute();

// ---------------------------------------------------------------- questions
export const insertQuestion = (db: Q, row: QuestionsTable) => db.insertInto('questions').values(row).execute();
export const getQuestion = (db: Q, id: string) => db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();

/** One user's questions (newest first), `limit` rows after the anchor. */
export async function listUserQuestions(db: Q, userId: string, anchor: Anchor, limit: number) {
  let q = db.selectFrom('questions').selectAll().where('user_id', '=', userId);
  if (anchor) q = q.where((eb) => eb.or([eb('created_at', '<', anchor.t), eb.and([eb('created_at', '=', anchor.t), eb('id', '<', anchor.id)])]));
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The staff queue: questions of a status (all when absent) with who asked, newest first. */
export async function listQuestions(db: Q, status: 'open' | 'answered' | undefined, anchor: Anchor, limit: number) {
  let q = db.selectFrom('questions').leftJoin('users', 'users.user_id', 'questions.user_id')
    .selectAll('questions').select(['users.nickname', 'users.mobile']);
  if (status) q = q.where('questions.status', '=', status);
  if (anchor) {
    q = q.where((eb) => eb.or([eb('questions.created_at', '<', anchor.t), eb.and([eb('questions.created_at', '=', anchor.t), eb('questions.id', '<', anchor.id)])]));
  }
  return q.orderBy('questions.created_at', 'desc').orderBy('questions.id', 'desc').limit(limit).execute();
}

// ---------------------------------------------------------------- protocol
/** The newest version of each document. */
export async function currentProtocols(db: Q) {
  const rows = await db.selectFrom('protocol_versions').selectAll().orderBy('kind').orderBy('version', 'desc').execute();
  const out = new Map<ProtocolKind, (typeof rows)[number]>();
  for (const r of rows) if (!out.has(r.kind)) out.set(r.kind, r);
  return out;
}

/** Every protocol version, newest first, with how many users accepted it. */
export const protocolVersionsWithAcceptances = (db: Q) =>
  db.selectFrom('protocol_versions as v')
    .leftJoin('protocol_acceptances as a', (j) => j.onRef('a.kind', '=', 'v.kind').onRef('a.version', '=', 'v.version'))
    .select((eb) => ['v.kind', 'v.version', 'v.title', 'v.summary', 'v.body', 'v.published_at', eb.fn.count<number>('a.user_id').as('n')])
    .groupBy(['v.kind', 'v.version', 'v.title', 'v.summary', 'v.body', 'v.published_at'])
    .orderBy('v.published_at', 'desc').orderBy('v.kind').orderBy('v.version', 'desc').execute();

export const insertProtocolVersion = (db: Q, row: Database['protocol_versions']) =>
  db.insertInto('protocol_versions').values(row as never).execute();

/** The (kind, version) pairs the user accepted. */
export const userAcceptances = (db: Q, userId: string) =>
  db.selectFrom('protocol_acceptances').select(['kind', 'version']).where('user_id', '=', userId).execute();

/** Records an acceptance once (a second tap or device writes nothing). */
export const insertAcceptance = (db: Q, userId: string, kind: ProtocolKind, version: number, now: number) =>
  db.insertInto('protocol_acceptances').values({ user_id: userId, kind, version, accepted_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'version']).doNothing()).execute();

// ---------------------------------------------------------------- grants
export const userGrants = (db: Q, userId: string) =>
  db.selectFrom('user_grants').select(['kind', 'granted']).where('user_id', '=', userId).execute();

/** Sets the user's grant of a kind (granted 1, withdrawn 0). */
export const setGrant = (db: Q, userId: string, kind: GrantKind, granted: boolean, now: number) =>
  db.insertInto('user_grants').values({ user_id: userId, kind, granted: granted ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ granted: granted ? 1 : 0, updated_at: now })).execute();

/** Of these users, those who withdrew their subscribe-message consent (the Outbox sends them no push). */
export async function subscribeWithdrawn(db: Q, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db.selectFrom('user_grants').select('user_id').where('kind', '=', 'subscribe').where('granted', '=', 0)
    .where('user_id', 'in', userIds).execute();
  return new Set(rows.map((r) => r.user_id));
}

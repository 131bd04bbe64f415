/** A/B experiments: the variants staff set, and who was shown which (SQL only). */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database> | Transaction<Database>;

export const experimentByKey = (q: Q, key: string) => q.selectFrom('experiments').selectAll().where('key', '=', key).executeTakeFirst();
export const experimentVariants = (q: Q, key: string) => q.selectFrom('experiments').select('variants').where('key', '=', key).executeTakeFirst();

/** Sets an experiment's variants (JSON), staff and time. */
export async function upsertExperiment(q: Q, key: string, variants: string, staffId: string, now: number): Promise<void> {
  await q.insertInto('experiments').values({ key, variants, updated_by: staffId, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ variants, updated_by: staffId, updated_at: now })).execute();
}

/** Records the subject's exposure once (a second one of the same experiment writes nothing). */
export async function recordExposure(q: Q, e: { experiment: string; subject: string; variant: string; infoUuid: string | null; now: number }): Promise<void> {
  await q.insertInto('experiment_exposures')
    .values({ experiment: e.experiment, subject: e.subject, variant: e.variant, info_uuid: e.infoUuid, created_at: e.now })
    .onConflict((oc) => oc.columns(['experiment', 'subject']).doNothing()).execute();
}

/** Exposures per variant (at most 20 variants). */
export const exposureCounts = (q: Q, key: string) =>
  q.selectFrom('experiment_exposures').select(['variant', (eb) => eb.fn.countAll<number>().as('n')])
    .where('experiment', '=', key).groupBy('variant').orderBy('variant').limit(20).execute();

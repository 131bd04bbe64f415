/**
 * Job leases: a process runs a background job only while it holds the job's row in job_leases, so
 * several server processes (and `npm run reconcile` by hand) never run the same job at once. A
 * lease expires after its ttl, so a holder that died (SIGKILL) cannot block the job for long.
 */
import type { DB } from '../db';

/** Takes the lease (free, expired, or already ours); false when another holder has it. */
export async function acquireLease(db: DB, job: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
  const ins = await db.insertInto('job_leases').values({ job, holder, expires_at: now + ttlMs })
    .onConflict((oc) => oc.column('job').doNothing()).executeTakeFirst();
  if (Number(ins.numInsertedOrUpdatedRows ?? 0) === 1) return true;
  const upd = await db.updateTable('job_leases').set({ holder, expires_at: now + ttlMs })
    .where('job', '=', job).where((eb) => eb.or([eb('expires_at', '<', now), eb('holder', '=', holder)])).executeTakeFirst();
  return Number(upd.numUpdatedRows) === 1;
}

export async function releaseLease(db: DB, job: string, holder: string): Promise<void> {
  await db.deleteFrom('job_leases').where('job', '=', job).where('holder', '=', holder).execute();
}

/** Runs fn under the lease; null (fn not run) when another holder has it. */
export async function withLease<T>(db: DB, job: string, holder: string, now: number, ttlMs: number, fn: () => Promise<T>): Promise<T | null> {
  if (!(await acquireLease(db, job, holder, now, ttlMs))) return null;
  try {
    return await fn();
  } finally {
    await releaseLease(db, job, holder);
  }
}

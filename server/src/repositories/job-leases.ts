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

/**
 * A job's last finished run is kept beside its lease as the row `<job>:last-run` (holder: who ran it,
 * expires_at: when it finished), never taken as a lease; GET /metrics reads it (the reconcile lag).
 */
export const LAST_RUN_SUFFIX = ':last-run';

export async function recordRun(db: DB, job: string, holder: string, at: number): Promise<void> {
  await db.insertInto('job_leases').values({ job: job + LAST_RUN_SUFFIX, holder, expires_at: at })
    .onConflict((oc) => oc.column('job').doUpdateSet({ holder, expires_at: at })).execute();
}

/** When the job last finished (ms), from the job_leases rows; null when never recorded. */
export function lastRun(rows: { job: string; expires_at: number }[], job: string): number | null {
  const row = rows.find((r) => r.job === job + LAST_RUN_SUFFIX);
  return row ? Number(row.expires_at) : null;
}

/** Every lease row (held leases and the jobs' last-run rows). */
export const allLeases = (db: DB) => db.selectFrom('job_leases').selectAll().execute();

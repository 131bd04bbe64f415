/**
 * Client experiments with variants staff configure (the console), e.g. the pay page's preset amounts.
 * - A subject (the signed-in user, else the device cookie) falls in a stable bucket 0..9999 by a hash
 *   of (experiment key, subject): the same subject sees the same variant on every call and process.
 * - The bucket picks the variant by the variants' weights (in order); weights summing to 0 mean the
 *   experiment is off and everyone gets the first variant's amounts under the name 'default'.
 * - The first exposure of a subject is recorded (experiment, subject, variant): counts per variant
 *   are the experiment's audience. A later change of the variants re-buckets by the new weights.
 * - An experiment never configured answers its built-in default variant (DEFAULTS).
 */
import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps';
import type { DB } from '../db';
import { badRequest } from '../lib/errors';
import { writeAudit } from '../repositories/audit';
import { experimentByKey, experimentVariants, exposureCounts, recordExposure, upsertExperiment } from '../repositories/experiments';
import type { Variant } from '../../../src/contract/lifecycle';
import { DEFAULT_PAY_AMOUNTS } from '../../../src/contract/pay';

export const PAY_AMOUNT_EXPERIMENT = 'pay_amount_preset';
export const BUCKETS = 10_000;

/** Built-in variants of the experiments the client knows (until staff change them). */
export const DEFAULTS: Record<string, Variant[]> = {
  [PAY_AMOUNT_EXPERIMENT]: [
    // One variant until staff start a test in the console (then they split the audience by weight).
    { name: 'default', weight: 100, amounts: [...DEFAULT_PAY_AMOUNTS] },
  ],
};

export const EMSG = {
  UNKNOWN: '未知的实验',
  NO_VARIANT: '至少需要一个实验分组',
  DUP_NAME: '实验分组名称不能重复',
  WEIGHTS: '各分组权重之和不能超过100',
  AMOUNTS: '每个分组需要1到8个预设金额',
} as const;

/** The stable bucket (0..BUCKETS-1) of a subject in an experiment. */
export function bucketOf(key: string, subject: string): number {
  const h = createHash('sha256').update(`${key}:${subject}`).digest();
  return h.readUInt32BE(0) % BUCKETS;
}

/** The variant a bucket falls in: weights are percentages laid end to end; past their sum, the first. */
export function pickVariant(variants: readonly Variant[], bucket: number): Variant {
  const total = variants.reduce((s, v) => s + v.weight, 0);
  if (total <= 0) return { ...variants[0], name: 'default' };
  let edge = 0;
  for (const v of variants) {
    edge += (v.weight * BUCKETS) / 100;
    if (bucket < edge) return v;
  }
  return variants[0];
}

export async function variantsOf(db: DB, key: string): Promise<{ variants: Variant[]; updatedAt: number; updatedBy: string }> {
  const row = await experimentByKey(db, key);
  if (row) return { variants: JSON.parse(row.variants) as Variant[], updatedAt: Number(row.updated_at), updatedBy: row.updated_by };
  const d = DEFAULTS[key];
  if (!d) throw badRequest(EMSG.UNKNOWN);
  return { variants: d, updatedAt: 0, updatedBy: '' };
}

/** The subject's variant of `key`, its exposure recorded once. */
export async function assignVariant(deps: AppDeps, key: string, subject: string, infoUuid?: string): Promise<Variant> {
  const { variants } = await variantsOf(deps.db, key);
  const v = pickVariant(variants, bucketOf(key, subject));
  await recordExposure(deps.db, { experiment: key, subject, variant: v.name, infoUuid: infoUuid ?? null, now: deps.clock() });
  return v;
}

export async function experimentView(db: DB, key: string) {
  const { variants, updatedAt, updatedBy } = await variantsOf(db, key);
  const rows = await exposureCounts(db, key);
  return { key, variants, updatedAt, updatedBy, exposures: rows.map((r) => ({ variant: r.variant, count: Number(r.n) })) };
}

/** Staff replace the variants (audited with the old and new sets). */
export async function setVariants(deps: AppDeps, staffId: string, key: string, variants: Variant[]) {
  if (!DEFAULTS[key]) throw badRequest(EMSG.UNKNOWN);
  if (!variants.length) throw badRequest(EMSG.NO_VARIANT);
  if (new Set(variants.map((v) => v.name)).size !== variants.length) throw badRequest(EMSG.DUP_NAME);
  if (variants.reduce((s, v) => s + v.weight, 0) > 100) throw badRequest(EMSG.WEIGHTS);
  if (variants.some((v) => v.amounts.length < 1 || v.amounts.length > 8)) throw badRequest(EMSG.AMOUNTS);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = await experimentVariants(trx, key);
    const json = JSON.stringify(variants);
    await upsertExperiment(trx, key, json, staffId, now);
    await writeAudit(trx, { actor: staffId, action: 'experiment.set', targetType: 'experiment', targetId: key, before: before ? JSON.parse(before.variants) : DEFAULTS[key], after: variants }, now);
  });
  return experimentView(deps.db, key);
}

/**
 * Feature configuration (key -> JSON text): what the client reads through the config calls, and the
 * staff's editor of it, each change with its audit row. `demoSeededAt` is the seed's own mark, not a
 * setting staff edit.
 */
import type { AppDeps } from '../deps';
import { isConfigKey } from '../../../src/contract/rules/config-keys';
import { badRequest } from '../lib/errors';
import { writeAudit } from '../repositories/audit';
import { featureConfigRows, getFeatureConfig, setFeatureConfig } from '../repositories/misc';

const SEED_MARK = 'demoSeededAt';

/**
 * The feature config of a key as a JSON object: {} when unknown; a stored object as is; any other
 * stored value (e.g. the string of `oldActivityUrl`) as { [key]: value }.
 */
export async function featureConfig(deps: AppDeps, key: string): Promise<Record<string, unknown>> {
  const raw = await getFeatureConfig(deps.db, key);
  if (raw === undefined) return {};
  let v: unknown = raw;
  try {
    v = JSON.parse(raw);
  } catch {
    // a plain (non-JSON) text value
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { [key]: v };
}

/** Every setting staff may edit, by key. */
export async function configList(deps: AppDeps) {
  return { list: await featureConfigRows(deps.db, SEED_MARK) };
}

/** Staff set one key (a name of letters, digits and ._-), with its audit row in the same transaction. */
export async function setConfig(deps: AppDeps, staffId: string, rawKey: string, value: string) {
  const key = rawKey.trim();
  // only the declared keys (src/contract/rules/config-keys.ts): the console offers no other
  if (!isConfigKey(key)) throw badRequest('配置项名称不正确');
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = (await getFeatureConfig(trx, key)) ?? null;
    await setFeatureConfig(trx, key, value);
    await writeAudit(trx, { actor: staffId, action: 'config.set', targetType: 'feature_config', targetId: key, before, after: value }, now);
  });
  return { key, value };
}

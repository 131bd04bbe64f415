/**
 * The bd homepage's second half and its staff editors: the adviser team's service info, the honour
 * pictures, the landing page's version (a bucket of the experiments table's BD_VERSION_EXPERIMENT), and
 * the health tree's sample words. Every staff write goes with its audit row in one transaction.
 */
import type { Kysely } from 'kysely';
import { BD_VERSION_EXPERIMENT, BD_VERSIONS, WISH_WORDS_MAX, type HonourPic, type HonourSaveReq, type ServiceInfo, type ServiceInfoSaveReq, type WishWord } from '../../../../src/contract/growthtool';
import { shortTextError } from '../../../../src/contract/rules';
import type { Variant } from '../../../../src/contract/lifecycle';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import {
  deleteHonourPic, deleteWishWord, experimentVariantsOf, honourPicById, honourPicByIdOrThrow, honourPicRows, insertExposureOnce, insertHonourPic, insertWishWord,
  serviceInfoRow, setWishWordSort, setWishWordText, updateHonourPic, upsertServiceInfo, wishWordById, wishWordOrder, wishWordRows, wishWordStats,
} from '../../repositories/growth-bd';
import { imageProblem } from '../content/rules';
import { bucketOf, pickVariant } from '../experiments';

type Q = Kysely<Database>;

export const BD_MSG = {
  PHONE: '请输入正确的服务电话',
  IMAGE: '请上传荣誉图片',
  HONOUR_NOT_FOUND: '荣誉图片不存在',
  WORD_NOT_FOUND: '示例语不存在',
  WORDS_FULL: `示例语最多${WISH_WORDS_MAX}条`,
  ORDER: '排序须包含全部示例语，且每条一次',
} as const;

// ------------------------------------------------------------------------------ service info
const SERVICE_ID = 'main';
const PHONE_RE = /^[0-9][0-9-]{4,19}$/;

export async function serviceInfo(db: Q): Promise<ServiceInfo> {
  const r = await serviceInfoRow(db, SERVICE_ID);
  if (!r) return { teamName: '', hours: '', phone: '', intro: '', services: [], updatedAt: 0 };
  return { teamName: r.team_name, hours: r.hours, phone: r.phone, intro: r.intro, services: JSON.parse(r.services) as string[], updatedAt: Number(r.updated_at) };
}

export async function saveServiceInfo(deps: AppDeps, staffId: string, b: ServiceInfoSaveReq): Promise<ServiceInfo> {
  const phone = b.phone.trim();
  if (!PHONE_RE.test(phone)) throw badRequest(BD_MSG.PHONE);
  const row = {
    team_name: b.teamName.trim(), hours: b.hours.trim(), phone, intro: (b.intro ?? '').trim(),
    services: JSON.stringify(b.services.map((s) => s.trim()).filter(Boolean)), updated_by: staffId, updated_at: deps.clock(),
  };
  if (!row.team_name || !row.hours) throw badRequest('请填写团队名称和服务时间');
  await deps.db.transaction().execute(async (trx) => {
    const before = await serviceInfo(trx);
    await upsertServiceInfo(trx, SERVICE_ID, row);
    await writeAudit(trx, { actor: staffId, action: 'bd.service-info', targetType: 'growth_service_info', targetId: SERVICE_ID, before, after: row }, row.updated_at);
  });
  return serviceInfo(deps.db);
}

// ------------------------------------------------------------------------------ honour pictures
const toHonour = (r: { id: string; title: string; image_url: string; sort: number }): HonourPic => ({ id: r.id, title: r.title, imageUrl: r.image_url, sort: Number(r.sort) });

export async function honourPics(db: Q): Promise<HonourPic[]> {
  const rows = await honourPicRows(db);
  return rows.map(toHonour);
}

export async function saveHonour(deps: AppDeps, staffId: string, b: HonourSaveReq): Promise<HonourPic> {
  const imageUrl = b.imageUrl.trim();
  if (!imageUrl) throw badRequest(BD_MSG.IMAGE);
  const bad = imageProblem(imageUrl);
  if (bad) throw badRequest(bad);
  const now = deps.clock();
  const id = b.id ?? newId('hp');
  await deps.db.transaction().execute(async (trx) => {
    const before = b.id ? await honourPicById(trx, b.id) : undefined;
    if (b.id && !before) throw notFound(BD_MSG.HONOUR_NOT_FOUND);
    const row = { title: b.title.trim(), image_url: imageUrl, sort: b.sort ?? before?.sort ?? 0, updated_by: staffId, updated_at: now };
    if (before) await updateHonourPic(trx, id, row);
    else await insertHonourPic(trx, { id, ...row, created_at: now });
    await writeAudit(trx, { actor: staffId, action: before ? 'bd.honour.edit' : 'bd.honour.add', targetType: 'growth_honour_pic', targetId: id, before: before ?? null, after: row }, now);
  });
  return toHonour(await honourPicByIdOrThrow(deps.db, id));
}

export async function removeHonour(deps: AppDeps, staffId: string, id: string): Promise<null> {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = await honourPicById(trx, id);
    if (!before) throw notFound(BD_MSG.HONOUR_NOT_FOUND);
    await deleteHonourPic(trx, id);
    await writeAudit(trx, { actor: staffId, action: 'bd.honour.remove', targetType: 'growth_honour_pic', targetId: id, before, after: null }, now);
  });
  return null;
}

// ------------------------------------------------------------------------------ the landing page's version
/** Until staff configure BD_VERSION_EXPERIMENT in the experiments table: half the audience each. */
export const BD_DEFAULT_VARIANTS: Variant[] = BD_VERSIONS.map((name) => ({ name, weight: 50, amounts: [] }));

/** The subject's version (stable: a hash of experiment and subject), its first exposure recorded. */
export async function bdVersion(deps: AppDeps, subject: string): Promise<{ experiment: string; version: string }> {
  const row = await experimentVariantsOf(deps.db, BD_VERSION_EXPERIMENT);
  const variants = row ? (JSON.parse(row.variants) as Variant[]) : BD_DEFAULT_VARIANTS;
  const v = pickVariant(variants.length ? variants : BD_DEFAULT_VARIANTS, bucketOf(BD_VERSION_EXPERIMENT, subject));
  await insertExposureOnce(deps.db, { experiment: BD_VERSION_EXPERIMENT, subject, variant: v.name, info_uuid: null, created_at: deps.clock() });
  return { experiment: BD_VERSION_EXPERIMENT, version: v.name };
}

// ------------------------------------------------------------------------------ the health tree's sample words
export async function wishWords(db: Q): Promise<{ list: WishWord[] }> {
  const rows = await wishWordRows(db, WISH_WORDS_MAX);
  return { list: rows.map((r) => ({ id: Number(r.id), text: r.text, sort: Number(r.sort) })) };
}

function wordText(text: string): string {
  const err = shortTextError(text, '示例语');
  if (err) throw badRequest(err);
  return text.trim();
}

export async function saveWishWord(deps: AppDeps, staffId: string, b: { id?: number; text: string }) {
  const text = wordText(b.text);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    if (b.id !== undefined) {
      const before = await wishWordById(trx, b.id);
      if (!before) throw notFound(BD_MSG.WORD_NOT_FOUND);
      await setWishWordText(trx, b.id, text);
      await writeAudit(trx, { actor: staffId, action: 'wish-word.edit', targetType: 'growth_wish_word', targetId: String(b.id), before: { text: before.text }, after: { text } }, now);
      return;
    }
    const agg = await wishWordStats(trx);
    if (Number(agg.n) >= WISH_WORDS_MAX) throw badRequest(BD_MSG.WORDS_FULL);
    const id = Number(agg.maxId ?? 0) + 1;
    await insertWishWord(trx, { id, text, sort: Number(agg.maxSort ?? 0) + 1 });
    await writeAudit(trx, { actor: staffId, action: 'wish-word.add', targetType: 'growth_wish_word', targetId: String(id), before: null, after: { text } }, now);
  });
  return wishWords(deps.db);
}

export async function removeWishWord(deps: AppDeps, staffId: string, id: number) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const before = await wishWordById(trx, id);
    if (!before) throw notFound(BD_MSG.WORD_NOT_FOUND);
    await deleteWishWord(trx, id);
    await writeAudit(trx, { actor: staffId, action: 'wish-word.remove', targetType: 'growth_wish_word', targetId: String(id), before: { text: before.text }, after: null }, now);
  });
  return wishWords(deps.db);
}

/** Staff's new order: exactly the current ids, each once; sort becomes 1..n. */
export async function orderWishWords(deps: AppDeps, staffId: string, ids: number[]) {
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    const current = (await wishWordOrder(trx)).map((r) => Number(r.id));
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw badRequest(BD_MSG.ORDER);
    for (const [i, id] of ids.entries()) await setWishWordSort(trx, id, i + 1);
    await writeAudit(trx, { actor: staffId, action: 'wish-word.order', targetType: 'growth_wish_word', targetId: 'all', before: current, after: ids }, now);
  });
  return wishWords(deps.db);
}

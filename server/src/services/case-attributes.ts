/**
 * The case attributes the lists and the case page read, set by staff in the console (each change
 * audited with the values before and after, in the same transaction): vip (/cf/common/vipCase),
 * theme (/cf/common/themeCase), recommended, the detail-page version (0 classic, 1 new, 2 new for
 * visitors) and is_help (the case takes part in the help programme).
 */
import type { AppDeps } from '../deps';
import { notFound } from '../lib/errors';
import { writeAudit } from '../repositories/audit';
import { caseAttributeRow, updateCase } from '../repositories/case-state';
import type { CaseAttributes, CaseAttributesRes, SetAttributesReq } from '../../../src/contract/lifecycle';
import type { DB } from '../db';

type Row = { info_uuid: string; title: string; status: number; expire_at: number; ended_at: number | null; is_vip: number; is_theme: number; is_recommend: number; page_version: number; is_help: number };

const attrs = (c: Row): CaseAttributes => ({
  isVip: !!c.is_vip, isTheme: !!c.is_theme, isRecommend: !!c.is_recommend, pageVersion: c.page_version as 0 | 1 | 2, isHelp: !!c.is_help,
});
const view = (c: Row): CaseAttributesRes => ({
  infoUuid: c.info_uuid, title: c.title, status: c.status, expireAt: Number(c.expire_at), endedAt: c.ended_at === null ? null : Number(c.ended_at), attributes: attrs(c),
});

async function read(db: DB, infoUuid: string): Promise<Row> {
  const c = await caseAttributeRow(db, infoUuid);
  if (!c) throw notFound('筹款不存在');
  return c as Row;
}

export const caseAttributes = async (deps: AppDeps, infoUuid: string) => view(await read(deps.db, infoUuid));

/** Sets the attributes given; unchanged values write nothing (no audit row for a no-op). */
export async function setCaseAttributes(deps: AppDeps, staffId: string, req: SetAttributesReq): Promise<CaseAttributesRes> {
  return deps.db.transaction().execute(async (trx) => {
    const c = await read(trx, req.infoUuid);
    const before = attrs(c);
    const after: CaseAttributes = {
      isVip: req.isVip ?? before.isVip, isTheme: req.isTheme ?? before.isTheme, isRecommend: req.isRecommend ?? before.isRecommend,
      pageVersion: req.pageVersion ?? before.pageVersion, isHelp: req.isHelp ?? before.isHelp,
    };
    const changed = (Object.keys(after) as (keyof CaseAttributes)[]).filter((k) => after[k] !== before[k]);
    if (!changed.length) return view(c);
    await updateCase(trx, c.info_uuid, {
      is_vip: after.isVip ? 1 : 0, is_theme: after.isTheme ? 1 : 0, is_recommend: after.isRecommend ? 1 : 0, page_version: after.pageVersion, is_help: after.isHelp ? 1 : 0,
    });
    const pick = (a: CaseAttributes) => Object.fromEntries(changed.map((k) => [k, a[k]]));
    await writeAudit(trx, { actor: staffId, action: 'case.attributes', targetType: 'case', targetId: c.info_uuid, infoUuid: c.info_uuid, before: pick(before), after: pick(after), reason: req.reason ?? '' }, deps.clock());
    return view({ ...c, is_vip: after.isVip ? 1 : 0, is_theme: after.isTheme ? 1 : 0, is_recommend: after.isRecommend ? 1 : 0, page_version: after.pageVersion, is_help: after.isHelp ? 1 : 0 });
  });
}

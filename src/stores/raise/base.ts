/**
 * The RaiseStore's plumbing (no MobX): blank state, the screen of each section, the base body in
 * contract terms (whole 元 already turned into fen by the caller), the call for the case's kind, and
 * reading a whole case (statuses, base, every saved section) in one go.
 */
import { INFO_STATUS, SECTIONS, type InfoStatus, type RaiseTypeCode, type Section, type SectionRes } from '../../contract/raise-sections';
import { type BaseInfoRes, type GetBaseInfoRes, type InfoStatusRes } from '../../contract/raise';
import type { RaiseApi } from '../../services/raise';
import { wholeYuan } from '../../lib/money';
import { emptyForm, filesOf, urlsOf, type FormValues } from './sections';

/** The screen (route name) of each section; the routes without :infoUuid take it as a query value. */
export const SECTION_ROUTE: Record<Section, string> = {
  base: 'editBasicInfo', patient: 'editPatientInfo', payee: 'editPayeeInfo', treatment: 'editAeger',
  household: 'householdAssets', material: 'materialSupplement', fundraiser: 'fundraiserVerification', hospital: 'verificationHospital',
};

export const blankStatuses = (): Record<Section, InfoStatus> =>
  Object.fromEntries(SECTIONS.map((s) => [s, INFO_STATUS.NO_SAVE])) as Record<Section, InfoStatus>;
export const blankForms = (): Record<Section, FormValues> =>
  Object.fromEntries(SECTIONS.map((s) => [s, emptyForm(s)])) as Record<Section, FormValues>;

/** Saves the base of a case of this kind (illness, goods and dream have their own calls); no infoUuid creates it. */
export function sendBase(api: RaiseApi, type: RaiseTypeCode, infoUuid: string, v: FormValues, targetFen: number | null): Promise<BaseInfoRes> {
  const cover = urlsOf(v.cover)[0];
  const body = {
    ...(infoUuid ? { infoUuid } : {}),
    title: String(v.title ?? '').trim(),
    content: String(v.content ?? '').trim(),
    targetAmount: targetFen ?? undefined,
    ...(cover ? { coverUrl: cover } : {}),
    attachments: urlsOf(v.attachments),
  };
  if (type === 1) return api.goodsBaseInfo(body);
  if (type === 99) return api.dreamBaseInfo(body);
  return api.baseInfo({ ...body, raiseType: 0 });
}

/** The base form of a saved case (fen back to whole 元). */
export function baseFormOf(base: GetBaseInfoRes, info: InfoStatusRes): FormValues {
  return {
    ...emptyForm('base'),
    raiseType: String(base.raiseType ?? info.raiseType),
    title: base.title ?? '',
    content: base.content ?? '',
    target: typeof base.targetAmount === 'number' ? String(wholeYuan(base.targetAmount)) : '',
    cover: filesOf(base.coverUrl ? [base.coverUrl] : []),
    attachments: filesOf(base.attachments ?? []),
  };
}

/** Statuses, base and every section the server holds data for. */
export async function loadCase(api: RaiseApi, infoUuid: string) {
  const [info, base] = await Promise.all([api.infoStatus({ infoUuid }), api.getBaseInfo({ infoUuid })]);
  const wanted = SECTIONS.filter((s) => s !== 'base' && info.sections[s] !== INFO_STATUS.NO_SAVE) as Exclude<Section, 'base'>[];
  const saved: SectionRes<Record<string, unknown>>[] = await Promise.all(wanted.map((s) => api.section<Record<string, unknown>>(s, { infoUuid })));
  return { info, base, saved };
}

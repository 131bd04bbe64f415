/**
 * The dream raise (raiseType 99) as data: the fields of its three forms (the summary, the organisation
 * and the individual who carry the dream out and receive the money), their rules with the server's own
 * Chinese messages (src/contract/rules; server/src/services/raise/sections.ts dreamOrganisation and
 * dreamIndividual), the bodies of the dream calls, and masking for the at-a-glance screens.
 * Pure: no MobX, no I/O.
 */
import type { DreamIndividual, DreamOrganisation } from '../../contract/raise-sections';
import type { DreamBaseInfoReq } from '../../contract/raise';
import { CONTENT_LEN, MAX_ATTACHMENTS, TARGET_YUAN, TITLE_LEN } from '../../contract/rules/raise';
import { contentError, parseTargetYuan, titleError } from '../../lib/raise-validation';
import { DREAM_MSG as RULE_MSG, SECTION_FIELDS } from '../../contract/rules/sections';
import { filesOf, ruleErrors, ruled, urlsOf, type FieldDef, type FieldErrors, type FormValues } from './sections';

export type DreamForm = 'summary' | 'organisation' | 'individual';
export type RealiserKind = 'organisation' | 'individual';

const DREAM = TARGET_YUAN[99];

/** The messages of the organisation's rules, as the server answers them. */
export const DREAM_MSG = { ...RULE_MSG, kind: '请选择圆梦方式' } as const;
const O = SECTION_FIELDS.organisation;
const I = SECTION_FIELDS.individual;

export const DREAM_FIELDS: Record<DreamForm, readonly FieldDef[]> = {
  summary: [
    { key: 'title', label: '梦想是什么', kind: 'text', testId: 'raise-title', placeholder: '一句话说明您的公益梦想', maxLength: TITLE_LEN[1], hint: `${TITLE_LEN[0]}-${TITLE_LEN[1]}个字`, noEmoji: true },
    { key: 'target', label: '目标金额（元）', kind: 'amount', testId: 'raise-target', placeholder: '请输入整数金额', hint: `梦想筹款目标金额为${DREAM.min}-${DREAM.max}元的整数` },
    { key: 'content', label: '梦想故事', kind: 'textarea', testId: 'raise-story', placeholder: '梦想的由来、要帮助的人、善款将怎样使用', maxLength: CONTENT_LEN[1], hint: `${CONTENT_LEN[0]}-${CONTENT_LEN[1]}个字` },
    { key: 'cover', label: '封面图片', kind: 'upload', testId: 'raise-cover', max: 1, uploadKind: 'cover' },
    { key: 'attachments', label: '梦想相关照片（选填）', kind: 'upload', testId: 'raise-photos', max: MAX_ATTACHMENTS, uploadKind: 'photo' },
  ],
  organisation: [
    { key: 'orgName', label: '机构名称', kind: 'text', testId: 'dream-org-name', placeholder: '与营业执照或登记证书一致', ...ruled(O.orgName) },
    { key: 'orgCode', label: '统一社会信用代码', kind: 'text', testId: 'dream-org-code', placeholder: '18位代码', ...ruled(O.orgCode) },
    { key: 'contactName', label: '联系人姓名', kind: 'text', testId: 'dream-contact-name', ...ruled(O.contactName) },
    { key: 'contactPhone', label: '联系人手机号', kind: 'digits', testId: 'dream-contact-phone', placeholder: '11位手机号', ...ruled(O.contactPhone) },
    { key: 'licenseUrls', label: '机构证明（营业执照或登记证书）', kind: 'upload', testId: 'dream-license', uploadKind: 'certificate', ...ruled(O.licenseUrls) },
  ],
  individual: [
    { key: 'name', label: '圆梦人姓名', kind: 'text', testId: 'dream-person-name', placeholder: '与身份证一致', ...ruled(I.name) },
    { key: 'idCard', label: '圆梦人身份证号', kind: 'idcard', testId: 'dream-person-id-card', placeholder: '18位身份证号', ...ruled(I.idCard) },
    { key: 'phone', label: '圆梦人手机号', kind: 'digits', testId: 'dream-person-phone', placeholder: '11位手机号', ...ruled(I.phone) },
    { key: 'idPhotoUrls', label: '身份证照片（人像面与国徽面）', kind: 'upload', testId: 'dream-person-id-photo', uploadKind: 'idcard', ...ruled(I.idPhotoUrls) },
  ],
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function emptyDreamForm(form: DreamForm): FormValues {
  const out: FormValues = {};
  for (const f of DREAM_FIELDS[form]) out[f.key] = f.kind === 'upload' ? [] : '';
  return out;
}

/** The form's errors for these values (field key -> the server's message for the same mistake). */
export function dreamErrors(form: DreamForm, v: FormValues, now: number = Date.now()): FieldErrors {
  const e: FieldErrors = {};
  const put = (key: string, msg: string | null) => {
    if (msg) e[key] = msg;
  };
  if (form === 'summary') {
    put('title', titleError(str(v.title)));
    const t = parseTargetYuan(str(v.target), 99);
    if (!t.ok) put('target', t.error);
    put('content', contentError(str(v.content)));
    return e;
  }
  // The realiser's fields: each one's rule, the object the contract declares the API's field with.
  return form === 'organisation' ? ruleErrors(DREAM_FIELDS.organisation, organisationBody(v), now) : ruleErrors(DREAM_FIELDS.individual, individualBody(v), now);
}

/** The summary's body for /api/cf/v4/dream/add-base-info (whole 元 -> fen; call only when valid). */
export function summaryBody(infoUuid: string, v: FormValues): DreamBaseInfoReq {
  const t = parseTargetYuan(str(v.target), 99);
  const cover = urlsOf(v.cover)[0];
  return {
    ...(infoUuid ? { infoUuid } : {}),
    title: str(v.title).trim(),
    content: str(v.content).trim(),
    targetAmount: t.ok ? t.fen : undefined,
    ...(cover ? { coverUrl: cover } : {}),
    attachments: urlsOf(v.attachments),
  };
}

export function organisationBody(v: FormValues): DreamOrganisation {
  return {
    orgName: str(v.orgName).trim(), orgCode: str(v.orgCode).trim().toUpperCase(), contactName: str(v.contactName).trim(),
    contactPhone: str(v.contactPhone).trim(), licenseUrls: urlsOf(v.licenseUrls),
  };
}

export function individualBody(v: FormValues): DreamIndividual {
  return { name: str(v.name).trim(), idCard: str(v.idCard).trim().toUpperCase(), phone: str(v.phone).trim(), idPhotoUrls: urlsOf(v.idPhotoUrls) };
}

/** Saved realiser data back into the form of its kind (private uploads stay marked private). */
export function realiserForm(form: 'organisation' | 'individual', data: Record<string, unknown> | null): FormValues {
  const out = emptyDreamForm(form);
  if (!data) return out;
  for (const f of DREAM_FIELDS[form]) {
    const d = data[f.key];
    out[f.key] = f.kind === 'upload' ? filesOf(d, true) : d === undefined || d === null ? '' : String(d);
  }
  return out;
}

/** Keeps the first `head` and last `tail` characters: 110105********0034. */
export function mask(value: string, head: number, tail: number): string {
  const s = String(value ?? '');
  if (s.length <= head + tail) return s ? `${s.slice(0, 1)}${'*'.repeat(Math.max(s.length - 1, 0))}` : '';
  return `${s.slice(0, head)}${'*'.repeat(s.length - head - tail)}${s.slice(-tail)}`;
}

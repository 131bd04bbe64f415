/** Pure helpers of the staff console: labels, and how an image URL of a section is shown and opened. */
import { RAW_PATHS } from '../../contract/raw';
import { FIELD_TITLES, MONEY_FIELDS, SECTION_TITLES, type InfoStatus } from '../../contract/raise-sections';
import { formatFenPlain } from '../../lib/money';

export const INFO_STATUS_LABEL: Record<InfoStatus, string> = { 0: '未填写', 1: '已保存未提交', 2: '已通过', 3: '已驳回', 4: '待审核' };

/** A field's label: its title declared in the contract (an unknown key shows as 其他信息, never as the key). */
export const fieldLabel = (key: string) => FIELD_TITLES[key] ?? '其他信息';

export const FINDING_LABEL: Record<string, string> = {
  ID_CHECKSUM: '身份证号校验失败', AGE_MISMATCH: '年龄与关系不符', DUP_PATIENT: '患者重复发起', DUP_PAYEE_ACCOUNT: '收款账户与他人案例重复', BLACKLIST: '命中黑名单',
};

/** Only http(s) and same-origin paths are ever put in a src or href (never javascript:, data:, //host). */
export const isSafeUrl = (v: string) => /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(v);

/**
 * Whether a section value is an image to show: one of our uploads (public /files/..., private
 * /api/upload/private/..., on any origin) or a same-origin image path. Other URLs stay text, so a
 * reviewer's browser never fetches what a user pointed it at.
 */
export function isImageUrl(v: unknown): v is string {
  if (typeof v !== 'string' || v.length > 2000 || !isSafeUrl(v)) return false;
  if (/^(https?:\/\/[^/]+)?\/(files\/|api\/upload\/private\/)/.test(v)) return true;
  return /^\/[^\s]+\.(png|jpe?g|webp|gif)(![a-z0-9_]+)?$/i.test(v);
}

const isPrivate = (url: string) => url.includes(RAW_PATHS.uploadPrivatePrefix);
const base = (url: string) => url.replace(/(![a-z0-9_]+)$/i, '').replace(/\?variant=\w+$/, '');

/** The small picture of an image URL (private: ?variant=thumb; ours: !thumb). */
export function thumbOf(url: string): string {
  const b = base(url);
  if (isPrivate(b)) return `${b}?variant=thumb`;
  return b.includes('/files/') ? `${b}!thumb` : url;
}

/** The 1080-wide picture a reviewer opens (private: ?variant=large; public: the !cf_mtr_1080 suffix). */
export function largeOf(url: string): string {
  const b = base(url);
  if (isPrivate(b)) return `${b}?variant=large`;
  return b.includes('/files/') ? `${b}!cf_mtr_1080` : url;
}

/** Coded values shown in words (relations of patient and payee, insurance). */
export const VALUE_LABEL: Record<string, string> = {
  self: '本人', spouse: '配偶', parent: '父母', child: '子女', sibling: '兄弟姐妹', relative: '亲属', friend: '朋友', other: '其他',
  LOCATION_HOSPITAL_ACCOUNT: '医院对公账户', none: '无', urban_rural: '城乡居民医保', employee: '职工医保', commercial: '商业保险',
};

/** A field value as text (images are shown separately): money in yuan, codes in words, an empty list 无. */
export function valueText(v: unknown, key = ''): string {
  if (MONEY_FIELDS.includes(key) && typeof v === 'number') return `${formatFenPlain(v)}元`;
  if (typeof v === 'string' && VALUE_LABEL[v]) return VALUE_LABEL[v];
  if (Array.isArray(v)) return v.length ? v.map((x) => valueText(x)).join('、') : '无';
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'object') return '—';
  return String(v);
}

/** Splits a section's data into images and plain fields. */
export function splitFields(data: Record<string, unknown> | null): { fields: Array<[string, unknown]>; images: Array<{ key: string; url: string }> } {
  const fields: Array<[string, unknown]> = [];
  const images: Array<{ key: string; url: string }> = [];
  for (const [key, value] of Object.entries(data ?? {})) {
    const list = Array.isArray(value) ? value : [value];
    if (list.length && list.every(isImageUrl)) list.forEach((url) => images.push({ key, url: url as string }));
    else fields.push([key, value]);
  }
  return { fields, images };
}

/** Audit-log actions in words: declared once with the actions (src/contract/audit-actions.ts). */
export { AUDIT_ACTION_LABEL as ACTION_LABEL, auditActionText as actionText } from '../../contract/audit-actions';
import { auditActionText } from '../../contract/audit-actions';

/** An audit row's action in words; a section decision names its section (资料审核通过 · 患者信息: its target is '<infoUuid>:<section>'). */
export function auditText(a: { action: string; targetType: string; targetId: string }): string {
  const label = a.targetType === 'section' ? (SECTION_TITLES as Record<string, string>)[a.targetId.split(':').pop() ?? ''] : undefined;
  return `${auditActionText(a.action)}${label ? ` · ${label}` : ''}`;
}

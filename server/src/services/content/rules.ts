/**
 * The rules of content staff write: what a reader sees of an item at a moment, where its link may
 * point, what its image may be, and what each kind needs before it is saved.
 */
import { matchPath } from '../../../../src/routes';
import type { ContentKind, ContentStatus, StaffContentItem, StaffContentSaveReq } from '../../../../src/contract/content';
import type { ConfigKey } from '../../../../src/contract/rules/config-keys';
import type { ContentRow } from '../../repositories/content';

/** The feature-config key staff edit to allow outside hosts for links (a JSON array of host names). */
export const LINK_HOSTS_KEY: ConfigKey = 'contentLinkHosts';
/** Outside hosts allowed without configuration: government health and insurance sites. */
export const DEFAULT_LINK_HOSTS = ['www.nhsa.gov.cn', 'www.nhc.gov.cn'];

export const MSG = {
  LINK_NOT_ROUTE: '链接不是平台的页面，请检查地址',
  LINK_NOT_ALLOWED: '链接不在允许的站点列表中',
  LINK_BAD: '链接格式不正确，只允许平台页面或 https 地址',
  IMAGE_BAD: '图片地址不正确，请通过上传添加图片',
  TITLE: '请填写标题',
  SLUG: '请填写页面标识（小写字母、数字和短横线）',
  SLOT: '请填写广告位',
  AD_IMAGE: '广告需要上传图片',
  WINDOW: '下架时间必须晚于发布时间',
  NOT_FOUND: '内容不存在',
  ARTICLE_GONE: '文章不存在或已下架',
  PAGE_GONE: '页面内容暂未发布',
  ALREADY_DOWN: '该内容已下架',
  KIND_FIXED: '内容类型不能修改',
} as const;

/** What a reader sees of an item at `now`: 草稿 / 待发布 / 已发布 / 已到期 / 已下架. */
export function shownAs(row: Pick<ContentRow, 'status' | 'publish_at' | 'take_down_at'>, now: number): string {
  if (row.status === 'draft') return '草稿';
  if (row.status === 'taken_down') return '已下架';
  if (row.publish_at !== null && Number(row.publish_at) > now) return '待发布';
  if (row.take_down_at !== null && Number(row.take_down_at) <= now) return '已到期';
  return '已发布';
}

/**
 * A link is '' (none), a path of one of our routes (the route table decides; the unknown-path page is
 * not a route), or an https address on an allowed host (or a subdomain of one). Returns the refusal, or null.
 */
export function linkProblem(url: string, allowedHosts: readonly string[]): string | null {
  const link = url.trim();
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) {
    const path = link.split(/[?#]/)[0];
    return matchPath(path).route.name === 'notFound' ? MSG.LINK_NOT_ROUTE : null;
  }
  let u: URL;
  try {
    u = new URL(link);
  } catch {
    return MSG.LINK_BAD;
  }
  if (u.protocol !== 'https:' || u.username || u.password) return MSG.LINK_BAD;
  const host = u.hostname.toLowerCase();
  const ok = allowedHosts.some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`));
  return ok ? null : MSG.LINK_NOT_ALLOWED;
}

/** An image is '' or what the upload endpoint gave (a path on our origin, or its http(s) address). */
export function imageProblem(url: string): string | null {
  const img = url.trim();
  if (!img) return null;
  if (img.startsWith('/') && !img.startsWith('//')) return null;
  return /^https?:\/\/[^/\s]+\/\S*$/i.test(img) ? null : MSG.IMAGE_BAD;
}

/** The hosts a link may point to: the defaults and the configured list. */
export function allowedHosts(configured: Record<string, unknown>): string[] {
  const list = configured[LINK_HOSTS_KEY] ?? configured.hosts;
  const extra = Array.isArray(list) ? list.filter((h): h is string => typeof h === 'string' && /^[a-z0-9.-]+$/i.test(h)) : [];
  return [...DEFAULT_LINK_HOSTS, ...extra];
}

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Refuses what a kind cannot be saved without. Returns the refusal, or null. */
export function saveProblem(b: StaffContentSaveReq, hosts: readonly string[]): string | null {
  if (!b.title.trim()) return MSG.TITLE;
  const slug = (b.slug ?? '').trim();
  if (b.kind === 'page' && !SLUG_RE.test(slug)) return MSG.SLUG;
  if (b.kind === 'advert' && !slug) return MSG.SLOT;
  if (b.kind === 'advert' && !(b.imageUrl ?? '').trim()) return MSG.AD_IMAGE;
  if (b.publishAt != null && b.takeDownAt != null && b.takeDownAt <= b.publishAt) return MSG.WINDOW;
  return imageProblem(b.imageUrl ?? '') ?? linkProblem(b.linkUrl ?? '', hosts);
}

/** `names`: the console's names of the authors (repositories/staff-names.ts displayNames). */
export function toStaffItem(r: ContentRow, now: number, names: Map<string, string>): StaffContentItem {
  return {
    id: r.id, kind: r.kind as ContentKind, slug: r.slug, title: r.title, summary: r.summary, body: r.body, imageUrl: r.image_url,
    linkUrl: r.link_url, linkText: r.link_text, category: r.category, sort: Number(r.sort), status: r.status as ContentStatus,
    publishAt: r.publish_at === null ? null : Number(r.publish_at), takeDownAt: r.take_down_at === null ? null : Number(r.take_down_at),
    shownAs: shownAs(r, now), updatedAt: Number(r.updated_at), updatedBy: r.updated_by, updatedByName: names.get(r.updated_by) ?? '已注销用户',
  };
}

/**
 * The staff console's QUEUE TABLE (the staff calls are declared in src/contract/staff.ts; the staff store and the console pages read this table). A new
 * review queue (withdrawals DRAW_PUBLIC 2, fund use FUND_USE_SUBMIT 3, reports ...) is one more entry
 * in STAFF_QUEUES: how to load a page of it and how to show and open one item. The console's home,
 * queue page and counts come from this table.
 */
import type { Contract } from '../../contract';
import type { ClientOf } from '../../services/client';
import { RAISE_TYPE_TITLES, SECTIONS, sectionTitle, type Section } from '../../contract/raise-sections';
import { AUDIT_TYPE } from '../../contract/staff';

/** The staff group (declared in src/contract/staff.ts). */
export type StaffApi = ClientOf<Contract['staff']>;

/** One row of any queue, as the console shows it. */
export interface QueueRow {
  /** Unique within the queue. */
  id: string;
  title: string;
  /** One line under the title (type, pending parts ...). */
  subtitle: string;
  submittedAt: number;
  /** Automatic findings to look at first (shown as a red badge). */
  findings: number;
  /** Where tapping the row goes: a route name of src/routes.ts and its params. */
  open: { route: string; params: Record<string, string> };
}

export interface QueuePage { list: QueueRow[]; hasNext: boolean; anchorId: string }

export interface StaffQueueDef {
  /** The queue's id in URLs (/staff/queue/:auditType): the audit type's number, or a name for other queues. */
  key: string;
  /** Audit type, when the queue is one (BASE_AUDIT 0, MATERIAL_AUDIT 1, DRAW_PUBLIC 2, FUND_USE_SUBMIT 3). */
  auditType: number | null;
  title: string;
  desc: string;
  load(api: StaffApi, anchorId: string | undefined, size: number): Promise<QueuePage>;
}

/** A section's name on the console: the one the fundraiser of a case of that kind reads in the raise flow (contract sectionTitle). */
export const sectionLabel = (section: string, raiseType?: number): string =>
  (SECTIONS as readonly string[]).includes(section) ? sectionTitle(section as Section, raiseType) : section;
/** A case's kind on the console: the name the fundraiser picked it by (contract RAISE_TYPE_TITLES). */
export const RAISE_TYPE_LABEL: Readonly<Record<number, string>> = RAISE_TYPE_TITLES;

const raiseQueue = (auditType: 0 | 1, title: string, desc: string): StaffQueueDef => ({
  key: String(auditType),
  auditType,
  title,
  desc,
  async load(api, anchorId, size) {
    const page = await api.queue({ auditType, anchorId, size });
    return {
      hasNext: page.hasNext,
      anchorId: page.anchorId,
      list: page.list.map((it) => ({
        id: it.infoUuid,
        title: it.title || '（未填写标题）',
        subtitle: `${RAISE_TYPE_LABEL[it.raiseType] ?? ''} · 待审：${it.pendingSections.map((s) => sectionLabel(s, it.raiseType)).join('、')}${it.published ? ' · 已发布' : ''}`,
        submittedAt: it.submittedAt,
        findings: it.findingsCount,
        open: { route: 'staffCase', params: { infoUuid: it.infoUuid } },
      })),
    };
  },
});

/** THE queue table of the staff console (home counts, queue pages). Add a queue here. */
export const STAFF_QUEUES: readonly StaffQueueDef[] = [
  raiseQueue(AUDIT_TYPE.BASE_AUDIT, '基本信息审核', '新提交的筹款：标题、故事、目标金额'),
  raiseQueue(AUDIT_TYPE.MATERIAL_AUDIT, '材料审核', '患者、收款人、治疗、家庭、证明材料等资料'),
  {
    key: 'revisions',
    auditType: null,
    title: '修改审核',
    desc: '已发布筹款的标题、故事修改',
    async load(api, anchorId, size) {
      const page = await api.revisions({ anchorId, size });
      return {
        hasNext: page.hasNext,
        anchorId: page.anchorId,
        list: page.list.map((r) => ({
          id: r.revisionId,
          title: r.caseTitle || r.infoUuid,
          subtitle: `修改为：${r.title}`,
          submittedAt: r.createdAt,
          findings: 0,
          open: { route: 'staffCase', params: { infoUuid: r.infoUuid } },
        })),
      };
    },
  },
];

export function queueDef(key: string): StaffQueueDef | undefined {
  return STAFF_QUEUES.find((q) => q.key === key);
}

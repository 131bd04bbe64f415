/**
 * The staff API group (contract-staff.ts; every path under /api/staff, staff role only) and the
 * staff console's QUEUE TABLE. A new review queue (withdrawals DRAW_PUBLIC 2, fund use
 * FUND_USE_SUBMIT 3, reports ...) is one more entry in STAFF_QUEUES: how to load a page of it and how
 * to show and open one item. The console's home, queue page and counts come from this table.
 */
import type { RequestFn } from './http';
import type { Section } from './contract-raise';
import {
  AUDIT_TYPE, type AuditListReq, type AuditListRes, type BlacklistAddReq, type BlacklistItem, type BlacklistListRes,
  type CaseFileRes, type HelpListRes, type HelpRegistration, type HelpStatus, type ReviewRevisionReq, type ReviewRevisionRes,
  type ReviewSectionReq, type ReviewSectionRes, type RevisionListRes, type StaffQueueReq, type StaffQueueRes, type StaffWhoamiRes,
} from './contract-staff';

type Paging = { anchorId?: string; size?: number };

export interface StaffApi {
  whoami(): Promise<StaffWhoamiRes>;
  queue(req: StaffQueueReq): Promise<StaffQueueRes>;
  caseFile(req: { infoUuid: string }): Promise<CaseFileRes>;
  reviewSection(req: ReviewSectionReq): Promise<ReviewSectionRes>;
  revisions(req: Paging): Promise<RevisionListRes>;
  reviewRevision(req: ReviewRevisionReq): Promise<ReviewRevisionRes>;
  blacklistAdd(req: BlacklistAddReq): Promise<BlacklistItem>;
  blacklistList(req: Paging): Promise<BlacklistListRes>;
  blacklistRemove(req: { id: string; reason?: string }): Promise<{ id: string; removed: true }>;
  helpList(req: Paging & { status?: HelpStatus }): Promise<HelpListRes>;
  helpUpdateStatus(req: { id: string; status: HelpStatus; note?: string }): Promise<HelpRegistration>;
  auditLog(req: AuditListReq): Promise<AuditListRes>;
}

/** Builds the staff group over the request function. Reviews are never deduplicated away: each is a decision. */
export function createStaffApi(request: RequestFn): StaffApi {
  return {
    whoami: () => request('/api/staff/whoami', {}, { noDedupe: true }),
    queue: (req) => request('/api/staff/raise/queue', req, { noDedupe: true }),
    caseFile: (req) => request('/api/staff/raise/case-file', req, { noDedupe: true }),
    reviewSection: (req) => request('/api/staff/raise/review-section', req),
    revisions: (req) => request('/api/staff/raise/revisions', req, { noDedupe: true }),
    reviewRevision: (req) => request('/api/staff/raise/review-revision', req),
    blacklistAdd: (req) => request('/api/staff/blacklist/add', req),
    blacklistList: (req) => request('/api/staff/blacklist/list', req, { noDedupe: true }),
    blacklistRemove: (req) => request('/api/staff/blacklist/remove', req),
    helpList: (req) => request('/api/staff/help-registrations/list', req, { noDedupe: true }),
    helpUpdateStatus: (req) => request('/api/staff/help-registrations/update-status', req),
    auditLog: (req) => request('/api/staff/audit-log/list', req, { noDedupe: true }),
  };
}

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
  /** The queue's id in URLs (/staff/queue/:auditType): the SPEC 4 audit type's number, or a name for other queues. */
  key: string;
  /** SPEC 4 audit type, when the queue is one (BASE_AUDIT 0, MATERIAL_AUDIT 1, DRAW_PUBLIC 2, FUND_USE_SUBMIT 3). */
  auditType: number | null;
  title: string;
  desc: string;
  load(api: StaffApi, anchorId: string | undefined, size: number): Promise<QueuePage>;
}

export const SECTION_LABEL: Record<Section, string> = {
  base: '基本信息', patient: '患者信息', payee: '收款人信息', treatment: '治疗信息', household: '家庭经济情况',
  material: '证明材料', fundraiser: '筹款人信息', hospital: '医院对公账户',
};
export const RAISE_TYPE_LABEL: Record<number, string> = { 0: '大病求助', 1: '物品筹', 99: '梦想筹' };

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
        subtitle: `${RAISE_TYPE_LABEL[it.raiseType] ?? ''} · 待审：${it.pendingSections.map((s) => SECTION_LABEL[s] ?? s).join('、')}${it.published ? ' · 已发布' : ''}`,
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

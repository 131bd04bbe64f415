/**
 * The next step of one of the user's cases on /cf/mine-raise, from what the server says of it (its
 * sections' review statuses, published or not, the case status; src/contract/status-sets.ts raiseState, labels
 * from there and from the case status labels). A draft goes on being filled in; a rejected section is corrected;
 * a complete draft is sent (提交审核); a case in review waits; an approved one is published (去发布); a raising case
 * posts progress in its centre, or sends what review still wants of it (补充材料: its papers, a dream's payee); an ended one withdraws; a paid
 * one keeps its withdrawal record (fund use, 结束筹款); a closed one reports how the money was used; a refunding one follows its refunds.
 * A dream (raiseType 99) has its own screens before it is published (pages/raise/dream-*): who realises it,
 * its confirm page, and its review page, which also fixes and publishes it.
 */
import { DREAM_PARTS, type MyRaiseCase } from '../../contract/raise';
import { draftReady, raiseState, raiseStatusLabel, sectionsWanted, sectionsWantedRoute } from '../../contract/status-sets';
import { RAISE_TYPE } from '../../contract/raise-sections';

export interface NextStep {
  /** the status in words */
  state: string;
  /** what to do next (the button) */
  action: string;
  /** the route it opens (null: nothing to do but wait) */
  route: string | null;
  params: Record<string, string>;
  /** the step the fundraiser is waiting to take (publishing an approved raise): shown prominently */
  primary: boolean;
}

/** The screens of an unpublished raise's steps, by its kind: an illness or goods case's section screens, or a dream's own. */
const DRAFT_ROUTES = {
  case: { fix: 'pendingNotice', publish: 'raiseCommitVerify', progress: 'pendingNotice', send: 'raiseCommitVerify', fill: 'pendingNotice' },
  // a dream is created by its summary's first save: what is left to fill in is who realises it
  dream: { fix: 'dreamReview', publish: 'dreamReview', progress: 'dreamReview', send: 'dreamConfirm', fill: 'dreamRealiser' },
} as const;

/** Also the case page's preview banner (CaseStore.previewStep): only the raise's kind and state fields are read. */
export function nextStep(c: Pick<MyRaiseCase, 'infoUuid' | 'raiseType' | 'published' | 'caseStatus' | 'sections' | 'required'>): NextStep {
  const p = { infoUuid: c.infoUuid };
  const dream = c.raiseType === RAISE_TYPE.DREAM;
  // an unpublished dream stands where its own two parts stand (DREAM_PARTS)
  if (dream && !c.published) c = { ...c, required: [...DREAM_PARTS] };
  const label = raiseStatusLabel(c);
  const step = (action: string, route: string | null, primary = false): NextStep => ({ state: label, action, route, params: p, primary });
  if (!c.published) {
    const to = DRAFT_ROUTES[dream ? 'dream' : 'case'];
    switch (raiseState(c)) {
      case 'APPROVE_DENIED':
        return step('修改材料', to.fix);
      case 'APPROVE_PENDING':
        return step('去发布', to.publish, true);
      case 'SUBMITTED':
        return step('查看进度', to.progress);
      default:
        // every section saved: nothing left to fill in, the next step is sending it (提交审核)
        return draftReady(c) ? step('提交审核', to.send, true) : step('继续填写', to.fill);
    }
  }
  // raising with sections review still wants (sent back, or never sent: its papers, a dream's payee)
  const wanted = sectionsWanted(c);
  if (wanted.length) return { ...step('补充材料', sectionsWantedRoute(wanted), true), state: '待补充材料' };
  switch (c.caseStatus) {
    case 0:
      return step('筹款管理', 'fundraiserCenter');
    case 1:
    case 2:
    case 3:
      return step('申请提现', 'withdrawConfirm');
    case 101:
    case 102:
      // in withdrawal, or paid with money left: the withdrawal record (its fund-use report, and 结束筹款 once paid)
      return step('查看提现', 'raiseWithdrawDetail');
    case 103:
      return step('公示善款使用', 'fundUseSubmit');
    case 201:
    case 202:
    case 203:
    case 204:
      // the donations are going back (or went back): how far the refunds have come
      return step('查看退款进度', 'refundAuditPass');
    default:
      return step('查看详情', 'contribute');
  }
}

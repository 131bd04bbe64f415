/**
 * The next step of one of the user's cases on /cf/mine-raise, from what the server says of it (its
 * sections' review statuses, published or not, the case status). A draft goes on being filled in; a
 * rejected section is corrected; a case in review waits; a raising case posts progress in its centre;
 * an ended one withdraws; a withdrawn one reports how the money was used.
 */
import type { MyRaiseCase } from '../../contract/raise';
import { INFO_STATUS } from '../../contract/raise-sections';

export interface NextStep {
  /** the status in words */
  state: string;
  /** what to do next (the button) */
  action: string;
  /** the route it opens (null: nothing to do but wait) */
  route: string | null;
  params: Record<string, string>;
}

export function nextStep(c: MyRaiseCase): NextStep {
  const p = { infoUuid: c.infoUuid };
  if (!c.published) {
    const st = Object.values(c.sections ?? {});
    if (st.includes(INFO_STATUS.REJECTED)) return { state: '审核未通过', action: '修改材料', route: 'pendingNotice', params: p };
    if (st.length && st.every((s) => s === INFO_STATUS.PASS)) return { state: '审核已通过', action: '发布筹款', route: 'pendingNotice', params: p };
    if (st.includes(INFO_STATUS.SUBMIT_SUCCESS) && !st.some((s) => s === INFO_STATUS.NO_SAVE || s === INFO_STATUS.SAVED)) {
      return { state: '审核中', action: '查看进度', route: 'pendingNotice', params: p };
    }
    return { state: '草稿', action: '继续填写', route: 'pendingNotice', params: p };
  }
  switch (c.caseStatus) {
    case 0:
      return { state: '筹款中', action: '筹款管理', route: 'fundraiserCenter', params: p };
    case 1:
    case 2:
    case 3:
      return { state: '筹款已结束', action: '申请提现', route: 'withdrawConfirm', params: p };
    case 101:
      return { state: '提现中', action: '查看提现', route: 'raiseWithdrawDetail', params: p };
    case 102:
    case 103:
      return { state: '已提现', action: '公示善款使用', route: 'fundUseSubmit', params: p };
    case 4:
      return { state: '筹款已终止', action: '查看详情', route: 'contribute', params: p };
    default:
      return { state: '退款中', action: '查看详情', route: 'contribute', params: p };
  }
}

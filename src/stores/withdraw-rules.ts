/**
 * What the withdrawal screens show besides the form: the steps of one withdrawal and the rules on the
 * confirm screen, built from the server's settings and quote (pure functions over server data).
 */
import type { DrawInfo, ServiceConfig, WithdrawalRes } from '../contract/money';
import { formatFenFixed, formatFenPlain } from '../lib/money';
import { feeTexts } from '../contract/rules/promises';

export type StepState = 'done' | 'current' | 'failed' | 'todo';
export interface TimelineStep { title: string; desc: string; state: StepState }

/** The steps of one withdrawal: submitted, public notice, review, paid out. */
export function withdrawalTimeline(w: WithdrawalRes, noticeHours: number, now: number): TimelineStep[] {
  const reviewed = w.status === 'APPROVED' || w.status === 'PAID' || w.status === 'FAILED';
  const noticeOver = now >= w.noticeUntil || reviewed || w.status === 'REJECTED' || w.status === 'CANCELLED';
  const review: TimelineStep =
    w.status === 'REJECTED' ? { title: '平台审核', desc: '审核未通过', state: 'failed' }
      : w.status === 'CANCELLED' ? { title: '平台审核', desc: '申请已取消', state: 'failed' }
      : reviewed ? { title: '平台审核', desc: '审核通过', state: 'done' }
        : w.status === 'FIRST_APPROVED' ? { title: '平台审核', desc: '初审通过，等待复审', state: 'current' }
          : { title: '平台审核', desc: '公示结束后审核', state: noticeOver ? 'current' : 'todo' };
  const pay: TimelineStep =
    w.status === 'PAID' ? { title: '打款', desc: '已打款至收款账户', state: 'done' }
      : w.status === 'FAILED' ? { title: '打款', desc: '打款失败', state: 'failed' }
        : { title: '打款', desc: w.payeeType === 'HOSPITAL' ? '审核通过后分批打款至医院账户' : '审核通过后打款至收款人账户', state: w.status === 'APPROVED' ? 'current' : 'todo' };
  return [
    { title: '提交申请', desc: `申请提现${formatFenFixed(w.amount)}元`, state: 'done' },
    { title: `公示${noticeHours}小时`, desc: noticeOver ? '公示期已结束' : '公示期内，捐款人可提出异议', state: noticeOver ? 'done' : 'current' },
    review,
    pay,
  ];
}

/** The rules shown on the confirm screen, built from the server's settings and quote. */
export function withdrawRules(info: DrawInfo | null, config: ServiceConfig | null): string[] {
  if (!info) return [];
  const out = [
    `提现申请提交后将在筹款页公示${info.noticeHours}小时，公示期内捐款人可提出异议，公示期满且审核通过后打款。`,
    `单笔提现达到${formatFenPlain(info.hospitalPayoutFen)}元，或证实人数不足、未填写就诊医院时，善款将打入治疗医院对公账户，并可能分批打款。`,
    `单笔提现达到${formatFenPlain(info.doubleApprovalFen)}元需两位审核人员分别复核。`,
  ];
  if (config) {
    out.push(feeTexts(config.feeRateBp).withdrawRule);
  }
  if (info.weakDisclosure) out.push('当前公开信息不足（证实人数不足或未填写医院），本次提现将打款至医院对公账户。');
  if (info.payeeType === 'HOSPITAL' && info.batches.length > 1) {
    out.push(`本次提现将分${info.batches.length}批打款至医院对公账户，每批到账：${info.batches.map((b) => `${formatFenFixed(b)}元`).join('、')}。`);
  }
  return out;
}

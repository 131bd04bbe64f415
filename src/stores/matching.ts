/**
 * What the case page and the pay page say about a case's matching gift (pure: the store and the tests
 * use it). The server's figures are fen, shown in 元 (divided by 100); a missing figure is 0.
 */
import type { MatchInfo } from '../contract/activity';
import { formatFen } from '../lib/money';
import { MATCH_MSG, matchFor, ratioText } from '../contract/rules/matching';

export type MatchState = 'live' | 'dry' | 'paused';

export interface MatchingView {
  sponsor: string;
  ratio: string;
  /** 元 text: what this case was matched so far */
  caseMoney: string;
  /** 元 text: what is left in the pool */
  poolLeft: string;
  /** 元 text: what this case can still be matched (lastSubsidyCount) */
  caseRoom: string;
  state: MatchState;
  /** the headline line */
  headline: string;
  /** the pay page's line about the gift being typed ('' without an amount) */
  giftLine: string;
  /** fen this gift will be matched (0 when none) */
  giftMatch: number;
}

const n = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The viewer's next gift can still be matched: a live activity with pool, case cap and the viewer's room today left. */
export function canJoin(info: MatchInfo | null | undefined): boolean {
  return !!info && info.active && info.status === 'APPROVE' && !info.poolDry && n(info.currentMoney) > 0
    && info.caseLeft !== 0 && info.donorDayLeft !== 0;
}

export function matchingView(info: MatchInfo | null | undefined, amountFen: number | null | undefined): MatchingView | null {
  if (!info || !info.active) return null;
  const poolLeft = n(info.currentMoney);
  const paused = info.status !== 'APPROVE';
  const dry = !paused && (info.poolDry || poolLeft <= 0);
  const state: MatchState = paused ? 'paused' : dry ? 'dry' : 'live';
  const sponsor = info.sponsorName || '爱心企业';
  const ratio = ratioText(n(info.ratioPct));
  const giftMatch = state === 'live' && amountFen
    ? matchFor(amountFen, {
      ratioPct: n(info.ratioPct), capGift: n(info.capGift), minGift: n(info.drawThreshold), poolLeft,
      donorDayLeft: info.donorDayLeft ?? null, caseLeft: info.caseLeft ?? null,
    })
    : 0;
  let giftLine = '';
  if (amountFen) {
    if (state === 'paused') giftLine = `${MATCH_MSG.paused}，本次捐款暂不配捐`;
    else if (state === 'dry') giftLine = `${MATCH_MSG.poolDry}，本次捐款不再配捐`;
    else if (giftMatch > 0) giftLine = `本次捐款将获${sponsor}配捐${formatFen(giftMatch)}元`;
    else if (amountFen < n(info.drawThreshold)) giftLine = `单笔满${formatFen(info.drawThreshold)}元可获配捐`;
    else giftLine = '本次捐款已达配捐上限，不再配捐';
  }
  const headline = state === 'paused' ? `${sponsor}配捐活动已暂停`
    : state === 'dry' ? `${sponsor}配捐金已用完，感谢您的关注`
    : `${sponsor}按${ratio}为每笔捐款配捐`;
  return { sponsor, ratio, caseMoney: formatFen(n(info.currentCaseMoney)), poolLeft: formatFen(poolLeft), caseRoom: formatFen(n(info.lastSubsidyCount)), state, headline, giftLine, giftMatch };
}

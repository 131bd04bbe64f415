/**
 * Rewards rules, shared by the server (what is decided) and the screens (what is shown). Pure, no I/O.
 *
 * Red packets: a donor who is logged in, gave (a paid gift) at least once to a case of a live activity,
 * and has no gift in it held or rejected by the fraud rules, may receive one platform-funded red packet
 * per activity per China-time day. Its money is reserved from the activity's pool when issued, given
 * to a case of the same activity (booked like a match), or back in the pool once it expires.
 *
 * The luck draw: each paid gift of at least DRAW_MIN_GIFT_FEN to a case of an activity, paid while the
 * activity ran, is one draw; every draw has exactly one result, with the published odds below. Prizes
 * are never cash.
 */

/** A gift below this (fen) earns no draw (tiny gifts are a fraud path, not a way to farm draws). */
export const DRAW_MIN_GIFT_FEN = 1000;

export type LuckPrizeCode = 'pennant' | 'certificate' | 'thanks';
/** The published odds, in parts of 10000 (they sum to LUCK_ODDS_TOTAL). */
export const LUCK_PRIZES: readonly { code: LuckPrizeCode; name: string; weight: number }[] = [
  { code: 'pennant', name: '爱心锦旗（电子）', weight: 2000 },
  { code: 'certificate', name: '爱心证书（电子）', weight: 3000 },
  { code: 'thanks', name: '谢谢参与', weight: 5000 },
];
export const LUCK_ODDS_TOTAL = 10_000;

/** The prize of a uniform roll in [0, LUCK_ODDS_TOTAL): walks the table. */
export function luckPrizeForRoll(roll: number): (typeof LUCK_PRIZES)[number] {
  let acc = 0;
  for (const p of LUCK_PRIZES) {
    acc += p.weight;
    if (roll < acc) return p;
  }
  return LUCK_PRIZES[LUCK_PRIZES.length - 1];
}
export const luckPrize = (code: string) => LUCK_PRIZES.find((p) => p.code === code) ?? LUCK_PRIZES[LUCK_PRIZES.length - 1];
/** "20%" from a weight. */
export const oddsText = (weight: number, total = LUCK_ODDS_TOTAL) => `${Math.round((weight / total) * 10000) / 100}%`;

/** The task (taskDonation): give to this many different cases of the activity. */
export const TASK_TARGET_CASES = 3;

/** The charity pig grows one level per this much net giving (fen). */
export const PIG_LEVEL_FEN = 10_000;
export const pigLevel = (netFen: number) => Math.floor(Math.max(0, netFen) / PIG_LEVEL_FEN) + 1;

/** Why a donor cannot receive a red packet now (Chinese, shown as is). */
export const RED_PACKET_MSG = {
  login: '登录后可领取红包',
  noActivity: '该筹款暂无红包活动',
  notDonor: '为活动中的筹款捐款后可领取红包',
  flagged: '您的捐款正在核实中，暂不能领取红包',
  today: '今日红包已领取，明天再来吧',
  dry: '红包已发完，感谢您的关注',
  off: '红包活动未开启',
  notLive: '活动未在进行中，暂不能使用红包',
  caseOut: '该筹款暂不能接收红包',
  used: '红包已使用或已过期',
} as const;

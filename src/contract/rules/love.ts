/**
 * Love value rules, shared by the server (what is earned) and the screens (what is shown).
 * Pure functions, no I/O.
 */

/**
 * Giving earns by amount band, not one point per fen (amounts in fen):
 * under 1元 nothing (tiny gifts are a fraud path, not a way to farm points), 1元 to under 10元 1,
 * 10元 to under 100元 5, 100元 to under 1000元 20, 1000元 and more 50.
 */
export const GIVE_BANDS: readonly { minFen: number; points: number; label: string }[] = [
  { minFen: 100_000, points: 50, label: '1000元及以上' },
  { minFen: 10_000, points: 20, label: '100–999元' },
  { minFen: 1_000, points: 5, label: '10–99元' },
  { minFen: 100, points: 1, label: '1–9元' },
];
export function pointsForGift(amountFen: number): number {
  for (const b of GIVE_BANDS) if (amountFen >= b.minFen) return b.points;
  return 0;
}

/** A daily sign-in earns 1 on the first day of a streak, one more each following day, at most 7. */
export const SIGN_IN_MAX = 7;
export const pointsForSignIn = (streakDay: number) => Math.min(Math.max(1, streakDay), SIGN_IN_MAX);

/** A verification (friend endorsement) that staff did not find false. */
export const VERIFY_POINTS = 10;
/** A progress post another user followed (once per post and follower, the author earns). */
export const FOLLOWED_POINTS = 2;
/** A lottery draw costs this much love value. */
export const DRAW_COST = 50;

/**
 * The lottery's published odds, in parts of 10000 (they sum to 10000). Prizes are never cash.
 * The draw takes a uniform integer in [0, 10000) and walks the table.
 */
export const PRIZES: readonly { code: 'pennant' | 'certificate' | 'thanks'; name: string; weight: number }[] = [
  { code: 'pennant', name: '爱心锦旗（电子）', weight: 500 },
  { code: 'certificate', name: '爱心证书（电子）', weight: 2500 },
  { code: 'thanks', name: '谢谢参与', weight: 7000 },
];
export const ODDS_TOTAL = 10_000;
export function prizeForRoll(roll: number): (typeof PRIZES)[number] {
  let acc = 0;
  for (const p of PRIZES) {
    acc += p.weight;
    if (roll < acc) return p;
  }
  return PRIZES[PRIZES.length - 1];
}

/** Rights shown by the rights tier: prove (证实), pay-list (捐款名单), user-love (爱心主页). */
export type LoveRight = 'prove' | 'pay-list' | 'user-love';
/** Rights display needs the love score ABOVE this. */
export const RIGHTS_MIN_SCORE = 100;

/**
 * The rights range bands, declared once: the love value from `from` (inclusive) up to the next band's
 * `from` gives the stored `tier`, monotone in the rights it opens. 100 or less 0; 101–299 2 (user-love);
 * 300–999 1 (prove and pay-list); 1000–2999 3 (all three); the senior tiers repeat the same right sets with
 * a senior badge: 3000–4999 5, 5000–9999 4, 10000 and more 6. The server's tier, its "next band" figure
 * and the rights page's table all read this list.
 */
export const RIGHTS_BANDS = [
  { from: 0, tier: 0 },
  { from: RIGHTS_MIN_SCORE + 1, tier: 2 },
  { from: 300, tier: 1 },
  { from: 1000, tier: 3 },
  { from: 3000, tier: 5 },
  { from: 5000, tier: 4 },
  { from: 10000, tier: 6 },
] as const;

/** The stored tier (0..6) from the love value, by RIGHTS_BANDS. */
export function tierForLove(love: number): number {
  let tier: number = RIGHTS_BANDS[0].tier;
  for (const b of RIGHTS_BANDS) if (love >= b.from) tier = b.tier;
  return tier;
}

/** The love value where the next band starts (null in the top band). */
export function nextBandAt(love: number): number | null {
  return RIGHTS_BANDS.find((b) => b.from > love)?.from ?? null;
}

export const isSeniorTier = (tier: number) => tier >= 4 && tier <= 6;

/** Which rights a stored tier opens: 1 or 4 prove and pay-list; 2 or 5 user-love; 3 or 6 all three; else none. */
export function rightsOfTier(tier: number | null | undefined): LoveRight[] {
  switch (tier) {
    case 1: case 4: return ['prove', 'pay-list'];
    case 2: case 5: return ['user-love'];
    case 3: case 6: return ['prove', 'pay-list', 'user-love'];
    default: return [];
  }
}

/**
 * The rights a viewer sees: only a logged-in user who is not the case's owner, whose love score is
 * above 100, on a report that is not the new version; then those of the stored tier.
 */
export function visibleRights(v: { tier: number | null | undefined; loggedIn: boolean; isOwner: boolean; loveScore: number; isNewVersion: boolean }): LoveRight[] {
  if (!v.loggedIn || v.isOwner || v.isNewVersion || !(v.loveScore > RIGHTS_MIN_SCORE)) return [];
  return rightsOfTier(v.tier);
}

export const RIGHT_NAMES: Record<LoveRight, string> = { prove: '证实权益', 'pay-list': '捐款名单权益', 'user-love': '爱心主页权益' };

/** The bands as the rights page lists them: the love range, and what it opens (资深 for a senior tier). */
export function rightsBandRows(): Array<{ band: string; what: string }> {
  return RIGHTS_BANDS.map((b, i) => {
    const next = RIGHTS_BANDS[i + 1];
    const band = i === 0 ? `${next.from - 1}及以下` : next ? `${b.from}–${next.from - 1}` : `${b.from}及以上`;
    const rights = rightsOfTier(b.tier).map((r) => RIGHT_NAMES[r]).join('、') || '暂无权益';
    return { band, what: isSeniorTier(b.tier) ? `资深：${rights}` : rights };
  });
}

/** China-time days (the one China-time module). */
export { chinaDay, dayBefore } from './china-time';

/** The one masking rule for another person's name (rules/names.ts). */
export { maskName } from './names';

/**
 * The donor's love value: home, ledger, daily sign-in with a streak, rights, rank. Every figure is
 * read from the love-value ledger. Earnings tied to other events live in ./love-earn.ts, the
 * lottery in ./love-lottery.ts.
 */
import type { AppDeps } from '../deps';
import type { UserRow } from '../repositories/users';
import { addLove, isRankOptedOut, listLove, loveBalance, loveRank, setRankOptOut, signInRefs } from '../repositories/love';
import { getCase } from '../repositories/cases';
import { isNewDetail } from '../../../src/contract/rules/case-status';
import { makeAnchor, parseAnchor } from '../lib/util';
import { formatFenPlain } from '../../../src/lib/money';
import {
  chinaDay, dayBefore, DRAW_COST, FOLLOWED_POINTS, GIVE_BANDS, isSeniorTier, maskName, pointsForSignIn, RIGHT_NAMES, rightsOfTier,
  SIGN_IN_MAX, nextBandAt, tierForLove, VERIFY_POINTS, visibleRights,
} from '../../../src/contract/rules/love';
import { RIGHT_CODES, type LedgerPage, type LoveHome, type LoveRow, type RankRes, type RightsRes, type SignInInfo, type SignInRes } from '../../../src/contract/love';
import type { LoveLedgerTable } from '../db/schema-love';

const DAY_MS = 86400_000;
/** How far back a streak is counted (a longer streak shows as this many days). */
const STREAK_WINDOW_DAYS = 400;

export const toLoveRow = (r: LoveLedgerTable): LoveRow => ({ id: r.id, delta: Number(r.delta), reason: r.reason, note: r.note, time: Number(r.created_at) });

/** Sign-in refs are "<userId>:<YYYY-MM-DD>": one per user and China-time day, by the ledger's unique key. */
const signInRef = (userId: string, day: string) => `${userId}:${day}`;

/** Days signed (newest first) and the streak ending today, or yesterday when today is not signed yet. */
async function signInState(deps: AppDeps, userId: string, now: number) {
  const rows = await signInRefs(deps.db, userId, now - STREAK_WINDOW_DAYS * DAY_MS);
  const days = new Set(rows.map((r) => r.ref.slice(r.ref.lastIndexOf(':') + 1)));
  const today = chinaDay(now);
  const signedToday = days.has(today);
  let streak = 0;
  for (let d = signedToday ? today : dayBefore(today); days.has(d); d = dayBefore(d)) streak++;
  return { today, signedToday, streak, days: [...days].sort().reverse() };
}

export async function signInInfo(deps: AppDeps, user: UserRow): Promise<SignInInfo> {
  const now = deps.clock();
  const s = await signInState(deps, user.user_id, now);
  const recent = s.days.filter((d) => d > chinaDay(now - 35 * DAY_MS));
  return {
    today: s.today, signedToday: s.signedToday, streak: s.streak, days: recent,
    nextPoints: pointsForSignIn(s.streak + 1), // today's when not signed yet, else tomorrow's
    balance: await loveBalance(deps.db, user.user_id),
  };
}

/**
 * Today's sign-in (China time). The ledger's unique (reason, ref) key with ref "<user>:<day>" lets
 * exactly one of any number of concurrent taps or devices write the row; the others earn nothing.
 */
export async function signIn(deps: AppDeps, user: UserRow): Promise<SignInRes> {
  const now = deps.clock();
  const s = await signInState(deps, user.user_id, now);
  let earned = false;
  let delta = 0;
  if (!s.signedToday) {
    const day = s.streak + 1; // yesterday's streak continues (0 when it broke)
    delta = pointsForSignIn(day);
    earned = await addLove(deps.db, { userId: user.user_id, delta, reason: 'sign_in', ref: signInRef(user.user_id, s.today), note: `连续签到第${day}天` }, now);
    if (!earned) delta = 0;
  }
  const after = earned ? { streak: s.streak + 1 } : await signInState(deps, user.user_id, now);
  return { earned, delta, streak: after.streak, balance: await loveBalance(deps.db, user.user_id) };
}

export async function ledgerPage(deps: AppDeps, user: UserRow, anchorId: string | undefined, size: number): Promise<LedgerPage> {
  const rows = await listLove(deps.db, user.user_id, size + 1, parseAnchor(anchorId) ?? undefined);
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { list: page.map(toLoveRow), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.id) : '' };
}

/** The earning rules as the page explains them (from the same constants the server applies). */
export const RULES: LoveHome['rules'] = [
  ...GIVE_BANDS.map((b) => ({ title: `单笔捐款${b.label}`, points: `+${b.points}` })),
  { title: `单笔捐款不足${formatFenPlain(GIVE_BANDS[GIVE_BANDS.length - 1].minFen)}元`, points: '+0' },
  { title: '每日签到（连续签到逐日递增）', points: `+1 ~ +${SIGN_IN_MAX}` },
  { title: '证实未被认定为不实', points: `+${VERIFY_POINTS}` },
  { title: '发布的进展被关注（每位关注者一次）', points: `+${FOLLOWED_POINTS}` },
  { title: '退款收回对应捐款所得', points: '收回' },
  { title: '爱心抽奖每次', points: `-${DRAW_COST}` },
];

export async function loveHome(deps: AppDeps, user: UserRow): Promise<LoveHome> {
  const now = deps.clock();
  const balance = await loveBalance(deps.db, user.user_id);
  const s = await signInState(deps, user.user_id, now);
  const page = await ledgerPage(deps, user, undefined, 20);
  const tier = tierForLove(balance);
  return {
    balance, tier, senior: isSeniorTier(tier), signedToday: s.signedToday, streak: s.streak,
    rows: page.list, hasMore: page.hasNext, anchorId: page.anchorId, rules: RULES,
  };
}

/** The rights the tier opens, and which show for this viewer (on the case when given). */
export async function loveRights(deps: AppDeps, user: UserRow | null, infoUuid: string | undefined, isNewVersion: boolean): Promise<RightsRes> {
  const loveScore = user ? await loveBalance(deps.db, user.user_id) : 0;
  const tier = tierForLove(loveScore);
  const kase = infoUuid ? await getCase(deps.db, infoUuid) : undefined;
  const isOwner = !!(user && kase && kase.owner_user_id === user.user_id);
  // on a case the version is the case's own (its new detail page shows no rights), not what the client says
  const newVersion = kase ? isNewDetail(Number(kase.page_version), isOwner) : isNewVersion;
  const open = rightsOfTier(tier);
  return {
    loggedIn: !!user, loveScore, tier, senior: isSeniorTier(tier),
    rights: RIGHT_CODES.map((code) => ({ code, name: RIGHT_NAMES[code], open: open.includes(code) })),
    visible: visibleRights({ tier, loggedIn: !!user, isOwner, loveScore, isNewVersion: newVersion }),
    newVersion,
    nextAt: nextBandAt(loveScore),
  };
}

export async function rank(deps: AppDeps, user: UserRow | null, size: number): Promise<RankRes> {
  const rows = await loveRank(deps.db, size);
  const list = rows.map((r, i) => ({ rank: i + 1, name: maskName(r.nickname ?? ''), headImgUrl: r.headImgUrl ?? '', score: Number(r.score), mine: r.userId === user?.user_id }));
  const me = list.find((r) => r.mine);
  return {
    list, myRank: me?.rank ?? null,
    myScore: user ? await loveBalance(deps.db, user.user_id) : 0,
    optedOut: user ? await isRankOptedOut(deps.db, user.user_id) : false,
  };
}

export async function leaveRank(deps: AppDeps, user: UserRow, leave: boolean): Promise<{ optedOut: boolean }> {
  await setRankOptOut(deps.db, user.user_id, leave, deps.clock());
  return { optedOut: leave };
}

/**
 * What the screens read about group help: a case's bonfire activities with extInfo (flags, share texts,
 * ladders, the team shown), a team's detail and task list, a user's teams and help record. Every
 * figure from the rows; flags computed with the shared rules (src/contract/rules/bonfire.ts).
 */
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { poolLeft } from '../../repositories/activity';
import {
  activityGiftsOfUser, bonfireActivitiesOfCase, caseHeadOf, caseTitles, hitsOf, ladderHitsOfOrders, laddersOf, memberOf, membersOf, teamById, teamMaxOf, teamsOfUser,
  type TeamRow,
} from '../../repositories/bonfire';
import {
  currentLadderNum, isBonfireActivity, isGetCaseMaxSubsidy, isGetCurrentBofMaxSubsidy, isLastOneCanFinish, messageStatusType, type Ladder,
} from '../../../../src/contract/rules/bonfire';
import type { BonfireActivity, BonfireTeam, HelpRecord, ListActivityReq } from '../../../../src/contract/bonfire';
import { matchesNow } from './match';
import { nameFor } from '../../../../src/contract/rules/names';

/** A team as the viewer sees it (member names, who gave, the ladders it finished). */
export async function teamView(deps: AppDeps, t: TeamRow, viewerId: string | null, ladders?: Ladder[], title?: string): Promise<BonfireTeam> {
  const ls = ladders ?? (await laddersOf(deps.db, t.activity_id));
  const members = await membersOf(deps.db, t.team_id);
  const hits = await hitsOf(deps.db, t.team_id);
  const leader = members.find((m) => m.user_id === t.leader_user_id);
  const caseTitle = title ?? (await caseTitles(deps.db, [t.info_uuid])).get(t.info_uuid) ?? '';
  const finish = Number(t.ladder_finish_num);
  return {
    teamId: t.team_id, activityId: t.activity_id, infoUuid: t.info_uuid, caseTitle, leaderNickname: nameFor(leader?.nickname, t.leader_user_id, viewerId),
    memberCount: Number(t.member_count), gaveCount: Number(t.gave_count), teamMax: await teamMaxOf(deps.db, t.activity_id),
    ladderFinishNum: finish, currentLadderNum: currentLadderNum(ls, finish), released: Number(t.released),
    members: members.map((m) => ({
      userId: m.user_id === viewerId ? m.user_id : '', nickname: nameFor(m.nickname, m.user_id, viewerId), avatar: m.head_img_url ?? '', isLeader: m.user_id === t.leader_user_id,
      gave: Number(m.gave) === 1, gaveAmount: Number(m.gave_amount), joinedAt: Number(m.joined_at),
    })),
    hits: hits.map((h) => ({ n: Number(h.n), granted: Number(h.granted), createdAt: Number(h.created_at) })),
    isMember: !!viewerId && members.some((m) => m.user_id === viewerId), isLeader: viewerId === t.leader_user_id, createdAt: Number(t.created_at),
  };
}

export async function teamDetail(deps: AppDeps, teamId: string, viewerId: string | null): Promise<BonfireTeam> {
  const t = await teamById(deps.db, teamId);
  if (!t) throw notFound('队伍不存在');
  return teamView(deps, t, viewerId);
}

/** The ladders of the team's activity with the team's progress on each. */
export async function taskList(deps: AppDeps, teamId: string) {
  const t = await teamById(deps.db, teamId);
  if (!t) throw notFound('队伍不存在');
  const ladders = await laddersOf(deps.db, t.activity_id);
  const hits = new Map((await hitsOf(deps.db, teamId)).map((h) => [Number(h.n), Number(h.granted)]));
  const gave = Number(t.gave_count);
  return { list: ladders.map((l) => ({ n: l.n, need: l.need, subsidy: l.subsidy, done: hits.has(l.n), granted: hits.get(l.n) ?? 0, gave: Math.min(gave, l.need) })) };
}

/** The case's bonfire activities (SPEC list-activity) with the team shown: bonfireUuid's, else the viewer's own. */
export async function listActivity(deps: AppDeps, req: ListActivityReq, viewerId: string | null): Promise<{ list: BonfireActivity[] }> {
  const c = await caseHeadOf(deps.db, req.infoId);
  if (!c) throw notFound('筹款不存在');
  const isOwner = !!viewerId && c.owner_user_id === viewerId;
  const now = deps.clock();
  const mine = viewerId ? await memberOf(deps.db, c.info_uuid, viewerId) : undefined;
  const list: BonfireActivity[] = [];
  for (const a of await bonfireActivitiesOfCase(deps.db, c.info_uuid)) {
    const ladders = await laddersOf(deps.db, a.activity_id);
    const shared = req.bonfireUuid ? await teamById(deps.db, req.bonfireUuid) : undefined;
    const t = shared && shared.activity_id === a.activity_id && shared.info_uuid === c.info_uuid ? shared
      : mine?.activity_id === a.activity_id ? await teamById(deps.db, mine.team_id) : undefined;
    const team = t ? await teamView(deps, t, viewerId, ladders, c.title) : null;
    const left = poolLeft(a);
    const capCase = Number(a.cap_case);
    const caseMax = left <= 0 || (capCase > 0 && Number(a.case_matched) >= capCase);
    const finish = team?.ladderFinishNum ?? 0;
    const mst = messageStatusType(caseMax, !!team && ladders.length > 0 && finish >= ladders.length);
    const live = matchesNow(a, now);
    const myTeamId = mine?.activity_id === a.activity_id ? mine.team_id : '';
    list.push({
      activityId: a.activity_id, activityType: 'BONFIRE', status: a.status, title: a.title, isOwner, myTeamId, team,
      extInfo: {
        flagInfo: {
          isBonfireActivity: isBonfireActivity(a.status, isOwner), isGetCaseMaxSubsidy: isGetCaseMaxSubsidy(mst),
          isGetCurrentBofMaxSubsidy: isGetCurrentBofMaxSubsidy(mst, ladders.length, finish),
          isLastOneCanFinish: !!team && isLastOneCanFinish(ladders, finish, team.gaveCount, live),
        },
        shareInfo: { title: `一起为「${c.title}」组队助力`, desc: '每一份爱心都很重要', path: `/cf/group-help-detail/${c.info_uuid}${team ? `?bonfireUuid=${team.teamId}` : ''}` },
        teamInfo: { ladderRuleInfo: ladders, teamNum: ladders.map((l) => l.need), ladderFinishNum: finish, currentLadderNum: currentLadderNum(ladders, finish), messageStatusType: mst },
        typeInfo: {
          activityType: 'BONFIRE', kind: a.kind, status: a.status, title: a.title, sponsorName: a.sponsor_name, minGift: Number(a.min_gift), teamMax: await teamMaxOf(deps.db, a.activity_id),
          startsAt: Number(a.starts_at), endsAt: Number(a.ends_at), poolLeft: left, poolDry: left <= 0, live, caseReceived: Number(a.case_matched),
        },
      },
    });
  }
  return { list };
}

export async function myTeams(deps: AppDeps, userId: string): Promise<{ list: BonfireTeam[] }> {
  const rows = await teamsOfUser(deps.db, userId);
  const titles = await caseTitles(deps.db, rows.map((r) => r.info_uuid));
  return { list: await Promise.all(rows.map((t) => teamView(deps, t, userId, undefined, titles.get(t.info_uuid)))) };
}

/** The user's help record: teams, their gifts in activities (matched or counted for a team), and the ladder subsidies their gifts reached. */
export async function helpRecord(deps: AppDeps, userId: string): Promise<HelpRecord> {
  const { list: teams } = await myTeams(deps, userId);
  const gifts = await activityGiftsOfUser(deps.db, userId);
  const hits = gifts.length ? await ladderHitsOfOrders(deps.db, gifts.map((g) => g.order_id)) : [];
  const titles = await caseTitles(deps.db, [...gifts.map((g) => g.info_uuid), ...hits.map((h) => h.info_uuid)]);
  const giftRows = gifts.map((g) => ({
    orderId: g.order_id, infoUuid: g.info_uuid, caseTitle: titles.get(g.info_uuid) ?? '', amount: Number(g.amount),
    matched: g.match_status === 'MATCHED' ? Number(g.matched ?? 0) : 0, paidAt: Number(g.paid_at ?? 0),
  }));
  const subsidies = hits.map((h) => ({ teamId: h.team_id, infoUuid: h.info_uuid, caseTitle: titles.get(h.info_uuid) ?? '', n: Number(h.n), granted: Number(h.granted), createdAt: Number(h.created_at) }));
  return {
    teams, gifts: giftRows, subsidies,
    totals: {
      given: giftRows.reduce((s, g) => s + g.amount, 0), matched: giftRows.reduce((s, g) => s + g.matched, 0),
      subsidy: subsidies.reduce((s, h) => s + h.granted, 0), giftCount: giftRows.length, teamCount: teams.length,
    },
  };
}

/**
 * Group help ("bonfire", a feature store of the activity subpackage): a case's bonfire (its groupHelp
 * activities with ladders, the team shown and the flags the server computed with the shared rules),
 * making a team, joining one by its link (?bonfireUuid=), and the viewer's help record. Acting needs
 * login (ensureLoggedIn). Figures are fen; the screen shows yuan.
 */
import { visitSource } from '../visit-source';
import { makeAutoObservable, runInAction } from 'mobx';
import { bonfire, type BonfireActivity, type BonfireTeam, type HelpRecord, type TaskRow } from '../../contract/bonfire';
import { giversToNext, laddersTotal } from '../../contract/rules/bonfire';
import { featureGroup } from '../../services';
import { buildH5Url, buildMpUrl } from '../../lib/nav-url';
import { routeByName } from '../../routes';
import { Act } from '../act';
import { ensureLoggedIn } from '../loginGate';
import type { RootStore } from '../RootStore';

export const BONFIRE_TEXT = {
  made: '队伍已创建，邀请好友加入吧',
  joined: '已加入队伍',
  paused: '活动已暂停，暂不能组队',
  ended: '活动已结束',
  dry: '本活动补贴已发完，捐款仍会全部进入筹款',
  unstart: '活动尚未开始',
  invite: '把队伍发给亲友，亲友捐款后计入阶梯',
  rule: '队员捐款（不低于活动最低金额）后计入阶梯人数；仅加入或分享不计入',
} as const;

export type BonfireState = 'live' | 'paused' | 'ended' | 'dry' | 'unstart';

/** What the screen shows for one activity: its state line, what the viewer may do, progress. */
export function bonfireView(a: BonfireActivity, loggedInUserTeam: string) {
  const t = a.extInfo.typeInfo;
  const ladders = a.extInfo.teamInfo.ladderRuleInfo;
  const ended = ['END_WITH_DONE', 'END_WITH_TIME'].includes(a.status);
  const state: BonfireState = ended ? 'ended' : ['PAUSE', 'RISK_CONTROL', 'FREEZE'].includes(a.status) ? 'paused' : !t.live ? 'unstart' : t.poolDry ? 'dry' : 'live';
  const team = a.team;
  const inShownTeam = !!team && team.isMember;
  return {
    state,
    stateText: state === 'live' ? '' : BONFIRE_TEXT[state],
    ladders,
    total: laddersTotal(ladders),
    team,
    /** make a team: live, not the fundraiser, not in a team on this case */
    canMake: t.live && !ended && !a.isOwner && !a.myTeamId && !loggedInUserTeam,
    /** join the shown team: live, someone else's, room left, not in a team on this case */
    canJoin: t.live && !ended && !a.isOwner && !!team && !inShownTeam && !a.myTeamId && (team.teamMax === 0 || team.memberCount < team.teamMax),
    full: !!team && team.teamMax > 0 && team.memberCount >= team.teamMax && !inShownTeam,
    toNext: team ? giversToNext(ladders, team.ladderFinishNum, team.gaveCount) : 0,
    flags: a.extInfo.flagInfo,
  };
}

export class BonfireStore {
  list: BonfireActivity[] | null = null;
  infoUuid = '';
  bonfireUuid = '';
  record: HelpRecord | null = null;
  /** Teams opened on the help record (team-detail: members and who gave), by team id. */
  opened: Record<string, BonfireTeam> = {};
  /** A team's ladder tasks as the server counts them (task-list), by team id. */
  tasks: Record<string, TaskRow[]> = {};
  readonly loadAct: Act;
  readonly actAct: Act;
  readonly recordAct: Act;

  constructor(private readonly root: RootStore) {
    this.loadAct = new Act(root);
    this.actAct = new Act(root);
    this.recordAct = new Act(root);
    makeAutoObservable<this, 'root'>(this, { root: false, loadAct: false, actAct: false, recordAct: false });
  }

  private get api() {
    return featureGroup(this.root.api, 'bonfire', bonfire);
  }

  /** The case's bonfire; `bonfireUuid` is the team of the link the viewer came by ('' none). */
  load(infoUuid: string, bonfireUuid = ''): Promise<boolean> {
    if (infoUuid !== this.infoUuid) this.list = null;
    this.infoUuid = infoUuid;
    this.bonfireUuid = bonfireUuid;
    return this.loadAct.latest('bonfire.list', async (live) => {
      // the visit's channel and sharedv go along for attribution only
      const v = visitSource(this.root.platform);
      const r = await this.api.listActivity({ infoId: infoUuid, channel: v.channel, sharedv: v.shareDv, ...(bonfireUuid ? { bonfireUuid } : {}) });
      if (live()) runInAction(() => (this.list = r.list));
    });
  }

  /** The viewer's own team on this case in any of its activities ('' none). */
  get myTeamId(): string {
    return this.list?.find((a) => a.myTeamId)?.myTeamId ?? '';
  }

  /** Makes a team (login first); the page then shows it. */
  async makeTeam(activityId: string): Promise<boolean> {
    if (!(await ensureLoggedIn(this.root))) return false;
    return this.actAct.run('bonfire.make', async () => {
      const t = await this.api.makeTeam({ infoUuid: this.infoUuid, activityId });
      this.root.ui.showToast(BONFIRE_TEXT.made);
      await this.load(this.infoUuid, t.teamId);
    }, { toast: true });
  }

  /** Joins the team of the link (login first). */
  async joinTeam(teamId: string): Promise<boolean> {
    if (!(await ensureLoggedIn(this.root))) return false;
    return this.actAct.run('bonfire.join', async () => {
      await this.api.joinTeam({ teamId });
      this.root.ui.showToast(BONFIRE_TEXT.joined);
      await this.load(this.infoUuid, teamId);
    }, { toast: true });
  }

  /** The H5 path that brings a friend to this team (no reward for sharing it: only gifts count). */
  teamPath(teamId: string): string {
    return buildH5Url(routeByName('groupHelpDetail'), { infoUuid: this.infoUuid, bonfireUuid: teamId });
  }

  /** The mini-program share card: the case's bonfire (the viewer's team when they are in one); sharing earns nothing. */
  mpShare(): { title: string; path: string; infoUuid: string } {
    const a = this.list?.find((x) => x.team?.isMember) ?? this.list?.[0];
    const teamId = a?.team?.isMember ? a.team.teamId : '';
    return {
      title: a?.extInfo.shareInfo.title ?? '一起组队助力',
      path: buildMpUrl(routeByName('groupHelpDetail'), { infoUuid: this.infoUuid, ...(teamId ? { bonfireUuid: teamId } : {}) }),
      infoUuid: this.infoUuid,
    };
  }

  /** The ladder tasks of a team: for each ladder, how many members gave towards it, done, the subsidy granted. */
  async loadTasks(teamId: string): Promise<void> {
    try {
      const r = await this.api.taskList({ teamId });
      runInAction(() => (this.tasks = { ...this.tasks, [teamId]: r.list }));
    } catch {
      // the ladders then show the team's own counts
    }
  }

  /** Opens (reads) or closes a team's members on the help record. */
  async toggleTeam(teamId: string): Promise<void> {
    if (this.opened[teamId]) {
      const { [teamId]: _closed, ...rest } = this.opened;
      this.opened = rest;
      return;
    }
    await this.actAct.run('bonfire.team', async () => {
      const t = await this.api.teamDetail({ teamId });
      runInAction(() => (this.opened = { ...this.opened, [teamId]: t }));
    }, { toast: true });
  }

  loadRecord(): Promise<boolean> {
    return this.recordAct.latest('bonfire.record', async (live) => {
      const r = await this.api.helpRecord({});
      if (live()) runInAction(() => (this.record = r));
    });
  }
}

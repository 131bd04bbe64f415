/**
 * /cf/group-help-detail/:infoUuid (?bonfireUuid=<team>): the case's group help ("bonfire"): the ladders
 * and what each releases, making a team or joining the linked one, the team's progress (members, who
 * gave, ladders finished, subsidy released) and the activity's state. Thin observer over BonfireStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute, useShareCard } from '../../../components/RoutePage';
import { ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { LinkShare } from '../../../components/LinkShare';
import { useFeature, useStores } from '../../../stores/context';
import { BONFIRE_TEXT, BonfireStore, bonfireView } from '../../../stores/activity/BonfireStore';
import type { BonfireActivity, BonfireTeam } from '../../../contract/bonfire';
import { formatFen } from '../../../lib/money';
import '../bonfire.css';

const useBonfire = () => useFeature('bonfire', (root) => new BonfireStore(root));

const Ladders = observer(function Ladders({ a, team, store }: { a: BonfireActivity; team: BonfireTeam | null; store: BonfireStore }) {
  const ladders = a.extInfo.teamInfo.ladderRuleInfo;
  const teamId = team?.teamId ?? '';
  useEffect(() => {
    if (teamId) void store.loadTasks(teamId);
  }, [store, teamId, team?.gaveCount, team?.ladderFinishNum]);
  // the team's tasks as the server counts them (task-list); until they come, the team's own counts
  const tasks = new Map((store.tasks[teamId] ?? []).map((t) => [t.n, t]));
  const granted = new Map((team?.hits ?? []).map((h) => [h.n, h.granted]));
  for (const t of tasks.values()) if (t.done) granted.set(t.n, t.granted);
  const gave = (n: number, need: number) => tasks.get(n)?.gave ?? Math.min(team?.gaveCount ?? 0, need);
  return (
    <View className='bf-card' data-testid='bonfire-ladders'>
      <Text className='bf-h'>助力阶梯</Text>
      <Text className='bf-sub'>{BONFIRE_TEXT.rule}</Text>
      {ladders.map((l) => (
        <View key={l.n} className={`bf-ladder ${granted.has(l.n) ? 'bf-ladder--done' : ''}`} data-testid='bonfire-ladder'>
          <Text className='bf-ladder__n'>{l.n}</Text>
          <View className='bf-ladder__main'>
            <Text>{`${l.need}位队员捐款`}</Text>
            {team ? <Text className='bf-sub' data-testid='bonfire-task'>{granted.has(l.n) ? `已完成，补贴${formatFen(granted.get(l.n))}元` : `已有${gave(l.n, l.need)}/${l.need}人`}</Text> : null}
          </View>
          <Text className='bf-ladder__money'>{`补贴${formatFen(l.subsidy)}元`}</Text>
        </View>
      ))}
    </View>
  );
});

const TeamCard = observer(function TeamCard({ team, store }: { team: BonfireTeam; store: BonfireStore }) {
  return (
    <View className='bf-card' data-testid='bonfire-team'>
      <Text className='bf-h'>{team.isMember ? '我的队伍' : `${team.leaderNickname || '爱心人士'}的队伍`}</Text>
      <View className='bf-stats'>
        <View className='bf-stat'><Text className='bf-stat__v' data-testid='bonfire-team-members'>{team.memberCount}</Text><Text className='bf-stat__k'>{team.teamMax ? `队员（上限${team.teamMax}）` : '队员'}</Text></View>
        <View className='bf-stat'><Text className='bf-stat__v' data-testid='bonfire-team-gave'>{team.gaveCount}</Text><Text className='bf-stat__k'>已捐款</Text></View>
        <View className='bf-stat'><Text className='bf-stat__v'>{team.ladderFinishNum}</Text><Text className='bf-stat__k'>完成阶梯</Text></View>
        <View className='bf-stat'><Text className='bf-stat__v' data-testid='bonfire-team-released'>{formatFen(team.released)}</Text><Text className='bf-stat__k'>补贴到账(元)</Text></View>
      </View>
      {team.members.map((m, i) => (
        <View key={`${i}-${m.joinedAt}`} className='bf-member' data-testid='bonfire-member'>
          <Text>{`${m.nickname || '爱心人士'}${m.isLeader ? '（队长）' : ''}`}</Text>
          <Text className={`bf-member__tag ${m.gave ? '' : 'bf-member__tag--wait'}`}>{m.gave ? '已捐款' : '未捐款'}</Text>
        </View>
      ))}
      {team.isMember ? (
        <LinkShare
          path={store.teamPath(team.teamId)}
          title={store.mpShare().title}
          desc={BONFIRE_TEXT.invite}
          hint={BONFIRE_TEXT.invite}
          testId='bonfire-team'
        />
      ) : null}
    </View>
  );
});

const ActivityBlock = observer(function ActivityBlock({ a, store }: { a: BonfireActivity; store: BonfireStore }) {
  const { platform } = useStores();
  const v = bonfireView(a, store.myTeamId);
  const t = a.extInfo.typeInfo;
  return (
    <View data-testid='bonfire-activity'>
      <View className='bf-card'>
        <Text className='bf-h' data-testid='bonfire-title'>{a.title}</Text>
        <Text className='bf-sub'>{`${t.sponsorName}出资 · 每队最高补贴${formatFen(v.total)}元 · 本筹款已获补贴${formatFen(t.caseReceived)}元`}</Text>
        {t.minGift > 0 ? <Text className='bf-sub'>{`单笔捐款满${formatFen(t.minGift)}元计入阶梯`}</Text> : null}
        {v.flags.isLastOneCanFinish ? <Text className='bf-sub' data-testid='bonfire-last-one'>再有1位队员捐款即可完成下一阶梯</Text> : v.team && v.toNext > 0 ? <Text className='bf-sub'>{`再有${v.toNext}位队员捐款即可完成下一阶梯`}</Text> : null}
        {v.flags.isGetCurrentBofMaxSubsidy && v.team ? <Text className='bf-sub' data-testid='bonfire-top'>本队已完成全部阶梯，感谢每一位队员</Text> : null}
      </View>
      {v.stateText ? <Text className='bf-state' data-testid='bonfire-state'>{v.stateText}</Text> : null}
      {v.team ? <TeamCard team={v.team} store={store} /> : null}
      {v.canJoin && v.team ? (
        <View className={`bf-btn ${store.actAct.busy ? 'bf-btn--busy' : ''}`} data-testid='bonfire-join' onClick={() => void store.joinTeam(v.team!.teamId)}>加入这支队伍</View>
      ) : null}
      {v.full ? <Text className='bf-state'>队伍已满员，你可以自己组建一支队伍</Text> : null}
      {v.canMake ? (
        <View className={`bf-btn ${v.canJoin ? 'bf-btn--plain' : ''} ${store.actAct.busy ? 'bf-btn--busy' : ''}`} data-testid='bonfire-make-team' onClick={() => void store.makeTeam(a.activityId)}>
          我来组队
        </View>
      ) : null}
      <View className='bf-btn bf-btn--plain' data-testid='bonfire-donate' onClick={() => platform.nav.go('pay', { infoUuid: store.infoUuid })}>去捐款</View>
      {store.actAct.error ? <View className='bf-error' role='alert' data-testid='bonfire-error'>{store.actAct.error}</View> : null}
      <Ladders a={a} team={v.team} store={store} />
    </View>
  );
});

const Content = observer(function Content() {
  const { params, query } = useRoute();
  const store = useBonfire();
  const infoUuid = params.infoUuid ?? '';
  const teamId = query.bonfireUuid ?? '';
  useEffect(() => {
    if (infoUuid) void store.load(infoUuid, teamId);
  }, [store, infoUuid, teamId]);
  useShareCard(() => store.mpShare());
  if (!store.list) return store.loadAct.error ? <ErrorState text={store.loadAct.error} onRetry={() => void store.load(infoUuid, teamId)} /> : <Skeleton rows={5} />;
  if (!store.list.length) return <StateView icon='队' title='暂无组队助力活动' desc='该筹款当前没有组队助力活动' testId='bonfire-none' />;
  return (
    <View className='bf' data-testid='bonfire-page'>
      {store.list.map((a) => <ActivityBlock key={a.activityId} a={a} store={store} />)}
    </View>
  );
});

export default function GroupHelpDetailPage() {
  return (
    <RoutePage route='groupHelpDetail'>
      <Content />
    </RoutePage>
  );
}

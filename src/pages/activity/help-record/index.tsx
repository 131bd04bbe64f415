/**
 * /cf/activity/help-record (login): the reader's help record: the teams they are in, their gifts in
 * activities, and the matches and ladder subsidies those gifts brought to cases. Thin observer over
 * BonfireStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useFeature, useStores } from '../../../stores/context';
import { BonfireStore } from '../../../stores/activity/BonfireStore';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import '../bonfire.css';

const Content = observer(function Content() {
  const { platform } = useStores();
  const store = useFeature('bonfire', (root) => new BonfireStore(root));
  useEffect(() => {
    void store.loadRecord();
  }, [store]);
  const r = store.record;
  if (!r) return store.recordAct.error ? <ErrorState text={store.recordAct.error} onRetry={() => void store.loadRecord()} /> : <Skeleton rows={5} />;
  if (!r.teams.length && !r.gifts.length) return <StateView icon='助' title='暂无帮助记录' desc='参加配捐或组队助力活动后，这里会记录你的帮助' testId='help-record-empty' />;
  const open = (infoUuid: string, teamId?: string) => platform.nav.go('groupHelpDetail', { infoUuid, ...(teamId ? { bonfireUuid: teamId } : {}) });
  return (
    <View className='bf' data-testid='help-record'>
      <View className='bf-card'>
        <View className='bf-stats'>
          <View className='bf-stat'><Text className='bf-stat__v' data-testid='help-record-given'>{formatFen(r.totals.given)}</Text><Text className='bf-stat__k'>{`捐款(元) · ${r.totals.giftCount}笔`}</Text></View>
          <View className='bf-stat'><Text className='bf-stat__v' data-testid='help-record-matched'>{formatFen(r.totals.matched)}</Text><Text className='bf-stat__k'>带来配捐(元)</Text></View>
          <View className='bf-stat'><Text className='bf-stat__v' data-testid='help-record-subsidy'>{formatFen(r.totals.subsidy)}</Text><Text className='bf-stat__k'>带来补贴(元)</Text></View>
        </View>
      </View>
      {r.teams.length ? (
        <View className='bf-card'>
          <Text className='bf-h'>我的队伍</Text>
          {r.teams.map((t) => (
            <View key={t.teamId} data-testid='help-record-team-block'>
              <View className='bf-row' data-testid='help-record-team' role='link' onClick={() => open(t.infoUuid, t.teamId)}>
                <Text>{`${t.caseTitle}${t.isLeader ? '（队长）' : ''} · ${t.memberCount}人，${t.gaveCount}人已捐`}</Text>
                <Text className='bf-row__sub'>{`完成${t.ladderFinishNum}阶 · 补贴${formatFen(t.released)}元`}</Text>
              </View>
              <View className='bf-row__sub bf-row__more' role='button' data-testid='help-record-team-members-open' onClick={() => void store.toggleTeam(t.teamId)}>
                {store.opened[t.teamId] ? '收起队员' : '查看队员'}
              </View>
              {store.opened[t.teamId]?.members.map((m, i) => (
                <View key={`${i}-${m.joinedAt}`} className='bf-member' data-testid='help-record-member'>
                  <Text>{`${m.nickname || '爱心人士'}${m.isLeader ? '（队长）' : ''}`}</Text>
                  <Text className={`bf-member__tag ${m.gave ? '' : 'bf-member__tag--wait'}`}>{m.gave ? '已捐款' : '未捐款'}</Text>
                </View>
              ))}
            </View>
          ))}
        </View>
      ) : null}
      {r.gifts.length ? (
        <View className='bf-card'>
          <Text className='bf-h'>活动中的捐款</Text>
          {r.gifts.map((g) => (
            <View key={g.orderId} className='bf-row' data-testid='help-record-gift'>
              <Text>{`${formatTime(g.paidAt, 'MM-DD HH:mm')} ${g.caseTitle} 捐款${formatFen(g.amount)}元`}</Text>
              <Text className='bf-row__sub'>{g.matched > 0 ? `配捐${formatFen(g.matched)}元` : '已计入队伍'}</Text>
            </View>
          ))}
        </View>
      ) : null}
      {r.subsidies.length ? (
        <View className='bf-card'>
          <Text className='bf-h'>你的捐款带来的阶梯补贴</Text>
          {r.subsidies.map((s) => (
            <View key={`${s.teamId}-${s.n}`} className='bf-row' data-testid='help-record-subsidy-row'>
              <Text>{`${s.caseTitle} · 第${s.n}阶梯`}</Text>
              <Text className='bf-row__sub'>{`补贴${formatFen(s.granted)}元`}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </View>
  );
});

export default function HelpRecordPage() {
  return (
    <RoutePage route='helpRecord'>
      <Content />
    </RoutePage>
  );
}

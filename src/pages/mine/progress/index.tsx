/** /cf/mine-progress: the progress posts (with their review status) and the verifications the user wrote. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { EmptyState, ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import '../../mine-hub/mine.css';

const REVIEW_TEXT = { pending: '审核中', approved: '已公开', rejected: '未通过' } as const;

const MineProgress = observer(function MineProgress() {
  const { mine, platform } = useStores();
  useEffect(() => {
    void mine.loadWritings();
  }, [mine]);
  const w = mine.writings;
  if (!w) return mine.writingsAct.error ? <ErrorState text={mine.writingsAct.error} onRetry={() => void mine.loadWritings()} /> : <Skeleton rows={4} />;
  if (!w.progress.length && !w.verifications.length) {
    return <EmptyState text='您还没有发布过动态或证实' actionText='去看看正在筹款的项目' onAction={() => platform.nav.go('commonList')} />;
  }
  const open = (infoUuid: string) => platform.nav.go('contribute', { infoUuid });
  return (
    <View className='mine' data-testid='mine-progress'>
      {w.progress.length ? <Text className='mine-h'>{`我发布的动态（${w.progress.length}）`}</Text> : null}
      {w.progress.map((p) => (
        <View key={p.id} className='mine-list-item' data-testid='mine-progress-item' onClick={() => open(p.infoUuid)}>
          <View className='mine-list-item__row'>
            <Text className='mine-list-item__title'>{p.caseTitle}</Text>
            <Text className={`mine-list-item__tag ${p.status === 'rejected' ? 'mine-list-item__tag--warn' : ''}`}>{REVIEW_TEXT[p.status]}</Text>
          </View>
          <Text className='mine-list-item__text'>{p.content}</Text>
          <Text className='mine-list-item__sub'>{formatTime(p.createdAt)}</Text>
        </View>
      ))}
      {w.verifications.length ? <Text className='mine-h'>{`我写的证实（${w.verifications.length}）`}</Text> : null}
      {w.verifications.map((v) => (
        <View key={v.id} className='mine-list-item' data-testid='mine-verify-item' onClick={() => open(v.infoUuid)}>
          <View className='mine-list-item__row'>
            <Text className='mine-list-item__title'>{v.caseTitle}</Text>
            {v.isFalse ? <Text className='mine-list-item__tag mine-list-item__tag--warn'>经核实不属实</Text> : <Text className='mine-list-item__tag'>{v.relationship}</Text>}
          </View>
          <Text className='mine-list-item__text'>{v.content}</Text>
          <Text className='mine-list-item__sub'>{formatTime(v.createdAt)}</Text>
        </View>
      ))}
    </View>
  );
});

export default function MineProgressPage() {
  return (
    <RoutePage route='mineProgress'>
      <MineProgress />
    </RoutePage>
  );
}

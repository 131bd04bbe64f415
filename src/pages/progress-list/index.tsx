/** /cf/contribute/progress/:infoUuid: all progress posts of a case (offset paging, 10 a page). */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { PullToRefresh } from '../../components/PullToRefresh';
import { BottomLoader } from '../../components/BottomLoader';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { ProgressPost } from '../../components/case/ProgressPost';
import { ProgressFollow } from '../../components/trust/ProgressFollow';
import '../../components/case/case.css';

export const ProgressListView = observer(function ProgressListView({ infoUuid }: { infoUuid: string }) {
  const { progress } = useStores();
  useEffect(() => {
    if (infoUuid) void progress.load(infoUuid);
  }, [progress, infoUuid]);

  if (progress.infoUuid !== infoUuid || !progress.loaded) {
    return progress.loadAct.error ? <ErrorState text={progress.loadAct.error} onRetry={() => void progress.load(infoUuid)} /> : <Skeleton rows={5} />;
  }
  if (progress.items.length === 0) return <EmptyState text='筹款人还没有发布动态' />;
  return (
    <PullToRefresh onRefresh={() => progress.load(infoUuid)}>
      <View className='cf-section' data-testid='progress-list'>
        {progress.items.map((p) => (
          <ProgressPost key={p.id} item={p} />
        ))}
      </View>
      <BottomLoader loading={progress.loadAct.busy} hasMore={progress.hasNext} onLoadMore={() => progress.loadMore()} />
    </PullToRefresh>
  );
});

function Content() {
  const { params } = useRoute();
  return (
    <>
      <ProgressFollow infoUuid={params.infoUuid ?? ''} />
      <ProgressListView infoUuid={params.infoUuid ?? ''} />
    </>
  );
}

export default function ProgressListPage() {
  return (
    <RoutePage route='progressList'>
      <Content />
    </RoutePage>
  );
}

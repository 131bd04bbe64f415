/** The rows of one queue (any queue of STAFF_QUEUES); a row opens its item. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { queueDef } from '../../../stores/staff/queues';
import { formatTime } from '../../../lib/time';
import { EmptyState, ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';

/** queueKey: the queue's STAFF_QUEUES key ('0', '1', 'revisions' ...). */
export const StaffQueueView = observer(function StaffQueueView({ queueKey }: { queueKey: string }) {
  const { staff, platform } = useStores();
  const def = queueDef(queueKey);
  const pager = staff.queue(queueKey);
  useEffect(() => {
    if (def) void pager.refresh();
  }, [pager, def]);

  if (!def) return <StateView title='没有这个审核队列' testId='staff-queue-unknown' />;
  if (!pager.loaded) return pager.error ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : <Skeleton rows={5} />;
  return (
    <View data-testid='staff-queue' data-audit-type={queueKey}>
      <Text className='staff__h'>{def.title}</Text>
      {pager.items.length === 0 ? <EmptyState text='队列已清空，暂无待审核内容' /> : null}
      {pager.items.map((row) => (
        <View
          key={row.id}
          className='staff__card staff__card--click'
          data-testid='staff-queue-item'
          data-id={row.id}
          onClick={() => platform.nav.go(row.open.route, row.open.params)}
        >
          <View className='staff__row'>
            <Text className='staff__title'>
              {row.title}
              {row.findings > 0 ? <Text className='staff__badge'>{`${row.findings}项异常`}</Text> : null}
            </Text>
          </View>
          <Text className='staff__sub'>{row.subtitle}</Text>
          <Text className='staff__sub'>{`提交于 ${formatTime(row.submittedAt)}`}</Text>
        </View>
      ))}
      {pager.hasNext ? (
        <View className='staff__more' data-testid='staff-load-more' onClick={() => void pager.loadMore()}>
          {pager.busy ? '加载中…' : '加载更多'}
        </View>
      ) : null}
      {pager.error ? <Text className='staff__error'>{pager.error}</Text> : null}
    </View>
  );
});

/** The console's home: one card per queue with its count; tapping opens the queue. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { STAFF_QUEUES } from '../../../stores/staff/queues';
import { WorkQueueCards } from '../work/WorkQueueCards';

export const StaffHomeView = observer(function StaffHomeView() {
  const { staff, platform } = useStores();
  useEffect(() => {
    void staff.loadCounts();
  }, [staff]);
  return (
    <View data-testid='staff-home'>
      <Text className='staff__h'>待审核</Text>
      {STAFF_QUEUES.map((q) => {
        const c = staff.counts.get(q.key);
        const count = c === undefined ? '…' : c === 'error' ? '加载失败' : `${c.count}${c.more ? '+' : ''}`;
        return (
          <View
            key={q.key}
            className='staff__card staff__card--click staff__row'
            data-testid='staff-queue-card'
            data-audit-type={q.key}
            onClick={() => platform.nav.go('staffQueue', { auditType: q.key })}
          >
            <View>
              <Text className='staff__title'>{q.title}</Text>
              <Text className='staff__sub'>{q.desc}</Text>
            </View>
            <Text className='staff__count' data-testid='staff-queue-count'>{count}</Text>
          </View>
        );
      })}
      <WorkQueueCards />
    </View>
  );
});

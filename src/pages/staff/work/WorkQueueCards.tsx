/** The console home's cards of the trust and money work queues (WORK_QUEUES) with their counts. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../../stores/context';
import { WORK_QUEUES } from '../../../stores/staff/work-queues';

const GROUP_TITLE = { trust: '信任与风控', money: '资金' } as const;

export const WorkQueueCards = observer(function WorkQueueCards() {
  const { staffWork, platform } = useStores();
  useEffect(() => {
    void staffWork.loadCounts();
  }, [staffWork]);
  return (
    <View data-testid='staff-work-home'>
      {(['trust', 'money'] as const).map((group) => (
        <View key={group}>
          <Text className='staff__h'>{GROUP_TITLE[group]}</Text>
          {WORK_QUEUES.filter((q) => q.group === group).map((q) => {
            const c = staffWork.counts.get(q.key);
            return (
              <View
                key={q.key}
                className='staff__card staff__card--click staff__row'
                data-testid='staff-work-card'
                data-queue={q.key}
                onClick={() => platform.nav.go('staffWork', { queue: q.key })}
              >
                <View>
                  <Text className='staff__title'>{q.title}</Text>
                  <Text className='staff__sub'>{q.desc}</Text>
                </View>
                <Text className='staff__count'>{q.toolsOnly ? '' : c === undefined ? '…' : c === 'error' ? '加载失败' : String(c)}</Text>
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
});

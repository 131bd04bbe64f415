/** The hub's notice of this month's monthly gifts not given yet: a tap opens the pay page with the amount filled in. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFen } from '../../lib/money';

export const MonthlyGivingNotice = observer(function MonthlyGivingNotice() {
  const { mine } = useStores();
  const monthly = mine.monthly;
  useEffect(() => {
    void monthly.load();
  }, [monthly]);
  if (!monthly.due.length) return null;
  return (
    <View className='mine-notice' data-testid='monthly-due'>
      <Text style={{ display: 'block' }}>{`${monthly.month} 月捐提醒：本月还没有捐出`}</Text>
      {monthly.due.map((g) => (
        <View key={g.id} className='mine-list-item__row' style={{ marginTop: '12px' }}>
          <Text className='mine-list-item__title'>{`${g.caseTitle} · ${formatFen(g.amount)}元`}</Text>
          <View className='mine-list-item__action' style={{ marginTop: 0 }} role='button' data-testid='monthly-pay' onClick={() => monthly.pay(g)}>
            去捐款
          </View>
        </View>
      ))}
    </View>
  );
});

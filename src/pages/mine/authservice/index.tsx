/** /authservice: what the user authorised (WeChat profile, phone, subscribe messages), each withdrawable. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import { GRANT_TEXT } from '../../../stores/MineStore';
import '../../mine-hub/mine.css';

const Grants = observer(function Grants() {
  const { mine } = useStores();
  useEffect(() => {
    void mine.loadGrants();
  }, [mine]);
  if (!mine.grants.length) {
    return mine.grantsAct.error ? <ErrorState text={mine.grantsAct.error} onRetry={() => void mine.loadGrants()} /> : <Skeleton rows={3} />;
  }
  return (
    <View className='mine' data-testid='mine-authservice'>
      <Text className='mine-h'>您授权爱心筹使用的信息，可以随时撤回</Text>
      {mine.grants.map((g) => (
        <View key={g.kind} className='mine-list-item' data-testid={`grant-${g.kind}`} data-granted={g.granted ? '1' : '0'}>
          <View className='mine-list-item__row'>
            <Text className='mine-list-item__title'>{GRANT_TEXT[g.kind].title}</Text>
            <Text className={`mine-list-item__tag ${g.granted ? '' : 'mine-list-item__tag--warn'}`}>{g.granted ? '已授权' : '未授权'}</Text>
          </View>
          <Text className='mine-list-item__sub'>{GRANT_TEXT[g.kind].desc}</Text>
          {g.detail ? <Text className='mine-list-item__sub'>{g.detail}</Text> : null}
          {g.note ? <Text className='mine-list-item__sub'>{g.note}</Text> : null}
          {g.withdrawable ? (
            <View className='mine-list-item__action' role='button' data-testid={`grant-withdraw-${g.kind}`} onClick={() => void mine.withdraw(g.kind)}>
              {mine.withdrawing === g.kind ? '撤回中…' : '撤回授权'}
            </View>
          ) : null}
        </View>
      ))}
    </View>
  );
});

export default function AuthServicePage() {
  return (
    <RoutePage route='authService'>
      <Grants />
    </RoutePage>
  );
}

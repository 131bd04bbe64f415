/** /cf/mine-raise: the user's cases in every state, drafts included, each with its next step. */
import { useEffect, useState } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { EmptyState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import { nextStep } from '../../../stores/mine/nextStep';
import { RAISE_TYPE_LABEL } from '../../../stores/raise/sections';
import { RAISE_TYPE } from '../../../contract/raise-sections';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import '../../mine-hub/mine.css';

const MineRaise = observer(function MineRaise() {
  const { raise, platform } = useStores();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    void raise.mine.load().then(() => setLoaded(true));
  }, [raise]);
  const { list } = raise.mine;
  if (!loaded) return <Skeleton rows={4} />;
  if (list.length === 0) {
    return <EmptyState text='您还没有发起过筹款' actionText='发起筹款' onAction={() => platform.nav.go('launch')} />;
  }
  return (
    <View className='mine' data-testid='mine-raise'>
      {list.map((c) => {
        const step = nextStep(c);
        return (
          <View key={c.infoUuid} className='mine-list-item' data-testid='mine-raise-item' data-state={step.state} data-kind={c.raiseType === RAISE_TYPE.DREAM ? 'dream' : 'case'}>
            <View className='mine-list-item__row'>
              <Text className='mine-list-item__title'>{c.title || '未填写标题'}</Text>
              <Text className='mine-list-item__tag' data-testid='mine-raise-state'>{step.state}</Text>
            </View>
            <Text className='mine-list-item__sub'>
              {`${RAISE_TYPE_LABEL[c.raiseType]} · 目标${formatFen(c.targetAmount)}元 · ${formatTime(c.updatedAt || c.createdAt, 'YYYY-MM-DD')}`}
            </Text>
            {/* published: what it raised, the case page's 已筹金额 */}
            {c.published ? <Text className='mine-list-item__sub' data-testid='mine-raise-raised'>{`已筹${formatFen(c.raisedAmount)}元`}</Text> : null}
            {step.route ? (
              <View
                className={`mine-list-item__action${step.primary ? ' mine-list-item__action--primary' : ''}`}
                role='button'
                data-testid='mine-raise-next'
                data-primary={step.primary ? 'true' : undefined}
                onClick={() => platform.nav.go(step.route as string, step.params)}>
                {step.action}
              </View>
            ) : null}
          </View>
        );
      })}
    </View>
  );
});

export default function MineRaisePage() {
  return (
    <RoutePage route='mineRaise'>
      <MineRaise />
    </RoutePage>
  );
}

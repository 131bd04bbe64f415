/**
 * The case page's goods section for a goods raise (raise type 1): what the case needs, how much of
 * it was bought, and the way to the goods page. Renders nothing for other raise types or while the
 * goods have not loaded (a failure is only logged: the case page stays as it is).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFenPlain } from '../../lib/money';
import './shop.css';

export const GoodsNeeds = observer(function GoodsNeeds({ infoUuid, raiseType }: { infoUuid: string; raiseType: number }) {
  const { shop, platform } = useStores();
  useEffect(() => {
    if (raiseType === 1 && infoUuid) void shop.load(infoUuid);
  }, [shop, infoUuid, raiseType]);
  const d = shop.infoUuid === infoUuid ? shop.detail : null;
  if (raiseType !== 1 || !d || d.gear.length === 0) return null;
  const pct = d.needFen > 0 ? Math.min(100, Math.round((d.boughtFen / d.needFen) * 100)) : 0;
  return (
    <View className='cf-section cf-shop__card' data-testid='case-goods'>
      <Text className='cf-shop__h'>所需物资</Text>
      {d.gear.map((g) => (
        <View key={g.gearId} className='cf-shop__row' data-testid='case-goods-item'>
          <Text>{g.title}</Text>
          <Text className='cf-shop__sub'>{`已认购 ${g.boughtCount}/${g.needCount}`}</Text>
        </View>
      ))}
      <View className='cf-shop__sum'>
        <Text>{`已认购 ${formatFenPlain(d.boughtFen)} 元`}</Text>
        <Text>{`共需 ${formatFenPlain(d.needFen)} 元`}</Text>
      </View>
      <View className='cf-shop__bar'><View className='cf-shop__bar-in' style={{ width: `${pct}%` }} /></View>
      <View className='cf-shop__btn' data-testid='case-goods-buy' role='link' onClick={() => platform.nav.go('goodsDetail', { infoUuid })}>
        {d.canBuy ? '认购物资' : '查看物资'}
      </View>
    </View>
  );
});

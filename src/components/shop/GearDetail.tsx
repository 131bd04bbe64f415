/**
 * One gear item's detail on the goods page, as gear get answered: its picture, what it is, its price,
 * how many the case needs, were bought and are left; choosing it for the order when it can be bought.
 */
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import type { GearStore } from '../../stores/shop/GearStore';
import { useStores } from '../../stores/context';
import { formatFenPlain } from '../../lib/money';
import './gear.css';

export const GearDetail = observer(function GearDetail({ store }: { store: GearStore }) {
  const { shop } = useStores();
  const g = store.opened;
  if (!g) return store.openAct.error ? <View className='cf-shop__error' role='alert' data-testid='gear-detail-error'>{store.openAct.error}</View> : null;
  const canBuy = g.onSale && g.stock > 0 && !!shop.detail?.canBuy;
  return (
    <View className='cf-shop__card cf-gear' data-testid='gear-detail'>
      <View className='cf-gear__head'>
        <Text className='cf-shop__h' data-testid='gear-detail-title'>{g.title}</Text>
        <View className='cf-gear__close' role='button' data-testid='gear-detail-close' onClick={() => store.close()}>收起</View>
      </View>
      {g.imageUrl ? <Image className='cf-gear__img' src={g.imageUrl} mode='widthFix' imgProps={{ alt: `${g.title}图片` }} /> : null}
      <Text className='cf-gear__desc' data-testid='gear-detail-desc'>{g.description || '暂无介绍'}</Text>
      <View className='cf-shop__row'>
        <Text>单价</Text>
        <Text className='cf-shop__price'>{`¥${formatFenPlain(g.price)}`}</Text>
      </View>
      <View className='cf-shop__row'>
        <Text>认购情况</Text>
        <Text data-testid='gear-detail-counts'>{`需要${g.needCount} · 已认购${g.boughtCount} · 剩余${g.stock}`}</Text>
      </View>
      {!g.onSale ? <Text className='cf-shop__tag'>已下架</Text> : g.stock < 1 ? <Text className='cf-shop__tag'>已认购完</Text> : null}
      {canBuy ? (
        <View className='cf-shop__btn' data-testid='gear-detail-choose' onClick={() => { shop.chooseGear(g.gearId); store.close(); }}>认购此物资</View>
      ) : null}
    </View>
  );
});

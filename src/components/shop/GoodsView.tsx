/**
 * The goods page of a goods raise (/cf/goods/:infoUuid): the gear the case needs (price, needed, left,
 * bought), where the goods go (the case's beneficiary: no address is asked for), choosing one and a
 * quantity, the order and its payment through the cashier, and the latest purchases for the case. The
 * logic is ShopStore's.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../stores/context';
import { GearStore } from '../../stores/shop/GearStore';
import { GearDetail } from './GearDetail';
import { formatFenPlain } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import './shop.css';

export const GoodsView = observer(function GoodsView({ infoUuid }: { infoUuid: string }) {
  const { shop, auth } = useStores();
  const gearStore = useFeature('shop-gear', (root) => new GearStore(root));
  useEffect(() => {
    void shop.load(infoUuid);
    void gearStore.loadList(infoUuid);
  }, [shop, gearStore, infoUuid]);
  const d = shop.infoUuid === infoUuid ? shop.detail : null;
  if (!d) return shop.loadAct.error ? <ErrorState text={shop.loadAct.error} onRetry={() => void shop.load(infoUuid)} /> : <Skeleton rows={6} />;
  const chosen = shop.gear;
  // the gear list's counts when read (gear get-list), else the detail's own
  const items = (gearStore.infoUuid === infoUuid ? gearStore.list : null) ?? d.gear;
  return (
    <View className='cf-shop' data-testid='goods-page'>
      <View className='cf-shop__card'>
        <Text className='cf-shop__title' data-testid='goods-case-title'>{d.title}</Text>
        <Text className='cf-shop__sub'>认购的物资由平台采购后直接寄给受助方，无需填写收货地址；款项计入本次筹款并在善款公示中列为“物资”。</Text>
        {d.shipTo ? <Text className='cf-shop__sub' data-testid='goods-ship-to'>{`收货方：${d.shipTo}`}</Text> : null}
        <View className='cf-shop__sum'>
          <Text>已认购 <Text className='cf-shop__sum-v' data-testid='goods-bought-fen'>{formatFenPlain(d.boughtFen)}</Text> 元</Text>
          <Text>{`共需 ${formatFenPlain(d.needFen)} 元`}</Text>
        </View>
      </View>

      <View className='cf-shop__card'>
        <Text className='cf-shop__h'>所需物资</Text>
        {items.length === 0 ? <Text className='cf-shop__empty'>暂无物资</Text> : null}
        {items.map((g) => {
          const off = !g.onSale || g.stock < 1;
          return (
            <View
              key={g.gearId} data-testid='gear-item' data-gear-id={g.gearId} role='radio' aria-checked={g.gearId === shop.gearId ? 'true' : 'false'}
              className={`cf-shop__gear${g.gearId === shop.gearId ? ' cf-shop__gear--on' : ''}${off ? ' cf-shop__gear--off' : ''}`}
              onClick={() => shop.chooseGear(g.gearId)}
            >
              {g.imageUrl ? <Image className='cf-shop__img' src={g.imageUrl} mode='aspectFill' imgProps={{ alt: '' }} /> : <View className='cf-shop__img' />}
              <View className='cf-shop__gear-main'>
                <View className='cf-shop__gear-row'>
                  <Text className='cf-shop__gear-title'>{g.title}</Text>
                  <View
                    className='cf-gear__more' role='button' data-testid='gear-detail-open'
                    onClick={(e) => { e.stopPropagation(); void gearStore.open(g.gearId); }}
                  >详情</View>
                </View>
                <Text className='cf-shop__gear-desc'>{g.description}</Text>
                <View className='cf-shop__gear-row'>
                  <Text className='cf-shop__price'>{`¥${formatFenPlain(g.price)}`}</Text>
                  <Text data-testid='gear-counts'>{`需要${g.needCount} · 已认购${g.boughtCount} · 剩余${g.stock}`}</Text>
                </View>
                {off ? <Text className='cf-shop__tag'>{g.onSale ? '已认购完' : '已下架'}</Text> : null}
              </View>
            </View>
          );
        })}
      </View>
      <GearDetail store={gearStore} />

      {d.canBuy && chosen ? (
        <>
          <View className='cf-shop__card'>
            <View className='cf-shop__row'>
              <Text>认购数量</Text>
              <View className='cf-shop__qty'>
                <View className='cf-shop__qty-btn' data-testid='goods-minus' onClick={() => shop.setQuantity(shop.quantity - 1)}>-</View>
                <Text className='cf-shop__qty-n' data-testid='goods-quantity'>{shop.quantity}</Text>
                <View className='cf-shop__qty-btn' data-testid='goods-plus' onClick={() => shop.setQuantity(shop.quantity + 1)}>+</View>
              </View>
            </View>
            <View className='cf-shop__row'>
              <Text>合计</Text>
              <Text className='cf-shop__price' data-testid='goods-total'>{`¥${formatFenPlain(shop.totalFen)}`}</Text>
            </View>
          </View>
          {shop.buyAct.error ? <View className='cf-shop__error' role='alert' data-testid='goods-error'>{shop.buyAct.error}</View> : null}
          <View className={`cf-shop__btn${shop.buyAct.busy ? ' cf-shop__btn--busy' : ''}`} data-testid='goods-submit' onClick={() => void shop.buy()}>
            {auth.loggedIn ? `支付 ¥${formatFenPlain(shop.totalFen)} 认购` : '登录后认购'}
          </View>
        </>
      ) : null}

      <View className='cf-shop__card'>
        <Text className='cf-shop__h'>认购记录</Text>
        {d.bought.length === 0 ? <Text className='cf-shop__empty'>还没有人认购，快来献一份爱心</Text> : null}
        {d.bought.map((b, i) => (
          <View key={`${b.time}-${i}`} className='cf-shop__row' data-testid='goods-bought-item'>
            <Text>{`${b.nickname} 认购了 ${b.gearTitle} ×${b.quantity}`}</Text>
            <Text className='cf-shop__sub'>{formatTime(b.time, 'MM-DD HH:mm')}</Text>
          </View>
        ))}
      </View>
    </View>
  );
});

/**
 * /cf/mine-order: the user's goods orders with their status; a shipped one shows its carrier and
 * tracking number and the button to confirm it arrived. The logic is GoodsOrderStore's.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFenPlain } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { GOODS_STATUS_TEXT } from '../../contract/shop';
import { ErrorState, StateView } from '../StateView';
import { Skeleton } from '../Skeleton';
import { aria } from '../case/a11y';
import './shop.css';

export const MineOrderView = observer(function MineOrderView() {
  const { goodsOrders: s, platform } = useStores();
  useEffect(() => {
    void s.load();
  }, [s]);
  if (!s.loaded) return s.loadAct.error ? <ErrorState text={s.loadAct.error} onRetry={() => void s.load()} /> : <Skeleton rows={5} />;
  if (s.list.length === 0) {
    return <StateView icon='单' title='暂无订单' desc='为物资筹款认购的物资订单会显示在这里' testId='goods-orders-empty' actionText='去看看' onAction={() => platform.nav.go('commonList')} />;
  }
  return (
    <View className='cf-shop' data-testid='goods-orders'>
      {s.list.map((o) => (
        <View key={o.orderId} className='cf-shop__card' data-testid='goods-order-item' data-order-id={o.orderId} data-status={o.status}>
          <View className='cf-shop__row'>
            <Text className='cf-shop__sub' {...aria({ role: 'link' })} data-testid='goods-order-case' onClick={() => platform.nav.go('goodsDetail', { infoUuid: o.infoUuid })}>{o.caseTitle}</Text>
            <Text className={`cf-shop__status${['RECEIVED', 'REFUNDED', 'CLOSED'].includes(o.status) ? ' cf-shop__status--done' : ''}`} data-testid='goods-order-status'>
              {GOODS_STATUS_TEXT[o.status]}
            </Text>
          </View>
          <View className='cf-shop__gear'>
            {o.imageUrl ? <Image className='cf-shop__img' src={o.imageUrl} mode='aspectFill' imgProps={{ alt: '' }} /> : <View className='cf-shop__img' />}
            <View className='cf-shop__gear-main'>
              <Text className='cf-shop__gear-title'>{o.gearTitle}</Text>
              <View className='cf-shop__gear-row'>
                <Text>{`¥${formatFenPlain(o.unitPrice)} ×${o.quantity}`}</Text>
                <Text className='cf-shop__price'>{`¥${formatFenPlain(o.amount)}`}</Text>
              </View>
            </View>
          </View>
          <Text className='cf-shop__sub' data-testid='goods-order-ship-to'>{`收货方：${[o.receiverName, o.receiverPhone].filter(Boolean).join(' ')}`}</Text>
          {o.address && o.address !== o.receiverName ? <Text className='cf-shop__sub'>{`地址：${o.address}`}</Text> : null}
          <Text className='cf-shop__sub'>{`下单时间：${formatTime(o.createdAt, 'YYYY-MM-DD HH:mm')}`}</Text>
          {o.trackingNo ? (
            <View className='cf-shop__track' data-testid='goods-order-tracking'>
              <Text>{`${o.carrier} 运单号 `}</Text>
              <Text data-testid='goods-order-tracking-no'>{o.trackingNo}</Text>
              {o.shippedAt ? <Text className='cf-shop__sub'>{`发货时间：${formatTime(o.shippedAt, 'YYYY-MM-DD HH:mm')}`}</Text> : null}
            </View>
          ) : null}
          {o.status === 'SHIPPED' ? (
            <View className={`cf-shop__btn cf-shop__btn--ghost${s.receiveAct.busy ? ' cf-shop__btn--busy' : ''}`} data-testid='goods-order-receive' onClick={() => void s.confirmReceive(o.orderId)}>
              确认收货
            </View>
          ) : null}
        </View>
      ))}
      {s.hasNext ? <View className='cf-shop__btn cf-shop__btn--ghost' data-testid='goods-orders-more' onClick={() => void s.more()}>加载更多</View> : null}
    </View>
  );
});

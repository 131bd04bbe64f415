/**
 * /staff/shop: the goods shop in the staff console — goods orders by status (ship with carrier and
 * tracking number, mark received, refund with a reason) and the gear of the goods raises (price,
 * needed, stock, on sale). Every action is audited by the server; the logic is StaffShopStore's.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { formatFenPlain } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { GOODS_STATUS_TEXT, type GoodsStatus } from '../../../contract/shop';
import { StaffFrame } from '../StaffFrame';

const FILTERS: (GoodsStatus | '')[] = ['PAID', 'SHIPPED', 'RECEIVED', 'REFUNDED', 'PENDING', 'CLOSED', ''];

const OrdersTab = observer(function OrdersTab() {
  const { staffShop: s } = useStores();
  return (
    <View>
      <View className='staff__filters'>
        {FILTERS.map((f) => (
          <View key={f || 'all'} className={`staff__chip ${s.status === f ? 'staff__chip--on' : ''}`} data-testid={`staff-shop-filter-${f || 'all'}`} onClick={() => void s.setStatus(f)}>
            {f ? GOODS_STATUS_TEXT[f] : '全部'}
          </View>
        ))}
      </View>
      {s.actAct.error ? <View className='staff__error' role='alert' data-testid='staff-shop-error' style={{ padding: '0 24px' }}>{s.actAct.error}</View> : null}
      {s.orders.length === 0 && !s.loadAct.busy ? <View className='staff__card'><Text className='staff__sub'>暂无订单</Text></View> : null}
      {s.orders.map((o) => {
        const f = s.ship[o.orderId] ?? { carrier: '', trackingNo: '', reason: '' };
        return (
          <View key={o.orderId} className='staff__card' data-testid='staff-shop-order' data-order-id={o.orderId} data-status={o.status}>
            <View className='staff__row'>
              <Text className='staff__title'>{`${o.gearTitle} ×${o.quantity}  ${formatFenPlain(o.amount)} 元`}</Text>
              <Text className='staff__tag' data-testid='staff-shop-status'>{GOODS_STATUS_TEXT[o.status]}</Text>
            </View>
            <Text className='staff__sub'>{`${o.caseTitle} · 订单号 ${o.orderId} · 认购人 ${o.buyer}`}</Text>
            <Text className='staff__sub'>{`收货：${o.receiverName} ${o.receiverPhone} ${o.address}`}</Text>
            <Text className='staff__sub'>{`下单 ${formatTime(o.createdAt, 'YYYY-MM-DD HH:mm')}${o.paidAt ? ` · 支付 ${formatTime(o.paidAt, 'YYYY-MM-DD HH:mm')}` : ''}`}</Text>
            {o.trackingNo ? <Text className='staff__sub'>{`${o.carrier} ${o.trackingNo}`}</Text> : null}
            {o.status === 'PAID' ? (
              <View className='staff__actions'>
                <input className='staff__input' style={{ marginTop: 0 }} data-testid='staff-shop-carrier' placeholder='快递公司' value={f.carrier} onChange={(e) => s.shipField(o.orderId, 'carrier', e.target.value)} />
                <input className='staff__input' style={{ marginTop: 0 }} data-testid='staff-shop-tracking' placeholder='快递单号' value={f.trackingNo} onChange={(e) => s.shipField(o.orderId, 'trackingNo', e.target.value)} />
                <View className={`staff__btn ${s.actAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-shop-ship' onClick={() => void s.shipOrder(o.orderId)}>发货</View>
              </View>
            ) : null}
            {o.status === 'SHIPPED' ? (
              <View className='staff__actions'>
                <View className='staff__btn staff__btn--plain' data-testid='staff-shop-receive' onClick={() => void s.receive(o.orderId)}>标记已收货</View>
              </View>
            ) : null}
            {o.status === 'PAID' || o.status === 'SHIPPED' ? (
              <View className='staff__actions'>
                <input className='staff__input' style={{ marginTop: 0 }} data-testid='staff-shop-reason' placeholder='退款原因' value={f.reason} onChange={(e) => s.shipField(o.orderId, 'reason', e.target.value)} />
                <View className='staff__btn staff__btn--reject' data-testid='staff-shop-refund' onClick={() => void s.refund(o.orderId)}>退款</View>
              </View>
            ) : null}
          </View>
        );
      })}
    </View>
  );
});

const GearTab = observer(function GearTab() {
  const { staffShop: s } = useStores();
  const f = s.form;
  const input = (key: 'title' | 'description' | 'imageUrl' | 'priceYuan' | 'needCount' | 'stock', placeholder: string) => (
    <input className='staff__input' data-testid={`staff-gear-${key}`} placeholder={placeholder} value={f?.[key] ?? ''} onChange={(e) => s.setForm({ [key]: e.target.value })} />
  );
  return (
    <View>
      {f ? (
        <View className='staff__card' data-testid='staff-gear-form'>
          <Text className='staff__title'>{f.gearId ? '编辑物资' : '新增物资'}</Text>
          {input('title', '物资名称')}
          {input('description', '说明')}
          {input('imageUrl', '图片地址（可选）')}
          {input('priceYuan', '单价（元）')}
          {input('needCount', '需要数量')}
          {input('stock', '可认购库存')}
          <View className='staff__actions'>
            <View className={`staff__chip ${f.onSale ? 'staff__chip--on' : ''}`} data-testid='staff-gear-on-sale' onClick={() => s.setForm({ onSale: !f.onSale })}>{f.onSale ? '在售' : '已下架'}</View>
            <View className={`staff__btn ${s.gearAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-gear-save' onClick={() => void s.saveGear()}>保存</View>
            <View className='staff__btn staff__btn--plain' onClick={() => s.closeForm()}>取消</View>
          </View>
          {s.gearAct.error ? <View className='staff__error' role='alert' data-testid='staff-gear-error'>{s.gearAct.error}</View> : null}
        </View>
      ) : null}
      {s.gear.map((g, i) => (
        <View key={g.gearId}>
          {i === 0 || s.gear[i - 1].infoUuid !== g.infoUuid ? (
            <View className='staff__row' style={{ padding: '16px 24px 0' }}>
              <Text className='staff__title'>{g.caseTitle}</Text>
              <View className='staff__btn staff__btn--plain' data-testid='staff-gear-new' onClick={() => s.edit({ infoUuid: g.infoUuid })}>新增物资</View>
            </View>
          ) : null}
          <View className='staff__card staff__card--click' data-testid='staff-gear-item' onClick={() => s.edit(g)}>
            <View className='staff__row'>
              <Text className='staff__title'>{`${g.title}  ${formatFenPlain(g.price)} 元`}</Text>
              <Text className='staff__tag'>{g.onSale ? '在售' : '已下架'}</Text>
            </View>
            <Text className='staff__sub'>{`需要 ${g.needCount} · 已认购 ${g.boughtCount} · 库存 ${g.stock}`}</Text>
          </View>
        </View>
      ))}
    </View>
  );
});

export const StaffShopView = observer(function StaffShopView() {
  const { staffShop: s } = useStores();
  useEffect(() => {
    void s.load();
  }, [s]);
  return (
    <View data-testid='staff-shop'>
      <Text className='staff__h'>物资订单与库存</Text>
      <View className='staff__filters'>
        <View className={`staff__chip ${s.tab === 'orders' ? 'staff__chip--on' : ''}`} data-testid='staff-shop-tab-orders' onClick={() => void s.setTab('orders')}>订单发货</View>
        <View className={`staff__chip ${s.tab === 'gear' ? 'staff__chip--on' : ''}`} data-testid='staff-shop-tab-gear' onClick={() => void s.setTab('gear')}>物资与库存</View>
      </View>
      {s.tab === 'orders' ? <OrdersTab /> : <GearTab />}
    </View>
  );
});

export default function StaffShopPage() {
  return (
    <RoutePage route='staffShop'>
      <StaffFrame active='shop'>
        <StaffShopView />
      </StaffFrame>
    </RoutePage>
  );
}

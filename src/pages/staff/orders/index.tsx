/**
 * /staff/orders: look an order up by its id and see the id of the request that created it — every log
 * line of that request carries it (`requestId`), so it is what to search the server's logs for.
 */
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useStores } from '../../../stores/context';
import { formatTime } from '../../../lib/time';
import { formatFenPlain } from '../../../lib/money';
import { StaffFrame } from '../StaffFrame';
import { LedgerSignCard } from './LedgerSignCard';

const STATUS_LABEL: Record<string, string> = { PENDING: '待支付', PAID: '已支付', CLOSED: '已关闭', REFUNDED: '已退款' };

const Field = ({ k, v, testId }: { k: string; v: string; testId?: string }) => (
  <View className='staff__field'>
    <Text className='staff__field-k'>{k}</Text>
    <Text className='staff__field-v' data-testid={testId}>{v}</Text>
  </View>
);

export const OrderLookupView = observer(function OrderLookupView() {
  const { staffOrders: s } = useStores();
  const o = s.order;
  return (
    <View data-testid='staff-orders'>
      <Text className='staff__h'>订单查询</Text>
      <View className='staff__card'>
        <View className='staff__row'>
          <input
            className='staff__input' style={{ marginTop: 0, marginRight: '12px' }} data-testid='staff-order-id' placeholder='输入订单号，如 CF1764…'
            value={s.orderId} onChange={(e) => s.setOrderId(e.target.value)} onKeyDown={(e) => { if (e.key === 'Enter') void s.lookup(); }}
          />
          <View className={`staff__btn ${s.lookupAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-order-lookup' onClick={() => void s.lookup()}>查询</View>
        </View>
        {s.lookupAct.error ? <View className='staff__error' role='alert' data-testid='staff-order-error'>{s.lookupAct.error}</View> : null}
      </View>
      {o ? (
        <View className='staff__card' data-testid='staff-order-result'>
          <Field k='订单号' v={o.orderId} />
          <Field k='案例编号' v={o.infoUuid} />
          <Field k='金额' v={`${formatFenPlain(o.amount)} 元`} />
          <Field k='状态' v={STATUS_LABEL[o.status] ?? o.status} />
          <Field k='下单时间' v={formatTime(o.createdAt, 'YYYY-MM-DD HH:mm:ss')} />
          <Field k='支付时间' v={o.paidAt ? formatTime(o.paidAt, 'YYYY-MM-DD HH:mm:ss') : '—'} />
          <Field k='请求编号' v={o.requestId ?? '无（早于请求编号的订单）'} testId='staff-order-request-id' />
          <Text className='staff__sub'>在服务器日志中搜索该请求编号（requestId），即可找到创建此订单的请求的全部日志。</Text>
        </View>
      ) : null}
    </View>
  );
});

export default function StaffOrdersPage() {
  return (
    <RoutePage route='staffOrders'>
      <StaffFrame active='orders'>
        <OrderLookupView />
        <LedgerSignCard />
      </StaffFrame>
    </RoutePage>
  );
}

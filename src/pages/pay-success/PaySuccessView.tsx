/**
 * /cf/pay/:infoUuid/success?orderId=...: asks the server for the order's status (with backoff) and
 * shows 支付成功 only when the server says PAID; CLOSED shows 支付未完成; still PENDING after all
 * attempts says so and offers to check again. Never assumes success.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { formatFenPlain } from '../../lib/money';
import { StateView } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { PrimaryButton } from '../../components/case/BottomBar';
import '../../components/case/case.css';
import './index.css';

export const PaySuccessView = observer(function PaySuccessView({ infoUuid, orderId }: { infoUuid: string; orderId: string }) {
  const { orders, platform } = useStores();

  useEffect(() => {
    if (orderId) void orders.poll(orderId);
    return () => orders.stopPolling();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orderId]);

  const caseId = orders.order?.infoUuid || infoUuid;
  const toCase = () => platform.nav.go('contribute', { infoUuid: caseId }, { replace: true });
  const toPay = () => platform.nav.go('pay', { infoUuid: caseId }, { replace: true });

  if (!orderId) {
    return <StateView icon='!' title='缺少订单信息' desc='请从我的捐款中查看支付结果' actionText='返回筹款详情' onAction={toCase} testId='pay-result' />;
  }
  const state = orders.orderId === orderId ? orders.pollState : 'checking';
  if (state === 'checking' || state === 'idle') {
    return (
      <View className='cf-page' data-testid='pay-result' data-state='checking'>
        <View className='cf-result__checking'>
          <Text className='cf-result__checking-text'>正在确认支付结果…</Text>
        </View>
        <Skeleton rows={3} />
      </View>
    );
  }
  if (state === 'PAID') {
    const order = orders.order!;
    return (
      <View className='cf-page cf-result' data-testid='pay-result' data-state='PAID'>
        <View className='cf-result__icon cf-result__icon--ok'>
          <Text>✓</Text>
        </View>
        <Text className='cf-result__title'>支付成功</Text>
        <Text className='cf-result__amount' data-testid='pay-result-amount'>
          {formatFenPlain(order.amount)}元
        </Text>
        {order.firstDonation ? <Text className='cf-tag cf-result__first'>首次支持</Text> : null}
        {order.matched ? (
          <Text className='cf-muted' data-testid='pay-result-match'>{`配捐活动已为您的爱心配捐${formatFenPlain(order.matched)}元`}</Text>
        ) : null}
        <Text className='cf-result__desc'>感谢您的爱心！转发给好友，让更多人帮助TA。</Text>
        <View className='cf-result__actions'>
          <PrimaryButton testId='pay-result-share' onClick={() => platform.nav.go('spread', { infoUuid: caseId })}>
            转发帮TA
          </PrimaryButton>
        </View>
        <View className='cf-result__actions'>
          <PrimaryButton secondary testId='pay-result-case' onClick={toCase}>
            返回筹款详情
          </PrimaryButton>
        </View>
        <View className='cf-result__link' role='link' data-testid='pay-result-mine' onClick={() => platform.nav.go('myContribution')}>
          查看我的捐款 ›
        </View>
      </View>
    );
  }
  if (state === 'CLOSED' || state === 'REFUNDED') {
    return (
      <StateView
        icon='!'
        title={state === 'CLOSED' ? '支付未完成' : '该笔捐款已退款'}
        desc={state === 'CLOSED' ? '本次支付没有完成，您没有被扣款，可以重新支持' : '善款已原路退回'}
        actionText={state === 'CLOSED' ? '重新支付' : '返回筹款详情'}
        onAction={state === 'CLOSED' ? toPay : toCase}
        linkText='返回筹款详情'
        onLink={toCase}
        testId='pay-result'
      />
    );
  }
  // PENDING after all attempts, or the query kept failing: say so honestly.
  return (
    <StateView
      icon='…'
      title={state === 'error' ? '暂时无法查询支付结果' : '支付结果确认中'}
      desc={state === 'error' ? orders.pollAct.error || '请稍后重试' : '银行处理可能稍有延迟，请稍后刷新查看，请勿重复支付'}
      actionText='重新查询'
      onAction={() => void orders.poll(orderId)}
      linkText='返回筹款详情'
      onLink={toCase}
      testId='pay-result'
    />
  );
});

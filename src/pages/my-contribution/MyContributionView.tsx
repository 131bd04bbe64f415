/**
 * /cf/my-contribution: my donations, paged, each with its status, an anonymity switch once paid, its place in
 * the public money log once paid (账本第N条 and a short leaf hash, from the list's own answer; 待入账本 until the
 * ledger job took it), 继续支付 and 取消 while 待支付.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { useFeature, useStores } from '../../stores/context';
import { PortraitStore } from '../../stores/mine/PortraitStore';
import { giftTime, ORDER_STATUS_TEXT } from '../../stores/OrderStore';
import { formatFenPlain } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { leafLine } from '../../lib/short-hash';
import { PullToRefresh } from '../../components/PullToRefresh';
import { BottomLoader } from '../../components/BottomLoader';
import { EmptyState, ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { aria } from '../../components/case/a11y';
import '../../components/case/case.css';
// After case.css, as on the pay page: the shared chunk keeps one CSS order.
import { Toggle } from '../../components/form/Toggle';
import { RECEIPT_PROMISE } from '../../contract/rules/promises';

export const MyContributionView = observer(function MyContributionView() {
  const { orders, platform } = useStores();
  const pager = orders.mine;
  const portrait = useFeature('mine-portrait', (root) => new PortraitStore(root));

  useEffect(() => {
    void pager.refresh();
    void portrait.load();
  }, [pager, portrait]);

  if (!pager.loaded) {
    return pager.error ? <ErrorState text={pager.error} onRetry={() => void pager.refresh()} /> : <Skeleton rows={5} />;
  }
  if (pager.items.length === 0) {
    return <EmptyState text='您还没有捐款记录' actionText='去看看正在筹款的项目' onAction={() => platform.nav.go('commonList')} />;
  }
  return (
    <View className='cf-page' data-testid='my-contribution'>
      <PullToRefresh onRefresh={() => pager.refresh()}>
        {portrait.line ? <Text className='cf-row-item cf-row-item__title' data-testid='my-portrait'>{portrait.line}</Text> : null}
        <View className='cf-row-item' data-testid='my-invoice-entry' role='link' onClick={() => platform.nav.go('invoiceApply')}>
          <View className='cf-row-item__main'>
            <Text className='cf-row-item__title'>申请捐款收据</Text>
            <Text className='cf-row-item__sub'>{RECEIPT_PROMISE.entry}</Text>
          </View>
          <Text className='cf-section__link'>去申请 ›</Text>
        </View>
        {pager.items.map((o) => (
          <View key={o.orderId} className='cf-row-item' data-testid='my-donation-item'>
            <View className='cf-row-item__main' onClick={() => platform.nav.go('contribute', { infoUuid: o.infoUuid })}>
              <Text className='cf-row-item__title'>{o.caseTitle}</Text>
              <Text className='cf-row-item__sub'>
                {formatTime(giftTime(o))} · {ORDER_STATUS_TEXT[o.status]}
              </Text>
              {o.status === 'PAID' ? (
                <Text
                  className='cf-section__link'
                  {...aria({ role: 'link' })}
                  data-testid='my-gift-link'
                  onClick={(e) => {
                    e.stopPropagation();
                    platform.nav.go('myGiftTrace', { orderId: o.orderId });
                  }}
                >
                  善款去向 ›
                </Text>
              ) : null}
              {o.status === 'PAID' || o.leafIndex != null ? (
                <Text className='cf-row-item__sub' data-testid='my-donation-leaf' data-leaf-index={o.leafIndex ?? ''}>{leafLine(o.leafIndex, o.leafHash)}</Text>
              ) : null}
              {o.status === 'PENDING' ? (
                <View className='cf-row-item__actions' onClick={(e) => e.stopPropagation()}>
                  <Text className='cf-section__link' style={{ marginRight: '16px' }} data-testid='my-donation-resume' onClick={() => void orders.resume(o)}>
                    继续支付
                  </Text>
                  <Text className='cf-section__link' data-testid='my-donation-cancel' onClick={() => void orders.cancel(o.orderId)}>
                    取消
                  </Text>
                </View>
              ) : null}
            </View>
            <View className='cf-row-item__side'>
              <Text className='cf-row-item__amount'>{formatFenPlain(o.amount)}元</Text>
              {o.status === 'PAID' ? (
                <View className='cf-row-item__toggle'>
                  <Text>匿名</Text>
                  <Toggle
                    testId='my-donation-anonymous'
                    label='匿名'
                    className='cf-toggle--small'
                    checked={o.anonymous}
                    disabled={orders.toggling.has(o.orderId)}
                    onChange={(on) => void orders.setAnonymous(o.orderId, on)}
                  />
                </View>
              ) : null}
            </View>
          </View>
        ))}
        <BottomLoader loading={pager.busy && !pager.refreshing} hasMore={pager.hasNext} onLoadMore={() => pager.loadMore()} />
      </PullToRefresh>
    </View>
  );
});

/**
 * 善款去向 (/cf/my-gift/:orderId, the donor): one's own gift followed first-in first-out to the payout
 * batches that carried it, each with the approved fund use and its receipts (a tap opens the image),
 * and what is still on the case. From /api/summaries/allocation/my-gift through LedgerStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import { ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
// case.css before the trust styles, as the other pages order them (one CSS order in the shared chunk).
import '../case/case.css';
import { ImageGallery } from '../case/ImageGallery';
import { Card, Head } from '../trust/bits';
import './ledger.css';

export const MyGiftView = observer(function MyGiftView({ orderId }: { orderId: string }) {
  const { ledger, platform } = useStores();
  useEffect(() => {
    void ledger.loadGift(orderId);
  }, [ledger, orderId]);
  const g = ledger.orderId === orderId ? ledger.giftText : null;
  const raw = ledger.orderId === orderId ? ledger.gift : null;
  if (!g || !raw) return ledger.giftAct.error ? <ErrorState text={ledger.giftAct.error} onRetry={() => void ledger.loadGift(orderId)} /> : <Skeleton rows={5} />;
  return (
    <View className='cf-raise cf-money' data-testid='my-gift-trace'>
      <Head title='善款去向' desc='您的捐款按到账先后依次计入每一笔拨付，下面是它去了哪里、用在了哪里。' />
      <Card title='我的捐款'>
        <View className='cf-ledger__row-top'>
          <Text className='cf-ledger__row-title'>{g.paidAt ? `${g.paidAt} 捐款` : '捐款'}</Text>
          <Text className='cf-ledger__row-amount' data-testid='my-gift-amount'>{`${g.amount}元`}</Text>
        </View>
        {g.refunded ? <Text className='cf-ledger__row-sub'>{`其中已退回${g.refunded}元`}</Text> : null}
        {!g.paid && !g.refunded ? <Text className='cf-ledger__row-sub'>这笔捐款尚未支付成功</Text> : null}
      </Card>
      <Card title='拨付去向' testId='my-gift-payouts'>
        {g.payouts.length === 0 ? <Text className='cf-ledger__empty'>暂未拨付，善款仍在筹款账户中</Text> : null}
        {g.payouts.map((p) => (
          <View key={p.id} className='cf-ledger__row' data-testid='my-gift-payout'>
            <View className='cf-ledger__row-top'>
              <Text className='cf-ledger__row-title'>
                {`${p.date} ${p.batch}`}
                <Text className='cf-ledger__tag'>{p.status}</Text>
              </Text>
              <Text className='cf-ledger__row-amount'>{`${p.amount}元`}</Text>
            </View>
            <Text className='cf-ledger__row-sub'>{`您的捐款中有${p.amount}元随这笔拨付至${p.payee}`}</Text>
            {p.fundUse.length === 0 ? <Text className='cf-ledger__row-sub'>资金使用情况待公示</Text> : null}
            {p.fundUse.map((f) => (
              <View key={f.id} className='cf-ledger__row' data-testid='my-gift-fund-use'>
                <View className='cf-ledger__row-top'>
                  <Text className='cf-ledger__row-title'>{`${f.date} 用于`}</Text>
                  <Text className='cf-ledger__row-amount'>{`${f.amount}元`}</Text>
                </View>
                <Text className='cf-ledger__row-text'>{f.description}</Text>
                <View className='cf-ledger__receipts'>
                  <ImageGallery thumbs={f.receipts.thumbs} large={f.receipts.large} testId='my-gift-receipts' />
                </View>
              </View>
            ))}
          </View>
        ))}
        {raw.stillOnCase > 0 ? <Text className='cf-ledger__row-sub' data-testid='my-gift-still'>{`还有${g.stillOnCase}元在筹款账户中，待后续拨付`}</Text> : null}
      </Card>
      {raw.status === 'PAID' && raw.refunded < raw.amount && raw.payouts.length === 0 ? (
        // not yet paid out: the donor may still ask for it back (the refund page shows the window and the rules)
        <View className='cf-raise__submit cf-raise__submit--ghost' role='link' data-testid='my-gift-refund' onClick={() => platform.nav.go('refundApply', { infoUuid: raw.infoUuid, orderId: raw.orderId })}>
          申请退款
        </View>
      ) : null}
      <View className='cf-raise__submit cf-raise__submit--ghost' role='link' onClick={() => platform.nav.go('contribute', { infoUuid: raw.infoUuid })}>
        查看筹款页的善款公示
      </View>
    </View>
  );
});

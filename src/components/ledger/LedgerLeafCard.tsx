/**
 * The receipt's place in the public money log (on 善款去向): its leaf index, or 待入账本 until the
 * ledger job has taken it (seconds after payment), the receipt code only the donor sees, and 去验证,
 * which opens /cf/verify with the receipt number and code filled in.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../stores/context';
import { aria } from '../case/a11y';
import { LedgerVerifyStore } from '../../stores/money/LedgerVerifyStore';
import { Card } from '../trust/bits';

export const LedgerLeafCard = observer(function LedgerLeafCard({ orderId }: { orderId: string }) {
  const { platform } = useStores();
  const store = useFeature('money-ledger-verify', (root) => new LedgerVerifyStore(root));
  useEffect(() => {
    void store.loadMine([orderId]);
  }, [store, orderId]);
  const m = store.mine[orderId];
  return (
    <Card title='公开账本' testId='my-gift-ledger'>
      <View className='cf-ledger__row-top'>
        <Text className='cf-ledger__row-title'>收据编号</Text>
        <Text className='cf-ledger__row-sub' data-testid='my-gift-receipt-no'>{orderId}</Text>
      </View>
      <View className='cf-ledger__row-top'>
        <Text className='cf-ledger__row-title'>账本位置</Text>
        <Text className='cf-ledger__row-sub' data-testid='my-gift-leaf-index'>{m?.leafIndex != null ? `第 ${m.leafIndex} 号叶子` : '待入账本'}</Text>
      </View>
      {m?.receiptCode ? (
        <View className='cf-ledger__row-top'>
          <Text className='cf-ledger__row-title'>收据校验码</Text>
          <Text className='cf-ledger__row-sub' data-testid='my-gift-receipt-code'>{m.receiptCode}</Text>
        </View>
      ) : null}
      <Text className='cf-ledger__row-sub'>每一笔账目按顺序写入公开账本，平台签署账本树头；任何人都能用收据编号核对这笔捐款没有被改动。</Text>
      <Text className='cf-section__link' {...aria({ role: 'link' })} data-testid='ledger-verify-link' onClick={() => platform.nav.go('ledgerVerify', { receipt: orderId, code: m?.receiptCode || undefined })}>
        去验证 ›
      </Text>
    </Card>
  );
});

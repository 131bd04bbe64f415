/** 公开账本 on the publicity page: the latest signed tree head (size, root, time) and the way to /cf/verify. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { LedgerHeadStore } from '../../../stores/content/LedgerHeadStore';
import { formatTime } from '../../../lib/time';
import './ledger-head.css';

const short = (h: string) => (h.length > 16 ? `${h.slice(0, 8)}…${h.slice(-4)}` : h);

export const LedgerHeadCard = observer(function LedgerHeadCard() {
  const { platform } = useStores();
  const store = useFeature('content-ledger-head', (root) => new LedgerHeadStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  const h = store.latest?.head;
  return (
    <View data-testid='publicity-ledger'>
      <Text className='ct__h'>公开账本</Text>
      <View className='ct-ledger' data-testid='publicity-ledger-head'>
        <Text className='ct-ledger__main'>{h ? `已签署 ${h.treeSize} 笔账目 · 树根 ${short(h.rootHash)}` : store.act.error || '账本尚未签署树头'}</Text>
        <Text className='ct-ledger__sub'>{h ? `签名时间 ${formatTime(h.signedAt)} · 每一笔捐款、退款、拨付按顺序写入，任何人都能核对` : '每一笔捐款、退款、拨付按顺序写入公开账本'}</Text>
      </View>
      <View className='ct-row' role='link' data-testid='publicity-verify-link' onClick={() => platform.nav.go('ledgerVerify')}>
        <Text>用收据编号验证一笔捐款 ›</Text>
      </View>
    </View>
  );
});

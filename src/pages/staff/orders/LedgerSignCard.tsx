/** 公开账本 on the staff orders screen: the latest signed head and 签署账本树头 (sequence now, sign, audited). */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature } from '../../../stores/context';
import { StaffLedgerStore } from '../../../stores/money/StaffLedgerStore';
import { formatTime } from '../../../lib/time';

export const LedgerSignCard = observer(function LedgerSignCard() {
  const s = useFeature('staff-ledger', (root) => new StaffLedgerStore(root));
  useEffect(() => {
    void s.load();
  }, [s]);
  const h = s.latest?.head;
  return (
    <View className='staff__card' data-testid='staff-ledger'>
      <Text className='staff__h'>公开账本</Text>
      <Text className='staff__sub' data-testid='staff-ledger-head'>
        {h ? `最新树头：${h.treeSize} 个叶子，树根 ${h.rootHash.slice(0, 16)}…，签署于 ${formatTime(h.signedAt, 'YYYY-MM-DD HH:mm:ss')}` : '尚未签署树头'}
        {s.latest ? `；账本共 ${s.latest.logSize} 个叶子` : ''}
      </Text>
      <View className={`staff__btn ${s.signAct.busy ? 'staff__btn--busy' : ''}`} data-testid='staff-ledger-sign' onClick={() => void s.sign()}>签署账本树头</View>
      {s.signAct.error ? <View className='staff__error' role='alert'>{s.signAct.error}</View> : null}
    </View>
  );
});

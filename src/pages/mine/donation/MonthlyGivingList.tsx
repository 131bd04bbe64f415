/**
 * /cf/mine-donation's monthly giving: the user's monthly gifts (pause, resume, stop) and setting one for
 * a case they gave to. Each month the hub reminds them; they pay with a tap on the pay page.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { GENERAL_FUND_KEY, GeneralFundStore } from '../../../stores/mine/GeneralFundStore';
import { MONTHLY_STATUS_TEXT } from '../../../stores/mine/MonthlyGivingStore';
import { formatFen } from '../../../lib/money';
import '../../mine-hub/mine.css';

export const MonthlyGivingList = observer(function MonthlyGivingList() {
  const { mine, orders } = useStores();
  const m = mine.monthly;
  // The general fund's store holds the reminder's subscribe template (mini-program: asked in the tap).
  const fund = useFeature(GENERAL_FUND_KEY, (root) => new GeneralFundStore(root));
  useEffect(() => {
    void m.load();
  }, [m]);
  // Cases the user gave to (the donations list below), each once, as choices for a new monthly gift.
  const seen = new Set(m.gifts.filter((g) => g.status !== 'stopped').map((g) => g.infoUuid));
  const choices = [];
  for (const o of orders.mine.items) {
    if (o.status !== 'PAID' || seen.has(o.infoUuid)) continue;
    seen.add(o.infoUuid);
    choices.push(o);
    if (choices.length === 5) break;
  }
  return (
    <View data-testid='monthly-giving'>
      {m.gifts.length ? <Text className='mine-h'>我的月捐</Text> : null}
      {m.gifts.map((g) => (
        <View key={g.id} className='mine-list-item' data-testid='monthly-item' data-status={g.status}>
          <View className='mine-list-item__row'>
            <Text className='mine-list-item__title'>{g.caseTitle}</Text>
            <Text className={`mine-list-item__tag ${g.status === 'active' ? '' : 'mine-list-item__tag--warn'}`}>{MONTHLY_STATUS_TEXT[g.status]}</Text>
          </View>
          <Text className='mine-list-item__sub'>
            {`每月 ${formatFen(g.amount)}元 · ${!g.caseRaising ? '筹款已结束' : g.paidThisMonth ? '本月已捐' : g.status === 'active' ? '本月待捐' : '本月不提醒'}`}
          </Text>
          <View className='mine-actions'>
            {g.due ? <View className='mine-list-item__action' role='button' data-testid='monthly-pay' onClick={() => m.pay(g)}>去捐款</View> : null}
            {g.status === 'active' ? <View className='mine-list-item__action' role='button' data-testid='monthly-pause' onClick={() => void m.change(g, 'pause')}>暂停</View> : null}
            {g.status === 'paused' ? <View className='mine-list-item__action' role='button' data-testid='monthly-resume' onClick={() => void m.change(g, 'resume')}>恢复</View> : null}
            {g.status !== 'stopped' ? <View className='mine-list-item__action' role='button' data-testid='monthly-stop' onClick={() => void m.change(g, 'stop')}>停止</View> : null}
          </View>
        </View>
      ))}
      {choices.length ? (
        <View className='mine-form' data-testid='monthly-form'>
          <Text className='mine-list-item__sub' style={{ display: 'block' }}>设置月捐：每月提醒您为这个项目捐款，每次由您确认支付</Text>
          <View className='mine-chips'>
            {choices.map((o) => (
              <View
                key={o.infoUuid}
                className={`mine-list-item__action ${m.formCase === o.infoUuid ? 'mine-chip--on' : ''}`}
                aria-pressed={m.formCase === o.infoUuid}
                role='button'
                data-testid='monthly-case'
                onClick={() => m.chooseCase(o.infoUuid)}
              >
                {o.caseTitle}
              </View>
            ))}
          </View>
          <Input className='mine-form__input' style={{ minHeight: 0, marginTop: '16px' }} type='number' data-testid='monthly-amount' placeholder='每月金额（元）' value={m.formYuan} onInput={(e) => m.setYuan(e.detail.value)} />
          {m.setAct.error ? <Text className='mine-form__error' data-testid='monthly-error'>{m.setAct.error}</Text> : null}
          <View className='mine-btn' role='button' data-testid='monthly-submit' onClick={() => void (m.formCase && m.formYuan ? fund.askReminder() : Promise.resolve()).then(() => m.submit())}>设为月捐</View>
        </View>
      ) : null}
    </View>
  );
});

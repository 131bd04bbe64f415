/**
 * /cf/mine-donation's monthly giving to the platform's general fund: the fund and its public ledger
 * figures, a monthly amount chosen with one tap (or typed), and this month's gift paid with a tap.
 * In the mini-program, setting it asks for the monthly reminder's subscribe message first.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Input, Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../../stores/context';
import { FUND_CHOICES_YUAN, GENERAL_FUND_KEY, GeneralFundStore } from '../../../stores/mine/GeneralFundStore';
import { formatFen } from '../../../lib/money';
import '../../mine-hub/mine.css';

export const GeneralFundMonthly = observer(function GeneralFundMonthly() {
  const { platform } = useStores();
  const store = useFeature(GENERAL_FUND_KEY, (root) => new GeneralFundStore(root));
  useEffect(() => {
    void store.load();
  }, [store]);
  const fund = store.fund;
  if (!fund || !fund.raising) return null;
  const gift = store.gift;
  return (
    <View className='mine-form' data-testid='general-fund'>
      <Text className='mine-h' style={{ display: 'block', padding: '0 0 12px', color: '#333' }}>{`月捐给${fund.title}`}</Text>
      <Text className='mine-list-item__sub' style={{ display: 'block' }}>{fund.content}</Text>
      <View className='mine-list-item__row' data-testid='general-fund-ledger'>
        <Text className='mine-list-item__sub'>{`累计收到 ${formatFen(fund.moneyIn)}元 · ${fund.donationCount}笔`}</Text>
        <Text className='mine-list-item__sub'>{`已退回 ${formatFen(fund.refunded)}元 · 结余 ${formatFen(fund.balance)}元`}</Text>
      </View>
      <View className='mine-list-item__action' style={{ display: 'inline-block' }} role='button' data-testid='general-fund-ledger-link' onClick={() => platform.nav.go('contribute', { infoUuid: fund.infoUuid })}>
        查看公示账本
      </View>
      {gift ? (
        <View data-testid='general-fund-gift' data-status={gift.status}>
          <Text className='mine-list-item__sub' style={{ display: 'block' }}>
            {`您每月捐 ${formatFen(gift.amount)}元 · ${gift.paidThisMonth ? '本月已捐' : gift.status === 'active' ? '本月待捐' : '已暂停'}（在下方「我的月捐」中暂停或停止）`}
          </Text>
          {gift.due ? <View className='mine-btn' role='button' data-testid='general-fund-pay' onClick={() => store.pay()}>{`一键捐出本月 ${formatFen(gift.amount)}元`}</View> : null}
        </View>
      ) : null}
      <Text className='mine-list-item__sub' style={{ display: 'block', marginTop: '12px' }}>
        {gift ? '修改每月金额：' : '每月提醒您为平台公益基金捐款，每次由您确认支付，不会自动扣款'}
      </Text>
      <View className='mine-chips'>
        {FUND_CHOICES_YUAN.map((y) => (
          <View
            key={y}
            className={`mine-list-item__action ${store.yuan === String(y) ? 'mine-chip--on' : ''}`}
            aria-pressed={store.yuan === String(y)}
            role='button'
            data-testid='general-fund-choice'
            onClick={() => store.choose(y)}
          >
            {`${y}元`}
          </View>
        ))}
      </View>
      <Input className='mine-form__input' style={{ minHeight: 0, marginTop: '16px' }} type='number' data-testid='general-fund-amount' placeholder='其他金额（元）' value={store.yuan} onInput={(e) => store.setYuan(e.detail.value)} />
      {store.setAct.error ? <Text className='mine-form__error' data-testid='general-fund-error'>{store.setAct.error}</Text> : null}
      <View className={`mine-btn ${store.setAct.busy ? 'mine-btn--busy' : ''}`} role='button' data-testid='general-fund-submit' onClick={() => void store.submit()}>
        {gift ? '修改月捐金额' : '设为每月捐款'}
      </View>
    </View>
  );
});

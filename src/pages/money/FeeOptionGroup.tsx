/**
 * The service-charge choice on the withdrawal screen: a radio group of the options the platform's
 * policy offers (option 4 over its budget is greyed with the reason; options the policy rules out are
 * not offered at all), and the fee and amount to arrive for the
 * chosen option and the amount typed, recomputed as either changes (none before an amount is typed). A thin observer over WithdrawStore.
 */
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import type { WithdrawStore } from '../../stores/WithdrawStore';
import { formatFenFixed } from '../../lib/money';

export const FeeOptionGroup = observer(function FeeOptionGroup({ w }: { w: WithdrawStore }) {
  const q = w.quote;
  return (
    <View className='cf-raise__field'>
      <Text className='cf-raise__label'>服务费方式</Text>
      <View className='cf-money__fee-group' role='radiogroup' aria-label='服务费方式' data-testid='withdraw-fee-options'>
        {w.feeOptions.filter((o) => o.shown).map((o) => (
          <View
            key={o.value}
            role='radio'
            aria-checked={o.selected}
            aria-disabled={!o.available}
            className={`cf-money__fee${o.selected ? ' cf-money__fee--on' : ''}${o.available ? '' : ' cf-money__fee--off'}`}
            data-testid='withdraw-fee-option'
            data-value={o.value}
            data-checked={o.selected ? 'true' : 'false'}
            data-disabled={o.available ? 'false' : 'true'}
            onClick={() => w.selectFeeOption(o.value)}
          >
            <View className='cf-money__radio' />
            <View className='cf-raise__row-main'>
              <Text className='cf-money__fee-label'>{o.label}</Text>
              <Text className='cf-raise__row-sub' data-testid={o.available ? 'withdraw-fee-option-cost' : 'withdraw-fee-option-reason'}>
                {o.available ? o.costText : `不可选：${o.reason}`}
              </Text>
            </View>
          </View>
        ))}
      </View>
      {q && !w.amountTyped ? (
        <View className='cf-money__fee-quote' data-testid='withdraw-fee-quote-empty'>
          <Text>输入提现金额后，显示服务费和预计到账金额</Text>
        </View>
      ) : null}
      {q && w.amountTyped ? (
        <View className='cf-money__fee-quote' data-testid='withdraw-fee-quote'>
          <Text>
            {`提现${formatFenFixed(w.quoteAmount)}元，服务费`}
            <Text data-testid='withdraw-fee'>{formatFenFixed(q.fee)}</Text>
            {`元${q.subsidy > 0 ? `（平台补贴${formatFenFixed(q.subsidy)}元）` : ''}，预计到账`}
            <Text data-testid='withdraw-net'>{formatFenFixed(q.netAmount)}</Text>
            元
          </Text>
        </View>
      ) : null}
    </View>
  );
});

/**
 * /cf/mine-donation: every donation of the user first (case, amount, date, status, 善款去向; 继续支付 and
 * 取消 while 待支付: the list of /cf/my-contribution), with monthly giving (general fund and cases: pause,
 * resume, stop) behind one compact 月捐管理 entry above it, opened on a tap.
 */
import { useState } from 'react';
import { View, Text } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { MyContributionView } from '../../my-contribution/MyContributionView';
import { MonthlyGivingList } from './MonthlyGivingList';
import { GeneralFundMonthly } from './GeneralFundMonthly';

export default function MineDonationPage() {
  const [monthlyOpen, setMonthlyOpen] = useState(false);
  return (
    <RoutePage route='mineDonation'>
      <View className='cf-row-item' role='button' aria-expanded={monthlyOpen} data-testid='mine-monthly-entry' onClick={() => setMonthlyOpen(!monthlyOpen)}>
        <View className='cf-row-item__main'>
          <Text className='cf-row-item__title'>月捐管理</Text>
          <Text className='cf-row-item__sub'>每月定额支持筹款或公益基金：暂停、恢复、停止</Text>
        </View>
        <Text className='cf-section__link'>{monthlyOpen ? '收起' : '查看 ›'}</Text>
      </View>
      {monthlyOpen ? (
        <View data-testid='mine-monthly'>
          <GeneralFundMonthly />
          <MonthlyGivingList />
        </View>
      ) : null}
      <MyContributionView />
    </RoutePage>
  );
}

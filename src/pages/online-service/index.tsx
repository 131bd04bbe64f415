/** /cf/online-service: how to reach customer service (phone, hours, common topics). */
import { View, Text } from '@tarojs/components';
import { RoutePage } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { SERVICE_HOURS, SERVICE_PHONE, SERVICE_PHONE_DIGITS } from './constants';
import './index.css';

const TOPICS = [
  ['发起筹款', '如何发起、需要准备哪些材料、审核需要多久'],
  ['提现与退款', '提现进度、收款人变更、退款规则'],
  ['支持与发票', '支持记录查询、匿名设置、捐助凭证'],
  ['举报与建议', '对求助信息存疑或对平台有建议'],
] as const;

/** Pages that answer without a call: [test id, title, what it answers, route]. */
const SELF_HELP = [
  ['service-tf-detail', '筹款服务说明', '服务内容、筹款期限与规则', 'tfDetail'],
  ['service-consultant', '筹款顾问', '预约专业顾问回电，帮您判断与准备材料', 'consultant'],
] as const;

function ServiceContent() {
  const { platform } = useStores();
  const call = () => {
    try {
      platform.nav.leave(`tel:${SERVICE_PHONE_DIGITS}`);
    } catch {
      /* no dialer here: the number stays on screen */
    }
  };
  return (
    <View className='service' data-testid='online-service'>
      <View className='service__card'>
        <Text className='service__label'>客服热线</Text>
        <Text className='service__phone' data-testid='service-phone'>
          {SERVICE_PHONE}
        </Text>
        <Text className='service__hours'>服务时间：{SERVICE_HOURS}</Text>
        <View className='service__call' data-testid='service-call' onClick={call}>
          拨打客服电话
        </View>
      </View>
      <View className='service__topics'>
        <Text className='service__topics-title'>可以咨询的问题</Text>
        {TOPICS.map(([name, desc]) => (
          <View key={name} className='service__topic'>
            <Text className='service__topic-name'>{name}</Text>
            <Text className='service__topic-desc'>{desc}</Text>
          </View>
        ))}
      </View>
      <View className='service__topics'>
        <Text className='service__topics-title'>自助服务</Text>
        {SELF_HELP.map(([id, name, desc, route]) => (
          <View key={id} className='service__topic service__topic--link' role='link' data-testid={id} onClick={() => platform.nav.go(route)}>
            <Text className='service__topic-name'>{name}</Text>
            <Text className='service__topic-desc'>{desc}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

export default function OnlineServicePage() {
  return (
    <RoutePage route='onlineService'>
      <ServiceContent />
    </RoutePage>
  );
}

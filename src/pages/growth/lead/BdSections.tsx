/**
 * The adviser landing page's sections around the request form: the service team (hours, phone, what
 * they help with), the honour pictures, and the platform's figures. Which comes first is the reader's
 * version of the page (BdStore.formFirst).
 */
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { formatFen } from '../../../lib/money';
import type { BdStore } from '../../../stores/growth/BdStore';

export const ServiceCard = observer(function ServiceCard({ bd }: { bd: BdStore }) {
  const s = bd.info;
  if (!s || !s.teamName) return null;
  return (
    <View className='cf-growth__card' data-testid='bd-service'>
      <Text className='cf-growth__h' data-testid='bd-service-team'>{s.teamName}</Text>
      {s.intro ? <Text className='cf-growth__sub'>{s.intro}</Text> : null}
      <View className='cf-growth__row'>
        <Text className='cf-growth__name'>服务时间</Text>
        <Text className='cf-growth__sub' data-testid='bd-service-hours'>{s.hours}</Text>
      </View>
      <View className='cf-growth__row'>
        <Text className='cf-growth__name'>服务电话</Text>
        <Text className='cf-growth__sub' data-testid='bd-service-phone'>{s.phone}</Text>
      </View>
      {s.services.length ? (
        <View className='cf-growth__chips'>
          {s.services.map((line) => <Text key={line} className='cf-growth__chip' data-testid='bd-service-item'>{line}</Text>)}
        </View>
      ) : null}
    </View>
  );
});

export const HonourPics = observer(function HonourPics({ bd }: { bd: BdStore }) {
  if (!bd.honours.length) return null;
  return (
    <View className='cf-growth__card' data-testid='bd-honours'>
      <Text className='cf-growth__h'>平台荣誉</Text>
      <View className='cf-growth__honours'>
        {bd.honours.map((p) => (
          <View key={p.id} className='cf-growth__honour' data-testid='bd-honour-pic'>
            <Image className='cf-growth__honour-img' src={p.imageUrl} mode='aspectFill' imgProps={{ alt: p.title }} />
            <Text className='cf-growth__honour-title'>{p.title}</Text>
          </View>
        ))}
      </View>
    </View>
  );
});

export const Figures = observer(function Figures({ bd }: { bd: BdStore }) {
  const b = bd.base;
  if (!b) return null;
  return (
    <View className='cf-growth__card' data-testid='bd-figures'>
      <View className='cf-growth__stats'>
        <View><Text className='cf-growth__num' data-testid='bd-case-count'>{b.caseCount}</Text><Text className='cf-growth__sub'>帮助患者</Text></View>
        <View><Text className='cf-growth__num'>{formatFen(b.raisedAmount)}</Text><Text className='cf-growth__sub'>筹得善款(元)</Text></View>
        {/* a boast of 0 reads as nobody is called back: the figure shows once advisers have called someone */}
        {b.leadsCalled > 0 ? (
          <View><Text className='cf-growth__num' data-testid='bd-leads-called'>{b.leadsCalled}</Text><Text className='cf-growth__sub'>顾问已回访</Text></View>
        ) : null}
      </View>
    </View>
  );
});

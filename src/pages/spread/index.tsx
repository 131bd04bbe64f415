/**
 * /cf/contribute/spread/:infoUuid: asks the visitor to share the case. The share content is set on
 * the platform's menu; the targets explain where it goes. A completed share is recorded and leads to
 * the share-success page.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { formatFen } from '../../lib/money';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { FundingSummary } from '../../components/case/FundingSummary';
import { BottomBar, PrimaryButton } from '../../components/case/BottomBar';
import { EndedControl } from '../../components/case/EndedControl';
import '../../components/case/case.css';

const TARGETS = [
  { key: 'friend', label: '发送给朋友', desc: '点击右上角「···」选择「发送给朋友」' },
  { key: 'timeline', label: '分享到朋友圈', desc: '点击右上角「···」选择「分享到朋友圈」' },
  { key: 'qq', label: '分享到QQ', desc: '在QQ中打开后点击右上角分享' },
  { key: 'qzone', label: '分享到QQ空间', desc: '在QQ中打开后选择QQ空间' },
];

export const SpreadView = observer(function SpreadView({ infoUuid, query }: { infoUuid: string; query?: Record<string, string | undefined> }) {
  const { cases, share, platform } = useStores();
  useEffect(() => {
    if (!infoUuid) return;
    void cases.open(infoUuid, { failureEvent: 'SPREAD_FUNDING_INFO' }).then((info) => {
      if (!info) return;
      const origin = typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '';
      void share.setup(info, {
        origin,
        query,
        source: 'spread',
        onShared: () => platform.nav.go('shareSuccess', { infoUuid }),
      });
    });
  }, [cases, share, platform, infoUuid, query]);

  const info = cases.infoUuid === infoUuid ? cases.info : null;
  if (!info) return cases.loadAct.error ? <ErrorState text={cases.loadAct.error} /> : <Skeleton rows={5} />;
  return (
    <View className='cf-page' data-testid='spread'>
      <View className='cf-hero'>
        <Text className='cf-hero__title'>转发一次，多一份希望</Text>
        <Text className='cf-muted'>
          {info.baseInfo.title} · 已有{info.donationCount}次帮助，筹得{formatFen(info.raisedAmount)}元
        </Text>
      </View>
      <FundingSummary info={info} />
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>选择转发方式</Text>
        </View>
        {TARGETS.map((t) => (
          <View key={t.key} className='cf-fact' data-testid='spread-target'>
            <Text className='cf-fact__k'>{t.label}</Text>
            <Text className='cf-fact__v cf-muted'>{t.desc}</Text>
          </View>
        ))}
        {!platform.share.isAvailable() ? (
          <Text className='cf-muted'>当前浏览器不支持直接转发，您可以复制链接发送给好友。</Text>
        ) : null}
      </View>
      <BottomBar>
        <PrimaryButton secondary onClick={() => platform.nav.go('contribute', { infoUuid })}>
          看详情
        </PrimaryButton>
        {cases.info && !cases.canDonate ? (
          <EndedControl status={cases.status} testId='case-ended' />
        ) : (
          <PrimaryButton testId='donate-button' disabled={!cases.canDonate} onClick={() => platform.nav.go('pay', { infoUuid })}>
            我要帮助
          </PrimaryButton>
        )}
      </BottomBar>
    </View>
  );
});

function Content() {
  const { params, query } = useRoute();
  return <SpreadView infoUuid={params.infoUuid ?? ''} query={query} />;
}

export default function SpreadPage() {
  return (
    <RoutePage route='spread'>
      <Content />
    </RoutePage>
  );
}

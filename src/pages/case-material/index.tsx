/**
 * /cf/contribute/material/:infoUuid: the case's proof — treatment info, hospital, payee relation,
 * verification counters and the paged verification list.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import { caseFacts } from '../../stores/case-facts';
import { BottomLoader } from '../../components/BottomLoader';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { VerificationCounters, VerificationRow } from '../../components/case/VerificationSection';
import '../../components/case/case.css';

export const MaterialView = observer(function MaterialView({ infoUuid }: { infoUuid: string }) {
  const { cases, verification } = useStores();
  useEffect(() => {
    if (!infoUuid) return;
    void cases.open(infoUuid);
    void verification.load(infoUuid);
  }, [cases, verification, infoUuid]);

  const info = cases.infoOf(infoUuid);
  if (!info) return cases.loadAct.error ? <ErrorState text={cases.loadAct.error} onRetry={() => void cases.open(infoUuid)} /> : <Skeleton rows={6} />;
  const pager = verification.pager;
  const { heading, facts } = caseFacts(info);
  return (
    <View className='cf-page' data-testid='case-material'>
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>{heading}</Text>
        </View>
        <View className='cf-facts'>
          {facts.map(([k, v]) => (
            <View key={k} className='cf-fact'>
              <Text className='cf-fact__k'>{k}</Text>
              <Text className='cf-fact__v'>{v}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>证实信息</Text>
        </View>
        <VerificationCounters counts={verification.counts} raiseType={info.raiseType} />
        {pager.items.map((v) => (
          <VerificationRow key={v.verifyId} item={v} />
        ))}
        {pager.loaded && pager.items.length === 0 ? <Text className='cf-muted'>暂无证实</Text> : null}
      </View>
      <BottomLoader loading={pager.busy} hasMore={pager.hasNext} onLoadMore={() => verification.loadMore()} />
    </View>
  );
});

function Content() {
  const { params } = useRoute();
  return <MaterialView infoUuid={params.infoUuid ?? ''} />;
}

export default function MaterialPage() {
  return (
    <RoutePage route='material'>
      <Content />
    </RoutePage>
  );
}

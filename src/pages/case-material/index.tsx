/**
 * /cf/contribute/material/:infoUuid: the case's proof — treatment info, hospital, payee relation,
 * verification counters and the paged verification list.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { View, Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../components/RoutePage';
import { useStores } from '../../stores/context';
import type { FundingInfo } from '../../contract/cases';
import { BottomLoader } from '../../components/BottomLoader';
import { ErrorState } from '../../components/StateView';
import { Skeleton } from '../../components/Skeleton';
import { VerificationCounters, VerificationRow } from '../../components/case/VerificationSection';
import '../../components/case/case.css';

/** Payee relation (empty, self, spouse, other, hospital account) in words. */
export const PAYEE_RELATION_TEXT: Record<FundingInfo['payeeInfo']['relation'], string> = {
  '': '未填写',
  self: '患者本人',
  spouse: '配偶',
  other: '其他亲属',
  LOCATION_HOSPITAL_ACCOUNT: '医院对公账户',
};

export const MaterialView = observer(function MaterialView({ infoUuid }: { infoUuid: string }) {
  const { cases, verification } = useStores();
  useEffect(() => {
    if (!infoUuid) return;
    void cases.open(infoUuid);
    void verification.load(infoUuid);
  }, [cases, verification, infoUuid]);

  const info = cases.infoUuid === infoUuid ? cases.info : null;
  if (!info) return cases.loadAct.error ? <ErrorState text={cases.loadAct.error} onRetry={() => void cases.open(infoUuid)} /> : <Skeleton rows={6} />;
  const pager = verification.pager;
  const facts: Array<[string, string]> = [
    ['所患疾病', info.treatmentInfo.disease || '未填写'],
    ['就诊医院', info.treatmentInfo.hospital || '未填写'],
    ['收款人', info.payeeInfo.name || '未填写'],
    ['收款人与患者关系', PAYEE_RELATION_TEXT[info.payeeInfo.relation] ?? '未填写'],
  ];
  return (
    <View className='cf-page' data-testid='case-material'>
      <View className='cf-section'>
        <View className='cf-section__head'>
          <Text className='cf-section__title'>诊疗与收款信息</Text>
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
        <VerificationCounters counts={verification.counts} />
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

/** /cf/prove/list?infoUuid=: a case's verifications with the counters (anchorId paging), and /cf/prove/success. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useFeature, useStores } from '../../stores/context';
import { CASE_SIGNALS_KEY, CaseSignalsStore } from '../../stores/content/CaseSignalsStore';
import { proveKindsFor, type VerifyCountResT } from '../../contract/trust';
import { BottomLoader } from '../BottomLoader';
import { EmptyState, ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Card, Done, Head, Submit, day } from './bits';

/** The counters: every verification, then doctors (approved credentials), friends and sick friends where the case takes them (contract proveKindsFor). */
export function VerifyCounters({ counts, raiseType }: { counts: VerifyCountResT | null; raiseType?: number }) {
  const takes = proveKindsFor(raiseType).map((k) => k.kind as string);
  const cells = ([
    ['证实人数', counts?.count ?? 0, 'prove-count-total', ''],
    ['医生证实', counts?.doctorVerificationCount ?? 0, 'prove-count-doctor', 'doctor'],
    ['亲友证实', counts?.friendsVerificationCount ?? 0, 'prove-count-friend', 'friend'],
    ['病友证实', counts?.sickFriendsVerificationCount ?? 0, 'prove-count-patient', 'patient'],
  ] as [string, number, string, string][]).filter(([, , , kind]) => !kind || takes.includes(kind));
  return (
    <View className='cf-trust__stats' data-testid='prove-counters'>
      {cells.map(([k, n, t]) => (
        <View key={t} className='cf-trust__stat' style={{ width: '25%' }}>
          <Text className='cf-trust__stat-v' data-testid={t}>{String(n)}</Text>
          <Text className='cf-trust__stat-k'>{k}</Text>
        </View>
      ))}
    </View>
  );
}

export const ProveListView = observer(function ProveListView({ infoUuid }: { infoUuid: string }) {
  const { prove, platform, cases } = useStores();
  const signals = useFeature(CASE_SIGNALS_KEY, (root) => new CaseSignalsStore(root));
  useEffect(() => {
    if (infoUuid) {
      void prove.loadList(infoUuid);
      void cases.open(infoUuid); // its kind: who verifies it, in words
      void signals.loadMedical(infoUuid);
    }
  }, [prove, signals, cases, infoUuid]);
  const medical = signals.medical[infoUuid];
  if (!infoUuid) return <ErrorState text='缺少筹款信息，请从筹款页进入' />;
  const ready = prove.infoUuid === infoUuid && prove.pager.loaded;
  return (
    <View className='cf-trust' data-testid='prove-list'>
      <Head title='证实列表' desc={prove.words.listDesc} />
      <VerifyCounters counts={ready ? prove.counts : null} raiseType={prove.raiseType} />
      {medical && medical.count > 0 ? (
        <Text className='cf-trust__meta' data-testid='prove-medical-count'>
          {`${medical.count}位医护人员证实${medical.countFromHospital ? `，其中${medical.countFromHospital}位经医院核实` : ''}`}
        </Text>
      ) : null}
      <Card>
        {!ready ? (
          prove.pager.error ? <ErrorState text={prove.pager.error} onRetry={() => void prove.loadList(infoUuid)} /> : <Skeleton rows={4} />
        ) : prove.pager.items.length === 0 ? (
          <EmptyState text='还没有人证实' />
        ) : (
          prove.pager.items.map((v) => (
            <View key={v.verifyId} className='cf-trust__item' data-testid='prove-item' data-verify-id={v.verifyId}>
              <View className='cf-trust__item-head'>
                <Text className='cf-raise__row-title'>{`${v.nickname} · ${v.relationship}${v.isDoctor ? ' · 医生' : ''}`}</Text>
                <Text className='cf-trust__meta'>{day(v.time)}</Text>
              </View>
              {v.realName ? <Text className='cf-trust__meta'>已实名</Text> : null}
              <Text className='cf-trust__text'>{v.content}</Text>
            </View>
          ))
        )}
      </Card>
      {ready ? <BottomLoader loading={prove.pager.busy} hasMore={prove.pager.hasNext} onLoadMore={() => prove.loadMore()} /> : null}
      <Submit testId='prove-list-add' onClick={() => platform.nav.go('proveAdd', { infoUuid })}>
        我也来证实
      </Submit>
    </View>
  );
});

export function ProveSuccessView({ infoUuid }: { infoUuid: string }) {
  const { platform } = useStores();
  return (
    <View className='cf-trust' data-testid='prove-success'>
      <Done title='证实成功' desc='感谢您为患者作证。您的证实会显示在筹款页，帮助更多人了解真实情况。'>
        {infoUuid ? (
          <>
            <Submit testId='prove-success-case' onClick={() => platform.nav.go('contribute', { infoUuid }, { replace: true })}>
              返回筹款页
            </Submit>
            <Submit ghost testId='prove-success-list' onClick={() => platform.nav.go('proveList', { infoUuid }, { replace: true })}>
              查看证实列表
            </Submit>
          </>
        ) : null}
      </Done>
    </View>
  );
}

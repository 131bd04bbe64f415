/**
 * The owner's doctor / friend verification management (fundraiser-center/doctor-prove and
 * friend-prove): how to invite, the counters, the list with 删除 (after a confirm dialog).
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { useStores } from '../../stores/context';
import type { ProveListKind } from '../../stores/FundraiserCenterStore';
import { buildH5Url } from '../../platform/nav-url';
import { routeByName } from '../../routes';
import { BottomLoader } from '../BottomLoader';
import { EmptyState, ErrorState } from '../StateView';
import { Skeleton } from '../Skeleton';
import { Card, Head, Submit, day } from './bits';
import { VerifyCounters } from './ProveListView';
import { hasPatient } from '../../contract/raise-sections';

/** Each list's words; a case without a patient is verified by those who know its fundraiser, and takes no doctor. */
const TEXT = (kind: ProveListKind, patient: boolean): { title: string; desc: string; empty: string } => (kind === 'friend' ? {
  title: '亲友证实',
  desc: `请了解${patient ? '患者' : ''}情况的亲属、朋友、同事、同学或邻居为这次筹款做证实。真实的证实能让捐款人更放心。`,
  empty: '还没有亲友证实，邀请了解情况的亲友来证实吧',
} : patient ? {
  title: '医生证实',
  desc: '请患者的主治医生或了解病情的医生证实。医生需填写医院、科室、职称并上传执业证书，平台审核通过后显示为医生证实。',
  empty: '还没有医生证实',
} : {
  title: '医生证实',
  desc: '这次筹款没有患者，不需要医生证实；请了解情况的亲友为您证实。',
  empty: '',
});
export const ProveManageView = observer(function ProveManageView({ infoUuid, kind }: { infoUuid: string; kind: ProveListKind }) {
  const { fundraiserCenter: fc, cases, platform, ui } = useStores();
  useEffect(() => {
    if (infoUuid) void fc.loadProves(infoUuid, kind);
    // its kind (who verifies it, in words) when the centre's page info is not at hand
    if (infoUuid && fc.info?.infoUuid !== infoUuid) void cases.open(infoUuid);
  }, [fc, cases, infoUuid, kind]);
  const raiseType = fc.raiseTypeOf(infoUuid);
  const patient = hasPatient(raiseType);
  const t = TEXT(kind, patient);
  const inviteLink = buildH5Url(routeByName('proveAdd'), { infoUuid, kind });
  const mine = fc.infoUuid === infoUuid && fc.proveKind === kind;
  if (kind === 'doctor' && !patient) {
    return (
      <View className='cf-trust' data-testid='prove-manage' data-kind={kind}>
        <Head title={t.title} desc={t.desc} />
        <Submit testId='prove-manage-to-friends' onClick={() => platform.nav.go('friendProve', { infoUuid })}>
          邀请亲友证实
        </Submit>
      </View>
    );
  }
  return (
    <View className='cf-trust' data-testid='prove-manage' data-kind={kind}>
      <Head title={t.title} desc={t.desc} />
      <Card title='邀请证实' testId='prove-invite'>
        <View className='cf-trust__body'>
          <Text className='cf-trust__text'>{`把下面的证实页面发给了解情况的${kind === 'doctor' ? '医生' : '亲友'}，对方登录后即可填写证实：`}</Text>
        </View>
        <View className='cf-trust__body'>
          <Text className='cf-trust__meta' data-testid='prove-invite-link'>{inviteLink}</Text>
        </View>
        <Submit testId='prove-invite-open' onClick={() => platform.nav.go('proveAdd', { infoUuid, kind })}>
          打开证实页面
        </Submit>
      </Card>
      {mine ? <VerifyCounters counts={fc.counts} raiseType={raiseType} /> : null}
      <Card title='证实列表' testId='prove-manage-list'>
        {!mine || !fc.proves.loaded ? (
          fc.proves.error ? <ErrorState text={fc.proves.error} onRetry={() => void fc.loadProves(infoUuid, kind)} /> : <Skeleton rows={3} />
        ) : fc.proves.items.length === 0 ? (
          <EmptyState text={t.empty} />
        ) : (
          fc.proves.items.map((v) => (
            <View key={v.verifyId} className='cf-trust__item' data-testid='prove-item' data-verify-id={v.verifyId}>
              <View className='cf-trust__item-head'>
                <Text className='cf-raise__row-title'>{`${v.nickname} · ${v.relationship}`}</Text>
                <Text className='cf-trust__meta'>{day(v.time)}</Text>
              </View>
              {v.doctor ? (
                <Text className='cf-trust__meta'>{`${v.doctor.hospital} ${v.doctor.department} ${v.doctor.title} · ${DOCTOR_STATUS[v.doctor.status] ?? ''}`}</Text>
              ) : null}
              <Text className='cf-trust__text'>{v.content}</Text>
              {v.canDelete ? (
                <View className='cf-trust__actions'>
                  <Text
                    className='cf-trust__action cf-trust__action--danger'
                    data-testid='prove-delete'
                    onClick={async () => {
                      const ok = await ui.showDialog({ title: '删除这条证实？', content: '删除后不可恢复，证实人数会相应减少。', confirmText: '删除', cancelText: '取消' });
                      if (ok) await fc.deleteProve(v.verifyId);
                    }}
                  >
                    {fc.busyId === v.verifyId ? '删除中…' : '删除'}
                  </Text>
                </View>
              ) : null}
            </View>
          ))
        )}
      </Card>
      {mine && fc.proves.loaded ? <BottomLoader loading={fc.proves.busy} hasMore={fc.proves.hasNext} onLoadMore={() => fc.proves.loadMore()} /> : null}
    </View>
  );
});

export const DOCTOR_STATUS: Record<string, string> = { pending: '资质审核中', approved: '资质已认证', rejected: '资质未通过', '': '' };

/**
 * /cf/activity/raise-regist-success and /cf/activity/raise-adviser-success: the asker's latest lead
 * and where it stands (待回访, 已回访 ..., the adviser who took it), read again on each visit.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../components/RoutePage';
import { ErrorState, StateView } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { useStores } from '../../../stores/context';
import type { LeadKind } from '../../../contract/growth';
import { formatTime } from '../../../lib/time';
import '../growth.css';

const Success = observer(function Success() {
  const { growth, auth, platform } = useStores();
  const { route } = useRoute();
  const kind: LeadKind = route.name === 'raiseAdviserSuccess' ? 'adviser' : 'regist';
  const store = growth.lead(kind);
  useEffect(() => {
    if (auth.loggedIn) void store.loadMine();
  }, [store, auth.loggedIn]);
  const form = kind === 'adviser' ? 'raiseAdviser' : 'raiseRegist';
  if (!auth.loggedIn) return <StateView icon='!' title='请先登录' desc='登录后查看登记进度' actionText='登录' onAction={() => platform.nav.go('login', { redirectUrl: platform.nav.currentPath() })} />;
  if (store.mineAct.error && !store.mine) return <ErrorState text={store.mineAct.error} onRetry={() => void store.loadMine()} />;
  const lead = store.mine;
  if (!lead) {
    return store.mineAct.busy ? <Skeleton rows={4} /> : (
      <StateView icon='!' title='还没有登记' desc='提交后可在这里查看进度' actionText='去登记' onAction={() => platform.nav.go(form)} testId='lead-none' />
    );
  }
  return (
    <View className='cf-growth' data-testid='lead-success'>
      <View className='cf-growth__card' style={{ textAlign: 'center' }}>
        <Text className='cf-growth__h'>{kind === 'adviser' ? '预约成功' : '登记成功'}</Text>
        <Text className='cf-growth__sub'>当前进度</Text>
        <Text className='cf-growth__status' data-testid='lead-status' data-status={lead.status}>{store.statusText}</Text>
        <Text className='cf-growth__sub' data-testid='lead-adviser'>{lead.adviser ? `筹款顾问：${lead.adviser}` : '筹款顾问将在1个工作日内与您联系'}</Text>
        <Text className='cf-growth__sub'>{`提交时间：${formatTime(lead.createdAt)}`}</Text>
        <Text className='cf-growth__sub'>{`${lead.name} · ${lead.phone}`}</Text>
      </View>
      <View className='cf-growth__btn cf-growth__btn--ghost' data-testid='lead-refresh' onClick={() => void store.loadMine()}>刷新进度</View>
      <View className='cf-growth__btn' onClick={() => platform.nav.go('commonList')}>返回首页</View>
    </View>
  );
});

export default function LeadSuccessPage() {
  return (
    <RoutePage>
      <Success />
    </RoutePage>
  );
}

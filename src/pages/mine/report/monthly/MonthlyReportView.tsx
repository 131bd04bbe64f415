/**
 * The monthly report's view: a user's month of giving (the viewer's own when no userId): what they gave,
 * the cases helped and how each is doing, their love value, the thumbs-up, and for a fundraiser the tasks
 * of their live case. The page renders it, and the server renders it for a shared report's first screen
 * (src/ssr/first-screen.tsx, from the HTML's report block). Logic in DonorReportStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { StateView } from '../../../../components/StateView';
import { Avatar } from '../../../../components/case/Avatar';
import { useServerRenderHandoff } from '../../../../components/case/useServerRender';
import { useStores } from '../../../../stores/context';
import { ensureLoggedIn } from '../../../../stores/loginGate';
import { FundraiserTaskCard } from '../FundraiserTaskCard';
import '../report.css';

export const MonthlyReportView = observer(function MonthlyReportView({ userId, month }: { userId?: string; month?: string }) {
  const root = useStores();
  const { donorReports: s, auth, platform } = root;

  useEffect(() => {
    void (async () => {
      // One's own report needs a login; someone else's opens for anyone.
      if (!userId && !(await ensureLoggedIn(root))) return;
      await s.loadMonthly(userId, month);
    })();
  }, [userId, month, auth.loggedIn]);

  const m = s.monthly;
  const v = s.monthlyView;
  // a shared report's server screen (the HTML carried the report) gives way once this one shows it, or its error
  useServerRenderHandoff(!!v || s.monthlyAct.error !== '');
  if (!m || !v) {
    if (s.monthlyAct.error) {
      return <StateView title='月报加载失败' desc={s.monthlyAct.error} actionText='重新加载' onAction={() => void s.loadMonthly(userId, month)} testId='monthly-error' />;
    }
    return <View className='rpt rpt--loading' data-testid='monthly-loading' />;
  }
  return (
    <View className='rpt' data-testid='monthly-report'>
      <View className='rpt-hero'>
        <View className='rpt-hero__who'>
          <Avatar src={s.monthlyWho?.headImgUrl ?? m.headImgUrl} name={s.monthlyWho?.nickname ?? m.nickname} />
          <Text className='rpt-hero__name' data-testid='monthly-who'>{s.monthlyWho?.nickname ?? m.nickname}</Text>
        </View>
        <Text className='rpt-hero__title' data-testid='monthly-title'>{v.title}</Text>
        <Text className='rpt-hero__label'>本月捐助（元）</Text>
        <Text className='rpt-hero__amount' data-testid='monthly-donated'>{v.donated}</Text>
        <View className='rpt-hero__stats'>
          <Text data-testid='monthly-donation-count'>捐助 {m.donationCount} 次</Text>
          <Text data-testid='monthly-case-count'>帮助 {m.caseCount} 个筹款</Text>
          <Text data-testid='monthly-love-score'>爱心值 {m.loveScore}</Text>
        </View>
      </View>

      <View className='rpt-bless'>
        <View
          className={`rpt-bless__btn${m.isBlessing ? ' rpt-bless__btn--done' : ''}`}
          role='button'
          aria-pressed={m.isBlessing}
          data-testid='monthly-bless'
          onClick={() => void s.bless()}
        >
          {m.isBlessing ? '已点赞' : m.isOwner ? '点赞鼓励' : '为TA点赞'}
        </View>
        <Text className='rpt-bless__count' data-testid='monthly-bless-count'>{m.blessingCount} 人点赞</Text>
      </View>

      {m.fundraiserTask ? <FundraiserTaskCard task={m.fundraiserTask} onOpen={(id) => platform.nav.go('contribute', { infoUuid: id })} /> : null}

      <Text className='rpt-h'>{m.isOwner ? '本月帮助的筹款' : 'TA本月帮助的筹款'}</Text>
      {v.cases.length === 0 ? (
        <View className='rpt-empty' data-testid='monthly-empty'>
          <Text>本月还没有捐助记录</Text>
          <View className='rpt-link' role='link' data-testid='monthly-go-list' onClick={() => platform.nav.go('commonList')}>去看看正在筹款的人</View>
        </View>
      ) : (
        v.cases.map((c) => (
          <View key={c.infoUuid} className='rpt-case' role='link' data-testid='monthly-case-item' onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>
            <Text className='rpt-case__title'>{c.title}</Text>
            {m.isOwner ? <Text className='rpt-case__mine' data-testid='monthly-case-my'>本月捐助 {c.my} 元</Text> : null}
            <View className='rpt-bar'>
              <View className='rpt-bar__fill' style={{ width: `${c.percent}%` }} />
            </View>
            <Text className='rpt-case__sub'>已筹 {c.raised} 元 · {c.donationCount} 次帮助 · {c.percentText}</Text>
            <Text className='rpt-case__progress' data-testid='monthly-case-progress'>{c.progressText}</Text>
          </View>
        ))
      )}

      {m.isOwner ? (
        <View className='rpt-link rpt-link--block' role='link' data-testid='monthly-annual-link' onClick={() => platform.nav.go('annualReportHome')}>
          查看我的年度爱心报告 ›
        </View>
      ) : null}
    </View>
  );
});

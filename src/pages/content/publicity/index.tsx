/** /cf/publicity-page: the platform's public disclosures (cases, money raised, paid out, refunded), read from the database. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage } from '../../../components/RoutePage';
import { useFeature, useStores } from '../../../stores/context';
import { PageViewsStore } from '../../../stores/content/PageViewsStore';
import { ErrorState } from '../../../components/StateView';
import { Skeleton } from '../../../components/Skeleton';
import { formatFen } from '../../../lib/money';
import { formatTime } from '../../../lib/time';
import { LedgerHeadCard } from './LedgerHeadCard';
import '../content.css';

/** The page's own name in the visit counts. */
const PUBLICITY_PAGE = '/cf/publicity-page';

export const PublicityView = observer(function PublicityView() {
  const { content, platform } = useStores();
  const views = useFeature('content-page-views', (root) => new PageViewsStore(root));
  useEffect(() => {
    void content.loadPublicity();
    void views.load(PUBLICITY_PAGE);
  }, [content, views]);
  const v = views.counts;
  const p = content.publicity;
  if (!p && content.publicityAct.error) return <ErrorState text={content.publicityAct.error} onRetry={() => void content.loadPublicity()} />;
  if (!p) return <Skeleton rows={5} />;
  const stats: Array<[string, string, string]> = [
    ['publicity-raised', `${formatFen(p.raisedFen)}元`, '累计筹得善款'],
    ['publicity-paid-out', `${formatFen(p.paidOutFen)}元`, '已拨付善款'],
    ['publicity-case-count', `${p.caseCount}`, '公开求助'],
    ['publicity-raising', `${p.raisingCount}`, '正在筹款'],
    ['publicity-donations', `${p.donationCount}`, '爱心捐助人次'],
    ['publicity-refunded', `${formatFen(p.refundedFen)}元`, '已退还善款'],
  ];
  return (
    <View className='ct' data-testid='publicity'>
      <Text className='ct__h'>{`平台数据公示（截至 ${formatTime(p.at)}）`}</Text>
      {v ? <Text className='ct__h' data-testid='publicity-views'>{`浏览 今日${v.todayUv}人 · 累计${v.uv}人`}</Text> : null}
      <View className='ct-stats'>
        {stats.map(([id, v, k]) => (
          <View key={id} className='ct-stat'>
            <Text className='ct-stat__v' data-testid={id}>{v}</Text>
            <Text className='ct-stat__k'>{k}</Text>
          </View>
        ))}
      </View>
      <LedgerHeadCard />
      <Text className='ct__h'>最近的求助</Text>
      {p.recent.map((c) => (
        <View key={c.infoUuid} className='ct-row' data-testid='publicity-case' onClick={() => platform.nav.go('contribute', { infoUuid: c.infoUuid })}>
          <Text>{c.title}</Text>
          <Text className='ct-row__sub'>{`筹得${formatFen(c.raisedFen)}元 · 拨付${formatFen(c.paidOutFen)}元`}</Text>
        </View>
      ))}
    </View>
  );
});

export default function PublicityPage() {
  return (
    <RoutePage route='publicityPage'>
      <PublicityView />
    </RoutePage>
  );
}

/** /cf/annual-report/home[?year=]: the cover of the viewer's annual report (the year, what they gave) and the way in. Logic in DonorReportStore. */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../../components/RoutePage';
import { StateView } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import '../report.css';

const AnnualHome = observer(function AnnualHome() {
  const { donorReports: s, platform } = useStores();
  const { params } = useRoute();
  const year = Number(params.year) || undefined;
  useEffect(() => {
    void s.loadAnnual(year);
  }, [year]);
  const a = s.annual;
  const v = s.annualView;
  if (!a || !v) {
    if (s.annualAct.error) return <StateView title='年度报告加载失败' desc={s.annualAct.error} actionText='重新加载' onAction={() => void s.loadAnnual(year)} testId='annual-error' />;
    return <View className='rpt rpt--loading' />;
  }
  return (
    <View className='rpt rpt-cover' data-testid='annual-report-home'>
      <Text className='rpt-cover__year' data-testid='annual-year'>{a.year}</Text>
      <Text className='rpt-cover__title'>我的年度爱心报告</Text>
      {a.donationCount > 0 ? (
        <View className='rpt-cover__body'>
          <Text className='rpt-cover__line'>{v.first ? `${v.first}，你第一次伸出援手` : ''}</Text>
          <Text className='rpt-cover__line'>这一年你捐助了 {a.donationCount} 次，帮助了 {a.caseCount} 个筹款</Text>
          <Text className='rpt-cover__amount' data-testid='annual-donated'>{v.donated} 元</Text>
        </View>
      ) : (
        <Text className='rpt-cover__line' data-testid='annual-empty'>这一年还没有捐助记录，愿你成为别人的光</Text>
      )}
      <View className='rpt-cover__btn' role='button' data-testid='annual-open-info' onClick={() => platform.nav.go('annualReportInfo', { year: a.year })}>
        查看我的年度报告
      </View>
      {a.years.length > 1 ? (
        <View className='rpt-years'>
          {a.years.map((y) => (
            <Text key={y} className={`rpt-years__item${y === a.year ? ' rpt-years__item--on' : ''}`} data-testid='annual-year-option' onClick={() => void s.loadAnnual(y)}>
              {y}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
});

export default function AnnualReportHomePage() {
  return (
    <RoutePage route='annualReportHome'>
      <AnnualHome />
    </RoutePage>
  );
}

/**
 * /cf/annual-report/info[?year=]: the viewer's year by month (an F2 chart in both targets) and the
 * share image the server draws (PNG with the platform's QR code); an image that fails to load is
 * reported to monitoring and can be made again. Logic in DonorReportStore.
 */
import { useEffect } from 'react';
import { observer } from 'mobx-react';
import { Image, Text, View } from '@tarojs/components';
import { RoutePage, useRoute } from '../../../../components/RoutePage';
import { StateView } from '../../../../components/StateView';
import { useStores } from '../../../../stores/context';
import { MonthChart } from '../MonthChart';
import '../report.css';

const AnnualInfo = observer(function AnnualInfo() {
  const { donorReports: s } = useStores();
  const { params } = useRoute();
  const year = Number(params.year) || undefined;
  useEffect(() => {
    if (!s.annual || (year && s.annual.year !== year)) void s.loadAnnual(year);
  }, [year]);
  const a = s.annual;
  const v = s.annualView;
  if (!a || !v) {
    if (s.annualAct.error) return <StateView title='年度报告加载失败' desc={s.annualAct.error} actionText='重新加载' onAction={() => void s.loadAnnual(year)} testId='annual-error' />;
    return <View className='rpt rpt--loading' />;
  }
  return (
    <View className='rpt' data-testid='annual-report-info'>
      <View className='rpt-hero'>
        <Text className='rpt-hero__title'>{a.year} 年度爱心报告</Text>
        <Text className='rpt-hero__label'>全年捐助（元）</Text>
        <Text className='rpt-hero__amount' data-testid='annual-info-donated'>{v.donated}</Text>
        <View className='rpt-hero__stats'>
          <Text>捐助 {a.donationCount} 次</Text>
          <Text>帮助 {a.caseCount} 个筹款</Text>
          <Text>爱心值 {a.loveScore}</Text>
        </View>
        {v.bestMonth ? <Text className='rpt-hero__note'>{v.bestMonth}是你最慷慨的月份</Text> : null}
      </View>
      <Text className='rpt-h'>每月捐助</Text>
      <MonthChart bars={v.bars} />
      <Text className='rpt-h'>分享我的年度报告</Text>
      <View className='rpt-share'>
        {s.imageFailed ? (
          <View className='rpt-share__failed' data-testid='annual-image-failed'>
            <Text>图片生成失败</Text>
            <View className='rpt-link' role='button' data-testid='annual-image-retry' onClick={() => s.retryImage()}>重新生成</View>
          </View>
        ) : (
          <Image
            className='rpt-share__img'
            src={a.imageUrl}
            mode='widthFix'
            showMenuByLongpress
            data-testid='annual-share-image'
            imgProps={{ alt: `${a.year}年度爱心报告分享图` }}
            onError={() => s.imageError(a.imageUrl)}
          />
        )}
        <Text className='rpt-share__hint'>长按图片保存，分享给好友</Text>
      </View>
    </View>
  );
});

export default function AnnualReportInfoPage() {
  return (
    <RoutePage route='annualReportInfo'>
      <AnnualInfo />
    </RoutePage>
  );
}

/**
 * The annual report's chart of giving by month: bars drawn on a canvas (./draw-chart), with the same
 * figures as a list beneath (what a screen reader and a test read; what shows when no canvas can draw).
 */
import { useEffect } from 'react';
import { Canvas, Text, View } from '@tarojs/components';
import { canvas } from '../../../platform/canvas';
import { logFailure } from '../../../stores/report';
import type { MonthBar } from '../../../stores/DonorReportStore';
import { drawMonthBars } from './draw-chart';

const CHART_ID = 'annual-month-chart';

export function MonthChart({ bars }: { bars: MonthBar[] }) {
  useEffect(() => {
    let gone = false;
    let dispose: (() => void) | undefined;
    void canvas.get2d(CHART_ID).then((c) => {
      if (!c || gone) return;
      try {
        dispose = drawMonthBars(c, bars);
      } catch (err) {
        logFailure('annual.chart', err);
      }
    });
    return () => {
      gone = true;
      dispose?.();
    };
  }, [bars]);
  return (
    <View className='rpt-chart' data-testid='annual-chart'>
      <Canvas id={CHART_ID} canvasId={CHART_ID} type='2d' className='rpt-chart__canvas' />
      <View className='rpt-chart__list'>
        {bars.map((b) => (
          <View key={b.month} className='rpt-chart__row' data-testid='annual-month-row'>
            <Text className='rpt-chart__month'>{b.month}</Text>
            <Text className='rpt-chart__amount'>{b.count ? `${b.text}元 · ${b.count}次` : '—'}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

/**
 * Draws the giving-by-month bars with F2 (a mobile chart library drawing on a 2D canvas, so the same
 * code runs in H5 and the mini-program). Returns a function that frees the chart.
 */
import { Axis, Canvas, Chart, Interval, jsx } from '@antv/f2';
import type { Canvas2d } from '../../../platform/canvas';
import type { MonthBar } from '../../../stores/DonorReportStore';

/**
 * F2 sizes its theme in 750-wide design pixels ('20px') and by default turns them into screen pixels
 * with the page's root font size, which Taro's H5 rem layout changes: half, as on a 375-wide screen.
 */
const designPx = (px: number) => px / 2;

/** F2's element factory, loosely typed: its generic component types do not fit its own `jsx` signature. */
const el = jsx as unknown as (type: unknown, props: Record<string, unknown>) => { props: unknown };

export function drawMonthBars(c: Canvas2d, bars: MonthBar[]): () => void {
  const chart = el(Chart, {
    data: bars.map((b) => ({ month: b.month.replace('月', ''), yuan: b.yuan })),
    children: [
      el(Axis, { field: 'month', style: { label: { fontSize: '22px' } } }),
      el(Axis, { field: 'yuan', tickCount: 4, style: { label: { fontSize: '22px' } } }),
      el(Interval, { x: 'month', y: 'yuan', color: '#f2543d' }),
    ],
  });
  const root = el(Canvas, {
    context: c.context, pixelRatio: c.pixelRatio, width: c.width, height: c.height, animate: false, px2hd: designPx, children: chart,
  });
  const canvas = new Canvas(root.props as ConstructorParameters<typeof Canvas>[0]);
  void canvas.render();
  return () => canvas.destroy();
}

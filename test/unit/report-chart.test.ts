/** The annual report's month bars, drawn by hand on a 2D canvas (src/pages/mine/report/draw-chart.ts). */
import { BAR_COLOR, drawMonthBars, layoutMonthBars, niceTicks } from '../../src/pages/mine/report/draw-chart';

test('four round ticks from 0 to at or above the largest month', () => {
  expect(niceTicks(0)).toEqual([0, 1, 2, 3]);
  expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
  expect(niceTicks(1000)).toEqual([0, 500, 1000, 1500]);
  expect(niceTicks(1234.5)).toEqual([0, 500, 1000, 1500]);
  expect(niceTicks(70)).toEqual([0, 25, 50, 75]);
  expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
});

test('one bar per month, heights in proportion, inside the plot', () => {
  const months = [{ month: '1月', yuan: 100 }, { month: '2月', yuan: 0 }, { month: '3月', yuan: 300 }];
  const { plot, bars, ticks } = layoutMonthBars(300, 200, months);
  expect(bars.map((b) => b.label)).toEqual(['1', '2', '3']);
  expect(bars[1].h).toBe(0);
  expect(bars[2].h).toBeCloseTo(bars[0].h * 3);
  for (const b of bars) {
    expect(b.x).toBeGreaterThanOrEqual(plot.x);
    expect(b.x + b.w).toBeLessThanOrEqual(plot.x + plot.w);
    expect(b.y + b.h).toBeCloseTo(plot.y + plot.h);
  }
  expect(ticks[0].y).toBeCloseTo(plot.y + plot.h);
  expect(ticks[ticks.length - 1].y).toBeCloseTo(plot.y);
});

test('draws the axis labels and a red bar for each month with gifts; the returned function clears it', () => {
  const calls: Array<[string, unknown[]]> = [];
  const ctx = new Proxy({} as Record<string, unknown>, {
    get: (t, k: string) => (k in t ? t[k] : (...args: unknown[]) => void calls.push([k, args])),
    set: (t, k: string, v) => ((t[k] = v), calls.push([`set ${k}`, [v]]), true),
  }) as unknown as CanvasRenderingContext2D;
  const bars = [1, 2, 3].map((m) => ({ month: `${m}月`, yuan: m === 2 ? 0 : m * 10, text: '', count: m === 2 ? 0 : 1 }));
  const clear = drawMonthBars({ context: ctx, width: 300, height: 200, pixelRatio: 2 }, bars);
  const texts = calls.filter(([k]) => k === 'fillText').map(([, a]) => a[0]);
  expect(texts).toEqual(['0', '10', '20', '30', '1', '2', '3']);
  const fills = calls.filter(([k]) => k === 'fillRect');
  expect(fills).toHaveLength(2);
  expect(calls.filter(([k]) => k === 'set fillStyle').at(-1)?.[1]).toEqual([BAR_COLOR]);
  calls.length = 0;
  clear();
  expect(calls).toEqual([['clearRect', [0, 0, 300, 200]]]);
});

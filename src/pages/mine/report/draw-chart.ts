/**
 * Draws the giving-by-month bars on a 2D canvas (the same code in H5 and the mini-program): months along
 * the bottom, 元 on the left at four rounded ticks with light grid lines, one bar per month. Drawn by hand:
 * a chart library (F2) made this page's mini-program file 457 KB for twelve bars. Returns a function that
 * clears the drawing.
 */
import type { Canvas2d } from '../../../platform/canvas';
import type { MonthBar } from '../../../stores/DonorReportStore';

/** The bars' colour (the product's red). */
export const BAR_COLOR = '#f2543d';
const LABEL_COLOR = '#808080';
const GRID_COLOR = '#e8e8e8';
const AXIS_COLOR = '#cccccc';
/** Label size in CSS pixels (22 design pixels on the 750-wide layout). */
const FONT_PX = 11;
const TICK_COUNT = 4;

/** Four ticks from 0 to a round top at or above `max` (1, 2, 2.5 or 5 times a power of ten per step). */
export function niceTicks(max: number, count = TICK_COUNT): number[] {
  const raw = max > 0 ? max / (count - 1) : 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-9) ?? 10 * power;
  return Array.from({ length: count }, (_, i) => Number((i * step).toFixed(6)));
}

/** Where each piece goes (pure, so the layout is tested without a canvas). */
export function layoutMonthBars(width: number, height: number, bars: Pick<MonthBar, 'month' | 'yuan'>[]) {
  const ticks = niceTicks(Math.max(0, ...bars.map((b) => b.yuan)));
  const top = ticks[ticks.length - 1];
  const left = Math.max(...ticks.map((t) => String(t).length)) * FONT_PX * 0.6 + 8;
  const plot = { x: left, y: FONT_PX, w: Math.max(0, width - left - 4), h: Math.max(0, height - FONT_PX * 3) };
  const slot = bars.length ? plot.w / bars.length : 0;
  const barW = slot * 0.5;
  return {
    plot,
    ticks: ticks.map((value) => ({ value, y: plot.y + plot.h - (value / top) * plot.h })),
    bars: bars.map((b, i) => {
      const h = (Math.max(0, b.yuan) / top) * plot.h;
      const cx = plot.x + slot * (i + 0.5);
      return { label: b.month.replace('月', ''), cx, x: cx - barW / 2, y: plot.y + plot.h - h, w: barW, h };
    }),
  };
}

export function drawMonthBars(c: Canvas2d, bars: MonthBar[]): () => void {
  const ctx = c.context;
  const { plot, ticks, bars: placed } = layoutMonthBars(c.width, c.height, bars);
  ctx.clearRect(0, 0, c.width, c.height);
  ctx.font = `${FONT_PX}px sans-serif`;
  ctx.fillStyle = LABEL_COLOR;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 1;
  for (const t of ticks) {
    ctx.strokeStyle = t.value === 0 ? AXIS_COLOR : GRID_COLOR;
    ctx.beginPath();
    ctx.moveTo(plot.x, t.y);
    ctx.lineTo(plot.x + plot.w, t.y);
    ctx.stroke();
    ctx.fillText(String(t.value), plot.x - 6, t.y);
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  for (const b of placed) ctx.fillText(b.label, b.cx, plot.y + plot.h + 6);
  ctx.fillStyle = BAR_COLOR;
  for (const b of placed) if (b.h > 0) ctx.fillRect(b.x, b.y, b.w, b.h);
  return () => ctx.clearRect(0, 0, c.width, c.height);
}

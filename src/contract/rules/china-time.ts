/**
 * China time (UTC+8, no daylight saving) whatever the zone of the process: the one module that turns
 * instants into calendar days, months and clock times and back, for the client and the server alike.
 * Pure, no imports (it sits with the rules at the bottom of src/, so every layer may use it; src/lib/time.ts
 * re-exports it). A unit test (test/unit/lib/china-time-only.test.ts) refuses zone-dependent date calls
 * anywhere else.
 */
const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;
/** China time's offset from UTC. */
export const CHINA_OFFSET_MS = 8 * HOUR;

/** Seconds or ms -> ms (values below 1e12 are taken as seconds). */
export function toMs(t: number): number {
  return t < 1e12 ? t * 1000 : t;
}

/** The China-time calendar fields of an instant (month 1-12). */
export function chinaParts(ms: number): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
}

/** The instant of a China-time wall clock (month 1-12; out-of-range fields roll over as in Date.UTC). */
export function chinaTime(year: number, month: number, day = 1, hour = 0, minute = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute) - CHINA_OFFSET_MS;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Formats seconds or ms in China time. Tokens: YYYY MM M DD D HH mm ss (default YYYY-MM-DD HH:mm);
 * any other character is kept as written.
 */
export function formatTime(t: number, pattern = 'YYYY-MM-DD HH:mm'): string {
  const p = chinaParts(toMs(t));
  const tokens: Record<string, string> = {
    YYYY: String(p.year), MM: two(p.month), M: String(p.month), DD: two(p.day), D: String(p.day), HH: two(p.hour), mm: two(p.minute), ss: two(p.second),
  };
  return pattern.replace(/YYYY|MM|M|DD|D|HH|mm|ss/g, (k) => tokens[k]);
}

/** The calendar day (YYYY-MM-DD) of an instant in China time. */
export const chinaDay = (ms: number): string => formatTime(ms, 'YYYY-MM-DD');

/** China-time day number (whole days since 1970-01-01 China time): a per-day cap's day. */
export const chinaDayNumber = (ms: number): number => Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);

/** The start (China-time midnight) of the month of `ms`, and its name YYYY-MM. */
export function chinaMonthStart(ms: number): { start: number; name: string } {
  const p = chinaParts(ms);
  return { start: chinaTime(p.year, p.month), name: `${p.year}-${two(p.month)}` };
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * China-time midnight of a 'YYYY-MM-DD' date (with `hh:mm` after a space or a T: that wall-clock time),
 * in epoch ms; null when not a real date.
 */
export function parseChinaTime(text: string): number | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)];
  const back = new Date(Date.UTC(y, mo - 1, d));
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return chinaTime(y, mo, d, h, mi);
}

/**
 * Relative times: seconds, minutes, hours, days (under 30), months, years + 前:
 * 30秒前, 5分钟前, 3小时前, 12天前, 2个月前, 1年前. Under one second: 刚刚. Future times count as now.
 * Input may be seconds (comment times) or milliseconds: values below 1e12 are taken as seconds.
 */
import dayjs from 'dayjs';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** Seconds or ms -> ms. */
export function toMs(t: number): number {
  return t < 1e12 ? t * 1000 : t;
}

/** Relative time text for a past moment. */
export function relativeTime(t: number, now: number = Date.now()): string {
  const diff = Math.max(0, now - toMs(t));
  if (diff < SEC) return '刚刚';
  if (diff < MIN) return `${Math.floor(diff / SEC)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MIN)}分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY);
  if (days < 30) return `${days}天前`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months}个月前`;
  return `${Math.max(1, Math.floor(days / 365))}年前`;
}

/** Formats seconds or ms with a dayjs pattern (default YYYY-MM-DD HH:mm). */
export function formatTime(t: number, pattern = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(toMs(t)).format(pattern);
}

/**
 * Time as users see it: China time whatever the zone of the process that formats it (a server in UTC, a
 * phone abroad), from the one China-time module (src/contract/rules/china-time.ts), re-exported here.
 *
 * Relative times: seconds, minutes, hours, days (under 30), months, years + 前:
 * 30秒前, 5分钟前, 3小时前, 12天前, 2个月前, 1年前. Under one second: 刚刚. Future times count as now.
 * Input may be seconds (comment times) or milliseconds: values below 1e12 are taken as seconds.
 */
import { DAY_MS, toMs } from '../contract/rules/china-time';

export {
  CHINA_OFFSET_MS, DAY_MS, chinaDay, chinaDayNumber, chinaMonthStart, chinaParts, chinaTime, dayBefore, formatTime, parseChinaTime, toMs,
} from '../contract/rules/china-time';

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;

/** Relative time text for a past moment. */
export function relativeTime(t: number, now: number = Date.now()): string {
  const diff = Math.max(0, now - toMs(t));
  if (diff < SEC) return '刚刚';
  if (diff < MIN) return `${Math.floor(diff / SEC)}秒前`;
  if (diff < HOUR) return `${Math.floor(diff / MIN)}分钟前`;
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR)}小时前`;
  const days = Math.floor(diff / DAY_MS);
  if (days < 30) return `${days}天前`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months}个月前`;
  return `${Math.max(1, Math.floor(days / 365))}年前`;
}

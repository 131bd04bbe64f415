/**
 * Every date and time a user sees is China time whatever the zone of the process (a server in UTC, a
 * phone abroad): instants become days, months and clock times only in src/contract/rules/china-time.ts (re-exported by src/lib/time.ts). This test reads
 * the client and server sources and refuses any other zone-dependent date call or China-offset sum.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CHINA_OFFSET_MS, chinaDay, chinaDayNumber, chinaMonthStart, chinaParts, chinaTime, formatTime, parseChinaTime } from '../../../src/contract/rules/china-time';
import { sourceFiles } from '../support/sources';

const ROOT = join(__dirname, '../../..');
const MODULE = 'src/contract/rules/china-time.ts';
const FORBIDDEN: [RegExp, string][] = [
  [/\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(/, 'a local-zone Date getter'],
  [/\.set(FullYear|Month|Date|Hours|Minutes|Seconds)\(/, 'a local-zone Date setter'],
  [/toLocale(Date|Time)?String\(/, 'toLocaleString'],
  [/Intl\.DateTimeFormat/, 'Intl.DateTimeFormat'],
  [/\bdayjs\b|\bmoment\(/, 'a date library (formats in the local zone)'],
  [/new Date\(\s*[\w.[\]]+\s*,/, 'the local-zone Date constructor of fields'],
  [/\b8 \* (3600|60 \* 60)|28_?800_?000|getTimezoneOffset/, 'a China offset of its own'],
];

test('no source formats or splits a date outside the China-time module', () => {
  const found: string[] = [];
  for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server/src'))]) {
    const rel = relative(ROOT, file);
    if (rel === MODULE) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      for (const [re, what] of FORBIDDEN) if (re.test(line)) found.push(`${rel}:${i + 1} ${what}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});

test('the module answers China time whatever the zone of the process', () => {
  const t = Date.UTC(2026, 11, 31, 16, 5, 9); // 2027-01-01 00:05:09 in China
  expect(CHINA_OFFSET_MS).toBe(8 * 3600_000);
  expect(formatTime(t)).toBe('2027-01-01 00:05');
  expect(formatTime(t / 1000, 'YYYY年M月D日 HH:mm:ss')).toBe('2027年1月1日 00:05:09');
  expect(formatTime(t, 'MM-DD')).toBe('01-01');
  expect(chinaDay(t)).toBe('2027-01-01');
  expect(chinaDay(t - 6 * 60_000)).toBe('2026-12-31');
  expect(chinaParts(t)).toEqual({ year: 2027, month: 1, day: 1, hour: 0, minute: 5, second: 9 });
  expect(chinaDayNumber(t)).toBe(chinaDayNumber(chinaTime(2027, 1, 1)));
  expect(chinaDayNumber(t)).toBe(chinaDayNumber(t - 5 * 60_000));
  expect(chinaMonthStart(t)).toEqual({ start: chinaTime(2027, 1), name: '2027-01' });
  expect(chinaTime(2027, 1)).toBe(Date.UTC(2026, 11, 31, 16));
  expect(parseChinaTime('2027-01-01')).toBe(chinaTime(2027, 1, 1));
  expect(parseChinaTime('2027-01-01T00:05')).toBe(t - 9000);
  expect(parseChinaTime('2027-02-30')).toBeNull();
});

/**
 * Money is integer fen and turns into 元 text only in the one formatter (src/lib/money.ts, which the
 * server imports too; server/src/payments/money.ts wraps it with a safe-integer guard). This test reads
 * the client and server sources and refuses any other division of a value by 100 (a float 元 from fen),
 * except over a percentage, a rate in basis points or a weight, named as such. It also checks that the
 * local yuan() formatters and HTML escapers are gone from the server.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fenToYuanText, wholeYuan } from '../../../src/lib/money';
import { sourceFiles } from '../support/sources';

const ROOT = join(__dirname, '../../..');
const FORMATTER = 'src/lib/money.ts';
/** What may be divided by 100: percentages, basis points, weights (never an amount of fen). */
const NOT_FEN = /pct|percent|bp\b|rateBp|weight|BUCKETS|total\)/i;

const files = () => [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server/src')), ...sourceFiles(join(ROOT, 'server/seed'))];

/** The operand left of each `/ 100` on a line: the identifier path or the parenthesised group before it. */
function divisionsBy100(line: string): string[] {
  const out: string[] = [];
  const re = /\/\s*100(?![\d_.])/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const head = line.slice(0, m.index).trimEnd();
    if (head.endsWith(')')) {
      let depth = 0;
      let i = head.length - 1;
      for (; i >= 0; i--) {
        if (head[i] === ')') depth++;
        else if (head[i] === '(' && --depth === 0) break;
      }
      out.push(head.slice(Math.max(0, i)));
    } else out.push(/[\w.$[\]]*$/.exec(head)?.[0] ?? head);
  }
  return out;
}

test('no source divides fen by 100 outside the one formatter', () => {
  const found: string[] = [];
  for (const file of files()) {
    const rel = relative(ROOT, file);
    if (rel === FORMATTER) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const operand of divisionsBy100(line)) if (!NOT_FEN.test(operand)) found.push(`${rel}:${i + 1} ${operand} / 100: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});

test('the server keeps no formatter or HTML escaper of its own', () => {
  const found: string[] = [];
  for (const file of sourceFiles(join(ROOT, 'server/src'))) {
    const rel = relative(ROOT, file);
    readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
      if (/(const|function)\s+yuan\b/.test(line) && rel !== 'server/src/payments/money.ts') found.push(`${rel}:${i + 1} a yuan() of its own`);
      if (/&amp;/.test(line) && rel !== 'server/src/lib/html.ts') found.push(`${rel}:${i + 1} an HTML escaper of its own`);
    });
  }
  expect(found).toEqual([]);
});

test('the check sees a fen division and lets a rate through', () => {
  expect(divisionsBy100('const y = (fen / 100).toFixed(2);')).toEqual(['fen']);
  expect(divisionsBy100('String(Math.round(base.targetAmount / 100))')).toEqual(['base.targetAmount']);
  expect(divisionsBy100('Math.floor((gift * l.ratioPct) / 100)')).toEqual(['(gift * l.ratioPct)']);
  expect(divisionsBy100('x / 100_000 + y / 1000')).toEqual([]);
  expect(NOT_FEN.test('base.targetAmount')).toBe(false);
  expect(NOT_FEN.test('config.feeRateBp')).toBe(true);
});

test('form texts from fen', () => {
  expect(fenToYuanText(2000)).toBe('20');
  expect(fenToYuanText(2050)).toBe('20.5');
  expect(fenToYuanText(5)).toBe('0.05');
  expect(fenToYuanText(123456789)).toBe('1234567.89');
  expect(wholeYuan(2049)).toBe(20);
  expect(wholeYuan(2050)).toBe(21);
  expect(wholeYuan(500000)).toBe(5000);
});

/**
 * Property-based tests of src/lib/money.ts with fast-check: every display function is compared with
 * a BigInt reference (no float anywhere), and the display invariants (commas, 万 at 1万元, whole-元
 * input) hold over the whole safe-integer range, not just the examples someone thought of.
 */
import fc from 'fast-check';
import {
  formatFen,
  formatFenFixed,
  formatFenPlain,
  MAX_DONATION_YUAN,
  MONEY_TEXT,
  parseYuanInput,
  progressPercent,
  WAN_FEN,
  yuanToFen,
} from '../../src/lib/money';

const RUNS = { numRuns: 2000 };
const anyFen = fc.maxSafeInteger().filter((n) => n >= -Number.MAX_SAFE_INTEGER);

/** Reference: digits grouped by three, from BigInt arithmetic only. */
function group(n: bigint): string {
  const s = n.toString();
  let out = '';
  for (let i = 0; i < s.length; i++) out += (i > 0 && (s.length - i) % 3 === 0 ? ',' : '') + s[i];
  return out;
}
function hundredths(h: bigint): string {
  return h === 0n ? '' : '.' + h.toString().padStart(2, '0').replace(/0$/, '');
}
function refPlain(fen: number): string {
  const n = BigInt(fen);
  const abs = n < 0n ? -n : n;
  return (n < 0n ? '-' : '') + group(abs / 100n) + hundredths(abs % 100n);
}
function refFen(fen: number): string {
  const n = BigInt(fen);
  const abs = n < 0n ? -n : n;
  if (abs < BigInt(WAN_FEN)) return refPlain(fen);
  const h = abs / 10000n; // hundredths of 万元, truncated
  return (n < 0n ? '-' : '') + group(h / 100n) + hundredths(h % 100n) + '万';
}
/** Back from display text to fen with string arithmetic (no parseFloat). */
function textToFen(text: string): bigint {
  const neg = text.startsWith('-');
  const wan = text.endsWith('万');
  const body = text.replace(/^-/, '').replace(/万$/, '').replace(/,/g, '');
  const [whole, dec = ''] = body.split('.');
  const v = BigInt(whole) * 100n + BigInt(dec.padEnd(2, '0') || '0');
  const fen = wan ? v * 10000n : v;
  return neg ? -fen : fen;
}

test('formatFenPlain equals the BigInt reference for every safe integer (no float drift)', () => {
  fc.assert(fc.property(anyFen, (n) => formatFenPlain(n) === refPlain(n)), RUNS);
});

test('formatFenPlain and formatFenFixed round-trip to the same integer fen', () => {
  fc.assert(
    fc.property(anyFen, (n) => textToFen(formatFenPlain(n)) === BigInt(n) && textToFen(formatFenFixed(n)) === BigInt(n)),
    RUNS,
  );
});

test('formatFenFixed always has exactly two decimals and no commas', () => {
  fc.assert(fc.property(anyFen, (n) => /^-?\d+\.\d\d$/.test(formatFenFixed(n))), RUNS);
});

test('commas group the whole part by threes, decimals are 1-2 digits without a trailing zero', () => {
  fc.assert(
    fc.property(anyFen, (n) => {
      const s = formatFen(n);
      return /^-?\d{1,3}(,\d{3})*(\.\d?[1-9])?万?$/.test(s);
    }),
    RUNS,
  );
});

test('万 appears exactly from 1万元 (1,000,000 fen) on, and below it the text is the plain 元 text', () => {
  fc.assert(
    fc.property(anyFen, (n) => {
      const s = formatFen(n);
      const big = Math.abs(n) >= WAN_FEN;
      return s.endsWith('万') === big && (big || s === formatFenPlain(n));
    }),
    RUNS,
  );
  expect(formatFen(WAN_FEN - 1)).toBe('9,999.99');
  expect(formatFen(WAN_FEN)).toBe('1万');
});

test('formatFen equals the reference and never overstates: the shown 万 amount is within 0.01万 below the truth', () => {
  fc.assert(
    fc.property(anyFen, (n) => {
      const s = formatFen(n);
      if (s !== refFen(n)) return false;
      const shown = textToFen(s);
      const abs = BigInt(Math.abs(n));
      const shownAbs = shown < 0n ? -shown : shown;
      return shownAbs <= abs && abs - shownAbs < 10000n;
    }),
    RUNS,
  );
});

test('sums of integer fen display exactly what BigInt addition gives', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 10_000_000 }), { maxLength: 200 }), (xs) => {
      const sum = xs.reduce((a, b) => a + b, 0);
      const big = xs.reduce((a, b) => a + BigInt(b), 0n);
      return textToFen(formatFenFixed(sum)) === big;
    }),
    RUNS,
  );
});

test('parseYuanInput round-trips every whole 元 amount from 1 to the maximum', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: MAX_DONATION_YUAN }), fc.nat(3), (yuan, zeros) => {
      const r = parseYuanInput('0'.repeat(zeros) + String(yuan));
      return r.ok && r.fen === yuanToFen(yuan) && r.fen === yuan * 100 && formatFenFixed(r.fen) === `${yuan}.00`
        && formatFenPlain(r.fen).replace(/,/g, '') === String(yuan);
    }),
    RUNS,
  );
});

test('parseYuanInput refuses zero, signs, decimals, exponents, spaces inside and non-digits with the Chinese message', () => {
  const bad = fc.oneof(
    fc.constantFrom('0', '00', '-1', '+1', '1.5', '0.01', '1e3', '1 0', '１０', '0x10', 'NaN', 'Infinity', '10元', '1,000'),
    fc.string().filter((s) => s.trim() !== '' && !/^\d+$/.test(s.trim())),
  );
  fc.assert(
    fc.property(bad, (s) => {
      const r = parseYuanInput(s);
      return !r.ok && (r.error === MONEY_TEXT.invalid || r.error === MONEY_TEXT.tooLarge);
    }),
    RUNS,
  );
  expect(parseYuanInput('')).toEqual({ ok: false, error: MONEY_TEXT.required });
  expect(parseYuanInput('   ')).toEqual({ ok: false, error: MONEY_TEXT.required });
});

test('parseYuanInput refuses anything above the maximum, however many digits, without losing precision', () => {
  fc.assert(
    fc.property(fc.bigInt({ min: BigInt(MAX_DONATION_YUAN) + 1n, max: 10n ** 40n }), (y) => {
      const r = parseYuanInput(y.toString());
      return !r.ok && r.error === MONEY_TEXT.tooLarge;
    }),
    RUNS,
  );
});

test('progressPercent stays within 0..100, is monotone in the raised amount and never rounds up', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), (a, b, t) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const p = progressPercent(lo, t);
      return p >= 0 && p <= 100 && p <= progressPercent(hi, t) && BigInt(p) * BigInt(t) <= BigInt(lo) * 100n;
    }),
    RUNS,
  );
});

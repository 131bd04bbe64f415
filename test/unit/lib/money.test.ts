import { formatFen, formatFenFixed, formatFenPlain, parseYuanInput, progressPercent, MONEY_TEXT } from '../../../src/lib/money';

describe('formatFen', () => {
  test.each([
    [0, '0'],
    [2000, '20'],
    [2050, '20.5'],
    [2005, '20.05'],
    [123456, '1,234.56'],
    [99999999 % 1000000, '9,999.99'],
    [999999, '9,999.99'],
    [1000000, '1万'],
    [1500000, '1.5万'],
    [1234500, '1.23万'],
    [1239999, '1.23万'], // truncated, never overstated
    [12345678900, '12,345.67万'],
    [123456789000, '123,456.78万'],
    [-2050, '-20.5'],
  ])('%p fen -> %p', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  test('missing values show 0', () => {
    expect(formatFen(undefined)).toBe('0');
    expect(formatFen(null)).toBe('0');
    expect(formatFen(NaN)).toBe('0');
  });

  test('plain and fixed variants', () => {
    expect(formatFenPlain(123456789)).toBe('1,234,567.89');
    expect(formatFenFixed(2000)).toBe('20.00');
    expect(formatFenFixed(5)).toBe('0.05');
  });
});

describe('parseYuanInput', () => {
  test('whole yuan -> fen', () => {
    expect(parseYuanInput('20')).toEqual({ ok: true, fen: 2000 });
    expect(parseYuanInput(' 007 ')).toEqual({ ok: true, fen: 700 });
    expect(parseYuanInput('100000')).toEqual({ ok: true, fen: 10000000 });
  });
  test.each([
    ['', MONEY_TEXT.required],
    ['   ', MONEY_TEXT.required],
    ['0', MONEY_TEXT.invalid],
    ['000', MONEY_TEXT.invalid],
    ['20.5', MONEY_TEXT.invalid],
    ['-5', MONEY_TEXT.invalid],
    ['1e3', MONEY_TEXT.invalid],
    ['abc', MONEY_TEXT.invalid],
    ['100001', MONEY_TEXT.tooLarge],
    ['99999999999999999999999', MONEY_TEXT.tooLarge],
  ])('%p -> %p', (input, error) => {
    expect(parseYuanInput(input)).toEqual({ ok: false, error });
  });
  test('texts are the Chinese messages', () => {
    expect(MONEY_TEXT).toEqual({ required: '请输入捐款金额', invalid: '请输入正确的金额', tooLarge: '单笔金额不能超过100000元' });
  });
});

test('progressPercent floors and caps', () => {
  expect(progressPercent(1, 3)).toBe(33);
  expect(progressPercent(500, 100)).toBe(100);
  expect(progressPercent(5, 0)).toBe(0);
});

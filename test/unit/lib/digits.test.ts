import { CODE_LENGTH, digitsOf, sanitizeCode } from '../../../src/lib/validation';

describe('digitsOf / sanitizeCode (the code input)', () => {
  test('pasted text keeps its digits, capped at 6', () => {
    expect(sanitizeCode('验证码123456')).toBe('123456');
    expect(sanitizeCode('【爱心筹】您的验证码是 654321，10分钟内有效')).toBe('654321');
    expect(sanitizeCode('12 34-56 78')).toBe('123456');
    expect(sanitizeCode('1234567')).toHaveLength(CODE_LENGTH);
  });
  test('full-width digits count as digits instead of leaving the input empty', () => {
    expect(sanitizeCode('１２３４５６')).toBe('123456');
    expect(sanitizeCode('验证码：１２3４５６')).toBe('123456');
  });
  test('nothing to keep gives an empty string', () => {
    expect(sanitizeCode('验证码')).toBe('');
    expect(sanitizeCode(null)).toBe('');
    expect(sanitizeCode(undefined)).toBe('');
  });
  test('digitsOf takes any cap', () => {
    expect(digitsOf('a1b2c3', 2)).toBe('12');
    expect(digitsOf('１a2', 11)).toBe('12');
  });
});

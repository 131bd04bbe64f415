import { relativeTime, toMs } from '../../../src/lib/time';
import {
  VALIDATION_TEXT, isValidPhone, keepPositiveInteger, loginFormError, phoneErrorForSend, sanitizeCode,
} from '../../../src/lib/validation';
import { isValidIdCard, isValidName } from '../../../src/contract/rules/identity';
import { ANONYMOUS_NICKNAME, displayNickname, fillNickname } from '../../../src/lib/nickname';
import { randomId } from '../../../src/lib/id';
import { sharedv, sharedvFromQuery } from '../../../src/lib/share';
import { normalizeThirdType } from '../../../src/lib/third-type';

describe('relativeTime', () => {
  const now = Date.UTC(2024, 5, 1, 12, 0, 0);
  const S = 1000, M = 60 * S, H = 60 * M, D = 24 * H;
  test.each([
    [now - 300, '刚刚'],
    [now - 30 * S, '30秒前'],
    [now - 5 * M, '5分钟前'],
    [now - 3 * H, '3小时前'],
    [now - 12 * D, '12天前'],
    [now - 29 * D, '29天前'],
    [now - 30 * D, '1个月前'],
    [now - 65 * D, '2个月前'],
    [now - 400 * D, '1年前'],
    [now - 800 * D, '2年前'],
    [now + 5 * M, '刚刚'],
  ])('%p -> %p', (t, text) => {
    expect(relativeTime(t, now)).toBe(text);
  });
  test('seconds input', () => {
    expect(relativeTime(Math.floor((now - 5 * M) / 1000), now)).toBe('5分钟前');
    expect(toMs(1_700_000_000)).toBe(1_700_000_000_000);
  });
});

describe('validation', () => {
  test('phone', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('23800138000')).toBe(false);
    expect(isValidPhone('1380013800')).toBe(false);
    expect(phoneErrorForSend('')).toBe('请填写手机号');
    expect(phoneErrorForSend('123')).toBe('请输入正确的手机号码');
    expect(phoneErrorForSend('13800138000')).toBeNull();
  });
  test('login form', () => {
    expect(loginFormError('', '123456')).toBe('请输入您的手机号码');
    expect(loginFormError('13800138000', '')).toBe('请输入您收到的验证码');
    expect(loginFormError('1380', '1')).toBe(VALIDATION_TEXT.phoneInvalid);
    expect(loginFormError('13800138000', '123456')).toBeNull();
    expect(VALIDATION_TEXT.codeSent).toBe('验证码已发送');
  });
  test('name and id card', () => {
    expect(isValidName('张三')).toBe(true);
    expect(isValidName('阿卜杜·热合曼')).toBe(true);
    expect(isValidName('张')).toBe(false);
    expect(isValidName('Zhang San')).toBe(false);
    expect(isValidName('张'.repeat(21))).toBe(false);
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    // The spec's pattern alone would take this one; the check character (GB 11643) refuses it.
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('011010519491231002')).toBe(false);
    expect(isValidIdCard('1101051949123')).toBe(false);
  });
  test('input sanitizers', () => {
    expect(keepPositiveInteger('a1-2.3 456789012345')).toBe('12345678901');
    expect(sanitizeCode('12a34567')).toBe('123456');
  });
});

test('nicknames', () => {
  expect(displayNickname('')).toBe('爱心人士');
  expect(displayNickname(null)).toBe(ANONYMOUS_NICKNAME);
  expect(displayNickname('一二三四五六七八九十')).toBe('一二三四五六七八九十');
  expect(displayNickname('一二三四五六七八九十十一')).toBe('一二三四五六七八九十…');
  expect(fillNickname('[userName]的爱心，[userName]', '小明')).toBe('小明的爱心，小明');
});

test('randomId: 19 random characters + timestamp', () => {
  const a = randomId(1700000000000);
  expect(a).toMatch(/^[0-9a-z]{19}1700000000000$/);
  expect(randomId()).not.toBe(randomId());
});

test('sharedv', () => {
  expect(sharedv(undefined)).toBe(1000);
  expect(sharedv('')).toBe(1000);
  expect(sharedv('0')).toBe(1000);
  expect(sharedv(0)).toBe(1000);
  expect(sharedv('3')).toBe(2000);
  expect(sharedvFromQuery({ forwardFrom: 'abc' })).toBe(2000);
  expect(sharedvFromQuery(null)).toBe(1000);
});

test('third types', () => {
  expect(normalizeThirdType('115')).toBe(115);
  expect(normalizeThirdType(518)).toBe(518);
  expect(normalizeThirdType('999')).toBe(17);
  expect(normalizeThirdType(undefined)).toBe(17);
  expect(normalizeThirdType('17abc')).toBe(17);
});

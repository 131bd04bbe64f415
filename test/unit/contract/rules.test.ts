/**
 * One set of rules (src/contract/rules): pure, imported by the forms and the server alike, with the
 * exact Chinese messages. Covers the rules one side had no test for: phone, the donation cap in fen,
 * text lengths, the target as sent in fen, ages, and the module's purity.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BANK_MSG, contactPhoneError, DONATION_MSG, ID_MSG, idCardError, idCheckChar, isDonationFen, isValidPhone, lengthError, MAX_DONATION_FEN,
  MAX_DONATION_YUAN, nameError, parseTargetYuan, PHONE_MSG, phoneError, RAISE_MSG, sizedText, TARGET_YUAN, targetFenError, ageOf,
} from '../../../src/contract/rules';
import { stripEmoji } from '../../../src/contract/rules/text';
import { FIELDS } from '../../../src/stores/raise/sections';
import { MONEY_TEXT, parseYuanInput } from '../../../src/lib/money';
import { loginFormError, phoneErrorForSend, VALIDATION_TEXT } from '../../../src/lib/validation';
import { MAX_AMOUNT_FEN } from '../../../src/contract/pay';

const RULES_DIR = join(__dirname, '..', '..', '..', 'src', 'contract', 'rules');

test('the rules import nothing but each other', () => {
  for (const file of readdirSync(RULES_DIR).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(join(RULES_DIR, file), 'utf8');
    for (const m of src.matchAll(/(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]/g)) {
      expect([file, m[1]]).toEqual([file, expect.stringMatching(/^\.\/[a-z-]+$/)]);
    }
    expect([file, /require\(|process\.|window\.|document\./.test(src)]).toEqual([file, false]);
  }
});

describe('phone', () => {
  test('1 then 10 digits, exactly; the form trims first', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone(' 13800138000')).toBe(false);
    expect(phoneError(' 13800138000 ')).toBeNull();
    expect(phoneError('')).toBe('请填写手机号');
    expect(phoneError('1380013800')).toBe('请输入正确的手机号码');
    expect(phoneError('23800138000')).toBe(PHONE_MSG.invalid);
  });

  test('the login form and the raise form say the same', () => {
    expect(phoneErrorForSend('12')).toBe(PHONE_MSG.invalid);
    expect(loginFormError('12', '')).toBe(PHONE_MSG.invalid);
    expect(VALIDATION_TEXT.phoneRequired).toBe(PHONE_MSG.required);
    expect(RAISE_MSG.phone).toBe('请输入正确的手机号码');
  });
});

describe('the donation cap', () => {
  test('is one number: 10,000,000 fen = 100,000 元, on the form, in the contract and on the server', () => {
    expect(MAX_DONATION_FEN).toBe(10_000_000);
    expect(MAX_DONATION_YUAN * 100).toBe(MAX_DONATION_FEN);
    expect(MAX_AMOUNT_FEN).toBe(MAX_DONATION_FEN);
    expect(MONEY_TEXT).toBe(DONATION_MSG);
    expect(DONATION_MSG.tooLarge).toBe('单笔金额不能超过100000元');
  });

  test('the form refuses above the cap and the server rule agrees at the edge', () => {
    const top = parseYuanInput(String(MAX_DONATION_YUAN));
    expect(top).toEqual({ ok: true, fen: MAX_DONATION_FEN });
    expect(isDonationFen(MAX_DONATION_FEN)).toBe(true);
    expect(parseYuanInput(String(MAX_DONATION_YUAN + 1))).toEqual({ ok: false, error: '单笔金额不能超过100000元' });
    expect(isDonationFen(MAX_DONATION_FEN + 1)).toBe(false);
    expect(isDonationFen(0)).toBe(false);
    expect(isDonationFen(1)).toBe(true);
    expect(isDonationFen(1.5)).toBe(false);
    expect(isDonationFen('100')).toBe(false);
  });
});

describe('text lengths', () => {
  test('the minimum counts the trimmed text, the maximum what is sent; characters are code points', () => {
    expect(lengthError('', [2, 4], 'empty', 'bad')).toBe('empty');
    expect(lengthError('  a  ', [2, 4], 'empty', 'bad')).toBe('bad');
    expect(lengthError('ab', [2, 4], 'empty', 'bad')).toBeNull();
    expect(lengthError(' abcd', [2, 4], 'empty', 'bad')).toBe('bad');
    expect(lengthError('😀😀', [2, 4], 'empty', 'bad')).toBeNull();
    expect(sizedText(' abcd ', 2, 4, 'empty', 'bad')).toBeNull();
    expect(sizedText('a', 2, 4, 'empty')).toBe('empty');
  });
});

describe('emoji', () => {
  test('stripped with their modifiers, joiners, keycaps and flags; every other character stays', () => {
    expect(stripEmoji('救救我的孩子🙏🏻小明')).toBe('救救我的孩子小明');
    expect(stripEmoji('👨‍👩‍👧一家人❤️')).toBe('一家人');
    expect(stripEmoji('🇨🇳1️⃣号病床')).toBe('号病床');
    expect(stripEmoji('白血病，急需30万元！#3床 *加急* (2024)')).toBe('白血病，急需30万元！#3床 *加急* (2024)');
  });
  test('the raise form drops them from a case title as it is typed, not from the story', () => {
    expect(FIELDS.base.find((f) => f.key === 'title')?.noEmoji).toBe(true);
    expect(FIELDS.base.find((f) => f.key === 'content')?.noEmoji).toBeFalsy();
  });
});

describe('the raise target', () => {
  test.each([[0], [1], [99]] as const)('type %s: the form (元 typed) and the server (fen sent) accept the same range', (type) => {
    const { min, max } = TARGET_YUAN[type];
    for (const yuan of [min, max]) {
      const typed = parseTargetYuan(String(yuan), type);
      expect(typed).toEqual({ ok: true, fen: yuan * 100 });
      expect(targetFenError(type, yuan * 100)).toBeNull();
    }
    const msg = `目标金额须为${min}-${max}元的整数`;
    for (const yuan of [min - 1, max + 1]) {
      expect(parseTargetYuan(String(yuan), type)).toEqual({ ok: false, error: msg });
      expect(targetFenError(type, yuan * 100)).toBe(msg);
    }
    expect(targetFenError(type, min * 100 + 1)).toBe(msg);
    expect(targetFenError(type, undefined)).toBe('请填写目标金额');
    expect(parseTargetYuan('', type)).toEqual({ ok: false, error: '请填写目标金额' });
  });
});

describe('names, ID numbers, contact phones', () => {
  test('messages name the person', () => {
    expect(nameError('', '患者')).toBe('请填写患者姓名');
    expect(nameError('Zhang', '收款人')).toBe('请输入正确的收款人姓名');
    expect(nameError(' 阿卜杜·热合曼 ', '发起人')).toBeNull();
    expect(idCardError(' ', '患者')).toBe('请填写患者身份证号');
    expect(idCardError('123', '患者')).toBe(ID_MSG.invalid);
    expect(ID_MSG.invalid).toBe('请输入正确的身份证号');
  });

  test('an 18-character number with its check character and a real past birth date; a lower-case x is read as X', () => {
    const first17 = '11010519491231002';
    const id = first17 + idCheckChar(first17);
    expect(id).toBe('11010519491231002X');
    expect(idCardError(id.toLowerCase(), '患者')).toBeNull();
    expect(idCardError('110105194912310021', '患者')).toBe(ID_MSG.invalid);
    const future = '11010530001231002';
    expect(idCardError(future + idCheckChar(future), '患者')).toBe(ID_MSG.invalid);
  });

  test('age from the ID: whole years, the birthday counted on the day', () => {
    expect(ageOf('11010519491231002X', Date.UTC(2019, 11, 30))).toBe(69);
    expect(ageOf('11010519491231002X', Date.UTC(2019, 11, 31))).toBe(70);
    // The birthday begins at midnight China time (16:00 UTC the day before), whatever the process's zone.
    expect(ageOf('11010519491231002X', Date.UTC(2019, 11, 30, 15, 59))).toBe(69);
    expect(ageOf('11010519491231002X', Date.UTC(2019, 11, 30, 16))).toBe(70);
    expect(ageOf('not an id', Date.UTC(2019, 11, 31))).toBeNull();
  });

  test('a contact phone is digits and dashes, 7-20 characters', () => {
    expect(contactPhoneError('010-12345678')).toBeNull();
    expect(contactPhoneError('')).toBe(BANK_MSG.contactPhoneRequired);
    expect(contactPhoneError('12345')).toBe('请输入正确的医院联系电话');
    expect(contactPhoneError('010 1234 5678')).toBe('请输入正确的医院联系电话');
  });
});

/**
 * The server applies the same rules as the forms (src/contract/rules) and answers their messages:
 * section validators, the base info's title/story/target, the login phone and the donation cap.
 * Pure: no database.
 */
import {
  BANK_MSG, contactPhoneError, hospitalAccountError, idCardError, MAX_DONATION_FEN, nameError, parseTargetYuan, PHONE_MSG, phoneError,
  RAISE_MSG, titleError, contentError,
} from '../../src/contract/rules';
import { ApiError } from '../src/lib/errors';
import { checkTarget, checkText } from '../src/services/raise/base';
import { dreamIndividual, SECTION_RULES } from '../src/services/raise/sections';
import { PHONE_RE } from '../src/services/auth';
import { createOrder, MAX_AMOUNT_FEN } from '../src/services/orders';
import type { AppDeps } from '../src/deps';
import type { UserRow } from '../src/repositories/users';

const NOW = Date.UTC(2024, 0, 1);
/** The 400's message of a validator call (null: accepted). */
function said(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).httpStatus).toBe(400);
    return (e as Error).message;
  }
}

const GOOD_HOSPITAL = { accountName: '北京儿童医院', bankName: '工商银行', bankAccount: '0200001234567890', contactName: '王医生', contactPhone: '010-59616161' };

describe('the section validators say what the forms say', () => {
  test.each([
    ['12345', '010-59616161'],
    ['', '010-59616161'],
    ['0200001234567890', ''],
    ['0200001234567890', '12345'],
    ['0200001234567890', '010 5961 6161'],
  ])('hospital account %j, contact phone %j', (bankAccount, contactPhone) => {
    const form = hospitalAccountError(bankAccount) ?? contactPhoneError(contactPhone);
    expect(form).not.toBeNull();
    expect(said(() => SECTION_RULES.hospital({ ...GOOD_HOSPITAL, bankAccount, contactPhone }, NOW))).toBe(form);
  });

  test('a good hospital account passes both sides', () => {
    expect(hospitalAccountError(GOOD_HOSPITAL.bankAccount) ?? contactPhoneError(GOOD_HOSPITAL.contactPhone)).toBeNull();
    expect(said(() => SECTION_RULES.hospital(GOOD_HOSPITAL, NOW))).toBeNull();
  });

  test('hospital names and contact names keep their length messages', () => {
    expect(said(() => SECTION_RULES.hospital({ ...GOOD_HOSPITAL, accountName: '医' }, NOW))).toBe('医院账户名称须为2-100个字');
    expect(said(() => SECTION_RULES.hospital({ ...GOOD_HOSPITAL, contactName: '' }, NOW))).toBe(RAISE_MSG.contactName);
    expect(said(() => SECTION_RULES.treatment({ hospital: '北京儿童医院', department: '血液科', diagnosis: '白血病', city: '京'.repeat(51) }, NOW))).toBe('所在城市不能超过50个字');
    expect(said(() => SECTION_RULES.treatment({ hospital: '北京儿童医院', department: '科'.repeat(51), diagnosis: '白血病' }, NOW))).toBe(RAISE_MSG.departmentLength);
  });

  test('names and ID numbers', () => {
    const patient = (name: string, idCard: string) => () => SECTION_RULES.patient({ name, idCard, relation: 'self' }, NOW);
    expect(said(patient('', '11010519491231002X'))).toBe(nameError('', '患者'));
    expect(said(patient('Zhang', '11010519491231002X'))).toBe('请输入正确的患者姓名');
    expect(said(patient('张三', ''))).toBe(idCardError('', '患者', NOW));
    expect(said(patient('张三', '110105194912310021'))).toBe('请输入正确的身份证号');
    expect(said(patient('张三', '11010519491231002x'))).toBeNull();
  });

  test('a personal bank account', () => {
    const payee = (bankAccount: string) => () => SECTION_RULES.payee({ relation: 'self', name: '张三', idCard: '11010519491231002X', bankName: '工商银行', bankAccount }, NOW);
    expect(said(payee(''))).toBe(BANK_MSG.accountRequired);
    expect(said(payee('6222021234567890123'))).toBe('请输入正确的银行卡号');
    expect(said(payee('1234 5678 9012'))).toBeNull();
  });

  test('the dream realiser\'s phone', () => {
    const person = (phone: string) => () => dreamIndividual({ phone, name: '张三', idCard: '11010519491231002X', idPhotoUrls: ['/api/upload/private/a'] }, NOW);
    expect(said(person(''))).toBe(phoneError(''));
    expect(said(person('12345'))).toBe(PHONE_MSG.invalid);
  });
});

describe('base info', () => {
  test('title and story', () => {
    expect(said(() => checkText('', 'x'.repeat(30)))).toBe(titleError(''));
    expect(said(() => checkText('标题', 'x'.repeat(30)))).toBe('筹款标题须为5-60个字');
    expect(said(() => checkText('一个好标题', '太短'))).toBe(contentError('太短'));
    expect(said(() => checkText('一个好标题', 'x'.repeat(30)))).toBeNull();
  });

  test('the target: what the form turns into fen, the server accepts; what it refuses, the server refuses with the same text', () => {
    for (const typed of ['1000', '500000', '999', '500001']) {
      const form = parseTargetYuan(typed, 0);
      const server = said(() => checkTarget(0, Number(typed) * 100));
      expect(server).toBe(form.ok ? null : form.error);
    }
    expect(said(() => checkTarget(1, null))).toBe('请填写目标金额');
  });
});

describe('login phone and the donation cap', () => {
  test('the login phone is the rules\' phone', () => {
    expect(PHONE_RE.test('13800138000')).toBe(true);
    expect(PHONE_RE.test('1380013800')).toBe(false);
  });

  test('an order above the cap is refused before anything is read', async () => {
    expect(MAX_AMOUNT_FEN).toBe(MAX_DONATION_FEN);
    const user = { user_id: 'u1' } as UserRow;
    await expect(createOrder({} as AppDeps, user, { infoUuid: 'x', amount: MAX_DONATION_FEN + 1 } as never, '')).rejects.toThrow('参数错误: amount');
    await expect(createOrder({} as AppDeps, user, { infoUuid: 'x', amount: 0 } as never, '')).rejects.toThrow('参数错误: amount');
  });
});

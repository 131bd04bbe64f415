import {
  RAISE_MSG, bankAccountError, contentError, hospitalAccountError, idCardCheckChar, idCardError, isValidRaiseIdCard,
  luhnOk, nameError, parseTargetYuan, targetMessage, titleError,
} from '../../../src/lib/raise-validation';

describe('name (2-20 Chinese letters plus dots)', () => {
  test.each(['张三', '阿依古丽·买买提', '欧阳娜娜', '张'.repeat(20)])('%s is fine', (n) => expect(nameError(n, '患者')).toBeNull());
  test.each(['张', 'Zhang San', '张三1', '张 三', '张'.repeat(21)])('%j is refused', (n) => expect(nameError(n, '患者')).toBe('请输入正确的患者姓名'));
  test('blank asks for the name of that person', () => expect(nameError(' ', '收款人')).toBe('请填写收款人姓名'));
});

describe('ID card: SPEC pattern plus GB 11643', () => {
  test('the check character follows the weighted sum', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052419800101001')).toBe('3');
  });
  test.each(['11010519491231002X', '11010519491231002x', '440524198001010013', '110105491231002'])('%s is fine', (id) => {
    expect(isValidRaiseIdCard(id)).toBe(true);
    expect(idCardError(id, '患者')).toBeNull();
  });
  test.each([
    ['wrong check digit', '110105194912310021'],
    ['no real birth date', '110105194902300024'],
    ['leading zero', '01010519491231002X'],
    ['too short', '1101051949123'],
    ['letters inside', '1101051949A231002X'],
  ])('%s is refused', (_why, id) => expect(idCardError(id, '患者')).toBe(RAISE_MSG.idCard));
  test('blank asks for it; a birth date after today is refused', () => {
    expect(idCardError('', '患者')).toBe('请填写患者身份证号');
    const future = '11010520990101001';
    expect(isValidRaiseIdCard(future + idCardCheckChar(future), Date.UTC(2026, 0, 1))).toBe(false);
  });
  test('a birth-date check does not let a bad checksum pass', () => {
    const first17 = '11010520000229001';
    expect(isValidRaiseIdCard(first17 + idCardCheckChar(first17))).toBe(true);
    const bad = '11010520010229001'; // 2001 is no leap year
    expect(isValidRaiseIdCard(bad + idCardCheckChar(bad))).toBe(false);
  });
});

describe('bank account', () => {
  test('Luhn', () => {
    expect(luhnOk('4111111111111111')).toBe(true);
    expect(luhnOk('4111111111111112')).toBe(false);
  });
  test.each(['4111 1111 1111 1111', '123456789012', '6228480402564890018'])('%s is fine', (a) => {
    expect(luhnOk('6228480402564890018')).toBe(true);
    expect(bankAccountError(a)).toBeNull();
  });
  test('blank asks for it', () => expect(bankAccountError(' ')).toBe(RAISE_MSG.bankAccountRequired));
  test.each(['12345', '4111111111111112', '62284804025648901', 'abcd12345678', '12345678901234567890'])('%j is refused', (a) =>
    expect(bankAccountError(a)).toBe(RAISE_MSG.bankAccount));
  test('hospital corporate accounts: 8-30 digits', () => {
    expect(hospitalAccountError('12345678')).toBeNull();
    expect(hospitalAccountError('1234567')).toBe(RAISE_MSG.hospitalAccount);
  });
});

describe('target amount in whole 元 within the type range', () => {
  test('illness 1,000-500,000 元', () => {
    expect(targetMessage(0)).toBe('目标金额须为1000-500000元的整数');
    expect(parseTargetYuan('1000', 0)).toEqual({ ok: true, fen: 100_000 });
    expect(parseTargetYuan('500000', 0)).toEqual({ ok: true, fen: 50_000_000 });
  });
  test('blank asks for a target', () => expect(parseTargetYuan('', 0)).toEqual({ ok: false, error: '请填写目标金额' }));
  test.each(['0', '999', '500001', '1000.5', '-1000', '1e5', '５０００'])('%j is refused for illness', (t) =>
    expect(parseTargetYuan(t, 0)).toEqual({ ok: false, error: targetMessage(0) }));
  test('goods and dream have their own caps', () => {
    expect(parseTargetYuan('100000', 1).ok).toBe(true);
    expect(parseTargetYuan('100001', 1)).toEqual({ ok: false, error: targetMessage(1) });
    expect(parseTargetYuan('200000', 99).ok).toBe(true);
  });
});

describe('title and story lengths', () => {
  test('title 5-60 characters, blank has its own message', () => {
    expect(titleError('   ')).toBe(RAISE_MSG.titleRequired);
    expect(titleError('救救孩子')).toBe(RAISE_MSG.titleLength);
    expect(titleError('救救我的孩子')).toBeNull();
    expect(titleError('救'.repeat(61))).toBe(RAISE_MSG.titleLength);
  });
  test('story 20-3000 characters', () => {
    expect(contentError('')).toBe(RAISE_MSG.contentRequired);
    expect(contentError('短故事')).toBe(RAISE_MSG.contentLength);
    expect(contentError('这'.repeat(20))).toBeNull();
  });
});

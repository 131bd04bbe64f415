/**
 * Raise form validation: the rules as pure functions (GB 11643 check character, Luhn, names), then
 * the Chinese 400 messages on SQLite and PostgreSQL — and a refused save writes nothing.
 */
import { ageOf, isValidBankAccount, isValidIdCard, isValidName, maskAccount, maskIdCard } from '../src/services/raise/ids';
import { maskName } from '../../src/contract/rules/names';
import { nextStatus, TRANSITIONS } from '../src/domain/machines/section';
import { user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { BASE, call, CARD, draft, makeCard, makeId, PATIENT_ID, save, wrongCheck, type U } from './raise-fixtures';

// Building an app on a scratch PostgreSQL database takes seconds on a busy machine.
jest.setTimeout(60_000);

describe('raise rules (pure)', () => {
  test('ID numbers: SPEC pattern, and for 18 characters the check character and a real birth date', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true); // the GB 11643 standard's own example
    expect(isValidIdCard('11010519491231002x')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false); // wrong check character
    expect(isValidIdCard(wrongCheck(PATIENT_ID))).toBe(false);
    expect(isValidIdCard(makeId('20230230'))).toBe(false); // 30 February
    expect(isValidIdCard(makeId('20990101'))).toBe(false); // born in the future
    expect(isValidIdCard('010105194912310021')).toBe(false); // leading zero
    expect(isValidIdCard('110105491231002')).toBe(true); // 15 digits (first generation)
    expect(isValidIdCard('1101051949')).toBe(false);
    expect(ageOf('11010519491231002X', Date.UTC(2020, 0, 1))).toBe(70);
  });
  test('bank accounts: 12-19 digits, Luhn for card numbers starting 4, 5 or 62', () => {
    expect(isValidBankAccount(CARD)).toBe(true);
    expect(isValidBankAccount(CARD.replace(/(\d{4})/g, '$1 '))).toBe(true);
    expect(isValidBankAccount(CARD.slice(0, -1) + ((Number(CARD.slice(-1)) + 1) % 10))).toBe(false);
    expect(isValidBankAccount(makeCard('4', 16))).toBe(true);
    expect(isValidBankAccount('12345678901')).toBe(false);
    expect(isValidBankAccount('12345678901234567890')).toBe(false);
    expect(isValidBankAccount('310012345678')).toBe(true); // a passbook account: length only
    expect(isValidBankAccount('6222abc')).toBe(false);
  });
  test('names and masks', () => {
    expect(isValidName('李小雨')).toBe(true);
    expect(isValidName('阿卜杜·热合曼')).toBe(true);
    expect(isValidName('李')).toBe(false);
    expect(isValidName('Li Xiaoyu')).toBe(false);
    expect(maskIdCard('110105194912310021')).toBe('1101**********0021');
    expect(maskAccount('6222021234561234')).toBe('6222 **** **** 1234');
    expect(maskName('张三丰')).toBe('张**');
  });
  test('the transition table: only the declared moves', () => {
    expect(TRANSITIONS).toEqual({ save: { 0: 1, 1: 1, 3: 1 }, submit: { 1: 4 }, approve: { 4: 2 }, reject: { 4: 3 } });
    expect(() => nextStatus(2, 'save')).toThrow('资料已审核通过，不可修改');
    expect(nextStatus(3, 'save')).toBe(1);
  });
});

describe.each(DIALECTS)('raise validation (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const create = (body: Record<string, unknown>) => call(ctx, '/api/cf/v4/add-or-update-base-info', { ...BASE, ...body }, owner.cookie);
  const msg = async (p: Promise<{ status: number; body: { msg: string } }>) => {
    const r = await p;
    return [r.status, r.body.msg];
  };
  const cases = async () => Number((await ctx.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_user_id', '=', owner.id).executeTakeFirstOrThrow()).n);

  test('base info messages; nothing is created', async () => {
    const before = await cases();
    expect(await msg(create({ title: '' }))).toEqual([400, '请填写筹款标题']);
    expect(await msg(create({ title: '    ' }))).toEqual([400, '请填写筹款标题']);
    expect(await msg(create({ title: '四个字啊' }))).toEqual([400, '筹款标题须为5-60个字']);
    expect(await msg(create({ content: '' }))).toEqual([400, '请填写筹款说明']);
    expect(await msg(create({ targetAmount: 0 }))).toEqual([400, '目标金额须为1000-500000元的整数']);
    expect(await msg(create({ targetAmount: 20_000_050 }))).toEqual([400, '目标金额须为1000-500000元的整数']); // fractional yuan
    expect(await msg(create({ targetAmount: 1234.5 }))).toEqual([400, '目标金额须为1000-500000元的整数']);
    expect(await msg(create({ targetAmount: 50_000_100 }))).toEqual([400, '目标金额须为1000-500000元的整数']); // over the cap
    expect(await msg(create({ targetAmount: undefined }))).toEqual([400, '请填写目标金额']);
    expect(await msg(create({ raiseType: undefined }))).toEqual([400, '请选择筹款类型']);
    expect(await msg(create({ raiseType: 1, targetAmount: 10_000_100 }))).toEqual([400, '目标金额须为100-100000元的整数']);
    expect(await msg(create({ raiseType: 99, targetAmount: 9_900 }))).toEqual([400, '目标金额须为100-200000元的整数']);
    expect(await msg(create({ attachments: ['javascript:alert(1)'] }))).toEqual([400, '图片地址不正确']);
    expect((await create({ targetAmount: '20000000' })).status).toBe(400);
    expect((await create({ extra: 1 })).status).toBe(400);
    expect((await call(ctx, '/api/cf/v4/add-or-update-base-info', BASE)).status).toBe(401);
    expect(await cases()).toBe(before);
    expect((await create({ targetAmount: 50_000_000 })).body.code).toBe(0); // the cap itself is allowed
    expect((await create({ targetAmount: 100_000 })).body.code).toBe(0); // the minimum too
  });

  test('section messages name the field; a refused save keeps the old data', async () => {
    const infoUuid = await draft(ctx, owner);
    const patient = (over: Record<string, unknown>) => msg(save(ctx, owner, infoUuid, 'patient', over));
    expect(await patient({ name: '' })).toEqual([400, '请填写患者姓名']);
    expect(await patient({ name: 'Tom' })).toEqual([400, '请输入正确的患者姓名']);
    expect(await patient({ name: '李' })).toEqual([400, '请输入正确的患者姓名']);
    expect(await patient({ idCard: '' })).toEqual([400, '请填写患者身份证号']);
    expect(await patient({ idCard: '12345' })).toEqual([400, '请输入正确的身份证号']);
    expect(await patient({ idCard: wrongCheck(PATIENT_ID) })).toEqual([400, '请输入正确的身份证号']);
    expect(await patient({ relation: 'boss' })).toEqual([400, '请选择患者与您的关系']);
    expect((await save(ctx, owner, infoUuid, 'patient', { extra: 1 })).status).toBe(400);
    expect((await call(ctx, '/api/cf/v4/patient-info', { infoUuid }, owner.cookie)).body.data).toMatchObject({ status: 0, data: null });
    expect((await save(ctx, owner, infoUuid, 'patient', { idCard: PATIENT_ID.toLowerCase() })).body.data.data.idCard).toBe(PATIENT_ID);

    const payee = (over: Record<string, unknown>) => msg(save(ctx, owner, infoUuid, 'payee', over));
    expect(await payee({ relation: '' })).toEqual([400, '请选择收款人关系']);
    expect(await payee({ bankAccount: '' })).toEqual([400, '请填写银行卡号']);
    expect(await payee({ bankAccount: CARD.slice(0, -1) + ((Number(CARD.slice(-1)) + 1) % 10) })).toEqual([400, '请输入正确的银行卡号']);
    expect(await payee({ bankAccount: '1234' })).toEqual([400, '请输入正确的银行卡号']);
    expect(await payee({ name: '' })).toEqual([400, '请填写收款人姓名']);
    expect(await payee({ idCard: '110105194912310021' })).toEqual([400, '请输入正确的身份证号']);
    expect(await payee({ bankName: '' })).toEqual([400, '请填写开户银行']);

    expect(await msg(save(ctx, owner, infoUuid, 'treatment', { hospital: '' }))).toEqual([400, '请填写就诊医院']);
    expect(await msg(save(ctx, owner, infoUuid, 'treatment', { diagnosis: '' }))).toEqual([400, '请填写确诊疾病']);
    expect(await msg(save(ctx, owner, infoUuid, 'household', { houseOwned: undefined }))).toEqual([400, '请选择家庭是否有房产']);
    // the question in the words of its label (是否有车辆), about the family: not a bare 请选择是否有车
    expect(await msg(save(ctx, owner, infoUuid, 'household', { carOwned: undefined }))).toEqual([400, '请选择家庭是否有车辆']);
    expect(await msg(save(ctx, owner, infoUuid, 'household', { houseCount: 0 }))).toEqual([400, '请填写房产数量']);
    expect(await msg(save(ctx, owner, infoUuid, 'household', { annualIncome: -1 }))).toEqual([400, '请填写家庭年收入']);
    expect(await msg(save(ctx, owner, infoUuid, 'household', { medicalInsurance: 'x' }))).toEqual([400, '请选择医疗保险类型']);
    expect(await msg(save(ctx, owner, infoUuid, 'household', { lowIncome: 'no' }))).toEqual([400, '请选择是否享受低保']);
    expect(await msg(save(ctx, owner, infoUuid, 'household', { hasDebt: false }))).toEqual([400, '请填写负债金额']);
    expect(await msg(save(ctx, owner, infoUuid, 'material', { medicalUrls: [] }))).toEqual([400, '请上传证明材料']);
    expect(await msg(save(ctx, owner, infoUuid, 'material', { medicalUrls: ['//evil.example/x.jpg'] }))).toEqual([400, '图片地址不正确']);
    expect(await msg(save(ctx, owner, infoUuid, 'fundraiser', { idPhotoUrls: [] }))).toEqual([400, '请上传身份证照片']);
    expect(await msg(save(ctx, owner, infoUuid, 'hospital', { bankAccount: 'abc' }))).toEqual([400, '请输入正确的医院银行账号']);
    for (const s of ['payee', 'treatment', 'household', 'material', 'fundraiser', 'hospital'] as const) {
      expect((await call(ctx, `/api/cf/v4/${s === 'hospital' ? 'hospital-payee' : s}-info`, { infoUuid }, owner.cookie)).body.data.status).toBe(0);
    }
  });

  test('help registration messages', async () => {
    const apply = (over: Record<string, unknown>) => msg(call(ctx, '/api/cf/apply/raise', { name: '王大伟', phone: '13912345678', city: '成都', illness: '肺癌晚期', ...over }));
    expect(await apply({ name: '' })).toEqual([400, '请填写患者姓名']);
    expect(await apply({ phone: '1234' })).toEqual([400, '请输入正确的手机号码']);
    expect(await apply({ city: ' ' })).toEqual([400, '请填写所在城市']);
    expect(await apply({ illness: '' })).toEqual([400, '请填写患者病情']);
  });

  test('help registrations are capped per address (20 an hour), repeats of one phone are not new ones', async () => {
    const send = (phone: string) => ctx.app.inject({
      method: 'POST', url: '/api/cf/apply/raise', remoteAddress: '10.9.9.9', payload: { name: '王大伟', phone, city: '成都', illness: '肺癌晚期' },
    });
    for (let i = 0; i < 20; i++) expect((await send(`1391000${String(1000 + i)}`)).statusCode).toBe(200);
    expect((await send('13910001000')).statusCode).toBe(200); // an open registration of that phone: same id
    const over = await send('13910009999');
    expect([over.statusCode, over.json().msg]).toEqual([429, '请求过于频繁，请稍后再试']);
  });
});

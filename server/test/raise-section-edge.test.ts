/**
 * The raise sections' request fields are declared with their rules (src/contract/rules/sections.ts):
 * the API's edge refuses what the form refuses, before the handler runs, with the form's Chinese
 * message — on SQLite and PostgreSQL.
 */
import { SECTION_FIELDS } from '../../src/contract/rules/sections';
import { sectionErrors, type FormValues } from '../../src/stores/raise/sections';
import { dreamErrors } from '../../src/stores/raise/dream-forms';
import { SECTION_RULES } from '../src/services/raise/sections';
import { user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { call, CARD, draft, PATIENT_ID, save, SECTIONS_OK, wrongCheck, type SectionName, type U } from './raise-fixtures';

jest.setTimeout(60_000);

describe.each(DIALECTS)('raise section fields at the edge (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let infoUuid: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    infoUuid = await draft(ctx, owner);
  });
  afterAll(async () => ctx?.close());
  afterEach(() => jest.restoreAllMocks());

  /** Saves a section with these fields changed; what the service saw (it must see nothing when the edge refuses). */
  async function refused(section: SectionName, over: Record<string, unknown>) {
    const service = jest.spyOn(SECTION_RULES, section as Exclude<SectionName, 'base'>);
    const r = await save(ctx, owner, infoUuid, section, over);
    return { status: r.status, msg: r.body.msg as string, serviceRan: service.mock.calls.length > 0 };
  }
  const form = (section: SectionName, values: FormValues) => sectionErrors(section, values);

  test('a valid save reaches the service (so the spy can tell)', async () => {
    expect(await refused('patient', {})).toEqual({ status: 200, msg: 'success', serviceRan: true });
  });

  test('ID numbers, names, accounts and phones: the form\'s message, and the handler never ran', async () => {
    const patientForm = { name: '李小雨', idCard: wrongCheck(PATIENT_ID), relation: 'child' };
    expect(await refused('patient', { idCard: wrongCheck(PATIENT_ID) })).toEqual({ status: 400, msg: '请输入正确的身份证号', serviceRan: false });
    expect(form('patient', patientForm).idCard).toBe('请输入正确的身份证号');
    expect(await refused('patient', { idCard: '' })).toEqual({ status: 400, msg: '请填写患者身份证号', serviceRan: false });
    expect(await refused('patient', { idCard: '1'.repeat(19) })).toEqual({ status: 400, msg: '请输入正确的身份证号', serviceRan: false });
    expect(await refused('patient', { name: 'Tom' })).toEqual({ status: 400, msg: '请输入正确的患者姓名', serviceRan: false });
    expect(form('patient', { ...patientForm, name: 'Tom' }).name).toBe('请输入正确的患者姓名');
    expect(await refused('patient', { name: 12 })).toEqual({ status: 400, msg: '请填写患者姓名', serviceRan: false });
    expect(await refused('patient', { relation: 'boss' })).toEqual({ status: 400, msg: '请选择患者与您的关系', serviceRan: false });

    const badCard = CARD.slice(0, -1) + ((Number(CARD.slice(-1)) + 1) % 10);
    expect(await refused('payee', { bankAccount: badCard })).toEqual({ status: 400, msg: '请输入正确的银行卡号', serviceRan: false });
    expect(form('payee', { ...SECTIONS_OK.payee, bankAccount: badCard }).bankAccount).toBe('请输入正确的银行卡号');
    expect(await refused('payee', { idCard: '110105194912310021' })).toEqual({ status: 400, msg: '请输入正确的身份证号', serviceRan: false });
    expect(await refused('hospital', { contactPhone: 'abc' })).toEqual({ status: 400, msg: '请输入正确的医院联系电话', serviceRan: false });
    expect(await refused('hospital', { bankAccount: '1'.repeat(31) })).toEqual({ status: 400, msg: '请输入正确的医院银行账号', serviceRan: false });
    expect(await refused('fundraiser', { idCard: '12345' })).toEqual({ status: 400, msg: '请输入正确的身份证号', serviceRan: false });
  });

  test('lengths, amounts, answers and uploads', async () => {
    const long = '病'.repeat(201);
    expect(await refused('treatment', { diagnosis: long })).toEqual({ status: 400, msg: '确诊疾病须为2-200个字', serviceRan: false });
    expect(form('treatment', { ...SECTIONS_OK.treatment, diagnosis: long }).diagnosis).toBe('确诊疾病须为2-200个字');
    expect(await refused('household', { annualIncome: -1 })).toEqual({ status: 400, msg: '请填写家庭年收入', serviceRan: false });
    expect(await refused('household', { houseValue: 1.5 })).toEqual({ status: 400, msg: '请填写房产价值', serviceRan: false });
    expect(await refused('household', { houseCount: 101 })).toEqual({ status: 400, msg: '请填写房产数量', serviceRan: false });
    expect(await refused('household', { lowIncome: 'no' })).toEqual({ status: 400, msg: '请选择是否享受低保', serviceRan: false });
    expect(await refused('household', { medicalInsurance: 'x' })).toEqual({ status: 400, msg: '请选择医疗保险类型', serviceRan: false });
    expect(await refused('material', { medicalUrls: ['//evil.example/x.jpg'] })).toEqual({ status: 400, msg: '图片地址不正确', serviceRan: false });
    expect(await refused('material', { medicalUrls: Array.from({ length: 21 }, (_, i) => `/api/upload/m${i}.jpg`) }))
      .toEqual({ status: 400, msg: '最多上传20张图片', serviceRan: false });
    expect(await refused('fundraiser', { idPhotoUrls: [] })).toEqual({ status: 400, msg: '请上传身份证照片', serviceRan: false });
    // A rule across fields (a house owned needs at least one) is the service's, with the same message.
    expect(await refused('household', { houseCount: 0 })).toEqual({ status: 400, msg: '请填写房产数量', serviceRan: true });
  });

  test('a dream\'s realiser: the organisation\'s code and the individual\'s phone', async () => {
    const org = { orgName: '北京圆梦公益', orgCode: 'abc', contactName: '王芳', contactPhone: '13912345678', licenseUrls: ['/api/upload/l.jpg'] };
    const r1 = await call(ctx, '/api/cf/v4/dream/organisation-info', { infoUuid, save: org }, owner.cookie);
    expect([r1.status, r1.body.msg]).toEqual([400, '请输入正确的统一社会信用代码']);
    expect(dreamErrors('organisation', { ...org, licenseUrls: org.licenseUrls }).orgCode).toBe(r1.body.msg);
    const person = { name: '王芳', idCard: PATIENT_ID, phone: '123', idPhotoUrls: ['/api/upload/i.jpg'] };
    const r2 = await call(ctx, '/api/cf/v4/dream/individual-info', { infoUuid, save: person }, owner.cookie);
    expect([r2.status, r2.body.msg]).toEqual([400, SECTION_FIELDS.individual.phone.check('123')]);
    expect(r2.body.msg).toBe('请输入正确的手机号码');
  });

  test('fields no section declares are still refused, and a refused save stored nothing', async () => {
    const r = await save(ctx, owner, infoUuid, 'treatment', { extra: 1 });
    expect([r.status, r.body.msg]).toEqual([400, '参数错误: save.extra']);
    expect((await call(ctx, '/api/cf/v4/treatment-info', { infoUuid }, owner.cookie)).body.data).toMatchObject({ status: 0, data: null });
  });
});

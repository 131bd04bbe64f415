/**
 * The raise flow on SQLite and PostgreSQL: a draft stays out of lists, the case page and orders;
 * every transition of the section status machine (legal and illegal: a refused step changes nothing);
 * publish only after base passed; a published case takes a donation; goods and dream creation.
 */
import { isCaseVerified, sectionStatuses } from '../src/services/raise/gates';
import { caseRow, donate, key, user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { BASE, call, draft, PATH, publishedCase, review, save, SECTIONS_OK, staffUser, statusOf, submit, type SectionName, type U } from './raise-fixtures';

// Building an app on a scratch PostgreSQL database takes seconds on a busy machine.
jest.setTimeout(60_000);

describe.each(DIALECTS)('raise flow (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let staff: U;
  let donor: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    staff = await staffUser(ctx);
    donor = await user(ctx);
  });
  // A user may hold at most 5 drafts: each test starts with a fresh fundraiser.
  beforeEach(async () => {
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const listIds = async () => {
    const r = await call(ctx, '/api/cf/v4/case/list', { listType: 'common', size: 50 });
    return (r.body.data.list as { infoUuid: string }[]).map((c) => c.infoUuid);
  };
  const order = (infoUuid: string) => call(ctx, '/api/cf/v41/order/add', { infoUuid, amount: 1000, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);

  test('a new draft: owned, base SAVED, hidden from lists, the case page and orders; listed in my-cases', async () => {
    const r = await call(ctx, '/api/cf/v4/add-or-update-base-info', BASE, owner.cookie);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ infoUuid: expect.any(String), baseStatus: 1 });
    const { infoUuid } = r.body.data;
    const c = await caseRow(ctx, infoUuid);
    expect({ owner: c.owner_user_id, published: Number(c.published), target: Number(c.target_amount), type: c.raise_type }).toEqual({ owner: owner.id, published: 0, target: 20_000_000, type: 0 });
    expect(await listIds()).not.toContain(infoUuid);
    expect((await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, donor.cookie)).status).toBe(404);
    expect((await order(infoUuid)).status).toBe(404);
    const mine = await call(ctx, '/api/cf/v4/raise/my-cases', {}, owner.cookie);
    const item = mine.body.data.list.find((x: { infoUuid: string }) => x.infoUuid === infoUuid);
    expect(item).toMatchObject({ published: false, raiseType: 0, sections: { base: 1, patient: 0, payee: 0 }, required: ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'] });
    expect((await call(ctx, '/api/cf/v4/raise/my-cases', {}, donor.cookie)).body.data.list).toEqual([]);
    expect((await call(ctx, '/api/cf/v4/raise/my-cases', {})).status).toBe(401);
    // The owner reads the whole draft back.
    const base = await call(ctx, '/api/cf/v4/get-base-info', { infoUuid }, owner.cookie);
    expect(base.body.data).toMatchObject({ title: BASE.title, targetAmount: 20_000_000, baseStatus: 1, draft: true, attachments: [expect.stringContaining(BASE.attachments[0])] });
    // Updating the draft keeps it SAVED and changes the case.
    const upd = await call(ctx, '/api/cf/v4/add-or-update-base-info', { infoUuid, title: '更新后的筹款标题五个字', content: BASE.content, targetAmount: 30_000_000 }, owner.cookie);
    expect(upd.body.data).toEqual({ infoUuid, baseStatus: 1 });
    expect((await caseRow(ctx, infoUuid)).title).toBe('更新后的筹款标题五个字');
  });

  test('status machine: every legal and illegal transition of a section', async () => {
    const infoUuid = await draft(ctx, owner);
    // NO_SAVE: submit refused
    expect((await submit(ctx, owner, infoUuid, ['patient'])).status).toBe(409);
    expect((await review(ctx, staff, infoUuid, 'patient', true)).status).toBe(409);
    // NO_SAVE -> SAVED -> SAVED
    expect((await save(ctx, owner, infoUuid, 'patient')).body.data.status).toBe(1);
    expect((await save(ctx, owner, infoUuid, 'patient', { name: '李小雪' })).body.data).toMatchObject({ status: 1, data: { name: '李小雪' } });
    // SAVED: review refused (not submitted)
    const early = await review(ctx, staff, infoUuid, 'patient', true);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('该资料不在待审核状态');
    // SAVED -> SUBMIT_SUCCESS (only the listed section)
    const sub = await submit(ctx, owner, infoUuid, ['patient']);
    expect(sub.body.data.submitted).toEqual(['patient']);
    expect((await statusOf(ctx, owner, infoUuid)).sections).toMatchObject({ base: 1, patient: 4 });
    // SUBMIT_SUCCESS: save and submit refused, nothing changes
    const locked = await save(ctx, owner, infoUuid, 'patient', { name: '王小明' });
    expect(locked.status).toBe(409);
    expect(locked.body.msg).toBe('资料审核中，暂不可修改');
    expect((await submit(ctx, owner, infoUuid, ['patient'])).status).toBe(409);
    expect((await call(ctx, PATH.patient, { infoUuid }, owner.cookie)).body.data).toMatchObject({ status: 4, data: { name: '李小雪' } });
    // SUBMIT_SUCCESS -> REJECTED needs a reason
    expect((await review(ctx, staff, infoUuid, 'patient', false)).body.msg).toBe('请填写驳回原因');
    expect((await review(ctx, staff, infoUuid, 'patient', false, '姓名与证明材料不一致')).body.data.status).toBe(3);
    expect((await call(ctx, '/api/cf/v4/get-refuse-msg', { infoUuid }, owner.cookie)).body.data.items)
      .toEqual([{ section: 'patient', reason: '姓名与证明材料不一致', reviewedAt: expect.any(Number) }]);
    // REJECTED: submit and review refused; save -> SAVED
    expect((await submit(ctx, owner, infoUuid, ['patient'])).body.msg).toBe('请修改被驳回的资料后再提交');
    expect((await review(ctx, staff, infoUuid, 'patient', true)).status).toBe(409);
    expect((await save(ctx, owner, infoUuid, 'patient')).body.data.status).toBe(1);
    // default submit takes every SAVED section (base and patient)
    expect((await submit(ctx, owner, infoUuid)).body.data.submitted.sort()).toEqual(['base', 'patient']);
    expect((await review(ctx, staff, infoUuid, 'patient', true)).body.data.status).toBe(2);
    // PASS: save, submit and a second review refused
    const passed = await save(ctx, owner, infoUuid, 'patient', { name: '王小明' });
    expect(passed.status).toBe(409);
    expect(passed.body.msg).toBe('资料已审核通过，不可修改');
    expect((await submit(ctx, owner, infoUuid, ['patient'])).status).toBe(409);
    expect((await review(ctx, staff, infoUuid, 'patient', false, '再驳回')).status).toBe(409);
    expect((await call(ctx, PATH.patient, { infoUuid }, owner.cookie)).body.data).toMatchObject({ status: 2, data: { name: '李小雨' } });
    // nothing left to submit
    expect((await submit(ctx, owner, infoUuid)).body.msg).toBe('没有待提交的资料');
    // base under review: the base info cannot change
    const baseLocked = await call(ctx, '/api/cf/v4/add-or-update-base-info', { infoUuid, title: '审核中修改标题', content: BASE.content }, owner.cookie);
    expect(baseLocked.status).toBe(409);
    expect((await caseRow(ctx, infoUuid)).title).toBe(BASE.title);
  });

  test('publish only after base passed; approving base does not publish; the case then takes a donation', async () => {
    const infoUuid = await draft(ctx, owner);
    const early = await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('基本信息审核通过后才能发布');
    await submit(ctx, owner, infoUuid, ['base']);
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).status).toBe(409);
    expect((await statusOf(ctx, owner, infoUuid)).canPublish).toBe(false);
    await review(ctx, staff, infoUuid, 'base', true);
    expect(Number((await caseRow(ctx, infoUuid)).published)).toBe(0);
    expect(await listIds()).not.toContain(infoUuid);
    expect(await statusOf(ctx, owner, infoUuid)).toMatchObject({ canPublish: true, published: false, verified: false });
    // staff cannot publish for the owner; the owner does
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, staff.cookie)).status).toBe(403);
    const pub = await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie);
    expect(pub.body.data).toMatchObject({ infoUuid, published: true, status: 0 });
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).body.msg).toBe('该筹款已发布');
    // a draft the platform terminated stays unpublished even with its base passed
    const stopped = await draft(ctx, owner);
    await submit(ctx, owner, stopped, ['base']);
    await review(ctx, staff, stopped, 'base', true);
    await ctx.db.updateTable('cases').set({ status: 4 }).where('info_uuid', '=', stopped).execute();
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid: stopped }, owner.cookie)).body.msg).toBe('当前筹款状态不可发布');
    expect(Number((await caseRow(ctx, stopped)).published)).toBe(0);
    expect(await listIds()).toContain(infoUuid);
    const info = await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, donor.cookie);
    expect(info.body.data).toMatchObject({ displayStatus: 0, baseInfo: { title: BASE.title } });
    await donate(ctx, donor.cookie, infoUuid, 5000);
    const c = await caseRow(ctx, infoUuid);
    expect({ raised: c.raised, count: c.count }).toEqual({ raised: 5000, count: 1 });
    // 我的筹款 shows what it raised: the case page's figure
    const mine = (await call(ctx, '/api/cf/v4/raise/my-cases', {}, owner.cookie)).body.data.list.find((x: { infoUuid: string }) => x.infoUuid === infoUuid);
    expect(mine.raisedAmount).toBe((await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, donor.cookie)).body.data.raisedAmount);
    expect(mine.raisedAmount).toBe(5000);
    // a passed base changes only through the edit-case review
    const edit = await call(ctx, '/api/cf/v4/add-or-update-base-info', { infoUuid, title: '发布后修改标题', content: BASE.content }, owner.cookie);
    expect(edit.body.data).toEqual({ revisionId: expect.any(String), status: 'PENDING' });
    expect((await statusOf(ctx, owner, infoUuid)).sections.base).toBe(2);
    expect((await caseRow(ctx, infoUuid)).title).toBe(BASE.title);
  });

  test('all sections: saved, read back, submitted, approved -> verified (gates); approval copies public fields', async () => {
    const infoUuid = await draft(ctx, owner);
    for (const s of ['patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'] as SectionName[]) {
      const r = await save(ctx, owner, infoUuid, s);
      expect([s, r.body.code]).toEqual([s, 0]);
      expect(r.body.data).toMatchObject({ section: s, status: 1, reason: '' });
    }
    expect((await call(ctx, PATH.payee, { infoUuid }, owner.cookie)).body.data.data.bankAccount).toBe(SECTIONS_OK.payee.bankAccount);
    expect(await isCaseVerified(ctx.db, infoUuid)).toBe(false);
    const st = await statusOf(ctx, owner, infoUuid);
    expect(st).toMatchObject({ canSubmit: true, required: ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'] });
    await submit(ctx, owner, infoUuid);
    for (const s of st.required) expect((await review(ctx, staff, infoUuid, s, true)).body.code).toBe(0);
    expect(await isCaseVerified(ctx.db, infoUuid)).toBe(true);
    expect(await sectionStatuses(ctx.db, infoUuid)).toMatchObject({ base: 2, patient: 2, hospital: 0 });
    const c = await caseRow(ctx, infoUuid);
    expect({ p: c.patient_name, h: c.hospital, d: c.disease, r: c.payee_relation, n: c.payee_name })
      .toEqual({ p: '李小雨', h: '北京儿童医院', d: '急性淋巴细胞白血病', r: 'other', n: '李建国' });
    // a seeded (legacy) case counts as verified; an unknown one does not
    const seeded = await ctx.db.selectFrom('cases').select('info_uuid').where('owner_user_id', 'like', 'demo-owner-%').executeTakeFirstOrThrow();
    expect(await isCaseVerified(ctx.db, seeded.info_uuid)).toBe(true);
    expect(await isCaseVerified(ctx.db, 'nope')).toBe(false);
  });

  test('a hospital-account payee needs the hospital section instead of bank fields', async () => {
    const infoUuid = await draft(ctx, owner);
    const r = await call(ctx, PATH.payee, { infoUuid, save: { relation: 'LOCATION_HOSPITAL_ACCOUNT' } }, owner.cookie);
    expect(r.body.data).toMatchObject({ status: 1, data: { relation: 'LOCATION_HOSPITAL_ACCOUNT' } });
    expect((await statusOf(ctx, owner, infoUuid)).required).toContain('hospital');
    expect((await save(ctx, owner, infoUuid, 'hospital')).body.data.status).toBe(1);
  });

  test('goods: created and updated through its own path; dream: base, organisation, confirm, review, summary', async () => {
    const goods = await call(ctx, '/api/cf/v4/goods/update/add-or-update-base-info', { title: '为乡村卫生室募集急救物资', content: BASE.content, targetAmount: 8_000_000 }, owner.cookie);
    expect(goods.body.data.baseStatus).toBe(1);
    expect((await caseRow(ctx, goods.body.data.infoUuid)).raise_type).toBe(1);
    expect((await call(ctx, '/api/cf/v4/goods/update/add-or-update-base-info', { infoUuid: goods.body.data.infoUuid, title: '为乡村卫生室募集急救物资二', content: BASE.content, targetAmount: 9_000_000 }, owner.cookie)).body.data.baseStatus).toBe(1);
    expect(Number((await caseRow(ctx, goods.body.data.infoUuid)).target_amount)).toBe(9_000_000);
    expect((await statusOf(ctx, owner, goods.body.data.infoUuid)).required).toEqual(['base', 'payee', 'material', 'fundraiser']);

    const dream = await call(ctx, '/api/cf/v4/dream/add-base-info', { title: '为山区孩子添置图书', content: '学校有一百二十名孩子，图书室里只有几十本旧书，希望添置课外读物。', targetAmount: 5_000_000 }, owner.cookie);
    const infoUuid = dream.body.data.infoUuid;
    expect((await caseRow(ctx, infoUuid)).raise_type).toBe(99);
    // sent before its realiser is saved: refused (the confirm page checks the same), nothing submitted
    const early = await call(ctx, '/api/cf/v4/dream/confirm', { infoUuid }, owner.cookie);
    expect([early.status, early.body.msg]).toEqual([400, '请先完善梦想信息和圆梦方']);
    expect((await call(ctx, '/api/cf/v4/dream/summary', { infoUuid }, owner.cookie)).body.data.sections).toMatchObject({ base: 1, fundraiser: 0 });
    const org = { orgName: '青山希望小学', orgCode: '12330000MB0A12345X', contactName: '张明', contactPhone: '13900001111', licenseUrls: ['/api/upload/l.jpg'] };
    expect((await call(ctx, '/api/cf/v4/dream/organisation-info', { infoUuid, save: { ...org, orgCode: '123' } }, owner.cookie)).body.msg).toBe('请输入正确的统一社会信用代码');
    expect((await call(ctx, '/api/cf/v4/dream/organisation-info', { infoUuid, save: org }, owner.cookie)).body.data).toMatchObject({ section: 'fundraiser', status: 1, data: { kind: 'organisation' } });
    const sum = await call(ctx, '/api/cf/v4/dream/summary', { infoUuid }, owner.cookie);
    expect(sum.body.data).toMatchObject({ realiserKind: 'organisation', realiserName: '青山希望小学', canSubmit: true, published: false });
    expect((await call(ctx, '/api/cf/v4/dream/confirm', { infoUuid }, owner.cookie)).body.data.submitted.sort()).toEqual(['base', 'fundraiser']);
    await review(ctx, staff, infoUuid, 'fundraiser', false, '机构证明不清晰');
    const rv = await call(ctx, '/api/cf/v4/dream/review', { infoUuid }, owner.cookie);
    expect(rv.body.data).toMatchObject({ sections: { base: 4, fundraiser: 3 }, items: [{ section: 'fundraiser', reason: '机构证明不清晰' }], canPublish: false });
    const person = { name: '张明', idCard: '110105198506122314', phone: '13900001111', idPhotoUrls: ['/api/upload/i.jpg'] };
    expect((await call(ctx, '/api/cf/v4/dream/individual-info', { infoUuid, save: person }, owner.cookie)).body.msg).toBe('请输入正确的身份证号');
    // dream calls on a case of another type
    expect((await call(ctx, '/api/cf/v4/dream/summary', { infoUuid: goods.body.data.infoUuid }, owner.cookie)).body.msg).toBe('该筹款不是梦想筹');
    expect((await call(ctx, '/api/cf/v4/goods/update/add-or-update-base-info', { infoUuid, title: BASE.title, content: BASE.content }, owner.cookie)).body.msg).toBe('筹款类型不符');
  });

  test('a published case is listed; others read only its public base text', async () => {
    const infoUuid = await publishedCase(ctx, owner, staff);
    expect(await listIds()).toContain(infoUuid);
    expect((await call(ctx, '/api/cf/v4/get-base-info', { infoUuid }, donor.cookie)).body.data).toEqual({ infoUuid, title: BASE.title, content: BASE.content, pendingRevision: null });
  });
});

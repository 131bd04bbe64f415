/**
 * Staff side of the raise flow on SQLite and PostgreSQL: the staff layer (401/403), queue, case file
 * with the automatic findings, review -> reject -> resubmit -> approve -> publish with audit rows,
 * blacklist (blocks starting a case, public list masked), help registrations, edit revisions;
 * and IDOR: another user can neither read nor change a draft or its sections.
 */
import { user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { maskName } from '../../src/contract/rules/names';
import {
  BASE, call, draft, FUNDRAISER_ID, makeCard, makeId, PATH, PATIENT_ID, publishedCase, review, save, SECTIONS_OK, staffUser, statusOf, submit, type U,
} from './raise-fixtures';

// Building an app on a scratch PostgreSQL database takes seconds on a busy machine.
jest.setTimeout(60_000);

describe.each(DIALECTS)('raise staff (%s)', (dialect) => {
  let ctx: TestCtx;
  let staff: U;
  let owner: U;
  let stranger: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    staff = await staffUser(ctx);
    stranger = await user(ctx);
  });
  beforeEach(async () => {
    owner = await user(ctx);
  });
  afterAll(async () => ctx?.close());

  const audit = async (infoUuid: string) => ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('id').execute();
  const queue = async (auditType: 0 | 1) => (await call(ctx, '/api/staff/raise/queue', { auditType, size: 50 }, staff.cookie)).body.data.list as { infoUuid: string; pendingSections: string[]; findingsCount: number }[];
  const caseFile = async (infoUuid: string) => (await call(ctx, '/api/staff/raise/case-file', { infoUuid }, staff.cookie)).body.data;

  test('the staff layer: 401 without login, 403 for a normal user, and the role is not self-service', async () => {
    for (const path of ['/api/staff/whoami', '/api/staff/raise/queue', '/api/staff/blacklist/list', '/api/staff/audit-log/list']) {
      const body = path.endsWith('queue') ? { auditType: 0 } : {};
      expect((await call(ctx, path, body)).status).toBe(401);
      expect((await call(ctx, path, body, owner.cookie)).status).toBe(403);
    }
    expect((await call(ctx, '/api/staff/whoami', {}, staff.cookie)).body.data.userId).toBe(staff.id);
    expect((await review(ctx, owner, 'x', 'base', true)).status).toBe(403);
    // staff do not review their own case
    const own = await draft(ctx, staff);
    await submit(ctx, staff, own, ['base']);
    const r = await review(ctx, staff, own, 'base', true);
    expect([r.status, r.body.msg]).toEqual([403, '不能审核自己发起的筹款']);
    expect((await statusOf(ctx, staff, own)).sections.base).toBe(4);
  });

  test('queue -> reject with reason -> resubmit -> approve -> publish; every staff action audited', async () => {
    const infoUuid = await draft(ctx, owner);
    await save(ctx, owner, infoUuid, 'patient');
    await submit(ctx, owner, infoUuid);
    expect((await queue(0)).find((x) => x.infoUuid === infoUuid)).toMatchObject({ pendingSections: ['base'] });
    expect((await queue(1)).find((x) => x.infoUuid === infoUuid)).toMatchObject({ pendingSections: ['patient'] });

    expect((await review(ctx, staff, infoUuid, 'base', false, '标题与病情不符')).body.data.status).toBe(3);
    expect((await queue(0)).map((x) => x.infoUuid)).not.toContain(infoUuid);
    const refused = await call(ctx, '/api/cf/v4/get-refuse-msg', { infoUuid }, owner.cookie);
    expect(refused.body.data.items).toEqual([{ section: 'base', reason: '标题与病情不符', reviewedAt: expect.any(Number) }]);
    // the owner edits and resubmits
    expect((await call(ctx, '/api/cf/v4/add-or-update-base-info', { infoUuid, title: '孩子白血病化疗急需费用', content: BASE.content }, owner.cookie)).body.data.baseStatus).toBe(1);
    await submit(ctx, owner, infoUuid, ['base']);
    expect((await queue(0)).map((x) => x.infoUuid)).toContain(infoUuid);
    expect((await review(ctx, staff, infoUuid, 'base', true)).body.data.status).toBe(2);
    expect((await statusOf(ctx, owner, infoUuid)).published).toBe(false);
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).body.code).toBe(0);

    const rows = await audit(infoUuid);
    expect(rows.map((r) => [r.actor_user_id, r.action, r.target_id, JSON.parse(r.before_json).status, JSON.parse(r.after_json).status])).toEqual([
      [staff.id, 'section.reject', `${infoUuid}:base`, 4, 3],
      [staff.id, 'section.approve', `${infoUuid}:base`, 4, 2],
    ]);
    expect(rows[0].reason).toBe('标题与病情不符');
    const file = await caseFile(infoUuid);
    expect(file.audit.map((a: { action: string }) => a.action)).toEqual(['section.approve', 'section.reject']);
    expect(file.sections.map((s: { section: string; status: number }) => [s.section, s.status]).slice(0, 2)).toEqual([['base', 2], ['patient', 4]]);
    const log = await call(ctx, '/api/staff/audit-log/list', { infoUuid }, staff.cookie);
    expect(log.body.data.list).toHaveLength(2);
    // People by a name, never a raw id: staff by their display name (none given: 审核员· and the phone's last four digits).
    const u = async (id: string) => ctx.db.selectFrom('users').select(['nickname', 'mobile']).where('user_id', '=', id).executeTakeFirstOrThrow();
    const s = await u(staff.id);
    const named = `审核员·${s.mobile!.slice(-4)}`;
    expect(file.audit.map((a: { actorName: string }) => a.actorName)).toEqual([named, named]);
    expect(log.body.data.list.map((a: { actorName: string }) => a.actorName)).toEqual([named, named]);
    expect(file.sections[0].reviewedByName).toBe(named);
    const o = await u(owner.id);
    expect(file.case.ownerName).toBe(`${maskName(o.nickname)}（${o.mobile!.slice(0, 3)}****${o.mobile!.slice(-4)}）`);
    expect(JSON.stringify([file.case.ownerName, file.sections[0].reviewedByName, file.audit[0].actorName])).not.toContain(staff.id);
  });

  test('the fundraiser hears of a refused section at once and of approval when every needed section passed (nothing in between)', async () => {
    const infoUuid = await draft(ctx, owner);
    const needed = ['patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'] as const;
    for (const s of needed) await save(ctx, owner, infoUuid, s);
    await submit(ctx, owner, infoUuid);
    const notices = async () => (await ctx.db.selectFrom('notifications').select(['kind', 'title', 'body']).where('user_id', '=', owner.id).where('info_uuid', '=', infoUuid).orderBy('created_at').orderBy('id').execute())
      .map((n) => [n.kind, n.title, n.body]);
    expect((await review(ctx, staff, infoUuid, 'payee', false, '银行卡与收款人不符')).body.data.status).toBe(3);
    expect(await notices()).toEqual([['review_result', '收款人信息审核未通过', '原因：银行卡与收款人不符']]);
    await save(ctx, owner, infoUuid, 'payee');
    await submit(ctx, owner, infoUuid, ['payee']);
    for (const s of ['base', ...needed] as const) expect((await review(ctx, staff, infoUuid, s, true)).body.data.status).toBe(2);
    expect(await notices()).toEqual([
      ['review_result', '收款人信息审核未通过', '原因：银行卡与收款人不符'],
      ['review_result', '筹款资料审核通过', '全部资料已审核通过，现在可以发布筹款'],
    ]);
  });

  test('发起 shows the nickname masked until staff verify the fundraiser, then the real name masked (李**)', async () => {
    const infoUuid = await publishedCase(ctx, owner, staff);
    const shown = async () => (await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, stranger.cookie)).body.data.crowdfundingUserInfo.nickname;
    const nick = (await ctx.db.selectFrom('users').select('nickname').where('user_id', '=', owner.id).executeTakeFirstOrThrow()).nickname;
    expect(await shown()).toBe(maskName(nick));
    await save(ctx, owner, infoUuid, 'fundraiser');
    await submit(ctx, owner, infoUuid, ['fundraiser']);
    expect(await shown()).toBe(maskName(nick)); // submitted is not verified
    await review(ctx, staff, infoUuid, 'fundraiser', true);
    expect(await shown()).toBe('李**');
    expect((await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, owner.cookie)).body.data.crowdfundingUserInfo.nickname).toBe('李**');
  });

  test('queue paging: oldest submission first, each case once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await draft(ctx, owner);
      ctx.advance(1000);
      await submit(ctx, owner, id, ['base']);
      ids.push(id);
    }
    const seen: string[] = [];
    let anchorId = '';
    for (let guard = 0; guard < 100; guard++) {
      const r = await call(ctx, '/api/staff/raise/queue', { auditType: 0, size: 1, anchorId }, staff.cookie);
      seen.push(...r.body.data.list.map((x: { infoUuid: string }) => x.infoUuid));
      if (!r.body.data.hasNext) break;
      anchorId = r.body.data.anchorId;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((x) => ids.includes(x))).toEqual(ids);
  });

  test('automatic findings on top of the case file: checksum, age, duplicate patient, payee account, blacklist', async () => {
    // A patient and an account no earlier test used.
    const pid = makeId('20160101', '558');
    const account = '6228480402564890018';
    const other = await user(ctx);
    const first = await draft(ctx, other);
    await save(ctx, other, first, 'patient', { idCard: pid });
    await save(ctx, other, first, 'payee', { bankAccount: account });
    await submit(ctx, other, first);
    expect((await caseFile(first)).findings).toEqual([]);

    const infoUuid = await draft(ctx, owner);
    await save(ctx, owner, infoUuid, 'patient', { idCard: pid, relation: 'parent' }); // a "parent" born in 2016
    await save(ctx, owner, infoUuid, 'payee', { bankAccount: account }); // the account `other` uses
    await save(ctx, owner, infoUuid, 'fundraiser', { idCard: '110105850612231' }); // 15 digits: no check character
    await call(ctx, '/api/staff/blacklist/add', { idCard: pid, name: '李小雨', reason: '重复筹款' }, staff.cookie);
    await submit(ctx, owner, infoUuid);
    const file = await caseFile(infoUuid);
    const kinds = file.findings.map((f: { kind: string; section: string }) => `${f.kind}:${f.section}`).sort();
    expect(kinds).toEqual(['AGE_MISMATCH:patient', 'BLACKLIST:patient', 'DUP_PATIENT:patient', 'DUP_PAYEE_ACCOUNT:payee', 'ID_CHECKSUM:fundraiser']);
    expect(file.findings.find((f: { kind: string }) => f.kind === 'DUP_PATIENT').relatedInfoUuid).toBe(first);
    expect((await queue(0)).find((x) => x.infoUuid === infoUuid)?.findingsCount).toBe(5);
    // staff see everything unmasked
    expect(file.sections.find((s: { section: string }) => s.section === 'payee').data.bankAccount).toBe(account);
    // the owner never sees findings
    expect(JSON.stringify((await call(ctx, '/api/cf/v4/get-info-status', { infoUuid }, owner.cookie)).body)).not.toContain('DUP_');
  });

  test('blacklist: a blacklisted user cannot start a case; public list masked; remove is audited', async () => {
    const bad = await user(ctx);
    const add = await call(ctx, '/api/staff/blacklist/add', { userId: bad.id, name: '赵钱孙', reason: '虚构病情骗取善款' }, staff.cookie);
    expect(add.body.code).toBe(0);
    expect((await call(ctx, '/api/staff/blacklist/add', { name: '无名', reason: 'x' }, staff.cookie)).body.msg).toBe('请填写用户ID或身份证号');
    const refused = await call(ctx, '/api/cf/v4/add-or-update-base-info', BASE, bad.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您已被限制发起筹款，如有疑问请联系客服');
    expect(Number((await ctx.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_user_id', '=', bad.id).executeTakeFirstOrThrow()).n)).toBe(0);

    const pub = await call(ctx, '/api/cf/v4/blacklist/public-list', {});
    const entry = pub.body.data.list.find((x: { id: string }) => x.id === add.body.data.id);
    expect(entry).toEqual({ id: add.body.data.id, name: '赵**', reason: '虚构病情骗取善款', addedAt: expect.any(Number) });
    expect(JSON.stringify(pub.body)).not.toContain(bad.id);
    expect(JSON.stringify(pub.body)).not.toContain(PATIENT_ID);
    const staffList = await call(ctx, '/api/staff/blacklist/list', {}, staff.cookie);
    expect(staffList.body.data.list.find((x: { id: string }) => x.id === add.body.data.id)).toMatchObject({ userId: bad.id, name: '赵钱孙' });

    expect((await call(ctx, '/api/staff/blacklist/remove', { id: add.body.data.id }, staff.cookie)).body.data.removed).toBe(true);
    expect((await call(ctx, '/api/staff/blacklist/remove', { id: add.body.data.id }, staff.cookie)).status).toBe(409);
    expect((await call(ctx, '/api/cf/v4/add-or-update-base-info', BASE, bad.cookie)).body.code).toBe(0);
    const rows = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', add.body.data.id).orderBy('created_at').orderBy('action').execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['blacklist.add', 'blacklist.remove']);
  });

  test('help registrations: public apply (deduplicated by phone), staff list and status change (audited)', async () => {
    const body = { name: '王大伟', phone: '13912340000', city: '成都', illness: '肺癌晚期，行动不便，无法自己填写' };
    const a = await call(ctx, '/api/cf/apply/raise', body);
    expect(a.body.data.id).toEqual(expect.any(String));
    expect((await call(ctx, '/api/cf/apply/raise', body)).body.data.id).toBe(a.body.data.id);
    // Refused with the help form's messages (src/contract/rules, which the screen uses too).
    for (const [change, msg] of [
      [{ name: '' }, '请填写患者姓名'], [{ name: 'Wang' }, '请输入正确的患者姓名'], [{ phone: '' }, '请填写手机号'],
      [{ phone: ' 13912340000' }, '请输入正确的手机号码'], [{ city: '  ' }, '请填写所在城市'], [{ illness: '病'.repeat(201) }, '请填写患者病情'],
    ] as const) {
      const r = await call(ctx, '/api/cf/apply/raise', { ...body, ...change });
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    const list = await call(ctx, '/api/staff/help-registrations/list', { status: 'NEW' }, staff.cookie);
    expect(list.body.data.list.find((x: { id: string }) => x.id === a.body.data.id)).toMatchObject({ name: '王大伟', phone: '13912340000', status: 'NEW' });
    expect((await call(ctx, '/api/staff/help-registrations/list', {}, owner.cookie)).status).toBe(403);
    const upd = await call(ctx, '/api/staff/help-registrations/update-status', { id: a.body.data.id, status: 'CONTACTED', note: '已电话联系家属' }, staff.cookie);
    expect(upd.body.data).toMatchObject({ status: 'CONTACTED', note: '已电话联系家属' });
    expect((await call(ctx, '/api/staff/help-registrations/update-status', { id: a.body.data.id, status: 'DONE' }, staff.cookie)).status).toBe(400);
    const rows = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', a.body.data.id).execute();
    expect(rows.map((r) => [r.action, JSON.parse(r.before_json).status, JSON.parse(r.after_json).status])).toEqual([['help.update-status', 'NEW', 'CONTACTED']]);
  });

  test('edit revisions of a published case: staff list and review them (audited)', async () => {
    const infoUuid = await publishedCase(ctx, owner, staff);
    const rev = await call(ctx, '/api/cf/v4/add-or-update-base-info', { infoUuid, title: '修改后的标题五个字', content: BASE.content }, owner.cookie);
    const { revisionId } = rev.body.data;
    const list = await call(ctx, '/api/staff/raise/revisions', { size: 50 }, staff.cookie);
    expect(list.body.data.list.find((x: { revisionId: string }) => x.revisionId === revisionId)).toMatchObject({ infoUuid, title: '修改后的标题五个字', caseTitle: BASE.title });
    expect((await call(ctx, '/api/staff/raise/review-revision', { revisionId, approve: false }, staff.cookie)).body.msg).toBe('请填写驳回原因');
    expect((await call(ctx, '/api/staff/raise/review-revision', { revisionId, approve: true }, staff.cookie)).body.data.status).toBe('APPROVED');
    expect((await call(ctx, '/api/staff/raise/review-revision', { revisionId, approve: true }, staff.cookie)).status).toBe(409);
    const rows = await audit(infoUuid);
    const last = rows[rows.length - 1];
    expect([last.action, JSON.parse(last.before_json).title, JSON.parse(last.after_json).title]).toEqual(['revision.approve', BASE.title, '修改后的标题五个字']);
  });

  test("IDOR: another user can neither read nor change a draft or its sections; staff read but do not write", async () => {
    const infoUuid = await draft(ctx, owner);
    await save(ctx, owner, infoUuid, 'payee');
    const snapshot = JSON.stringify(await ctx.db.selectFrom('case_sections').selectAll().where('info_uuid', '=', infoUuid).execute());
    for (const [path, body] of [
      [PATH.payee, { infoUuid }], // a well-formed account of the stranger's: the owner's case refuses it (a malformed one is a 400 at the edge, before any case is read)
      [PATH.payee, { infoUuid, save: { ...SECTIONS_OK.payee, bankAccount: makeCard('6222', 16) } }],
      [PATH.patient, { infoUuid, save: SECTIONS_OK.patient }], ['/api/cf/v4/get-info-status', { infoUuid }], ['/api/cf/v4/submit-for-review', { infoUuid }],
      ['/api/cf/v4/get-refuse-msg', { infoUuid }], ['/api/cf/v4/publish', { infoUuid }],
      ['/api/cf/v4/add-or-update-base-info', { infoUuid, title: '别人的筹款标题改掉', content: BASE.content }],
    ] as [string, object][]) {
      const r = await call(ctx, path, body, stranger.cookie);
      expect([path, r.status, r.body.msg]).toEqual([path, 403, '无权操作']);
      expect((await call(ctx, path, body)).status).toBe(401);
    }
    expect((await call(ctx, '/api/cf/v4/get-base-info', { infoUuid }, stranger.cookie)).status).toBe(404);
    expect((await call(ctx, '/api/cf/v4/get-base-info', { infoUuid })).status).toBe(404);
    expect(JSON.stringify(await ctx.db.selectFrom('case_sections').selectAll().where('info_uuid', '=', infoUuid).execute())).toBe(snapshot);
    expect((await ctx.db.selectFrom('cases').select('title').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow()).title).toBe(BASE.title);
    // staff read the draft and its sections, unmasked, but cannot write them
    expect((await call(ctx, PATH.payee, { infoUuid }, staff.cookie)).body.data.data.bankAccount).toBe(SECTIONS_OK.payee.bankAccount);
    expect((await call(ctx, '/api/cf/v4/get-base-info', { infoUuid }, staff.cookie)).body.data.draft).toBe(true);
    expect((await call(ctx, PATH.payee, { infoUuid, save: SECTIONS_OK.payee }, staff.cookie)).status).toBe(403);
  });

  test('masking: the public case page and base info of a published case carry no ID or account numbers', async () => {
    const infoUuid = await publishedCase(ctx, owner, staff);
    for (const s of ['patient', 'payee', 'fundraiser'] as const) await save(ctx, owner, infoUuid, s);
    await submit(ctx, owner, infoUuid);
    for (const s of ['patient', 'payee', 'fundraiser']) await review(ctx, staff, infoUuid, s, true);
    for (const [path, body] of [['/api/cf/v4/get-funding-info', { infoUuid }], ['/api/cf/v4/get-base-info', { infoUuid }], ['/api/cf/v4/case/list', { listType: 'common', size: 50 }]] as [string, object][]) {
      const text = JSON.stringify((await call(ctx, path, body, stranger.cookie)).body);
      for (const secret of [PATIENT_ID, FUNDRAISER_ID, SECTIONS_OK.payee.bankAccount, PATIENT_ID.slice(6, 14)]) expect(text).not.toContain(secret);
    }
    const info = await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, stranger.cookie);
    expect(info.body.data.payeeInfo).toEqual({ relation: 'other', name: '李**' }); // a stranger reads the payee masked
    expect((await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, owner.cookie)).body.data.payeeInfo).toEqual({ relation: 'other', name: '李建国' });
    expect(makeId('19850612', '231')).toBe(FUNDRAISER_ID);
  });
});

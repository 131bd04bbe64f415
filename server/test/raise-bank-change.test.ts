/**
 * Changing the payee account of a live case on SQLite and PostgreSQL (issue 7: a passed section
 * changes only through manual review): saving a PASS payee files a change (status 4, in the staff
 * raise queue) while the approved account stays in force for payouts; staff approve -> the new
 * account is in force; reject -> the old one stays; another user cannot file a change (403).
 */
import { getCase } from '../src/repositories/cases';
import { payeeName } from '../src/services/money/payee';
import { isCaseVerified } from '../src/services/raise/gates';
import { payeeInForce } from '../src/services/raise/payee-change';
import { user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { call, makeCard, makeId, PATH, publishedCase, review, save, staffUser, submit, type U } from './raise-fixtures';

jest.setTimeout(60_000);

const CARD_OLD = makeCard('622202');
const CARD_NEW = makeCard('622848');
const CARD_BAD = makeCard('621700');
const NEW_PAYEE = { name: '王芳', idCard: makeId('19870203', '512'), bankName: '中国农业银行', bankAccount: CARD_NEW };

describe.each(DIALECTS)('payee bank account change (%s)', (dialect) => {
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

  const queue = async () => (await call(ctx, '/api/staff/raise/queue', { auditType: 1, size: 50 }, staff.cookie)).body.data.list as { infoUuid: string; pendingSections: string[] }[];
  const caseFile = async (id: string) => (await call(ctx, '/api/staff/raise/case-file', { infoUuid: id }, staff.cookie)).body.data;
  const readPayee = async (id: string) => (await call(ctx, PATH.payee, { infoUuid: id }, owner.cookie)).body.data;
  const inForce = async (id: string) => ({ account: (await payeeInForce(ctx.db, id))?.bankAccount, name: payeeName((await getCase(ctx.db, id))!, 'FAMILY') });

  /** A published case whose only required section left, the payee, passed review (and so the case is verified). */
  async function livePassedPayee(): Promise<string> {
    const id = await publishedCase(ctx, owner, staff, { raiseType: 1, targetAmount: 5_000_000 });
    for (const s of ['material', 'fundraiser', 'payee'] as const) expect((await save(ctx, owner, id, s, s === 'payee' ? { bankAccount: CARD_OLD } : {})).body.code).toBe(0);
    expect((await submit(ctx, owner, id, ['material', 'fundraiser', 'payee'])).body.code).toBe(0);
    for (const s of ['material', 'fundraiser', 'payee']) expect((await review(ctx, staff, id, s, true)).body.data.status).toBe(2);
    expect(await isCaseVerified(ctx.db, id)).toBe(true);
    expect(await inForce(id)).toEqual({ account: CARD_OLD, name: '李建国' });
    return id;
  }

  test('passed payee -> change filed for review, old account in force -> staff approve -> new account in force', async () => {
    const id = await livePassedPayee();
    const filed = await save(ctx, owner, id, 'payee', NEW_PAYEE);
    expect(filed.body.code).toBe(0);
    expect(filed.body.data).toMatchObject({ status: 4, data: { bankAccount: CARD_NEW, name: '王芳' } });
    // the approved account stays the one payouts use, and the case stays verified
    expect(await inForce(id)).toEqual({ account: CARD_OLD, name: '李建国' });
    expect(await isCaseVerified(ctx.db, id)).toBe(true);
    // a second save while the change waits is refused
    expect((await save(ctx, owner, id, 'payee', { ...NEW_PAYEE, bankAccount: CARD_BAD })).status).toBe(409);
    // staff see it in the material queue and the new data in the case file
    expect((await queue()).find((q) => q.infoUuid === id)?.pendingSections).toEqual(['payee']);
    const file = await caseFile(id);
    expect(file.sections.find((s: { section: string }) => s.section === 'payee')).toMatchObject({ status: 4, data: { bankAccount: CARD_NEW } });

    const r = await review(ctx, staff, id, 'payee', true);
    expect(r.body.data.status).toBe(2);
    expect(await inForce(id)).toEqual({ account: CARD_NEW, name: '王芳' });
    expect(await readPayee(id)).toMatchObject({ status: 2, data: { bankAccount: CARD_NEW } });
    expect((await queue()).some((q) => q.infoUuid === id)).toBe(false);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('info_uuid', '=', id).where('target_id', '=', `${id}:payee`).orderBy('created_at').orderBy('id').execute();
    const last = audit[audit.length - 1];
    expect(last).toMatchObject({ actor_user_id: staff.id, action: 'section.approve' });
    expect(JSON.parse(last.before_json)).toEqual({ status: 4, change: true });
    // reviewed once: a second decision is a 409
    expect((await review(ctx, staff, id, 'payee', false, '重复')).status).toBe(409);
  });

  test('reject -> the old account stays in force and the reason reaches the owner', async () => {
    const id = await livePassedPayee();
    expect((await save(ctx, owner, id, 'payee', NEW_PAYEE)).body.data.status).toBe(4);
    const r = await review(ctx, staff, id, 'payee', false, '银行卡户名与收款人不符');
    expect(r.body.data.status).toBe(2);
    expect(await inForce(id)).toEqual({ account: CARD_OLD, name: '李建国' });
    expect(await readPayee(id)).toMatchObject({ status: 2, data: { bankAccount: CARD_OLD, name: '李建国' }, reason: '银行卡户名与收款人不符' });
    const last = await ctx.db.selectFrom('audit_log').selectAll().where('target_id', '=', `${id}:payee`).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last.action).toBe('section.reject');
    // the owner can file again after a rejection
    expect((await save(ctx, owner, id, 'payee', NEW_PAYEE)).body.data.status).toBe(4);
  });

  test('another user cannot file a change (403) and nothing moves', async () => {
    const id = await livePassedPayee();
    const r = await call(ctx, PATH.payee, { infoUuid: id, save: { relation: 'other', ...NEW_PAYEE } }, stranger.cookie);
    expect(r.status).toBe(403);
    expect(await readPayee(id)).toMatchObject({ status: 2, data: { bankAccount: CARD_OLD } });
    expect((await queue()).some((q) => q.infoUuid === id)).toBe(false);
    // nor can staff file it for the owner
    expect((await call(ctx, PATH.payee, { infoUuid: id, save: { relation: 'other', ...NEW_PAYEE } }, staff.cookie)).status).toBe(403);
  });
});

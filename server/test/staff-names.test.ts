/**
 * The staff console names people, never ids (SQLite and PostgreSQL): a staff member by their display
 * name (staff_users.display_name, else 审核员·<the phone's last four digits>), a donor by the masked
 * name and masked phone, the platform's jobs as 系统. Checked on the audit log, a withdrawal approved
 * by one reviewer (queue and detail), the objection a donor raised, a content author and whoami.
 */
import { maskName } from '../../src/contract/rules/names';
import { writeAudit } from '../src/repositories/audit';
import { addStaff } from '../src/repositories/revisions';
import { key, user } from './support/funds';
import { fundedCase, staffPost, stopRaising, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const HOUR = 3600_000;
jest.setTimeout(60_000);

describe.each(DIALECTS)('staff names (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let wang: U;
  let plain: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, { env: { WITHDRAW_DOUBLE_APPROVAL_FEN: '50000' } });
    owner = await user(ctx);
    donor = await user(ctx);
    wang = await user(ctx);
    plain = await user(ctx);
    await addStaff(ctx.db, wang.id, ctx.now(), '审核员·王敏');
    await addStaff(ctx.db, plain.id, ctx.now());
  });
  afterAll(async () => ctx?.close());

  const person = async (id: string) => ctx.db.selectFrom('users').select(['nickname', 'mobile']).where('user_id', '=', id).executeTakeFirstOrThrow();
  const ids = () => [owner.id, donor.id, wang.id, plain.id];
  const expectNoIds = (v: unknown) => { for (const id of ids()) expect(JSON.stringify(v)).not.toContain(id); };

  test('a withdrawal approved by one reviewer, its objection and its audit log carry names, not ids', async () => {
    const [infoUuid] = await fundedCase(ctx, owner, donor, [40000, 30000]);
    await stopRaising(ctx, owner, infoUuid);
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 60000, idempotencyKey: key() }, owner.cookie);
    const withdrawalId = w.body.data.withdrawalId as string;
    const ob = await post(ctx.app, '/api/cf/v4/drawcash/object', { withdrawalId, reason: '患者已出院，请核实用途' }, donor.cookie);
    expect(ob.body.data.status).toBe('OPEN');

    const d = await person(donor.id);
    const donorName = `${maskName(d.nickname)}（${d.mobile!.slice(0, 3)}****${d.mobile!.slice(-4)}）`;
    const open = (await staffPost(ctx, wang, '/withdrawals/detail', { withdrawalId })).body.data;
    expect(open.objections.map((o: { user_name: string }) => o.user_name)).toEqual([donorName]);

    const p = await person(plain.id);
    expect((await staffPost(ctx, plain, '/withdrawals/objection/resolve', { objectionId: ob.body.data.objectionId, uphold: false, reason: '已核实用于治疗' })).body.data.status).toBe('DISMISSED');
    ctx.advance(25 * HOUR);
    expect((await staffPost(ctx, wang, '/withdrawals/approve', { withdrawalId })).body.data).toMatchObject({ status: 'FIRST_APPROVED', needsSecond: true });
    await writeAudit(ctx.db, { actor: 'system', action: 'case.stop_raise', targetType: 'case', targetId: infoUuid, infoUuid }, ctx.now());

    expect((await staffPost(ctx, wang, '/whoami', {})).body.data).toMatchObject({ userId: wang.id, displayName: '审核员·王敏' });
    const queue = (await staffPost(ctx, plain, '/withdrawals/queue', { status: 'FIRST_APPROVED' })).body.data.list;
    const item = queue.find((x: { withdrawalId: string }) => x.withdrawalId === withdrawalId);
    expect(item).toMatchObject({ approver1Name: '审核员·王敏' });
    const detail = (await staffPost(ctx, plain, '/withdrawals/detail', { withdrawalId })).body.data;
    expect(detail).toMatchObject({ approver1Name: '审核员·王敏', approver2Name: null });
    expect(detail.objections[0].user_name).toBe(donorName);

    const log = (await staffPost(ctx, plain, '/audit-log/list', { infoUuid })).body.data.list as Array<{ action: string; actorName: string }>;
    const by = Object.fromEntries(log.map((a) => [a.action, a.actorName]));
    expect(by).toMatchObject({ 'withdrawal.approve': '审核员·王敏', 'objection.dismiss': `审核员·${p.mobile!.slice(-4)}` });
    expect(log.filter((a) => a.action === 'case.stop_raise').map((a) => a.actorName).sort()).toEqual(['系统', expect.stringMatching(/^.\*\*（\d{3}\*{4}\d{4}）$/)].sort());
    expectNoIds([item.approver1Name, detail.approver1Name, detail.objections.map((o: { user_name: string }) => o.user_name), log.map((a) => a.actorName)]);
  });

  test('a content author and a blacklist entry are named by the staff display name', async () => {
    const saved = (await staffPost(ctx, wang, '/content/save', { kind: 'article', title: '平台收费说明', body: '不收取服务费。' })).body.data;
    expect(saved.updatedByName).toBe('审核员·王敏');
    const list = (await staffPost(ctx, plain, '/content/list', { kind: 'article' })).body.data.list as Array<{ id: string; updatedByName: string }>;
    expect(list.find((x) => x.id === saved.id)?.updatedByName).toBe('审核员·王敏');
    await staffPost(ctx, wang, '/blacklist/add', { idCard: '11010519491231002X', name: '张三', reason: '骗捐' });
    const bl = (await staffPost(ctx, plain, '/blacklist/list', {})).body.data.list as Array<{ addedByName: string }>;
    expect(bl.map((b) => b.addedByName)).toContain('审核员·王敏');
    expectNoIds([saved.updatedByName, list.map((x) => x.updatedByName), bl.map((b) => b.addedByName)]);
  });
});

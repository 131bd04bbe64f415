/**
 * A dream is published once its summary passed review, before anyone asked for its payee and papers (its
 * own screens fill only the summary and who realises it). Published, it must still reach its money: its
 * fundraiser's manage page sends it to the case's list of sections (not the papers' screen alone, which
 * would leave the payee never asked for), 我的筹款 says 补充材料 there too, and once the payee and the
 * papers pass review the withdrawal is open to it; the case page calls its papers 证明材料. With no patient,
 * it is verified by relatives and friends only: a fellow patient or a doctor is refused with the form's
 * message (contract mayProveAs), and its manage page says its kind. On SQLite and PostgreSQL.
 */
import { user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { call, review, save, staffUser, submit, type U } from './raise-fixtures';

jest.setTimeout(60_000);

describe.each(DIALECTS)('a published dream (%s)', (dialect) => {
  let ctx: TestCtx;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    staff = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  /** A dream created, confirmed, its summary and realiser passed, and published by its owner. */
  async function publishedDream(owner: U): Promise<string> {
    const dream = await call(ctx, '/api/cf/v4/dream/add-base-info', { title: '为山区孩子添置图书', content: '学校有一百二十名孩子，图书室里只有几十本旧书，希望添置课外读物。', targetAmount: 5_000_000 }, owner.cookie);
    const infoUuid = dream.body.data.infoUuid as string;
    const org = { orgName: '青山希望小学', orgCode: '12330000MB0A12345X', contactName: '张明', contactPhone: '13900001111', licenseUrls: ['/api/upload/l.jpg'] };
    expect((await call(ctx, '/api/cf/v4/dream/organisation-info', { infoUuid, save: org }, owner.cookie)).body.code).toBe(0);
    expect((await call(ctx, '/api/cf/v4/dream/confirm', { infoUuid }, owner.cookie)).body.code).toBe(0);
    for (const s of ['base', 'fundraiser']) expect((await review(ctx, staff, infoUuid, s, true)).body.code).toBe(0);
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).body.code).toBe(0);
    return infoUuid;
  }

  test('is asked for its payee and papers on the list of its sections, and is verified once they pass', async () => {
    const owner = await user(ctx);
    const infoUuid = await publishedDream(owner);
    const materials = async () =>
      ((await call(ctx, '/api/charity/cf/manage/page-info', { infoUuid }, owner.cookie)).body.data.todos as { kind: string; path: string; done: boolean }[])
        .find((t) => t.kind === 'materials')!;
    const mine = async () => ((await call(ctx, '/api/cf/v4/raise/my-cases', {}, owner.cookie)).body.data.list as { infoUuid: string; required: string[]; sections: Record<string, number> }[])
      .find((c) => c.infoUuid === infoUuid)!;
    // published, its payee and papers never asked for: the list of its sections, where both are filled
    expect(await materials()).toMatchObject({ done: false, path: `/raise/commit-verify/${infoUuid}` });
    expect(await mine()).toMatchObject({ required: ['base', 'payee', 'material', 'fundraiser'], sections: { payee: 0, material: 0 } });

    expect((await save(ctx, owner, infoUuid, 'payee')).body.code).toBe(0);
    expect((await save(ctx, owner, infoUuid, 'material')).body.code).toBe(0);
    expect((await submit(ctx, owner, infoUuid)).body.data.submitted.sort()).toEqual(['material', 'payee']);
    expect((await review(ctx, staff, infoUuid, 'payee', true)).body.code).toBe(0);
    // only its papers left: their own screen, where they are filled and sent at once
    expect((await review(ctx, staff, infoUuid, 'material', false, '证明不清晰')).body.code).toBe(0);
    expect(await materials()).toMatchObject({ done: false, path: `/cf/publish/raise/supplement-commit-verify/${infoUuid}` });
    expect((await save(ctx, owner, infoUuid, 'material')).body.code).toBe(0);
    expect((await submit(ctx, owner, infoUuid)).body.code).toBe(0);
    expect((await review(ctx, staff, infoUuid, 'material', true)).body.code).toBe(0);

    expect((await materials()).done).toBe(true);
    // the case page names its papers as its screens do (证明材料, not 医疗证明)
    const page = await call(ctx, '/api/cf/v4/get-funding-info', { infoUuid });
    expect(page.body.data.attachments).toContainEqual({ kind: 'medical', label: '证明材料', count: 2, checked: true });
    const draw = await call(ctx, '/api/cf/v4/drawcash/get-draw-info', { infoUuid }, owner.cookie);
    expect(draw.body.data.verified).toBe(true);
  });

  test('is verified by relatives and friends, never as a fellow patient or a doctor', async () => {
    const owner = await user(ctx);
    const infoUuid = await publishedDream(owner);
    const add = async (relationship: string, isDoctor?: boolean) =>
      call(ctx, '/api/cf/v4/verification/add', { infoUuid, relationship, content: '我认识发起人，情况属实。', ...(isDoctor ? { isDoctor } : {}) }, (await user(ctx)).cookie);
    for (const [relationship, isDoctor] of [['病友'], ['医生'], ['主治医生'], ['朋友', true]] as const) {
      const r = await add(relationship, isDoctor);
      expect([r.status, r.body.msg]).toEqual([400, '请选择您与发起人的关系']);
    }
    for (const relationship of ['亲属', '同事']) expect((await add(relationship)).body.data).toMatchObject({ relationship, isDoctor: false });
    const counts = (await call(ctx, '/api/cf/v4/verification/count', { infoUuid })).body.data;
    expect(counts).toMatchObject({ count: 2, sickFriendsVerificationCount: 0, doctorVerificationCount: 0 });
    // its manage page says its kind (the centre offers no 医生证实 for it)
    expect((await call(ctx, '/api/charity/cf/manage/page-info', { infoUuid }, owner.cookie)).body.data.raiseType).toBe(99);
  });
});

/**
 * The owner's own link to a case not yet published: the owner gets the case page's answer with the
 * preview's review state; a visitor, another user and staff get 404 筹款不存在; the cached visitor answer
 * and the server-rendered first screen never carry the owner's preview.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { user } from './support/funds';
import { DIALECTS, makeApp, type TestCtx } from './support/testApp';
import { call, draft, publishedCase, review, save, SECTIONS_OK, staffUser, submit, type U } from './raise-fixtures';
import { maskName } from '../../src/contract/rules/names';
import { raiseStatusLabel } from '../../src/contract/status-sets';

jest.setTimeout(60_000);

const INDEX = '<!DOCTYPE html><html><head><title>爱心筹</title></head><body><div id="app">fake h5</div></body></html>';

describe.each(DIALECTS)('owner preview of an unpublished case (%s)', (dialect) => {
  let ctx: TestCtx;
  let dist: string;
  let staff: U;
  let other: U;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cf-owner-preview-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    ctx = await makeApp(dialect, { config: { h5Dir: dist } });
    staff = await staffUser(ctx);
    other = await user(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const info = (infoUuid: string, cookie?: string) => call(ctx, '/api/cf/v4/get-funding-info', { infoUuid }, cookie);
  const expectNotFound = (r: Awaited<ReturnType<typeof info>>) => {
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('筹款不存在');
    expect(JSON.stringify(r.body)).not.toContain('白血病');
  };

  test('the owner previews a submitted raise with its state; visitor, other user and staff get not-found, before and after', async () => {
    const owner = await user(ctx);
    const infoUuid = await draft(ctx, owner);
    expect((await submit(ctx, owner, infoUuid, ['base'])).body.code).toBe(0);

    expectNotFound(await info(infoUuid)); // a visitor first (nothing of the draft may be cached for visitors)
    const own = await info(infoUuid, owner.cookie);
    expect(own.status).toBe(200);
    expect(own.body.data.isSelf).toBe(true);
    expect(own.body.data.baseInfo.title).toContain('白血病');
    expect(own.body.data.preview.sections.base).toBe(4);
    expect(own.body.data.preview.required).toEqual(expect.arrayContaining(['base', 'patient', 'payee']));
    expect(raiseStatusLabel({ published: false, caseStatus: 0, ...own.body.data.preview })).toBe('草稿');
    expect(raiseStatusLabel({ published: false, caseStatus: 0, ...own.body.data.preview, required: ['base'] })).toBe('审核中');

    // after the owner's read: the visitor (the cached path), another user and staff still get not-found
    expectNotFound(await info(infoUuid));
    expectNotFound(await info(infoUuid));
    expectNotFound(await info(infoUuid, other.cookie));
    expectNotFound(await info(infoUuid, staff.cookie));

    // the server-rendered first screen has no boot data of the draft, even for the owner's own request
    for (const cookie of [owner.cookie, undefined]) {
      const page = await ctx.app.inject({ method: 'GET', url: `/cf/contribute/${infoUuid}`, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
      expect(page.body).not.toContain('白血病');
      expect(page.body).not.toContain('cf-boot');
    }
  });

  test('an approved raise previews as 待发布 (base passed); once published the owner reads it without preview', async () => {
    const owner = await user(ctx);
    const infoUuid = await draft(ctx, owner);
    await submit(ctx, owner, infoUuid, ['base']);
    expect((await review(ctx, staff, infoUuid, 'base', true)).body.code).toBe(0);
    const own = (await info(infoUuid, owner.cookie)).body.data;
    expect(own.preview.sections.base).toBe(2);
    expect(raiseStatusLabel({ published: false, caseStatus: 0, ...own.preview, required: ['base'] })).toBe('待发布');
    expectNotFound(await info(infoUuid, other.cookie));

    const live = await publishedCase(ctx, owner, staff);
    const mine = (await info(live, owner.cookie)).body.data;
    expect(mine.isSelf).toBe(true);
    expect(mine.preview).toBeUndefined();
    const visitor = (await info(live)).body.data;
    expect(visitor.isSelf).toBe(false);
    expect(visitor.preview).toBeUndefined();
  });
  test('the preview names the owner by the nickname whole before the real name is verified, and by the masked verified name after, as the public', async () => {
    const owner = await user(ctx);
    const nickname = (await ctx.db.selectFrom('users').select('nickname').where('user_id', '=', owner.id).executeTakeFirstOrThrow()).nickname;
    expect(nickname).toMatch(/^爱心人士\d{4}$/);
    const infoUuid = await draft(ctx, owner);
    const before = (await info(infoUuid, owner.cookie)).body.data;
    expect(before.crowdfundingUserInfo.nickname).toBe(nickname);
    expect(before.preview.nameVerified).toBe(false);

    expect((await save(ctx, owner, infoUuid, 'fundraiser')).body.code).toBe(0);
    expect((await submit(ctx, owner, infoUuid, ['base', 'fundraiser'])).body.code).toBe(0);
    expect((await review(ctx, staff, infoUuid, 'fundraiser', true)).body.code).toBe(0);
    const after = (await info(infoUuid, owner.cookie)).body.data;
    expect(after.crowdfundingUserInfo.nickname).toBe(maskName(SECTIONS_OK.fundraiser.name));
    expect(after.preview.nameVerified).toBe(true);

    expect((await review(ctx, staff, infoUuid, 'base', true)).body.code).toBe(0);
    expect((await call(ctx, '/api/cf/v4/publish', { infoUuid }, owner.cookie)).body.code).toBe(0);
    expect((await info(infoUuid)).body.data.crowdfundingUserInfo.nickname).toBe(after.crowdfundingUserInfo.nickname);
  });
});

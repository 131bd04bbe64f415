/**
 * 长辈版 kept with the account (src/contract/preferences.ts): never chosen is null, the last choice is
 * kept per user and read back by that user only, a visitor is refused, a non-boolean is refused; on both
 * databases.
 */
import { preferences } from '../../src/contract/preferences';
import { user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const P = preferences;

describe.each(DIALECTS)('display preferences (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  test('长辈版: null until chosen, then the last choice, per account', async () => {
    const a = await user(ctx);
    const b = await user(ctx);
    expect((await post(ctx.app, P.get.path, {})).status).toBe(401);
    expect((await post(ctx.app, P.set.path, { care: true })).status).toBe(401);
    expect((await post(ctx.app, P.get.path, {}, a.cookie)).body.data).toEqual({ care: null });

    const on = await post(ctx.app, P.set.path, { care: true }, a.cookie);
    expect(on.body).toMatchObject({ code: 0, data: { care: true } });
    expect((await post(ctx.app, P.get.path, {}, a.cookie)).body.data).toEqual({ care: true });
    // another account is untouched
    expect((await post(ctx.app, P.get.path, {}, b.cookie)).body.data).toEqual({ care: null });

    await post(ctx.app, P.set.path, { care: false }, a.cookie);
    expect((await post(ctx.app, P.get.path, {}, a.cookie)).body.data).toEqual({ care: false });
    const row = await ctx.db.selectFrom('users').select('care_mode').where('user_id', '=', a.id).executeTakeFirstOrThrow();
    expect(row.care_mode).toBe(0);

    expect((await post(ctx.app, P.set.path, { care: 'yes' }, a.cookie)).status).toBe(400);
    expect((await post(ctx.app, P.set.path, {}, a.cookie)).status).toBe(400);
    expect((await post(ctx.app, P.get.path, {}, a.cookie)).body.data).toEqual({ care: false });
  });
});

/**
 * The donor's 给TA留言 (the pay page's message, kept on the order) is not lost: once the gift is paid it is
 * under the case's 爱心留言, on the 爱心榜 entry, and the fundraiser is told, like a comment; an anonymous
 * donor's message stays under 爱心人士. On SQLite and PostgreSQL.
 */
import { key, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

describe.each(DIALECTS)('the pay page message (%s)', (dialect) => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const give = async (cookie: string, infoUuid: string, comment: string, anonymous: boolean) => {
    const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 2000, anonymous, comment, platform: 8, idempotencyKey: key() }, cookie);
    const orderId = o.body.data.orderId as string;
    expect((await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, cookie)).body.code).toBe(0);
    return orderId;
  };

  test('paid: under 爱心留言, on the 爱心榜, told to the fundraiser; anonymous stays anonymous; unpaid posts nothing', async () => {
    const owner = await user(ctx);
    const donor = await user(ctx);
    const shy = await user(ctx);
    const infoUuid = await newCase(ctx, owner.id);
    await ctx.db.updateTable('users').set({ nickname: '王小明' }).where('user_id', '=', donor.id).execute();
    await give(donor.cookie, infoUuid, '  加油，早日康复！ ', false);
    ctx.advance(1000); // the second gift a second later: the list is newest first, and one instant would leave the order to the ids
    const shyOrder = await give(shy.cookie, infoUuid, '一点心意', true);
    // an order never paid posts nothing
    await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 500, anonymous: false, comment: '未支付的留言', platform: 8, idempotencyKey: key() }, donor.cookie);

    const comments = (await post(ctx.app, '/api/cf/v5/detail/get', { infoUuid })).body.data.list as { nickname: string; comments: string; type: number; headImgUrl: string }[];
    expect(comments.map((c) => [c.nickname, c.comments, c.type])).toEqual([['爱心人士', '一点心意', 2], ['王**', '加油，早日康复！', 1]]);
    expect(comments[0].headImgUrl).toBe('');

    const wall = (await post(ctx.app, '/api/cf/v4/love-list', { infoUuid })).body.data.list as { nickname: string; message: string }[];
    expect(wall.map((w) => [w.nickname, w.message])).toEqual([['爱心人士', '一点心意'], ['王**', '加油，早日康复！']]);

    const told = await ctx.db.selectFrom('notifications').select(['body', 'kind']).where('user_id', '=', owner.id).where('kind', '=', 'comment').execute();
    expect(told.map((n) => n.body).sort()).toEqual(['爱心人士：一点心意', '王小明：加油，早日康复！']);

    // the donor makes the gift public afterwards: the message follows, under their name
    await post(ctx.app, '/api/cf/v4/order/modify-anonymous', { orderId: shyOrder, anonymous: false }, shy.cookie);
    const after = (await post(ctx.app, '/api/cf/v5/detail/get', { infoUuid })).body.data.list as { nickname: string; type: number }[];
    expect(after[0]).toMatchObject({ type: 1 });
    expect(after[0].nickname).not.toBe('爱心人士');
  });
});

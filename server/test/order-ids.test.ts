/**
 * Order ids under a spike: 'CF' + ms time + 12 random digits, and an id that is taken already (two orders
 * in one millisecond drawing the same digits) gets a fresh one instead of a 500. The random draw is
 * forced to collide here; the clock of the test app stands still, so both orders share the millisecond.
 */
import { randomUUID } from 'node:crypto';
import * as crypto from 'node:crypto';
import { newOrderId } from '../src/services/orders';
import { DIALECTS, donatableCase, login, makeApp, post, type TestCtx } from './support/testApp';

jest.mock('node:crypto', () => {
  const real = jest.requireActual('node:crypto');
  return { ...real, randomInt: jest.fn((...args: unknown[]) => (real.randomInt as (...a: unknown[]) => number)(...args)) };
});
const randomInt = crypto.randomInt as unknown as jest.Mock;

test('an order id is CF, the millisecond and 12 random digits: 27 characters (WeChat Pay allows 32)', () => {
  const id = newOrderId(1_795_000_000_000);
  expect(id).toMatch(/^CF1795000000000\d{12}$/);
  expect(id).toHaveLength(27);
});

describe.each(DIALECTS)('order ids (%s)', (dialect) => {
  let ctx: TestCtx;
  let infoUuid: string;
  let cookie: string;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    infoUuid = await donatableCase(ctx);
    cookie = await login(ctx);
  });
  afterAll(async () => ctx?.close());

  const order = () =>
    post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount: 1000, anonymous: false, platform: 8, idempotencyKey: randomUUID().replace(/-/g, '') }, cookie);

  test('two orders in one millisecond that draw the same digits: both are created, with different ids', async () => {
    randomInt.mockReturnValueOnce(42).mockReturnValueOnce(42);
    const a = await order();
    const b = await order();
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.orderId).toBe(`CF${ctx.now()}000000000042`);
    expect(b.body.data.orderId).not.toBe(a.body.data.orderId);
    expect(b.body.data.orderId).toMatch(new RegExp(`^CF${ctx.now()}\\d{12}$`));
  });

  test('an id that stays taken is tried three times, then the request fails without writing anything', async () => {
    const taken = await order();
    const digits = Number(taken.body.data.orderId.slice(-12));
    const before = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    randomInt.mockReturnValueOnce(digits).mockReturnValueOnce(digits).mockReturnValueOnce(digits);
    expect((await order()).status).toBe(500);
    const after = await ctx.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

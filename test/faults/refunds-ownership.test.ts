/**
 * Refunds never exceed what was paid (also when many race), and the owner-only writes refuse other
 * users: withdrawing, editing the base info, deleting someone's verification. SQLite; the refunds
 * table is read back from the file after the server stops.
 */
import { donatableCases, expectRefused, fundingInfo, login, newKey, orderBody, post } from './lib/api';
import { startProc, type ServerProc } from './lib/proc';

jest.setTimeout(120_000);

let server: ServerProc;
let infoUuid: string;
let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  server = await startProc({ env: { SMS_PER_IP_MAX: '1000' } });
  [infoUuid] = await donatableCases(server.baseUrl, 1);
  alice = await login(server, '13200000001');
  bob = await login(server, '13200000002');
  carol = await login(server, '13200000003');
});

afterAll(async () => {
  await server?.cleanup();
});

const api = (path: string, body: unknown, cookie?: string) => post(server.baseUrl, path, body, cookie ? { cookie } : {});

async function paidOrder(cookie: string, amount: number): Promise<string> {
  const r = await api('/api/cf/v41/order/add', orderBody(infoUuid, amount), cookie);
  expect(r.body.code).toBe(0);
  const orderId = r.body.data.orderId as string;
  expect((await api('/api/pay/sandbox/confirm', { orderId, action: 'pay' }, cookie)).body.code).toBe(0);
  return orderId;
}
const refund = (orderId: string, amount: number, cookie: string, idempotencyKey = newKey()) =>
  api('/api/cf/v4/refund/apply', { orderId, amount, reason: '重复捐款', idempotencyKey }, cookie);


describe('refunds', () => {
  test('another donor cannot refund my order; more than paid and unpaid orders are refused', async () => {
    const orderId = await paidOrder(alice, 3000);
    const before = await fundingInfo(server.baseUrl, infoUuid);
    expectRefused(await refund(orderId, 1000, bob), [403]);
    expectRefused(await refund(orderId, 3001, alice), [400]);
    const pending = await api('/api/cf/v41/order/add', orderBody(infoUuid, 2000), alice);
    expectRefused(await refund(pending.body.data.orderId, 1000, alice), [400]);
    expect((await fundingInfo(server.baseUrl, infoUuid)).raisedAmount).toBe(before.raisedAmount);
  });

  test('ten concurrent refunds of 1000 fen on a 3000 fen order: exactly 3000 refunded, never more', async () => {
    const orderId = await paidOrder(alice, 3000);
    const before = await fundingInfo(server.baseUrl, infoUuid);
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(orderId, 1000, alice)));
    const okOnes = results.filter((r) => r.body.code === 0);
    expect(okOnes).toHaveLength(3);
    for (const r of results.filter((x) => x.body.code !== 0)) expectRefused(r, [400, 409]);
    const after = await fundingInfo(server.baseUrl, infoUuid);
    expect(before.raisedAmount - after.raisedAmount).toBe(3000);
    expectRefused(await refund(orderId, 1, alice), [400]);
    const status = await api('/api/cf/v4/order/queryOrderStatus', { orderId }, alice);
    expect(status.body.data.status).toBe('REFUNDED');
  });

  test('the same refund submitted twice at once (one key) refunds once', async () => {
    const orderId = await paidOrder(alice, 5000);
    const before = await fundingInfo(server.baseUrl, infoUuid);
    const key = newKey();
    const [a, b] = await Promise.all([refund(orderId, 2000, alice, key), refund(orderId, 2000, alice, key)]);
    expect(a.body.code).toBe(0);
    expect(b.body.code).toBe(0);
    expect(a.body.data.refundId).toBe(b.body.data.refundId);
    expect(before.raisedAmount - (await fundingInfo(server.baseUrl, infoUuid)).raisedAmount).toBe(2000);
  });
});

describe("owner-only writes on another user's case", () => {
  test('withdrawing from a case one does not own is 403', async () => {
    expect((await fundingInfo(server.baseUrl, infoUuid, bob)).isSelf).toBe(false);
    expectRefused(await api('/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 100, idempotencyKey: newKey() }, bob), [403]);
  });

  test("editing another user's case title and content is 403 and the case is unchanged", async () => {
    const before = await fundingInfo(server.baseUrl, infoUuid);
    const r = await api('/api/cf/v4/add-or-update-base-info', { infoUuid, title: '这是被人篡改的标题', content: '这是被人篡改的筹款内容，这是被人篡改的筹款内容。' }, bob);
    expectRefused(r, [403]);
    expect((await fundingInfo(server.baseUrl, infoUuid)).baseInfo.title).toBe(before.baseInfo.title);
  });

  test("deleting someone else's verification is 403 and it stays counted; its author can delete it", async () => {
    const count = async () => (await api('/api/cf/v5/verification/count', { infoUuid })).body.data.count as number;
    const before = await count();
    const added = await api('/api/cf/v5/verification/add', { infoUuid, relationship: '朋友', content: '我是患者的朋友，情况属实' }, carol);
    expect(added.body.code).toBe(0);
    const verifyId = added.body.data.verifyId as string;
    expect(await count()).toBe(before + 1);
    expectRefused(await api('/api/cf/v5/verification/delete', { verifyId, infoUuid }, bob), [403]);
    expect(await count()).toBe(before + 1);
    expect((await api('/api/cf/v5/verification/delete', { verifyId, infoUuid }, carol)).body.code).toBe(0);
    expect(await count()).toBe(before);
  });
});

test('in the database no order has more refunded than its amount (read after stopping)', async () => {
  await server.stop();
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const Sqlite = require('better-sqlite3') as typeof import('better-sqlite3');
  const db = new Sqlite(`${server.dataDir}/app.db`, { readonly: true });
  try {
    const rows = db.prepare(`select o.order_id, o.amount, coalesce(sum(r.amount), 0) as refunded, count(r.refund_id) as n
      from orders o left join refunds r on r.order_id = o.order_id and r.status != 'FAILED' group by o.order_id, o.amount`).all() as { amount: number; refunded: number; n: number }[];
    expect(rows.filter((r) => r.n > 0).length).toBeGreaterThanOrEqual(2); // the 3000 and the 5000 fen orders
    expect(rows.filter((r) => Number(r.refunded) > Number(r.amount))).toEqual([]);
  } finally {
    db.close();
  }
});

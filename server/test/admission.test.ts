/**
 * The gift path's admission queue (http/admission.ts) on a listening server: at most GIFT_CONCURRENCY
 * new-gift requests are worked on at once and every one is answered; a request whose connection closes
 * while it waits gives its place on (nothing leaks); readers of the case are never queued.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Admission, GIFT_ROUTES } from '../src/http/admission';
import { donate, key, newCase, user } from './support/funds';
import { makeApp, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

let ctx: TestCtx;
let base: string;
let buyer: { cookie: string; id: string };
let infoUuid: string;

beforeAll(async () => {
  ctx = await makeApp('sqlite', { env: { GIFT_CONCURRENCY: '2', ORDER_LIMIT_PER_USER: '0', ORDER_LIMIT_PER_IP: '0' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const owner = await user(ctx);
  buyer = await user(ctx);
  infoUuid = await newCase(ctx, owner.id);
});
afterAll(async () => ctx?.close());

const gate = () => ctx.app.giftAdmission as Admission;
const orderBody = () => JSON.stringify({ infoUuid, amount: 100, anonymous: false, platform: 8, idempotencyKey: key() });
const postOrder = (body = orderBody()) =>
  fetch(`${base}/api/cf/v41/order/add`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: buyer.cookie }, body }).then(async (r) => ({ status: r.status, body: await r.json() }));
const until = async (what: string, ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  if (!ok()) throw new Error(`timed out waiting for ${what}`);
};

test('the gate covers the gift calls and their other names, and the notify; FIFO, one place passed on per leave', async () => {
  expect([...GIFT_ROUTES].sort()).toEqual(['/api/cf/v41/order/add', '/api/cf/v41/order/contribute-add', '/api/pay/notify/:provider', '/api/pay/sandbox/confirm', '/api/pay/wxpay/notify']);
  const g = new Admission(1);
  const order: number[] = [];
  expect(g.enter()).toBeUndefined();
  const waits = [1, 2, 3].map((n) => g.enter()!.then(() => order.push(n)));
  expect(g.queued).toBe(3);
  for (let i = 0; i < 3; i++) {
    g.leave();
    await waits[i];
  }
  expect(order).toEqual([1, 2, 3]);
  expect([g.inFlight, g.queued]).toEqual([1, 0]);
  g.leave();
  expect(g.inFlight).toBe(0);
});

test('twenty gifts at once: at most two worked on together, every one answered with its own order, the queue empty after', async () => {
  // both places taken (as by two slow gifts) until all twenty are queued
  expect(gate().enter()).toBeUndefined();
  expect(gate().enter()).toBeUndefined();
  const pending = Promise.all(Array.from({ length: 20 }, () => postOrder()));
  await until('twenty queued', () => gate().queued === 20);
  gate().leave();
  gate().leave();
  const answers = await pending;
  expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(0));
  expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(20);
  expect(gate().maxActive).toBe(2);
  expect(gate().maxWaiting).toBe(20);
  await until('the places given back', () => gate().inFlight === 0 && gate().queued === 0);
  // a whole gift (order + the cashier's confirm) still goes through
  await donate(ctx, buyer.cookie, infoUuid, 500);
});

test('a donor who leaves while queued gives the place on; readers of the case are never queued', async () => {
  // both places taken (as by two slow gifts)
  expect(gate().enter()).toBeUndefined();
  expect(gate().enter()).toBeUndefined();
  const body = orderBody();
  const leaving = [0, 1].map(() => {
    const req = request(`${base}/api/cf/v41/order/add`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: buyer.cookie, 'content-length': Buffer.byteLength(body) } });
    req.on('error', () => undefined);
    req.end(body);
    return req;
  });
  const staying = postOrder();
  await until('three queued', () => gate().queued === 3);
  // a reader meanwhile
  const info = await fetch(`${base}/api/cf/v4/get-funding-info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ infoUuid }) });
  expect(info.status).toBe(200);
  leaving.forEach((r) => r.destroy());
  await new Promise((r) => setTimeout(r, 50));
  gate().leave();
  gate().leave();
  await expect(staying).resolves.toMatchObject({ status: 200, body: { code: 0 } });
  await until('the places given back', () => gate().inFlight === 0 && gate().queued === 0);
});

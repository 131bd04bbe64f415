/**
 * Request ids and safe logs: every answer carries `x-request-id` (the proxy's when it is a sane token,
 * a fresh one otherwise), every log line of a request carries it, the order keeps the id of the request
 * that created it and staff look it up by the order's id. A raise flow with a known phone, ID numbers
 * and bank account leaves none of them in the captured log text, which is JSON lines throughout.
 */
import { addStaff } from '../src/repositories/revisions';
import { REDACTED, redactUrl, scrubLine } from '../src/plugins/logging';
import { CARD, draft, FUNDRAISER_ID, PATIENT_ID, save, SECTIONS_OK, type SectionName } from './raise-fixtures';
import { key, newCase, user } from './support/funds';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

const PHONE = '13912345678';
const LOOKUP = '/api/staff/orders/lookup';

describe.each(DIALECTS)('request ids and redacted logs (%s)', (dialect) => {
  let ctx: TestCtx;
  let logText = '';
  const lines = () => logText.split('\n').filter(Boolean);

  beforeAll(async () => {
    ctx = await makeApp(dialect, { config: { logLevel: 'info', logStream: { write: (l: string) => (logText += l) } } });
  });
  afterAll(async () => ctx?.close());

  test('every answer carries a request id: the sane incoming one, else a fresh one', async () => {
    const a = await post(ctx.app, '/api/account/v3/login-check', {});
    const b = await post(ctx.app, '/api/account/v3/login-check', {});
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    const given = await post(ctx.app, '/api/account/v3/login-check', {}, undefined, { 'x-request-id': 'lb-7f3a.01_X' });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.01_X');
    for (const bad of ['x'.repeat(65), 'a b', 'id"},{"level":60', '编号']) {
      const r = await post(ctx.app, '/api/account/v3/login-check', {}, undefined, { 'x-request-id': encodeURI(bad) === bad ? bad : encodeURI(bad) });
      expect(r.headers['x-request-id']).not.toBe(bad);
      expect(r.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    // An unknown path (404) and a refused call get theirs too.
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'x-request-id': 'req-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('req-404');
    // The request's lines carry it (fastify's incoming-request line at info level).
    expect(lines().some((l) => JSON.parse(l).requestId === 'lb-7f3a.01_X')).toBe(true);
  });

  test('a raise flow and a donation leave no phone, ID or bank number in the logs; the order keeps its request id', async () => {
    const owner = await user(ctx, PHONE);
    const infoUuid = await draft(ctx, owner);
    for (const s of ['patient', 'payee', 'fundraiser', 'hospital'] as SectionName[]) {
      const r = await save(ctx, owner, infoUuid, s);
      expect(r.body.code).toBe(0);
    }
    // A refused body (a bad ID number) is logged as a bad request: its value stays out.
    const bad = await post(ctx.app, '/api/cf/v4/patient-info', { infoUuid, save: { ...SECTIONS_OK.patient, idCard: `${PATIENT_ID}9` } }, owner.cookie);
    expect(bad.status).toBe(400);
    // Values a careless line could carry: in keys pino redacts, and in free text.
    ctx.app.log.info({ mobile: PHONE, body: { idCard: PATIENT_ID }, headers: { cookie: owner.cookie }, save: { bankAccount: CARD } }, `sms to ${PHONE}`);
    ctx.app.log.error({ err: new Error(`duplicate key (id_card)=(${FUNDRAISER_ID}) card ${CARD}`) }, 'insert failed');

    const donor = await user(ctx);
    const caseId = await newCase(ctx, owner.id);
    const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid: caseId, amount: 2000, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie,
      { 'x-request-id': `donate-${dialect}-1` });
    expect(o.body.code).toBe(0);
    expect(o.headers['x-request-id']).toBe(`donate-${dialect}-1`);
    const orderId = o.body.data.orderId as string;
    const row = await ctx.db.selectFrom('orders').select('request_id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.request_id).toBe(`donate-${dialect}-1`);

    // Staff look the order up by its id and get the request id to search for.
    const staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
    const found = await post(ctx.app, LOOKUP, { orderId }, staff.cookie);
    expect(found.body.code).toBe(0);
    expect(found.body.data).toEqual({ orderId, infoUuid: caseId, amount: 2000, status: 'PENDING', createdAt: expect.any(Number), paidAt: null, requestId: `donate-${dialect}-1` });
    expect((await post(ctx.app, LOOKUP, { orderId: 'CF-nope' }, staff.cookie)).status).toBe(404);
    expect((await post(ctx.app, LOOKUP, { orderId }, donor.cookie)).status).toBe(403);

    // Every line is JSON; the order's line carries the request id; nothing sensitive anywhere.
    const parsed = lines().map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.some((l) => l.requestId === `donate-${dialect}-1` && l.msg === 'order' && l.orderId === orderId)).toBe(true);
    expect(logText).toContain(REDACTED);
    for (const secret of [PHONE, PATIENT_ID, FUNDRAISER_ID, CARD, SECTIONS_OK.hospital.bankAccount, owner.cookie.split('=')[1]]) {
      expect(logText).not.toContain(secret);
    }
  });

  test('a staff lookup of an order made before request ids answers null', async () => {
    const owner = await user(ctx);
    const donor = await user(ctx);
    const caseId = await newCase(ctx, owner.id);
    const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid: caseId, amount: 1000, anonymous: false, platform: 8, idempotencyKey: key() }, donor.cookie);
    await ctx.db.updateTable('orders').set({ request_id: null }).where('order_id', '=', o.body.data.orderId).execute();
    const staff = await user(ctx);
    await addStaff(ctx.db, staff.id, ctx.now());
    const found = await post(ctx.app, LOOKUP, { orderId: o.body.data.orderId }, staff.cookie);
    expect(found.body.data.requestId).toBeNull();
  });
});

describe('log line scrubbing', () => {
  test('masks phones, ID and card numbers in any value, keeps ids, times and decimals', () => {
    const line = JSON.stringify({ level: 30, time: 1764180000000, requestId: '13800138000', orderId: 'CF1764180000000123456789012', responseTime: 2.13987654321, msg: `to 13800138000 id ${PATIENT_ID} card ${CARD}`, n: 13800138000 });
    const out = JSON.parse(scrubLine(`${line}\n`));
    expect(out.msg).toBe(`to ${REDACTED} id ${REDACTED} card ${REDACTED}`);
    expect(out.n).toBe(REDACTED);
    expect(out).toMatchObject({ time: 1764180000000, requestId: '13800138000', orderId: 'CF1764180000000123456789012', responseTime: 2.13987654321 });
    expect(JSON.parse(scrubLine(`${JSON.stringify({ msg: `line\n${PATIENT_ID}\t13800138000` })}\n`)).msg).toBe(`line\n${REDACTED}\t${REDACTED}`);
    const plain = `${JSON.stringify({ level: 30, time: 1764180000000, msg: 'order', amount: 2000 })}\n`;
    expect(scrubLine(plain)).toBe(plain);
  });

  test('the logged URL loses sensitive query values', () => {
    expect(redactUrl('/api/wx/oauth/callback?code=abc&state=s1&x=1')).toBe(`/api/wx/oauth/callback?code=${REDACTED}&state=${REDACTED}&x=1`);
    expect(redactUrl('/cf/list?page=2')).toBe('/cf/list?page=2');
  });
});

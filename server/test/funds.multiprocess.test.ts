/**
 * Four OS processes on one SQLite file race withdrawals and refunds of one case: nothing fails with
 * a lock error, the refunds of the order never exceed it, and the case is never overdrawn.
 * (PostgreSQL across two pools is covered in funds.test.ts.)
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { makeApp, type TestCtx } from './support/testApp';
import { caseRow, newCase, sumRows } from './support/funds';

jest.setTimeout(90_000);
const ROOT = join(__dirname, '..', '..');

function worker(args: string[]): Promise<{ ok: number; refused: number; errors: string[] }> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/test/support/fundsWorker.ts', ...args], { cwd: ROOT, timeout: 60_000 }, (err, stdout) => {
      try {
        resolve(JSON.parse(stdout));
      } catch {
        reject(err ?? new Error(`worker output: ${stdout}`));
      }
    });
  });
}

describe('funds across processes (sqlite)', () => {
  let ctx: TestCtx;
  beforeAll(async () => {
    ctx = await makeApp('sqlite', { seed: false });
  });
  afterAll(async () => ctx?.close());

  test('racing withdrawals and refunds from 4 processes keep every invariant', async () => {
    const now = Date.now();
    for (const id of ['mp-owner', 'mp-donor']) {
      await ctx.db.insertInto('users').values({ user_id: id, mobile: null, openid: null, nickname: id, head_img_url: '', third_type: null, created_at: now }).execute();
    }
    // raised 3000 = one PAID order of 2000 (refundable) + one of 1000; the raise stopped (status 2), as a withdrawal needs.
    const infoUuid = await newCase(ctx, 'mp-owner', { raised_amount: 3000, donation_count: 2, status: 2 });
    const order = (order_id: string, amount: number) => ({
      order_id, idempotency_key: `k-${order_id}`, user_id: 'mp-donor', info_uuid: infoUuid, amount, anonymous: 0, status: 'PAID', platform: 8,
      provider: 'sandbox', channel: '', share_dv: 0, user_source_id: '', comment: '', first_donation: 1, provider_trade_no: 't', created_at: now, paid_at: now,
    });
    await ctx.db.insertInto('orders').values([order('MP-A', 2000), order('MP-B', 1000)]).execute();

    const startAt = String(Date.now() + 4000); // every worker loaded before the start
    const out = await Promise.all(Array.from({ length: 4 }, () => worker([ctx.scratch.url, infoUuid, 'mp-owner', 'mp-donor', 'MP-A', startAt, '10'])));
    expect(out.flatMap((o) => o.errors)).toEqual([]);
    const ok = out.reduce((s, o) => s + o.ok, 0);
    expect(ok + out.reduce((s, o) => s + o.refused, 0)).toBe(80);

    const withdrawn = await sumRows(ctx, 'withdrawals', 'info_uuid', infoUuid, ['PENDING', 'PAID']);
    const refunded = await sumRows(ctx, 'refunds', 'order_id', 'MP-A', ['PENDING', 'SUCCESS']);
    const c = await caseRow(ctx, infoUuid);
    expect(ok).toBe((withdrawn + refunded) / 100);
    expect(refunded).toBeLessThanOrEqual(2000);
    expect(c.raised).toBe(3000 - refunded);
    expect(c.raised - withdrawn).toBeGreaterThanOrEqual(0);
    // 3000 fen, 100 at a time, 80 attempts: everything available was taken, and no more.
    expect(withdrawn + refunded).toBe(3000);
    expect(c.status).toBe(101);
  });
});

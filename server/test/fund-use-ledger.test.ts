/**
 * Fund use and the public ledger on SQLite and PostgreSQL (issue 9): after a payout the owner reports
 * what it paid for with receipts uploaded through POST /api/upload (kind receipt, /files/pub/... URLs
 * accepted, with a !thumb thumbnail); the rules and their Chinese messages (purpose 1..200, receipts
 * 1..9, amount <= what the batch paid less what is declared); the owner's list shows batches with
 * their date and declared amount; the public ledger masks a person payee and adds up; the donor
 * follows the gift to the batch and the approved receipt.
 */
import sharp from 'sharp';
import { key, user } from './support/funds';
import { multipartBody } from './support/multipart';
import { expectLedgerHolds, fundedCase, staffPost, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';
import { isReceiptUrl, receiptThumb } from '../src/services/money/fund-use';
import { publicPayeeName } from '../src/services/money/allocation';

const HOUR = 3600_000;
jest.setTimeout(60_000);

test('receipt URLs: our uploads and https only; public uploads have a thumbnail variant; a person payee is masked', () => {
  for (const ok of ['/files/pub/202611/fabc.png', 'http://127.0.0.1:3000/files/pub/202611/fabc.jpg', 'https://img.example.com/pub/x.jpg', '/api/upload/private/f1']) {
    expect(isReceiptUrl(ok)).toBe(true);
  }
  for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png', '/files/priv/202611/f.png', 'http://evil.example/x.png', '/files/pub/../../etc/passwd"']) {
    expect(isReceiptUrl(bad)).toBe(false);
  }
  expect(receiptThumb('/files/pub/202611/fabc.png')).toBe('/files/pub/202611/fabc.png!thumb');
  expect(receiptThumb('/api/upload/r1.jpg')).toBe('/api/upload/r1.jpg');
  expect(publicPayeeName('FAMILY', '张三丰')).toBe('张**');
  expect(publicPayeeName('FAMILY', '李')).toBe('李*');
  expect(publicPayeeName('HOSPITAL', '北京协和医院')).toBe('北京协和医院');
});

describe.each(DIALECTS)('fund use and the public ledger (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect, {}); // no service charge (the declared policy): option 1 is the default
    owner = await user(ctx);
    donor = await user(ctx);
    staff = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const uploadReceipt = async (cookie: string) => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#37a' } }).png().toBuffer();
    const { payload, headers } = multipartBody({ kind: 'receipt' }, [{ name: 'file', filename: 'invoice.png', contentType: 'image/png', data: png }]);
    const r = await ctx.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
    expect(r.statusCode).toBe(200);
    return JSON.parse(r.body).data.url as string;
  };

  test('owner reports the use of a paid batch with uploaded receipts; staff approve; the ledger and the gift show it', async () => {
    const [infoUuid, [orderId]] = await fundedCase(ctx, owner, donor, [6000, 4000], { payee_name: '王小明' });
    // Raising stopped (a withdrawal needs it): the case ended normally.
    await ctx.db.updateTable('cases').set({ status: 2 }).where('info_uuid', '=', infoUuid).execute();
    const w = await post(ctx.app, '/api/cf/v4/drawcash/apply-draw-cash', { infoUuid, amount: 10000, idempotencyKey: key() }, owner.cookie);
    expect(w.body.code).toBe(0);
    ctx.advance(25 * HOUR);
    const ok = await staffPost(ctx, staff, '/withdrawals/approve', { withdrawalId: w.body.data.withdrawalId });
    const [batch] = ok.body.data.payouts;
    expect(batch.status).toBe('TRANSFERRED');

    // The owner's list: the batch that arrived, its date and nothing declared yet. Nobody else sees it.
    const list = await post(ctx.app, '/api/cf/v4/fund-use/list', { infoUuid }, owner.cookie);
    expect(list.body.data.payouts).toEqual([expect.objectContaining({ payoutId: batch.payout_id, amount: Number(batch.amount), status: 'TRANSFERRED', used: 0, payeeName: '王小明', date: expect.any(Number) })]);
    expect((await post(ctx.app, '/api/cf/v4/fund-use/list', { infoUuid }, donor.cookie)).status).toBe(403);

    const receipt = await uploadReceipt(owner.cookie);
    expect(receipt).toMatch(/^\/files\/pub\//);
    const submit = (body: Record<string, unknown>, cookie = owner.cookie) =>
      post(ctx.app, '/api/cf/v4/fund-use/submit', { payoutId: batch.payout_id, amount: 3000, description: '住院押金', receipts: [receipt], ...body }, cookie);
    // Every refusal is a 4xx with a Chinese message.
    for (const [body, msg] of [
      [{ description: '   ' }, '请填写资金用途'],
      [{ description: '费'.repeat(201) }, '资金用途不能超过200字'],
      [{ receipts: [] }, '请上传至少1张票据照片'],
      [{ receipts: Array(10).fill(receipt) }, '最多上传9张票据照片'],
      [{ receipts: ['javascript:alert(1)'] }, '票据图片地址无效'],
      [{ amount: Number(batch.amount) + 1 }, '使用金额超过该批打款金额'],
    ] as const) {
      const r = await submit(body);
      expect([r.status, r.body.msg]).toEqual([400, msg]);
    }
    expect((await submit({}, donor.cookie)).status).toBe(403);

    const first = await submit({ amount: 3000, description: ' 住院押金 ' });
    expect(first.body.data).toMatchObject({ status: 'PENDING', description: '住院押金', receipts: [{ url: receipt, thumbUrl: `${receipt}!thumb` }] });
    // What is declared counts against the batch: only the rest may still be declared.
    const rest = Number(batch.amount) - 3000;
    expect((await submit({ amount: rest + 1 })).body.msg).toBe('使用金额超过该批打款金额');
    const again = await post(ctx.app, '/api/cf/v4/fund-use/list', { infoUuid }, owner.cookie);
    expect(again.body.data.payouts[0].used).toBe(3000);
    expect(again.body.data.list.map((f: { status: string }) => f.status)).toEqual(['PENDING']);

    // Pending reports are not public.
    expect((await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data.fundUse).toEqual([]);
    expect((await staffPost(ctx, staff, '/fund-use/review', { fundUseId: first.body.data.fundUseId, approve: true })).body.data.status).toBe('APPROVED');

    const alloc = (await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data;
    expect(alloc).toMatchObject({ moneyIn: 10000, donationCount: 2, addsUp: true });
    expect(alloc.moneyIn).toBe(alloc.fees + alloc.withdrawn + alloc.refunded + alloc.balance);
    // Donations are counted, not listed one by one (a popular case has thousands); the money-out entries are.
    expect(alloc.rows.map((r: { kind: string }) => r.kind)).toEqual(['payout']);
    expect(alloc.withdrawals).toHaveLength(1);
    // The ledger is public: a person payee is masked, as on the case page.
    expect(alloc.withdrawals[0]).toMatchObject({ payeeType: 'FAMILY', payeeName: '王**', batchNo: 1, batchCount: 1 });
    expect(alloc.fundUse.map((f: { description: string; receipts: unknown }) => [f.description, f.receipts])).toEqual([['住院押金', [{ url: receipt, thumbUrl: `${receipt}!thumb` }]]]);
    // The receipt thumbnail is served to anyone.
    expect((await ctx.app.inject({ method: 'GET', url: `${receipt}!thumb` })).statusCode).toBe(200);

    const gift = (await post(ctx.app, '/api/summaries/allocation/my-gift', { orderId }, donor.cookie)).body.data;
    expect(gift.payouts).toHaveLength(1);
    expect(gift.payouts[0]).toMatchObject({ payeeName: '王**', fundUse: [expect.objectContaining({ description: '住院押金' })] });
    await expectLedgerHolds(ctx, infoUuid);
  });
});

/**
 * Donation receipts and statements on SQLite and PostgreSQL: title and tax-number validation (the
 * unified social credit code's checksum), once per donation, issued by staff or the job (audited),
 * downloaded as a PDF with the CJK font embedded; statements for a date range and a fiscal year.
 */
import { reconcile } from '../src/jobs/reconcile';
import { isUscc } from '../src/services/money/invoices';
import { markPaid } from '../src/services/orders';
import { pdfText } from './support/pdf-text';
import { user } from './support/funds';
import { fundedCase, staffPost, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

test('unified social credit codes: 18 characters of the code set with a mod-31 check character', () => {
  for (const ok of ['91350100M000100Y43', '91110108MA01G0FB09', '91440300708461136T']) expect(isUscc(ok)).toBe(true);
  for (const bad of ['911100001000234567', '91350100M000100Y4', '91350100M000100Y44', '91350100m000100Y43', '91350100I000100Y43', '']) expect(isUscc(bad)).toBe(false);
});

describe.each(DIALECTS)('money: receipts (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let s1: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    owner = await user(ctx);
    donor = await user(ctx);
    s1 = await staffUser(ctx);
  });
  afterAll(async () => ctx?.close());

  const confirm = (body: object, cookie = donor.cookie) => post(ctx.app, '/api/cf-finance/invoice/confirm-invoice', body, cookie);

  test('validation, once per donation, staff issue (audited), the PDF carries the embedded CJK font and the text', async () => {
    const [, [a, b]] = await fundedCase(ctx, owner, donor, [8800, 1200]);
    const entry = await post(ctx.app, '/api/cf-finance/invoice/entrance-display', {}, donor.cookie);
    expect(entry.body.data.show).toBe(true);
    expect(entry.body.data.list.map((x: { orderId: string }) => x.orderId)).toEqual(expect.arrayContaining([a, b]));
    expect((await confirm({ orderId: a, titleType: 'COMPANY', title: '某某科技有限公司', taxNo: '911100001000234567' })).body.msg).toBe('请输入正确的统一社会信用代码');
    expect((await confirm({ orderId: a, titleType: 'COMPANY', title: '某某科技有限公司' })).body.msg).toBe('请输入正确的统一社会信用代码');
    expect((await confirm({ orderId: a, titleType: 'PERSONAL', title: '张三', taxNo: '91350100M000100Y43' })).body.msg).toBe('个人捐赠票据无需填写税号');
    expect((await confirm({ orderId: a, titleType: 'PERSONAL', title: '张' })).body.msg).toBe('请输入正确的票据抬头');
    expect((await confirm({ orderId: a, titleType: 'PERSONAL', title: '张三' }, owner.cookie)).status).toBe(403);
    const ok = await confirm({ orderId: a, titleType: 'COMPANY', title: '福州某某科技有限公司', taxNo: '91350100M000100Y43', email: 'cw@example.com' });
    expect(ok.body.data).toMatchObject({ status: 'REQUESTED', amount: 8800, taxNo: '91350100M000100Y43', downloadUrl: '' });
    const twice = await confirm({ orderId: a, titleType: 'PERSONAL', title: '张三' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该笔捐款已申请过捐赠票据');
    const id = ok.body.data.invoiceId;
    const early = await ctx.app.inject({ method: 'GET', url: `/api/cf-finance/invoice/download?invoiceId=${id}`, headers: { cookie: donor.cookie } });
    expect(early.json().msg).toBe('票据尚未开具，请稍后再试');

    expect((await staffPost(ctx, s1, '/invoices/queue', {})).body.data.list.map((x: { invoiceId: string }) => x.invoiceId)).toContain(id);
    expect((await staffPost(ctx, s1, '/invoices/issue', { invoiceId: id })).body.data).toMatchObject({ status: 'ISSUED', issuedNow: true });
    expect((await staffPost(ctx, s1, '/invoices/issue', { invoiceId: id })).body.data.issuedNow).toBe(false);
    const audit = await ctx.db.selectFrom('audit_log').select(['actor_user_id', 'action']).where('target_id', '=', id).execute();
    expect(audit).toEqual([{ actor_user_id: s1.id, action: 'invoice.issue' }]);

    const msg = await post(ctx.app, '/api/cf-finance/invoice/get-invoice-msg', { orderId: a }, donor.cookie);
    expect(msg.body.data).toMatchObject({ canApply: false, invoice: { status: 'ISSUED', downloadUrl: `/api/cf-finance/invoice/download?invoiceId=${id}` } });
    const res = await ctx.app.inject({ method: 'GET', url: msg.body.data.invoice.downloadUrl, headers: { cookie: donor.cookie } });
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The CJK font is embedded as a subset (the glyphs used, not the 10 MB font), with a ToUnicode map.
    expect(text).toMatch(/\/Subtype \/CIDFontType2/);
    expect(text).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(text).toMatch(/\/ToUnicode \d+ 0 R/);
    expect(pdf.length).toBeLessThan(200_000);
    // The text drawn is the receipt's, as a reader extracts it (poppler's pdftotext).
    const drawn = pdfText(pdf);
    for (const s of ['公益事业捐赠票据', '福州某某科技有限公司', '91350100M000100Y43', '¥88.00']) expect(drawn).toContain(s);
    expect((await ctx.app.inject({ method: 'GET', url: msg.body.data.invoice.downloadUrl, headers: { cookie: owner.cookie } })).statusCode).toBe(403);
  });

  test('the job issues what staff did not; a refunded donation cannot get one', async () => {
    const [, [a, b]] = await fundedCase(ctx, owner, donor, [500, 600]);
    const r = await confirm({ orderId: a, titleType: 'PERSONAL', title: '李四' });
    const run = await reconcile(ctx.deps);
    expect(run.changes).toContain(`receipt ${r.body.data.invoiceId} issued`);
    const audit = await ctx.db.selectFrom('audit_log').select('actor_user_id').where('target_id', '=', r.body.data.invoiceId).execute();
    expect(audit).toEqual([{ actor_user_id: 'system' }]);
    await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: b, amount: 600, reason: '误捐', idempotencyKey: `k-${b}` }, donor.cookie);
    expect((await confirm({ orderId: b, titleType: 'PERSONAL', title: '李四' })).body.msg).toBe('仅已支付的捐款可申请捐赠票据');
  });

  test('a receipt states the donation net of refunds made after the request; one refunded in full is not issued', async () => {
    const [, [a, b]] = await fundedCase(ctx, owner, donor, [1000, 900]);
    const ra = await confirm({ orderId: a, titleType: 'PERSONAL', title: '王五' });
    const rb = await confirm({ orderId: b, titleType: 'PERSONAL', title: '王五' });
    expect(ra.body.data.amount).toBe(1000);
    await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: a, amount: 300, reason: '误捐', idempotencyKey: `k-${a}` }, donor.cookie);
    await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: b, amount: 900, reason: '误捐', idempotencyKey: `k-${b}` }, donor.cookie);
    expect((await staffPost(ctx, s1, '/invoices/issue', { invoiceId: ra.body.data.invoiceId })).body.data).toMatchObject({ status: 'ISSUED', amount: 700, issuedNow: true });
    const audit = await ctx.db.selectFrom('audit_log').select('after_json').where('target_id', '=', ra.body.data.invoiceId).executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.after_json))).toEqual({ status: 'ISSUED', amount: 700 });
    expect((await staffPost(ctx, s1, '/invoices/issue', { invoiceId: rb.body.data.invoiceId })).body.data).toMatchObject({ status: 'REQUESTED', issuedNow: false });
    const msg = await post(ctx.app, '/api/cf-finance/invoice/get-invoice-msg', { orderId: b }, donor.cookie);
    expect(msg.body.data).toMatchObject({ amount: 0, canApply: false, invoice: { status: 'REQUESTED', downloadUrl: '' } });
    // The job leaves it alone: it is not among the receipts still to issue, so it never fills the job's page.
    const { issuableInvoiceIds } = await import('../src/repositories/funds');
    expect(await issuableInvoiceIds(ctx.db, 1000)).not.toContain(rb.body.data.invoiceId);
    expect((await reconcile(ctx.deps)).changes.join('\n')).not.toContain(rb.body.data.invoiceId);
  });

  test('statements: a date range, a calendar year and a fiscal year (April to March), net of refunds, also as a PDF', async () => {
    const d = await user(ctx);
    const at = (iso: string) => Date.parse(iso);
    const [infoUuid] = await fundedCase(ctx, owner, d, []);
    // A paid donation at a past moment, through the real exactly-once mark-paid path.
    const give = async (iso: string, amount: number) => {
      const t = at(iso);
      const orderId = `CF${t}${Math.floor(Math.random() * 1e6)}`;
      await ctx.db.insertInto('orders').values({
        order_id: orderId, idempotency_key: orderId, user_id: d.id, info_uuid: infoUuid, amount, anonymous: 0, status: 'PENDING', platform: 8, provider: 'sandbox',
        channel: '', share_dv: 0, user_source_id: '', comment: '', first_donation: 0, provider_trade_no: null, created_at: t, paid_at: null,
      }).execute();
      expect(await markPaid({ ...ctx.deps, clock: () => t }, 'sandbox', { notifyId: `n-${orderId}`, orderId, amount, tradeNo: 't', paid: true }, { info() {}, error() {} } as never)).toBe('paid');
      return orderId;
    };
    const y = new Date(ctx.now()).getUTCFullYear() - 3;
    await give(`${y}-02-10T04:00:00Z`, 1000);
    const refunded = await give(`${y}-05-10T04:00:00Z`, 2000);
    await give(`${y + 1}-03-20T04:00:00Z`, 4000);
    // The owner may refund a donor's gift at any time.
    expect((await post(ctx.app, '/api/cf/v4/refund/apply', { orderId: refunded, amount: 500, reason: '部分退款', idempotencyKey: `k-${refunded}` }, owner.cookie)).body.code).toBe(0);
    const cal = await post(ctx.app, '/api/cf-finance/invoice/statement', { year: y }, d.cookie);
    expect(cal.body.data).toMatchObject({ count: 2, total: 1000 + 1500 });
    const fiscal = await post(ctx.app, '/api/cf-finance/invoice/statement', { year: y, fiscalStartMonth: 4 }, d.cookie);
    expect(fiscal.body.data).toMatchObject({ count: 2, total: 1500 + 4000 });
    expect(fiscal.body.data.list.map((x: { refunded: number }) => x.refunded)).toEqual([500, 0]);
    const range = await post(ctx.app, '/api/cf-finance/invoice/statement', { from: at(`${y}-01-01T00:00:00Z`), to: at(`${y}-03-01T00:00:00Z`) }, d.cookie);
    expect(range.body.data).toMatchObject({ count: 1, total: 1000 });
    expect((await post(ctx.app, '/api/cf-finance/invoice/statement', { from: 10, to: 5 }, d.cookie)).body.msg).toBe('请选择正确的时间范围');
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/cf-finance/invoice/statement.pdf?year=${y}&fiscalStartMonth=4`, headers: { cookie: d.cookie } });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/FontFile2/);
    expect(pdfText(pdf.rawPayload)).toContain('捐赠明细对账单');
  });
});

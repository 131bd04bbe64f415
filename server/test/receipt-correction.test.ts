/**
 * A refund after a receipt was issued voids that receipt and issues a corrected one for what the
 * donor kept (both in the donation's receipt list, audited); a full refund voids it with nothing
 * reissued. The case page and the public ledger show the same money raised. SQLite and PostgreSQL.
 */
import { key, user } from './support/funds';
import { expectLedgerHolds, fundedCase, staffPost, staffUser, type U } from './support/money';
import { DIALECTS, makeApp, post, type TestCtx } from './support/testApp';

jest.setTimeout(60_000);

describe.each(DIALECTS)('receipts corrected by refunds (%s)', (dialect) => {
  let ctx: TestCtx;
  let owner: U;
  let donor: U;
  let staff: U;
  beforeAll(async () => {
    ctx = await makeApp(dialect);
    [owner, donor, staff] = [await user(ctx), await user(ctx), await staffUser(ctx)];
  });
  afterAll(async () => ctx?.close());

  const issued = async (orderId: string) => {
    const r = await post(ctx.app, '/api/cf-finance/invoice/confirm-invoice', { orderId, titleType: 'PERSONAL', title: '张三' }, donor.cookie);
    expect((await staffPost(ctx, staff, '/invoices/issue', { invoiceId: r.body.data.invoiceId })).body.data.status).toBe('ISSUED');
    return r.body.data.invoiceId as string;
  };
  const refund = (orderId: string, amount: number) =>
    post(ctx.app, '/api/cf/v4/refund/apply', { orderId, amount, reason: '误捐', idempotencyKey: key() }, donor.cookie);
  const msg = async (orderId: string) => (await post(ctx.app, '/api/cf-finance/invoice/get-invoice-msg', { orderId }, donor.cookie)).body.data;

  test('a partial refund voids the issued receipt and issues a corrected one for the rest; the list shows both', async () => {
    const [infoUuid, [a]] = await fundedCase(ctx, owner, donor, [10000]);
    const first = await issued(a);
    const r = await refund(a, 3000);
    expect(r.body.data.status).toBe('SUCCESS');

    const m = await msg(a);
    expect(m.invoice.status).toBe('ISSUED');
    expect(m.invoice.amount).toBe(7000);
    expect(m.invoice.corrects).toBe(first);
    expect(m.invoice.invoiceId).not.toBe(first);
    expect(m.receipts.map((x: { invoiceId: string; status: string; amount: number }) => [x.invoiceId === first ? 'first' : 'new', x.status, x.amount]).sort())
      .toEqual([['first', 'VOIDED', 10000], ['new', 'ISSUED', 7000]]);
    const voided = m.receipts.find((x: { invoiceId: string }) => x.invoiceId === first);
    expect(voided.voidReason).toBe('捐款已退回30.00元，本票据作废，已按70.00元重新开具');
    expect(voided.voidedAt).toBe(ctx.now());
    // Both stay downloadable; the entrance lists the donation once, with the receipt in force.
    for (const id of [first, m.invoice.invoiceId]) {
      const pdf = await ctx.app.inject({ method: 'GET', url: `/api/cf-finance/invoice/download?invoiceId=${id}`, headers: { cookie: donor.cookie } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    }
    const entry = await post(ctx.app, '/api/cf-finance/invoice/entrance-display', {}, donor.cookie);
    expect(entry.body.data.list.filter((x: { orderId: string }) => x.orderId === a)).toEqual([expect.objectContaining({ invoiceStatus: 'ISSUED' })]);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'target_id']).where('info_uuid', '=', infoUuid).where('action', 'like', 'invoice.%').execute();
    expect(audit.map((x) => x.action).sort()).toEqual(['invoice.issue', 'invoice.reissue', 'invoice.void']);

    // A second refund corrects the corrected one: one receipt in force, two voided.
    await refund(a, 2000);
    const m2 = await msg(a);
    expect(m2.invoice.amount).toBe(5000);
    expect(m2.invoice.corrects).toBe(m.invoice.invoiceId);
    expect(m2.receipts.filter((x: { status: string }) => x.status === 'VOIDED')).toHaveLength(2);
    // The donor cannot ask for another receipt of this donation.
    expect((await post(ctx.app, '/api/cf-finance/invoice/confirm-invoice', { orderId: a, titleType: 'PERSONAL', title: '张三' }, donor.cookie)).status).toBe(409);
    await expectLedgerHolds(ctx, infoUuid);
  });

  test('a full refund voids the receipt and issues none; a receipt still requested is simply issued for the net later', async () => {
    const [, [a, b]] = await fundedCase(ctx, owner, donor, [4000, 6000]);
    const first = await issued(a);
    await refund(a, 4000);
    const m = await msg(a);
    expect(m.invoice).toBeNull();
    expect(m.canApply).toBe(false);
    expect(m.receipts).toEqual([expect.objectContaining({ invoiceId: first, status: 'VOIDED', amount: 4000 })]);

    const req = await post(ctx.app, '/api/cf-finance/invoice/confirm-invoice', { orderId: b, titleType: 'PERSONAL', title: '张三' }, donor.cookie);
    await refund(b, 1000);
    expect((await msg(b)).receipts).toHaveLength(1); // nothing voided: it was never issued
    await staffPost(ctx, staff, '/invoices/issue', { invoiceId: req.body.data.invoiceId });
    expect((await msg(b)).invoice).toMatchObject({ status: 'ISSUED', amount: 5000, corrects: null });
  });

  test('the case page and the public ledger show the same money raised (donations less refunds)', async () => {
    const [infoUuid, [a]] = await fundedCase(ctx, owner, donor, [5000, 3000]);
    await refund(a, 2000);
    const page = (await post(ctx.app, '/api/cf/v4/get-funding-info', { infoUuid })).body.data;
    const ledger = (await post(ctx.app, '/api/summaries/allocation', { infoUuid })).body.data;
    expect(page.raisedAmount).toBe(6000);
    expect(ledger.raised).toBe(6000);
    expect(ledger.moneyIn).toBe(8000); // gross money in, shown beside it
  });
});

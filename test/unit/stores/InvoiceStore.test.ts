import type { RootStore } from '../../../src/stores/RootStore';
import { INVOICE_TEXT, InvoiceStore, downloadPath } from '../../../src/stores/InvoiceStore';
import { StatementStore, STATEMENT_TEXT, statementPath, statementRequest } from '../../../src/stores/StatementStore';
import { RECEIPT_TEXT, chinaDayStart, isUscc, receiptErrors } from '../../../src/lib/receipt';
import type { Invoice, InvoiceMsg } from '../../../src/contract/invoice';
import { ApiError } from '../../../src/services/errors';
import { createFakePlatform, type FakePlatform } from '../../../src/platform/fake';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';

const USCC = '91110108MA01ABCD2H';
const msg = (over: Partial<InvoiceMsg> = {}): InvoiceMsg => ({
  orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', amount: 5_000, orderStatus: 'PAID', paidAt: 1, canApply: true, invoice: null,
  rules: ['每笔捐款可申请一次捐赠票据'], ...over,
});
const inv = (over: Partial<Invoice> = {}): Invoice => ({
  invoiceId: 'iv1', orderId: 'o1', infoUuid: 'c1', amount: 5_000, titleType: 'PERSONAL', title: '张三', taxNo: '', email: '', status: 'REQUESTED',
  createdAt: 2, issuedAt: null, downloadUrl: '', ...over,
});

let api: FakeApi;
let platform: FakePlatform;
let store: InvoiceStore;
beforeEach(() => {
  api = createFakeApi();
  platform = createFakePlatform({ path: '/cf/invoiceApply?orderId=o1' });
  store = new InvoiceStore({ api, platform } as unknown as RootStore);
  api.invoice.msg.mockResolvedValue(msg());
});

test('the unified social credit code: 18 characters of its set and the GB 32100 check character', () => {
  expect(isUscc(USCC)).toBe(true);
  expect(isUscc(`${USCC.slice(0, 17)}${USCC[17] === 'A' ? 'B' : 'A'}`)).toBe(false);
  expect(isUscc(USCC.slice(0, 17))).toBe(false);
  expect(isUscc('91110108MA01ABCDIH')).toBe(false); // I is not in the code set
});

test('field rules as the server states them: a person needs a name and no tax number, a company its code', () => {
  expect(receiptErrors({ titleType: 'PERSONAL', title: '', taxNo: '', email: '' })).toEqual({ title: RECEIPT_TEXT.NO_TITLE });
  expect(receiptErrors({ titleType: 'PERSONAL', title: '张三3', taxNo: '', email: '' })).toEqual({ title: RECEIPT_TEXT.BAD_TITLE });
  expect(receiptErrors({ titleType: 'PERSONAL', title: '张三', taxNo: USCC, email: '' })).toEqual({ taxNo: RECEIPT_TEXT.PERSONAL_TAX_NO });
  expect(receiptErrors({ titleType: 'PERSONAL', title: '阿卜杜·热合曼', taxNo: '', email: 'a@b.cn' })).toEqual({});
  expect(receiptErrors({ titleType: 'COMPANY', title: '北京某某科技有限公司', taxNo: '', email: '' })).toEqual({ taxNo: RECEIPT_TEXT.NO_TAX_NO });
  expect(receiptErrors({ titleType: 'COMPANY', title: '北京某某科技有限公司', taxNo: '91110108MA01ABCD2X', email: '' })).toEqual({ taxNo: RECEIPT_TEXT.BAD_TAX_NO });
  expect(receiptErrors({ titleType: 'COMPANY', title: '北京某某科技有限公司', taxNo: USCC.toLowerCase(), email: 'bad@' })).toEqual({ email: RECEIPT_TEXT.BAD_EMAIL });
});

test('a bad form is refused on screen with the first error and nothing is sent', async () => {
  await store.open('o1');
  store.setTitleType('COMPANY');
  store.setTitle('北京某某科技有限公司');
  store.setTaxNo('9111 0108 ma01');
  expect(store.taxNo).toBe('91110108MA01');
  expect(await store.submit()).toBe('invalid');
  expect(store.firstError).toBe(RECEIPT_TEXT.BAD_TAX_NO);
  expect(api.invoice.confirm).not.toHaveBeenCalled();
  store.setTaxNo(USCC);
  expect(store.firstError).toBeNull();
  // Switching to a person drops the tax number: a person's receipt has none.
  store.setTitleType('PERSONAL');
  expect(store.taxNo).toBe('');
});

test('a valid request is sent once (no tax number for a person) and goes to the success page', async () => {
  await store.open('o1');
  store.setTitle(' 张三 ');
  store.setEmail('zs@example.com');
  api.invoice.confirm.mockResolvedValue(inv({ email: 'zs@example.com' }));
  expect(await store.submit()).toBe('ok');
  expect(api.invoice.confirm).toHaveBeenCalledWith({ orderId: 'o1', titleType: 'PERSONAL', title: '张三', email: 'zs@example.com' });
  expect(platform.nav.currentPath()).toBe('/cf/invoiceSubmitSuccess?invoiceId=iv1&orderId=o1');
  expect(platform.nav.calls[platform.nav.calls.length - 1]).toMatchObject({ type: 'go', replace: true });
  // Once per donation: the donation now shows its receipt, and a second submit sends nothing.
  expect(store.invoice?.invoiceId).toBe('iv1');
  expect(await store.submit()).toBe('exists');
  expect(store.submitAct.error).toBe(INVOICE_TEXT.twice);
  expect(api.invoice.confirm).toHaveBeenCalledTimes(1);
});

test('a company request carries its code; a donation asked for elsewhere meanwhile shows that receipt', async () => {
  await store.open('o1');
  store.setTitleType('COMPANY');
  store.setTitle('北京某某科技有限公司');
  store.setTaxNo(USCC);
  api.invoice.confirm.mockRejectedValue(new ApiError(409, '该笔捐款已申请过捐赠票据', 409));
  api.invoice.msg.mockResolvedValue(msg({ canApply: false, invoice: inv({ status: 'ISSUED', downloadUrl: '/x' }) }));
  expect(await store.submit()).toBe('error');
  expect(api.invoice.confirm.mock.calls[0][0]).toMatchObject({ titleType: 'COMPANY', taxNo: USCC });
  expect(store.submitAct.error).toBe('该笔捐款已申请过捐赠票据');
  expect(store.invoice?.status).toBe('ISSUED');
});

test('a donation that already has a receipt, or cannot have one, is not sent', async () => {
  api.invoice.msg.mockResolvedValue(msg({ canApply: false, invoice: inv() }));
  await store.open('o1');
  store.setTitle('张三');
  expect(await store.submit()).toBe('exists');
  api.invoice.msg.mockResolvedValue(msg({ orderId: 'o2', canApply: false }));
  await store.open('o2');
  store.setTitle('张三');
  expect(await store.submit()).toBe('invalid');
  expect(store.submitAct.error).toBe(INVOICE_TEXT.cannot);
  expect(api.invoice.confirm).not.toHaveBeenCalled();
  expect(downloadPath('iv 1')).toBe('/api/cf-finance/invoice/download?invoiceId=iv%201');
});

describe('statement range', () => {
  const base = { mode: 'year' as const, year: '2025', fiscalStartMonth: 1, from: '', to: '' };
  test('a calendar year, a fiscal year from April, a bad year or month', () => {
    expect(statementRequest(base, 2026)).toEqual({ ok: true, req: { year: 2025 }, label: '2025年度（2025-01-01 至 2025-12-31）' });
    expect(statementRequest({ ...base, fiscalStartMonth: 4 }, 2026)).toEqual({ ok: true, req: { year: 2025, fiscalStartMonth: 4 }, label: '2025财年（2025-04-01 至 2026-03-31）' });
    expect(statementRequest({ ...base, year: '2027' }, 2026)).toEqual({ ok: false, error: STATEMENT_TEXT.year });
    expect(statementRequest({ ...base, year: '1999' }, 2026)).toEqual({ ok: false, error: STATEMENT_TEXT.year });
    expect(statementRequest({ ...base, fiscalStartMonth: 13 }, 2026)).toEqual({ ok: false, error: STATEMENT_TEXT.month });
  });
  test('from-to dates in China time, the last day included; bad or reversed dates refused', () => {
    const r = statementRequest({ ...base, mode: 'range', from: '2025-03-01', to: '2025-03-31' }, 2026);
    expect(r).toEqual({ ok: true, req: { from: Date.UTC(2025, 1, 28, 16), to: Date.UTC(2025, 2, 31, 16) }, label: '2025-03-01 至 2025-03-31' });
    expect(statementRequest({ ...base, mode: 'range', from: '2025-02-30', to: '2025-03-31' }, 2026)).toEqual({ ok: false, error: STATEMENT_TEXT.date });
    expect(statementRequest({ ...base, mode: 'range', from: '2025-04-01', to: '2025-03-31' }, 2026)).toEqual({ ok: false, error: STATEMENT_TEXT.order });
    expect(chinaDayStart('2025-1-5')).toBe(Date.UTC(2025, 0, 4, 16));
    expect(statementPath({ year: 2025, fiscalStartMonth: 4 })).toBe('/api/cf-finance/invoice/statement.pdf?year=2025&fiscalStartMonth=4');
  });
  test('the store: year defaults to this year (China time), the PDF path follows the inputs, preview asks the server', async () => {
    const s = new StatementStore({ api } as unknown as RootStore, () => Date.UTC(2025, 11, 31, 17)); // 2026-01-01 01:00 in China
    expect(s.year).toBe('2026');
    s.setYear('2025年');
    s.setFiscalStartMonth(7);
    expect(s.pdfPath).toBe('/api/cf-finance/invoice/statement.pdf?year=2025&fiscalStartMonth=7');
    api.invoice.statement.mockResolvedValue({ from: 0, to: 1, count: 2, total: 3_000, list: [] });
    await s.loadPreview();
    expect(api.invoice.statement).toHaveBeenCalledWith({ year: 2025, fiscalStartMonth: 7 });
    expect(s.preview?.total).toBe(3_000);
    s.setMode('range');
    s.setFrom('2025-01-01');
    expect(s.pdfPath).toBeNull();
    expect(s.preview).toBeNull();
    await s.loadPreview();
    expect(s.loadAct.error).toBe(STATEMENT_TEXT.date);
    s.setTo('2025-01-31');
    expect(s.loadAct.error).toBe('');
    expect(s.pdfPath).toBe(`/api/cf-finance/invoice/statement.pdf?from=${Date.UTC(2024, 11, 31, 16)}&to=${Date.UTC(2025, 0, 31, 16)}`);
  });
});

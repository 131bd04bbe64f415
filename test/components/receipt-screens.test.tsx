/** Receipt request (on-screen validation, once per donation, the PDF link) and the owner's case-wide refund confirm (H5 env). */
import { fireEvent } from '@testing-library/react';
import { InvoiceApplyView, InvoiceSubmitSuccessView } from '../../src/pages/money/InvoiceViews';
import { RefundAuditPassView, RefundConfirmView } from '../../src/pages/money/CaseRefundViews';
import type { CaseRefundSummary } from '../../src/contract/money';
import type { Invoice, InvoiceMsg } from '../../src/contract/invoice';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

const msg = (over: Partial<InvoiceMsg> = {}): InvoiceMsg => ({
  orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', amount: 5_000, orderStatus: 'PAID', paidAt: 1, canApply: true, invoice: null,
  rules: ['每笔捐款可申请一次捐赠票据', '企业抬头需填写18位统一社会信用代码'], ...over,
});
const inv = (over: Partial<Invoice> = {}): Invoice => ({
  invoiceId: 'iv1', orderId: 'o1', infoUuid: 'c1', amount: 5_000, titleType: 'COMPANY', title: '北京某某科技有限公司', taxNo: '91110108MA01ABCD2H', email: '',
  status: 'REQUESTED', createdAt: 2, issuedAt: null, downloadUrl: '', ...over,
});

test('receipts: the list shows each donation with its status; a bad code is refused on screen; a good request is sent once', async () => {
  const api = createFakeApi();
  api.invoice.entrance.mockResolvedValue({ show: true, canApplyCount: 1, list: [{ orderId: 'o1', infoUuid: 'c1', caseTitle: '救救小明', amount: 5_000, paidAt: 1, invoiceStatus: 'NONE' }] });
  const list = renderWithStores(<InvoiceApplyView />, { api });
  await eventually(() => expect(list.getByTestId('invoice-order-o1').textContent).toContain('未申请'));
  list.unmount();

  api.invoice.msg.mockResolvedValue(msg());
  api.invoice.confirm.mockResolvedValue(inv());
  const r = renderWithStores(<InvoiceApplyView orderId='o1' />, { api });
  await eventually(() => expect(r.getAllByTestId('invoice-rule')).toHaveLength(2));
  expect(r.queryByTestId('invoice-tax-no')).toBeNull();
  fireEvent.click(r.getByTestId('invoice-title-type-company'));
  typeInto(r.getByTestId('invoice-title'), '北京某某科技有限公司');
  typeInto(r.getByTestId('invoice-tax-no'), '91110108MA01ABCD2X');
  fireEvent.click(r.getByTestId('invoice-submit'));
  await eventually(() => expect(r.getByTestId('invoice-error').textContent).toBe('请输入正确的统一社会信用代码'));
  expect(api.invoice.confirm).not.toHaveBeenCalled();
  typeInto(r.getByTestId('invoice-tax-no'), '91110108MA01ABCD2H');
  fireEvent.click(r.getByTestId('invoice-submit'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/invoiceSubmitSuccess?invoiceId=iv1&orderId=o1'));
  expect(api.invoice.confirm).toHaveBeenCalledWith({ orderId: 'o1', titleType: 'COMPANY', title: '北京某某科技有限公司', taxNo: '91110108MA01ABCD2H' });
  // Once per donation: the receipt replaces the form.
  await eventually(() => expect(r.getByTestId('invoice-status').textContent).toBe('开具中'));
  expect(r.queryByTestId('invoice-submit')).toBeNull();
});

test('receipts: the success page links the PDF by its absolute URL once issued, and waits before', async () => {
  const api = createFakeApi();
  api.invoice.msg.mockResolvedValue(msg({ canApply: false, invoice: inv() }));
  const r = renderWithStores(<InvoiceSubmitSuccessView orderId='o1' invoiceId='iv1' />, { api });
  await eventually(() => expect(r.getByTestId('invoice-status').getAttribute('data-status')).toBe('REQUESTED'));
  expect(r.queryByTestId('invoice-download')).toBeNull();
  api.invoice.msg.mockResolvedValue(msg({ canApply: false, invoice: inv({ status: 'ISSUED', issuedAt: 3 }) }));
  fireEvent.click(r.getByTestId('invoice-refresh'));
  const link = await eventually(() => r.getByTestId('invoice-download'));
  expect(link.tagName).toBe('A');
  expect(link.getAttribute('href')).toBe(`${window.location.origin}/api/cf-finance/invoice/download?invoiceId=iv1`);
});

const summary = (over: Partial<CaseRefundSummary> = {}): CaseRefundSummary => ({
  infoUuid: 'c1', title: '救救小明', status: 0, canConfirm: true, reason: '',
  preview: { count: 3, amount: 6_000, donors: 2, paidOut: 0, openWithdrawals: 0 },
  progress: { kind: null, total: { count: 0, amount: 0 }, done: { count: 0, amount: 0 }, pending: { count: 0, amount: 0 }, failed: { count: 0, amount: 0 }, startedAt: null, finishedAt: null },
  ...over,
});

test('case refund: the count and total on screen; nothing sent until the box is ticked; then the progress page', async () => {
  const api = createFakeApi();
  api.money.caseRefundSummary.mockResolvedValue(summary());
  api.money.refundConfirm.mockResolvedValue({ infoUuid: 'c1', status: 204, refunds: 3, amount: 6_000 });
  const r = renderWithStores(<RefundConfirmView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getByTestId('refund-confirm-amount').textContent).toBe('60.00元'));
  expect(r.getByTestId('refund-confirm-count').textContent).toBe('共3笔捐款，2位捐款人');
  fireEvent.click(r.getByTestId('refund-confirm-reason-0'));
  fireEvent.click(r.getByTestId('refund-confirm-submit'));
  await eventually(() => expect(r.getByTestId('refund-confirm-error').textContent).toBe('请阅读并勾选确认退款说明'));
  expect(api.money.refundConfirm).not.toHaveBeenCalled();
  fireEvent.click(r.getByTestId('refund-confirm-check'));
  expect(r.getByTestId('refund-confirm-check').getAttribute('aria-checked')).toBe('true');
  fireEvent.click(r.getByTestId('refund-confirm-submit'));
  await eventually(() => expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/refund/audit-pass/c1'));
  expect(api.money.refundConfirm).toHaveBeenCalledWith({ infoUuid: 'c1', reason: '已筹到足够的治疗费用', confirm: true });
});

test('case refund progress: status text, returned of total, failures said plainly', async () => {
  const api = createFakeApi();
  api.money.caseRefundSummary.mockResolvedValue(summary({
    status: 202, canConfirm: false,
    progress: { kind: 'FAILED_REVIEW', total: { count: 4, amount: 8_000 }, done: { count: 2, amount: 2_000 }, pending: { count: 1, amount: 5_000 }, failed: { count: 1, amount: 1_000 }, startedAt: 1, finishedAt: null },
  }));
  const r = renderWithStores(<RefundAuditPassView infoUuid='c1' />, { api });
  await eventually(() => expect(r.getByTestId('refund-case-status').textContent).toBe('审核未通过，善款正在退回'));
  expect(r.getByTestId('refund-progress').getAttribute('data-percent')).toBe('25');
  expect(r.getByTestId('refund-progress-text').textContent).toBe('已退还 2/4 笔，20.00/80.00 元（25%）');
  expect(r.getByTestId('refund-progress-failed').textContent).toContain('1 笔退款失败');
});

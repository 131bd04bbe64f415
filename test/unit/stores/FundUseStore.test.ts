/**
 * The owner's fund-use form: batches that arrived and what may still be declared on each, the amount
 * in 元 -> fen with the server's limit, purpose and receipt rules with their Chinese messages, the
 * receipt list (upload URLs sent, in order), and the submit updating records and the batch's room.
 */
import type { RootStore } from '../../../src/stores/RootStore';
import { FUND_USE_TEXT, FundUseStore, checkFundUse, parseUseYuan, remainingOf, type Batch } from '../../../src/stores/FundUseStore';
import type { FundUse, FundUseList } from '../../../src/contract/ledger';
import type { UploadedFile } from '../../../src/platform/upload-core';
import { ApiError } from '../../../src/services/errors';
import { createFakeApi, type FakeApi } from '../../setup/fakeApi';

const batch = (over: Partial<Batch> = {}): Batch => ({
  payoutId: 'p1', batchNo: 1, batchCount: 2, amount: 12_000, status: 'TRANSFERRED', payeeType: 'HOSPITAL', payeeName: '北京协和医院',
  date: Date.UTC(2026, 10, 1, 4), used: 2_000, ...over,
});
const file = (n: number): UploadedFile => ({
  fileId: `f${n}`, url: `/files/pub/202611/f${n}.jpg`, thumbUrl: `/files/pub/202611/f${n}.jpg!thumb`, largeUrl: `/files/pub/202611/f${n}.jpg!cf_mtr_1080`, private: false,
});
const record = (over: Partial<FundUse> = {}): FundUse => ({
  fundUseId: 'fu1', infoUuid: 'c1', payoutId: 'p1', amount: 2_000, description: '住院押金', receipts: [{ url: '/files/pub/a.jpg', thumbUrl: '/files/pub/a.jpg!thumb' }],
  status: 'REJECTED', reviewReason: '票据不清晰', createdAt: Date.UTC(2026, 10, 2, 4), reviewedAt: null, ...over,
});
const list = (over: Partial<FundUseList> = {}): FundUseList => ({
  list: [record()],
  payouts: [batch({ payoutId: 'p0', batchNo: 1, used: 12_000 }), batch({ batchNo: 2 }), batch({ payoutId: 'p3', batchNo: 3, status: 'PENDING', used: 0 })],
  ...over,
});

let api: FakeApi;
let toast: jest.Mock;
let store: FundUseStore;
beforeEach(() => {
  api = createFakeApi();
  toast = jest.fn();
  store = new FundUseStore({ api, ui: { showToast: toast } } as unknown as RootStore);
  api.ledger.fundUseList.mockResolvedValue(list());
});

test('amounts in 元 with up to two decimals become fen; anything else is a Chinese error', () => {
  expect(parseUseYuan('118')).toEqual({ ok: true, fen: 11_800 });
  expect(parseUseYuan(' 0.1 ')).toEqual({ ok: true, fen: 10 });
  expect(parseUseYuan('100.05')).toEqual({ ok: true, fen: 10_005 });
  expect(parseUseYuan('')).toEqual({ ok: false, error: FUND_USE_TEXT.amountRequired });
  expect(parseUseYuan('1.234')).toEqual({ ok: false, error: FUND_USE_TEXT.amountInvalid });
  expect(parseUseYuan('-5')).toEqual({ ok: false, error: FUND_USE_TEXT.amountInvalid });
  expect(parseUseYuan('0.00')).toEqual({ ok: false, error: FUND_USE_TEXT.amountZero });
});

test('the form is checked in order with the server rules: batch, arrived, amount <= room, purpose, receipts', () => {
  const ok = { batch: batch(), amountText: '100', purpose: '住院押金', files: [file(1)], uploading: false };
  expect(remainingOf(batch())).toBe(10_000);
  expect(checkFundUse(ok)).toEqual({ error: '', fen: 10_000 });
  expect(checkFundUse({ ...ok, batch: null }).error).toBe('请选择打款批次');
  expect(checkFundUse({ ...ok, batch: batch({ status: 'PROCESSING' }) }).error).toBe(FUND_USE_TEXT.notArrived);
  expect(checkFundUse({ ...ok, amountText: '100.01' }).error).toBe('使用金额不能超过该批可申报金额100.00元');
  expect(checkFundUse({ ...ok, purpose: '   ' }).error).toBe('请填写资金用途');
  expect(checkFundUse({ ...ok, purpose: '字'.repeat(201) }).error).toBe('资金用途不能超过200字');
  expect(checkFundUse({ ...ok, purpose: '字'.repeat(200) }).error).toBe('');
  expect(checkFundUse({ ...ok, files: [] }).error).toBe('请上传至少1张票据照片');
  expect(checkFundUse({ ...ok, files: Array.from({ length: 10 }, (_, i) => file(i)) }).error).toBe('最多上传9张票据照片');
  expect(checkFundUse({ ...ok, files: Array.from({ length: 9 }, (_, i) => file(i)) }).error).toBe('');
  expect(checkFundUse({ ...ok, uploading: true }).error).toBe('票据还在上传，请稍候');
});

test('load: only arrived batches are offered; the first with room left is chosen; records show their review', async () => {
  await store.load('c1');
  expect(api.ledger.fundUseList).toHaveBeenCalledWith({ infoUuid: 'c1' });
  expect(store.arrived.map((b) => b.payoutId)).toEqual(['p0', 'p1']);
  expect(store.payoutId).toBe('p1');
  expect(store.batchRows.map((r) => [r.label, r.amount, r.remaining, r.full, r.selected])).toEqual([
    ['第1/2批', '120.00', '0.00', true, false],
    ['第2/2批', '120.00', '100.00', false, true],
  ]);
  expect(store.records[0]).toMatchObject({ statusText: '未通过', reason: '票据不清晰', amount: '20.00', receipts: { thumbs: ['/files/pub/a.jpg!thumb'], large: ['/files/pub/a.jpg'] } });
  store.selectBatch('p0');
  expect(store.batch?.payoutId).toBe('p0');
});

test('a bad form is not sent and says why on screen', async () => {
  await store.load('c1');
  store.setAmount('abc50.5x');
  expect(store.amountText).toBe('50.5');
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('请填写资金用途');
  store.setPurpose('第一期化疗费用');
  expect(store.submitAct.error).toBe('');
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('请上传至少1张票据照片');
  expect(api.ledger.fundUseSubmit).not.toHaveBeenCalled();
});

test('submit sends fen, the trimmed purpose and the receipt URLs in order; the record appears and the room shrinks', async () => {
  await store.load('c1');
  store.setAmount('50.5');
  store.setPurpose('  第一期化疗费用 ');
  store.setFiles([file(1), file(2), file(3)]);
  store.setFiles(store.files.filter((f) => f.fileId !== 'f2')); // removed one
  const rec = record({ fundUseId: 'fu9', amount: 5_050, description: '第一期化疗费用', status: 'PENDING', reviewReason: '' });
  api.ledger.fundUseSubmit.mockResolvedValueOnce(rec);
  expect(await store.submit()).toBe(true);
  expect(api.ledger.fundUseSubmit).toHaveBeenCalledWith({
    payoutId: 'p1', amount: 5_050, description: '第一期化疗费用', receipts: ['/files/pub/202611/f1.jpg', '/files/pub/202611/f3.jpg'],
  });
  expect(store.records.map((r) => [r.id, r.statusText])).toEqual([['fu9', '审核中'], ['fu1', '未通过']]);
  expect(store.batchRows[1].remaining).toBe('49.50');
  expect([store.amountText, store.purpose, store.files.length, store.payoutId]).toEqual(['', '', 0, 'p1']);
  expect(toast).toHaveBeenCalledWith('已提交，等待平台审核');
});

test('a refusal from the server is shown as its message and the form is kept', async () => {
  await store.load('c1');
  store.setAmount('10');
  store.setPurpose('住院押金');
  store.setFiles([file(1)]);
  api.ledger.fundUseSubmit.mockRejectedValueOnce(new ApiError(400, '使用金额超过该批打款金额', 400));
  expect(await store.submit()).toBe(false);
  expect(store.submitAct.error).toBe('使用金额超过该批打款金额');
  expect(store.files).toHaveLength(1);
  expect(store.amountText).toBe('10');
});

test('no batch arrived yet: nothing to choose; a load failure is a Chinese error', async () => {
  api.ledger.fundUseList.mockResolvedValueOnce(list({ list: [], payouts: [batch({ status: 'PROCESSING' })] }));
  await store.load('c2');
  expect(store.arrived).toEqual([]);
  expect(store.batch).toBeNull();
  api.ledger.fundUseList.mockRejectedValueOnce(new ApiError(403, '无权操作'));
  await store.load('c3');
  expect(store.loadAct.error).toBe('无权操作');
  expect(store.data).toBeNull();
});

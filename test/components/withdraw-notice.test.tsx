/**
 * 提现公示 on the case page as rendered: absent from the server render (the first screen stays as it
 * was), drawn above the ledger after mount with the amount, status, notice end and objections; a
 * visitor's 我有异议 goes to login, a member's opens the report-style form whose errors show on screen
 * and whose success says so and counts the objection; the owner sees the section without the button.
 */
import { fireEvent } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { CaseView } from '../../src/pages/case/CaseView';
import { WithdrawNoticeSection } from '../../src/components/notice/WithdrawNoticeSection';
import { WithdrawDetailView } from '../../src/pages/money/WithdrawViews';
import { RootStore } from '../../src/stores/RootStore';
import { StoreProvider } from '../../src/stores/context';
import { createFakePlatform } from '../../src/platform/fake';
import type { FundingInfo } from '../../src/contract/cases';
import type { PublicNotice } from '../../src/contract/money';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { chinaTime } from '../../src/lib/time';
import { eventually, renderWithStores, typeInto } from './donor-render';

const HOUR = 3_600_000;
const info = (over: Partial<FundingInfo> = {}): FundingInfo => ({
  infoUuid: 'case-1', isSelf: false, finishStr: '', displayStatus: 101, raiseType: 0,
  baseInfo: { title: '公示的筹款', content: '求助说明', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_450,
  donationCount: 3, shareCount: 0, payeeInfo: { relation: 'self', name: '张三丰' }, treatmentInfo: { hospital: '北京协和医院', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: Date.now() + 1e9, serviceCharge: 2, ...over,
});
const until = chinaTime(2026, 11, 24, 15, 30); // China time, as every page shows it
const notice = (objections = 0): PublicNotice => ({
  infoUuid: 'case-1', caseStatus: 101, noticeHours: 24,
  list: [{
    withdrawalId: 'w1', infoUuid: 'case-1', amount: 100_001, status: 'PENDING', createdAt: until - 24 * HOUR, feeOption: 2, fee: 600, netAmount: 99_401,
    payeeType: 'FAMILY', noticeUntil: until, inNotice: true, canObject: true, objectionCount: objections, openObjections: objections,
  }],
});

function apiFor(opts: { loggedIn?: boolean; isSelf?: boolean; notice?: PublicNotice } = {}) {
  const api = createFakeApi();
  if (opts.loggedIn) api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.cases.fundingInfo.mockResolvedValue(info({ isSelf: !!opts.isSelf }));
  api.cases.progressList.mockResolvedValue({ list: [], hasNext: false, total: 0 });
  api.comments.list.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.comments.listSelf.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.comments.listShared.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.money.publicNotice.mockResolvedValue(opts.notice ?? notice());
  return api;
}

const ready = (r: ReturnType<typeof renderWithStores>) =>
  eventually(() => {
    const el = r.getByTestId('withdraw-notice');
    expect(el.getAttribute('data-state')).toBe('ready');
    return el;
  });

test('the server render of the section is empty and asks for nothing', () => {
  const api = apiFor();
  const root = new RootStore(api, createFakePlatform({ path: '/cf/contribute/case-1' }));
  Object.assign(globalThis, { TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const html = renderToString(
    <StoreProvider value={root}>
      <WithdrawNoticeSection info={info()} />
    </StoreProvider>,
  );
  expect(html).toBe('');
  expect(api.money.publicNotice).not.toHaveBeenCalled();
});

test('case page: the notice appears above the ledger; a visitor is sent to login by 我有异议', async () => {
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: apiFor(), platform: { path: '/cf/contribute/case-1' } });
  const section = await ready(r);
  expect(r.api.money.publicNotice).toHaveBeenCalledWith({ infoUuid: 'case-1' });
  const text = (id: string) => r.getByTestId(id).textContent;
  expect([text('notice-amount'), text('notice-status'), text('notice-until'), text('notice-objections'), text('notice-payee'), text('notice-fee')])
    .toEqual(['1,000.01元', '公示中', '公示至 11月24日 15:30', '暂无异议', '患者家属/收款人（张**）', '6.00元']);
  const ledger = await eventually(() => r.getByTestId('case-ledger'));
  expect(section.compareDocumentPosition(ledger) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  fireEvent.click(r.getByTestId('notice-object'));
  await eventually(() => expect(r.platform.nav.history.at(-1)).toMatch(/^\/login\?redirectUrl=/));
  expect(r.queryByTestId('notice-object-form')).toBeNull();
});

test('a member objects through the form: errors on screen, then done and the count goes up', async () => {
  const api = apiFor({ loggedIn: true });
  api.money.objectWithdrawal.mockResolvedValue({ objectionId: 'ob1', withdrawalId: 'w1', status: 'OPEN' });
  const r = renderWithStores(<WithdrawNoticeSection info={info()} />, { api, platform: { path: '/cf/contribute/case-1' } });
  await ready(r);
  fireEvent.click(r.getByTestId('notice-object'));
  await eventually(() => r.getByTestId('notice-object-form'));
  fireEvent.click(r.getByTestId('notice-object-submit'));
  await eventually(() => expect(r.getByTestId('notice-object-error').textContent).toBe('请选择异议原因'));
  fireEvent.click(r.getByTestId('notice-object-reason-3'));
  fireEvent.click(r.getByTestId('notice-object-submit'));
  await eventually(() => expect(r.getByTestId('notice-object-error').textContent).toBe('请填写异议说明'));
  expect(api.money.objectWithdrawal).not.toHaveBeenCalled();
  typeInto(r.getByTestId('notice-object-text'), '请核实这笔提现是否用于治疗');
  api.money.publicNotice.mockResolvedValue(notice(1));
  fireEvent.click(r.getByTestId('notice-object-submit'));
  await eventually(() => expect(r.getByTestId('notice-object-done').textContent).toBe('已提交异议，平台将在审核提现前核实'));
  expect(api.money.objectWithdrawal).toHaveBeenCalledWith({ withdrawalId: 'w1', reason: '资金用途不当：请核实这笔提现是否用于治疗' });
  await eventually(() => expect(r.getByTestId('notice-objections').textContent).toBe('1条异议（1条待平台核实）'));
  expect(r.queryByTestId('notice-object')).toBeNull();
});

test('the owner sees the notice without the objection button', async () => {
  const r = renderWithStores(<WithdrawNoticeSection info={info({ isSelf: true })} />, { api: apiFor({ loggedIn: true, isSelf: true }) });
  await ready(r);
  expect(r.getByTestId('notice-status').textContent).toBe('公示中');
  expect(r.queryByTestId('notice-object')).toBeNull();
});

test('no withdrawal to announce: no section', async () => {
  const empty = renderWithStores(<WithdrawNoticeSection info={info({ displayStatus: 0 })} />, { api: apiFor({ notice: { ...notice(), list: [] } }) });
  await eventually(() => expect(empty.api.money.publicNotice).toHaveBeenCalled());
  await eventually(() => expect(empty.root.withdrawNotice.data).not.toBeNull());
  expect(empty.queryByTestId('withdraw-notice')).toBeNull();
});

test('a failed load on a case with a withdrawal applied for shows the error with a retry', async () => {
  const api = apiFor();
  api.money.publicNotice.mockRejectedValueOnce(Object.assign(new Error('x'), { code: 500, msg: '网络异常，请稍后再试' }));
  const r = renderWithStores(<WithdrawNoticeSection info={info()} />, { api });
  const failed = await eventually(() => {
    const el = r.getByTestId('withdraw-notice');
    expect(el.getAttribute('data-state')).toBe('error');
    return el;
  });
  expect(failed.textContent).toContain('点击重试');
  fireEvent.click(failed.querySelector('[role="button"]')!);
  await ready(r);
  expect(api.money.publicNotice).toHaveBeenCalledTimes(2);
});

test('the fundraiser\'s 提现记录 and the case page\'s 提现公示 word every status alike', async () => {
  const now = Date.now();
  const row = (withdrawalId: string, status: PublicNotice['list'][number]['status'], inNotice: boolean, age: number): PublicNotice['list'][number] => ({
    withdrawalId, infoUuid: 'case-1', amount: 10_000, status, createdAt: now - age * HOUR, feeOption: 2, fee: 60, netAmount: 9_940,
    payeeType: 'FAMILY', noticeUntil: inNotice ? now + HOUR : now - HOUR / 2, inNotice, canObject: inNotice, objectionCount: 0, openObjections: 0,
  });
  // Newest first, as the case page orders them; each decided within the days the section keeps them.
  const list = [
    row('w1', 'PENDING', true, 1), row('w2', 'PENDING', false, 2), row('w3', 'FIRST_APPROVED', false, 3), row('w4', 'APPROVED', false, 4),
    row('w5', 'PAID', false, 5), row('w6', 'REJECTED', false, 6), row('w7', 'FAILED', false, 7), row('w8', 'CANCELLED', false, 8),
  ];
  const api = apiFor({ loggedIn: true, isSelf: true, notice: { ...notice(), list } });
  const owner = renderWithStores(<WithdrawDetailView infoUuid='case-1' />, { api });
  await eventually(() => expect(owner.getAllByTestId('withdraw-item')).toHaveLength(list.length));
  const ownerWords = owner.getAllByTestId('withdraw-status').map((s) => s.textContent);
  owner.unmount();
  const pub = renderWithStores(<WithdrawNoticeSection info={info({ isSelf: true })} />, { api });
  await ready(pub);
  const publicWords = pub.getAllByTestId('notice-status').map((s) => s.textContent);
  expect(publicWords).toEqual(ownerWords);
  expect(ownerWords).toEqual(['公示中', '审核中', '审核中', '审核通过，待打款', '已打款', '审核未通过', '打款失败', '已取消']);
});

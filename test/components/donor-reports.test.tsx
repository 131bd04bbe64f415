/**
 * The report pages and account pages as rendered over a fake API: the monthly report's figures, cases
 * and pronoun text, a thumbs-up that goes once, the fundraiser's tasks; the annual report's months and
 * share image (whose failure is reported to monitoring); the deletion screen's refusal, what it keeps,
 * and the confirmation words.
 */
import { fireEvent, screen } from '@testing-library/react';
import MonthlyReportPage from '../../src/pages/mine/report/monthly/index';
import AnnualReportInfoPage from '../../src/pages/mine/report/annual-info/index';
import AnnualReportHomePage from '../../src/pages/mine/report/annual-home/index';
import DeleteAccountPage from '../../src/pages/mine/account/delete/index';
import MyDataPage from '../../src/pages/mine/account/my-data/index';
import type { AnnualReport, DeletionPlan, MonthlyReport } from '../../src/contract/reports';
import { REPORT_RAW } from '../../src/contract/reports';
import { monthBars } from '../../src/stores/DonorReportStore';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { ApiError } from '../../src/services/errors';
import { eventually } from './donor-render';
import { flush, renderPage, typeInto } from './render';

const loggedIn = (api: FakeApi) => api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });

const month = (over: Partial<MonthlyReport> = {}): MonthlyReport => ({
  userId: 'u1', nickname: '爱心用户', headImgUrl: '', month: '2026-11', isOwner: true,
  donatedFen: 6200, donationCount: 2, caseCount: 2, loveScore: 136, isBlessing: false, blessingCount: 0,
  cases: [
    { infoUuid: 'c1', title: '她的筹款', coverUrl: '', myFen: 5000, raisedFen: 500_000, targetFen: 1_000_000, donationCount: 40, status: 0, pronoun: '她', progressCount: 0, latestProgress: null },
    { infoUuid: 'c2', title: '他的筹款', coverUrl: '', myFen: 1200, raisedFen: 1200, targetFen: 100_000, donationCount: 1, status: 0, pronoun: '他', progressCount: 1, latestProgress: { content: '手术很顺利', time: Date.UTC(2026, 10, 20) } },
  ],
  fundraiserTask: null,
  ...over,
});

test('monthly report: the month\'s figures, cases with their progress, and a thumbs-up that goes once', async () => {
  const api = createFakeApi();
  loggedIn(api);
  api.reports.monthly.mockResolvedValue(month());
  api.reports.bless.mockResolvedValue({ isBlessing: true, blessingCount: 1, added: true });
  renderPage(MonthlyReportPage, { api, path: '/cf/monthly-report' });
  await flush();
  expect(api.reports.monthly).toHaveBeenCalledWith({});
  expect(screen.getByTestId('monthly-title').textContent).toBe('2026年11月爱心月报');
  expect(screen.getByTestId('monthly-donated').textContent).toBe('62');
  expect(screen.getByTestId('monthly-donation-count').textContent).toContain('2');
  expect(screen.getByTestId('monthly-love-score').textContent).toContain('136');
  const items = screen.getAllByTestId('monthly-case-item');
  expect(items).toHaveLength(2);
  expect(items[0].textContent).toContain('本月捐助 50 元');
  expect(items[0].textContent).toContain('50%');
  // No progress yet: the text speaks of the patient with their pronoun.
  expect(items[0].querySelector('[data-testid="monthly-case-progress"]')?.textContent).toContain('她还没有发布新的进展');
  expect(items[1].querySelector('[data-testid="monthly-case-progress"]')?.textContent).toContain('手术很顺利');
  expect(screen.queryByTestId('monthly-task')).toBeNull();

  fireEvent.click(screen.getByTestId('monthly-bless'));
  await flush();
  expect(api.reports.bless).toHaveBeenCalledWith({ userId: 'u1', month: '2026-11' });
  expect(screen.getByTestId('monthly-bless').textContent).toBe('已点赞');
  expect(screen.getByTestId('monthly-bless-count').textContent).toBe('1 人点赞');
  fireEvent.click(screen.getByTestId('monthly-bless'));
  await flush();
  expect(api.reports.bless).toHaveBeenCalledTimes(1);
});

test('monthly report of someone else opens for a visitor; the fundraiser\'s tasks show to the owner', async () => {
  const api = createFakeApi();
  api.reports.monthly.mockResolvedValue(month({ isOwner: false, nickname: '爱*', cases: [] }));
  renderPage(MonthlyReportPage, { api, path: '/cf/monthly-report?userId=u9&month=2026-10' });
  await flush();
  expect(api.reports.monthly).toHaveBeenCalledWith({ userId: 'u9', month: '2026-10' });
  expect(screen.getByTestId('monthly-empty')).toBeTruthy();
  expect(screen.queryByTestId('monthly-annual-link')).toBeNull();

  const api2 = createFakeApi();
  loggedIn(api2);
  api2.reports.monthly.mockResolvedValue(month({
    fundraiserTask: {
      infoUuid: 'c9', title: '救救我的孩子', pronoun: '他',
      currentTask: { title: '本月筹款任务', targetInfoList: [{ key: 'verify', title: '邀请亲友证实', target: 3, done: 1, finished: false }] },
      simpleTaskList: [{ key: 'progress', title: '发布本月进展', desc: '让捐助人了解治疗情况', finished: true }],
    },
  }));
  const r = renderPage(MonthlyReportPage, { api: api2, path: '/cf/monthly-report' });
  await flush();
  const task = r.getByTestId('monthly-task');
  expect(task.textContent).toContain('为他筹款：救救我的孩子');
  expect(r.getByTestId('monthly-task-target').textContent).toContain('1/3');
  expect(r.getByTestId('monthly-simple-task').textContent).toContain('✓');
});

const annual = (): AnnualReport => ({
  year: 2026, nickname: '爱心用户', headImgUrl: '', donatedFen: 4000, donationCount: 3, caseCount: 1, firstDonationAt: Date.UTC(2026, 0, 5),
  byMonth: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, fen: i === 0 ? 1000 : i === 2 ? 3000 : 0, count: i === 0 ? 1 : i === 2 ? 2 : 0 })),
  loveScore: 20, years: [2026, 2025], imageUrl: 'http://localhost/api/charity/annual/report/image/u1/2026.png?sig=abc',
});

test('annual report home and info: the year, months, the share image; a failed image is reported once', async () => {
  const api = createFakeApi();
  loggedIn(api);
  api.reports.annual.mockResolvedValue(annual());
  const home = renderPage(AnnualReportHomePage, { api, path: '/cf/annual-report/home' });
  await flush();
  expect(home.getByTestId('annual-year').textContent).toBe('2026');
  expect(home.getByTestId('annual-donated').textContent).toBe('40 元');
  fireEvent.click(home.getByTestId('annual-open-info'));
  expect(home.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', target: 'annualReportInfo', params: { year: 2026 } });
  home.unmount();

  const info = renderPage(AnnualReportInfoPage, { api, path: '/cf/annual-report/info?year=2026' });
  await flush();
  const rows = info.getAllByTestId('annual-month-row');
  expect(rows).toHaveLength(12);
  expect(rows[0].textContent).toContain('10元 · 1次');
  expect(rows[2].textContent).toContain('30元 · 2次');
  expect(rows[1].textContent).toContain('—');
  expect(info.getByTestId('annual-chart').querySelector('canvas, taro-canvas-core')).toBeTruthy();
  const img = info.getByTestId('annual-share-image');
  expect(img.outerHTML).toContain('/api/charity/annual/report/image/u1/2026.png');
  const target = img.tagName === 'IMG' ? img : img.querySelector('img') ?? img;
  fireEvent.error(target);
  await flush();
  expect(info.getByTestId('annual-image-failed')).toBeTruthy();
  const reports = api.stat.monitor.mock.calls.filter(([b]) => b.category === 'CF_IMPORTANT_REPORT_IMAGE_ERROR');
  expect(reports).toHaveLength(1);
  expect(JSON.parse(reports[0][0].tagsJson)).toMatchObject({ kind: 'annual', year: 2026 });
  fireEvent.click(info.getByTestId('annual-image-retry'));
  await flush();
  expect(info.getByTestId('annual-share-image').outerHTML).toMatch(/r=\d+/);
});

test('monthBars: 元 for the chart, text for the list', () => {
  expect(monthBars(annual()).slice(0, 3)).toEqual([
    { month: '1月', yuan: 10, text: '10', count: 1 },
    { month: '2月', yuan: 0, text: '0', count: 0 },
    { month: '3月', yuan: 30, text: '30', count: 2 },
  ]);
});

const plan = (over: Partial<DeletionPlan> = {}): DeletionPlan => ({
  allowed: true, reasons: [], removes: ['昵称、头像、手机号与微信身份'], keeps: ['捐款记录（订单号、金额、时间、所捐筹款）：依法保存'], ...over,
});

test('account deletion: refused with the reason while a case is live', async () => {
  const api = createFakeApi();
  loggedIn(api);
  api.reports.deletionPlan.mockResolvedValue(plan({ allowed: false, reasons: ['你有进行中的筹款“救救我的孩子”，请先结束筹款并处理完善款后再注销'] }));
  const r = renderPage(DeleteAccountPage, { api, path: '/cf/mine/delete-account' });
  await flush();
  expect(r.getByTestId('delete-reason').textContent).toContain('进行中的筹款');
  expect(r.getByTestId('delete-keeps').textContent).toContain('捐款记录');
  expect(r.queryByTestId('delete-confirm-input')).toBeNull();
  fireEvent.click(r.getByTestId('delete-submit'));
  await flush();
  expect(api.reports.deleteAccount).not.toHaveBeenCalled();
  expect(r.getByTestId('delete-error-line').textContent).toContain('进行中的筹款');
});

test('account deletion: the confirmation words, then the account is gone and the login state too', async () => {
  const api = createFakeApi();
  loggedIn(api);
  api.reports.deletionPlan.mockResolvedValue(plan());
  api.reports.deleteAccount.mockResolvedValue(plan());
  api.account.logout.mockResolvedValue(null);
  api.account.sendVerifyCode.mockResolvedValue(null);
  api.account.checkVerifyCode.mockRejectedValueOnce(new ApiError(20206, '验证码错误', 400)).mockResolvedValue({ valid: true, checkToken: 'proof-1' });
  const r = renderPage(DeleteAccountPage, { api, path: '/cf/mine/delete-account' });
  await flush();
  expect(r.getByTestId('delete-removes').textContent).toContain('手机号');
  // the bound phone is checked by an SMS code (check-verify-code) before the confirmation words open
  expect(r.queryByTestId('delete-confirm-input')).toBeNull();
  fireEvent.click(r.getByTestId('delete-submit'));
  await flush();
  await eventually(() => expect(r.getByTestId('delete-code-error').textContent).toBe('请先验证手机号'));
  typeInto(r.getByTestId('delete-phone'), '13900001111');
  fireEvent.click(r.getByTestId('delete-send-code'));
  await flush();
  await eventually(() => expect(r.getByTestId('delete-code-error').textContent).toBe('请输入当前账号绑定的手机号'));
  expect(api.account.sendVerifyCode).not.toHaveBeenCalled();
  typeInto(r.getByTestId('delete-phone'), '13812348000');
  fireEvent.click(r.getByTestId('delete-send-code'));
  await flush();
  expect(api.account.sendVerifyCode).toHaveBeenCalledWith({ mobile: '13812348000' });
  typeInto(r.getByTestId('delete-code'), '111111');
  fireEvent.click(r.getByTestId('delete-verify'));
  await flush();
  await eventually(() => expect(r.getByTestId('delete-code-error').textContent).toBe('验证码错误'));
  expect(r.queryByTestId('delete-confirm-input')).toBeNull();
  typeInto(r.getByTestId('delete-code'), '123456');
  fireEvent.click(r.getByTestId('delete-verify'));
  await flush();
  expect(api.account.checkVerifyCode).toHaveBeenLastCalledWith({ mobile: '13812348000', verifyCode: '123456' });
  await eventually(() => expect(r.getByTestId('delete-phone-verified').textContent).toBe('手机号已验证：138****8000'));
  typeInto(r.getByTestId('delete-confirm-input'), '好的');
  fireEvent.click(r.getByTestId('delete-submit'));
  await flush();
  expect(api.reports.deleteAccount).not.toHaveBeenCalled();
  expect(r.getByTestId('delete-error-line').textContent).toContain('确认注销');
  typeInto(r.getByTestId('delete-confirm-input'), '确认注销');
  fireEvent.click(r.getByTestId('delete-submit'));
  await flush();
  // with the server's proof of the phone check: the server refuses a deletion without it
  expect(api.reports.deleteAccount).toHaveBeenCalledWith({ confirm: '确认注销', checkToken: 'proof-1' });
  expect(r.getByTestId('delete-done')).toBeTruthy();
  expect(r.root.auth.loggedIn).toBe(false);
});

test('my data: a download link to the data copy', async () => {
  const api = createFakeApi();
  loggedIn(api);
  const r = renderPage(MyDataPage, { api, path: '/cf/mine/my-data' });
  await flush();
  const link = r.getByTestId('my-data-download');
  expect(link.getAttribute('href')).toBe(`http://localhost:3000${REPORT_RAW.myData}`);
  expect(link.hasAttribute('download')).toBe(true);
});

test('someone else\'s monthly report heads with their public face (get-public-user-info); one\'s own never asks', async () => {
  const api = createFakeApi();
  api.reports.monthly.mockResolvedValue(month({ isOwner: false, userId: 'u9', nickname: '爱心人', cases: [] }));
  api.reports.publicUserInfo.mockResolvedValue({ userId: 'u9', nickname: '已注销用户', headImgUrl: '', deleted: true });
  const r = renderPage(MonthlyReportPage, { api, path: '/cf/monthly-report?userId=u9&month=2026-10' });
  await eventually(() => expect(r.getByTestId('monthly-who').textContent).toBe('已注销用户'));
  expect(api.reports.publicUserInfo).toHaveBeenCalledWith({ userId: 'u9' });
  r.unmount();

  const api2 = createFakeApi();
  loggedIn(api2);
  api2.reports.monthly.mockResolvedValue(month({ isOwner: true, nickname: '王小明' }));
  const r2 = renderPage(MonthlyReportPage, { api: api2, path: '/cf/monthly-report' });
  await eventually(() => expect(r2.getByTestId('monthly-who').textContent).toBe('王小明'));
  expect(api2.reports.publicUserInfo).not.toHaveBeenCalled();
});

/**
 * The monthly report and the 我的 hub read the HTML's boot blocks (server/src/routes/donor-page.ts): their
 * first render shows the data before any answer arrives, each block is taken once, and the hub takes its
 * block only when it is the logged-in reader's own.
 */
import type { MonthlyReport } from '../../src/contract/reports';
import { BOOT_BLOCKS } from '../../src/lib/boot-ids';
import type { MineBoot, MonthlyBoot } from '../../src/lib/donor-boot';
import { MineHubView } from '../../src/pages/mine-hub/MineHubView';
import { MonthlyReportView } from '../../src/pages/mine/report/monthly/MonthlyReportView';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

const never = () => new Promise<never>(() => undefined);

function putBlock(id: string, value: unknown): void {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = JSON.stringify(value);
  document.head.appendChild(el);
}

afterEach(() => {
  for (const id of Object.values(BOOT_BLOCKS)) document.getElementById(id)?.remove();
});

const REPORT: MonthlyReport = {
  userId: 'u-shared', nickname: '爱*', headImgUrl: '', month: '2026-11', isOwner: false, donatedFen: 74_900, donationCount: 5, caseCount: 1,
  cases: [{
    infoUuid: 'c1', title: '月报里的筹款', coverUrl: '', myFen: 0, raisedFen: 37_000, targetFen: 10_000_000, donationCount: 4, status: 0, pronoun: '她',
    progressCount: 0, latestProgress: null,
  }],
  loveScore: 95, isBlessing: false, blessingCount: 2, fundraiserTask: null,
};

test("a shared monthly report shows the HTML's report before the API answers, and takes the block once", async () => {
  putBlock(BOOT_BLOCKS.monthly, { userId: 'u-shared', month: '', report: REPORT } satisfies MonthlyBoot);
  const api = createFakeApi();
  api.reports.monthly.mockImplementation(never);
  const r = renderWithStores(<MonthlyReportView userId='u-shared' />, { platform: { path: '/cf/monthly-report?userId=u-shared' }, api });
  expect(r.getByTestId('monthly-donated').textContent).toBe('749');
  expect(r.getAllByTestId('monthly-case-item')).toHaveLength(1);
  expect(document.getElementById(BOOT_BLOCKS.monthly)).toBeNull();
  // still asked again, for the real viewer (their thumbs-up, whether it is their own)
  await eventually(() => expect(api.reports.monthly).toHaveBeenCalledWith({ userId: 'u-shared' }));
});

const SUMMARY = { donationCount: 9, donatedFen: 131_900, raisedCount: 0, verificationCount: 0, loveValue: 95 };
const GIFTS = { month: '2026-11', list: [{ id: 'g1', infoUuid: 'c1', caseTitle: '月捐的筹款', amount: 3000, status: 'active' as const, caseRaising: true, paidThisMonth: false, due: true }] };

function hubApi() {
  const api = createFakeApi();
  api.account.loginCheck.mockImplementation(never);
  api.account.summary.mockImplementation(never);
  api.mine.monthlyList.mockImplementation(never);
  api.mine.protocolCurrent.mockImplementation(never);
  return api;
}

test("the reader's 我的 hub shows their name, counts and due monthly gift from the HTML before any answer", () => {
  putBlock(BOOT_BLOCKS.auth, { loggedIn: true, user: TEST_USER });
  putBlock(BOOT_BLOCKS.mine, { userId: TEST_USER.userId, summary: SUMMARY, monthly: GIFTS } satisfies MineBoot);
  const r = renderWithStores(<MineHubView />, { platform: { path: '/cf/mine' }, api: hubApi() });
  expect(r.getByTestId('mine-name').textContent).toBe(TEST_USER.nickname);
  expect(r.getByTestId('mine-love-value').textContent).toBe('95');
  expect(r.getByTestId('mine-count-donations').textContent).toContain('9');
  expect(r.getByTestId('monthly-due').textContent).toContain('月捐的筹款');
  expect(document.getElementById(BOOT_BLOCKS.auth)).toBeNull();
  expect(document.getElementById(BOOT_BLOCKS.mine)).toBeNull();
});

test("the hub never shows a block that is not the logged-in reader's own", () => {
  putBlock(BOOT_BLOCKS.auth, { loggedIn: true, user: TEST_USER });
  putBlock(BOOT_BLOCKS.mine, { userId: 'someone-else', summary: SUMMARY, monthly: GIFTS } satisfies MineBoot);
  const r = renderWithStores(<MineHubView />, { platform: { path: '/cf/mine' }, api: hubApi() });
  expect(r.getByTestId('mine-love-value').textContent).toBe('-');
  expect(r.queryByTestId('monthly-due')).toBeNull();
});

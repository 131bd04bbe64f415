/**
 * Issue 7 end to end on the real server and the H5 build in Debian's Chromium: a new user logs in, starts
 * an illness case and meets the Chinese error of each bad field on screen, uploads a real PNG, fills every
 * section and submits; a staff user rejects the patient section with a reason in the staff console; the
 * fundraiser sees the reason on /raise/rejected, fixes it and resubmits; staff approves; the fundraiser
 * publishes; the case is in /cf/common/list and a second user donates to it through the sandbox cashier.
 * Staff then look the donation's order up in /staff/orders and see the request id of its `order` log line;
 * the run's logs (debug level) carry none of the phones, ID numbers and bank account typed on the way.
 * RAISE_SHOTS=<dir> also saves a screenshot of every raise screen on the way.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { fill, screen, settleViewport, shotInto, staffReview, uploadPng } from './raise-screens';
import { journeyServer, loginOnPage, mobileContext, type RunningServer, waitFor } from './harness';
import { idCardCheckChar } from '../../src/lib/raise-validation';

jest.setTimeout(300_000);

const ROOT = join(__dirname, '..', '..');
const FUNDRAISER = '13800138071';
const STAFF = '13900139072';
const DONOR = '13700137073';
const id18 = (first17: string) => first17 + idCardCheckChar(first17);
const PATIENT_ID = id18('11010520150301003'); // a child of 11
const PATIENT_ID_FIXED = id18('11010520150301005');
const PARENT_ID = id18('11010519850612004');

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let png: Buffer;

  // debug: every request's incoming/completed lines too, so the log grep at the end sees the most there is
journeyServer({ LOG_LEVEL: 'debug' }, (j) => ({ server, browser, dataDir } = j));

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 160, b: 90 } } }).png().toBuffer();
});


const shot = (page: Page, name: string) => shotInto('RAISE_SHOTS', page, name);



/** Taps the submit and expects this message next to the field (role="alert"). */
async function expectFieldError(scr: Locator, testId: string, message: string) {
  await settleViewport(scr.page());
  await scr.getByTestId('raise-submit').click();
  const err = scr.getByTestId(`${testId}-error`);
  await err.waitFor();
  expect(await err.getAttribute('role')).toBe('alert');
  expect((await err.textContent())?.trim()).toBe(message);
}

const upload = (scr: Locator, fieldTestId: string, name: string) => uploadPng(scr, fieldTestId, name, png);

/** Submits the section on screen and returns the next route's page once it is on screen. */
async function submitTo(page: Page, scr: Locator, route: string): Promise<Locator> {
  await scr.getByTestId('raise-submit').click();
  return screen(page, route);
}

/** A logged-in browser: a phone, or a desktop for the staff console. */
async function loggedInContext(phone: string, startPath: string, desktop = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = desktop ? await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' }) : await mobileContext(browser);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login?redirectUrl=${encodeURIComponent(startPath)}`);
  await loginOnPage(page, server, phone);
  await page.waitForURL((u) => u.pathname === startPath.split('?')[0]);
  return { context, page };
}

async function grantStaff(phone: string) {
  await promisify(execFile)(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/staff.mjs', 'grant', phone], {
    cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

test('a fundraiser starts, completes, fixes, publishes an illness case and a donor gives to it', async () => {
  // ---- the fundraiser: start from /cf/launch, log in on the way
  const fr = await mobileContext(browser);
  const page = await fr.newPage();
  await page.goto(`${server.baseUrl}/cf/launch`);
  await page.getByTestId('launch-start').waitFor();
  await shot(page, '01-launch');
  await page.getByTestId('launch-start').click();
  await page.waitForURL(/\/login\?/);
  await loginOnPage(page, server, FUNDRAISER);
  await page.waitForURL((u) => u.pathname === '/cf/publish/raise/edit-basic-info');

  // ---- base info: every bad field shows its Chinese error next to it
  let scr = await screen(page, 'editBasicInfo');
  await scr.getByTestId('raise-type-0').click();
  expect(await scr.getByTestId('raise-type-0').getAttribute('aria-checked')).toBe('true');
  await expectFieldError(scr, 'raise-title', '请填写筹款标题');
  await shot(page, '02-edit-basic-info-errors');
  const title = '救救我的孩子小明，白血病急需骨髓移植';
  await fill(scr, 'raise-title', title);
  await fill(scr, 'raise-story', '小明今年十一岁，上个月确诊急性淋巴细胞白血病，医生说需要尽快进行骨髓移植，家里已经花光了积蓄，恳请大家帮帮他。');
  for (const bad of ['0', '1000.5', '500001']) {
    await fill(scr, 'raise-target', bad);
    await expectFieldError(scr, 'raise-target', '目标金额须为1000-500000元的整数');
  }
  await fill(scr, 'raise-target', '300000');
  await upload(scr, 'raise-cover', 'cover.png');
  await shot(page, '03-edit-basic-info-filled');
  scr = await submitTo(page, scr, 'commitBasicSuccess');
  const infoUuid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await shot(page, '04-commit-basic-success');
  await scr.getByTestId('raise-next').click();

  // ---- patient
  scr = await screen(page, 'editPatientInfo');
  expect(new URL(page.url()).pathname).toBe(`/cf/publish/raise/edit-patient-info/${infoUuid}`);
  await fill(scr, 'patient-name', 'Xiao Ming');
  await expectFieldError(scr, 'patient-name', '请输入正确的患者姓名');
  await fill(scr, 'patient-name', '张小明');
  await fill(scr, 'patient-id-card', PATIENT_ID.slice(0, 17) + (PATIENT_ID[17] === '0' ? '1' : '0'));
  await expectFieldError(scr, 'patient-id-card', '请输入正确的身份证号');
  await fill(scr, 'patient-id-card', PATIENT_ID);
  await scr.getByTestId('patient-relation-child').click();
  await shot(page, '05-patient');
  scr = await submitTo(page, scr, 'editPayeeInfo');

  // ---- payee
  await scr.getByTestId('payee-relation-other').click();
  await fill(scr, 'payee-name', '张大明');
  await fill(scr, 'payee-id-card', PARENT_ID);
  await fill(scr, 'payee-bank-name', '中国工商银行');
  await fill(scr, 'payee-bank-account', '4111111111111112');
  await expectFieldError(scr, 'payee-bank-account', '请输入正确的银行卡号');
  await fill(scr, 'payee-bank-account', '6228 4804 0256 4890 018');
  await shot(page, '06-payee');
  scr = await submitTo(page, scr, 'editAeger');

  // ---- treatment
  await fill(scr, 'treatment-hospital', '北京儿童医院');
  await fill(scr, 'treatment-department', '血液肿瘤中心');
  await fill(scr, 'treatment-diagnosis', '急性淋巴细胞白血病');
  await shot(page, '07-treatment');
  scr = await submitTo(page, scr, 'householdAssets');

  // ---- household: every question is required
  await expectFieldError(scr, 'household-house-owned', '请选择家庭是否有房产');
  for (const f of ['house-owned', 'car-owned', 'low-income', 'gov-medical-aid', 'other-help', 'has-debt']) await scr.getByTestId(`household-${f}-no`).click();
  await fill(scr, 'household-annual-income', '60000');
  await scr.getByTestId('household-medical-insurance-urban_rural').click();
  await shot(page, '08-household');
  scr = await submitTo(page, scr, 'materialSupplement');

  // ---- medical papers, then the fundraiser's identity
  await upload(scr, 'material-medical', 'diagnosis.png');
  await shot(page, '09-material');
  scr = await submitTo(page, scr, 'fundraiserVerification');
  await fill(scr, 'fundraiser-name', '张大明');
  await fill(scr, 'fundraiser-id-card', PARENT_ID);
  await upload(scr, 'fundraiser-id-photo', 'id.png');
  await shot(page, '10-fundraiser');
  scr = await submitTo(page, scr, 'raiseCommitVerify');
  await shot(page, '11-commit-verify');
  scr = await submitTo(page, scr, 'commitVerifySuccess');
  await shot(page, '12-commit-verify-success');

  // ---- staff rejects the patient section with a reason, approves the rest
  await grantStaff(STAFF);
  const staff = await loggedInContext(STAFF, '/staff', true);
  const reason = '患者身份证号与出生证明不一致，请核对后重新填写';
  await staffReview(staff.page, server.baseUrl, { infoUuid, title }, '0', (s) => (s === 'patient' ? { approve: false, reason } : { approve: true }), (p) => shot(p, 'staff-case'));

  // ---- the fundraiser sees the reason, fixes the section, resubmits
  await page.goto(`${server.baseUrl}/raise/rejected?infoUuid=${encodeURIComponent(infoUuid)}`);
  scr = await screen(page, 'raiseRejected');
  const item = scr.getByTestId('rejected-item');
  await item.first().waitFor();
  expect(await item.count()).toBe(1);
  expect(await item.first().getAttribute('data-section')).toBe('patient');
  expect(await item.first().textContent()).toContain(reason);
  await shot(page, '13-rejected');
  await item.first().click();
  scr = await screen(page, 'editPatientInfo');
  expect(await scr.getByTestId('raise-reject-reason').textContent()).toContain(reason);
  await fill(scr, 'patient-id-card', PATIENT_ID_FIXED);
  await shot(page, '14-patient-fix');
  scr = await submitTo(page, scr, 'raiseCommitVerify');
  scr = await submitTo(page, scr, 'commitVerifySuccess');

  // ---- staff approves; the fundraiser publishes
  await staffReview(staff.page, server.baseUrl, { infoUuid, title }, '1', () => ({ approve: true }), (p) => shot(p, 'staff-case'));
  await page.goto(`${server.baseUrl}/cf/raise/pending-notice/${encodeURIComponent(infoUuid)}`);
  scr = await screen(page, 'pendingNotice');
  await scr.getByTestId('pending-next').waitFor();
  await shot(page, '15-pending-notice');
  await page.goto(`${server.baseUrl}/raise/commit-verify/${encodeURIComponent(infoUuid)}`);
  scr = await screen(page, 'raiseCommitVerify');
  await scr.getByTestId('publish-button').click();
  await page.waitForURL((u) => u.pathname === `/cf/contribute/${infoUuid}`);
  await fr.close();

  // ---- the case is listed; a second user donates 20 元 through the sandbox cashier
  const donor = await loggedInContext(DONOR, '/cf/common/list');
  const card = donor.page.getByTestId('case-card').filter({ hasText: title.slice(0, 8) }).first();
  await card.waitFor();
  await card.click();
  await donor.page.waitForURL((u) => u.pathname === `/cf/contribute/${infoUuid}`);
  // the proof the fundraiser sent, by kind in 证实信息 (staff approved both); never the private pictures
  const proof = donor.page.getByTestId('case-proof-line');
  await proof.waitFor({ state: 'attached' });
  expect(await proof.textContent()).toBe('已提交材料：医疗证明 ✓ 身份证明 ✓');
  expect(await donor.page.content()).not.toContain('/api/upload/private');
  await donor.page.getByTestId('donate-button').click();
  await donor.page.waitForURL((u) => u.pathname === `/cf/pay/${infoUuid}`);
  await fill(donor.page, 'pay-amount-input', '20');
  await donor.page.getByTestId('pay-submit').click();
  await donor.page.getByTestId('cashier-confirm').click();
  await donor.page.waitForURL((u) => u.pathname === `/cf/pay/${infoUuid}/success`);
  const info = await waitFor(async () => {
    const res = await fetch(`${server.baseUrl}/api/cf/v4/get-funding-info`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ infoUuid }) });
    const body = (await res.json()) as { data: { raisedAmount: number; donationCount: number; targetAmount: number } };
    return body.data?.donationCount === 1 ? body.data : null;
  }, 10_000, 'the donation to be counted');
  expect(info.raisedAmount).toBe(2000);
  expect(info.targetAmount).toBe(30_000_000);
  await donor.context.close();

  // ---- staff find the order's log lines: the console shows the request id of the order's request
  const logLines = server.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
  const orderLine = logLines.find((l) => l.msg === 'order' && typeof l.orderId === 'string');
  expect(orderLine?.requestId).toEqual(expect.any(String));
  await staff.page.goto(`${server.baseUrl}/staff/orders`);
  await fill(staff.page, 'staff-order-id', String(orderLine!.orderId));
  await staff.page.getByTestId('staff-order-lookup').click();
  const requestId = staff.page.getByTestId('staff-order-request-id');
  await requestId.waitFor();
  expect((await requestId.textContent())?.trim()).toBe(orderLine!.requestId);
  await shot(staff.page, '16-staff-order-lookup');
  await staff.context.close();

  // ---- the run's logs: JSON lines only, none carrying a phone, ID or bank number typed on the way.
  // The demo SMS provider's `[sms] <phone> <code>` (how this test logs in) is a console line, not a log line.
  const lines = server.output().split('\n').filter(Boolean);
  const smsLines = lines.filter((l) => l.startsWith('[sms] '));
  expect(smsLines.length).toBeGreaterThan(0);
  for (const l of smsLines) expect(l).toMatch(/^\[sms\] \d{11} \d{6}$/); // plain console text, never a JSON log line
  const logText = lines.filter((l) => !l.startsWith('[sms] ')).join('\n');
  expect(logText).toContain(String(orderLine!.requestId));
  for (const secret of [FUNDRAISER, STAFF, DONOR, PATIENT_ID, PATIENT_ID_FIXED, PARENT_ID, '6228480402564890018', '6228 4804 0256 4890 018']) {
    expect(logText).not.toContain(secret);
  }
});

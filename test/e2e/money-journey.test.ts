/**
 * Issue 9, money out, end to end in Chromium against the real server and the H5 build (build dist/h5
 * first): the owner of a case whose materials passed stops the raise and applies for a withdrawal on a
 * case with the one service-charge option of the no-fee policy, 无服务费; the withdrawal is on public notice on the case page;
 * staff cannot approve it during the notice; a donor objects in its 提现公示 section, and once the notice is over (its end
 * moved into the past, no sleeping) staff dismiss the objection in the console with a reason and a
 * second staff member, not the case's reviewer, approves the withdrawal there; the sandbox payout
 * completes and the case shows 102; the owner reports the fund use with a receipt image, staff approve
 * it; the case page's public ledger adds up to the cent and equals what was donated; a donor follows
 * their gift to the payout and its fund use. The donor asks for a receipt, staff issue it in the
 * console, and the donor downloads the PDF.
 * E2E_SHOTS=<dir> keeps a screenshot of each screen (money-NN-*.png) and of the case page's ledger
 * section (ledger.png); E2E_SHOTS=1 writes them to the system's temporary directory (/tmp).
 */
import { FEE_POLICY } from '../../src/contract/rules/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { journeyServer, shooter, SHOTS_DIR, type RunningServer, waitFor } from './harness';
import { pdfText } from '../../server/test/support/pdf-text';
import { expectRefused } from '../faults/lib/api';
import {
  apiLogin, donate, fenOf, field, grantStaff, pageAs, passedCase, png, screen, withDb,
} from './money-harness';

jest.setTimeout(110_000);

const OWNER = '13611110001';
const DONOR = '13611110002';
const DONOR2 = '13611110003';
const REVIEWER = '13611110008';
const APPROVER = '13611110009';
const TITLE = `救救我的孩子，白血病急需治疗费用 ${Date.now() % 100000}`;
/** Gifts (fen): odd cents on purpose, so any rounding shows. */
const GIFTS = [128_888, 52_000];
const GIFT2 = 6_666;
const REFUND2 = 1_111;
const WITHDRAW = 100_001; // 1000.01 yuan: under the double-approval threshold (10,000 yuan)
const FEE_BP = FEE_POLICY.rateBp; // the declared fee policy (0: the platform charges no service fee)
const FUND_USE = 80_000;

let server: RunningServer;
let browser: Browser;
let dataDir: string;

  // The reconciliation job runs only when asked: nothing in the journey waits for it.
journeyServer({ RECONCILE_INTERVAL_SECONDS: '0' }, (j) => ({ server, browser, dataDir } = j));

const shot = shooter('money');

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

test('withdrawal on notice, staff approval, payout, fund use, a ledger that adds up, and a receipt', async () => {
  try {
    await journey();
  } catch (err) {
    // with E2E_SHOTS, what every open page showed when a step failed
    if (SHOTS_DIR) for (const [i, p] of browser.contexts().flatMap((c) => c.pages()).entries()) await p.screenshot({ path: join(SHOTS_DIR, `money-failed-${i}.png`), fullPage: true }).catch(() => undefined);
    throw err;
  }
});

async function journey() {
  // ---- people: two staff (one reviews the case, the other approves its money), the owner, two donors
  await grantStaff(dataDir, REVIEWER, APPROVER);
  const [owner, donor, donor2, reviewer, approver] = await Promise.all([OWNER, DONOR, DONOR2, REVIEWER, APPROVER].map((p) => apiLogin(server, p)));

  // ---- a case whose every section passed review (the owner chooses the service charge when withdrawing)
  const infoUuid = await passedCase(server, owner, reviewer, TITLE, { dataDir });
  const orderIds: string[] = [];
  for (const g of GIFTS) orderIds.push(await donate(donor, infoUuid, g));
  const order2 = await donate(donor2, infoUuid, GIFT2);
  // a donor takes part of a gift back before anything is paid out (sandbox refunds at once)
  const refund = await donor2.call<{ status: string }>('/api/cf/v4/refund/apply', { orderId: order2, amount: REFUND2, reason: '重复捐款', idempotencyKey: `e2e-refund-${Date.now()}` });
  expect(refund.status).toBe('SUCCESS');
  const donated = GIFTS.reduce((a, b) => a + b, 0) + GIFT2;

  // ---- the owner: a case still raising must stop first (with a clear warning), then the withdrawal form
  const ownerPage = await pageAs(browser, server, owner);
  await ownerPage.goto(`${server.baseUrl}/cf/withdraw/confirm/${infoUuid}`);
  let scr = await screen(ownerPage, 'withdrawConfirm');
  await scr.getByTestId('withdraw-stop-first').waitFor();
  expect(await scr.getByTestId('withdraw-amount').count()).toBe(0); // no form while raising
  await shot(ownerPage, '01-withdraw-stop-first');
  await scr.getByTestId('withdraw-stop-first').click();
  scr = await screen(ownerPage, 'withdrawStopRaise');
  await scr.getByTestId('stop-raise-warning').waitFor();
  expect(fenOf(await scr.getByTestId('stop-raise-available').textContent())).toBe(donated - REFUND2);
  await scr.getByTestId('stop-raise-reason-0').click();
  await scr.getByTestId('stop-raise-confirm').click();
  await shot(ownerPage, '02-stop-raise');
  await scr.getByTestId('stop-raise-submit').click();
  scr = await screen(ownerPage, 'withdrawConfirm');
  // the raise is over: a new gift is refused
  const late = await donor2.raw('/api/cf/v41/order/add', { infoUuid, amount: 500, anonymous: false, platform: 8, idempotencyKey: `e2e-late-${Date.now()}` });
  expectRefused({ status: late.status, body: late });
  await scr.getByTestId('withdraw-amount').waitFor();
  // the platform charges no fee: the one option offered is 无服务费, chosen; nothing greyed beside it
  await scr.locator('[data-testid="withdraw-fee-option"][data-value="1"][data-checked="true"]').waitFor();
  expect(await scr.locator('[data-testid="withdraw-fee-option"]').count()).toBe(1);
  expect(fenOf(await scr.getByTestId('withdraw-available').textContent())).toBe(donated - REFUND2);
  await field(scr, 'withdraw-amount').fill((WITHDRAW / 100).toFixed(2));
  await shot(ownerPage, '03-withdraw-confirm');
  await scr.getByTestId('withdraw-submit').click();
  const fee = Math.ceil((WITHDRAW * FEE_BP) / 10_000);
  // the confirm dialog (one per page in Taro's page stack: the one on screen) quotes the fee
  const dialog = ownerPage.locator('[data-testid="dialog"]:visible').last();
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(`服务费${(fee / 100).toFixed(2)}元`);
  expect(await dialog.textContent()).toContain('服务费方式：无服务费');
  await dialog.getByTestId('dialog-confirm').click();
  scr = await screen(ownerPage, 'withdrawCommitSuccess');
  await scr.getByTestId('withdraw-commit-success').waitFor();
  expect(await scr.getByTestId('withdraw-commit-success').textContent()).toContain('服务费方式：无服务费');
  await shot(ownerPage, '04-withdraw-commit-success');

  // ---- the public notice: the case page says so to anyone, and the notice API lists it in notice
  const visitor = await pageAs(browser, server, null);
  await visitor.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  await waitFor(async () => ((await text(visitor, 'case-status')).includes('筹款人已申请提现') ? true : null), 20_000, 'status 101 on the case page');
  const notice = await owner.call<{ list: { withdrawalId: string; amount: number; fee: number; inNotice: boolean }[] }>('/api/cf/v4/drawcash/public-notice', { infoUuid });
  expect(notice.list).toEqual([expect.objectContaining({ amount: WITHDRAW, fee, inNotice: true })]);
  const withdrawalId = notice.list[0].withdrawalId;
  // the case page's 提现公示 section shows it to anyone: the amount asked for, 公示中 and the notice end
  const visitorNotice = visitor.locator('[data-testid="withdraw-notice"][data-state="ready"]');
  await visitorNotice.waitFor({ timeout: 20_000 });
  expect(fenOf(await visitorNotice.getByTestId('notice-amount').first().textContent())).toBe(WITHDRAW);
  expect((await visitorNotice.getByTestId('notice-status').first().textContent())?.trim()).toBe('公示中');
  expect((await visitorNotice.getByTestId('notice-until').first().textContent())?.trim()).toMatch(/^公示至 \d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  await shot(visitor, '05-case-in-notice');
  // a visitor who wants to object is sent to login first
  await visitorNotice.getByTestId('notice-object').first().click();
  await visitor.waitForURL(/\/login\?redirectUrl=/, { timeout: 20_000 });
  // the owner sees the notice but no objection button, also while the page still shows the HTML's visitor
  // data: the case is read for the owner once the page is idle, which on a busy phone comes after the notice
  // answered (here idle is held back until the notice is drawn)
  const owned = await ownerPage.context().newPage();
  await owned.addInitScript(() => {
    const w = window as unknown as { __idleHeld: boolean; requestIdleCallback: (cb: () => void) => number; cancelIdleCallback: (id: number) => void };
    w.__idleHeld = true;
    w.requestIdleCallback = (cb) => {
      const id = window.setInterval(() => {
        if (w.__idleHeld) return;
        window.clearInterval(id);
        cb();
      }, 50);
      return id;
    };
    w.cancelIdleCallback = (id) => window.clearInterval(id);
  });
  await owned.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  await owned.locator('[data-testid="withdraw-notice"][data-state="ready"]').waitFor({ timeout: 20_000 });
  expect(await owned.getByTestId('notice-object').count()).toBe(0);
  await owned.evaluate(() => ((window as unknown as { __idleHeld: boolean }).__idleHeld = false));
  await owned.getByText('公示期结束且异议核实完毕后，平台审核提现。').waitFor({ timeout: 20_000 }); // read as the owner now
  expect(await owned.getByTestId('notice-object').count()).toBe(0);
  await owned.close();

  // ---- staff: during the notice the approver is offered 驳回 only, and told approval comes after it
  // (the server refuses an approval in the notice too: server/test/money-withdrawals.test.ts)
  const staffPage = await pageAs(browser, server, approver);
  await staffPage.goto(`${server.baseUrl}/staff/work/withdrawals`);
  let row = staffPage.locator(`[data-testid="staff-work-item"][data-id="w:${withdrawalId}"]`);
  await row.waitFor({ timeout: 20_000 });
  await waitFor(async () => ((await row.textContent())?.includes('期满后可审批通过') ? true : null), 10_000, 'the notice line');
  expect(await row.getByTestId('staff-work-approve').count()).toBe(0);
  expect(await row.getByTestId('staff-work-reject').count()).toBe(1);
  await shot(staffPage, '06-staff-in-notice');

  // ---- anyone but the owner may object during the notice: a donor does so in the case page's 提现公示 section
  const objectorPage = await pageAs(browser, server, donor2);
  await objectorPage.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  const donorNotice = objectorPage.locator('[data-testid="withdraw-notice"][data-state="ready"]');
  await donorNotice.waitFor({ timeout: 20_000 });
  expect((await donorNotice.getByTestId('notice-objections').textContent())?.trim()).toBe('暂无异议');
  await donorNotice.getByTestId('notice-object').click();
  await donorNotice.getByTestId('notice-object-submit').click(); // nothing picked: refused on screen
  await waitFor(async () => ((await donorNotice.getByTestId('notice-object-error').textContent().catch(() => ''))?.trim() === '请选择异议原因' ? true : null), 10_000, 'objection reason required');
  await donorNotice.getByTestId('notice-object-reason-3').click(); // 资金用途不当
  await field(donorNotice, 'notice-object-text').fill('请核实这笔提现是否用于治疗');
  await donorNotice.getByTestId('notice-object-submit').click();
  expect((await donorNotice.getByTestId('notice-object-done').textContent({ timeout: 15_000 }))?.trim()).toBe('已提交异议，平台将在审核提现前核实');
  await waitFor(async () => ((await donorNotice.getByTestId('notice-objections').textContent())?.startsWith('1条异议') ? true : null), 10_000, 'objection counted');
  await shot(objectorPage, '05b-case-objection');
  const objectionId = withDb(dataDir, (db) => (db.prepare('select objection_id from withdrawal_objections where withdrawal_id = ?').get(withdrawalId) as { objection_id: string }).objection_id);

  // ---- the notice ends (its end moved into the past: time moved forward for this rule, nothing slept)
  withDb(dataDir, (db) => db.prepare('update withdrawals set notice_until = ? where withdrawal_id = ?').run(Date.now() - 1000, withdrawalId));
  await staffPage.reload();
  row = staffPage.locator(`[data-testid="staff-work-item"][data-id="w:${withdrawalId}"]`);
  await row.waitFor({ timeout: 20_000 });
  expect(await row.textContent()).toContain('公示期已结束');
  // an open objection blocks the approval until staff decide it
  await row.getByTestId('staff-work-approve').click();
  await waitFor(async () => ((await row.getByTestId('staff-work-error').textContent())?.includes('存在未处理的异议') ? true : null), 10_000, 'refused while objected');
  const objection = staffPage.locator(`[data-testid="staff-work-item"][data-id="o:${objectionId}"]`);
  expect(await objection.textContent()).toContain('请核实这笔提现是否用于治疗');
  await objection.locator('[data-testid="staff-work-resolve"][data-action="dismiss"]').click();
  await objection.getByTestId('staff-work-error').waitFor(); // the reason is required
  await objection.getByTestId('staff-work-reason').fill('已核实医院缴费通知单，提现用于化疗费用');
  await shot(staffPage, '06c-staff-objection');
  await objection.locator('[data-testid="staff-work-resolve"][data-action="dismiss"]').click();
  await waitFor(async () => ((await objection.count()) === 0 ? true : null), 15_000, 'objection dismissed');
  // the case's reviewer may never approve its money
  expect((await reviewer.raw('/api/staff/withdrawals/approve', { withdrawalId })).msg).toBe('审核过该筹款材料的工作人员不能审批其提现');
  await row.getByTestId('staff-work-approve').click();
  await waitFor(async () => ((await staffPage.getByTestId('staff-work-done').textContent().catch(() => ''))?.endsWith('：通过') ? true : null), 20_000, 'withdrawal approved');
  await waitFor(async () => ((await row.count()) === 0 ? true : null), 10_000, 'withdrawal gone from the queue');

  // ---- the sandbox payout completes (approval sends batch 1; the reconcile job would retry it) and the case shows 102
  const detail = await approver.call<{ status: string }>('/api/staff/withdrawals/detail', { withdrawalId });
  expect(detail.status).toBe('PAID');
  await visitor.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  await waitFor(async () => ((await text(visitor, 'case-status')).includes('善款已提现至收款账户') ? true : null), 20_000, 'status 102 on the case page');
  expect((await owner.call<{ status: number }>('/api/summaries/allocation', { infoUuid })).status).toBe(102);

  // ---- the owner reports the fund use with a receipt image
  const uses = await owner.call<{ payouts: { payoutId: string; amount: number; status: string }[] }>('/api/cf/v4/fund-use/list', { infoUuid });
  expect(uses.payouts).toEqual([expect.objectContaining({ amount: WITHDRAW - fee, status: 'TRANSFERRED' })]);
  // the owner's withdrawal record says it was paid and leads to the fund-use form
  await ownerPage.goto(`${server.baseUrl}/raise/withdraw/detail/${infoUuid}`);
  scr = await screen(ownerPage, 'raiseWithdrawDetail');
  await waitFor(async () => ((await scr.getByTestId('withdraw-status').first().textContent())?.trim() === '已打款' ? true : null), 15_000, 'withdrawal shown as paid');
  await shot(ownerPage, '06b-withdraw-detail-paid');
  await scr.getByTestId('withdraw-fund-use-link').click();
  scr = await screen(ownerPage, 'fundUseSubmit');
  const batch = scr.locator(`[data-testid="fund-use-batch"][data-payout-id="${uses.payouts[0].payoutId}"]`);
  await batch.waitFor();
  if ((await batch.getAttribute('data-selected')) !== 'true') await batch.click();
  await scr.locator('[data-testid="fund-use-batch"][data-selected="true"]').waitFor();
  // nothing filled in: a Chinese error on screen, nothing sent
  await scr.getByTestId('fund-use-submit').click();
  const errorText = async () => ((await scr.getByTestId('fund-use-error').textContent().catch(() => '')) ?? '').trim();
  const emptyError = await waitFor(async () => (/[\u4e00-\u9fa5]/.test(await errorText()) ? errorText() : null), 10_000, 'fund-use error');
  // more than the batch paid: refused on screen too
  await field(scr, 'fund-use-amount').fill(((WITHDRAW - fee + 1) / 100).toFixed(2));
  await field(scr, 'fund-use-purpose').fill('北京儿童医院第二疗程化疗费用');
  await scr.locator('[data-testid="fund-use-file"], [data-testid="fund-use-file"] input[type="file"]').first()
    .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: await png('#e8e0c8', 400, 560) });
  await waitFor(async () => ((await scr.getByTestId('fund-use-receipt').count()) === 1 ? true : null), 15_000, 'receipt uploaded');
  await scr.getByTestId('fund-use-submit').click();
  await waitFor(async () => { const t = await errorText(); return /[\u4e00-\u9fa5]/.test(t) && t !== emptyError ? true : null; }, 10_000, 'too much refused');
  expect(await scr.getByTestId('fund-use-record').count()).toBe(0);
  await field(scr, 'fund-use-amount').fill((FUND_USE / 100).toFixed(2));
  await shot(ownerPage, '07-fund-use');
  await scr.getByTestId('fund-use-submit').click();
  await scr.locator('[data-testid="fund-use-record"][data-status="PENDING"]').filter({ hasText: '北京儿童医院第二疗程化疗费用' }).waitFor({ timeout: 15_000 });

  // ---- staff approve the fund use in the console
  await staffPage.goto(`${server.baseUrl}/staff/work/fund-use`);
  const useRow = staffPage.getByTestId('staff-work-item').filter({ hasText: '北京儿童医院第二疗程化疗费用' });
  await useRow.waitFor({ timeout: 20_000 });
  await useRow.getByTestId('staff-work-approve').click();
  await waitFor(async () => ((await useRow.count()) === 0 ? true : null), 15_000, 'fund use approved');

  // ---- the public ledger on the case page adds up to the cent, and equals what was donated
  await visitor.goto(`${server.baseUrl}/cf/contribute/${infoUuid}`);
  const ledger = visitor.getByTestId('case-ledger');
  await ledger.waitFor({ timeout: 20_000 });
  await ledger.locator('[data-testid="ledger-row"][data-kind="fund-use"]').first().waitFor({ timeout: 15_000 });
  const fig = async (id: string) => fenOf(await ledger.getByTestId(id).first().textContent());
  const shown = {
    moneyIn: await fig('ledger-money-in'), fees: await fig('ledger-fees'), withdrawn: await fig('ledger-withdrawn'),
    refunded: await fig('ledger-refunded'), balance: await fig('ledger-balance'),
  };
  expect(shown.moneyIn).toBe(shown.fees + shown.withdrawn + shown.refunded + shown.balance);
  expect(shown).toEqual({ moneyIn: donated, fees: fee, withdrawn: WITHDRAW - fee, refunded: REFUND2, balance: donated - REFUND2 - WITHDRAW });
  expect(await ledger.locator('[data-testid="ledger-row"][data-kind="withdrawal"]').count()).toBe(1);
  expect(await ledger.locator('[data-testid="ledger-row"][data-kind="refund"]').count()).toBe(1);
  expect(await ledger.locator('[data-testid="ledger-row"][data-kind="fund-use"]').first().textContent()).toContain('北京儿童医院第二疗程化疗费用');
  expect(await ledger.getByTestId('ledger-adds-up').getAttribute('data-ok')).toBe('true');
  // (the page's fixed bottom bar would cover the section's last rows in the picture: hidden for it)
  if (SHOTS_DIR) await ledger.screenshot({ path: join(SHOTS_DIR, 'ledger.png'), style: '.cf-bottom { visibility: hidden; }' });
  await shot(visitor, '08-case-ledger');

  // ---- the donor follows the first gift (first in, first out) into the payout and its fund use
  const donorPage = await pageAs(browser, server, donor);
  await donorPage.goto(`${server.baseUrl}/cf/my-gift/${orderIds[0]}`);
  scr = await screen(donorPage, 'myGiftTrace');
  const gift = scr.getByTestId('my-gift-payout');
  await gift.first().waitFor({ timeout: 15_000 });
  expect(await gift.count()).toBe(1);
  // the whole payout (with its fee) came from this gift
  expect(fenOf(/您的捐款中有([\d,.]+)元/.exec((await gift.textContent()) ?? '')?.[1] ?? '')).toBe(WITHDRAW);
  expect(await scr.getByTestId('my-gift-fund-use').textContent()).toContain('北京儿童医院第二疗程化疗费用');
  expect(fenOf(await scr.getByTestId('my-gift-still').textContent())).toBe(GIFTS[0] - WITHDRAW);
  await shot(donorPage, '08b-my-gift');

  // ---- a donor asks for a receipt, staff issue it, the donor downloads the PDF
  await donorPage.goto(`${server.baseUrl}/cf/invoiceApply`);
  scr = await screen(donorPage, 'invoiceApply');
  await scr.locator(`[data-testid="invoice-order-${orderIds[0]}"]`).click();
  await donorPage.waitForURL((u) => u.searchParams.get('orderId') === orderIds[0], { timeout: 15_000 });
  scr = await screen(donorPage, 'invoiceApply');
  await scr.getByTestId('invoice-form').waitFor();
  await scr.getByTestId('invoice-title-type-personal').click();
  // no title: a Chinese error on screen
  await scr.getByTestId('invoice-submit').click();
  await waitFor(async () => (/[\u4e00-\u9fa5]/.test((await scr.getByTestId('invoice-error').textContent().catch(() => '')) ?? '') ? true : null), 10_000, 'invoice title error');
  await field(scr, 'invoice-title').fill('张爱心');
  await field(scr, 'invoice-email').fill('donor@example.com');
  await shot(donorPage, '09-invoice-apply');
  await scr.getByTestId('invoice-submit').click();
  scr = await screen(donorPage, 'invoiceSubmitSuccess');
  await scr.locator('[data-testid="invoice-status"][data-status="REQUESTED"]').waitFor();
  // staff issue it in the console; the donor refreshes the status
  await staffPage.goto(`${server.baseUrl}/staff/work/invoices`);
  const invRow = staffPage.getByTestId('staff-work-item').filter({ hasText: orderIds[0] });
  await invRow.waitFor({ timeout: 20_000 });
  const invoiceId = (await invRow.getAttribute('data-id')) ?? '';
  expect(invoiceId).not.toBe('');
  await invRow.getByTestId('staff-work-approve').click();
  await waitFor(async () => ((await invRow.count()) === 0 ? true : null), 15_000, 'receipt issued');
  await scr.getByTestId('invoice-refresh').click();
  await scr.locator('[data-testid="invoice-status"][data-status="ISSUED"]').waitFor({ timeout: 15_000 });
  const link = scr.getByTestId('invoice-download');
  await link.waitFor({ timeout: 15_000 });
  await shot(donorPage, '10-invoice-issued');
  const href = await link.evaluate((a) => (a as HTMLAnchorElement).href || a.getAttribute('href') || '');
  expect(href).toContain(`invoiceId=${invoiceId}`);
  const cookie = (await donorPage.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const pdf = Buffer.from(await (await fetch(new URL(href, server.baseUrl), { headers: { cookie } })).arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain((GIFTS[0] / 100).toFixed(2));
  // another user cannot download it
  const other = await fetch(new URL(href, server.baseUrl), { headers: { cookie: donor2.cookie } });
  expectRefused({ status: other.status, body: await other.json() }, [403]);
}

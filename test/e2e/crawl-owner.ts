/**
 * The route crawl's fundraiser (test/e2e/route-crawl.test.ts): the cases the owner persona needs so that
 * its taps reach every screen of raising and withdrawing, made through the product's own API (a fundraiser
 * fills in and submits, a reviewer decides, donors pay, the owner stops and withdraws), and the forms the
 * crawl fills in and submits where a submission is the way to the next screen.
 *
 * 我的筹款 lists the owner's cases newest first, and the crawl opens each route once: the cases are made
 * oldest first so that the screen shared by several states (the pending notice) is first reached for the
 * state that shows the most (a rejected section: its reasons page and the section to fix).
 * `raising`: the owner's published case the crawl starts on (it joins the demo's matching gift).
 */
import type { Locator, Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { apiLogin, donate, grantStaff, passedCase, upload, png, withDb, type Session } from './money-harness';
import { idCardCheckChar } from '../../src/lib/raise-validation';

/** The staff member who approves the owner's money (the case's reviewer may not). */
const APPROVER = '13900000098';
const STAFF_ACTIVITY = '/api/staff/activity';

const id18 = (first17: string) => first17 + idCardCheckChar(first17);
const STORY = '父亲今年五十六岁，确诊肺癌，正在医院接受化疗，家里积蓄已经用完，恳请好心人帮助我们渡过难关。';

async function base(owner: Session, title: string): Promise<string> {
  const { infoUuid } = await owner.call<{ infoUuid: string }>('/api/cf/v4/add-or-update-base-info', { raiseType: 0, title, targetAmount: 10_000_000, attachments: [], content: STORY });
  return infoUuid;
}

const REASONS: Record<string, string> = { material: '诊断证明不清晰，请重新上传', treatment: '医院名称与诊断证明不一致', hospital: '对公账户户名与医院名称不一致' };

const sessions = new Map<string, Promise<Session>>();
/** One SMS login per phone for the whole crawl (the server refuses a second code within a minute). */
export function loginOnce(server: RunningServer, phone: string): Promise<Session> {
  if (!sessions.has(phone)) sessions.set(phone, apiLogin(server, phone));
  return sessions.get(phone)!;
}

/**
 * The owner's cases (oldest first): ended with money to withdraw; one withdrawal paid and one in its
 * notice; approved and waiting to be published; a dream raise drafted (summary and realiser); a draft with every section saved;
 * a withdrawal paid with money left; raising with its papers sent back; sections rejected. The raising case the crawl starts on joins the matching gift.
 */
export async function ownerCases(server: RunningServer, owner: string, reviewerPhone: string, dataDir: string, raising: string): Promise<void> {
  await grantStaff(dataDir, APPROVER);
  const [me, reviewer, donor, approver] = await Promise.all([owner, reviewerPhone, '13500001009', APPROVER].map((p) => loginOnce(server, p)));
  const up = async (kind: string, color: string) => (await uploadTo(server, me, kind, color));
  // ended, money to withdraw: 申请提现 opens the withdrawal form
  const ended = await passedCase(server, me, reviewer, '爸爸肺癌化疗，筹款已结束待提现', { dataDir });
  await donate(donor, ended, 30_000);
  await me.call('/api/cf/v4/drawcash/stop-raise', { infoUuid: ended, reason: '治疗费用已筹齐', confirm: true });
  // the raising case takes part in the demo's matching gift (staff add it): its fundraiser's 配捐详情
  await reviewer.call(`${STAFF_ACTIVITY}/cases`, { activityId: 'act-demo-matching', add: [raising], remove: [] });
  // a first withdrawal approved and paid (its notice over; approved by staff who did not review the case),
  // a second one in its notice: 查看提现 opens the record, with the approval's page and the edit of the pending one
  const drawing = await passedCase(server, me, reviewer, '妈妈术后康复，提现审核中', { dataDir });
  await donate(donor, drawing, 20_000);
  await me.call('/api/cf/v4/drawcash/stop-raise', { infoUuid: drawing, reason: '治疗费用已筹齐', confirm: true });
  const first = await me.call<{ withdrawalId: string }>('/api/cf/v4/drawcash/apply-draw-cash', { infoUuid: drawing, amount: 10_000, idempotencyKey: `crawl-draw-1-${Date.now()}` });
  withDb(dataDir, (db) => db.prepare('update withdrawals set notice_until = ? where withdrawal_id = ?').run(Date.now() - 1000, first.withdrawalId));
  await approver.call('/api/staff/withdrawals/approve', { withdrawalId: first.withdrawalId });
  await me.call('/api/cf/v4/drawcash/apply-draw-cash', { infoUuid: drawing, amount: 5_000, idempotencyKey: `crawl-draw-2-${Date.now()}` });
  // approved, not yet published: 去发布
  const approved = await filled(me, up, '弟弟白血病骨髓移植，审核已通过');
  await me.call('/api/cf/v4/submit-for-review', { infoUuid: approved });
  const st = await me.call<{ required: string[] }>('/api/cf/v4/get-info-status', { infoUuid: approved });
  for (const section of st.required) await reviewer.call('/api/staff/raise/review-section', { infoUuid: approved, section, approve: true });
  // a dream raise with its summary and its realiser saved, not yet sent: 我的筹款's 提交审核 opens its confirm
  // page (its summary and realiser edited from there, its 确认并提交审核 leads to the review page); the
  // launch page's 继续填写 opens the review page
  const dream = await me.call<{ infoUuid: string }>('/api/cf/v4/dream/add-base-info', { title: '为山区学校建一间图书室', targetAmount: 5_000_000, attachments: [], content: '山区小学的孩子们没有课外书可读，我们想为学校建一间图书室，购买书架和两千册适龄图书。' });
  await me.call('/api/cf/v4/dream/organisation-info', {
    infoUuid: dream.infoUuid,
    save: { orgName: '青山希望小学', orgCode: '91110105MA01ABCD2X', contactName: '张明', contactPhone: '13900001111', licenseUrls: [await up('certificate', '#7aa35c')] },
  });
  // a draft with every section saved, not yet sent: 我的筹款's 提交审核 opens the review page, whose 提交审核
  // leads to 提交成功 (a draft with only its base, every section to fill in, is the one the crawl starts itself:
  // editBasicInfo below; a fundraiser holds at most 5 drafts)
  await filled(me, up, '儿子先心病手术，资料已填好待提交');
  // paid with money left (a withdrawal paid, none pending): its withdrawal record offers 结束筹款
  const paid = await passedCase(server, me, reviewer, '爷爷髋关节置换，提现已到账', { dataDir });
  await donate(donor, paid, 20_000);
  await me.call('/api/cf/v4/drawcash/stop-raise', { infoUuid: paid, reason: '手术已完成，费用已筹齐', confirm: true });
  const part = await me.call<{ withdrawalId: string }>('/api/cf/v4/drawcash/apply-draw-cash', { infoUuid: paid, amount: 12_000, idempotencyKey: `crawl-draw-3-${Date.now()}` });
  withDb(dataDir, (db) => db.prepare('update withdrawals set notice_until = ? where withdrawal_id = ?').run(Date.now() - 1000, part.withdrawalId));
  await approver.call('/api/staff/withdrawals/approve', { withdrawalId: part.withdrawalId });
  // published once its base passed, its medical papers sent back: 我的筹款's 补充材料 (the papers, sent again)
  const papersDue = await filled(me, up, '孩子先心病术后康复，待补充材料');
  await me.call('/api/cf/v4/submit-for-review', { infoUuid: papersDue });
  const st3 = await me.call<{ required: string[] }>('/api/cf/v4/get-info-status', { infoUuid: papersDue });
  for (const section of st3.required) {
    await reviewer.call('/api/staff/raise/review-section', { infoUuid: papersDue, section, approve: section !== 'material', ...(section === 'material' ? { reason: REASONS.material } : {}) });
  }
  await me.call('/api/cf/v4/publish', { infoUuid: papersDue });
  // rejected: the papers, the hospital details and the hospital's account sent back with their reasons
  // (newest: the pending notice is first opened for it)
  const rejected = await filled(me, up, '女儿先心病手术，材料被退回', true);
  await me.call('/api/cf/v4/submit-for-review', { infoUuid: rejected });
  const st2 = await me.call<{ required: string[] }>('/api/cf/v4/get-info-status', { infoUuid: rejected });
  for (const section of st2.required) {
    const reason = REASONS[section];
    await reviewer.call('/api/staff/raise/review-section', { infoUuid: rejected, section, approve: !reason, ...(reason ? { reason } : {}) });
  }
}

async function uploadTo(server: RunningServer, who: Session, kind: string, color: string): Promise<string> {
  return upload(server, who, kind, await png(color));
}

/** An illness case with every section saved (not yet submitted); `hospital`: the money goes to the hospital's account. */
async function filled(me: Session, up: (kind: string, color: string) => Promise<string>, title: string, hospital = false): Promise<string> {
  const [medical, idPhoto] = await Promise.all([up('medical', '#c8844a'), up('idcard', '#6a7fc8')]);
  const infoUuid = await base(me, title);
  const fundraiserId = id18('11010519800101231');
  const sections: [string, unknown][] = [
    ['/api/cf/v4/patient-info', { name: '王小林', idCard: id18('11010520100304442'), relation: 'child' }],
    ['/api/cf/v4/payee-info', { relation: 'other', name: '王建国', idCard: fundraiserId, bankName: '中国工商银行', bankAccount: '6222021234567890128' }],
    ['/api/cf/v4/treatment-info', { hospital: '北京儿童医院', department: '心外科', diagnosis: '先天性心脏病', city: '北京' }],
    ['/api/cf/v4/household-info', {
      houseOwned: false, houseCount: 0, houseValue: 0, carOwned: false, carValue: 0, annualIncome: 4_000_000, medicalInsurance: 'urban_rural',
      lowIncome: false, govMedicalAid: false, otherHelp: false, otherHelpAmount: 0, hasDebt: false, debtAmount: 0,
    }],
    ['/api/cf/v4/material-info', { medicalUrls: [medical], patientPhotos: [medical] }],
    ['/api/cf/v4/fundraiser-info', { name: '王建国', idCard: fundraiserId, idPhotoUrls: [idPhoto, idPhoto] }],
  ];
  if (hospital) {
    sections[1] = ['/api/cf/v4/payee-info', { relation: 'LOCATION_HOSPITAL_ACCOUNT' }];
    sections.push(['/api/cf/v4/hospital-payee-info', { accountName: '北京儿童医院', bankName: '中国工商银行', bankAccount: '0200001234567890', contactName: '李娟', contactPhone: '010-59612345' }]);
  }
  for (const [path, save] of sections) await me.call(path, { infoUuid, save });
  return infoUuid;
}

/**
 * Forms the crawl fills in and submits (route name -> fill and submit on the open screen): the screen a
 * submission leads to is reached by taps like any other. Each runs once per persona, on the first screen
 * of its route the crawl opens; `false`: the form does not apply there (the route is opened again at
 * the next address the crawl finds for it).
 */
export const FORMS: Record<string, (page: Page) => Promise<boolean | void>> = {
  // the registration and adviser forms of the raising-help pages, the help registration of the launch page
  raiseRegist: (page) => submit(page, { 'lead-name': '王建国', 'lead-phone': '13700001234', 'lead-city': '北京', 'lead-note': '父亲肺癌住院化疗，不知道怎么准备材料' }, 'lead-submit'),
  raiseAdviser: (page) => submit(page, { 'lead-name': '王建国', 'lead-phone': '13700001234', 'lead-note': '想了解筹款需要哪些材料' }, 'lead-submit'),
  applyRaise: (page) => submit(page, { 'apply-name': '王小林', 'apply-phone': '13700001234', 'apply-city': '北京', 'apply-illness': '先天性心脏病，需要手术，家里负担不起' }, 'apply-submit'),
  // a verification of the case (as a friend), a progress post of the fundraiser's case
  proveAdd: async (page) => {
    await tap(scope(page).locator('[data-testid^="prove-relation-"][role=radio]').first());
    await submit(page, { 'prove-words': '我是患者的同事，了解他确诊以来的治疗情况，情况属实。' }, 'prove-submit');
  },
  publishProgress: (page) => submit(page, { 'progress-text': '今天完成了第二次化疗，各项指标平稳，感谢大家的关心和帮助。' }, 'progress-submit'),
  // a new case's base (the first save creates the draft); a withdrawal of part of an ended case's money
  editBasicInfo: (page) => submit(page, { 'raise-title': '舅舅尿毒症透析，恳请帮助', 'raise-story': STORY, 'raise-target': '100000' }, 'raise-submit'),
  // the hospital's account fixed and saved
  verificationHospital: (page) => submit(page, {}, 'raise-submit'),
  // medical papers sent back to review at once: after a rejection (material-verify), from the centre's to-do (supplement)
  materialVerify: (page) => papers(page),
  supplementCommitVerify: (page) => papers(page),
  // the review page of a draft with every section saved: 提交审核 (on another case's: opened again elsewhere)
  raiseCommitVerify: async (page) => {
    const send = scope(page).getByTestId('raise-submit');
    await scope(page).locator('[data-testid="raise-submit"], [data-testid="publish-button"]').first().waitFor({ timeout: 10_000 }).catch(() => {});
    if (!(await send.count()) || (await send.first().textContent())?.trim() !== '提交审核') return false;
    await submit(page, {}, 'raise-submit');
  },
  // a withdrawal record: its links are tapped like any other; opened again at each record until both the
  // edit of a pending withdrawal (a case in its notice) and 去结束筹款 (a case paid with money left) were on one
  raiseWithdrawDetail: async (page) => {
    await scope(page).getByTestId('withdraw-item').first().waitFor({ timeout: 10_000 }).catch(() => {});
    for (const id of DETAIL_LINKS) if (await scope(page).getByTestId(id).count()) detailLinksSeen.add(id);
    if (detailLinksSeen.size < DETAIL_LINKS.length) return false;
  },
  withdrawConfirm: async (page) => {
    if (!(await scope(page).getByTestId('withdraw-amount').count())) return false; // still raising: stop first (its own screen)
    await submit(page, { 'withdraw-amount': '50.00' }, 'withdraw-submit');
    await tap(page.locator('[data-testid="dialog"]:visible [data-testid="dialog-confirm"]').last());
    await page.waitForURL((u) => !u.pathname.startsWith('/cf/withdraw/confirm/'), { timeout: 10_000 });
  },
};

/** The withdrawal record's links the crawl needs (each on another case's record). */
const DETAIL_LINKS = ['withdraw-edit-link', 'withdraw-close-raise-link'];
const detailLinksSeen = new Set<string>();

/** The medical papers form: a picture uploaded when none is there yet, then 提交审核. */
async function papers(page: Page): Promise<boolean | void> {
  const field = scope(page).getByTestId('material-medical');
  await field.waitFor({ timeout: 10_000 });
  if (await scope(page).getByTestId('raise-locked').count()) return false; // passed review: nothing to send again
  if (!(await field.getByTestId('upload-item').count())) {
    await field.getByTestId('upload-input').setInputFiles({ name: 'medical.png', mimeType: 'image/png', buffer: await png('#c8844a') }, { timeout: 5_000 });
    await field.getByTestId('upload-item').first().waitFor({ timeout: 15_000 });
  }
  await submit(page, {}, 'raise-submit');
}

/** A tap as the crawl makes it (the element's own click, once it is there). */
async function tap(el: Locator): Promise<void> {
  await el.waitFor({ timeout: 10_000 });
  await el.evaluate((e) => (e as HTMLElement).click());
}

/** The screen on top (Taro keeps the pages it leaves in the DOM). */
const scope = (page: Page) => page.locator('.taro_page:visible').last();

/** Fills each field (by test id: the input inside it or the input itself), taps submit, waits for the screen to change. */
async function submit(page: Page, values: Record<string, string>, submitId: string): Promise<void> {
  const scr = scope(page);
  for (const [id, value] of Object.entries(values)) {
    const input = scr.locator(`[data-testid="${id}"] input, input[data-testid="${id}"], [data-testid="${id}"] textarea, textarea[data-testid="${id}"]`).first();
    if (await input.count()) await input.fill(value, { timeout: 15_000 });
  }
  const before = page.url();
  await tap(scr.getByTestId(submitId).first());
  const moved = await page.waitForURL((u) => u.href !== before, { timeout: 20_000 }).then(() => true, () => false);
  if (!moved && !(await page.locator('[data-testid="dialog"]:visible').count())) {
    const alerts = await scope(page).locator('[role=alert]').allTextContents().catch(() => []);
    throw new Error(`${submitId}: stayed on the form${alerts.length ? ` (${alerts.join(' / ')})` : ''}`);
  }
}

/**
 * The route crawl's fundraiser (test/e2e/route-crawl.test.ts): the cases the owner persona needs so that
 * its taps reach every screen of raising and withdrawing, made through the product's own API (a fundraiser
 * fills in and submits, a reviewer decides, donors pay, the owner stops and withdraws), and the forms the
 * crawl fills in and submits where a submission is the way to the next screen.
 *
 * 我的筹款 lists the owner's cases newest first, and the crawl opens each route once: the cases are made
 * oldest first so that the screen shared by several states (the pending notice) is first reached for the
 * state that shows the most (a rejected section: its reasons page and the section to fix).
 */
import type { Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { apiLogin, donate, passedCase, upload, png, type Session } from './money-harness';
import { idCardCheckChar } from '../../src/lib/raise-validation';

const id18 = (first17: string) => first17 + idCardCheckChar(first17);
const STORY = '父亲今年五十六岁，确诊肺癌，正在医院接受化疗，家里积蓄已经用完，恳请好心人帮助我们渡过难关。';

async function base(owner: Session, title: string): Promise<string> {
  const { infoUuid } = await owner.call<{ infoUuid: string }>('/api/cf/v4/add-or-update-base-info', { raiseType: 0, title, targetAmount: 10_000_000, attachments: [], content: STORY });
  return infoUuid;
}

/**
 * The owner's cases (oldest first): ended with money to withdraw; a withdrawal in review; approved and
 * waiting to be published; a dream raise drafted; a draft with only its base; a rejected section.
 */
export async function ownerCases(server: RunningServer, owner: string, reviewerPhone: string, dataDir: string): Promise<void> {
  const [me, reviewer, donor] = await Promise.all([owner, reviewerPhone, '13500001009'].map((p) => apiLogin(server, p)));
  const up = async (kind: string, color: string) => (await uploadTo(server, me, kind, color));
  // ended, money to withdraw: 申请提现 opens the withdrawal form
  const ended = await passedCase(server, me, reviewer, '爸爸肺癌化疗，筹款已结束待提现', { dataDir });
  await donate(donor, ended, 30_000);
  await me.call('/api/cf/v4/drawcash/stop-raise', { infoUuid: ended, reason: '治疗费用已筹齐', confirm: true });
  // a withdrawal in review: 查看提现 opens its progress
  const drawing = await passedCase(server, me, reviewer, '妈妈术后康复，提现审核中', { dataDir });
  await donate(donor, drawing, 20_000);
  await me.call('/api/cf/v4/drawcash/stop-raise', { infoUuid: drawing, reason: '治疗费用已筹齐', confirm: true });
  await me.call('/api/cf/v4/drawcash/apply-draw-cash', { infoUuid: drawing, amount: 10_000, idempotencyKey: `crawl-draw-${Date.now()}` });
  // approved, not yet published: 去发布
  const approved = await filled(me, up, '弟弟白血病骨髓移植，审核已通过');
  await me.call('/api/cf/v4/submit-for-review', { infoUuid: approved });
  const st = await me.call<{ required: string[] }>('/api/cf/v4/get-info-status', { infoUuid: approved });
  for (const section of st.required) await reviewer.call('/api/staff/raise/review-section', { infoUuid: approved, section, approve: true });
  // a dream raise with its summary written: its review page, confirm page, summary and realiser
  await me.call('/api/cf/v4/dream/add-base-info', { title: '为山区学校建一间图书室', targetAmount: 5_000_000, attachments: [], content: '山区小学的孩子们没有课外书可读，我们想为学校建一间图书室，购买书架和两千册适龄图书。' });
  // a draft with only its base: every section to fill in
  await base(me, '外婆脑梗住院，草稿');
  // rejected: one section sent back with its reason (newest: the pending notice is first opened for it)
  const rejected = await filled(me, up, '女儿先心病手术，材料被退回');
  await me.call('/api/cf/v4/submit-for-review', { infoUuid: rejected });
  const st2 = await me.call<{ required: string[] }>('/api/cf/v4/get-info-status', { infoUuid: rejected });
  for (const section of st2.required) {
    const approve = section !== 'material';
    await reviewer.call('/api/staff/raise/review-section', { infoUuid: rejected, section, approve, ...(approve ? {} : { reason: '诊断证明不清晰，请重新上传' }) });
  }
}

async function uploadTo(server: RunningServer, who: Session, kind: string, color: string): Promise<string> {
  return upload(server, who, kind, await png(color));
}

/** An illness case with every section saved (not yet submitted). */
async function filled(me: Session, up: (kind: string, color: string) => Promise<string>, title: string): Promise<string> {
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
  for (const [path, save] of sections) await me.call(path, { infoUuid, save });
  return infoUuid;
}

/**
 * Forms the crawl fills in and submits (route name -> fill and submit on the open screen): the screen a
 * submission leads to is reached by taps like any other. Each runs once per persona, on the first screen
 * of its route the crawl opens.
 */
export const FORMS: Record<string, (page: Page) => Promise<void>> = {};

export type { Page };

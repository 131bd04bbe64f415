/** A case as the funding info answers it, for the screens of test/components/spec-calls.test.tsx. */
import type { ActivityDetail } from '../../src/contract/activity';
import type { FundingInfo } from '../../src/contract/cases';

export const INFO: FundingInfo = {
  infoUuid: 'c1', isSelf: true, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '救救我的孩子', content: '请帮帮我们', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_456,
  donationCount: 7, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: 1_764_000_000_000,
  expireAt: 1_764_000_000_000 + 1e9, serviceCharge: 1,
};


/** A live matching activity with two cases, as the staff console's detail answers it for its MASTER. */
export const ACTIVITY: ActivityDetail = {
  activity: {
    activityId: 'act1', kind: 'matchingDonation', title: '暖阳1:1爱心配捐', sponsorId: 'sp1', sponsorName: '暖阳爱心基金会', status: 'APPROVE',
    ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0, startsAt: 1_764_000_000_000, endsAt: 1_766_000_000_000,
    funded: 100_000, matched: 0, released: 0, left: 100_000, reserved: 0, matchCount: 0, caseCount: 2, heldCount: 0, createdBy: 'u1', createdAt: 1_764_000_000_000,
  },
  sponsorBalance: 0, role: 'MASTER', can: { fund: true, edit: true, actions: ['pause', 'end'], clear: true, reject: true },
  cases: [
    { infoUuid: 'c1', title: '救救小明', matched: 0, matchCount: 0, active: true, raisedAmount: 5000 },
    { infoUuid: 'c2', title: '帮帮小红', matched: 0, matchCount: 0, active: true, raisedAmount: 0 },
  ],
  matches: [], held: [], flags: [], pool: [],
};

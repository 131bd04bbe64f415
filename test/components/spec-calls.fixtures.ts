/** A case as the funding info answers it, for the screens of test/components/spec-calls.test.tsx. */
import type { FundingInfo } from '../../src/contract/cases';

export const INFO: FundingInfo = {
  infoUuid: 'c1', isSelf: true, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '救救我的孩子', content: '请帮帮我们', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_456,
  donationCount: 7, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: 1_764_000_000_000,
  expireAt: 1_764_000_000_000 + 1e9, serviceCharge: 1,
};

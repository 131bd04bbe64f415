/**
 * A case page's answer (get-funding-info) for the client-side suites (stores, mini-program): a raising
 * illness case seen by a visitor; a test overrides what it is about.
 */
import type { FundingInfo } from '../../src/contract/cases';

export function fundingInfo(over: Partial<FundingInfo> = {}): FundingInfo {
  return {
    infoUuid: 'case-1',
    isSelf: false,
    finishStr: '',
    displayStatus: 0,
    raiseType: 0,
    baseInfo: { title: '救救我的孩子', content: '故事', attachments: ['https://img/a.jpg'], largeAttachments: ['https://img/a.jpg!cf_mtr_1080'] },
    newDetailVo: { caseDetailsPageVersion: 0 },
    prNewOrOld: 0,
    targetAmount: 10_000_000,
    raisedAmount: 1_234_500,
    donationCount: 12,
    shareCount: 3,
    payeeInfo: { relation: 'self', name: '张*' },
    treatmentInfo: { hospital: '某医院', disease: '白血病' },
    crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' },
    isHelp: false,
    createdAt: 1_700_000_000_000,
    expireAt: 1_800_000_000_000,
    serviceCharge: 1,
    ...over,
  };
}

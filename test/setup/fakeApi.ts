/**
 * A small fake Api for store and component tests: every method is a jest.fn; account calls have
 * sensible defaults (visitor, code sent, login succeeds), everything else resolves null.
 * Override per test: `const api = createFakeApi(); api.account.sendVerifyCode.mockRejectedValue(...)`.
 */
import type { Api } from '../../src/services/api';
import type { UserInfo } from '../../src/contract/account';

type Mocked<T> = { [K in keyof T]: { [M in keyof T[K]]: T[K][M] & jest.Mock } };
export type FakeApi = Mocked<Api>;

export const TEST_USER: UserInfo = {
  userId: 'u1',
  nickname: '爱心用户',
  headImgUrl: '',
  mobile: '138****8000',
  mobileBound: true,
  thirdType: null,
};

const groups: { [K in keyof Api]: Array<keyof Api[K]> } = {
  account: ['sendVerifyCode', 'loginWithMobile', 'mpLogin', 'bindMobile', 'bindWxPhone', 'loginCheck', 'logout', 'summary', 'checkVerifyCode'],
  mine: ['writings', 'questionAsk', 'questionList', 'protocolCurrent', 'protocolAccept', 'grants', 'grant', 'withdraw', 'staffQuestions', 'staffAnswer', 'staffProtocolPublish', 'monthlyList', 'monthlySet', 'monthlyChange'],
  reports: ['monthly', 'bless', 'annual', 'publicUserInfo', 'deletionPlan', 'deleteAccount'],
  stat: ['pageLog', 'track', 'monitor'],
  config: ['basicStore', 'featureConfig', 'uvGet'],
  wx: ['jssdkSignature'],
  cases: ['list', 'fundingInfo', 'progressList', 'progressAdd'],
  comments: ['list', 'listSelf', 'listShared', 'add', 'remove'],
  verification: ['count', 'selected', 'list'],
  pay: ['status', 'amountTest', 'orderAdd', 'queryOrderStatus', 'myOrders', 'modifyAnonymous', 'resumeOrder', 'closeMyOrder', 'donorWall', 'sandboxConfirm'],
  share: ['success'],
  raise: ['baseInfo', 'goodsBaseInfo', 'dreamBaseInfo', 'getBaseInfo', 'section', 'infoStatus', 'submitForReview', 'refuseMsg', 'publish', 'myCases', 'applyRaise'],
  staff: [
    'whoami', 'queue', 'caseFile', 'reviewSection', 'revisions', 'reviewRevision', 'blacklistAdd', 'blacklistList', 'blacklistRemove',
    'helpList', 'helpUpdateStatus', 'auditLog',
  ],
  staffWork: [
    'progressQueue', 'progressApprove', 'progressReject', 'reportsQueue', 'reportsResolve', 'fraudList', 'fraudResolve', 'doctorQueue', 'doctorApprove',
    'doctorReject', 'markFalse', 'discussionQueue', 'discussionApprove', 'discussionReject', 'discussionEnd', 'withdrawalsQueue', 'withdrawalDetail',
    'withdrawalApprove', 'withdrawalReject', 'objectionResolve', 'fundUseQueue', 'fundUseReview', 'alertsList', 'alertsResolve', 'invoicesQueue', 'invoicesIssue',
    'payoutAuthorise', 'caseRefund', 'reconcile', 'feeWaiver', 'orderLookup',
  ],
  trust: [
    'pageInfo', 'fundraiserVersion', 'labelsGet', 'labelsSet', 'fastReplyList', 'fastReplyAdd', 'fastReplyUpdate', 'fastReplyDelete',
    'progressAdd', 'progressMine', 'progressFollow', 'progressUnfollow', 'progressFollowStatus', 'verifyAdd', 'verifyDelete', 'verifyCount',
    'verifyList', 'verifyUserList', 'discussionGet', 'discussionApply', 'discussionEnd', 'discussionVote', 'discussionComments',
    'discussionCommentAdd', 'discussionCommentRemove', 'reportAdd', 'reportMine', 'messageList', 'messageRead', 'messageResolve',
    'discussionDetail', 'commentGet', 'commentGetV1',
  ],
  money: [
    'checkCanCash', 'drawInfo', 'serviceConfig', 'applyDrawCash', 'publicNotice', 'objectWithdrawal', 'refundRules', 'refundApply', 'refundList', 'refundDetail', 'refundConfirm', 'caseRefundSummary',
    'stopRaise', 'closeRaise', 'editWithdrawal', 'cancelWithdrawal', 'notifications',
  ],
  invoice: ['entrance', 'msg', 'confirm', 'statement'],
  ledger: ['allocation', 'myGift', 'fundUseList', 'fundUseSubmit'],
  shop: [
    'detail', 'gearList', 'gear', 'citys', 'saveAddress', 'addresses', 'orderAdd', 'orders', 'confirmReceive',
    'staffGear', 'staffGearSave', 'staffOrders', 'staffShip', 'staffReceive', 'staffRefund',
  ],
  content: [
    'articleList', 'article', 'problems', 'page', 'adverts', 'publicity', 'diseaseKnowledge', 'abTest', 'userPortrait', 'medicalCount', 'helpList', 'isShare',
    'staffList', 'staffSave', 'staffPublish', 'staffTakeDown', 'configList', 'configSet',
  ],
  growth: [
    'poster', 'setPosterPicture', 'inviteMine', 'inviteLanding', 'inviteAccept', 'leadSubmit', 'leadMine', 'bdBaseInfo', 'bdCases',
    'staffLeads', 'staffLeadClaim', 'staffLeadMove', 'saveWishing', 'wishStat', 'wishLast', 'sampleWords', 'wishShare',
  ],
  activity: [
    'caseInfo', 'donatorCaseInfo', 'raiserActivityInfo', 'areaInfo', 'staffList', 'staffDetail', 'staffCreate', 'staffFund', 'staffMove', 'staffCases',
    'staffDecide', 'storeList', 'storeSet',
  ],
  lifecycle: ['terminate', 'attributes', 'setAttributes', 'experiment', 'setExperiment', 'orderCount', 'myOrderCount'],
  love: ['home', 'ledger', 'signInInfo', 'signIn', 'lottery', 'draw', 'rights', 'rank', 'rankLeave'],
};

/** Builds a fresh fake Api (see module doc). */
export function createFakeApi(): FakeApi {
  const api = {} as Record<string, Record<string, jest.Mock>>;
  for (const [group, methods] of Object.entries(groups)) {
    api[group] = {};
    for (const m of methods as string[]) api[group][m] = jest.fn().mockResolvedValue(null);
  }
  const fake = api as unknown as FakeApi;
  fake.account.loginCheck.mockResolvedValue({ loggedIn: false, user: null });
  fake.account.loginWithMobile.mockResolvedValue({ user: TEST_USER });
  fake.account.bindMobile.mockResolvedValue({ user: TEST_USER });
  fake.account.bindWxPhone.mockResolvedValue({ user: TEST_USER });
  fake.account.mpLogin.mockResolvedValue({ user: { ...TEST_USER, mobileBound: false, mobile: null, thirdType: 17 } });
  fake.config.featureConfig.mockResolvedValue({});
  return fake;
}

/** A promise whose settling the test controls (for "locked while in flight" checks). */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

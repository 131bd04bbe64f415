import { FEE_PROMISE } from '../../../src/contract/rules/promises';
/**
 * 提现公示 as the case page shows it: which withdrawals are announced, their texts (amount, fee, payee
 * masked or in full, absolute notice end, status), who may object (not the owner, not after the
 * decision), the objection form's validation, the login-first rule and the count going up.
 */
import { RootStore } from '../../../src/stores/RootStore';
import {
  NOTICE_RECENT_DAYS, OBJECTION_TEXT_MAX, noticeView, objectionFormError, type NoticeItemData, type NoticeViewer,
} from '../../../src/stores/WithdrawNoticeStore';
import type { PublicNotice } from '../../../src/contract/money';
import { ApiError } from '../../../src/services/errors';
import { chinaTime } from '../../../src/lib/time';
import { createFakePlatform } from '../../../src/platform/fake';
import { createFakeApi, TEST_USER, type FakeApi } from '../../setup/fakeApi';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = chinaTime(2026, 11, 23, 15, 30); // the texts are China time whatever the zone of the process

const w = (over: Partial<NoticeItemData> = {}): NoticeItemData => ({
  withdrawalId: 'w1', infoUuid: 'c1', amount: 100_001, status: 'PENDING', createdAt: NOW - HOUR, feeOption: 2, fee: 600, netAmount: 99_401,
  payeeType: 'FAMILY', noticeUntil: NOW + 23 * HOUR, inNotice: true, canObject: true, objectionCount: 0, openObjections: 0, ...over,
});
const notice = (...list: NoticeItemData[]): PublicNotice => ({ infoUuid: 'c1', caseStatus: 101, noticeHours: 24, list });
const visitor: NoticeViewer = { isSelf: false, payeeInfo: { relation: 'self', name: '张小明' }, treatmentInfo: { hospital: '北京协和医院', disease: '' } };
const owner: NoticeViewer = { ...visitor, isSelf: true };

test('texts: amount and fee in yuan from fen, payee masked for a person and in full for a hospital, absolute notice end', () => {
  const [it] = noticeView(notice(w()), visitor, NOW);
  expect(it).toMatchObject({ id: 'w1', amount: '1,000.01元', fee: '6.00元', net: '994.01元', statusText: '公示中', canObject: true, objections: '暂无异议' });
  expect(it.payee).toBe('患者家属/收款人（张**）');
  expect(it.until).toBe('公示至 11月24日 14:30');
  expect(it.askedAt).toBe('2026年11月23日 14:30');
  expect(noticeView(notice(w({ payeeType: 'HOSPITAL', fee: 0 })), visitor, NOW)[0]).toMatchObject({ payee: '医院对公账户（北京协和医院）', fee: FEE_PROMISE.noticeNoFee });
  const noHospital = { ...visitor, treatmentInfo: { hospital: ' ', disease: '' } };
  expect(noticeView(notice(w({ payeeType: 'HOSPITAL' })), noHospital, NOW)[0].payee).toBe('医院对公账户（治疗医院对公账户）');
  // the product's one mask (contract/rules/names.ts): the same stars whatever the name's length
  expect(noticeView(notice(w()), { ...visitor, payeeInfo: { ...visitor.payeeInfo, name: '李四' } }, NOW)[0].payee).toBe('患者家属/收款人（李**）');
});

test('status: 公示中 during the notice, 审核中 after it, and the decided states; objections counted', () => {
  const texts = (o: Partial<NoticeItemData>) => noticeView(notice(w(o)), visitor, NOW)[0];
  expect(texts({ inNotice: false, noticeUntil: NOW - HOUR }).statusText).toBe('审核中');
  expect(texts({ inNotice: false, noticeUntil: NOW - HOUR }).until).toBe('公示已于 11月23日 14:30 结束');
  expect(texts({ status: 'FIRST_APPROVED', inNotice: false }).statusText).toBe('审核中');
  for (const [status, text] of [['APPROVED', '审核通过，待打款'], ['REJECTED', '审核未通过'], ['PAID', '已打款'], ['CANCELLED', '已取消']] as const) {
    const it = texts({ status, inNotice: false, canObject: false });
    expect([it.statusText, it.canObject]).toEqual([text, false]);
  }
  expect(texts({ objectionCount: 3, openObjections: 1 }).objections).toBe('3条异议（1条待平台核实）');
  expect(texts({ objectionCount: 2, openObjections: 0 }).objections).toBe('2条异议（已核实）');
});

test('shown: in notice or awaiting approval, or decided lately; the owner never gets the objection button', () => {
  const old = w({ withdrawalId: 'old', status: 'PAID', inNotice: false, canObject: false, createdAt: NOW - 40 * DAY, noticeUntil: NOW - 39 * DAY });
  const recent = w({ withdrawalId: 'recent', status: 'REJECTED', inNotice: false, canObject: false, createdAt: NOW - 3 * DAY, noticeUntil: NOW - 2 * DAY });
  const review = w({ withdrawalId: 'review', inNotice: false, canObject: true, createdAt: NOW - 30 * DAY, noticeUntil: NOW - 29 * DAY });
  expect(noticeView(notice(old, recent, review, w()), visitor, NOW).map((i) => i.id)).toEqual(['w1', 'recent', 'review']);
  expect(noticeView(notice(recent), visitor, NOW + NOTICE_RECENT_DAYS * DAY).map((i) => i.id)).toEqual([]);
  expect(noticeView(notice(w()), owner, NOW)[0].canObject).toBe(false);
});

test('objection form validation: a reason from the report reasons and 1..200 characters of words', () => {
  expect(objectionFormError('', '说明')).toBe('请选择异议原因');
  expect(objectionFormError('随便写的', '说明')).toBe('请选择异议原因');
  expect(objectionFormError('资金用途不当', '   ')).toBe('请填写异议说明');
  expect(objectionFormError('资金用途不当', '字'.repeat(OBJECTION_TEXT_MAX + 1))).toBe(`异议说明不能超过${OBJECTION_TEXT_MAX}字`);
  expect(objectionFormError('资金用途不当', '字'.repeat(OBJECTION_TEXT_MAX))).toBe('');
});

describe('the store', () => {
  let api: FakeApi;
  let root: RootStore;
  const platform = () => root.platform as ReturnType<typeof createFakePlatform>;
  function make(loggedIn: boolean) {
    api = createFakeApi();
    if (loggedIn) api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
    api.money.publicNotice.mockResolvedValue(notice(w()));
    root = new RootStore(api, createFakePlatform({ path: '/cf/contribute/c1' }));
    return root.withdrawNotice;
  }

  test('loads the notice of the case; an error is kept as Chinese text and a retry clears it', async () => {
    const store = make(false);
    api.money.publicNotice.mockRejectedValueOnce(new ApiError(500, '服务繁忙，请稍后再试'));
    await store.load('c1');
    expect(store.loadAct.error).toBe('服务繁忙，请稍后再试');
    expect(store.items('c1', visitor, NOW)).toEqual([]);
    await store.load('c1');
    expect(api.money.publicNotice).toHaveBeenLastCalledWith({ infoUuid: 'c1' });
    expect(store.loadAct.error).toBe('');
    expect(store.items('c1', visitor, NOW).map((i) => i.statusText)).toEqual(['公示中']);
    expect(store.items('other', visitor, NOW)).toEqual([]);
  });

  test('a visitor is sent to login first and nothing is sent', async () => {
    const store = make(false);
    await store.load('c1');
    expect(await store.openObjection('w1')).toBe(false);
    expect(store.objecting).toBe('');
    expect(platform().nav.history.at(-1)).toMatch(/^\/login\?redirectUrl=/);
    expect(decodeURIComponent(platform().nav.history.at(-1)!)).toContain('/cf/contribute/c1');
    expect(api.money.objectWithdrawal).not.toHaveBeenCalled();
  });

  test('a member objects: validation first, then the reason and words are sent and the count goes up', async () => {
    const store = make(true);
    await store.load('c1');
    expect(await store.openObjection('w1')).toBe(true);
    expect(store.objecting).toBe('w1');
    expect(await store.submitObjection()).toBe(false);
    expect(store.submitAct.error).toBe('请选择异议原因');
    store.setReason('资金用途不当');
    expect(store.submitAct.error).toBe('');
    store.setContent('字'.repeat(OBJECTION_TEXT_MAX + 50));
    expect([...store.content].length).toBe(OBJECTION_TEXT_MAX);
    store.setContent('  ');
    expect(await store.submitObjection()).toBe(false);
    expect(store.submitAct.error).toBe('请填写异议说明');
    expect(api.money.objectWithdrawal).not.toHaveBeenCalled();

    store.setContent(' 请核实这笔提现是否用于治疗 ');
    api.money.objectWithdrawal.mockResolvedValue({ objectionId: 'ob1', withdrawalId: 'w1', status: 'OPEN' });
    // the server's next answer counts the objection too
    api.money.publicNotice.mockResolvedValue(notice(w({ objectionCount: 1, openObjections: 1 })));
    expect(await store.submitObjection()).toBe(true);
    expect(api.money.objectWithdrawal).toHaveBeenCalledWith({ withdrawalId: 'w1', reason: '资金用途不当：请核实这笔提现是否用于治疗' });
    expect(store.done).toEqual({ w1: true });
    expect(store.objecting).toBe('');
    expect(store.items('c1', visitor, NOW)[0]).toMatchObject({ objectionCount: 1, objections: '1条异议（1条待平台核实）' });
  });

  test("the server's refusal is shown on the form and the count stays", async () => {
    const store = make(true);
    await store.load('c1');
    await store.openObjection('w1');
    store.setReason('信息虚假');
    store.setContent('金额不对');
    api.money.objectWithdrawal.mockRejectedValue(new ApiError(400, '该提现已不在公示期，无法提出异议'));
    expect(await store.submitObjection()).toBe(false);
    expect(store.submitAct.error).toBe('该提现已不在公示期，无法提出异议');
    expect(store.done).toEqual({});
    expect(store.objecting).toBe('w1');
    expect(store.items('c1', visitor, NOW)[0].objectionCount).toBe(0);
  });
});

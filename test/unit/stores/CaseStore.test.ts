import { CaseStore } from '../../../src/stores/CaseStore';
import { STATUS_MESSAGES, canDonate, isRiskCase, showNewDetail, statusMessage } from '../../../src/stores/caseStatus';
import type { CaseStatus } from '../../../src/contract/cases';
import { fakeRoot, fundingInfo } from './donor-fakes';

const ALL: CaseStatus[] = [0, 1, 2, 3, 4, 101, 102, 103, 201, 202, 203, 204];

describe('case status rules', () => {
  test('every status code has its own non-empty Chinese message', () => {
    const texts = ALL.map(statusMessage);
    expect(new Set(texts).size).toBe(ALL.length);
    for (const t of texts) expect(t).toMatch(/[\u4e00-\u9fa5]/);
    expect(STATUS_MESSAGES[1]).toBe('筹款已成功，感谢每一位爱心人士');
    expect(STATUS_MESSAGES[204]).toBe('善款已全部退回');
  });

  test('donating is enabled only in status 0', () => {
    expect(ALL.filter(canDonate)).toEqual([0]);
    expect(canDonate(-1)).toBe(false);
  });

  test('risk case: displayStatus 4 with an empty finish text only', () => {
    expect(isRiskCase({ displayStatus: 4, finishStr: '' })).toBe(true);
    expect(isRiskCase({ displayStatus: 4, finishStr: '  ' })).toBe(true);
    expect(isRiskCase({ displayStatus: 4, finishStr: '筹款已结束' })).toBe(false);
    expect(isRiskCase({ displayStatus: 0, finishStr: '' })).toBe(false);
    expect(isRiskCase({ displayStatus: 2, finishStr: '' })).toBe(false);
  });

  test('new detail: version 1 always, version 2 only for a non-owner', () => {
    const v = (caseDetailsPageVersion: 0 | 1 | 2, isSelf: boolean) => showNewDetail({ newDetailVo: { caseDetailsPageVersion }, isSelf });
    expect(v(1, false)).toBe(true);
    expect(v(1, true)).toBe(true);
    expect(v(2, false)).toBe(true);
    expect(v(2, true)).toBe(false);
    expect(v(0, false)).toBe(false);
  });
});

describe('CaseStore', () => {
  test('open shows the server numbers and derived flags', async () => {
    const root = fakeRoot();
    root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ displayStatus: 2 }));
    const store = new CaseStore(root.asRoot);
    const info = await store.open('case-1');
    expect(info?.raisedAmount).toBe(1_234_500);
    expect(store.canDonate).toBe(false);
    expect(store.statusMessage).toBe('筹款已提前结束');
    expect(store.percent).toBe(12);
    expect(root.platform.nav.calls).toEqual([]);
  });

  test('a risk case replaces the page with the intercept page', async () => {
    const root = fakeRoot({ platform: { path: '/cf/contribute/case-1' } });
    root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ displayStatus: 4, finishStr: '' }));
    const store = new CaseStore(root.asRoot);
    await store.open('case-1');
    expect(store.isRisk).toBe(true);
    expect(root.platform.nav.calls).toEqual([
      expect.objectContaining({ type: 'go', target: 'riskCaseIntercept', replace: true }),
    ]);
    expect(root.platform.nav.currentPath()).toMatch(/^\/cf\/risk-case-intercept/);
  });

  test('a terminated case with a finish text is not intercepted and cannot take donations', async () => {
    const root = fakeRoot();
    root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ displayStatus: 4, finishStr: '已终止' }));
    const store = new CaseStore(root.asRoot);
    await store.open('case-1');
    expect(root.platform.nav.calls).toEqual([]);
    expect(store.canDonate).toBe(false);
    expect(store.statusMessage).toBe('该筹款已被平台终止');
  });

  test('a failed load keeps an error, reports it and does not invent data', async () => {
    const root = fakeRoot();
    root.api.cases.fundingInfo.mockRejectedValue({ code: 500, msg: '服务繁忙' });
    const store = new CaseStore(root.asRoot);
    expect(await store.open('case-1')).toBeNull();
    expect(store.loadAct.error).toBe('服务繁忙');
    expect(store.info).toBeNull();
    expect(store.canDonate).toBe(false);
    expect(root.api.stat.monitor).toHaveBeenCalledWith(expect.objectContaining({ category: 'CF_IMPORTANT_FUNDING_INFO' }));
  });

  test("the spread page's failed load is reported as its own event", async () => {
    const root = fakeRoot();
    root.api.cases.fundingInfo.mockRejectedValue({ code: 500, msg: '服务繁忙' });
    expect(await new CaseStore(root.asRoot).open('case-1', { failureEvent: 'SPREAD_FUNDING_INFO' })).toBeNull();
    expect(root.api.stat.monitor.mock.calls.map((c: [{ category: string }]) => c[0].category)).toEqual(['CF_IMPORTANT_SPREAD_FUNDING_INFO']);
  });

  test('extras: counters and at most 7 selected verifications; failures leave them empty', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = fakeRoot();
    root.api.cases.fundingInfo.mockResolvedValue(fundingInfo());
    root.api.verification.count.mockResolvedValue({ count: 9, countFromHospital: 1, doctorVerificationCount: 2, friendsVerificationCount: 6, sickFriendsVerificationCount: 1 });
    root.api.verification.selected.mockResolvedValue({
      list: Array.from({ length: 9 }, (_, i) => ({ verifyId: `v${i}`, infoUuid: 'case-1', nickname: 'n', headImgUrl: '', relationship: '同事', content: 'c', isDoctor: false, time: 1 })),
    });
    const store = new CaseStore(root.asRoot);
    await store.open('case-1');
    await store.loadExtras('case-1');
    expect(store.verifyCount?.doctorVerificationCount).toBe(2);
    expect(store.selectedVerifications).toHaveLength(7);
    expect(root.api.verification.selected).toHaveBeenCalledWith(expect.objectContaining({ maxCount: 7 }));

    root.api.verification.count.mockRejectedValue(new Error('x'));
    const other = new CaseStore(root.asRoot);
    await other.open('case-1');
    await other.loadExtras('case-1');
    expect(other.verifyCount).toBeNull();
  });
});

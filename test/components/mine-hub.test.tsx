/**
 * The donor's home: the 我的 hub (name, love value, counts, entries, service phone, log out, a new
 * protocol version asked for once), the H5 tab bar, and the lists (my cases with their next step, what I
 * wrote, questions, authorisations).
 */
import { act, fireEvent } from '@testing-library/react';
import { MineHubView } from '../../src/pages/mine-hub/MineHubView';
import { TabBar } from '../../src/components/TabBar';
import MineRaisePage from '../../src/pages/mine/raise';
import RaiseResultPage from '../../src/pages/raise/result';
import MineProgressPage from '../../src/pages/mine/progress';
import QuestionPage from '../../src/pages/mine/question';
import AuthServicePage from '../../src/pages/mine/authservice';
import { MonthlyGivingList } from '../../src/pages/mine/donation/MonthlyGivingList';
import type { ProtocolDoc } from '../../src/contract/mine';
import type { MyRaiseCase } from '../../src/contract/raise';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';

const SUMMARY = { donationCount: 2, donatedFen: 25_000, raisedCount: 1, verificationCount: 3, loveValue: 57 };
const doc = (kind: 'user' | 'privacy', over: Partial<ProtocolDoc> = {}): ProtocolDoc => ({
  kind, version: 1, title: kind === 'user' ? '用户协议' : '隐私政策', summary: '', body: '', publishedAt: 0, accepted: false, pending: false, ...over,
});

function loggedInApi(): FakeApi {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.account.summary.mockResolvedValue(SUMMARY);
  api.mine.protocolCurrent.mockResolvedValue({ list: [doc('user'), doc('privacy')] });
  api.mine.monthlyList.mockResolvedValue({ month: '2026-11', list: [] });
  return api;
}

test('the hub shows the name, love value and counts from the server, and its entries and log out work', async () => {
  const api = loggedInApi();
  const r = renderWithStores(<MineHubView />, { api, platform: { path: '/cf/mine' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('mine-love-value').textContent).toBe('57'));
  expect(r.getByTestId('mine-name').textContent).toBe(TEST_USER.nickname);
  expect(r.getByTestId('mine-count-donations').textContent).toContain('2');
  expect(r.getByTestId('mine-count-raised').textContent).toContain('1');
  expect(r.getByTestId('mine-count-verifications').textContent).toContain('3');
  expect(r.getByTestId('mine-donated').textContent).toContain('250');
  expect(r.getByTestId('mine-service-phone').textContent).toContain('400-900-1234');
  expect(r.root.ui.dialog).toBeNull(); // nothing pending: no protocol question

  fireEvent.click(r.getByTestId('mine-entry-donation'));
  fireEvent.click(r.getByTestId('mine-entry-monthly'));
  fireEvent.click(r.getByTestId('mine-love'));
  expect(r.platform.nav.history.slice(-3)).toEqual(['/cf/mine-donation', '/cf/monthly-report', '/cf/love-value-home']);
  // the activity rewards, pennants and goods orders are reached from here too
  for (const id of ['mine-entry-rewards', 'mine-entry-pennants', 'mine-entry-orders']) fireEvent.click(r.getByTestId(id));
  expect(r.platform.nav.history.slice(-3)).toEqual(['/cf/activity/get-reward', '/cf/pennants/mine', '/cf/mine-order']);
  expect(['mine-entry-rewards', 'mine-entry-pennants', 'mine-entry-orders'].map((id) => r.getByTestId(id).textContent)).toEqual(['我的红包/奖品›', '我的锦旗›', '我的订单›']);
  // and inviting friends (issue 25: the invitation had no way in)
  fireEvent.click(r.getByTestId('mine-entry-invite'));
  expect(r.platform.nav.history.at(-1)).toBe('/cf/activity/inviter');

  api.account.logout.mockResolvedValue(null);
  fireEvent.click(r.getByTestId('mine-logout'));
  await eventually(() => expect(r.root.ui.dialog?.title).toBe('确定退出登录吗？'));
  r.root.ui.confirmDialog();
  await eventually(() => expect(api.account.logout).toHaveBeenCalledTimes(1));
  await eventually(() => expect(r.root.auth.user).toBeNull());
  expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/common/list');
});

test('staff find their console in 我的 (审核工作台); nobody else sees the entry', async () => {
  const api = loggedInApi();
  const r = renderWithStores(<MineHubView />, { api, platform: { path: '/cf/mine' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('mine-love-value').textContent).toBe('57'));
  expect(r.queryByTestId('mine-entry-staff')).toBeNull();

  const staffApi = loggedInApi();
  staffApi.account.summary.mockResolvedValue({ ...SUMMARY, staff: true });
  const s = renderWithStores(<MineHubView />, { api: staffApi, platform: { path: '/cf/mine' } });
  await s.root.auth.check();
  await eventually(() => expect(s.getByTestId('mine-entry-staff').textContent).toBe('审核工作台›'));
  fireEvent.click(s.getByTestId('mine-entry-staff'));
  expect(s.platform.nav.history[s.platform.nav.history.length - 1]).toBe('/staff');
});

test('a protocol version newer than the account is asked for once; accepting records it and the question stops', async () => {
  const api = loggedInApi();
  const pending = doc('user', { version: 2, summary: '新增月捐条款', publishedAt: 1_764_000_000_000, pending: true });
  api.mine.protocolCurrent.mockResolvedValue({ list: [pending, doc('privacy', { accepted: true })] });
  api.mine.protocolAccept.mockResolvedValue({ ...pending, accepted: true, pending: false });
  const r = renderWithStores(<MineHubView />, { api, platform: { path: '/cf/mine' } });
  await eventually(() => expect(r.root.ui.dialog?.title).toBe('用户协议已更新'));
  expect(r.root.ui.dialog?.content).toContain('新增月捐条款');
  r.root.ui.confirmDialog();
  await eventually(() => expect(api.mine.protocolAccept).toHaveBeenCalledWith({ kind: 'user', version: 2 }));
  // the accepted version comes back no longer pending: no second question
  await eventually(() => expect(r.root.mine.pendingProtocol).toBeNull());
  expect(r.root.ui.dialog).toBeNull();
  expect(api.mine.protocolAccept).toHaveBeenCalledTimes(1);
});

test('the H5 tab bar marks the current tab and opens the others', () => {
  const r = renderWithStores(<TabBar active='mine' />, { platform: { path: '/cf/mine' } });
  expect(r.getByTestId('tab-mine').getAttribute('aria-current')).toBe('page');
  expect(r.getByTestId('tab-home').textContent).toBe('首页');
  fireEvent.click(r.getByTestId('tab-mine'));
  expect(r.platform.nav.history).toEqual(['/cf/mine']);
  fireEvent.click(r.getByTestId('tab-launch'));
  expect(r.platform.nav.history).toEqual(['/cf/launch']);
  fireEvent.click(r.getByTestId('tab-home'));
  expect(r.platform.nav.history).toEqual(['/cf/common/list']);
});

const myCase = (over: Partial<MyRaiseCase>): MyRaiseCase => ({
  infoUuid: 'c0', title: '救救小明', raiseType: 0, targetAmount: 10_000_000, raisedAmount: 0, published: true, caseStatus: 0,
  sections: { base: 2, patient: 2, payee: 2, treatment: 2, household: 2, material: 2, fundraiser: 2, hospital: 0 } as MyRaiseCase['sections'],
  required: ['base', 'patient', 'payee', 'treatment', 'household', 'material', 'fundraiser'],
  createdAt: 1_764_000_000_000, updatedAt: 1_764_000_000_000, ...over,
});

// The hospital account of a bank payee is never filled: it stays NO_SAVE and must not make a sent raise a draft.
const every = (st: 0 | 1 | 2 | 3 | 4) => ({ base: st, patient: st, payee: st, treatment: st, household: st, material: st, fundraiser: st, hospital: 0 }) as MyRaiseCase['sections'];

test('my cases: every state with its next step, drafts included; a sent raise is in review and an approved one is published from here', async () => {
  const api = loggedInApi();
  api.raise.myCases.mockResolvedValue({
    list: [
      myCase({ infoUuid: 'draft', published: false, sections: { ...every(0), base: 1 } }),
      myCase({ infoUuid: 'rejected', published: false, sections: { ...every(2), patient: 3 } }),
      myCase({ infoUuid: 'sent', published: false, sections: every(4) }),
      myCase({ infoUuid: 'approved', published: false, sections: every(2) }),
      myCase({ infoUuid: 'raising' }),
      myCase({ infoUuid: 'ended', caseStatus: 2 }),
    ],
  });
  const r = renderWithStores(<MineRaisePage />, { api, platform: { path: '/cf/mine-raise' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('mine-raise-item')).toHaveLength(6));
  expect(r.getAllByTestId('mine-raise-state').map((e) => e.textContent)).toEqual(['草稿', '审核未通过', '审核中', '待发布', '筹款中', '筹款已结束']);
  const next = r.getAllByTestId('mine-raise-next');
  expect(next.map((e) => e.textContent)).toEqual(['继续填写', '修改材料', '查看进度', '去发布', '筹款管理', '申请提现']);
  expect(next.map((e) => e.getAttribute('data-primary'))).toEqual([null, null, null, 'true', null, null]);
  fireEvent.click(next[0]);
  fireEvent.click(next[3]);
  fireEvent.click(next[4]);
  fireEvent.click(next[5]);
  expect(r.platform.nav.history.slice(-4)).toEqual([
    '/cf/raise/pending-notice/draft', '/raise/commit-verify/approved', '/cf/contribute/fundraiser-center/raising', '/cf/withdraw/confirm/ended',
  ]);
});

test('my cases: a published case shows what it raised (the case page\'s 已筹金额, from fen), a draft shows none', async () => {
  const api = loggedInApi();
  api.raise.myCases.mockResolvedValue({
    list: [myCase({ infoUuid: 'raising', raisedAmount: 345_650 }), myCase({ infoUuid: 'draft', published: false, sections: { ...every(0), base: 1 } })],
  });
  const r = renderWithStores(<MineRaisePage />, { api, platform: { path: '/cf/mine-raise' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('mine-raise-item')).toHaveLength(2));
  const [raising, draft] = r.getAllByTestId('mine-raise-item');
  expect(raising.querySelector('[data-testid="mine-raise-raised"]')?.textContent).toBe('已筹3,456.5元');
  expect(draft.querySelector('[data-testid="mine-raise-raised"]')).toBeNull();
});

test('the raise done screens: 稍后再填 only while something is left to fill in, never after 已提交审核', async () => {
  for (const [path, later] of [['/cf/publish/raise/commit-basic-success/c1', true], ['/cf/publish/raise/commit-verify-success/c1', false]] as const) {
    const r = renderWithStores(<RaiseResultPage />, { api: loggedInApi(), platform: { path } });
    await r.root.auth.check();
    await eventually(() => expect(r.getByTestId('raise-next')).toBeTruthy());
    expect(r.queryByTestId('raise-later') !== null).toBe(later);
    r.unmount();
  }
});

test('what I wrote: progress posts with their review status and my verifications', async () => {
  const api = loggedInApi();
  api.mine.writings.mockResolvedValue({
    progress: [{ id: 'p1', infoUuid: 'c1', caseTitle: '小明的治疗费', content: '今天化疗', status: 'pending', createdAt: 1_764_000_000_000 }],
    verifications: [{ id: 'v1', infoUuid: 'c2', caseTitle: '小红的手术费', relationship: '同事', content: '情况属实', isFalse: false, createdAt: 1_764_000_000_000 }],
  });
  const r = renderWithStores(<MineProgressPage />, { api, platform: { path: '/cf/mine-progress' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('mine-progress-item').textContent).toContain('审核中'));
  expect(r.getByTestId('mine-verify-item').textContent).toContain('小红的手术费');
  fireEvent.click(r.getByTestId('mine-verify-item'));
  expect(r.platform.nav.history[r.platform.nav.history.length - 1]).toBe('/cf/contribute/c2');
});

test('questions: a too-short question is refused on the spot; a sent one shows with its answer', async () => {
  const api = loggedInApi();
  const asked = { id: 'q1', content: '捐款能开收据吗？请问', status: 'open' as const, answer: '', createdAt: 1_764_000_000_000, answeredAt: null };
  api.mine.questionList.mockResolvedValueOnce({ list: [], hasNext: false, anchorId: '' });
  api.mine.questionAsk.mockResolvedValue(asked);
  api.mine.questionList.mockResolvedValue({ list: [{ ...asked, status: 'answered', answer: '可以，在我的捐款中申请。', answeredAt: 1_764_000_100_000 }], hasNext: false, anchorId: '' });
  const r = renderWithStores(<QuestionPage />, { api, platform: { path: '/cf/question' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('question-input')).toBeTruthy());
  typeInto(r.getByTestId('question-input'), '你好');
  fireEvent.click(r.getByTestId('question-submit'));
  await eventually(() => expect(r.getByTestId('question-error').textContent).toBe('问题请填写5-500个字'));
  expect(api.mine.questionAsk).not.toHaveBeenCalled();

  typeInto(r.getByTestId('question-input'), '捐款能开收据吗？请问');
  fireEvent.click(r.getByTestId('question-submit'));
  await eventually(() => expect(api.mine.questionAsk).toHaveBeenCalledWith({ content: '捐款能开收据吗？请问' }));
  await eventually(() => expect(r.getByTestId('question-answer').textContent).toContain('可以，在我的捐款中申请。'));
  expect(r.root.mine.draft).toBe('');
});

test('authorisations: a withdrawable one is withdrawn after confirming; the phone of a phone-only account says why not', async () => {
  const api = loggedInApi();
  api.mine.grants.mockResolvedValue({
    list: [
      { kind: 'wx_profile', granted: false, withdrawable: false, detail: '', note: '未使用微信登录' },
      { kind: 'phone', granted: true, withdrawable: false, detail: '138****8000', note: '手机号是您登录爱心筹的唯一方式，不能单独撤回；如需停止使用，请注销账号' },
      { kind: 'subscribe', granted: true, withdrawable: true, detail: '', note: '' },
    ],
  });
  api.mine.withdraw.mockResolvedValue({
    list: [
      { kind: 'wx_profile', granted: false, withdrawable: false, detail: '', note: '未使用微信登录' },
      { kind: 'phone', granted: true, withdrawable: false, detail: '138****8000', note: '手机号是您登录爱心筹的唯一方式，不能单独撤回；如需停止使用，请注销账号' },
      { kind: 'subscribe', granted: false, withdrawable: false, detail: '', note: '' },
    ],
  });
  const r = renderWithStores(<AuthServicePage />, { api, platform: { path: '/authservice' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('grant-phone').textContent).toContain('注销账号'));
  expect(r.queryByTestId('grant-withdraw-phone')).toBeNull();
  fireEvent.click(r.getByTestId('grant-withdraw-subscribe'));
  await eventually(() => expect(r.root.ui.dialog?.title).toBe('撤回订阅消息授权'));
  r.root.ui.confirmDialog();
  await eventually(() => expect(r.getByTestId('grant-subscribe').getAttribute('data-granted')).toBe('0'));
  expect(api.mine.withdraw).toHaveBeenCalledWith({ kind: 'subscribe' });
});

test('monthly giving: the hub reminds of a due gift and opens the pay page with its amount; the list pauses and stops after confirming', async () => {
  const api = loggedInApi();
  const gift = { id: 'g1', infoUuid: 'c1', caseTitle: '小明的治疗费', amount: 3000, status: 'active' as const, caseRaising: true, paidThisMonth: false, due: true };
  api.mine.monthlyList.mockResolvedValue({ month: '2026-11', list: [gift] });
  const hub = renderWithStores(<MineHubView />, { api, platform: { path: '/cf/mine' } });
  await eventually(() => expect(hub.getByTestId('monthly-due').textContent).toContain('小明的治疗费 · 30元'));
  fireEvent.click(hub.getByTestId('monthly-pay'));
  expect(hub.platform.nav.history[hub.platform.nav.history.length - 1]).toBe('/cf/pay/c1?amount=3000');
  hub.unmount();

  api.pay.myOrders.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.mine.monthlyChange.mockImplementation(async ({ action }: { action: string }) => ({ ...gift, status: action === 'pause' ? 'paused' : 'stopped', due: false }));
  const r = renderWithStores(<MonthlyGivingList />, { api, platform: { path: '/cf/mine-donation' } });
  await eventually(() => expect(r.getByTestId('monthly-item').getAttribute('data-status')).toBe('active'));
  fireEvent.click(r.getByTestId('monthly-pause'));
  await eventually(() => expect(r.getByTestId('monthly-item').getAttribute('data-status')).toBe('paused'));
  expect(api.mine.monthlyChange).toHaveBeenLastCalledWith({ id: 'g1', action: 'pause' });
  fireEvent.click(r.getByTestId('monthly-stop'));
  await eventually(() => expect(r.root.ui.dialog?.title).toBe('停止月捐'));
  r.root.ui.cancelDialog();
  await eventually(() => expect(r.root.ui.dialog).toBeNull());
  expect(api.mine.monthlyChange).toHaveBeenCalledTimes(1);
  fireEvent.click(r.getByTestId('monthly-stop'));
  await eventually(() => expect(r.root.ui.dialog?.title).toBe('停止月捐'));
  r.root.ui.confirmDialog();
  await eventually(() => expect(r.getByTestId('monthly-item').getAttribute('data-status')).toBe('stopped'));
  expect(api.mine.monthlyChange).toHaveBeenLastCalledWith({ id: 'g1', action: 'stop' });
});

test('monthly giving layout (issue 25): the chosen case keeps its chip shape, and a row of actions starts where its text does', async () => {
  const api = loggedInApi();
  const paused = { id: 'g2', infoUuid: 'c2', caseTitle: '小红的手术费', amount: 2000, status: 'paused' as const, caseRaising: true, paidThisMonth: false, due: false };
  api.mine.monthlyList.mockResolvedValue({ month: '2026-11', list: [paused] });
  const order = { orderId: 'o1', infoUuid: 'c1', caseTitle: '小明的治疗费', status: 'PAID' } as unknown as import('../../src/contract/pay').MyOrder;
  api.pay.myOrders.mockResolvedValue({ list: [order], hasNext: false, anchorId: '' });
  const r = renderWithStores(<MonthlyGivingList />, { api, platform: { path: '/cf/mine-donation' } });
  await act(async () => {
    await r.root.orders.mine.refresh();
  });
  await eventually(() => expect(r.getByTestId('monthly-item').getAttribute('data-status')).toBe('paused'));
  // no per-button margins: the row's gap spaces them, so the first one (恢复 here) is not pushed in
  const actions = r.getByTestId('monthly-item').querySelectorAll('[role="button"]');
  expect([...actions].map((a) => a.textContent)).toEqual(['恢复', '停止']);
  for (const a of actions) expect((a as HTMLElement).style.marginLeft).toBe('');
  expect(actions[0].parentElement?.className).toBe('mine-actions');

  await eventually(() => expect(r.getByTestId('monthly-case').textContent).toBe('小明的治疗费'));
  fireEvent.click(r.getByTestId('monthly-case'));
  await eventually(() => expect(r.getByTestId('monthly-case').getAttribute('aria-pressed')).toBe('true'));
  // chosen: still a chip (filled), never the full-width button
  expect(r.getByTestId('monthly-case').className).toContain('mine-list-item__action');
  expect(r.getByTestId('monthly-case').className).toContain('mine-chip--on');
  expect(r.getByTestId('monthly-case').className).not.toContain('mine-btn');
});

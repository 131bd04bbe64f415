/**
 * The staff console names people, never ids: the withdrawal queue's 初审 and a 提现异议's 提出人, the
 * audit log's actors, a content item's author, all from the names the server resolved (staff display
 * names, a donor's masked name and phone, 系统).
 */
import { StaffFrame } from '../../src/pages/staff/StaffFrame';
import { WorkQueueView } from '../../src/pages/staff/work/WorkQueueView';
import StaffAuditLogPage from '../../src/pages/staff/audit-log';
import { StaffContentView } from '../../src/pages/staff/content';
import { ActivityDetailView } from '../../src/pages/staff/activity/ActivityDetailView';
import type { StaffWithdrawalDetail, StaffWithdrawalItem } from '../../src/contract/staff-work';
import type { StaffContentItem } from '../../src/contract/content';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

const IDS = ['u-staff-wang', 'u-donor-7', 'u-staff-li'];

function staffApi() {
  const api = createFakeApi();
  api.staff.whoami.mockResolvedValue({ userId: 'u-staff-li', nickname: '爱心人士0099', displayName: '审核员·李雷' });
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  return api;
}

const base = {
  withdrawalId: 'w1', infoUuid: 'c1', amount: 60000, status: 'FIRST_APPROVED', createdAt: 1, feeOption: 1, fee: 0, netAmount: 60000,
  payeeType: 'FAMILY', noticeUntil: 2,
};

test('the withdrawal queue names the first approver and the objection\'s donor, never their ids', async () => {
  const api = staffApi();
  const item: StaffWithdrawalItem = { ...base, caseTitle: '救救孩子', caseStatus: 101, approver1: 'u-staff-wang', approver1Name: '审核员·王敏', noticeOver: true };
  const detail: StaffWithdrawalDetail = {
    ...base, approver1: 'u-staff-wang', approver2: null, approver1Name: '审核员·王敏', approver2Name: null, rejectReason: null,
    case: { infoUuid: 'c1', title: '救救孩子', status: 101, ownerUserId: 'u-owner', hospital: '协和医院', payeeName: '张三' },
    objections: [{ objection_id: 'o1', user_id: 'u-donor-7', user_name: '李**（139****0007）', reason: '患者已出院', status: 'OPEN', created_at: 1 }],
    payouts: [],
  };
  api.staffWork.withdrawalsQueue.mockResolvedValue({ auditType: 2, list: [item] });
  api.staffWork.withdrawalDetail.mockResolvedValue(detail);
  const r = renderWithStores(<StaffFrame active='home'><WorkQueueView queueKey='withdrawals' /></StaffFrame>, { api, platform: { path: '/staff/work/withdrawals' } });
  await eventually(() => expect(r.getAllByTestId('staff-work-item')).toHaveLength(2));
  const [objection, withdrawal] = r.getAllByTestId('staff-work-item').map((el) => el.textContent ?? '');
  expect(objection).toContain('提出人');
  expect(objection).toContain('李**（139****0007）');
  expect(withdrawal).toContain('初审：审核员·王敏');
  // the console's header names the staff member using it by their staff name, not the WeChat nickname
  await eventually(() => expect(r.container.querySelector('.staff__me')?.textContent).toBe('审核员·李雷'));
  expect(r.container.textContent).not.toContain('爱心人士0099');
  for (const id of IDS) expect(objection + withdrawal).not.toContain(id);
});

test('the audit log names actors: a staff display name, a masked donor, 系统', async () => {
  const api = staffApi();
  const row = (id: string, actor: string, actorName: string, action: string) => ({ id, actor, actorName, action, targetType: 'withdrawal', targetId: 'w1', infoUuid: null, reason: '', createdAt: 2 });
  api.staff.auditLog.mockResolvedValue({
    list: [
      row('a1', 'u-staff-wang', '审核员·王敏', 'withdrawal.approve'),
      row('a2', 'u-donor-7', '李**（139****0007）', 'case.stop_raise'),
      row('a3', 'system', '系统', 'case.stop_raise'),
    ],
  });
  const r = renderWithStores(<StaffAuditLogPage />, { api, platform: { path: '/staff/audit-log' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getAllByTestId('staff-audit-actor')).toHaveLength(3));
  expect(r.getAllByTestId('staff-audit-actor').map((el) => el.textContent)).toEqual(['审核员·王敏', '李**（139****0007）', '系统']);
  const text = r.getByTestId('staff-audit-log').textContent ?? '';
  for (const id of [...IDS, 'system']) expect(text).not.toContain(id);
});

test('a content item names its last editor by their console name', async () => {
  const api = staffApi();
  const it = (id: string, updatedBy: string, updatedByName: string): StaffContentItem => ({
    id, kind: 'article', slug: '', title: `文章${id}`, summary: '', body: '', imageUrl: '', linkUrl: '', linkText: '', category: '', sort: 0,
    status: 'draft', publishAt: null, takeDownAt: null, shownAs: '草稿', updatedAt: 3, updatedBy, updatedByName,
  });
  api.content.staffList.mockResolvedValue({ list: [it('ct1', 'u-staff-wang', '审核员·王敏'), it('ct2', 'system', '系统')] });
  const r = renderWithStores(<StaffFrame active='content'><StaffContentView /></StaffFrame>, { api, platform: { path: '/staff/content' } });
  await eventually(() => expect(r.getAllByTestId('content-item')).toHaveLength(2));
  const [a, b] = r.getAllByTestId('content-item').map((el) => el.textContent ?? '');
  expect(a).toContain('审核员·王敏 于');
  expect(b).toContain('系统 于');
  for (const id of [...IDS, 'system']) expect(a + b).not.toContain(id);
});

test('an activity\'s held gifts and matches name the donor by the one masking rule, never by user id (issue 25)', async () => {
  const api = staffApi();
  const match = (orderId: string, userId: string, nickname: string) => ({
    orderId, infoUuid: 'c1', userId, nickname, donation: 5000, amount: 5000, returned: 0, status: 'MATCHED', reason: '', createdAt: 1_764_000_000_000,
  });
  const a = {
    activityId: 'act1', title: '爱心企业配捐', kind: 'matching', sponsorName: '某基金会', status: 'APPROVE', ratioPct: 100, capGift: 0, capDonorDay: 0, capCase: 0, minGift: 0,
    startsAt: 1, endsAt: 2, funded: 100_000, matched: 10_000, left: 90_000, released: 0, reserved: 0, matchCount: 2, heldCount: 1,
  };
  api.activity.staffDetail.mockResolvedValue({
    activity: a, sponsorBalance: 0, role: 'MASTER', can: { fund: false, actions: [], clear: true, reject: true }, cases: [], flags: [], pool: [],
    held: [match('o-held', 'u-no-name-1', '')], matches: [match('o1', 'u-no-name-2', ''), match('o2', 'u-zhang', '张三丰')],
  } as never);
  const r = renderWithStores(<ActivityDetailView />, { api, platform: { path: '/staff/activity' } });
  await r.root.staffActivity.open('act1');
  await eventually(() => expect(r.getAllByTestId('staff-activity-match')).toHaveLength(2));
  const text = r.getByTestId('staff-activity-detail').textContent ?? '';
  expect(r.getByTestId('staff-activity-held').textContent).toContain('爱心人士 捐款');
  expect(text).toContain('张**');
  for (const id of ['u-no-name-1', 'u-no-name-2', 'u-zhang', '张三丰']) expect(text).not.toContain(id);
});

/** StaffStore over the fake Api: access, the queue table, per-section review with reasons, the blacklist form. */
import type { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { ApiError } from '../../../src/services/errors';
import { STAFF_QUEUES } from '../../../src/stores/staff/queues';
import { MSG_BLACKLIST_WHO, MSG_REASON_REQUIRED, StaffStore } from '../../../src/stores/StaffStore';
import type { CaseFileRes, StaffQueueItem } from '../../../src/contract/staff';
import { createFakeApi } from '../../setup/fakeApi';

const item = (n: number, over: Partial<StaffQueueItem> = {}): StaffQueueItem => ({
  infoUuid: `c${n}`, title: `案例${n}`, raiseType: 0, submittedAt: 1_700_000_000_000 + n, pendingSections: ['base'], findingsCount: 0,
  published: false, ownerUserId: 'u9', ...over,
});

const caseFile = (status: 0 | 1 | 2 | 3 | 4 = 4): CaseFileRes => ({
  findings: [{ id: 'fd1', kind: 'ID_CHECKSUM', section: 'patient', detail: '校验位错误', relatedInfoUuid: null, createdAt: 1 }],
  case: {
    infoUuid: 'c1', title: '救救孩子', content: '故事', raiseType: 0, targetAmount: 100_000_00, raisedAmount: 0, coverUrl: '', attachments: [],
    status: 0, published: false, ownerUserId: 'u9', ownerMobile: '13900000000', ownerName: '王先生（139****0000）', createdAt: 1, required: ['base', 'patient'],
  },
  sections: [
    { section: 'base', status, data: { title: '救救孩子' }, reason: '', submittedAt: 1, reviewedAt: null, reviewedBy: null, reviewedByName: null, updatedAt: 1 },
    { section: 'patient', status: 4, data: { name: '张三', idPhotoUrls: ['/api/upload/private/f1'] }, reason: '', submittedAt: 1, reviewedAt: null, reviewedBy: null, reviewedByName: null, updatedAt: 1 },
  ],
  pendingRevision: null,
  audit: [],
});

function setup() {
  const api = createFakeApi();
  // Just what the store reaches through its root (the full RootStore is covered by the component tests).
  const root = { api, platform: createFakePlatform({ path: '/staff' }) } as unknown as RootStore;
  return { api, root, staff: new StaffStore(root) };
}

test('a non-staff user is told 无权访问 (denied), staff get in', async () => {
  const a = setup();
  a.api.staff.whoami.mockRejectedValue(new ApiError(403, '无权操作', 403));
  await a.staff.checkAccess();
  expect(a.staff.access).toBe('denied');

  const b = setup();
  b.api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员', displayName: '审核员·王敏' });
  await b.staff.checkAccess();
  expect(b.staff.access).toBe('staff');
  expect(b.staff.me?.nickname).toBe('审核员');

  const c = setup();
  c.api.staff.whoami.mockRejectedValue(new ApiError(-1, '网络不给力，请稍后重试', 0));
  await c.staff.checkAccess();
  expect(c.staff.access).toBe('error');
});

test('the queue table drives counts and queue pages (BASE_AUDIT 0, MATERIAL_AUDIT 1)', async () => {
  const { api, staff } = setup();
  expect(STAFF_QUEUES.map((q) => q.key)).toEqual(['0', '1', 'revisions']);
  api.staff.revisions.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  api.staff.queue.mockImplementation(async (req: { auditType: number; size?: number }) =>
    req.auditType === 0
      ? { list: [item(1, { findingsCount: 2 }), item(2)], hasNext: true, anchorId: 'a2' }
      : { list: [item(3, { pendingSections: ['patient', 'payee'] })], hasNext: false, anchorId: '' },
  );
  await staff.loadCounts();
  expect(staff.counts.get('0')).toEqual({ count: 2, more: true });
  expect(staff.counts.get('1')).toEqual({ count: 1, more: false });

  const q = staff.queue('1');
  await q.refresh();
  expect(q.items).toEqual([
    expect.objectContaining({ id: 'c3', title: '案例3', findings: 0, open: { route: 'staffCase', params: { infoUuid: 'c3' } } }),
  ]);
  expect(q.items[0].subtitle).toContain('患者信息、收款人信息');
  expect(api.staff.queue).toHaveBeenLastCalledWith({ auditType: 1, anchorId: undefined, size: 20 });
});

test('reject needs a reason; approve and reject send the decision and reload the file', async () => {
  const { api, staff } = setup();
  api.staff.caseFile.mockResolvedValue(caseFile());
  await staff.openCase('c1');
  expect(staff.file?.findings[0].kind).toBe('ID_CHECKSUM');

  expect(await staff.review('base', false)).toBe(false);
  expect(staff.reviewErrors.base).toBe(MSG_REASON_REQUIRED);
  expect(api.staff.reviewSection).not.toHaveBeenCalled();

  staff.setReason('base', '  标题与病情不符  ');
  api.staff.reviewSection.mockResolvedValue({ infoUuid: 'c1', section: 'base', status: 3 });
  api.staff.caseFile.mockResolvedValue(caseFile(3));
  expect(await staff.review('base', false)).toBe(true);
  expect(api.staff.reviewSection).toHaveBeenLastCalledWith({ infoUuid: 'c1', section: 'base', approve: false, reason: '标题与病情不符' });
  expect(staff.file?.sections[0].status).toBe(3);
  expect(staff.reasons.base).toBe('');
  expect(staff.lastDecision).toBe('筹款信息已驳回'); // the section's name as the fundraiser reads it (contract SECTION_TITLES)

  api.staff.reviewSection.mockResolvedValue({ infoUuid: 'c1', section: 'patient', status: 2 });
  expect(await staff.review('patient', true)).toBe(true);
  expect(api.staff.reviewSection).toHaveBeenLastCalledWith({ infoUuid: 'c1', section: 'patient', approve: true });
  expect(api.staff.caseFile).toHaveBeenCalledTimes(3);
});

test('a decision the server refuses (already reviewed) shows its msg on the section', async () => {
  const { api, staff } = setup();
  api.staff.caseFile.mockResolvedValue(caseFile());
  await staff.openCase('c1');
  api.staff.reviewSection.mockRejectedValue(new ApiError(409, '该资料不在待审核状态', 409));
  expect(await staff.review('base', true)).toBe(false);
  expect(staff.reviewErrors.base).toBe('该资料不在待审核状态');
  expect(staff.busyId).toBeNull();
});

test('a pending edit (revision) is approved or rejected with a reason', async () => {
  const { api, staff } = setup();
  api.staff.caseFile.mockResolvedValue({ ...caseFile(2), pendingRevision: { revisionId: 'r1', title: '新标题', content: '新故事', createdAt: 5 } });
  await staff.openCase('c1');
  expect(await staff.reviewRevision(false)).toBe(false);
  expect(staff.revisionAct.error).toBe(MSG_REASON_REQUIRED);
  staff.setRevisionReason('与实际病情不符');
  api.staff.reviewRevision.mockResolvedValue({ revisionId: 'r1', status: 'REJECTED' });
  api.staff.caseFile.mockResolvedValue(caseFile(2));
  expect(await staff.reviewRevision(false)).toBe(true);
  expect(api.staff.reviewRevision).toHaveBeenCalledWith({ revisionId: 'r1', approve: false, reason: '与实际病情不符' });
  expect(staff.file?.pendingRevision).toBeNull();
  expect(staff.lastDecision).toBe('修改已驳回');
  expect(await staff.reviewRevision(true)).toBe(false); // nothing pending any more
});

test('the blacklist form needs a user id or an ID number, a name and a reason', async () => {
  const { api, staff } = setup();
  api.staff.blacklistList.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  expect(await staff.addToBlacklist()).toBe(false);
  expect(staff.blacklistAct.error).toBe(MSG_BLACKLIST_WHO);
  staff.setBlField('idCard', '11010519491231002x');
  staff.setBlField('name', '李四');
  staff.setBlField('reason', '虚假筹款');
  api.staff.blacklistAdd.mockResolvedValue({ id: 'b1' });
  expect(await staff.addToBlacklist()).toBe(true);
  expect(api.staff.blacklistAdd).toHaveBeenCalledWith({ idCard: '11010519491231002X', name: '李四', reason: '虚假筹款' });
  expect(staff.blForm).toEqual({ userId: '', idCard: '', name: '', reason: '' });
  expect(api.staff.blacklistList).toHaveBeenCalled();
});

/** The centre's tools over the fake Api: labels (at most 5 from the list) and fast-reply templates. */
import { FastReplyStore, LabelStore, MAX_LABELS, fastReplyError } from '../../../src/stores/FundraiserCenterStore.tools';
import { CASE_LABELS } from '../../../src/contract/trust';
import { apiError, trustRoot } from './trust-fakes';

test('labels: a sixth is refused with the reason, unknown labels are ignored, save keeps the server answer', async () => {
  const { api, root } = trustRoot();
  api.trust.labelsGet.mockResolvedValue({ labels: ['真实可信'] });
  const s = new LabelStore(root);
  await s.load('c1');
  expect(s.chosen).toEqual(['真实可信']);
  s.toggle('不存在');
  expect(s.chosen).toEqual(['真实可信']);
  for (const l of CASE_LABELS.slice(1, MAX_LABELS)) s.toggle(l);
  expect(s.chosen).toHaveLength(MAX_LABELS);
  s.toggle(CASE_LABELS[MAX_LABELS]);
  expect(s.submitAct.error).toBe('最多选择5个标签');
  expect(s.chosen).toHaveLength(MAX_LABELS);
  s.toggle('真实可信');
  expect(s.submitAct.error).toBe('');
  api.trust.labelsSet.mockResolvedValue({ labels: s.chosen });
  expect(await s.save()).toBe(true);
  expect(api.trust.labelsSet).toHaveBeenCalledWith({ infoUuid: 'c1', labels: CASE_LABELS.slice(1, MAX_LABELS) });
  expect(s.dirty).toBe(false);
});

test('fast replies: add, edit, delete; empty and over-long drafts are refused in Chinese', async () => {
  const { api, root } = trustRoot();
  api.trust.fastReplyList.mockResolvedValue({ list: [] });
  const s = new FastReplyStore(root);
  await s.load('c1');
  expect(fastReplyError('x'.repeat(201))).toBe('回复内容不能超过200字');
  expect(await s.save()).toBe(false);
  expect(s.submitAct.error).toBe('请填写回复内容');
  s.setDraft('谢谢您的帮助');
  api.trust.fastReplyAdd.mockResolvedValue({ id: 'r1', content: '谢谢您的帮助', createdAt: 1 });
  expect(await s.save()).toBe(true);
  expect(api.trust.fastReplyAdd).toHaveBeenCalledWith({ infoUuid: 'c1', content: '谢谢您的帮助' });
  s.startEdit(s.list[0]);
  s.setDraft('谢谢！');
  api.trust.fastReplyUpdate.mockResolvedValue({ id: 'r1', content: '谢谢！', createdAt: 1 });
  expect(await s.save()).toBe(true);
  expect(api.trust.fastReplyUpdate).toHaveBeenCalledWith({ infoUuid: 'c1', id: 'r1', content: '谢谢！' });
  expect(s.list.map((r) => r.content)).toEqual(['谢谢！']);
  api.trust.fastReplyDelete.mockRejectedValueOnce(apiError('无权操作', 403));
  expect(await s.remove('r1')).toBe(false);
  expect(s.submitAct.error).toBe('无权操作');
  api.trust.fastReplyDelete.mockResolvedValueOnce(null);
  expect(await s.remove('r1')).toBe(true);
  expect(s.list).toEqual([]);
});

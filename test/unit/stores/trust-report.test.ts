/** ReportStore over the fake Api: the form's Chinese errors, sending, the rate limit, my reports. */
import { REPORT_TEXT_MAX, ReportStore, reportFormError } from '../../../src/stores/ReportStore';
import type { ReportItem } from '../../../src/contract/trust';
import { apiError, trustRoot } from './trust-fakes';

const report = (id: string, over: Partial<ReportItem> = {}): ReportItem => ({
  reportId: id, infoUuid: 'c1', reason: '信息虚假', content: '病情夸大', imageUrls: [], status: 'pending', outcome: null, outcomeNote: '',
  createdAt: 1, resolvedAt: null, ...over,
});

test('reason and words are required, in Chinese', () => {
  expect(reportFormError('', '内容', false)).toBe('请选择举报原因');
  expect(reportFormError('不存在的原因', '内容', false)).toBe('请选择举报原因');
  expect(reportFormError('信息虚假', ' ', false)).toBe('请填写举报说明');
  expect(reportFormError('信息虚假', 'x'.repeat(REPORT_TEXT_MAX + 1), false)).toBe(`举报说明不能超过${REPORT_TEXT_MAX}字`);
  expect(reportFormError('信息虚假', '内容', true)).toBe('图片还在上传，请稍候');
  expect(reportFormError('其他', '内容', false)).toBe('');
});

test('a report is sent with its evidence, then my reports are loaded; the rate limit message is shown as given', async () => {
  const { api, root } = trustRoot();
  const r = new ReportStore(root);
  r.open('c1');
  expect(await r.submit()).toBe(false);
  expect(r.submitAct.error).toBe('请选择举报原因');
  r.setReason('重复筹款');
  r.setContent('同一个患者在别处也在筹款');
  r.setFiles([{ fileId: 'f1', url: '/files/pub/f1.png', thumbUrl: '', largeUrl: '', private: false }]);
  api.trust.reportAdd.mockRejectedValueOnce(apiError('举报过于频繁，请稍后再试', 429));
  expect(await r.submit()).toBe(false);
  expect(r.submitAct.error).toBe('举报过于频繁，请稍后再试');
  expect(r.sent).toBeNull();

  api.trust.reportAdd.mockResolvedValueOnce(report('r1', { reason: '重复筹款' }));
  api.trust.reportMine.mockResolvedValue({ list: [report('r1', { status: 'resolved', outcome: 'confirmed', outcomeNote: '已终止筹款' })], hasNext: false, anchorId: '' });
  expect(await r.submit()).toBe(true);
  expect(api.trust.reportAdd).toHaveBeenLastCalledWith({ infoUuid: 'c1', reason: '重复筹款', content: '同一个患者在别处也在筹款', imageUrls: ['/files/pub/f1.png'] });
  expect(r.sent?.reportId).toBe('r1');
  await Promise.resolve();
  await Promise.resolve();
  expect(r.mine.items[0]).toMatchObject({ outcome: 'confirmed', outcomeNote: '已终止筹款' });
});

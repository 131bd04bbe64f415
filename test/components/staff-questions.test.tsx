/** The staff console's question queue: an answer too short is refused on the spot; a sent one leaves the open queue. */
import { fireEvent } from '@testing-library/react';
import StaffQuestionsPage from '../../src/pages/staff/questions';
import { createFakeApi, TEST_USER } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

test('staff answer an open question once; it leaves the open queue', async () => {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员', displayName: '审核员·王敏' });
  const q = { id: 'q1', content: '捐款能开收据吗？', status: 'open' as const, answer: '', createdAt: 1_764_000_000_000, answeredAt: null, userId: 'u1', nickname: '爱心用户', mobile: '138****8000' };
  api.mine.staffQuestions.mockResolvedValue({ list: [q], hasNext: false, anchorId: '' });
  api.mine.staffAnswer.mockResolvedValue({ ...q, status: 'answered', answer: '可以申请。', answeredAt: 1_764_000_100_000 });
  const r = renderWithStores(<StaffQuestionsPage />, { api, platform: { path: '/staff/questions' } });
  await r.root.auth.check();
  await eventually(() => expect(r.getByTestId('staff-queue-item').textContent).toContain('捐款能开收据吗？'));
  expect(api.mine.staffQuestions).toHaveBeenCalledWith({ status: 'open', anchorId: undefined, size: 20 });
  fireEvent.input(r.getByTestId('staff-question-answer'), { target: { value: ' ' } });
  fireEvent.click(r.getByTestId('staff-question-submit'));
  await eventually(() => expect(r.getByTestId('staff-question-error').textContent).toBe('回答请填写2-2000个字'));
  expect(api.mine.staffAnswer).not.toHaveBeenCalled();
  fireEvent.input(r.getByTestId('staff-question-answer'), { target: { value: '可以申请。' } });
  fireEvent.click(r.getByTestId('staff-question-submit'));
  await eventually(() => expect(r.queryByTestId('staff-queue-item')).toBeNull());
  expect(api.mine.staffAnswer).toHaveBeenCalledWith({ id: 'q1', answer: '可以申请。' });
});

/** The staff console's generic work queue page: fields as text, reason box, decisions, the server's message as an alert. */
import { fireEvent } from '@testing-library/react';
import { StaffFrame } from '../../src/pages/staff/StaffFrame';
import { WorkQueueView } from '../../src/pages/staff/work/WorkQueueView';
import { WorkQueueCards } from '../../src/pages/staff/work/WorkQueueCards';
import { ApiError } from '../../src/services/errors';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

function staffApi() {
  const api = createFakeApi();
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '审核员', displayName: '审核员·王敏' });
  return api;
}

const doctor = {
  verifyId: 'v1', infoUuid: 'c1', nickname: '<img src=x onerror=alert(1)>', headImgUrl: '', relationship: '主治医生', content: '情况属实',
  isDoctor: true, time: 1, identity: '', realName: true, doctor: { hospital: '协和医院', department: '儿科', title: '主任医师', status: 'pending' },
  mine: false, canDelete: false, certUrl: '/api/upload/private/cert1',
};

test('doctor credentials: user text shown as text, reject needs a reason, the server error shows as an alert', async () => {
  const api = staffApi();
  api.staffWork.doctorQueue.mockResolvedValue({ list: [doctor] });
  const r = renderWithStores(<StaffFrame active='home'><WorkQueueView queueKey='doctors' /></StaffFrame>, { api, platform: { path: '/staff/work/doctors' } });
  // The queue's item and the tool row for marking any verification false.
  await eventually(() => expect(r.getAllByTestId('staff-work-item').map((el) => el.getAttribute('data-id'))).toEqual(['v1', 'tool:mark-false']));
  const item = r.getAllByTestId('staff-work-item')[0];
  expect(item.textContent).toContain('<img src=x onerror=alert(1)>');
  expect(item.querySelector('img')).toBeNull();
  // the case as a link to its file (never its id as text), then the certificate
  expect(r.getAllByTestId('staff-work-link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['案例档案', `/staff/case/${doctor.infoUuid}`], ['执业证书', '/api/upload/private/cert1'],
  ]);
  expect(item.textContent).not.toContain(doctor.infoUuid);
  expect(r.getAllByTestId('staff-work-resolve').map((el) => el.getAttribute('data-action'))).toEqual(['mark-false', 'mark-false']);

  fireEvent.click(r.getByTestId('staff-work-reject'));
  await eventually(() => expect(r.getByRole('alert').textContent).toBe('请填写原因'));
  expect(api.staffWork.doctorReject).not.toHaveBeenCalled();

  fireEvent.change(r.getAllByTestId('staff-work-reason')[0], { target: { value: '证书无法核实' } });
  api.staffWork.doctorReject.mockRejectedValue(new ApiError(409, '当前状态不可操作', 409));
  fireEvent.click(r.getByTestId('staff-work-reject'));
  await eventually(() => expect(r.getByRole('alert').textContent).toBe('当前状态不可操作'));
  expect(api.staffWork.doctorReject).toHaveBeenCalledWith({ verifyId: 'v1', reason: '证书无法核实' });

  api.staffWork.doctorApprove.mockResolvedValue({});
  api.staffWork.doctorQueue.mockResolvedValue({ list: [] });
  fireEvent.click(r.getByTestId('staff-work-approve'));
  await eventually(() => expect(r.getByTestId('staff-work-done').textContent).toContain('通过'));
  expect(api.staffWork.doctorApprove).toHaveBeenCalledWith({ verifyId: 'v1' });
  expect(r.queryByTestId('staff-work-item')!.getAttribute('data-id')).toBe('tool:mark-false');
  expect(r.getByText('队列已清空，暂无待处理内容')).toBeTruthy();

  // The tool row: any verification by its id, a reason required.
  fireEvent.click(r.getByTestId('staff-work-resolve'));
  await eventually(() => expect(r.getByRole('alert').textContent).toBe('请填写原因'));
  fireEvent.change(r.getByTestId('staff-work-target'), { target: { value: 'v9' } });
  fireEvent.change(r.getByTestId('staff-work-reason'), { target: { value: '冒充医生' } });
  api.staffWork.markFalse.mockResolvedValue({});
  fireEvent.click(r.getByTestId('staff-work-resolve'));
  await eventually(() => expect(api.staffWork.markFalse).toHaveBeenCalledWith({ verifyId: 'v9', reason: '冒充医生' }));
});

test('the home cards list the work queues and open one', async () => {
  const api = staffApi();
  api.staffWork.invoicesQueue.mockResolvedValue({ list: [] });
  const r = renderWithStores(<StaffFrame active='home'><WorkQueueCards /></StaffFrame>, { api, platform: { path: '/staff' } });
  await eventually(() => expect(r.getAllByTestId('staff-work-card')).toHaveLength(10));
  fireEvent.click(r.container.querySelector('[data-queue="invoices"]')!);
  expect(r.platform.nav.currentPath()).toBe('/staff/work/invoices');
});

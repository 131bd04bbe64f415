/**
 * The growth tool's second half (issue 18): the adviser page shows the service team, the honour pictures
 * and the figures in the order of the reader's version and tags the request with it; the comment wall
 * pages, masks nothing itself (the server masks), opens a comment's case, checks a text before sending
 * and puts a sent one first; the staff editors reorder and add sample words, show the server's refusal,
 * and hide a wall item with a reason.
 */
import { fireEvent } from '@testing-library/react';
import LeadPage from '../../src/pages/growth/lead';
import WaterCommentPage from '../../src/pages/content/water-comment';
import { StaffGrowthView } from '../../src/pages/staff/growth';
import { StaffCommentsView } from '../../src/pages/staff/comments';
import { ApiError } from '../../src/services/errors';
import type { WallItem } from '../../src/contract/wall';
import type { WishWord } from '../../src/contract/growthtool';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores, typeInto } from './donor-render';
import { renderPage } from './render';

type Fakes = Record<string, jest.Mock>;
const withGroups = (loggedIn: boolean) => {
  const api = createFakeApi() as FakeApi & { growthtool: Fakes; wall: Fakes };
  if (loggedIn) api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  api.growthtool = {
    serviceInfo: jest.fn().mockResolvedValue({ teamName: '北京顾问团队', hours: '每天 9:00-21:00', phone: '010-12345678', intro: '一对一', services: ['材料指导', '提现咨询'], updatedAt: 1 }),
    honourPics: jest.fn().mockResolvedValue({ list: [{ id: 'h1', title: '证书一', imageUrl: 'https://x.example/1.jpg', sort: 1 }, { id: 'h2', title: '证书二', imageUrl: 'https://x.example/2.jpg', sort: 2 }] }),
    testVersion: jest.fn().mockResolvedValue({ experiment: 'bd_homepage_version', version: 'B' }),
    staffHonours: jest.fn().mockResolvedValue({ list: [] }),
    staffWords: jest.fn(), staffWordSave: jest.fn(), staffWordRemove: jest.fn(), staffWordsOrder: jest.fn(),
    staffServiceSave: jest.fn(), staffHonourSave: jest.fn(), staffHonourRemove: jest.fn(),
  };
  api.wall = { list: jest.fn(), add: jest.fn(), staffList: jest.fn(), staffHide: jest.fn(), staffRestore: jest.fn() };
  api.growth.bdBaseInfo.mockResolvedValue({ caseCount: 12, raisedAmount: 123_400, donationCount: 30, leadsCalled: 5 });
  api.growth.bdCases.mockResolvedValue({ list: [] });
  return api;
};

test('the adviser page shows service info, honour pictures and figures in its version\'s order, and tags the request', async () => {
  const api = withGroups(true);
  api.growth.leadSubmit.mockResolvedValue({ id: 'l1', kind: 'adviser', name: '李四', phone: '13900139000', status: 'pending', adviser: '', createdAt: 1, updatedAt: 1 });
  const r = renderPage(LeadPage, { api, path: '/cf/activity/raise-adviser' });
  await eventually(() => expect(r.getByTestId('bd-service-phone').textContent).toBe('010-12345678'));
  expect(r.getByTestId('bd-service-hours').textContent).toBe('每天 9:00-21:00');
  expect(r.getAllByTestId('bd-service-item').map((e) => e.textContent)).toEqual(['材料指导', '提现咨询']);
  expect(r.getAllByTestId('bd-honour-pic')).toHaveLength(2);
  await eventually(() => expect(r.getByTestId('bd-page').getAttribute('data-version')).toBe('B'));
  // version B: the figures and honours come before the form
  const order = (a: HTMLElement, b: HTMLElement) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
  expect(order(r.getByTestId('bd-figures'), r.getByTestId('lead-adviser'))).toBeTruthy();
  expect(r.getByTestId('bd-case-count').textContent).toBe('12');
  expect(r.getByTestId('bd-leads-called').textContent).toBe('5');

  typeInto(r.getByTestId('lead-name'), '李四');
  typeInto(r.getByTestId('lead-phone'), '13900139000');
  fireEvent.click(r.getByTestId('lead-submit'));
  await eventually(() => expect(api.growth.leadSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'adviser', name: '李四', channel: 'bd-B' })));
});

test('version A puts the form first; a failed version lookup keeps A', async () => {
  const api = withGroups(false);
  api.growthtool.testVersion.mockRejectedValue(new ApiError(500, '服务器开小差了', 500));
  const r = renderPage(LeadPage, { api, path: '/cf/activity/raise-adviser' });
  await eventually(() => expect(r.getAllByTestId('bd-honour-pic')).toHaveLength(2));
  expect(r.getByTestId('bd-page').getAttribute('data-version')).toBe('A');
  expect(r.getByTestId('lead-adviser').compareDocumentPosition(r.getByTestId('bd-figures')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('no 0 顾问已回访 boast and no honours section while there is nothing true to show', async () => {
  const api = withGroups(false);
  api.growth.bdBaseInfo.mockResolvedValue({ caseCount: 12, raisedAmount: 123_400, donationCount: 30, leadsCalled: 0 });
  api.growthtool.honourPics.mockResolvedValue({ list: [] });
  const r = renderPage(LeadPage, { api, path: '/cf/activity/raise-adviser' });
  await eventually(() => expect(r.getByTestId('bd-case-count').textContent).toBe('12'));
  expect(r.queryByTestId('bd-leads-called')).toBeNull();
  expect(r.getByTestId('bd-figures').textContent).not.toContain('顾问已回访');
  expect(r.queryByTestId('bd-honours')).toBeNull();
});

const item = (i: number, extra: Partial<WallItem> = {}): WallItem => ({
  id: `c${i}`, nickname: '张**', headImgUrl: '', content: `祝福${i}`, time: 1_764_000_000 - i, infoUuid: '', caseTitle: '', mine: false, ...extra,
});

test('the comment wall pages by anchor, opens a comment\'s case, checks the text and puts a sent comment first', async () => {
  const api = withGroups(true);
  api.wall.list
    .mockResolvedValueOnce({ list: [item(1), item(2, { infoUuid: 'case-9', caseTitle: '救救小明' })], hasNext: true, anchorId: 'a2' })
    .mockResolvedValueOnce({ list: [item(3)], hasNext: false, anchorId: '' });
  api.wall.add.mockResolvedValue(item(0, { content: '加油', mine: true }));
  const r = renderPage(WaterCommentPage, { api, path: '/cf/water-comment' });
  await eventually(() => expect(r.getAllByTestId('wall-item')).toHaveLength(2));
  expect(api.wall.list).toHaveBeenCalledWith({ anchorId: undefined, size: 20 });
  expect(r.getAllByTestId('wall-item-name').map((e) => e.textContent)).toEqual(['张**', '张**']);
  fireEvent.click(r.getByTestId('wall-more'));
  await eventually(() => expect(r.getAllByTestId('wall-item')).toHaveLength(3));
  expect(api.wall.list).toHaveBeenLastCalledWith({ anchorId: 'a2', size: 20 });
  expect(r.queryByTestId('wall-more')).toBeNull();

  fireEvent.click(r.getByTestId('wall-item-case'));
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/contribute/case-9' });

  fireEvent.click(r.getByTestId('wall-submit'));
  await eventually(() => expect(r.getByTestId('wall-error').textContent).toBe('请输入评论内容'));
  expect(api.wall.add).not.toHaveBeenCalled();
  typeInto(r.getByTestId('wall-input'), ' 加油 ');
  fireEvent.click(r.getByTestId('wall-submit'));
  await eventually(() => expect(r.getAllByTestId('wall-item-text')[0].textContent).toBe('加油'));
  expect(api.wall.add).toHaveBeenCalledWith({ content: '加油' });
  expect(r.getAllByTestId('wall-item')).toHaveLength(4);
});

test('a visitor who writes on the wall is sent to log in first', async () => {
  const api = withGroups(false);
  api.wall.list.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  const r = renderPage(WaterCommentPage, { api, path: '/cf/water-comment' });
  await eventually(() => expect(r.getByText('还没有评论，来写第一条祝福吧')).toBeTruthy());
  typeInto(r.getByTestId('wall-input'), '加油');
  fireEvent.click(r.getByTestId('wall-submit'));
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ url: expect.stringContaining('/login') }));
  expect(api.wall.add).not.toHaveBeenCalled();
});

const words = (...texts: string[]): { list: WishWord[] } => ({ list: texts.map((text, i) => ({ id: i + 1, text, sort: i + 1 })) });

test('the staff sample editor moves a word down, adds one, and shows the server\'s refusal', async () => {
  const api = withGroups(true);
  api.growthtool.staffWords.mockResolvedValue(words('愿平安', '早日康复'));
  api.growthtool.staffWordsOrder.mockResolvedValue({ list: [{ id: 2, text: '早日康复', sort: 1 }, { id: 1, text: '愿平安', sort: 2 }] });
  api.growthtool.staffWordSave.mockRejectedValueOnce(new ApiError(400, '示例语不能超过200字', 400)).mockResolvedValueOnce({ list: [{ id: 2, text: '早日康复', sort: 1 }, { id: 1, text: '愿平安', sort: 2 }, { id: 3, text: '新祝福', sort: 3 }] });
  const r = renderWithStores(<StaffGrowthView />, { api, platform: { path: '/staff/growth' } });
  await eventually(() => expect(r.getAllByTestId('staff-word-text').map((e) => e.textContent)).toEqual(['1. 愿平安', '2. 早日康复']));
  expect((r.getByTestId('bd-service-phone') as HTMLInputElement).value).toBe('010-12345678');
  fireEvent.click(r.getAllByTestId('staff-word-down')[0]);
  await eventually(() => expect(r.getAllByTestId('staff-word-text').map((e) => e.textContent)).toEqual(['1. 早日康复', '2. 愿平安']));
  expect(api.growthtool.staffWordsOrder).toHaveBeenCalledWith({ ids: [2, 1] });

  fireEvent.change(r.getByTestId('staff-word-input'), { target: { value: '新祝福' } });
  fireEvent.click(r.getByTestId('staff-word-save'));
  await eventually(() => expect(r.getByTestId('staff-word-error').textContent).toBe('示例语不能超过200字'));
  fireEvent.click(r.getByTestId('staff-word-save'));
  await eventually(() => expect(r.getAllByTestId('staff-word-item')).toHaveLength(3));
  expect(api.growthtool.staffWordSave).toHaveBeenLastCalledWith({ id: undefined, text: '新祝福' });
});

test('staff hide a wall comment only with a reason', async () => {
  const api = withGroups(true);
  const row = { id: 'c1', userId: 'u1', nickname: '张三丰', content: '广告内容', time: 1_764_000_000, infoUuid: '', caseTitle: '', hidden: false };
  api.wall.staffList.mockResolvedValue({ list: [row], hasNext: false, anchorId: '' });
  api.wall.staffHide.mockResolvedValue({ ...row, hidden: true });
  const r = renderWithStores(<StaffCommentsView />, { api, platform: { path: '/staff/comments' } });
  await eventually(() => expect(r.getAllByTestId('staff-wall-item')).toHaveLength(1));
  fireEvent.click(r.getByTestId('wall-hide'));
  fireEvent.click(r.getByTestId('wall-hide-confirm'));
  await eventually(() => expect(r.getByTestId('wall-hide-error').textContent).toBe('请填写隐藏原因'));
  expect(api.wall.staffHide).not.toHaveBeenCalled();
  fireEvent.change(r.getByTestId('wall-hide-reason'), { target: { value: '广告' } });
  fireEvent.click(r.getByTestId('wall-hide-confirm'));
  await eventually(() => expect(r.getByTestId('staff-wall-item').getAttribute('data-hidden')).toBe('1'));
  expect(api.wall.staffHide).toHaveBeenCalledWith({ id: 'c1', reason: '广告' });
  expect(r.getByTestId('wall-restore')).toBeTruthy();
});

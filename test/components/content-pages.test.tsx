/**
 * The content screens (issue 18): the article list opens an article, an article shows its paragraphs and
 * follows its link in-app, an article the HTML carried shows without a request, a missing one says why;
 * common problems open their answers; info pages fall back for an unknown brand; the first-screen advert
 * shows once per visitor; the staff content page saves, shows the server's refusal, publishes and takes down.
 */
import { fireEvent } from '@testing-library/react';
import ArticleListPage from '../../src/pages/content/article-list';
import ArticlePage from '../../src/pages/content/article';
import CommonProblemPage from '../../src/pages/content/common-problem';
import InfoPageScreen from '../../src/pages/content/info';
import FirstScreenAdPage from '../../src/pages/content/first-screen-ad';
import { StaffContentView } from '../../src/pages/staff/content';
import { StaffFrame } from '../../src/pages/staff/StaffFrame';
import { ApiError } from '../../src/services/errors';
import type { Article, ArticleCard, StaffContentItem } from '../../src/contract/content';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';
import { renderPage } from './render';

const card = (i: number): ArticleCard => ({ id: `a${i}`, title: `文章${i}`, summary: `摘要${i}`, imageUrl: `https://cdn.example/${i}.jpg`, category: '筹款指南', publishAt: 1_764_000_000_000 - i });
const ARTICLE: Article = { ...card(1), body: '第一段说明。\n\n第二段说明。', linkUrl: '/cf/common/list' };

test('the article list shows page 1, loads the next page by its anchor, and a card opens its article', async () => {
  const api = createFakeApi();
  api.content.articleList.mockResolvedValueOnce({ list: [card(1), card(2)], hasNext: true, anchorId: 'x2' }).mockResolvedValueOnce({ list: [card(3)], hasNext: false, anchorId: '' });
  const r = renderPage(ArticleListPage, { api, path: '/cf/article/list' });
  await eventually(() => expect(r.getAllByTestId('article-card')).toHaveLength(2));
  expect(r.getAllByTestId('article-card-title').map((e) => e.textContent)).toEqual(['文章1', '文章2']);
  fireEvent.click(r.getByTestId('article-more'));
  await eventually(() => expect(r.getAllByTestId('article-card')).toHaveLength(3));
  expect(api.content.articleList).toHaveBeenLastCalledWith({ anchorId: 'x2', size: 10 });
  expect(r.queryByTestId('article-more')).toBeNull();
  fireEvent.click(r.getAllByTestId('article-card')[1]);
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/article/articleMiddlePage/a2' });
});

test('an article shows its title, picture and paragraphs, sets the title, and its link opens in-app', async () => {
  const api = createFakeApi();
  api.content.article.mockResolvedValue(ARTICLE);
  const r = renderPage(ArticlePage, { api, path: '/cf/article/articleMiddlePage/a1' });
  await eventually(() => expect(r.getByTestId('article-title').textContent).toBe('文章1'));
  expect(api.content.article).toHaveBeenCalledWith({ id: 'a1' });
  expect(r.getByTestId('article-body').textContent).toBe('第一段说明。第二段说明。');
  expect(r.getByTestId('article-body').children).toHaveLength(2);
  expect(r.getByTestId('article-image')).toBeTruthy();
  await eventually(() => expect(r.platform.nav.titles).toContain('文章1'));
  fireEvent.click(r.getByTestId('article-link'));
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/common/list' });
});

test('an article the HTML carried shows without a request; a taken-down one shows the server message', async () => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'cf-boot-article';
  block.textContent = JSON.stringify({ id: 'a1', article: ARTICLE });
  document.head.appendChild(block);
  const api = createFakeApi();
  const r = renderPage(ArticlePage, { api, path: '/cf/article/articleMiddlePage/a1' });
  await eventually(() => expect(r.getByTestId('article-title').textContent).toBe('文章1'));
  expect(api.content.article).not.toHaveBeenCalled();
  expect(document.getElementById('cf-boot-article')).toBeNull();
  r.unmount();

  const api2 = createFakeApi();
  api2.content.article.mockRejectedValue(new ApiError(404, '文章不存在或已下架', 404));
  const r2 = renderPage(ArticlePage, { api: api2, path: '/cf/article/articleMiddlePage/gone' });
  await eventually(() => expect(r2.getByTestId('article-missing').textContent).toContain('文章不存在或已下架'));
});

test('common problems are grouped by category and a question opens its answer', async () => {
  const api = createFakeApi();
  api.content.problems.mockResolvedValue({ list: [
    { id: 'p1', title: '谁可以发起筹款？', body: '患者本人或直系亲属。', category: '发起筹款' },
    { id: 'p2', title: '提现多久到账？', body: '1至3个工作日。', category: '提现' },
  ] });
  const r = renderPage(CommonProblemPage, { api, path: '/cf/common-problem' });
  await eventually(() => expect(r.getAllByTestId('problem-item')).toHaveLength(2));
  expect(r.getByTestId('problem-list').textContent).toContain('发起筹款');
  expect(r.queryByTestId('problem-answer')).toBeNull();
  fireEvent.click(r.getAllByTestId('problem-item')[1]);
  await eventually(() => expect(r.getByTestId('problem-answer').textContent).toBe('1至3个工作日。'));
});

test('an info page shows its slug content; choose-<brand> falls back to the general page when the brand has none', async () => {
  const api = createFakeApi();
  const page = { slug: 'choose', title: '选择求助方式', summary: '', body: '大病筹款。', imageUrl: '', linkUrl: '/cf/launch', linkText: '发起筹款' };
  api.content.page.mockImplementation(async ({ slug }: { slug: string }) => {
    if (slug === 'choose') return page;
    throw new ApiError(404, '页面内容暂未发布', 404);
  });
  const r = renderPage(InfoPageScreen, { api, path: '/cf/activity/choose-acme' });
  await eventually(() => expect(r.getByTestId('info-title').textContent).toBe('选择求助方式'));
  expect(api.content.page.mock.calls.map((c) => c[0].slug)).toEqual(['choose-acme', 'choose']);
  expect(r.getByTestId('info-link').textContent).toBe('发起筹款');
  fireEvent.click(r.getByTestId('info-link'));
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/launch' });
  r.unmount();

  const api2 = createFakeApi();
  api2.content.page.mockResolvedValue({ ...page, slug: 'green-path', title: '绿色通道' });
  const r2 = renderPage(InfoPageScreen, { api: api2, path: '/cf/activity/green-path' });
  await eventually(() => expect(r2.getByTestId('info-title').textContent).toBe('绿色通道'));
  expect(api2.content.page).toHaveBeenCalledWith({ slug: 'green-path' });
});

test('the first-screen advert shows once per visitor, then the page goes straight on to the list', async () => {
  const api = createFakeApi();
  api.content.adverts.mockResolvedValue({ list: [{ id: 'ad1', slot: 'firstScreen', title: '筹款顾问', summary: '', imageUrl: 'https://cdn.example/ad.jpg', linkUrl: '/cf/consultant' }] });
  const r = renderPage(FirstScreenAdPage, { api, path: '/cf/firstScreenAdPage' });
  await eventually(() => expect(r.getByTestId('first-screen-ad')).toBeTruthy());
  expect(api.content.adverts).toHaveBeenCalledWith({ slot: 'firstScreen' });
  fireEvent.click(r.getByTestId('first-screen-ad-image'));
  expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/consultant' });
  const seen = r.platform.storage.get('cfFirstScreenAdSeen');
  expect(seen).toEqual(['ad1']);
  r.unmount();

  // The same visitor (the same device storage) again: no advert, on to the case list at once.
  const r2 = renderPage(FirstScreenAdPage, { api, path: '/cf/firstScreenAdPage' });
  r2.platform.storage.set('cfFirstScreenAdSeen', seen);
  await eventually(() => expect(r2.platform.nav.calls.some((c) => c.type === 'go' && c.url === '/cf/common/list' && c.replace)).toBe(true));
  expect(r2.queryByTestId('first-screen-ad')).toBeNull();
});

const item = (over: Partial<StaffContentItem> = {}): StaffContentItem => ({
  id: 'c1', kind: 'article', slug: '', title: '新文章', summary: '', body: '正文', imageUrl: '', linkUrl: '', linkText: '', category: '', sort: 0,
  status: 'draft', publishAt: null, takeDownAt: null, shownAs: '草稿', updatedAt: 1_764_000_000_000, updatedBy: 's1', updatedByName: '审核员·王敏', ...over,
});

test('staff content: a refused link shows the server message; saved drafts publish and published items take down with a reason', async () => {
  const api = createFakeApi();
  api.staff.whoami.mockResolvedValue({ userId: 's1', nickname: '运营', displayName: '运营·王敏' });
  api.content.staffList.mockResolvedValue({ list: [] });
  api.content.configList.mockResolvedValue({ list: [{ key: 'caseAbTest', value: '{}' }] });
  api.content.staffSave.mockRejectedValueOnce(new ApiError(400, '链接不在允许的站点列表中', 400)).mockResolvedValueOnce(item());
  api.content.staffPublish.mockResolvedValue(item({ status: 'published', shownAs: '已发布' }));
  api.content.staffTakeDown.mockResolvedValue(item({ status: 'taken_down', shownAs: '已下架' }));
  const r = renderWithStores(<StaffFrame active='content'><StaffContentView /></StaffFrame>, { api, platform: { path: '/staff/content' } });
  await eventually(() => expect(r.getByTestId('content-form')).toBeTruthy());
  await eventually(() => expect(r.getAllByTestId('config-item')).toHaveLength(1));
  fireEvent.click(r.getByTestId('content-save'));
  await eventually(() => expect(r.getByTestId('content-error').textContent).toBe('请填写标题'));
  expect(api.content.staffSave).not.toHaveBeenCalled();

  fireEvent.change(r.getByTestId('content-title'), { target: { value: '新文章' } });
  fireEvent.change(r.getByTestId('content-link-url'), { target: { value: 'https://evil.example.com' } });
  fireEvent.click(r.getByTestId('content-save'));
  await eventually(() => expect(r.getByTestId('content-error').textContent).toBe('链接不在允许的站点列表中'));
  expect(api.content.staffSave).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'article', title: '新文章', linkUrl: 'https://evil.example.com', publishAt: null }));

  fireEvent.change(r.getByTestId('content-link-url'), { target: { value: '/cf/common/list' } });
  fireEvent.click(r.getByTestId('content-save'));
  await eventually(() => expect(r.getByTestId('content-item-status').textContent).toBe('草稿'));
  fireEvent.click(r.getByTestId('content-publish'));
  await eventually(() => expect(r.getByTestId('content-item-status').textContent).toBe('已发布'));
  expect(api.content.staffPublish).toHaveBeenCalledWith({ id: 'c1' });
  fireEvent.click(r.getByTestId('content-take-down'));
  fireEvent.click(r.getByTestId('content-take-down-confirm'));
  await eventually(() => expect(r.getByText('请填写下架原因')).toBeTruthy());
  fireEvent.change(r.getByTestId('content-take-down-reason'), { target: { value: '信息过期' } });
  fireEvent.click(r.getByTestId('content-take-down-confirm'));
  await eventually(() => expect(r.getByTestId('content-item-status').textContent).toBe('已下架'));
  expect(api.content.staffTakeDown).toHaveBeenCalledWith({ id: 'c1', reason: '信息过期' });
});

test('disease knowledge: a failure is only logged and the state stays as it was; an answer is kept', async () => {
  const api = createFakeApi();
  const r = renderPage(() => null, { api, path: '/cf/contribute/c1' });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.content.diseaseKnowledge.mockResolvedValueOnce({ userfulDiseaseNorm: { 白血病: 1 }, diseaseNormShip: { 白血病: '血常规' } });
  await r.root.content.loadDiseaseKnowledge('c1');
  expect(r.root.content.diseaseKnowledge).toEqual({ userfulDiseaseNorm: { 白血病: 1 }, diseaseNormShip: { 白血病: '血常规' } });
  api.content.diseaseKnowledge.mockRejectedValueOnce(new ApiError(500, '服务繁忙', 500));
  await expect(r.root.content.loadDiseaseKnowledge('c1')).resolves.toBeUndefined();
  expect(r.root.content.diseaseKnowledge).toEqual({ userfulDiseaseNorm: { 白血病: 1 }, diseaseNormShip: { 白血病: '血常规' } });
  expect(warn).toHaveBeenCalledWith('[content.diseaseKnowledge]', '服务繁忙');
  expect(r.root.ui.toast).toBeFalsy();
  warn.mockRestore();
});

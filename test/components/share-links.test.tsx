/**
 * Passing a case on where there is no share menu: the spread page (帮TA转发) in a plain browser offers
 * the case's link with a real 复制链接 (clipboard, toast) and the share poster instead of menu
 * instructions; the share tutorial's heading counts the steps it lists.
 */
import { fireEvent } from '@testing-library/react';
import SpreadPage from '../../src/pages/spread';
import ShareTutorPage from '../../src/pages/growth/share-tutor';
import type { FundingInfo } from '../../src/contract/cases';
import { createFakeApi, deferred } from '../setup/fakeApi';
import { routeByName } from '../../src/routes';
import { UA } from '../unit/platform/ua';
import { eventually } from './donor-render';
import { renderPage, type Rendered } from './render';
import { SHARE_TARGET } from '../../src/platform/types';

const targetLabels = (r: Rendered) => r.getAllByTestId('spread-target').map((el) => el.querySelector('.cf-fact__k')?.textContent);

const INFO: FundingInfo = {
  infoUuid: 'c1', isSelf: false, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '救救我的孩子', content: '请帮帮我们', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 123_456,
  donationCount: 7, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: Date.now() + 1e9, serviceCharge: 1,
};

test('in a plain browser 帮TA转发 offers the case link with 复制链接 and the share poster, not menu instructions', async () => {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(INFO);
  const r = renderPage(SpreadPage, { api, path: '/cf/contribute/spread/c1', shareAvailable: false });
  await eventually(() => expect(r.getByTestId('spread-link')).toBeTruthy());
  const link = r.getByTestId('spread-link').textContent!;
  expect(link).toMatch(/^https?:\/\/[^/]+\/cf\/contribute\/c1\?shareId=[^&]+&forwardFrom=1$/);
  expect(r.queryAllByTestId('spread-target')).toHaveLength(0);
  expect(r.container.textContent).not.toContain('右上角');
  fireEvent.click(r.getByTestId('spread-copy'));
  await eventually(() => expect(r.getByTestId('toast').textContent).toBe('链接已复制，粘贴发送给好友即可'));
  expect(r.platform.share.copied).toEqual([link]);
  fireEvent.click(r.getByTestId('spread-poster'));
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/activity/qrcode-share/c1' }));
});

test('a refused copy says how to copy by hand', async () => {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(INFO);
  const r = renderPage(SpreadPage, { api, path: '/cf/contribute/spread/c1', shareAvailable: false, copyOk: false });
  await eventually(() => expect(r.getByTestId('spread-copy')).toBeTruthy());
  fireEvent.click(r.getByTestId('spread-copy'));
  await eventually(() => expect(r.getByTestId('toast').textContent).toBe('复制失败，请长按链接手动复制'));
});

test('with a share menu (WeChat) the page explains the menu, which shares the case link, and still offers copy and the poster', async () => {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(INFO);
  const r = renderPage(SpreadPage, { api, path: '/cf/contribute/spread/c1', shareAvailable: true });
  await eventually(() => expect(r.getAllByTestId('spread-target').length).toBeGreaterThan(0));
  // WeChat's menu reaches friends and the timeline, not QQ or QZone
  expect(targetLabels(r)).toEqual(['发送给朋友', '分享到朋友圈']);
  await eventually(() => expect(r.getByTestId('spread-copy')).toBeTruthy());
  expect(r.getByTestId('spread-poster')).toBeTruthy();
  expect(r.platform.share.contents.at(-1)!.link).toBe(r.getByTestId('spread-link').textContent);
  // a share from the menu is recorded and leads to the share-success page
  r.platform.share.fireShared(2);
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/contribute/c1/share-success' }));
});

test('帮TA转发 lists only the targets the platform share adapter says its menu reaches', async () => {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(INFO);
  const r = renderPage(SpreadPage, { api, path: '/cf/contribute/spread/c1', shareAvailable: true, shareTargets: [SHARE_TARGET.friend] });
  await eventually(() => expect(r.getAllByTestId('spread-target').length).toBeGreaterThan(0));
  expect(targetLabels(r)).toEqual(['发送给朋友']);
});

test('mini-program: a share tapped on 帮TA转发 before the case has loaded is recorded and goes on to share-success', async () => {
  const api = createFakeApi();
  const load = deferred<FundingInfo>();
  api.cases.fundingInfo.mockReturnValue(load.promise);
  api.share.success.mockResolvedValue(null);
  const r = renderPage(SpreadPage, { api, path: '/cf/contribute/spread/c1', ua: UA.miniProgramAndroid });
  // the page mounted and asked for its case (open() names it at once); the case is still on its way
  await eventually(() => expect(r.root.cases.infoUuid).toBe('c1'));
  expect(r.root.cases.info).toBeNull();
  // what WeChat calls when the menu is tapped (RoutePage's onShareAppMessage)
  const page = { route: routeByName('spread'), params: { infoUuid: 'c1' }, query: {} };
  const card = r.root.share.mpAnswer(page, SHARE_TARGET.friend).message;
  expect(card.path).toMatch(/^\/sdc\/cfPagesMain\/detail\/index\?.*infoUuid=c1/);
  expect(card.path).toMatch(/[?&]shareId=\w+/);
  await eventually(() => expect(api.share.success).toHaveBeenCalledWith(expect.objectContaining({ infoId: 'c1', source: 'spread', toWxSource: 2 })));
  await eventually(() => expect(r.platform.nav.calls.at(-1)).toMatchObject({ type: 'go' }));
  expect(String((r.platform.nav.calls.at(-1) as { url: string }).url)).toContain('share-success');
  load.resolve(INFO);
});

test('the share tutorial says 三步 and lists three steps', async () => {
  const r = renderPage(ShareTutorPage, { api: createFakeApi(), path: '/cf/wechat-share-tutor/c1' });
  await eventually(() => expect(r.getByTestId('share-tutor-title')).toBeTruthy());
  expect(r.getByTestId('share-tutor-title').textContent).toBe('三步把筹款转发出去');
  expect(r.getAllByTestId('share-tutor-step')).toHaveLength(3);
});

test('帮TA转发 shows whether the reader shared already, who helped lately, and the case\'s share-test headline (is-share, help-list, ab-test)', async () => {
  const api = createFakeApi();
  api.cases.fundingInfo.mockResolvedValue(INFO);
  api.content.isShare.mockResolvedValue({ isShare: true, shareCount: 12 });
  api.content.helpList.mockResolvedValue({ total: 19, list: [
    { id: 'o1', nickname: '李*', headImgUrl: '', kind: 'donate', time: Date.UTC(2026, 0, 2, 2, 5) },
    { id: 's1', nickname: '爱心人士', headImgUrl: '', kind: 'share', time: Date.UTC(2026, 0, 1, 2, 5) },
  ] });
  api.content.abTest.mockResolvedValue({ experiment: 'spread-title', group: 'B', shareDv: 1000 });
  const r = renderPage(SpreadPage, { api, path: '/cf/contribute/spread/c1', shareAvailable: false });
  await eventually(() => expect(r.getByTestId('spread-shared').textContent).toBe('你已转发过 · 共12次转发，再转发一次吧'));
  await eventually(() => expect(r.getAllByTestId('spread-helper').map((e) => e.textContent)).toEqual(['李* 捐款支持01-02 10:05', '爱心人士 转发扩散01-01 10:05']));
  expect(r.getByTestId('spread-helpers-total').textContent).toBe('共19人次帮助');
  await eventually(() => expect(r.getByTestId('spread-title').textContent).toBe('你的一次转发，可能就是TA的希望'));
  expect(api.content.abTest).toHaveBeenCalledWith({ infoUuid: 'c1', shareDv: 1000 });
  expect(api.stat.track).toHaveBeenCalledWith(expect.objectContaining({ event: 'spread_ab_show', props: expect.objectContaining({ group: 'B', experiment: 'spread-title' }) }));
});

/**
 * The mini-program entry pages from the built dist/weapp (npm run build:weapp) render in
 * miniprogram-simulate over canned API answers: the case list home and the case detail page.
 */
import { setupMiniProgram } from './harness';

jest.setTimeout(60_000);

const CARD = {
  infoUuid: 'mp-case-1',
  title: '为父亲筹集肝移植手术费',
  coverUrl: '',
  raiseType: 0,
  targetAmount: 30_000_000,
  raisedAmount: 12_345_600,
  donationCount: 321,
  status: 0,
  patientName: '张**',
  createdAt: 1_790_000_000_000,
};
const INFO = {
  infoUuid: 'mp-case-1',
  isSelf: false,
  finishStr: '',
  displayStatus: 0,
  raiseType: 0,
  baseInfo: { title: CARD.title, content: '父亲确诊肝硬化失代偿期，需要尽快手术。', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 1 },
  prNewOrOld: 1,
  targetAmount: CARD.targetAmount,
  raisedAmount: CARD.raisedAmount,
  donationCount: CARD.donationCount,
  shareCount: 12,
  payeeInfo: { relation: 'self', name: '张**' },
  treatmentInfo: { hospital: '某市第一人民医院', disease: '肝硬化' },
  crowdfundingUserInfo: { nickname: '张先生', headImgUrl: '' },
  isHelp: false,
  createdAt: CARD.createdAt,
  expireAt: CARD.createdAt + 30 * 86_400_000,
  serviceCharge: 1,
};

const mp = setupMiniProgram({
  responses: {
    '/api/cf/v4/case/list': { list: [CARD], hasNext: false, anchorId: '' },
    '/api/cf/v4/get-funding-info': (body: Record<string, unknown>) =>
      body.infoUuid === INFO.infoUuid ? INFO : { code: 404, msg: '筹款不存在', data: null },
    '/api/cf/v4/verification/count': { count: 0, countFromHospital: 0 },
    '/api/cf/v4/verification/selected': { list: [] },
  },
});

test('the home page (sdc/cfPagesMain/index/index) lists the cases', async () => {
  const page = mp.openPage('sdc/cfPagesMain/index/index');
  await mp.waitFor(() => page.text().includes(CARD.title), 20_000, 'the case card');
  expect(page.byClass('cf-card')?.textContent).toContain(CARD.title);
  expect(mp.requests.some((r) => r.path === '/api/cf/v4/case/list')).toBe(true);
});

test('the home page with an infoUuid (a shared home link) opens that case on the detail page, the list beneath', async () => {
  const page = mp.openPage('sdc/cfPagesMain/index/index', { infoUuid: 'mp-case-1', channel: 'share' });
  const toDetail = () => mp.navigations.filter((url) => url.startsWith('/sdc/cfPagesMain/detail/index'));
  await mp.waitFor(() => toDetail().length > 0, 20_000, 'a navigation to the case');
  expect(toDetail()).toEqual(['/sdc/cfPagesMain/detail/index?channel=share&infoUuid=mp-case-1&_route=contribute']);
  await mp.waitFor(() => page.text().includes(CARD.title), 20_000, 'the case card');
  // the page it opens shows that case
  const detail = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: 'mp-case-1', channel: 'share', _route: 'contribute' });
  await mp.waitFor(() => detail.byClass('cf-hero__title') !== null, 20_000, 'the case title');
  expect(detail.byClass('cf-hero__title')?.textContent).toContain(CARD.title);
});

test('the detail page (sdc/cfPagesMain/detail/index) shows the case of its infoUuid', async () => {
  const page = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.byClass('cf-hero__title') !== null, 20_000, 'the case title');
  expect(page.byClass('cf-hero__title')?.textContent).toContain(CARD.title);
  expect(mp.requests.find((r) => r.path === '/api/cf/v4/get-funding-info')?.data).toMatchObject({ infoUuid: 'mp-case-1' });
});

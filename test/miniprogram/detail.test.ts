/**
 * The mini-program detail page (sdc/cfPagesMain/detail/index) from dist/weapp over a fake wx.request:
 * the case's numbers as the server gave them, its status, and the share handlers that return the
 * case's share content and record the share (toWxSource friend 2 / timeline 1).
 */
import { setupMiniProgram } from './harness';
import { fundingInfo } from '../support/funding-info';

jest.setTimeout(60_000);

const INFO = fundingInfo({
  infoUuid: 'mp-detail-1',
  baseInfo: {
    title: '女儿急性白血病，化疗急需费用',
    content: '女儿今年8岁，正在进行第三轮化疗。<b>不是粗体</b>',
    attachments: ['https://img.example.com/a.jpg'],
    largeAttachments: ['https://img.example.com/a.jpg!cf_mtr_1080'],
  },
  newDetailVo: { caseDetailsPageVersion: 1 },
  prNewOrOld: 1,
  targetAmount: 30_000_000,
  raisedAmount: 1_234_500,
  donationCount: 57,
  payeeInfo: { relation: 'self', name: '李**' },
  treatmentInfo: { hospital: '某市儿童医院', disease: '急性淋巴细胞白血病' },
  crowdfundingUserInfo: { nickname: '李先生', headImgUrl: '' },
  createdAt: Date.now() - 2 * 86_400_000,
  expireAt: Date.now() + 28 * 86_400_000,
});

const mp = setupMiniProgram({
  responses: {
    '/api/cf/v4/get-funding-info': (body: Record<string, unknown>) =>
      body.infoUuid === INFO.infoUuid ? INFO : { code: 404, msg: '筹款不存在', data: null },
    '/api/cf/v5/verification/count': { count: 3, countFromHospital: 1, doctorVerificationCount: 1, friendsVerificationCount: 2, sickFriendsVerificationCount: 0 },
    '/api/cf/v5/verification/selected': { list: [] },
    '/api/cf/v4/verification/count': { count: 3, countFromHospital: 1, doctorVerificationCount: 1, friendsVerificationCount: 2, sickFriendsVerificationCount: 0 },
    '/api/cf/v4/verification/selected': { list: [] },
    '/api/cf/share/success': null,
  },
});

type SharePage = {
  onShareAppMessage?: (o: { from: string }) => { title: string; path: string; imageUrl?: string };
  onShareTimeline?: () => { title: string; query: string; imageUrl?: string };
};

test('renders the case of its infoUuid with the server numbers and the normal status', async () => {
  const page = mp.openPage('sdc/cfPagesMain/detail/index', { infoUuid: INFO.infoUuid });
  await mp.waitFor(() => page.text().includes(INFO.baseInfo.title), 20_000, 'the case title');
  const text = page.text();
  expect(text).toContain('1.23万元'); // raised 1,234,500 fen
  expect(text).toContain('30万元'); // target
  expect(text).toContain('57次');
  expect(text).toContain('筹款进行中');
  expect(text).toContain('<b>不是粗体</b>'); // user text stays text
  expect(text).toContain('立即捐款'); // new detail (version 1)
  const req = mp.requests.find((r) => r.path === '/api/cf/v4/get-funding-info');
  expect(req?.data.infoUuid).toBe(INFO.infoUuid);

  // The share handlers return the case's content and record each share.
  const inst = page.comp.instance as unknown as SharePage;
  expect(typeof inst.onShareAppMessage).toBe('function');
  const msg = inst.onShareAppMessage!({ from: 'menu' });
  expect(msg.title).toBe(INFO.baseInfo.title);
  expect(msg.path).toMatch(/^\/sdc\/cfPagesMain\/detail\/index\?/);
  expect(msg.path).toContain(`infoUuid=${INFO.infoUuid}`);
  expect(msg.imageUrl).toBe(INFO.baseInfo.attachments[0]);
  await mp.waitFor(() => mp.requests.some((r) => r.path === '/api/cf/share/success'), 5_000, 'the share record');
  const rec = mp.requests.find((r) => r.path === '/api/cf/share/success')!;
  expect(rec.data).toEqual(expect.objectContaining({ infoId: INFO.infoUuid, toWxSource: 2, shareDv: 1000 }));

  expect(typeof inst.onShareTimeline).toBe('function');
  const tl = inst.onShareTimeline!();
  expect(tl.title).toBe(INFO.baseInfo.title);
  expect(tl.query).toContain(`infoUuid=${INFO.infoUuid}`);
  await mp.waitFor(() => mp.requests.filter((r) => r.path === '/api/cf/share/success').length === 2, 5_000, 'the timeline share record');
  expect(mp.requests.filter((r) => r.path === '/api/cf/share/success')[1].data.toWxSource).toBe(1);
});

/**
 * Growth in the mini-program (dist/weapp in miniprogram-simulate over canned answers checked against
 * the contract): the poster page (growth subpackage) asks the server for the poster with a
 * mini-program code (target mp) and draws the picture it answers; the health tree shows its count and
 * refuses an empty wish in Chinese without calling the server.
 */
import { setupMiniProgram } from './harness';

jest.setTimeout(90_000);

const POSTER_URL = 'https://api.example.com/api/cf/growth/poster/mp-case-1.png?target=mp&v=1';
const mp = setupMiniProgram({
  responses: {
    '/api/account/v3/login-check': { loggedIn: true, user: { userId: 'u1', nickname: '用户', headImgUrl: '', mobile: '139****0000', mobileBound: true, thirdType: 17 } },
    '/api/cf/growth/poster/info': (body: Record<string, unknown>) => ({
      infoUuid: 'mp-case-1', title: '帮帮小明', raisedAmount: 123_450, targetAmount: 30_000_000, donationCount: 3,
      pictureUrl: 'https://api.example.com/p.jpg', pictures: ['https://api.example.com/p.jpg'], caseUrl: 'https://h5.example.com/cf/contribute/mp-case-1',
      posterUrl: body.target === 'mp' ? POSTER_URL : 'https://api.example.com/wrong-target.png',
      mpPage: 'sdc/cfPagesMain/detail/index', mpScene: 'mp-case-1', canChange: false,
    }),
    '/api/cf/v4/mkt/wishing-tree/stat': { count: 321, shareCount: 4, mine: 0 },
    '/api/cf/v4/mkt/wishing-tree/get-last': { list: [{ id: 'w1', nickname: '爱心人士', headImgUrl: '', content: '祝愿早日康复', time: 1, mine: false }] },
    '/api/cf/v4/mkt/wishing-tree/sample-words': { words: ['愿家人平安'] },
  },
});

test('the poster page asks for a mini-program code and draws the poster', async () => {
  const page = mp.openPage('pages/growth/poster/index', { infoUuid: 'mp-case-1' });
  await mp.waitFor(() => page.nodeData('cf-growth__poster').length > 0, 20_000, 'the poster image');
  expect(mp.requests.find((r) => r.path === '/api/cf/growth/poster/info')?.data).toMatchObject({ infoUuid: 'mp-case-1', target: 'mp', userSourceId: 'u1' });
  // Taro's data nodes carry attributes under short keys: the image's source is one of its string values
  expect(Object.values(page.nodeData('cf-growth__poster')[0])).toContain(POSTER_URL);
  expect(page.text()).toContain('帮帮小明');
});

test('the health tree shows its count and refuses an empty wish without calling the server', async () => {
  const page = mp.openPage('pages/growth/pray/index', {});
  await mp.waitFor(() => page.text().includes('321') && page.text().includes('祝愿早日康复'), 20_000, 'the tree');
  page.tap(page.byClass('cf-growth__btn')!);
  await mp.waitFor(() => page.text().includes('请输入心愿内容'), 20_000, 'the empty-wish error');
  expect(mp.requests.some((r) => r.path.endsWith('/save-wishing'))).toBe(false);
});

/**
 * Every mini-program page whose config lets WeChat's menu share it answers with its own card: the
 * pages are read from dist/weapp (each page .json with enableShareAppMessage), each is opened and its
 * onShareAppMessage called. A page about a case gives the case's card (its title, a path with the case
 * and the sharer's shareId, the case's picture) and records the share (toWxSource friend 2 / timeline
 * 1); 帮TA转发 then goes on to the share-success page; a page without a case gives its own page (its
 * path with the sharer) under its own title, never the mini-program's default card.
 */
import * as fs from 'fs';
import * as path from 'path';
import { DIST, setupMiniProgram } from './harness';

jest.setTimeout(120_000);

const CASE = 'mp-share-1';
const TITLE = '父亲尿毒症透析，恳请好心人帮帮我们';
const IMAGE = 'https://img.example.com/share-1.jpg';
const INFO = {
  infoUuid: CASE, isSelf: false, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: TITLE, content: '透析每周三次。', attachments: [IMAGE], largeAttachments: [IMAGE] },
  newDetailVo: { caseDetailsPageVersion: 1 }, prNewOrOld: 1, targetAmount: 20_000_000, raisedAmount: 500_000,
  donationCount: 12, shareCount: 0, payeeInfo: { relation: 'self', name: '王**' }, treatmentInfo: { hospital: '某医院', disease: '尿毒症' },
  crowdfundingUserInfo: { nickname: '王先生', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 86_400_000,
  expireAt: Date.now() + 20 * 86_400_000, serviceCharge: 1,
};
const ARTICLE = { id: CASE, title: '透析患者如何申请医保报销', summary: '', body: '第一段。', imageUrl: '', category: '', linkUrl: '', publishAt: 1_764_000_000_000 };
const TEAM = {
  teamId: 'bf9', activityId: 'act9', infoUuid: CASE, caseTitle: TITLE, leaderNickname: '张三', memberCount: 1, gaveCount: 0, teamMax: 10,
  ladderFinishNum: 0, currentLadderNum: 1, released: 0, createdAt: 1,
  members: [{ userId: '', nickname: '张三', avatar: '', isLeader: true, gave: false, gaveAmount: 0, joinedAt: 1 }],
  hits: [], isMember: true, isLeader: true,
};
const ACTIVITY = {
  activityId: 'act9', activityType: 'BONFIRE', status: 'APPROVE', title: '组队助力', myTeamId: 'bf9', isOwner: false, team: TEAM,
  extInfo: {
    flagInfo: { isBonfireActivity: true, isGetCaseMaxSubsidy: false, isGetCurrentBofMaxSubsidy: false, isLastOneCanFinish: false },
    shareInfo: { title: '一起组队帮王先生', desc: '', path: '' },
    teamInfo: { ladderRuleInfo: [{ n: 1, need: 2, subsidy: 1000 }], teamNum: [2], ladderFinishNum: 0, currentLadderNum: 1, messageStatusType: 0 },
    typeInfo: {
      activityType: 'BONFIRE', kind: 'groupHelp', status: 'APPROVE', title: '组队助力', sponsorName: '爱心企业', minGift: 500, teamMax: 10,
      startsAt: 0, endsAt: 9e12, poolLeft: 100_000, poolDry: false, live: true, caseReceived: 0,
    },
  },
};

const mp = setupMiniProgram({
  responses: {
    '/api/cf/v4/get-funding-info': (body: Record<string, unknown>) => (body.infoUuid === CASE ? INFO : { code: 404, msg: '筹款不存在', data: null }),
    '/api/cf/v5/verification/count': { count: 0, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 0, sickFriendsVerificationCount: 0 },
    '/api/cf/v5/verification/selected': { list: [] },
    '/api/cf/v4/verification/count': { count: 0, countFromHospital: 0, doctorVerificationCount: 0, friendsVerificationCount: 0, sickFriendsVerificationCount: 0 },
    '/api/cf/v4/verification/selected': { list: [] },
    '/api/charity/activity/manage/list-activity': { list: [ACTIVITY] },
    '/api/cf/share/success': null,
    // the article page's id travels as infoUuid (/cf/article/articleMiddlePage/:infoUuid)
    '/api/cf/content/article/get': (body: Record<string, unknown>) => (body.id === CASE ? ARTICLE : { code: 404, msg: '文章不存在或已下架', data: null }),
  },
});
const ARTICLE_PAGE = 'pages/content/article/index';

type Card = { title: string; path: string; imageUrl?: string };
type SharingPage = { onShareAppMessage?: (o: { from: string }) => Card; onShareTimeline?: () => { title: string; query: string; imageUrl?: string } };

/** Every page of the build whose config enables the share menu (Taro keeps the flags in the page's JS). */
function sharingPages(): { page: string; timeline: boolean }[] {
  const app = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8')) as { pages: string[]; subPackages?: { root: string; pages: string[] }[] };
  const all = [...app.pages, ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))];
  return all
    .map((page) => ({ page, js: fs.readFileSync(path.join(DIST, `${page}.js`), 'utf8') }))
    .filter((p) => /enableShareAppMessage:(!0|true)/.test(p.js))
    .map((p) => ({ page: p.page, timeline: /enableShareTimeline:(!0|true)/.test(p.js) }));
}

/** The pages about one case (opened with it) and what their card must carry. */
const CASE_PAGES: Record<string, { path: RegExp; recorded: boolean; then?: string }> = {
  'sdc/cfPagesMain/detail/index': { path: /^\/sdc\/cfPagesMain\/detail\/index\?/, recorded: true },
  'pages/spread/index': { path: /^\/sdc\/cfPagesMain\/detail\/index\?/, recorded: true, then: 'pages/share-success/index' },
  'pages/activity/group-help-detail/index': { path: /^\/pages\/activity\/group-help-detail\/index\?/, recorded: true },
};
const records = () => mp.requests.filter((r) => r.path === '/api/cf/share/success');
const IMAGE_URL = /^https?:\/\/[^/]+\/.+\.(png|jpe?g)(!cf_mtr_\d+)?$/i;

const PAGES = sharingPages();

test('the build has the pages that share (the case, 帮TA转发, the lists, the articles, group help...)', () => {
  const names = PAGES.map((p) => p.page);
  for (const p of Object.keys(CASE_PAGES)) expect(names).toContain(p);
  expect(names).toEqual(expect.arrayContaining(['pages/case-list/index', 'pages/content/article/index', 'pages/content/water-comment/index']));
});

test.each(PAGES.map((p) => [p.page, p.timeline] as const))('%s answers the share menu with its own card', async (page, timeline) => {
  const known = CASE_PAGES[page];
  const opened = mp.openPage(page, { infoUuid: CASE, ...(page.includes('group-help') ? { bonfireUuid: 'bf9' } : {}) });
  if (known) await mp.waitFor(() => opened.text().includes(page.includes('group-help') ? '组队助力' : TITLE), 20_000, `${page} to show the case`);
  else if (page === ARTICLE_PAGE) await mp.waitFor(() => opened.text().includes(ARTICLE.title), 20_000, 'the article');
  else await mp.waitFor(() => opened.text().length > 0, 20_000, `${page} to render`);
  const inst = opened.comp.instance as unknown as SharingPage;
  expect(typeof inst.onShareAppMessage).toBe('function');
  const before = records().length;
  const navBefore = mp.navigations.length;
  const card = inst.onShareAppMessage!({ from: 'menu' });
  expect(card.imageUrl).toMatch(IMAGE_URL);
  expect(card.title).not.toBe('');
  // the sharer travels with every card
  expect(card.path).toMatch(/[?&]shareId=[A-Za-z0-9]+/);
  if (known) {
    expect(card.path).toMatch(known.path);
    expect(card.path).toContain(`infoUuid=${CASE}`);
    if (!page.includes('group-help')) {
      expect(card.title).toBe(TITLE);
      expect(card.imageUrl).toBe(IMAGE);
    }
    await mp.waitFor(() => records().length === before + 1, 5_000, 'the share record');
    expect(records().at(-1)!.data).toEqual(expect.objectContaining({ infoId: CASE, toWxSource: 2 }));
    if (known.then) await mp.waitFor(() => mp.navigations.slice(navBefore).some((n) => n.includes(known.then!)), 5_000, 'the share-success page');
  } else {
    // its own page (not the mini-program's default card); nothing about a case to record
    expect([card.path.startsWith(`/${page}`), card.path]).toEqual([true, card.path]);
    expect(records().length).toBe(before);
    // the article under its own title (its id in the path)
    if (page === ARTICLE_PAGE) expect([card.title, card.path.includes(`infoUuid=${CASE}`)]).toEqual([ARTICLE.title, true]);
  }
  if (timeline) {
    expect(typeof inst.onShareTimeline).toBe('function');
    const tl = inst.onShareTimeline!();
    expect(tl.title).toBe(card.title);
    expect(tl.query).toBe(card.path.split('?')[1]);
  }
});

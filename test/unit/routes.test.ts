/**
 * The route table against the product's route list: every listed H5 path is in the table (as literal data
 * here, so a deleted or mistyped route fails), table-order traps, auth flags, and every route's page built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  NOT_FOUND_PAGE, ROUTES, matchPath, routeByName, uniquePages, type RouteAuth,
} from '../../src/routes';

/** The product's H5 routes, group by group, patterns spelled as the route list spells them. */
const SPEC_H5: Record<string, string[]> = {
  'Entry, login and misc': [
    '/login', '/cf/redirect', '/cf/crash', '/authservice', '/cf/apply/raise', '/cf/apply/success',
    '/cf/bind-phone', '/cf/agreements/:kind', '/cf/online-service', '/cf/clear', '/cf/clearDraft',
  ],
  Activities: [
    '/cf/activity/pary', '/cf/activity/raise-regist', '/cf/activity/raise-regist-success',
    '/cf/activity/raise-adviser', '/cf/activity/raise-adviser-success', '/cf/activity/green-path',
    '/cf/activity/tf-detail', '/cf/activity/help-record', '/cf/activity/inviter', '/cf/activity/initiator',
    '/cf/activity/get-reward', '/cf/activity/learn-more', '/cf/activity/verify-instruction',
    '/cf/activity/choose-:brand', '/cf/activity/fundraising-service', '/cf/activity/help-the-patient',
    '/cf/activity/weibo-inviter', '/cf/activity/qrcode-share/:infoUuid', '/cf/activity/change-qrcode-img/:infoUuid',
    '/cf/wechat-share-tutor/:infoUuid', '/cf/act/good-day/love-list/:activityId', '/cf/luckDraw', '/cf/act-home-rule',
    // old activity routes (redirect to the configured address)
    '/cf/act/311/main-venue', '/cf/act/311/my-pennant', '/cf/act/311/love-list',
    '/cf/act/good-day/main-venue', '/cf/act/good-day/my-pennant', '/cf/act/good-day/activity-guide',
    '/cf/act/good-day/withdrawal', '/cf/act/good-day/case-record',
  ],
  Donation: [
    '/cf/pay/mp-shunt', '/cf/pay/:infoUuid', '/cf/pay/:infoUuid/success', '/cf/pay-new-style/:infoUuid',
    '/cf/contribute/:infoUuid', '/cf/detail/:infoUuid', '/cf/contribute/spread/:infoUuid',
    '/cf/contribute/material/:infoUuid', '/cf/contribute/progress/:infoUuid', '/cf/contribute/:infoUuid/share-success',
    '/cf/my-contribution', '/cf/love-contribution-list/:infoUuid', '/cf/independent-support-plat', '/cf/independent-success',
  ],
  Fundraiser: [
    '/cf/contribute/fundraiser-center/:infoUuid', '/cf/contribute/fundraiser-center/doctor-prove/:infoUuid',
    '/cf/contribute/fundraiser-center/friend-prove/:infoUuid', '/cf/contribute/mini-program-card/:infoUuid',
    '/cf/contribute/fastReply/:infoUuid', '/cf/fundraiser/detail/:infoUuid', '/cf/fundraiser/teach/:infoUuid',
    '/cf/fundraiser/manage-label/:infoUuid', '/cf/publish/progress/:infoUuid', '/cf/publish/dynamic-audit/:infoUuid',
    '/cf/publish/:infoUuid/success', '/cf/trigger/:infoUuid', '/cf/left/center/:infoUuid',
  ],
  Verification: ['/cf/prove/add', '/cf/prove/list', '/cf/prove/success'],
  'Matching gift': [
    '/cf/fundraiser/matching-gift-area-detail/:infoUuid', '/cf/fundraiser/matching-gift-detail/:infoUuid',
    '/cf/fundraiser/matching-gift-qq/:infoUuid', '/cf/matching-gift/change-payee/:infoUuid',
  ],
  'Message landing pages': [
    ...['pay', 'blank', 'jump', 'middle', 'progress', 'comment', 'identify-follow', 'withdraw', 'welcomes',
      'big-donation', 'fundraising-verify', 'tips'].map((seg) => `/cf/wxmessage/${seg}`),
    '/cf/authMiddlePage/detail/:infoUuid', '/cf/messageMiddlePage/detail/:infoUuid', '/cf/article/articleMiddlePage/:infoUuid',
  ],
  'Lists and content': [
    '/cf/common/list', '/cf/common/vipCase', '/cf/common/themeCase', '/cf/common-case', '/cf/article/list',
    '/cf/common-problem', '/cf/history-back', '/cf/left-slide', '/cf/leftViews', '/cf/insurance-education',
    '/cf/act/serviceCenter', '/cf/consultant', '/cf/channelpartner', '/cf/pennants/mine', '/cf/annual-report/home',
    '/cf/annual-report/info', '/cf/publicity-page', '/cf/monthly-report', '/cf/water-comment',
    '/cf/group-help-detail/:infoUuid', '/cf/risk-case-intercept', '/cf/firstScreenAdPage', '/cf/invoiceApply',
    '/cf/invoiceSubmitSuccess',
  ],
  Discussion: [
    '/cf/discussion/application/:infoUuid', '/cf/discussion/progress/:infoUuid',
    '/cf/discussion/detail/:infoUuid', '/cf/discussion/comment/:infoUuid',
  ],
  'Account routes': [
    '/cf/mine', '/cf/mine-order', '/cf/protocol', '/cf/account/report/:infoUuid', '/cf/love-value-home',
    '/cf/love-value-share-cf', '/cf/love-for-lottery', '/cf/discovery', '/cf/mine-raise', '/cf/mine-donation',
    '/cf/mine-progress', '/cf/get-score-success', '/cf/sign-in', '/cf/mine-more', '/cf/question', '/mine/love-rights',
  ],
  'Raise and publish routes': [
    '/cf/launch', '/cf/activity/get-help',
    ...['edit-basic-info', 'commit-basic-success/:infoUuid', 'channel-commit-basic-success/:infoUuid',
      'supplement-commit-verify/:infoUuid', 'supplement-commit-verify-success/:infoUuid', 'edit-patient-info/:infoUuid',
      'edit-payee-info/:infoUuid', 'material-supplement/:infoUuid', 'edit-aeger/:infoUuid', 'hospital-detail/:infoUuid',
      'commit-verify-success/:infoUuid', 'verification-hospital/:infoUuid', 'verification-hospital-success/:infoUuid',
    ].map((p) => `/cf/publish/raise/${p}`),
    '/raise/commit-verify/:infoUuid', '/raise/new-launch/stop-raise', '/raise/new-launch/help-instruction',
    '/raise/modify-bank-account', '/raise/modify-bank-middle-page', '/raise/household-assets', '/raise/material-verify',
    '/raise/material-verify-success', '/raise/fundraiser-verification', '/raise/rejected', '/raise/withdraw/detail/:infoUuid',
    '/cf/raise/pending-notice/:infoUuid',
    ...['confirm/:infoUuid', 'close-raise/:infoUuid', 'edit', 'stop-raise/:infoUuid', 'audit-pass/:infoUuid',
      'commit-success/:infoUuid'].map((p) => `/cf/withdraw/${p}`),
    ...['confirm/:infoUuid', 'apply/:infoUuid', 'refund-detail/:infoUuid', 'apply-success/:infoUuid',
      'audit-pass/:infoUuid', 'refund-list'].map((p) => `/cf/refund/${p}`),
    '/cf/add-patient-image/:infoUuid',
  ],
};
const ALL_SPEC = Object.values(SPEC_H5).flat();
const ACCOUNT = new Set(SPEC_H5['Account routes']);
/** The dream raise's own screens (issue 20: SPEC's /api/cf/v4/dream/* calls get their routes beside the raise ones). */
const DREAM_H5: Record<string, string> = {
  '/cf/publish/raise/dream-summary': 'dreamSummary', '/cf/publish/raise/dream-realiser/:infoUuid': 'dreamRealiser',
  '/cf/publish/raise/dream-confirm/:infoUuid': 'dreamConfirm', '/cf/publish/raise/dream-review/:infoUuid': 'dreamReview',
};
const RAISE = new Set([...SPEC_H5['Raise and publish routes'], ...Object.keys(DREAM_H5)]);
const OLD_ACTIVITY = SPEC_H5.Activities.filter((p) => /^\/cf\/act\/(311|good-day)\//.test(p) && !p.includes(':'));

/** A concrete path for a pattern: every parameter becomes abc123. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z_]\w*/g, 'abc123');

test('the SPEC list is complete and has no duplicates', () => {
  expect(new Set(ALL_SPEC).size).toBe(ALL_SPEC.length);
  expect(ALL_SPEC.length).toBe(175);
  expect(SPEC_H5['Message landing pages'].filter((p) => p.startsWith('/cf/wxmessage/'))).toHaveLength(12);
  expect(OLD_ACTIVITY).toHaveLength(8);
});

describe.each(Object.entries(SPEC_H5))('SPEC 2 %s: each path resolves to its own route', (_section, paths) => {
  test.each(paths)('%s', (pattern) => {
    const path = concrete(pattern);
    const { route, params } = matchPath(path);
    expect(route.name).not.toBe('notFound');
    expect(route.h5).toBe(pattern);
    for (const key of pattern.match(/:[A-Za-z_]\w*/g) ?? []) expect(params[key.slice(1)]).toBe('abc123');
    // a trailing slash and a query string do not change the route
    expect(matchPath(`${path}/?channel=5`).route.name).toBe(route.name);
  });
});

test('the table has no H5 route the SPEC lacks, and route names are unique', () => {
  // h5Only routes (the staff console) are ours, not the route list's screens; so are the routes issues added (issue 9: fund use, gift trace).
  const ISSUE_H5: Record<string, string> = { '/cf/fund-use/:infoUuid': 'fundUseSubmit', '/cf/verify': 'ledgerVerify', '/cf/my-gift/:orderId': 'myGiftTrace', '/cf/mine/delete-account': 'deleteAccount', '/cf/mine/my-data': 'myData', '/cf/goods/:infoUuid': 'goodsDetail', '/cf/act/sub-venue/:subVenueId': 'subVenue', '/cf/act/charity-pig': 'charityPig', ...DREAM_H5 };
  for (const [pattern, name] of Object.entries(ISSUE_H5)) expect(matchPath(concrete(pattern)).route.name).toBe(name);
  const tablePatterns = ROUTES.filter((r) => r.h5 && r.name !== 'notFound' && !r.h5Only && !(r.h5 in ISSUE_H5)).map((r) => r.h5);
  expect([...tablePatterns].sort()).toEqual([...ALL_SPEC].sort());
  expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  expect(ROUTES[ROUTES.length - 1].name).toBe('notFound');
});

test('mini-program pages: the two entry pages and the internal paths exist without an H5 path', () => {
  for (const name of ['mpIndex', 'mpDetail', 'mpEditBasicInfo', 'mpWxInviter']) expect(routeByName(name).h5).toBeNull();
  expect(routeByName('mpIndex').mpPage).toBe('sdc/cfPagesMain/index/index');
  expect(routeByName('mpDetail').mpPage).toBe('sdc/cfPagesMain/detail/index');
});

describe('matchPath: table-order traps', () => {
  test.each([
    ['/cf/contribute/fundraiser-center/x', 'fundraiserCenter'],
    ['/cf/contribute/fundraiser-center/doctor-prove/x', 'doctorProve'],
    ['/cf/contribute/fundraiser-center/friend-prove/x', 'friendProve'],
    ['/cf/contribute/spread/x', 'spread'],
    ['/cf/contribute/x', 'contribute'],
    ['/cf/contribute/x/share-success', 'shareSuccess'],
    ['/cf/pay/x', 'pay'],
    ['/cf/pay/x/success', 'paySuccess'],
    ['/cf/pay/mp-shunt', 'payMpShunt'],
    ['/cf/publish/x/success', 'publishSuccess'],
    ['/cf/publish/progress/x', 'publishProgress'],
    ['/cf/publish/raise/edit-basic-info', 'editBasicInfo'],
    ['/cf/act/good-day/love-list/7', 'goodDayLoveList'],
    ['/cf/act/311/love-list', 'act311LoveList'],
    ['/cf/activity/choose-brandx', 'chooseBrand'],
    ['/cf/activity/get-help', 'getHelp'],
  ])('%s -> %s', (path, name) => {
    expect(matchPath(path).route.name).toBe(name);
  });

  test('the good-day love list is a page, not an old-activity redirect', () => {
    const { route, params } = matchPath('/cf/act/good-day/love-list/7');
    expect(route.redirect).toBeUndefined();
    expect(params).toEqual({ activityId: '7' });
  });

  test.each([
    '/', '/nope', '/cf', '/cf/unknown', '/cf/pay', '/cf/pay/x/y', '/cf/pay/x/success/extra', '/cf/contribute',
    '/cf/contribute/x/y/z', '/cf/wxmessage/unknown', '/cf/activity/choose-', '/cf/act/good-day/love-list',
    '/api/cf/v4/x', '/sdc/cfPagesMain/index/index',
  ])('unknown path %s -> notFound', (path) => {
    expect(matchPath(path).route.name).toBe('notFound');
  });
});

describe('auth flags (SPEC 2)', () => {
  const authOf = (path: string) => matchPath(path).route.auth;
  test.each<[string, RouteAuth]>([
    ['/cf/activity/get-reward', 'login'],
    ['/cf/publish/progress/x', 'login'],
    ['/cf/publish/dynamic-audit/x', 'login'],
    ['/cf/fundraiser/matching-gift-area-detail/x', 'login'],
    ['/cf/fundraiser/matching-gift-detail/x', 'login'],
    ['/cf/fundraiser/matching-gift-qq/x', 'login'],
    ['/cf/invoiceApply', 'login'],
    ['/login', 'userInfo'],
    ['/cf/activity/pary', 'userInfo'],
    ['/cf/discussion/application/x', 'userInfo'],
    ['/cf/discussion/progress/x', 'userInfo'],
    ['/cf/redirect', 'none'],
    ['/cf/crash', 'none'],
    ['/cf/agreements/user', 'none'],
    ['/cf/online-service', 'none'],
    ['/cf/clear', 'none'],
    ['/cf/authMiddlePage/detail/x', 'thirdType'],
    ['/cf/pay/mp-shunt', 'payMp'],
    ['/cf/contribute/x', 'check'],
  ])('%s needs %s', (path, auth) => {
    expect(authOf(path)).toBe(auth);
  });

  test('discussion application and progress hide the share menu; the case page does not', () => {
    expect(matchPath('/cf/discussion/application/x').route.hideShare).toBe(true);
    expect(matchPath('/cf/discussion/progress/x').route.hideShare).toBe(true);
    expect(matchPath('/cf/contribute/x').route.hideShare).toBeFalsy();
  });

  test('unknown paths need no auth (the 404 page shows to anyone)', () => {
    expect(authOf('/nope')).toBe('none');
  });
});

describe('redirects, hand-offs and prefetch (SPEC 2 navigation rules)', () => {
  test.each(OLD_ACTIVITY)('old activity route %s redirects to the configured address', (path) => {
    expect(matchPath(path).route.redirect).toBe('config:oldActivity');
  });

  test('independent-support-plat redirects to the common list', () => {
    const target = routeByName(matchPath('/cf/independent-support-plat').route.redirect as string);
    expect(target.h5).toBe('/cf/common/list');
  });

  test('account routes hand off to the account pages, raise routes to the raise app, nothing else hands off', () => {
    for (const route of ROUTES.filter((r) => r.h5 && r.name !== 'notFound')) {
      const want = ACCOUNT.has(route.h5!) ? 'account' : RAISE.has(route.h5!) ? 'raise' : undefined;
      expect([route.h5, route.handoff]).toEqual([route.h5, want]);
    }
  });

  test('prefetch is defined for the case page, the spread page and the fundraiser centre', () => {
    for (const path of ['/cf/contribute/x', '/cf/contribute/spread/x', '/cf/contribute/fundraiser-center/x']) {
      expect(matchPath(path).route.prefetch).toBe(true);
    }
  });
});

describe('pages', () => {
  test("uniquePages('h5') lists each page once and ends with the not-found page", () => {
    const pages = uniquePages('h5');
    expect(pages[pages.length - 1]).toBe(NOT_FOUND_PAGE);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.filter((p) => p === NOT_FOUND_PAGE)).toHaveLength(1);
  });

  test("uniquePages('weapp') contains the two mini-program entry pages", () => {
    const pages = uniquePages('weapp');
    expect(pages).toEqual(expect.arrayContaining(['sdc/cfPagesMain/index/index', 'sdc/cfPagesMain/detail/index']));
    expect(new Set(pages).size).toBe(pages.length);
  });

  test('every route names a page that is built (a page file under src/)', () => {
    const missing = ROUTES.filter((route) => !['tsx', 'ts'].some((ext) => existsSync(join(__dirname, '../../src', `${route.page}.${ext}`)))).map((r) => `${r.name}: ${r.page}`);
    expect(missing).toEqual([]);
  });
});

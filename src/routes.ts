/**
 * THE route table: every H5 route and mini-program page of the product as data.
 *
 * From this one list come: app.config pages/subPackages (src/app.config.ts), the H5 customRoutes
 * (config/index.ts), the navigation guards (src/router/guards.ts), titles, share-menu hiding,
 * redirects, native-app hand-offs and the nav helper (src/platform/nav.*). The server reads it too,
 * to answer 404 for paths that match no route and to 302 the old activity routes.
 *
 * Pure data + pure functions: no Taro, no MobX, so Node (server, tests, scripts) can import it.
 */

/**
 * What entering a route requires.
 * - none: no check at all (the no-auth routes).
 * - check: the default login check (silent; a visitor may stay).
 * - login: a logged-in user with a bound mobile, else /login?redirectUrl=...
 * - userInfo: user-info auth (messaging browser: userinfo-scope auth; elsewhere a login).
 * - thirdType: a login of a specific third-party account type (thirdType query, default 17).
 * - payMp: a login of the pay-mini-program account type.
 */
export type RouteAuth = 'none' | 'check' | 'login' | 'userInfo' | 'thirdType' | 'payMp';

/** Where a route hands over inside the provider's native apps. */
export type Handoff = 'raise' | 'account';

export interface RouteDef {
  /** Unique camelCase name; nav helpers take it. */
  name: string;
  /** H5 path pattern (path-to-regexp 6 subset: literal, `:param`, trailing `(.*)`). null: mini-program only. */
  h5: string | null;
  /** Taro page path without extension (every route names its built page). */
  page: string;
  auth: RouteAuth;
  /** Page title (Chinese, as a user sees it). */
  title: string;
  /** Hide the share menu items on this route. */
  hideShare?: boolean;
  /** Prefetch the case data as the route is entered (case page, spread page, fundraiser centre). */
  prefetch?: boolean;
  /** Always redirect: 'config:oldActivity' reads the configured address; otherwise a route path. */
  redirect?: string;
  /** In the provider's native apps, open the app's own page instead. */
  handoff?: Handoff;
  /** The mini-program page path when it differs from `page` (the sdc/cfPagesMain entry pages). */
  mpPage?: string;
  /** H5 only (the staff console): left out of the mini-program build. */
  h5Only?: boolean;
  /**
   * Entered only from outside the app (a message, a shared link, a code, an old address), with the reason;
   * every other route is reached by taps from the home list, 我的 or a case page (test/e2e/route-crawl.test.ts).
   */
  outside?: string;
}

export const NOT_FOUND_PAGE = 'pages/not-found/index';
export const FORWARD_PAGE = 'pages/forward/index';
/** The one page behind every message landing route (asks the server's resolver, then replaces the location). */
export const LANDING_PAGE = 'pages/trust/landing/index';
export const MP_SUBPACKAGE_ROOT = 'sdc/cfPagesMain';
/**
 * Mini-program subpackages, one per flow, so the main package stays small (WeChat caps it at 2 MB,
 * we keep it under 1 MB). A page whose path starts with `<root>/` ships in that subpackage; the rest
 * ship in the main package. On H5 the roots mean nothing: every page is listed.
 * - sdc/cfPagesMain/detail: the case entry page (sdc/cfPagesMain/detail/index, the case page)
 * The home entry page (sdc/cfPagesMain/index/index) and the other tab pages (src/lib/tabs.ts) are
 * main-package pages: WeChat wants tabBar pages in the main package.
 * - pages/raise: starting and completing a case (the raise flow)
 * - pages/trust: the fundraiser centre, progress posts, verification, discussion, reports, message landings
 * - pages/money: withdrawals, refunds, the fund-use ledger, receipts
 * - pages/mine: the donor's home (我的 lists, love value, sign-in, reports, protocol, authorisations)
 * - pages/activity: activities (matching gifts, group help, pennants, venue, luck draw)
 * - pages/content: articles, common problems, adverts, the publicity page, the service centre
 * - pages/growth: share posters, invitations, raise-help leads, the health-tree prayer
 * - pages/shop: the goods shop and its orders
 */
export const MP_SUBPACKAGES = [
  `${MP_SUBPACKAGE_ROOT}/detail`, 'pages/raise', 'pages/trust', 'pages/money', 'pages/mine', 'pages/activity', 'pages/content', 'pages/growth', 'pages/shop',
] as const;
/** The subpackage root a page ships in, or null for the main package. */
export const subpackageOf = (page: string): string | null => MP_SUBPACKAGES.find((root) => page.startsWith(`${root}/`)) ?? null;

type Opts = Partial<Omit<RouteDef, 'name' | 'h5' | 'title' | 'page'>> & Pick<RouteDef, 'page'>;
const r = (name: string, h5: string | null, title: string, opts: Opts): RouteDef => ({
  name,
  h5,
  title,
  auth: opts.auth ?? 'check',
  ...opts,
});

const OLD_ACTIVITY: Opts = { redirect: 'config:oldActivity', page: FORWARD_PAGE, auth: 'none', outside: 'old activity addresses in earlier messages and shares, redirected' };
/** Where the old activity routes land unless an address is configured: the live activity's venue (actHomeRule). */
export const OLD_ACTIVITY_DEFAULT_URL = '/cf/act-home-rule';
const raise = (name: string, h5: string, title: string, opts: Opts) =>
  r(name, h5, title, { handoff: 'raise', auth: 'login', hideShare: true, ...opts });
const account = (name: string, h5: string, title: string, opts: Opts) =>
  r(name, h5, title, { handoff: 'account', auth: 'login', ...opts });

export const ROUTES: readonly RouteDef[] = [
  // Entry, login and misc
  r('login', '/login', '登录', { page: 'pages/login/index', auth: 'userInfo', hideShare: true }),
  r('redirect', '/cf/redirect', '正在跳转', { page: FORWARD_PAGE, auth: 'none', hideShare: true, outside: 'the hop of links from outside the app (partners, old messages)' }),
  r('crash', '/cf/crash', '页面出错了', { page: 'pages/crash/index', auth: 'none', hideShare: true, outside: 'the app opens it when a screen fails; no tap leads to it' }),
  r('authService', '/authservice', '授权服务', { hideShare: true, auth: 'login', page: 'pages/mine/authservice/index' }),
  r('applyRaise', '/cf/apply/raise', '求助登记', { page: 'pages/raise/apply/index' }),
  r('applySuccess', '/cf/apply/success', '登记成功', { page: 'pages/raise/apply-success/index' }),
  r('bindPhone', '/cf/bind-phone', '绑定手机号', { page: 'pages/bind-phone/index', hideShare: true, outside: 'the bind link other sites and messages send (?redirectUrl= back); in the app the login guard asks for the phone on /login itself' }),
  r('agreements', '/cf/agreements/:kind', '用户协议', { page: 'pages/agreements/index', auth: 'none' }),
  r('onlineService', '/cf/online-service', '在线客服', { page: 'pages/online-service/index', auth: 'none' }),
  r('clear', '/cf/clear', '清除缓存', { page: 'pages/clear/index', auth: 'none', hideShare: true, outside: 'a repair link customer service sends' }),
  r('clearDraft', '/cf/clearDraft', '清除草稿', { page: 'pages/clear/index', hideShare: true, outside: 'a repair link customer service sends' }),

  // Activities
  r('activityPray', '/cf/activity/pary', '健康树祈福', { auth: 'userInfo', page: 'pages/growth/pray/index' }),
  r('raiseRegist', '/cf/activity/raise-regist', '筹款登记', { page: 'pages/growth/lead/index' }),
  r('raiseRegistSuccess', '/cf/activity/raise-regist-success', '登记成功', { page: 'pages/growth/lead-success/index' }),
  r('raiseAdviser', '/cf/activity/raise-adviser', '筹款顾问', { page: 'pages/growth/lead/index' }),
  r('raiseAdviserSuccess', '/cf/activity/raise-adviser-success', '预约成功', { page: 'pages/growth/lead-success/index' }),
  r('greenPath', '/cf/activity/green-path', '绿色通道', { page: 'pages/content/info/index' }),
  r('tfDetail', '/cf/activity/tf-detail', '活动详情', { page: 'pages/content/info/index' }),
  r('helpRecord', '/cf/activity/help-record', '帮助记录', { page: 'pages/activity/help-record/index', auth: 'login' }),
  r('inviter', '/cf/activity/inviter', '邀请好友', { page: 'pages/growth/invite/index' }),
  r('initiator', '/cf/activity/initiator', '发起人', { page: 'pages/growth/invite/index' }),
  r('getReward', '/cf/activity/get-reward', '领取奖励', { auth: 'login', page: 'pages/activity/get-reward/index' }),
  r('learnMore', '/cf/activity/learn-more', '了解更多', { page: 'pages/content/info/index' }),
  r('verifyInstruction', '/cf/activity/verify-instruction', '证实说明', { page: 'pages/content/info/index' }),
  r('chooseBrand', '/cf/activity/choose-:brand', '选择', { page: 'pages/content/info/index', outside: 'the address given to each partner brand (choose-<brand>) for its own links; no screen of the app names a brand' }),
  r('fundraisingService', '/cf/activity/fundraising-service', '筹款服务', { page: 'pages/content/info/index' }),
  r('helpThePatient', '/cf/activity/help-the-patient', '帮助患者', { page: 'pages/content/info/index' }),
  r('weiboInviter', '/cf/activity/weibo-inviter', '邀请好友', { page: 'pages/growth/invite/index', outside: 'the invitation link of the Weibo channel, opened from Weibo; in the app 邀请好友 opens inviter' }),
  r('qrcodeShare', '/cf/activity/qrcode-share/:infoUuid', '二维码分享', { page: 'pages/growth/poster/index' }),
  r('changeQrcodeImg', '/cf/activity/change-qrcode-img/:infoUuid', '更换二维码图片', { page: 'pages/growth/poster-picture/index', auth: 'login' }),
  r('wechatShareTutor', '/cf/wechat-share-tutor/:infoUuid', '转发教程', { page: 'pages/growth/share-tutor/index' }),
  r('goodDayLoveList', '/cf/act/good-day/love-list/:activityId', '爱心榜', { page: 'pages/activity/love-list/index' }),
  r('luckDraw', '/cf/luckDraw', '幸运抽奖', { page: 'pages/activity/luck-draw/index' }),
  r('actHomeRule', '/cf/act-home-rule', '活动会场', { page: 'pages/activity/act-home-rule/index' }),
  r('subVenue', '/cf/act/sub-venue/:subVenueId', '分会场', { page: 'pages/activity/sub-venue/index' }),
  r('charityPig', '/cf/act/charity-pig', '爱心小猪', { page: 'pages/activity/charity-pig/index', auth: 'login' }),
  r('act311MainVenue', '/cf/act/311/main-venue', '活动', OLD_ACTIVITY),
  r('act311MyPennant', '/cf/act/311/my-pennant', '活动', OLD_ACTIVITY),
  r('act311LoveList', '/cf/act/311/love-list', '活动', OLD_ACTIVITY),
  r('goodDayMainVenue', '/cf/act/good-day/main-venue', '活动', OLD_ACTIVITY),
  r('goodDayMyPennant', '/cf/act/good-day/my-pennant', '活动', OLD_ACTIVITY),
  r('goodDayActivityGuide', '/cf/act/good-day/activity-guide', '活动', OLD_ACTIVITY),
  r('goodDayWithdrawal', '/cf/act/good-day/withdrawal', '活动', OLD_ACTIVITY),
  r('goodDayCaseRecord', '/cf/act/good-day/case-record', '活动', OLD_ACTIVITY),

  // Donation (specific patterns before general ones: routes match in order)
  r('payMpShunt', '/cf/pay/mp-shunt', '正在前往小程序支付', { page: 'pages/pay-mp-shunt/index', auth: 'payMp', hideShare: true, outside: 'a pay link that hands the payment to the mini-program (partner pages, the mini-program web-view); the H5 pay page pays in place' }),
  r('paySuccess', '/cf/pay/:infoUuid/success', '支付结果', { page: 'pages/pay-success/index', hideShare: true }),
  r('pay', '/cf/pay/:infoUuid', '支持', { page: 'pages/pay/index', hideShare: true }),
  r('payNewStyle', '/cf/pay-new-style/:infoUuid', '支持', { page: 'pages/pay/index', hideShare: true, outside: 'the pay page under the address of earlier pay messages and links (pre-loaded); in the app 我要帮助 opens pay' }),
  r('fundraiserCenter', '/cf/contribute/fundraiser-center/:infoUuid', '筹款管理', { page: 'pages/trust/fundraiser-center/index', auth: 'login', prefetch: true, hideShare: true }),
  r('doctorProve', '/cf/contribute/fundraiser-center/doctor-prove/:infoUuid', '医生证实', { page: 'pages/trust/prove-manage/index', auth: 'login' }),
  r('friendProve', '/cf/contribute/fundraiser-center/friend-prove/:infoUuid', '亲友证实', { page: 'pages/trust/prove-manage/index', auth: 'login' }),
  r('miniProgramCard', '/cf/contribute/mini-program-card/:infoUuid', '小程序卡片', { page: 'pages/trust/mini-program-card/index' }),
  r('fastReply', '/cf/contribute/fastReply/:infoUuid', '快捷回复', { page: 'pages/trust/fast-reply/index', auth: 'login' }),
  r('spread', '/cf/contribute/spread/:infoUuid', '帮TA转发', { page: 'pages/spread/index', prefetch: true }),
  r('material', '/cf/contribute/material/:infoUuid', '证明材料', { page: 'pages/case-material/index' }),
  r('progressList', '/cf/contribute/progress/:infoUuid', '筹款动态', { page: 'pages/progress-list/index' }),
  r('shareSuccess', '/cf/contribute/:infoUuid/share-success', '转发成功', { page: 'pages/share-success/index' }),
  // In the mini-program a case opens the subpackage entry page (the one shares and cards link to).
  r('contribute', '/cf/contribute/:infoUuid', '筹款详情', { page: 'pages/case/index', mpPage: 'sdc/cfPagesMain/detail/index', prefetch: true }),
  r('detail', '/cf/detail/:infoUuid', '筹款详情', { page: 'pages/case/index', mpPage: 'sdc/cfPagesMain/detail/index', prefetch: true, outside: 'the case page under the new-detail address of shared links and messages; in the app a case opens contribute' }),
  r('myContribution', '/cf/my-contribution', '我的捐款', { page: 'pages/my-contribution/index', auth: 'login', hideShare: true }),
  r('loveContributionList', '/cf/love-contribution-list/:infoUuid', '爱心榜', { page: 'pages/donor-wall/index' }),
  r('independentSupportPlat', '/cf/independent-support-plat', '正在跳转', { redirect: 'commonList', page: FORWARD_PAGE, outside: 'an old address, redirected to the list' }),
  r('independentSuccess', '/cf/independent-success', '支持成功', { page: 'pages/content/info/index', outside: 'where the independent support platform (another system) sends a supporter back after paying there' }),

  // Fundraiser
  r('fundraiserDetail', '/cf/fundraiser/detail/:infoUuid', '筹款详情', { page: 'pages/trust/fundraiser-detail/index', auth: 'login' }),
  r('fundraiserTeach', '/cf/fundraiser/teach/:infoUuid', '筹款攻略', { page: 'pages/trust/teach/index' }),
  r('manageLabel', '/cf/fundraiser/manage-label/:infoUuid', '标签管理', { page: 'pages/trust/manage-label/index', auth: 'login' }),
  r('publishProgress', '/cf/publish/progress/:infoUuid', '发布动态', { page: 'pages/trust/publish-progress/index', auth: 'login', hideShare: true }),
  r('publishDynamicAudit', '/cf/publish/dynamic-audit/:infoUuid', '动态审核', { page: 'pages/trust/dynamic-audit/index', auth: 'login', hideShare: true }),
  r('publishSuccess', '/cf/publish/:infoUuid/success', '发布成功', { page: 'pages/trust/publish-success/index' }),
  r('trigger', '/cf/trigger/:infoUuid', '筹款提醒', { page: 'pages/trust/trigger/index' }),
  r('leftCenter', '/cf/left/center/:infoUuid', '筹款中心', { page: 'pages/trust/fundraiser-center/index', outside: 'the fundraiser centre under the address of earlier messages to the fundraiser; in the app 管理 opens fundraiserCenter' }),

  // Verification
  r('proveAdd', '/cf/prove/add', '证实', { page: 'pages/trust/prove-add/index', auth: 'login' }),
  r('proveList', '/cf/prove/list', '证实列表', { page: 'pages/trust/prove-list/index' }),
  r('proveSuccess', '/cf/prove/success', '证实成功', { page: 'pages/trust/prove-success/index' }),

  // Matching gift
  r('matchingGiftAreaDetail', '/cf/fundraiser/matching-gift-area-detail/:infoUuid', '配捐专区', { page: 'pages/activity/matching-gift-area/index', auth: 'login' }),
  r('matchingGiftDetail', '/cf/fundraiser/matching-gift-detail/:infoUuid', '配捐详情', { page: 'pages/activity/matching-gift-detail/index', auth: 'login' }),
  r('matchingGiftQq', '/cf/fundraiser/matching-gift-qq/:infoUuid', '配捐详情', { page: 'pages/activity/matching-gift-qq/index', auth: 'login', outside: 'the 配捐详情 address of links shared into QQ, opened from QQ; in the app 配捐详情 opens matchingGiftDetail' }),
  r('matchingGiftChangePayee', '/cf/matching-gift/change-payee/:infoUuid', '更换收款人', { page: 'pages/activity/matching-gift-payee/index', auth: 'login' }),

  // Message landing pages
  ...(
    [
      ['pay', '支付通知'], ['blank', '消息'], ['jump', '正在跳转'], ['middle', '消息'], ['progress', '筹款动态'],
      ['comment', '评论'], ['identify-follow', '证实提醒'], ['withdraw', '提现通知'], ['welcomes', '欢迎'],
      ['big-donation', '大额捐助'], ['fundraising-verify', '筹款审核'], ['tips', '温馨提示'],
    ] as const
  ).map(([seg, title]) =>
    r(`wxmessage${seg.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`, `/cf/wxmessage/${seg}`, title, { page: LANDING_PAGE, outside: 'a WeChat message lands here' }),
  ),
  r('authMiddlePage', '/cf/authMiddlePage/detail/:infoUuid', '正在跳转', { page: LANDING_PAGE, auth: 'thirdType', outside: 'a message lands here' }),
  r('messageMiddlePage', '/cf/messageMiddlePage/detail/:infoUuid', '正在跳转', { page: LANDING_PAGE, outside: 'a message lands here' }),
  r('articleMiddlePage', '/cf/article/articleMiddlePage/:infoUuid', '文章', { page: 'pages/content/article/index' }),

  // Lists and content
  r('commonList', '/cf/common/list', '正在筹款', { page: 'pages/case-list/index' }),
  r('vipCase', '/cf/common/vipCase', '重点关注', { page: 'pages/case-list/index' }),
  r('themeCase', '/cf/common/themeCase', '专题筹款', { page: 'pages/case-list/index' }),
  r('commonCase', '/cf/common-case', '推荐筹款', { page: 'pages/case-list/index' }),
  r('articleList', '/cf/article/list', '文章', { page: 'pages/content/article-list/index' }),
  r('commonProblem', '/cf/common-problem', '常见问题', { page: 'pages/content/common-problem/index' }),
  r('historyBack', '/cf/history-back', '返回', { page: 'pages/content/history-back/index', hideShare: true, outside: 'the return address handed to an advert outside the app: it steps back one history entry' }),
  r('leftSlide', '/cf/left-slide', '', { page: 'pages/left-slide/index', hideShare: true, outside: 'an advert slot: operators place its address in messages and campaigns outside the app; no screen links to an advert' }),
  r('leftViews', '/cf/leftViews', '推荐', { page: 'pages/content/left-views/index', outside: 'the adverts of an advert slot: operators place its address in messages and campaigns outside the app' }),
  r('insuranceEducation', '/cf/insurance-education', '保障知识', { page: 'pages/content/info/index' }),
  r('serviceCenter', '/cf/act/serviceCenter', '服务中心', { page: 'pages/content/info/index' }),
  r('consultant', '/cf/consultant', '筹款顾问', { page: 'pages/content/info/index' }),
  r('channelPartner', '/cf/channelpartner', '渠道合作', { page: 'pages/content/info/index' }),
  r('pennantsMine', '/cf/pennants/mine', '我的锦旗', { auth: 'login', page: 'pages/activity/pennants-mine/index' }),
  r('annualReportHome', '/cf/annual-report/home', '年度报告', { auth: 'login', page: 'pages/mine/report/annual-home/index' }),
  r('annualReportInfo', '/cf/annual-report/info', '年度报告', { auth: 'login', page: 'pages/mine/report/annual-info/index' }),
  r('publicityPage', '/cf/publicity-page', '公示', { page: 'pages/content/publicity/index' }),
  r('monthlyReport', '/cf/monthly-report', '爱心月报', { page: 'pages/mine/report/monthly/index' }),
  r('waterComment', '/cf/water-comment', '评论', { page: 'pages/content/water-comment/index' }),
  r('groupHelpDetail', '/cf/group-help-detail/:infoUuid', '组队帮', { page: 'pages/activity/group-help-detail/index' }),
  r('riskCaseIntercept', '/cf/risk-case-intercept', '温馨提示', { page: 'pages/risk-case-intercept/index', outside: 'no control links to it: the case page replaces itself with this notice when the platform has just stopped the case for risk (until the reconciliation job, within a minute, starts its refunds)' }),
  r('firstScreenAdPage', '/cf/firstScreenAdPage', '', { page: 'pages/content/first-screen-ad/index', hideShare: true, outside: 'the entry link of a campaign (or the official account menu) that shows the first-screen advert before the list' }),
  r('invoiceApply', '/cf/invoiceApply', '申请捐款收据', { auth: 'login', hideShare: true, page: 'pages/money/invoice-apply/index' }),
  r('goodsDetail', '/cf/goods/:infoUuid', '爱心物资', { page: 'pages/shop/goods/index' }),
  r('invoiceSubmitSuccess', '/cf/invoiceSubmitSuccess', '提交成功', { hideShare: true, page: 'pages/money/invoice-submit-success/index' }),

  // Discussion
  r('discussionApplication', '/cf/discussion/application/:infoUuid', '申请公议', { page: 'pages/trust/discussion-application/index', auth: 'userInfo', hideShare: true }),
  r('discussionProgress', '/cf/discussion/progress/:infoUuid', '公议进度', { page: 'pages/trust/discussion-progress/index', auth: 'userInfo', hideShare: true }),
  r('discussionDetail', '/cf/discussion/detail/:infoUuid', '公议详情', { page: 'pages/trust/discussion-detail/index' }),
  r('discussionComment', '/cf/discussion/comment/:infoUuid', '公议评论', { page: 'pages/trust/discussion-comment/index' }),

  // Account routes: handed to /mine in the native app or on other domains
  account('mine', '/cf/mine', '我的', { page: 'pages/mine-hub/index' }),
  account('mineOrder', '/cf/mine-order', '我的订单', { page: 'pages/shop/mine-order/index' }),
  account('protocol', '/cf/protocol', '协议', { auth: 'check', page: 'pages/mine/protocol/index' }),
  account('accountReport', '/cf/account/report/:infoUuid', '举报', { page: 'pages/trust/report/index' }),
  account('loveValueHome', '/cf/love-value-home', '爱心值', { page: 'pages/mine/love/home/index' }),
  account('loveValueShareCf', '/cf/love-value-share-cf', '爱心值', { page: 'pages/mine/love/share/index' }),
  account('loveForLottery', '/cf/love-for-lottery', '爱心抽奖', { page: 'pages/mine/love/lottery/index' }),
  account('discovery', '/cf/discovery', '发现', { auth: 'check', page: 'pages/mine/discovery/index' }),
  account('mineRaise', '/cf/mine-raise', '我的筹款', { page: 'pages/mine/raise/index' }),
  account('mineDonation', '/cf/mine-donation', '我的捐款', { page: 'pages/mine/donation/index' }),
  account('mineProgress', '/cf/mine-progress', '我的动态', { page: 'pages/mine/progress/index' }),
  account('getScoreSuccess', '/cf/get-score-success', '领取成功', { page: 'pages/mine/love/score-success/index' }),
  account('signIn', '/cf/sign-in', '签到', { page: 'pages/mine/love/sign-in/index' }),
  account('mineMore', '/cf/mine-more', '更多', { page: 'pages/mine/more/index' }),
  account('question', '/cf/question', '我的提问', { auth: 'check', page: 'pages/mine/question/index' }),
  account('loveRights', '/mine/love-rights', '爱心权益', { page: 'pages/mine/love/rights/index' }),
  // The user's own data (PIPL): deleting the account, a copy of one's data (no spec routes; named here).
  r('deleteAccount', '/cf/mine/delete-account', '注销账号', { auth: 'login', hideShare: true, page: 'pages/mine/account/delete/index' }),
  r('myData', '/cf/mine/my-data', '下载我的数据', { auth: 'login', hideShare: true, page: 'pages/mine/account/my-data/index' }),

  // Raise and publish routes: handed to the raise app
  raise('launch', '/cf/launch', '发起筹款', { auth: 'check', page: 'pages/raise/launch/index', mpPage: 'pages/tab-launch/index' }),
  raise('getHelp', '/cf/activity/get-help', '发起求助', { auth: 'check', page: 'pages/raise/launch/index', outside: 'the raise entry of campaign links and adverts outside the app; in the app the same screen is the 发起筹款 tab (launch)' }),
  raise('editBasicInfo', '/cf/publish/raise/edit-basic-info', '填写筹款信息', { page: 'pages/raise/edit-basic-info/index' }),
  raise('commitBasicSuccess', '/cf/publish/raise/commit-basic-success/:infoUuid', '提交成功', { page: 'pages/raise/result/index' }),
  raise('channelCommitBasicSuccess', '/cf/publish/raise/channel-commit-basic-success/:infoUuid', '提交成功', { page: 'pages/raise/result/index', outside: 'the success page of a raise started from a partner channel\'s link (edit-basic-info?channel=); the app itself never starts one with a channel' }),
  raise('supplementCommitVerify', '/cf/publish/raise/supplement-commit-verify/:infoUuid', '补充材料', { page: 'pages/raise/material/index' }),
  raise('supplementCommitVerifySuccess', '/cf/publish/raise/supplement-commit-verify-success/:infoUuid', '提交成功', { page: 'pages/raise/result/index' }),
  raise('editPatientInfo', '/cf/publish/raise/edit-patient-info/:infoUuid', '患者信息', { page: 'pages/raise/patient/index' }),
  raise('editPayeeInfo', '/cf/publish/raise/edit-payee-info/:infoUuid', '收款人信息', { page: 'pages/raise/payee/index' }),
  raise('materialSupplement', '/cf/publish/raise/material-supplement/:infoUuid', '补充材料', { page: 'pages/raise/material/index' }),
  raise('editAeger', '/cf/publish/raise/edit-aeger/:infoUuid', '患者信息', { page: 'pages/raise/treatment/index' }),
  raise('hospitalDetail', '/cf/publish/raise/hospital-detail/:infoUuid', '医院信息', { page: 'pages/raise/treatment/index' }),
  raise('commitVerifySuccess', '/cf/publish/raise/commit-verify-success/:infoUuid', '提交成功', { page: 'pages/raise/result/index' }),
  raise('verificationHospital', '/cf/publish/raise/verification-hospital/:infoUuid', '医院核实', { page: 'pages/raise/hospital/index' }),
  raise('verificationHospitalSuccess', '/cf/publish/raise/verification-hospital-success/:infoUuid', '提交成功', { page: 'pages/raise/result/index' }),
  raise('raiseCommitVerify', '/raise/commit-verify/:infoUuid', '提交审核', { page: 'pages/raise/commit-verify/index' }),
  raise('stopRaise', '/raise/new-launch/stop-raise', '停止筹款', { page: 'pages/raise/stop-raise/index' }),
  raise('helpInstruction', '/raise/new-launch/help-instruction', '求助说明', { auth: 'check', page: 'pages/raise/help-instruction/index' }),
  raise('modifyBankAccount', '/raise/modify-bank-account', '修改银行卡', { page: 'pages/raise/modify-bank-account/index' }),
  raise('modifyBankMiddlePage', '/raise/modify-bank-middle-page', '修改银行卡', { page: 'pages/raise/modify-bank-middle-page/index' }),
  raise('householdAssets', '/raise/household-assets', '家庭经济情况', { page: 'pages/raise/household/index' }),
  raise('materialVerify', '/raise/material-verify', '材料审核', { page: 'pages/raise/material/index' }),
  raise('materialVerifySuccess', '/raise/material-verify-success', '提交成功', { page: 'pages/raise/result/index' }),
  raise('fundraiserVerification', '/raise/fundraiser-verification', '筹款人核实', { page: 'pages/raise/fundraiser/index' }),
  raise('raiseRejected', '/raise/rejected', '审核未通过', { page: 'pages/raise/rejected/index' }),
  raise('raiseWithdrawDetail', '/raise/withdraw/detail/:infoUuid', '提现详情', { page: 'pages/money/withdraw-detail/index' }),
  raise('pendingNotice', '/cf/raise/pending-notice/:infoUuid', '待处理事项', { page: 'pages/raise/pending-notice/index' }),
  raise('withdrawConfirm', '/cf/withdraw/confirm/:infoUuid', '确认提现', { page: 'pages/money/withdraw-confirm/index' }),
  raise('withdrawCloseRaise', '/cf/withdraw/close-raise/:infoUuid', '结束筹款', { page: 'pages/money/withdraw-close-raise/index' }),
  raise('withdrawEdit', '/cf/withdraw/edit', '提现', { page: 'pages/money/withdraw-edit/index' }),
  raise('withdrawStopRaise', '/cf/withdraw/stop-raise/:infoUuid', '停止筹款', { page: 'pages/money/withdraw-stop-raise/index' }),
  raise('withdrawAuditPass', '/cf/withdraw/audit-pass/:infoUuid', '审核通过', { page: 'pages/money/withdraw-audit-pass/index' }),
  raise('withdrawCommitSuccess', '/cf/withdraw/commit-success/:infoUuid', '提交成功', { page: 'pages/money/withdraw-commit-success/index' }),
  raise('refundConfirm', '/cf/refund/confirm/:infoUuid', '确认退款', { page: 'pages/money/refund-confirm/index' }),
  raise('refundApply', '/cf/refund/apply/:infoUuid', '申请退款', { page: 'pages/money/refund-apply/index' }),
  raise('refundDetail', '/cf/refund/refund-detail/:infoUuid', '退款详情', { page: 'pages/money/refund-detail/index' }),
  raise('refundApplySuccess', '/cf/refund/apply-success/:infoUuid', '申请成功', { page: 'pages/money/refund-apply-success/index' }),
  raise('refundAuditPass', '/cf/refund/audit-pass/:infoUuid', '退款进度', { page: 'pages/money/refund-audit-pass/index' }),
  raise('refundList', '/cf/refund/refund-list', '退款记录', { page: 'pages/money/refund-list/index' }),
  r('fundUseSubmit', '/cf/fund-use/:infoUuid', '善款使用公示', { page: 'pages/money/fund-use/index', auth: 'login', hideShare: true }),
  r('myGiftTrace', '/cf/my-gift/:orderId', '善款去向', { page: 'pages/money/my-gift/index', auth: 'login', hideShare: true }),
  r('ledgerVerify', '/cf/verify', '账本验证', { page: 'pages/money/verify/index', auth: 'none' }),
  raise('addPatientImage', '/cf/add-patient-image/:infoUuid', '补充患者照片', { page: 'pages/raise/material/index' }),
  // The dream raise (raiseType 99, issue 20): summary (?infoUuid= edits it), who realises it, confirm, review
  raise('dreamSummary', '/cf/publish/raise/dream-summary', '梦想筹款', { page: 'pages/raise/dream-summary/index' }),
  raise('dreamRealiser', '/cf/publish/raise/dream-realiser/:infoUuid', '圆梦方信息', { page: 'pages/raise/dream-realiser/index' }),
  raise('dreamConfirm', '/cf/publish/raise/dream-confirm/:infoUuid', '确认梦想筹款', { page: 'pages/raise/dream-confirm/index' }),
  raise('dreamReview', '/cf/publish/raise/dream-review/:infoUuid', '审核进度', { page: 'pages/raise/dream-review/index' }),

  // Staff console: H5 only, behind the staff role on the server (pages show 无权访问 to anyone else)
  ...(
    [
      ['staffHome', '/staff', '审核工作台', 'home'],
      ['staffQueue', '/staff/queue/:auditType', '审核队列', 'queue'],
      ['staffCase', '/staff/case/:infoUuid', '案例档案', 'case'],
      ['staffBlacklist', '/staff/blacklist', '黑名单', 'blacklist'],
      ['staffHelp', '/staff/help-registrations', '求助登记', 'help'],
      ['staffAuditLog', '/staff/audit-log', '操作日志', 'audit-log'],
      ['staffWork', '/staff/work/:queue', '工作队列', 'work'],
      ['staffOrders', '/staff/orders', '订单查询', 'orders'],
      ['staffActivity', '/staff/activity', '配捐活动', 'activity'],
      ['staffVenue', '/staff/venue', '活动会场', 'venue'],
      ['staffLeads', '/staff/leads', '筹款线索', 'leads'],
      ['staffGrowth', '/staff/growth', '顾问与祈福', 'growth'],
      ['staffComments', '/staff/comments', '评论管理', 'comments'],
      ['staffShop', '/staff/shop', '物资订单', 'shop'],
      ['staffContent', '/staff/content', '内容管理', 'content'],
      ['staffQuestions', '/staff/questions', '用户提问', 'questions'],
      ['staffProtocol', '/staff/protocol', '协议版本', 'protocol'],
      ['staffExperiments', '/staff/experiments', '实验配置', 'experiments'],
    ] as const
  ).map(([name, h5, title, dir]) => r(name, h5, title, { page: `pages/staff/${dir}/index`, auth: 'login', hideShare: true, h5Only: true })),

  // Mini-program pages (and internal mini-program paths)
  r('mpIndex', null, '爱心筹', { page: 'sdc/cfPagesMain/index/index', mpPage: 'sdc/cfPagesMain/index/index' }),
  r('mpDetail', null, '筹款详情', { page: 'sdc/cfPagesMain/detail/index', mpPage: 'sdc/cfPagesMain/detail/index', prefetch: true }),
  r('mpEditBasicInfo', null, '填写筹款信息', { handoff: 'raise', auth: 'login', page: 'pages/raise/edit-basic-info/index' }),
  r('mpWxInviter', null, '邀请好友', { page: 'pages/growth/invite/index' }),

  // Unknown paths: must stay LAST (H5 routes match in order)
  r('notFound', '(.*)', '页面不存在', { page: NOT_FOUND_PAGE, auth: 'none', outside: 'any address that matches no route' }),
];

const byName = new Map(ROUTES.map((route) => [route.name, route]));

/** The route of that name; throws on a typo so a bad name fails loudly in tests. */
export function routeByName(name: string): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`unknown route: ${name}`);
  return route;
}

interface Compiled {
  route: RouteDef;
  /** the pattern's literal start, lower case: a path without it cannot match (its RegExp is not run) */
  prefix: string;
  /** compiled on first use */
  pattern: { re: RegExp; keys: string[] } | null;
}

/** Turns a pattern of the supported subset into an anchored RegExp and its parameter names. */
export function compilePattern(pattern: string): { re: RegExp; keys: string[] } {
  const keys: string[] = [];
  let src = '';
  const token = /:([A-Za-z_]\w*)|\(\.\*\)|([^:(]+|[:(])/g;
  let m: RegExpExecArray | null;
  while ((m = token.exec(pattern))) {
    if (m[1]) {
      keys.push(m[1]);
      src += '([^/]+?)';
    } else if (m[0] === '(.*)') {
      keys.push(String(keys.length));
      src += '(.*)';
    } else {
      src += m[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { re: new RegExp(`^${src}/?$`, 'i'), keys };
}

// Each pattern is compiled the first time a path with its literal start is matched (not at start-up).
const compiled: Compiled[] = ROUTES.filter((route) => route.h5).map((route) => ({
  route,
  prefix: (route.h5 as string).split(/[:(]/)[0].toLowerCase(),
  pattern: null,
}));

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

/** Finds the route an H5 path belongs to (first match in table order; notFound matches the rest). */
export function matchPath(pathname: string): RouteMatch {
  const path = pathname.split(/[?#]/)[0] || '/';
  // The engine compiles each RegExp the first time it runs (~0.1 ms each, ~16 ms for the table at
  // page start): only the patterns whose literal start fits the path are run.
  const lower = path.toLowerCase();
  for (const entry of compiled) {
    const { route, prefix } = entry;
    if (!lower.startsWith(prefix)) continue;
    const { re, keys } = (entry.pattern ??= compilePattern(route.h5 as string));
    const m = re.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, i) => {
      if (!/^\d+$/.test(key)) params[key] = safeDecode(m[i + 1]);
    });
    return { route, params };
  }
  return { route: routeByName('notFound'), params: {} };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The pages each platform ships, in route-table order, each once. */
export function uniquePages(platform: 'h5' | 'weapp'): string[] {
  const seen = new Set<string>();
  for (const route of ROUTES) {
    if (platform === 'h5' && !route.h5) continue;
    if (platform === 'weapp' && route.h5Only) continue;
    seen.add(platform === 'weapp' ? (route.mpPage ?? route.page) : route.page);
  }
  const pages = [...seen];
  // The catch-all page must be the last H5 page (routes match in page order).
  return [...pages.filter((p) => p !== NOT_FOUND_PAGE), NOT_FOUND_PAGE];
}


import { matchPath, routeByName } from '../../../src/routes';
import { afterLoginTarget, applyChannel, decide, minePathFor, type GuardContext } from '../../../src/router/guards';
import { detectEnv } from '../../../src/platform/env';
import { onPlatformError } from '../../../src/platform/events';
import { parseQuery } from '../../../src/platform/nav-url';
import { UA } from '../platform/ua';
import { phoneLoginPath } from '../../../src/lib/wx-oauth';

const visitor = { loggedIn: false, mobileBound: false, thirdType: null };
const bound = { loggedIn: true, mobileBound: true, thirdType: 17 };

function ctx(fullPath: string, over: Partial<GuardContext> = {}): GuardContext {
  const [p, q = ''] = fullPath.split('?');
  const { route, params } = matchPath(p);
  return {
    route, params, query: parseQuery(q), path: fullPath, auth: visitor, env: detectEnv(UA.safariIos),
    config: { oldActivityUrl: '/cf/common/list' }, host: 'm.qschou.com', ...over,
  };
}

test('no-auth and check routes allow visitors', () => {
  expect(decide(ctx('/cf/agreements/user'))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/cf/common/list'))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/cf/pay/abc'))).toEqual({ kind: 'allow' });
});

test('login routes: visitor or no bound mobile -> /login with the encoded full path incl. query', () => {
  const target = '/cf/pennants/mine?channel=5&x=a b';
  const d = decide(ctx(target));
  expect(d).toEqual({ kind: 'login', to: `/login?redirectUrl=${encodeURIComponent(target)}` });
  expect(decide(ctx(target, { auth: { loggedIn: true, mobileBound: false } }))).toEqual(d);
  expect(decide(ctx(target, { auth: bound }))).toEqual({ kind: 'allow' });
});

test('userInfo routes: messaging browser -> userinfo auth redirect; elsewhere login; the login page itself allows', () => {
  expect(decide(ctx('/cf/activity/pary', { env: detectEnv(UA.wechatAndroid) }))).toEqual({ kind: 'authRedirect', scope: 'userinfo', returnUrl: '/cf/activity/pary' });
  expect(decide(ctx('/cf/activity/pary'))).toEqual({ kind: 'login', to: '/login?redirectUrl=%2Fcf%2Factivity%2Fpary' });
  expect(decide(ctx('/cf/activity/pary', { auth: { loggedIn: true, mobileBound: false } }))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/login?redirectUrl=%2Fx'))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/login', { env: detectEnv(UA.wechatIos) }))).toMatchObject({ kind: 'authRedirect' });
});

test('phone login stays reachable in the messaging browser: /login?by=phone is the phone form, elsewhere by=phone changes nothing', () => {
  const wx = detectEnv(UA.wechatAndroid);
  const path = phoneLoginPath('/cf/mine?x=1');
  expect(path).toBe('/login?redirectUrl=%2Fcf%2Fmine%3Fx%3D1&by=phone');
  // the OAuth started from the login page itself: one login page, straight back to where the reader was
  expect(phoneLoginPath(`/login?redirectUrl=${encodeURIComponent('/cf/pay/c1')}`)).toBe('/login?redirectUrl=%2Fcf%2Fpay%2Fc1&by=phone');
  expect(decide(ctx(path, { env: wx }))).toEqual({ kind: 'allow' });
  // only the login page: another userInfo route with by=phone still asks WeChat
  expect(decide(ctx('/cf/activity/pary?by=phone', { env: wx }))).toMatchObject({ kind: 'authRedirect' });
  expect(decide(ctx(path))).toEqual({ kind: 'allow' });
});

test('third-type routes: query type from the allowed list, else 17; payMp', () => {
  expect(decide(ctx('/cf/authMiddlePage/detail/c1?thirdType=115'))).toEqual({ kind: 'thirdLogin', thirdType: 115, payMp: false });
  expect(decide(ctx('/cf/authMiddlePage/detail/c1?thirdType=999'))).toEqual({ kind: 'thirdLogin', thirdType: 17, payMp: false });
  expect(decide(ctx('/cf/authMiddlePage/detail/c1?thirdType=115', { auth: { loggedIn: true, mobileBound: true, thirdType: 115 } }))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/cf/pay/mp-shunt'))).toEqual({ kind: 'thirdLogin', thirdType: 17, payMp: true });
});

test('old activity routes go to the configured address; an absolute one is left for', () => {
  expect(decide(ctx('/cf/act/311/main-venue'))).toEqual({ kind: 'redirect', to: '/cf/common/list' });
  expect(decide(ctx('/cf/act/good-day/withdrawal', { config: { oldActivityUrl: 'https://act.example.com/new' } }))).toEqual({ kind: 'leave', url: 'https://act.example.com/new' });
});

test('independent-support-plat redirects to the common list keeping the query', () => {
  expect(decide(ctx('/cf/independent-support-plat?channel=9'))).toEqual({ kind: 'redirect', to: '/cf/common/list?channel=9' });
});

test('native apps hand off raise and account routes; account routes on other domains go to /mine', () => {
  const app = detectEnv(UA.appAndroid);
  expect(decide(ctx('/cf/launch?channel=5', { env: app }))).toEqual({ kind: 'handoff', to: 'raise', path: '/cf/launch?channel=5' });
  expect(decide(ctx('/cf/refund/apply/c1', { env: app }))).toEqual({ kind: 'handoff', to: 'raise', path: '/cf/refund/apply/c1' });
  expect(decide(ctx('/cf/mine', { env: app }))).toEqual({ kind: 'handoff', to: 'account', path: '/mine' });
  expect(decide(ctx('/cf/sign-in', { host: 'm.qsebao.com' }))).toEqual({ kind: 'handoff', to: 'account', path: '/mine/sign-in' });
  expect(decide(ctx('/cf/launch'))).toEqual({ kind: 'allow' }); // not in the app: the route itself
  expect(minePathFor('/mine/love-rights?a=1')).toBe('/mine/love-rights?a=1');
});

test('inviter opens the in-app invite page only when the flag is set', () => {
  const app = detectEnv(UA.appIos);
  expect(decide(ctx('/cf/activity/inviter', { env: app }))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/cf/activity/inviter', { env: app, config: { oldActivityUrl: '', inviterInApp: true } }))).toEqual({ kind: 'handoff', to: 'invite', path: '/cf/activity/inviter' });
});

test('fundraiser centre moves domain in the messaging browser when configured', () => {
  const wechat = detectEnv(UA.wechatIos);
  const config = { oldActivityUrl: '', fundraiserDomain: 'fr.qschou.com' };
  expect(decide(ctx('/cf/contribute/fundraiser-center/c1?x=1', { env: wechat, config, auth: bound }))).toEqual({ kind: 'leave', url: 'https://fr.qschou.com/cf/contribute/fundraiser-center/c1?x=1' });
  expect(decide(ctx('/cf/contribute/fundraiser-center/c1', { env: wechat, config, auth: bound, host: 'fr.qschou.com' }))).toEqual({ kind: 'allow' });
  expect(decide(ctx('/cf/contribute/fundraiser-center/c1', { config, auth: bound }))).toEqual({ kind: 'allow' });
});

test('channel is remembered and re-applied', () => {
  expect(applyChannel('/cf/pay/a?channel=5', { channel: '5' }, null)).toEqual({ channel: '5', replaceTo: null });
  expect(applyChannel('/cf/pay/a', {}, '5')).toEqual({ channel: '5', replaceTo: '/cf/pay/a?channel=5' });
  expect(applyChannel('/cf/pay/a?x=1', { x: '1' }, 'a b')).toEqual({ channel: 'a b', replaceTo: '/cf/pay/a?x=1&channel=a%20b' });
  expect(applyChannel('/cf/pay/a', {}, null)).toEqual({ channel: null, replaceTo: null });
  expect(applyChannel('/cf/pay/a?channel=9', { channel: '9' }, '5')).toEqual({ channel: '9', replaceTo: null });
});

describe('afterLoginTarget', () => {
  test('safe targets pass (also still-encoded ones)', () => {
    expect(afterLoginTarget('/cf/pennants/mine?channel=5')).toBe('/cf/pennants/mine?channel=5');
    expect(afterLoginTarget('%2Fcf%2Fpay%2Fabc')).toBe('/cf/pay/abc');
    expect(afterLoginTarget(null)).toBe('/cf/common/list');
    expect(afterLoginTarget('/login?redirectUrl=%2Fx')).toBe('/cf/common/list');
  });
  test.each(['https://evil.com', '//evil.com', '/%2F%2Fevil.com', '%2F%2Fevil.com', '/\\evil.com', 'javascript:alert(1)'])('unsafe %p -> list, reported', (bad) => {
    const events: Array<{ event: string; detail: Record<string, unknown> }> = [];
    const off = onPlatformError((e) => events.push(e));
    expect(afterLoginTarget(bad)).toBe('/cf/common/list');
    off();
    expect(events).toEqual([{ event: 'PAGE_ERROR', detail: expect.objectContaining({ page: 'unsafe login redirect' }) }]);
  });
});

test('every route of the table gets a decision without throwing', () => {
  const envs = [detectEnv(UA.safariIos), detectEnv(UA.wechatIos), detectEnv(UA.appAndroid)];
  for (const env of envs) {
    for (const auth of [visitor, bound]) {
      for (const name of ['pay', 'login', 'mine', 'launch', 'notFound', 'commonList']) {
        const route = routeByName(name);
        expect(decide({ route, params: { infoUuid: 'c' }, query: {}, path: '/x', auth, env, config: { oldActivityUrl: '' } }).kind).toEqual(expect.any(String));
      }
    }
  }
});

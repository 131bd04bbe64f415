import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { Text } from '@tarojs/components';
import { RoutePage, useRoute } from '../../src/components/RoutePage';
import { useStores } from '../../src/stores/context';
import { createFakeApi, deferred, TEST_USER } from '../setup/fakeApi';
import { flush, renderPage } from './render';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN';
const APP_UA = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 CfApp/5.2.0';

function Probe() {
  const { route, params } = useRoute();
  return <Text data-testid='probe'>{`${route.name}:${JSON.stringify(params)}`}</Text>;
}
const page = (name?: string) =>
  function Page() {
    return (
      <RoutePage route={name}>
        <Probe />
      </RoutePage>
    );
  };

test('a login route waits for the login check (skeleton meanwhile), then renders for a member', async () => {
  const api = createFakeApi();
  const check = deferred<{ loggedIn: boolean; user: typeof TEST_USER | null }>();
  api.account.loginCheck.mockReturnValue(check.promise);
  const { platform } = renderPage(page('myContribution'), { api, path: '/cf/my-contribution' });
  await flush();
  expect(screen.getByTestId('skeleton')).toBeTruthy();
  expect(screen.queryByTestId('probe')).toBeNull();
  await act(async () => check.resolve({ loggedIn: true, user: TEST_USER }));
  await flush();
  expect(screen.getByTestId('probe').textContent).toBe('myContribution:{}');
  expect(platform.nav.calls).toHaveLength(0);
});

test('a logged-in user without a bound mobile goes to /login', async () => {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: { ...TEST_USER, mobileBound: false, mobile: null } });
  const { platform } = renderPage(page('myContribution'), { api, path: '/cf/my-contribution' });
  await flush();
  expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/login?redirectUrl=%2Fcf%2Fmy-contribution', replace: true });
});

test('params: path params over query values; after-route effects run once allowed', async () => {
  const { api, platform } = renderPage(page(), { path: '/cf/discussion/detail/abc?channel=9&x=1' });
  await flush();
  expect(screen.getByTestId('probe').textContent).toBe('discussionDetail:{"channel":"9","x":"1","infoUuid":"abc"}');
  expect(platform.nav.titles).toContain('公议详情');
  expect(api.stat.pageLog).toHaveBeenCalledWith(expect.objectContaining({ toPath: '/cf/discussion/detail/abc?channel=9&x=1', infoUuid: 'abc', channel: '9' }));
  expect(platform.storage.sessionGet('channel')).toBe('9');
});

test('hideShare routes hide the share menu items', async () => {
  const { platform } = renderPage(page('clear'), { path: '/cf/clear' });
  await flush();
  expect(platform.share.menuCalls.at(-1)).toBe(false);
});

test('the session channel is re-applied to a later route that lacks it', async () => {
  const api = createFakeApi();
  const { platform } = renderPage(page(), { api, path: '/cf/activity/green-path', });
  platform.storage.sessionSet('channel', '30');
  await flush();
  expect(platform.nav.calls.at(-1)).toMatchObject({ url: '/cf/activity/green-path?channel=30', replace: true });
  expect(screen.queryByTestId('probe')).toBeNull();
});

test('userInfo route in the messaging browser: userinfo OAuth redirect', async () => {
  const { platform } = renderPage(page(), { ua: WECHAT_UA, path: '/cf/activity/pary' });
  await flush();
  expect(platform.login.authRedirects).toEqual([{ scope: 'userinfo', returnUrl: '/cf/activity/pary', thirdType: undefined }]);
  expect(screen.queryByTestId('probe')).toBeNull();
});

test('thirdType route in the messaging browser: base OAuth with the third type', async () => {
  const { platform } = renderPage(page(), { ua: WECHAT_UA, path: '/cf/authMiddlePage/detail/abc?thirdType=115' });
  await flush();
  expect(platform.login.authRedirects.at(-1)).toMatchObject({ scope: 'base', thirdType: 115 });
});

test('raise routes in the native app are handed to the app', async () => {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  const { platform } = renderPage(page(), { api, ua: APP_UA, path: '/cf/launch' });
  await flush();
  expect(platform.bridge.calls).toEqual([{ kind: 'raise', path: '/cf/launch' }]);
  expect(screen.queryByTestId('probe')).toBeNull();
});

function DialogOpener() {
  const { ui } = useStores();
  return (
    <Text data-testid='open' onClick={() => void ui.showDialog({ title: '确认离开？', cancelText: '取消' })}>
      open
    </Text>
  );
}
function DialogPage() {
  return (
    <RoutePage route='onlineService'>
      <DialogOpener />
    </RoutePage>
  );
}

test('the page hosts the dialog; it closes on history navigation', async () => {
  const { root } = renderPage(DialogPage, { path: '/cf/online-service' });
  await flush();
  fireEvent.click(screen.getByTestId('open'));
  expect(screen.getByTestId('dialog-title').textContent).toBe('确认离开？');
  fireEvent.click(screen.getByTestId('dialog-cancel'));
  expect(screen.queryByTestId('dialog')).toBeNull();
  fireEvent.click(screen.getByTestId('open'));
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(screen.queryByTestId('dialog')).toBeNull();
  fireEvent.click(screen.getByTestId('open'));
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(screen.queryByTestId('dialog')).toBeNull();
  expect(root.ui.dialog).toBeNull();
});

test('prefetch routes call the registered prefetchers before the guard decision', async () => {
  const seen: string[] = [];
  function Page() {
    const root = useStores();
    useState(() => root.prefetchers.push((route, params) => seen.push(`${route.name}/${params.infoUuid}`)));
    return (
      <RoutePage>
        <Probe />
      </RoutePage>
    );
  }
  const { api } = renderPage(Page, { path: '/cf/contribute/spread/xyz' });
  await flush();
  expect(seen).toEqual(['spread/xyz']);
  expect(api.cases.fundingInfo).toHaveBeenCalledWith(expect.objectContaining({ infoUuid: 'xyz' }));
});

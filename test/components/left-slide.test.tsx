import { fireEvent, screen } from '@testing-library/react';
import LeftSlidePage from '../../src/pages/left-slide';
import { DEFAULT_LEFT_SLIDE_POSID, internalPath, parseAd } from '../../src/pages/left-slide/logic';
import { createFakeApi } from '../setup/fakeApi';
import { flush, renderPage } from './render';

const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) NetType/WIFI Language/zh_CN';

function apiWithAd(content: string) {
  const api = createFakeApi();
  api.config.basicStore.mockResolvedValue({ content });
  return api;
}
const AD = (redirectUrl?: string) => JSON.stringify({ imageUrl: 'https://img.example/ad.png', title: '重疾保障', redirectUrl });

test('parseAd and internalPath', () => {
  expect(parseAd('not json')).toBeNull();
  expect(parseAd('[]')).toBeNull();
  expect(parseAd('{"title":"no image"}')).toBeNull();
  expect(parseAd(AD('/cf/common/list'))).toEqual({ imageUrl: 'https://img.example/ad.png', title: '重疾保障', redirectUrl: '/cf/common/list' });
  expect(internalPath('/cf/detail/abc', 'localhost')).toBe('/cf/detail/abc');
  expect(internalPath('https://www.qschou.com/cf/detail/abc?x=1', 'localhost')).toBe('/cf/detail/abc?x=1');
  expect(internalPath('/totally/unknown', 'localhost')).toBeNull();
  expect(internalPath('https://ads.example/landing', 'localhost')).toBeNull();
});

test('default slot; an internal redirect navigates in-app and sets the jumped flag', async () => {
  const api = apiWithAd(AD('/cf/common/list?from=ad'));
  const { platform } = renderPage(LeftSlidePage, { api, path: '/cf/left-slide' });
  await flush();
  expect(api.config.basicStore).toHaveBeenCalledWith({ activity_id: DEFAULT_LEFT_SLIDE_POSID });
  fireEvent.click(screen.getByTestId('left-slide-ad'));
  expect(platform.storage.sessionGet('leftSlideJumped')).toBe('1');
  expect(platform.nav.calls.at(-1)).toMatchObject({ type: 'go', url: '/cf/common/list?from=ad' });
});

test('posid picks the slot; an outside redirect leaves the page', async () => {
  const api = apiWithAd(AD('https://ads.example/landing'));
  const { platform } = renderPage(LeftSlidePage, { api, path: '/cf/left-slide?posid=777' });
  await flush();
  expect(api.config.basicStore).toHaveBeenCalledWith({ activity_id: '777' });
  fireEvent.click(screen.getByTestId('left-slide-ad'));
  expect(platform.nav.left).toEqual(['https://ads.example/landing']);
});

test('coming back after the jump goes back two entries (plain browser)', async () => {
  const api = apiWithAd(AD('/cf/common/list'));
  const { platform } = renderPage(LeftSlidePage, { api, path: '/cf/left-slide' });
  platform.storage.sessionSet('leftSlideJumped', '1');
  await flush();
  expect(platform.nav.calls.at(-1)).toEqual({ type: 'back', delta: 2 });
  expect(platform.storage.sessionGet('leftSlideJumped')).toBe('0');
  expect(api.config.basicStore).not.toHaveBeenCalled();
});

test('coming back in the messaging browser closes the window', async () => {
  const api = apiWithAd(AD('/cf/common/list'));
  const { platform } = renderPage(LeftSlidePage, { api, ua: WECHAT_UA, closeWindow: true, path: '/cf/left-slide' });
  platform.storage.sessionSet('leftSlideJumped', '1');
  await flush();
  expect(platform.nav.closedCount).toBe(1);
  expect(platform.nav.calls.filter((c) => c.type === 'back')).toHaveLength(0);
});

test('unparsable advert data closes the page and is reported', async () => {
  const api = apiWithAd('{broken');
  const { platform } = renderPage(LeftSlidePage, { api, path: '/cf/left-slide' });
  await flush();
  expect(platform.nav.calls.at(-1)).toEqual({ type: 'back', delta: 1 });
  expect(api.stat.monitor).toHaveBeenCalledWith(expect.objectContaining({ category: 'CF_IMPORTANT_PAGE_ERROR' }));
});

test('a missing redirect address is logged and the tap does nothing', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const api = apiWithAd(AD());
  const { platform } = renderPage(LeftSlidePage, { api, path: '/cf/left-slide' });
  await flush();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('without redirect'), DEFAULT_LEFT_SLIDE_POSID);
  fireEvent.click(screen.getByTestId('left-slide-ad'));
  expect(platform.nav.calls).toHaveLength(0);
  warn.mockRestore();
});

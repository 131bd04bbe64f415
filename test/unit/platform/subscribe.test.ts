/** Subscribe messages: the mini-program asks wx.requestSubscribeMessage and reads each template's answer; H5 asks nothing. */
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }));

import { createWeappSubscribe } from '../../../src/platform/subscribe.weapp';
import { createNoSubscribe } from '../../../src/platform/subscribe.h5';
import { createFakePlatform } from '../../../src/platform/fake';

test('weapp: requestSubscribeMessage with the template ids; each answer read, anything unknown is filter', async () => {
  const calls: unknown[] = [];
  const taro = { requestSubscribeMessage: jest.fn(async (o: unknown) => { calls.push(o); return { errMsg: 'requestSubscribeMessage:ok', 'tpl-a': 'accept', 'tpl-b': 'reject', 'tpl-c': 'odd' }; }) };
  const sub = createWeappSubscribe(taro as never);
  expect(sub.isAvailable()).toBe(true);
  expect(await sub.request(['tpl-a', 'tpl-b', 'tpl-c', ''])).toEqual({ 'tpl-a': 'accept', 'tpl-b': 'reject', 'tpl-c': 'filter' });
  expect(calls).toEqual([{ tmplIds: ['tpl-a', 'tpl-b', 'tpl-c'] }]);
  expect(await sub.request([''])).toEqual({});
  expect(taro.requestSubscribeMessage).toHaveBeenCalledTimes(1);
});

test('weapp: a refused request (user closed it, not in a tap) rejects for the caller to handle', async () => {
  const sub = createWeappSubscribe({ requestSubscribeMessage: async () => Promise.reject(new Error('requestSubscribeMessage:fail can only be invoked by user TAP gesture')) } as never);
  await expect(sub.request(['tpl-a'])).rejects.toThrow('TAP');
});

test('H5 and the fake outside the mini-program: nothing to ask', async () => {
  const h5 = createNoSubscribe();
  expect(h5.isAvailable()).toBe(false);
  expect(await h5.request(['tpl-a'])).toEqual({});
  const fake = createFakePlatform();
  expect(await fake.subscribe.request(['tpl-a'])).toEqual({});
  expect(fake.subscribe.requests).toEqual([]);
  const mp = createFakePlatform({ env: { isMiniProgram: true }, subscribeAnswer: 'ban' });
  expect(await mp.subscribe.request(['tpl-a'])).toEqual({ 'tpl-a': 'ban' });
});

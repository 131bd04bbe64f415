import { routeByName } from '../../../src/routes';
import { afterRoute, createPrefetcher, withChunkRetry } from '../../../src/router/effects';
import { createFakePlatform } from '../../../src/platform/fake';
import type { Api } from '../../../src/services/api';

function fakeApi() {
  return { stat: { pageLog: jest.fn(async () => null) }, cases: { fundingInfo: jest.fn(async (req: { infoUuid: string }) => ({ infoUuid: req.infoUuid })) } } as unknown as Api & {
    stat: { pageLog: jest.Mock }; cases: { fundingInfo: jest.Mock };
  };
}

test('afterRoute: title, page log, share sources in the session, share menu per route', async () => {
  const platform = createFakePlatform();
  const api = fakeApi();
  afterRoute(
    { route: routeByName('contribute'), params: { infoUuid: 'c1' }, query: { channel: '5', shareSource: 'wx', userSourceId: 'u1', forwardFrom: '3', selfTag: 's' }, from: '/cf/common/list', to: '/cf/contribute/c1?channel=5' },
    { platform, api, grayMode: 1 },
  );
  expect(platform.nav.titles).toEqual(['筹款详情']);
  expect(api.stat.pageLog).toHaveBeenCalledWith({ infoUuid: 'c1', fromPath: '/cf/common/list', toPath: '/cf/contribute/c1?channel=5', selfTag: 's', channel: '5', platform: 8, grayMode: 1 });
  expect(platform.storage.sessionGet('shareSource')).toBe('wx');
  expect(platform.storage.sessionGet('userSourceId')).toBe('u1');
  expect(platform.storage.sessionGet('forwardFrom')).toBe('3');
  expect(platform.storage.sessionGet('shareDv')).toBe(2000);
  expect(platform.storage.sessionGet('channel')).toBe('5');
  expect(platform.share.menuVisible).toBe(true);

  afterRoute({ route: routeByName('pay'), params: { infoUuid: 'c1' }, query: {}, from: '/cf/contribute/c1', to: '/cf/pay/c1' }, { platform, api });
  expect(platform.share.menuVisible).toBe(false);
  expect(api.stat.pageLog.mock.calls[1][0].channel).toBe('5'); // remembered from the session
});

test('afterRoute never throws when the page log fails', () => {
  const platform = createFakePlatform();
  const api = fakeApi();
  api.stat.pageLog.mockImplementation(() => { throw new Error('sync boom'); });
  expect(() => afterRoute({ route: routeByName('commonList'), params: {}, query: {}, from: null, to: '/cf/common/list' }, { platform, api })).not.toThrow();
  expect(platform.nav.titles).toEqual(['正在筹款']);
});

test('withChunkRetry retries once, then gives up', async () => {
  const flaky = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue('page');
  await expect(withChunkRetry(flaky)).resolves.toBe('page');
  expect(flaky).toHaveBeenCalledTimes(2);
  const broken = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
  await expect(withChunkRetry(broken)).rejects.toThrow('ChunkLoadError');
  expect(broken).toHaveBeenCalledTimes(2);
});

test('prefetch: only prefetch routes, one call per case within the TTL', async () => {
  let now = 0;
  const api = fakeApi();
  const pf = createPrefetcher(api, { ttlMs: 3000, now: () => now });
  expect(pf.prefetchFor(routeByName('pay'), { infoUuid: 'c1' })).toBeNull();
  const p = pf.prefetchFor(routeByName('contribute'), { infoUuid: 'c1' });
  expect(pf.prefetchFor(routeByName('spread'), { infoUuid: 'c1' })).toBe(p);
  expect(pf.take('c1')).toBe(p);
  await expect(p).resolves.toEqual({ infoUuid: 'c1' });
  expect(api.cases.fundingInfo).toHaveBeenCalledTimes(1);
  now = 3000;
  expect(pf.take('c1')).toBeNull();
  pf.prefetchFor(routeByName('fundraiserCenter'), { infoUuid: 'c1' });
  expect(api.cases.fundingInfo).toHaveBeenCalledTimes(2);
});

test('a failed prefetch is dropped so the page fetches again', async () => {
  const api = fakeApi();
  api.cases.fundingInfo.mockRejectedValueOnce(new Error('x'));
  const pf = createPrefetcher(api);
  const p = pf.prefetchFor(routeByName('contribute'), { infoUuid: 'c2' })!;
  await expect(p).rejects.toThrow('x');
  expect(pf.take('c2')).toBeNull();
});

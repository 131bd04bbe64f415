import { CASE_SHARE_FALLBACK_TITLE, ShareStore } from '../../../src/stores/ShareStore';
import { routeByName } from '../../../src/routes';
import { SHARE_TARGET } from '../../../src/platform/types';
import { fakeRoot, fundingInfo } from './donor-fakes';

test('setup sets title, desc, link and image; a completed share posts the record with shareDv 1000', async () => {
  const root = fakeRoot();
  root.api.share.success.mockResolvedValue(null);
  const store = new ShareStore(root.asRoot);
  const content = await store.setup(fundingInfo(), { origin: 'https://m.example.com', query: { channel: '5' } });
  expect(root.platform.share.contents).toHaveLength(1);
  expect(content).toEqual(expect.objectContaining({ title: '救救我的孩子', imgUrl: 'https://img/a.jpg' }));
  expect(content!.link).toMatch(/^https:\/\/m\.example\.com\/cf\/contribute\/case-1\?/);
  expect(content!.desc).toContain('1.23万');

  root.platform.share.fireShared(SHARE_TARGET.friend);
  await new Promise((r) => setImmediate(r));
  expect(root.api.share.success).toHaveBeenCalledWith(expect.objectContaining({
    infoId: 'case-1', channel: '5', shareDv: 1000, toWxSource: 2, shareId: store.shareId,
  }));
  const rec = root.api.share.success.mock.calls[0][0];
  expect(rec.uuid).toMatch(/^[0-9a-z]{19}\d+$/);
});

test('a forwarded visit records shareDv 2000; forwardFrom 0 counts as not forwarded', async () => {
  const root = fakeRoot();
  root.api.share.success.mockResolvedValue(null);
  const store = new ShareStore(root.asRoot);
  await store.record('case-1', SHARE_TARGET.timeline, { query: { forwardFrom: '3' } });
  await store.record('case-1', SHARE_TARGET.qq, { query: { forwardFrom: '0' } });
  expect(root.api.share.success.mock.calls.map((c) => [c[0].shareDv, c[0].toWxSource])).toEqual([[2000, 1], [1000, 3]]);
});

test('a failed share record is reported, not thrown', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const root = fakeRoot();
  root.api.share.success.mockRejectedValue({ msg: 'x' });
  const store = new ShareStore(root.asRoot);
  expect(await store.record('case-1', SHARE_TARGET.qzone)).toBe(false);
  expect(root.api.stat.monitor).toHaveBeenCalledWith(expect.objectContaining({ category: 'CF_IMPORTANT_SHARE_SUCCESS' }));
  warn.mockRestore();
});

test('missing share data (no title, no picture) is reported; a complete card reports nothing', async () => {
  const root = fakeRoot();
  const store = new ShareStore(root.asRoot);
  await store.setup(fundingInfo());
  expect(root.api.stat.monitor).not.toHaveBeenCalledWith(expect.objectContaining({ category: 'CF_IMPORTANT_SHARE_DATA_MISSING' }));
  const bare = fundingInfo();
  bare.baseInfo = { ...bare.baseInfo, title: '', attachments: [] };
  const content = await store.setup(bare);
  expect(content?.title).toBe('请帮帮TA，每一份爱心都很重要'); // the default card still goes out
  const call = root.api.stat.monitor.mock.calls.find((c: [{ category: string }]) => c[0].category === 'CF_IMPORTANT_SHARE_DATA_MISSING');
  expect(JSON.parse(call[0].tagsJson)).toEqual({ infoUuid: bare.infoUuid, missing: ['title', 'image'] });
});

describe('mini-program share answer while the case loads', () => {
  const spread = { route: routeByName('spread'), params: { infoUuid: 'case-1' }, query: {} };

  test('a page that prepared its case records the share and goes on, whether or not the case has arrived', async () => {
    const root = fakeRoot();
    root.api.share.success.mockResolvedValue(null);
    const store = new ShareStore(root.asRoot);
    const onShared = jest.fn();
    store.prepare('case-1', { source: 'spread', onShared });
    // nothing loaded yet: the case's page under the fallback title, recorded, and on to what the page wanted
    const early = store.mpAnswer(spread, SHARE_TARGET.friend).message;
    expect(early.title).toBe(CASE_SHARE_FALLBACK_TITLE);
    expect(early.path).toMatch(new RegExp(`^/sdc/cfPagesMain/detail/index\\?.*infoUuid=case-1.*shareId=${store.shareId}`));
    expect(onShared).toHaveBeenCalledWith(SHARE_TARGET.friend);
    // loaded (the route's prefetch) but the page's setup not run yet: the case's own card, still going on
    root.cases.info = fundingInfo();
    const loaded = store.mpAnswer(spread, SHARE_TARGET.timeline);
    expect(loaded.message.title).toBe('救救我的孩子');
    expect(onShared).toHaveBeenCalledTimes(2);
    await new Promise((r) => setImmediate(r));
    expect(root.api.share.success.mock.calls.map((c) => [c[0].infoId, c[0].source, c[0].toWxSource])).toEqual([['case-1', 'spread', 2], ['case-1', 'spread', 1]]);
  });

  test('without a prepared page the case id of a case route is enough to record the share', async () => {
    const root = fakeRoot();
    root.api.share.success.mockResolvedValue(null);
    const store = new ShareStore(root.asRoot);
    const card = store.mpAnswer(spread, SHARE_TARGET.friend).message;
    expect(card.path).toContain('infoUuid=case-1');
    await new Promise((r) => setImmediate(r));
    expect(root.api.share.success).toHaveBeenCalledWith(expect.objectContaining({ infoId: 'case-1', toWxSource: 2 }));
  });
});

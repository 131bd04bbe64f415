/** The landing pages' client-side guard (src/lib/landing.ts) with hostile inputs, and MessageStore.land. */
import { internalPathOrNull, landingRequest, safeLandingPath } from '../../src/lib/landing';
import { SAFE_LANDING } from '../../src/contract/trust';
import { MessageStore } from '../../src/stores/MessageStore';
import { apiError, trustRoot } from './stores/trust-fakes';

const HOSTILE = [
  '//evil.com', '//evil.com/cf/common/list', 'javascript:alert(1)', 'JavaScript:alert(document.cookie)', ' javascript:alert(1)',
  'https://evil.com', 'http://evil.com/cf/contribute/c1', 'https:evil.com', '/\\evil.com', '/%2F%2Fevil.com', '/%252F%252Fevil.com',
  '/%5Cevil.com', '\\\\evil.com', 'data:text/html,<script>alert(1)</script>', 'evil.com', '/cf/contribute/c1\n//evil.com', '',
  '/no/such/route', '/staff', '/cf/wxmessage/pay?infoUuid=c1', null, undefined, 42, { path: '/cf/common/list' },
];

test.each(HOSTILE.map((h) => [JSON.stringify(h), h]))('hostile target %s lands on the safe page', (_label, target) => {
  expect(safeLandingPath(target)).toBe(SAFE_LANDING);
});

test('in-app routes pass unchanged', () => {
  for (const p of ['/cf/contribute/c1', '/cf/contribute/progress/c1', '/cf/contribute/fundraiser-center/c1', '/cf/discussion/detail/c1?from=msg', '/cf/common/list']) {
    expect(safeLandingPath(p)).toBe(p);
  }
  expect(internalPathOrNull('/cf/publish/progress/c1')).toBe('/cf/publish/progress/c1');
  expect(internalPathOrNull('https://evil.com')).toBeNull();
  expect(internalPathOrNull(SAFE_LANDING)).toBe(SAFE_LANDING);
});

test('the resolver is asked with the landing type, the case and the message id', () => {
  expect(landingRequest('wxmessageBigDonation', '/cf/wxmessage/big-donation', { infoUuid: 'c1', msgId: 'm1' })).toEqual({ type: 'big-donation', infoUuid: 'c1', msgId: 'm1' });
  expect(landingRequest('wxmessageFundraisingVerify', '/cf/wxmessage/fundraising-verify', { infoUuid: 'c1', to: 'dynamic-audit' }).type).toBe('dynamic-audit');
  expect(landingRequest('messageMiddlePage', '/cf/messageMiddlePage/detail/c1', { infoUuid: 'c1' })).toEqual({ type: 'middle', infoUuid: 'c1' });
  expect(landingRequest('wxmessageTips', '/cf/wxmessage/tips', {})).toEqual({ type: 'tips' });
});

test('land() replaces the location with the checked target; a hostile answer or a failure goes to the safe page', async () => {
  const { api, root, platform } = trustRoot({ path: '/cf/wxmessage/pay?infoUuid=c1' });
  const m = new MessageStore(root);
  api.trust.messageResolve.mockResolvedValueOnce({ path: '/cf/contribute/c1', safe: false });
  expect(await m.land('wxmessagePay', '/cf/wxmessage/pay', { infoUuid: 'c1' })).toBe('/cf/contribute/c1');
  expect(api.trust.messageResolve).toHaveBeenLastCalledWith({ type: 'pay', infoUuid: 'c1' });
  expect(platform.nav.calls[platform.nav.calls.length - 1]).toMatchObject({ type: 'go', target: '/cf/contribute/c1', replace: true });

  for (const evil of ['https://evil.com', '//evil.com', 'javascript:alert(1)']) {
    api.trust.messageResolve.mockResolvedValueOnce({ path: evil, safe: false });
    expect(await m.land('wxmessagePay', '/cf/wxmessage/pay', { infoUuid: 'c1' })).toBe(SAFE_LANDING);
    expect(platform.nav.calls[platform.nav.calls.length - 1]).toMatchObject({ target: SAFE_LANDING, replace: true });
  }
  api.trust.messageResolve.mockRejectedValueOnce(apiError('网络不给力，请稍后重试', -1));
  expect(await m.land('wxmessagePay', '/cf/wxmessage/pay', { infoUuid: 'c1' })).toBe(SAFE_LANDING);
  expect(platform.nav.left).toEqual([]);
});

test('notifications: the list keeps the unread count; opening one goes to its landing page, a foreign link to the safe page', async () => {
  const { api, root, platform } = trustRoot();
  const item = (msgId: string, landingUrl: string) => ({ msgId, kind: 'donation' as const, infoUuid: 'c1', title: '收到捐款', body: '有人捐了10元', landingUrl, createdAt: 1, read: false });
  api.trust.messageList.mockResolvedValue({ list: [item('m1', '/cf/wxmessage/pay?infoUuid=c1&msgId=m1'), item('m2', 'https://evil.com')], hasNext: false, anchorId: '', unread: 2 });
  api.trust.messageRead.mockResolvedValue({ unread: 1 });
  const m = new MessageStore(root);
  await m.list.refresh();
  expect(m.unread).toBe(2);
  m.open(m.list.items[0]);
  expect(platform.nav.history[platform.nav.history.length - 1]).toBe('/cf/wxmessage/pay?infoUuid=c1&msgId=m1');
  m.open(m.list.items[1]);
  expect(platform.nav.history[platform.nav.history.length - 1]).toBe(SAFE_LANDING);
  await m.markRead(['m1']);
  expect(api.trust.messageRead).toHaveBeenCalledWith({ msgIds: ['m1'] });
  expect(m.unread).toBe(1);
  expect(m.list.items.map((i) => i.read)).toEqual([true, false]);
});

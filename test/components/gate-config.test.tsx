/**
 * SPEC 2: an old activity link lands on the one configured address whether it is opened by a full load (the
 * server's 302 reads feature config `oldActivityUrl`) or by in-app navigation (this guard reads the same key);
 * the fundraiser centre's domain and the inviter hand-off read their own declared keys.
 */
import { RootStore } from '../../src/stores/RootStore';
import { createFakePlatform } from '../../src/platform/fake';
import { createFakeApi } from '../setup/fakeApi';
import { decideEntry } from '../../src/components/RoutePage/gate';
import { resolveRoute } from '../../src/components/RoutePage/resolve';
import { OLD_ACTIVITY_DEFAULT_URL } from '../../src/routes';

function rootWith(config: Record<string, unknown>) {
  const api = createFakeApi();
  api.config.featureConfig.mockImplementation(async ({ key }: { key: string }) => (key in config ? { [key]: config[key] } : {}));
  return { api, root: new RootStore(api, createFakePlatform()) };
}

test('an old activity route goes where feature config oldActivityUrl says (the key the server reads), else to the venue', async () => {
  const { api, root } = rootWith({ oldActivityUrl: '/cf/activity/help-record' });
  expect(await decideEntry(root, resolveRoute('/cf/act/311/main-venue'), async () => {})).toEqual({ kind: 'redirect', to: '/cf/activity/help-record' });
  expect(api.config.featureConfig).toHaveBeenCalledWith({ key: 'oldActivityUrl' });
  const none = rootWith({});
  expect(await decideEntry(none.root, resolveRoute('/cf/act/311/main-venue'), async () => {})).toEqual({ kind: 'redirect', to: OLD_ACTIVITY_DEFAULT_URL });
});

test('a route that needs no configuration asks for none', async () => {
  const { api, root } = rootWith({ oldActivityUrl: '/x' });
  await decideEntry(root, resolveRoute('/cf/common/list'), async () => {});
  expect(api.config.featureConfig).not.toHaveBeenCalled();
});

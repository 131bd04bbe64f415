/** A route that needs a login waits for the session check at most SSO_WAIT_MS (single sign-on), then decides. */
import { RootStore } from '../../../src/stores/RootStore';
import { createFakePlatform } from '../../../src/platform/fake';
import { createFakeApi, deferred, TEST_USER } from '../../setup/fakeApi';
import { decideEntry, SSO_WAIT_MS } from '../../../src/components/RoutePage/gate';
import { resolveRoute } from '../../../src/components/RoutePage/resolve';

const setup = () => {
  const api = createFakeApi();
  const root = new RootStore(api, createFakePlatform({ path: '/authservice' }));
  return { api, root, info: resolveRoute('/authservice') };
};

test('a check that answers within the wait decides the route: the signed-in user may enter', async () => {
  const { api, root, info } = setup();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  const waits: number[] = [];
  const d = await decideEntry(root, info, (ms) => {
    waits.push(ms);
    return new Promise(() => undefined); // the wait never ends first
  });
  expect(waits).toEqual([SSO_WAIT_MS]);
  expect(SSO_WAIT_MS).toBe(1000);
  expect(d.kind).toBe('allow');
  root.auth.dispose();
});

test('a check still silent after the wait: the route is decided without a session (to /login)', async () => {
  const { api, root, info } = setup();
  const answer = deferred<{ loggedIn: boolean; user: typeof TEST_USER }>();
  api.account.loginCheck.mockReturnValue(answer.promise);
  const d = await decideEntry(root, info, () => Promise.resolve());
  expect(d.kind).toBe('login');
  answer.resolve({ loggedIn: true, user: TEST_USER }); // the login page then sends the user on (AuthStore.returnWhenSignedIn)
  root.auth.dispose();
});

/** SPEC 2: the launch runs the login check unless the entry route needs none (no-auth routes run no check). */
import { RootStore } from '../../src/stores/RootStore';
import { createFakePlatform } from '../../src/platform/fake';
import { createFakeApi } from '../setup/fakeApi';

const launch = (path: string) => {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: false, user: null });
  const root = new RootStore(api, createFakePlatform({ path }));
  root.start();
  return api.account.loginCheck;
};

test.each(['/cf/agreements/user', '/cf/online-service', '/cf/crash'])('entered at the no-auth route %s: no login check', (path) => {
  expect(launch(path)).not.toHaveBeenCalled();
});

test.each(['/cf/common/list', '/cf/mine', '/cf/pay/c1', '/'])('entered at %s: the login check runs at launch', (path) => {
  expect(launch(path)).toHaveBeenCalledTimes(1);
});

/**
 * Fakes for the donor-journey store tests: an Api whose every method rejects until a test stubs it,
 * the fake platform, and a root holding just the stores under test.
 */
import type { Api } from '../../../src/services/api';
import { createFakePlatform, type FakePlatform, type FakePlatformOptions } from '../../../src/platform/fake';
import type { RootStore } from '../../../src/stores/RootStore';
import { CaseStore } from '../../../src/stores/CaseStore';

type DeepMock<T> = { [G in keyof T]: { [M in keyof T[G]]: jest.Mock } };

const GROUPS: Record<keyof Api, string[]> = {
  account: ['sendVerifyCode', 'loginWithMobile', 'mpLogin', 'bindMobile', 'bindWxPhone', 'loginCheck', 'logout'],
  stat: ['pageLog', 'track', 'monitor'],
  config: ['basicStore', 'featureConfig'],
  wx: ['jssdkSignature'],
  cases: ['list', 'fundingInfo', 'progressList', 'progressAdd'],
  comments: ['list', 'listSelf', 'listShared', 'add', 'remove'],
  verification: ['count', 'selected', 'list'],
  pay: ['status', 'amountTest', 'orderAdd', 'queryOrderStatus', 'myOrders', 'modifyAnonymous', 'donorWall'],
  share: ['success'],
  raise: ['baseInfo', 'goodsBaseInfo', 'dreamBaseInfo', 'getBaseInfo', 'section', 'infoStatus', 'submitForReview', 'refuseMsg', 'publish', 'myCases', 'applyRaise'],
  staff: ['whoami', 'queue', 'caseFile', 'reviewSection', 'revisions', 'reviewRevision', 'blacklistAdd', 'blacklistList', 'blacklistRemove', 'helpList', 'helpUpdateStatus', 'auditLog'],
  staffWork: [], // the staff work store's tests use test/setup/fakeApi.ts
  trust: [], // the trust stores' tests use test/setup/fakeApi.ts
  money: [], // the money stores' tests use test/setup/fakeApi.ts
  invoice: [], // the receipt store's tests use test/setup/fakeApi.ts
  ledger: [], // the ledger stores' tests use test/setup/fakeApi.ts
  shop: [], // the shop stores' tests use test/setup/fakeApi.ts
  growth: [], // the growth stores' tests use test/setup/fakeApi.ts
  content: [], // the content stores' tests use test/setup/fakeApi.ts
  activity: ['caseInfo', 'donatorCaseInfo', 'areaInfo'], // the matching stores' other tests use test/setup/fakeApi.ts
  lifecycle: [], // the staff case store's tests use test/setup/fakeApi.ts
  love: [], // the love store's tests use test/setup/fakeApi.ts
  mine: [], // the donor's home stores' tests use test/setup/fakeApi.ts
  reports: [], // the report and account pages' tests use test/setup/fakeApi.ts
};

export function fakeApi(): DeepMock<Api> & Api {
  const api: Record<string, Record<string, jest.Mock>> = {};
  for (const [group, methods] of Object.entries(GROUPS)) {
    api[group] = {};
    for (const m of methods) {
      api[group][m] = jest.fn(() => Promise.reject(Object.assign(new Error(`${group}.${m} not stubbed`), { msg: `${group}.${m} not stubbed` })));
    }
  }
  api.stat.monitor.mockResolvedValue(null);
  return api as unknown as DeepMock<Api> & Api;
}

export interface FakeRoot {
  api: ReturnType<typeof fakeApi>;
  platform: FakePlatform;
  ui: { showToast: jest.Mock };
  auth: { loggedIn: boolean; mobileBound: boolean; checked: boolean; check: jest.Mock };
  cases: CaseStore;
  /** display preferences: 长辈版 off unless a test turns it on */
  prefs: { care: boolean };
}

/** A root with api/platform/ui/auth fakes and a real CaseStore; `as RootStore` for the stores. */
export function fakeRoot(opts: { loggedIn?: boolean; platform?: FakePlatformOptions } = {}): FakeRoot & { asRoot: RootStore } {
  const loggedIn = opts.loggedIn ?? false;
  const root = {
    api: fakeApi(),
    platform: createFakePlatform(opts.platform),
    ui: { showToast: jest.fn() },
    auth: { loggedIn, mobileBound: loggedIn, checked: true, check: jest.fn(async () => undefined) },
    prefs: { care: false },
  } as unknown as FakeRoot & { asRoot: RootStore };
  root.cases = new CaseStore(root as unknown as RootStore);
  root.asRoot = root as unknown as RootStore;
  return root;
}

/** The case page's answer (one builder for the client-side suites: test/support/funding-info.ts). */
export { fundingInfo } from '../../support/funding-info';

/** Resolves after pending promise callbacks ran. */
export const flush = () => new Promise((r) => setImmediate(r));

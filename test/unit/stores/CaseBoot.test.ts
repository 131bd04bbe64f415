/** The case page's first render from the HTML's inlined visitor data (the #cf-boot JSON data block). */
import { fakeRoot, flush, fundingInfo } from './donor-fakes';
import { CaseStore } from '../../../src/stores/CaseStore';

// The platform reader takes the page's data block once; here it hands out what a test put in.
const mockBoot: { value: unknown } = { value: null };
jest.mock('../../../src/platform/boot', () => ({
  takeBootData: () => {
    const v = mockBoot.value;
    mockBoot.value = null;
    return v;
  },
}));
afterEach(() => (mockBoot.value = null));

test('boot data is shown before the API answers, marked as visitor data, then replaced by the API answer', async () => {
  mockBoot.value = { infoUuid: 'case-1', visitor: true, info: fundingInfo({ isSelf: false, raisedAmount: 100 }) };
  const root = fakeRoot();
  expect(mockBoot.value).toBeNull(); // taken once
  expect(root.cases.peek('case-1')?.raisedAmount).toBe(100);
  // before open() (the H5 first page refreshes once idle): the page shows visitor data, not read for this reader
  expect(root.cases.readerKnown('case-1')).toBe(false);
  expect(root.cases.readerKnown('case-2')).toBe(true); // nothing inlined: whatever is shown came from the API
  let answer!: (v: unknown) => void;
  root.api.cases.fundingInfo.mockReturnValue(new Promise((r) => (answer = r)));
  const opened = root.cases.open('case-1');
  expect(root.cases.info?.raisedAmount).toBe(100);
  expect(root.cases.infoIsVisitorData).toBe(true);
  expect(root.cases.readerKnown('case-1')).toBe(false);
  expect(root.cases.isOwner).toBe(false);
  expect(root.api.cases.fundingInfo).toHaveBeenCalledTimes(1); // still refreshed from the API
  answer(fundingInfo({ isSelf: true, raisedAmount: 250 }));
  await opened;
  await flush();
  expect(root.cases.info?.raisedAmount).toBe(250);
  expect(root.cases.isOwner).toBe(true);
  expect(root.cases.infoIsVisitorData).toBe(false);
  expect(root.cases.readerKnown('case-1')).toBe(true);
});

test('boot data for another case, or not marked as visitor data, is ignored', () => {
  mockBoot.value = { infoUuid: 'case-1', visitor: true, info: fundingInfo({ infoUuid: 'case-2' }) };
  expect(fakeRoot().cases.peek('case-1')).toBeNull();
  mockBoot.value = { infoUuid: 'case-1', info: fundingInfo() };
  expect(fakeRoot().cases.peek('case-1')).toBeNull();
});

test('a risk case from the boot data is not rendered before the API confirms it', async () => {
  mockBoot.value = { infoUuid: 'case-1', visitor: true, info: fundingInfo({ displayStatus: 4, finishStr: '' }) };
  const root = fakeRoot({ platform: { path: '/cf/contribute/case-1' } });
  expect(root.cases.peek('case-1')).toBeNull();
  root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ displayStatus: 4, finishStr: '' }));
  const opened = root.cases.open('case-1');
  expect(root.cases.info).toBeNull();
  await opened;
  expect(root.platform.nav.calls).toEqual([expect.objectContaining({ target: 'riskCaseIntercept', replace: true })]);
});

test('a case whose inlined data is shown is not prefetched (the page refreshes it when idle); another case is', () => {
  const base = fakeRoot();
  // the RootStore's prefetcher list, which the CaseStore registers into
  const prefetchers: Array<(route: unknown, params: Record<string, string>) => void> = [];
  mockBoot.value = { infoUuid: 'case-1', visitor: true, info: fundingInfo({ raisedAmount: 100 }) };
  const cases = new CaseStore(Object.assign(base, { prefetchers }) as never);
  expect(prefetchers).toHaveLength(1);
  expect(cases.hasInlinedData('case-1')).toBe(true);
  expect(cases.hasInlinedData('case-2')).toBe(false);
  base.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ infoUuid: 'case-2' }));
  prefetchers[0]({}, { infoUuid: 'case-1' });
  expect(base.api.cases.fundingInfo).not.toHaveBeenCalled();
  prefetchers[0]({}, { infoUuid: 'case-2' });
  expect(base.api.cases.fundingInfo).toHaveBeenCalledTimes(1);
  expect(base.api.cases.fundingInfo.mock.calls[0][0]).toMatchObject({ infoUuid: 'case-2' });
});

test('an API answer equal to the inlined data keeps the shown info (nothing re-renders); a different one replaces it', async () => {
  const same = fundingInfo({ isSelf: false, raisedAmount: 100 });
  mockBoot.value = { infoUuid: 'case-1', visitor: true, info: same };
  const root = fakeRoot();
  root.api.cases.fundingInfo.mockResolvedValue(JSON.parse(JSON.stringify(same)));
  const opened = root.cases.open('case-1');
  const shown = root.cases.info;
  expect(shown?.raisedAmount).toBe(100);
  await opened;
  expect(root.cases.info).toBe(shown);
  expect(root.cases.infoIsVisitorData).toBe(false);
  expect(root.cases.hasInlinedData('case-1')).toBe(false);
  root.api.cases.fundingInfo.mockResolvedValue(fundingInfo({ isSelf: false, raisedAmount: 300 }));
  root.cases.invalidate('case-1');
  await root.cases.open('case-1');
  expect(root.cases.info).not.toBe(shown);
  expect(root.cases.info?.raisedAmount).toBe(300);
});

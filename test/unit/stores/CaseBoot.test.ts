/** The case page's first render from the HTML's inlined visitor data (the #cf-boot JSON data block). */
import { fakeRoot, flush, fundingInfo } from './donor-fakes';

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
  let answer!: (v: unknown) => void;
  root.api.cases.fundingInfo.mockReturnValue(new Promise((r) => (answer = r)));
  const opened = root.cases.open('case-1');
  expect(root.cases.info?.raisedAmount).toBe(100);
  expect(root.cases.infoIsVisitorData).toBe(true);
  expect(root.cases.isOwner).toBe(false);
  expect(root.api.cases.fundingInfo).toHaveBeenCalledTimes(1); // still refreshed from the API
  answer(fundingInfo({ isSelf: true, raisedAmount: 250 }));
  await opened;
  await flush();
  expect(root.cases.info?.raisedAmount).toBe(250);
  expect(root.cases.isOwner).toBe(true);
  expect(root.cases.infoIsVisitorData).toBe(false);
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

import { CaseListStore } from '../../../src/stores/CaseListStore';
import type { CaseCard } from '../../../src/contract/cases';
import { fakeRoot } from './donor-fakes';

const card = (infoUuid: string): CaseCard => ({
  infoUuid, title: `case ${infoUuid}`, coverUrl: '', raiseType: 0, targetAmount: 100, raisedAmount: 10,
  donationCount: 1, status: 0, patientName: 'p', createdAt: 1,
});

test('lists page by anchorId per list type; refresh starts again; tapping opens the case page', async () => {
  const root = fakeRoot();
  root.api.cases.list.mockImplementation(async ({ listType, anchorId }) =>
    listType === 'vip'
      ? { list: [card('v1')], hasNext: false, anchorId: '' }
      : anchorId
        ? { list: [card('c3')], hasNext: false, anchorId: 'a2' }
        : { list: [card('c1'), card('c2')], hasNext: true, anchorId: 'a1' },
  );
  const store = new CaseListStore(root.asRoot);
  await store.open('common');
  await store.list('common').loadMore();
  await store.list('common').loadMore();
  expect(store.list('common').items.map((c) => c.infoUuid)).toEqual(['c1', 'c2', 'c3']);
  expect(root.api.cases.list).toHaveBeenCalledTimes(2);
  await store.open('vip');
  expect(store.list('vip').items.map((c) => c.infoUuid)).toEqual(['v1']);
  await store.open('common'); // already loaded: no request
  expect(root.api.cases.list).toHaveBeenCalledTimes(3);
  await store.list('common').refresh();
  expect(store.list('common').items.map((c) => c.infoUuid)).toEqual(['c1', 'c2']);
  store.openCase('c2');
  expect(root.platform.nav.currentPath()).toBe('/cf/contribute/c2');
});

test('a list link that names a case opens that case with the rest of its query; without one nothing moves', () => {
  const root = fakeRoot();
  const store = new CaseListStore(root.asRoot);
  const before = root.platform.nav.currentPath();
  expect(store.openLinkedCase({ channel: 'share' })).toBe(false);
  expect(root.platform.nav.currentPath()).toBe(before);
  expect(store.openLinkedCase({ infoUuid: 'c9', channel: 'share', _route: 'mpIndex' })).toBe(true);
  expect(root.platform.nav.currentPath()).toBe('/cf/contribute/c9?channel=share');
});

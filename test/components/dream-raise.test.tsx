/**
 * The dream raise's own screens (issue 20) over a fake API: the summary (the dream target's Chinese
 * message next to the field, the first save creating the case and going to the realiser), the realiser
 * choice and the organisation's form, confirm (at a glance with masked numbers, edit links, the
 * agreement) and the review (rejected with reasons and a link to fix, approved with publish, published).
 */
import { fireEvent, screen } from '@testing-library/react';
import DreamSummaryPage from '../../src/pages/raise/dream-summary';
import DreamRealiserPage from '../../src/pages/raise/dream-realiser';
import DreamConfirmPage from '../../src/pages/raise/dream-confirm';
import DreamReviewPage from '../../src/pages/raise/dream-review';
import LaunchPage from '../../src/pages/raise/launch';
import { SECTIONS, type Section } from '../../src/contract/raise-sections';
import type { DreamReviewRes, DreamSummaryRes } from '../../src/contract/raise';
import { createFakeApi, TEST_USER, type FakeApi } from '../setup/fakeApi';
import { flush, renderPage, typeInto } from './render';

const statuses = (over: Partial<Record<Section, number>> = {}) =>
  ({ ...Object.fromEntries(SECTIONS.map((s) => [s, 0])), ...over }) as DreamSummaryRes['sections'];
const summary = (over: Partial<DreamSummaryRes> = {}): DreamSummaryRes => ({
  infoUuid: 'd1', title: '为山区孩子建一座图书室', targetAmount: 5_000_000, published: false, realiserKind: null, realiserName: '',
  sections: statuses(), canSubmit: false, canPublish: false, ...over,
});
const ORG = { kind: 'organisation', orgName: '青山公益服务中心', orgCode: '91110105MA01ABCD2X', contactName: '李青山', contactPhone: '13800138000', licenseUrls: ['/api/upload/private/l.png'] };

function fakeApi(over: { summary?: Partial<DreamSummaryRes>; review?: Partial<DreamReviewRes>; realiser?: Record<string, unknown> | null } = {}) {
  const api = createFakeApi();
  api.account.loginCheck.mockResolvedValue({ loggedIn: true, user: TEST_USER });
  const raise = api.raise as unknown as Record<string, jest.Mock>;
  raise.dreamSummary = jest.fn().mockResolvedValue(summary(over.summary));
  raise.dreamReview = jest.fn().mockResolvedValue({ sections: statuses(), items: [], canPublish: false, ...over.review });
  raise.dreamOrganisation = jest.fn().mockResolvedValue({ infoUuid: 'd1', section: 'fundraiser', status: 0, data: over.realiser ?? null, reason: '', updatedAt: null });
  raise.dreamIndividual = jest.fn().mockResolvedValue(null);
  raise.dreamConfirm = jest.fn().mockResolvedValue({ submitted: ['base', 'fundraiser'], sections: statuses({ base: 4, fundraiser: 4 }) });
  api.raise.getBaseInfo.mockResolvedValue({
    infoUuid: 'd1', title: '为山区孩子建一座图书室', content: '山里的孩子们没有课外书可读，我们想为村小建一座小小的图书室，添置书架和两千册图书。',
    pendingRevision: null, targetAmount: 5_000_000, raiseType: 99, attachments: [],
  });
  return { api, raise };
}

async function open(Page: Parameters<typeof renderPage>[0], path: string, api: FakeApi) {
  const r = renderPage(Page, { path, api });
  await flush(12);
  return r;
}
const errorOf = (testId: string) => screen.queryByTestId(`${testId}-error`)?.textContent;
const submit = async () => {
  fireEvent.click(screen.getByTestId('raise-submit'));
  await flush(8);
};

test('choosing 梦想 on the launch page goes to the dream summary', async () => {
  const { api } = fakeApi();
  api.raise.myCases.mockResolvedValue({ list: [] });
  const { platform } = await open(LaunchPage, '/cf/launch', api);
  fireEvent.click(screen.getByTestId('launch-type-99'));
  expect(platform.nav.history.at(-1)).toBe('/cf/publish/raise/dream-summary');
});

test('summary: the dream target out of bounds shows its message next to the field; a valid one creates the dream', async () => {
  const { api } = fakeApi({ summary: { sections: statuses({ base: 1 }) } });
  const { platform } = await open(DreamSummaryPage, '/cf/publish/raise/dream-summary', api);
  expect(screen.getByTestId('dream-steps').getAttribute('data-step')).toBe('0');
  expect(errorOf('raise-target')).toBeUndefined();
  await submit();
  expect(errorOf('raise-title')).toBe('请填写筹款标题');
  expect(errorOf('raise-target')).toBe('请填写目标金额');
  typeInto(screen.getByTestId('raise-title'), '为山区孩子建一座图书室');
  fireEvent.input(screen.getByTestId('raise-story'), { target: { value: '山里的孩子们没有课外书可读，我们想为村小建一座小小的图书室，添置书架和两千册图书。' } });
  for (const bad of ['50', '200001']) {
    typeInto(screen.getByTestId('raise-target'), bad);
    expect(errorOf('raise-target')).toBe('目标金额须为100-200000元的整数');
    expect(screen.getByTestId('raise-target-error').getAttribute('role')).toBe('alert');
  }
  expect(api.raise.dreamBaseInfo).not.toHaveBeenCalled();
  typeInto(screen.getByTestId('raise-target'), '50000');
  api.raise.dreamBaseInfo.mockResolvedValue({ infoUuid: 'd1', baseStatus: 1 });
  await submit();
  expect(api.raise.dreamBaseInfo).toHaveBeenCalledWith(expect.objectContaining({ title: '为山区孩子建一座图书室', targetAmount: 5_000_000 }));
  expect(platform.nav.history.at(-1)).toBe('/cf/publish/raise/dream-realiser/d1');
});

test('realiser: choose organisation, its fields say what is wrong; the individual has its own form', async () => {
  const { api, raise } = fakeApi({ summary: { sections: statuses({ base: 1 }) } });
  const { platform } = await open(DreamRealiserPage, '/cf/publish/raise/dream-realiser/d1', api);
  expect(screen.getByTestId('dream-realiser-hint')).toBeTruthy();
  fireEvent.click(screen.getByTestId('dream-realiser-organisation'));
  await flush(2);
  expect(screen.getByTestId('dream-realiser-organisation').getAttribute('aria-checked')).toBe('true');
  await submit();
  expect(errorOf('dream-org-name')).toBe('请填写机构名称');
  expect(errorOf('dream-org-code')).toBe('请填写统一社会信用代码');
  expect(errorOf('dream-contact-phone')).toBe('请填写联系人手机号');
  expect(errorOf('dream-license')).toBe('请上传机构证明');
  typeInto(screen.getByTestId('dream-org-code'), 'ABC');
  expect(errorOf('dream-org-code')).toBe('请输入正确的统一社会信用代码');
  expect(raise.dreamOrganisation).not.toHaveBeenCalledWith(expect.objectContaining({ save: expect.anything() }));
  // switching to the individual shows its own form
  fireEvent.click(screen.getByTestId('dream-realiser-individual'));
  await flush(2);
  expect(screen.getByTestId('dream-person-id-card')).toBeTruthy();
  expect(screen.queryByTestId('dream-org-name')).toBeNull();
  expect(platform.nav.history.at(-1)).not.toContain('dream-confirm');
});

test('confirm: everything at a glance with masked numbers and edit links; the agreement first, then review', async () => {
  const { api, raise } = fakeApi({ summary: { sections: statuses({ base: 1, fundraiser: 1 }), realiserKind: 'organisation', canSubmit: true }, realiser: ORG });
  const { platform } = await open(DreamConfirmPage, '/cf/publish/raise/dream-confirm/d1', api);
  expect(screen.getByTestId('dream-confirm-title').textContent).toContain('为山区孩子建一座图书室');
  expect(screen.getByTestId('dream-confirm-target').textContent).toContain('50,000元');
  expect(screen.getByTestId('dream-confirm-org-code').textContent).toContain('9111**********CD2X');
  expect(screen.getByTestId('dream-confirm-realiser').textContent).toContain('青山公益服务中心');
  expect(screen.getByTestId('dream-confirm-realiser').textContent).not.toContain('13800138000');
  await submit();
  expect(screen.getByTestId('dream-confirm-error').textContent).toBe('请先阅读并同意《梦想筹款承诺书》');
  expect(raise.dreamConfirm).not.toHaveBeenCalled();
  fireEvent.click(screen.getByTestId('dream-edit-realiser'));
  expect(platform.nav.history.at(-1)).toBe('/cf/publish/raise/dream-realiser/d1');
  fireEvent.click(screen.getByTestId('dream-agree'));
  await flush(2);
  expect(screen.getByTestId('dream-agree').getAttribute('aria-checked')).toBe('true');
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 4, fundraiser: 4 }), realiserKind: 'organisation' }));
  await submit();
  expect(raise.dreamConfirm).toHaveBeenCalledWith({ infoUuid: 'd1' });
  expect(platform.nav.history.at(-1)).toBe('/cf/publish/raise/dream-review/d1');
});

test('review: rejected shows each reason with a link to fix it', async () => {
  const reason = '机构证明与机构名称不一致，请重新上传';
  const { api } = fakeApi({
    summary: { sections: statuses({ base: 2, fundraiser: 3 }), realiserKind: 'organisation' },
    review: { items: [{ section: 'fundraiser', reason, reviewedAt: 1 }] },
    realiser: ORG,
  });
  const { platform } = await open(DreamReviewPage, '/cf/publish/raise/dream-review/d1', api);
  expect(screen.getByTestId('dream-review-status').getAttribute('data-stage')).toBe('rejected');
  const items = screen.getAllByTestId('rejected-item');
  expect(items).toHaveLength(1);
  expect(items[0].textContent).toContain(reason);
  fireEvent.click(items[0]);
  expect(platform.nav.history.at(-1)).toBe('/cf/publish/raise/dream-realiser/d1');
});

test('review: approved offers publish; once published the case page', async () => {
  const { api, raise } = fakeApi({ summary: { sections: statuses({ base: 2, fundraiser: 2 }), realiserKind: 'organisation', canPublish: true } });
  const { platform } = await open(DreamReviewPage, '/cf/publish/raise/dream-review/d1', api);
  expect(screen.getByTestId('dream-review-status').getAttribute('data-stage')).toBe('approved');
  raise.dreamSummary.mockResolvedValue(summary({ sections: statuses({ base: 2, fundraiser: 2 }), realiserKind: 'organisation', published: true }));
  fireEvent.click(screen.getByTestId('publish-button'));
  await flush(8);
  expect(api.raise.publish).toHaveBeenCalledWith({ infoUuid: 'd1' });
  expect(screen.getByTestId('dream-review-status').getAttribute('data-stage')).toBe('published');
  fireEvent.click(screen.getByTestId('dream-view-case'));
  expect(platform.nav.history.at(-1)).toBe('/cf/contribute/d1');
});

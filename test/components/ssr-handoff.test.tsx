/**
 * The hand-over from the server-rendered first screen (#cf-ssr) to the client render: with the boot
 * blocks in the document the first client render already shows the content (nothing to wait for), the
 * server's copy is removed in that render's layout phase, and the content exists once, not twice.
 */
import { render } from '@testing-library/react';
import { CaseView } from '../../src/pages/case/CaseView';
import { PayView } from '../../src/pages/pay/PayView';
import { useDeferredFirstRender } from '../../src/components/case/useServerRender';
import type { FundingInfo } from '../../src/contract/cases';
import { createFakeApi } from '../setup/fakeApi';
import { eventually, renderWithStores } from './donor-render';

const info = (over: Partial<FundingInfo> = {}): FundingInfo => ({
  infoUuid: 'case-1', isSelf: false, finishStr: '', displayStatus: 0, raiseType: 0,
  baseInfo: { title: '服务端渲染的筹款', content: '求助说明', attachments: [], largeAttachments: [] },
  newDetailVo: { caseDetailsPageVersion: 0 }, prNewOrOld: 0, targetAmount: 30_000_000, raisedAmount: 70_000,
  donationCount: 6, shareCount: 0, payeeInfo: { relation: 'self', name: '张*' }, treatmentInfo: { hospital: '', disease: '' },
  crowdfundingUserInfo: { nickname: '张三', headImgUrl: '' }, isHelp: false, createdAt: Date.now() - 3_600_000,
  expireAt: Date.now() + 1e9, serviceCharge: 1, ...over,
});

function block(id: string, value: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = id;
  el.textContent = JSON.stringify(value);
  document.head.appendChild(el);
}

/** What the server sends: its screen before #app, and the data blocks. */
function serverPage() {
  const ssr = document.createElement('div');
  ssr.id = 'cf-ssr';
  ssr.innerHTML = '<div data-testid="case-title">服务端渲染的筹款</div><div data-testid="pay-page"></div>';
  document.body.prepend(ssr);
}

function api() {
  const a = createFakeApi();
  a.cases.fundingInfo.mockResolvedValue(info());
  a.cases.progressList.mockResolvedValue({ list: [], hasNext: false, total: 0 });
  a.comments.list.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  a.comments.listSelf.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  a.comments.listShared.mockResolvedValue({ list: [], hasNext: false, anchorId: '' });
  a.pay.status.mockResolvedValue({ hot: false, eyeValue: 0, firstDonate: true, subsidize: false, groupValue: 0, caseCharge: 1 });
  a.pay.amountTest.mockResolvedValue({ amount: [1000, 2000, 5000, 10000, 20000, 50000], eagleEyeExperiment: 'x', eagleEyeResult: 'default' });
  return a;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('case page: the first client render is the content itself, replaces the server copy once the whole page is drawn, and shows it once', async () => {
  serverPage();
  block('cf-boot', { infoUuid: 'case-1', visitor: true, info: info() });
  const a = api();
  const r = renderWithStores(<CaseView infoUuid='case-1' />, { api: a, platform: { path: '/cf/contribute/case-1' } });
  // The first render is the first screen (no skeleton); the server's copy stays while the rest is not drawn.
  expect(r.container.querySelector('[data-testid="case-title"]')?.textContent).toBe('服务端渲染的筹款');
  expect(r.queryByTestId('comment-section')).toBeNull();
  expect(document.getElementById('cf-ssr')).not.toBeNull();
  // The inlined data is shown: the API refresh waits for an idle moment.
  expect(a.cases.fundingInfo).not.toHaveBeenCalled();
  // The rest comes in the next task, and the server's copy goes in that same render.
  await eventually(() => expect(r.queryByTestId('comment-section')).not.toBeNull());
  expect(document.getElementById('cf-ssr')).toBeNull();
  expect(document.querySelectorAll('[data-testid="case-title"]')).toHaveLength(1);
  expect(r.getByTestId('case-title').textContent).toBe('服务端渲染的筹款');
  expect(r.getByTestId('case-raised-amount').textContent).toBe('700元');
  // The boot blocks were taken once: a later page never sees them.
  expect(document.getElementById('cf-boot')).toBeNull();
  // open() still refreshes from the API and nothing is duplicated afterwards.
  await eventually(() => expect(r.root.cases.infoIsVisitorData).toBe(false));
  expect(document.querySelectorAll('[data-testid="case-title"]')).toHaveLength(1);
});

test('pay page: presets, badges and the case are there on the first render (seeded from the boot blocks)', async () => {
  serverPage();
  block('cf-boot', { infoUuid: 'case-1', visitor: true, info: info() });
  block('cf-boot-pay', {
    infoUuid: 'case-1',
    status: { hot: false, eyeValue: 0, firstDonate: true, subsidize: false, groupValue: 0, caseCharge: 1 },
    amountTest: { amount: [1000, 2000, 5000, 10000, 20000, 50000], eagleEyeExperiment: 'x', eagleEyeResult: 'default' },
  });
  const a = api();
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api: a, platform: { path: '/cf/pay/case-1' } });
  expect(document.getElementById('cf-ssr')).toBeNull();
  expect(r.getAllByTestId('pay-amount-option')).toHaveLength(6);
  expect(r.getByTestId('pay-variant-first')).toBeTruthy();
  expect(r.container.textContent).toContain('服务端渲染的筹款');
  expect(r.container.textContent).toContain('平台不收取任何服务费');
  expect(r.queryByTestId('case-status')).toBeNull();
  // load() answers the same for this viewer: the page does not change shape.
  await eventually(() => expect(r.root.pay.loaded).toBe(true));
  expect(r.getAllByTestId('pay-amount-option')).toHaveLength(6);
  expect(a.pay.status).toHaveBeenCalled();
});

test('pay page without boot data: empty cells hold the presets place until they arrive', async () => {
  const a = api();
  let answer: (v: unknown) => void = () => {};
  a.pay.amountTest.mockReturnValue(new Promise((res) => (answer = res)) as never);
  const r = renderWithStores(<PayView infoUuid='case-1' />, { api: a, platform: { path: '/cf/pay/case-1' } });
  expect(r.container.querySelectorAll('.cf-pay__option--placeholder')).toHaveLength(6);
  expect(r.container.querySelectorAll('.cf-pay__badges')).toHaveLength(1);
  answer({ amount: [1000, 2000, 5000, 10000, 20000, 50000], eagleEyeExperiment: 'x', eagleEyeResult: 'default' });
  await eventually(() => expect(r.getAllByTestId('pay-amount-option')).toHaveLength(6));
  expect(r.container.querySelectorAll('.cf-pay__option--placeholder')).toHaveLength(0);
});

const seen: boolean[] = [];
function Deferred() {
  const ready = useDeferredFirstRender();
  seen.push(ready);
  return ready ? <p data-testid='content'>内容</p> : null;
}

test('under a server screen the client builds the page as a transition; without one, at once', async () => {
  const direct = render(<Deferred />);
  expect(direct.getByTestId('content')).toBeTruthy();
  expect(seen).toEqual([true]);
  direct.unmount();

  seen.length = 0;
  serverPage();
  const deferred = render(<Deferred />);
  await eventually(() => expect(deferred.getByTestId('content')).toBeTruthy());
  // The first render drew nothing (the server's screen shows); the content came in a later render.
  expect(seen[0]).toBe(false);
  expect(seen[seen.length - 1]).toBe(true);
});

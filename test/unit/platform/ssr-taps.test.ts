/**
 * @jest-environment jsdom
 */
// What the reader does on the server-rendered screen during the boot (taps, typing, focus) reaches the
// client's copy after the hand-over, found by place in the page (not by test id).
import { releaseServerRender, retireServerRenderIds } from '../../../src/platform/boot.h5';
import { SSR_TAP_RECORDER } from '../../../src/platform/boot-ids';
import { CARRY_WAIT_MS } from '../../../src/platform/ssr-taps.h5';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The server's screen: the route's frame as the server render draws it. */
const ssrFrame = (route: string, inner: string) => `<div class="cf-page" data-route="${route}">${inner}</div>`;
/** The client's copy: the same frame inside Taro's page container, with RoutePage's overlays after the page. */
const appFrame = (route: string, inner: string) =>
  `<div class="taro_router"><div class="taro_page"><div class="cf-page" data-route="${route}">${inner}<div class="cf-overlays"></div></div></div></div>`;

/** Server screen and client copy; the client's copy has no test ids at all (the replay must not need them). */
function setup(ssrInner: string, appInner: string = ssrInner, route = 'list', appRoute = route) {
  document.body.innerHTML = `<div id="cf-ssr">${ssrFrame(route, ssrInner)}</div><div id="app"></div>`;
  // the page's inline recorder, exactly as the server sends it
  // eslint-disable-next-line no-new-func
  new Function(SSR_TAP_RECORDER)();
  const app = document.getElementById('app')!;
  app.innerHTML = appFrame(appRoute, appInner.replace(/ data-testid="[^"]*"/g, ''));
  const events: string[] = [];
  app.querySelectorAll<HTMLElement>('[data-name]').forEach((el) => {
    el.addEventListener('click', () => events.push(`click ${el.dataset.name}`));
    el.addEventListener('input', () => events.push(`input ${el.dataset.name} ${(el as HTMLInputElement).value}`));
    el.addEventListener('focus', () => events.push(`focus ${el.dataset.name}`));
  });
  return { app, events };
}

const CARDS =
  '<div data-testid="case-card" data-name="A">A</div><div data-testid="case-card" data-name="B"><span id="inner">B</span></div><a data-testid="more" data-name="more" href="#x">more</a>';

test('the last tap on the server screen clicks the same element of the client page, once', async () => {
  const { events } = setup(CARDS);
  (document.querySelector('#cf-ssr [data-name="A"]') as HTMLElement).click();
  (document.getElementById('inner') as HTMLElement).click();
  expect(events).toEqual([]);
  releaseServerRender();
  expect(document.getElementById('cf-ssr')).toBeNull();
  await tick();
  expect(events).toEqual(['click B']);
  releaseServerRender();
  await tick();
  expect(events).toEqual(['click B']);
});

test('no tap, or a tap on a link with an href: nothing is replayed', async () => {
  const { events } = setup(CARDS);
  releaseServerRender();
  await tick();
  expect(events).toEqual([]);

  const again = setup(CARDS);
  (document.querySelector('#cf-ssr a') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(again.events).toEqual([]);
});

test('while the client page is drawn in parts, each test id names one element; a tap then still replays', async () => {
  document.body.innerHTML = `<div id="cf-ssr">${ssrFrame('list', CARDS)}</div><div id="app">${appFrame('list', CARDS)}</div>`;
  // eslint-disable-next-line no-new-func
  new Function(SSR_TAP_RECORDER)();
  const clicks: string[] = [];
  document.querySelectorAll<HTMLElement>('#app [data-name]').forEach((el) => el.addEventListener('click', () => clicks.push(el.dataset.name!)));
  retireServerRenderIds();
  expect(document.querySelectorAll('[data-testid="case-card"]')).toHaveLength(2); // the client's copies only
  expect(document.querySelectorAll('#cf-ssr [data-ssr-testid="case-card"]')).toHaveLength(2);
  (document.getElementById('inner') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(clicks).toEqual(['B']);
});

test('a tap outside the page frame, or on a place the client draws differently, is not replayed', async () => {
  const { events } = setup(CARDS);
  const outside = document.createElement('p');
  document.getElementById('cf-ssr')!.appendChild(outside);
  outside.click();
  releaseServerRender();
  await tick();
  expect(events).toEqual([]);

  // the client has a <p> where the server had the second card: another tag, nothing is clicked
  const other = setup(CARDS, '<div data-name="A">A</div><p data-name="B"><span>B</span></p>');
  (document.getElementById('inner') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(other.events).toEqual([]);

  // the same tags, but another component there (another first class, e.g. an error state): nothing is clicked
  const error = setup(CARDS, CARDS.replace('data-name="B"', 'class="cf-error" data-name="B"'));
  (document.getElementById('inner') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(error.events).toEqual([]);

  // the client shows another route (a guard sent the reader elsewhere): nothing is carried
  const elsewhere = setup(CARDS, CARDS, 'list', 'login');
  (document.getElementById('inner') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(elsewhere.events).toEqual([]);
});

const PAY =
  '<div class="amount"><span>¥</span><input data-testid="pay-amount-input" data-name="amount" placeholder="其他金额" value="" /></div>' +
  '<div class="row"><input type="checkbox" data-name="anon" /></div>' +
  '<textarea data-testid="pay-message" data-name="message" placeholder="留言"></textarea>' +
  '<textarea data-name="note" placeholder="备注">hi</textarea>' +
  '<div data-testid="pay-submit" data-name="submit">pay</div>';

test('typed values and a ticked box go into the client copy as typing does, then the focus and caret, then the tap', async () => {
  const { app, events } = setup(PAY);
  const ssr = document.getElementById('cf-ssr')!;
  ssr.querySelector<HTMLInputElement>('input[data-name="amount"]')!.value = '33';
  ssr.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  const message = ssr.querySelector<HTMLTextAreaElement>('textarea[data-name="message"]')!;
  message.value = '早日康复';
  ssr.querySelector<HTMLElement>('[data-name="submit"]')!.click();
  message.focus();
  message.setSelectionRange(1, 3);
  releaseServerRender();
  await tick();
  // the untouched textarea is left alone
  // (a box is ticked as a tap does: its click, then its input event)
  expect(events).toEqual(['input amount 33', 'click anon', 'input anon on', 'input message 早日康复', 'focus message', 'click submit']);
  expect(app.querySelector<HTMLInputElement>('input[data-name="amount"]')!.value).toBe('33');
  expect(app.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  const field = app.querySelector<HTMLTextAreaElement>('textarea[data-name="message"]')!;
  expect(document.activeElement).toBe(field);
  expect([field.selectionStart, field.selectionEnd]).toEqual([1, 3]);
});

test('a field is carried only into the same kind of field (tag, type, placeholder)', async () => {
  const { app, events } = setup(PAY, PAY.replace('placeholder="留言"', 'placeholder="别的"'));
  document.querySelector<HTMLTextAreaElement>('#cf-ssr textarea[data-name="message"]')!.value = '早日康复';
  releaseServerRender();
  await tick();
  expect(events).toEqual([]);
  expect(app.querySelector<HTMLTextAreaElement>('textarea[data-name="message"]')!.value).toBe('');
});

const COMMENT =
  '<div class="top">case</div><div class="comments"><div class="form"><input data-name="comment" placeholder="说点什么" value="" /><div data-name="send">发送</div></div></div>';

test('a field the client draws after the hand-over is waited for; its value goes in before the tap', async () => {
  // at the hand-over the client has drawn the first part only
  const { app } = setup(COMMENT, '<div class="top">case</div>');
  const ssr = document.getElementById('cf-ssr')!;
  ssr.querySelector<HTMLInputElement>('input')!.value = '加油';
  ssr.querySelector<HTMLElement>('[data-name="send"]')!.click();
  releaseServerRender();
  await tick();
  const events: string[] = [];
  // the next task draws the rest
  const frame = app.querySelector('.cf-page')!;
  frame.insertAdjacentHTML('beforeend', COMMENT.slice(COMMENT.indexOf('<div class="comments">')));
  frame.appendChild(frame.querySelector('.cf-overlays')!); // the overlays stay last, as RoutePage draws them
  const input = frame.querySelector<HTMLInputElement>('input')!;
  input.addEventListener('input', () => events.push(`input ${input.value}`));
  frame.querySelector('[data-name="send"]')!.addEventListener('click', () => events.push('click send'));
  await tick();
  await tick();
  expect(events).toEqual(['input 加油', 'click send']);
});

test('a field that never appears is waited for at most CARRY_WAIT_MS; the tap then still happens', async () => {
  jest.useFakeTimers();
  try {
    const { events } = setup(COMMENT, '<div class="top">case</div><div class="comments"><div class="form"><i></i><div data-name="send">发送</div></div></div>');
    const ssr = document.getElementById('cf-ssr')!;
    ssr.querySelector<HTMLInputElement>('input')!.value = '加油';
    ssr.querySelector<HTMLElement>('[data-name="send"]')!.click();
    releaseServerRender();
    jest.advanceTimersByTime(CARRY_WAIT_MS - 1);
    expect(events).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(events).toEqual(['click send']);
  } finally {
    jest.useRealTimers();
  }
});

test('values, focus and caret reach the client copy in the task that removes the server screen: the next key lands there', () => {
  const { app, events } = setup(COMMENT);
  const ssr = document.getElementById('cf-ssr')!;
  const typing = ssr.querySelector<HTMLInputElement>('input')!;
  typing.focus();
  typing.value = '早日';
  typing.setSelectionRange(2, 2);
  // the swap happens between two keys; nothing waits for a later task
  releaseServerRender();
  const field = app.querySelector<HTMLInputElement>('input')!;
  expect(events).toEqual(['input comment 早日', 'focus comment']);
  expect(document.activeElement).toBe(field);
  expect([field.value, field.selectionStart]).toEqual(['早日', 2]);
});

/**
 * @jest-environment jsdom
 */
// A tap on the server-rendered screen during the boot is replayed on the client's copy after the hand-over.
import { releaseServerRender, retireServerRenderIds } from '../../../src/platform/boot.h5';
import { SSR_TAP_RECORDER } from '../../../src/platform/boot-ids';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(ssrInner: string) {
  document.body.innerHTML = `<div id="cf-ssr">${ssrInner}</div><div id="app"></div>`;
  // the page's inline recorder, exactly as the server sends it
  // eslint-disable-next-line no-new-func
  new Function(SSR_TAP_RECORDER)();
  const clicks: string[] = [];
  const app = document.getElementById('app')!;
  app.innerHTML = '<div data-testid="case-card">A</div><div data-testid="case-card"><span>B</span></div><a data-testid="more" href="#x">more</a>';
  app.querySelectorAll<HTMLElement>('[data-testid]').forEach((el, i) => el.addEventListener('click', () => clicks.push(`${el.dataset.testid}#${i}`)));
  return clicks;
}

const CARDS = '<div data-testid="case-card">A</div><div data-testid="case-card"><span id="inner">B</span></div><a data-testid="more" href="#x">more</a>';

test('the last tap on the server screen clicks the same element of the client page, once', async () => {
  const clicks = setup(CARDS);
  (document.querySelector('#cf-ssr [data-testid="case-card"]') as HTMLElement).click();
  (document.getElementById('inner') as HTMLElement).click();
  expect(clicks).toEqual([]);
  releaseServerRender();
  expect(document.getElementById('cf-ssr')).toBeNull();
  await tick();
  expect(clicks).toEqual(['case-card#1']);
  releaseServerRender();
  await tick();
  expect(clicks).toEqual(['case-card#1']);
});

test('no tap, or a tap on a link with an href: nothing is replayed', async () => {
  const clicks = setup(CARDS);
  releaseServerRender();
  await tick();
  expect(clicks).toEqual([]);

  const again = setup(CARDS);
  (document.querySelector('#cf-ssr a') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(again).toEqual([]);
});

test('while the client page is drawn in parts, each test id names one element; a tap then still replays', async () => {
  const clicks = setup(CARDS);
  retireServerRenderIds();
  expect(document.querySelectorAll('[data-testid="case-card"]')).toHaveLength(2); // the client's copies only
  expect(document.querySelectorAll('#cf-ssr [data-ssr-testid="case-card"]')).toHaveLength(2);
  (document.getElementById('inner') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(clicks).toEqual(['case-card#1']);
});

test('a tap outside any element with a test id is not replayed', async () => {
  const clicks = setup('<p id="plain">text</p>' + CARDS);
  (document.getElementById('plain') as HTMLElement).click();
  releaseServerRender();
  await tick();
  expect(clicks).toEqual([]);
});

test('an amount typed on the server screen goes into the client copy as typing does, before the tap', async () => {
  document.body.innerHTML =
    '<div id="cf-ssr"><div data-testid="pay-amount-input"><input value="" /></div><textarea data-testid="note">hi</textarea><button data-testid="pay-submit">pay</button></div><div id="app"></div>';
  // eslint-disable-next-line no-new-func
  new Function(SSR_TAP_RECORDER)();
  const app = document.getElementById('app')!;
  app.innerHTML = '<div data-testid="pay-amount-input"><input value="" /></div><textarea data-testid="note">hi</textarea><button data-testid="pay-submit">pay</button>';
  const events: string[] = [];
  app.querySelector('input')!.addEventListener('input', (e) => events.push(`input ${(e.target as HTMLInputElement).value}`));
  app.querySelector('textarea')!.addEventListener('input', () => events.push('textarea'));
  app.querySelector('button')!.addEventListener('click', () => events.push('click'));
  const typed = document.querySelector<HTMLInputElement>('#cf-ssr input')!;
  typed.value = '33';
  document.querySelector<HTMLElement>('#cf-ssr button')!.click();
  releaseServerRender();
  await tick();
  // the untouched textarea is left alone; the typed value first, then the tap
  expect(events).toEqual(['input 33', 'click']);
  expect(app.querySelector('input')!.value).toBe('33');
});

/**
 * @jest-environment jsdom
 */
// Places in a page by structure: the route's frame, then tag names and indexes among same-tag siblings.
import { elementAt, elementAtPlace, frameOf, pathFrom, placeOf } from '../../../src/platform/ssr-path';

const PAGE =
  '<div class="cf-page" data-route="pay"><span>¥</span><div class="a"><b></b></div><p></p><div class="b on"><span></span><input id="x" /></div></div>';

test('the way down counts only siblings with the same tag, and leads back to the same element', () => {
  document.body.innerHTML = PAGE;
  const frame = document.querySelector('.cf-page')!;
  const x = document.getElementById('x')!;
  expect(pathFrom(frame, x)).toEqual([['DIV', 1, 'b'], ['INPUT', 0, '']]);
  expect(elementAt(frame, [['DIV', 1, 'b'], ['INPUT', 0, '']])).toBe(x);
  expect(pathFrom(frame, frame)).toEqual([]);
  expect(pathFrom(document.createElement('div'), x)).toBeNull(); // not inside
});

test('a step the other copy does not have names nothing', () => {
  document.body.innerHTML = PAGE;
  const frame = document.querySelector('.cf-page')!;
  expect(elementAt(frame, [['DIV', 2, 'b']])).toBeNull(); // two divs only
  expect(elementAt(frame, [['DIV', 1, 'b'], ['TEXTAREA', 0, '']])).toBeNull(); // another tag
  expect(elementAt(frame, [['DIV', 0, 'a'], ['B', 0, ''], ['I', 0, '']])).toBeNull(); // deeper than the copy
  expect(elementAt(frame, [['DIV', 1, 'a'], ['INPUT', 0, '']])).toBeNull(); // the same tag and index, another component
});

test('a place is read on the server screen and found in the client copy inside Taro\'s page container', () => {
  document.body.innerHTML =
    `<div id="cf-ssr">${PAGE}</div>` +
    `<div id="app"><div class="taro_page"><div class="cf-page" data-route="list"></div></div><div class="taro_page">${PAGE.replace('<input id="x" />', '<input id="y" />')}</div></div>`;
  const ssr = document.getElementById('cf-ssr')!;
  const place = placeOf(ssr, document.getElementById('x')!);
  expect(place).toEqual({ route: 'pay', path: [['DIV', 1, 'b'], ['INPUT', 0, '']] });
  const app = document.getElementById('app')!;
  expect(elementAtPlace(app, place!)).toBe(document.getElementById('y'));
  expect(frameOf(app, 'list')).toBe(app.querySelector('[data-route="list"]'));
  expect(elementAtPlace(app, { ...place!, route: 'detail' })).toBeNull(); // no frame of that route
  // outside any frame
  const loose = document.createElement('i');
  ssr.appendChild(loose);
  expect(placeOf(ssr, loose)).toBeNull();
});

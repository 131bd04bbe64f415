/**
 * Where an element sits in a page, independent of test ids: the route's frame (`div.cf-page[data-route]`,
 * drawn by the server render around its first screen and by RoutePage around every client page) and the
 * way down from it, one step per level, as the tag name and the index among the siblings with that tag
 * (and, as a check, the element's first class name: a component's own, not its state's).
 * The server's first screen and the client's copy are the same markup from the same components, so a
 * place read on one names the same element on the other; a step the other copy does not have (another
 * tag, fewer siblings, another first class) names nothing. Used by the hand-over (ssr-taps.h5.ts). Plain DOM, no Taro.
 */

/** The frame of a route's page, on the server's screen and in the client page alike. */
export const PAGE_FRAME = '.cf-page[data-route]';

/** One level down: the child's tag name (as the DOM spells it), its index among same-tag siblings, its first class. */
export type PathStep = readonly [tag: string, index: number, firstClass: string];

/** The first name in an element's class attribute ('' without one). */
export const firstClass = (el: Element): string => (el.getAttribute('class') ?? '').trim().split(/\s+/)[0] ?? '';

/** An element's place: the route whose frame holds it, and the way down from that frame. */
export interface PagePlace {
  route: string;
  path: PathStep[];
}

/** The way down from `root` to `el` (empty for root itself), or null when `el` is not inside root. */
export function pathFrom(root: Element, el: Element): PathStep[] | null {
  const steps: PathStep[] = [];
  let node: Element = el;
  while (node !== root) {
    const parent = node.parentElement;
    if (!parent) return null;
    let index = 0;
    for (let s = node.previousElementSibling; s; s = s.previousElementSibling) if (s.tagName === node.tagName) index += 1;
    steps.push([node.tagName, index, firstClass(node)]);
    node = parent;
  }
  return steps.reverse();
}

/** The element the way `path` leads to from `root`, or null where a step has no such child. */
export function elementAt(root: Element, path: readonly PathStep[]): Element | null {
  let node: Element = root;
  for (const [tag, index, cls] of path) {
    let seen = 0;
    let next: Element | null = null;
    for (let c = node.firstElementChild; c; c = c.nextElementSibling) {
      if (c.tagName !== tag) continue;
      if (seen === index) {
        next = c;
        break;
      }
      seen += 1;
    }
    if (!next || firstClass(next) !== cls) return null;
    node = next;
  }
  return node;
}

/** The place of `el` inside the page frame that holds it (within `scope`), or null outside any frame. */
export function placeOf(scope: Element, el: Element): PagePlace | null {
  const frame = el.closest(PAGE_FRAME);
  if (!frame || !scope.contains(frame)) return null;
  const path = pathFrom(frame, el);
  return path ? { route: frame.getAttribute('data-route') ?? '', path } : null;
}

/** The frame of `route` inside `scope`: the last one (the page on top of the stack). */
export function frameOf(scope: ParentNode, route: string): Element | null {
  const frames = Array.from(scope.querySelectorAll(PAGE_FRAME)).filter((f) => f.getAttribute('data-route') === route);
  return frames.length ? frames[frames.length - 1] : null;
}

/** The element at `place` inside `scope` (its route's frame, then the way down), or null. */
export function elementAtPlace(scope: ParentNode, place: PagePlace): Element | null {
  const frame = frameOf(scope, place.route);
  return frame ? elementAt(frame, place.path) : null;
}

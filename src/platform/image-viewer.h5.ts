/**
 * H5's picture viewer (media.h5.ts loads it on the first tap, in a chunk of its own). Taro's H5
 * previewImage draws a swiper of bare images with no name, no focus, no way out but a tap and no keys;
 * this one is a modal dialog a screen reader and a keyboard reach as well as a finger:
 * - swipe left/right between the pictures (the strip follows the finger), or 上一张 / 下一张, or the arrow keys;
 * - pinch to zoom (1x to 4x), pan a zoomed picture with one finger, double-tap (or +/-) to zoom in and out;
 * - a single tap, 关闭, Escape or a route change closes it; focus returns to the thumbnail tapped.
 * Plain DOM with inline styles (no CSS file: the build's px transform would rescale it).
 */
import Taro from '@tarojs/taro';

const MAX_SCALE = 4;
const DOUBLE_TAP_MS = 280;
const SWIPE_FRACTION = 0.18;

type Pt = { x: number; y: number };
const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
const pts = (e: TouchEvent): Pt[] => Array.from(e.touches).map((t) => ({ x: t.clientX, y: t.clientY }));

function el<K extends keyof HTMLElementTagNameMap>(tag: K, css: string, attrs: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = css;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

const BTN = 'position:absolute;z-index:2;min-width:44px;min-height:44px;padding:0 14px;border:0;border-radius:22px;background:rgba(0,0,0,.55);color:#fff;font-size:16px;line-height:44px;';

let closeOpen: (() => void) | null = null;

/** Opens the viewer over `urls` at `current` (an index, or a URL of the list). */
export function openImageViewer(urls: readonly string[], current: string | number): void {
  closeOpen?.();
  if (!urls.length) return;
  const n = urls.length;
  let index = Math.max(0, typeof current === 'number' ? current : urls.indexOf(current));
  const opener = document.activeElement as HTMLElement | null;
  const bodyOverflow = document.body.style.overflow;

  const root = el('div', 'position:fixed;inset:0;z-index:1100;background:#000;overflow:hidden;touch-action:none;user-select:none;-webkit-user-select:none;', {
    role: 'dialog', 'aria-modal': 'true', 'aria-label': '查看大图', 'data-testid': 'image-viewer', tabindex: '-1',
  });
  const track = el('div', 'position:absolute;inset:0;display:flex;will-change:transform;');
  const imgs = urls.map((src, i) => {
    const slide = el('div', 'flex:0 0 100%;width:100%;height:100%;display:flex;align-items:center;justify-content:center;overflow:hidden;');
    const img = el('img', 'max-width:100%;max-height:100%;transform-origin:0 0;-webkit-user-drag:none;', {
      src, alt: `图片${i + 1}/${n}`, 'data-testid': 'image-viewer-img', 'data-index': String(i), draggable: 'false',
    });
    slide.appendChild(img);
    track.appendChild(slide);
    return img;
  });
  const counter = el('div', 'position:absolute;z-index:2;left:0;right:0;bottom:24px;text-align:center;color:#ddd;font-size:15px;pointer-events:none;', {
    'aria-live': 'polite', 'data-testid': 'image-viewer-count',
  });
  const close = el('button', `${BTN}top:12px;right:12px;`, { type: 'button', 'data-testid': 'image-viewer-close' });
  close.textContent = '关闭';
  const prev = el('button', `${BTN}left:8px;top:50%;margin-top:-22px;`, { type: 'button', 'aria-label': '上一张', 'data-testid': 'image-viewer-prev' });
  prev.textContent = '‹';
  const next = el('button', `${BTN}right:8px;top:50%;margin-top:-22px;`, { type: 'button', 'aria-label': '下一张', 'data-testid': 'image-viewer-next' });
  next.textContent = '›';
  root.append(track, counter, close, ...(n > 1 ? [prev, next] : []));

  // zoom of the current picture: scale about the image's top-left, then shifted by (tx, ty)
  let scale = 1;
  let tx = 0;
  let ty = 0;
  const applyZoom = () => {
    imgs.forEach((img, i) => {
      img.style.transform = i === index ? `translate(${tx}px,${ty}px) scale(${scale})` : '';
    });
  };
  const resetZoom = () => {
    scale = 1;
    tx = 0;
    ty = 0;
    applyZoom();
  };
  /** Zooms to `to` keeping the screen point `at` still. */
  const zoomAt = (to: number, at: Pt) => {
    const s = Math.min(MAX_SCALE, Math.max(1, to));
    const r = imgs[index].getBoundingClientRect();
    // the image's untransformed top-left on screen
    const ox = r.left - tx;
    const oy = r.top - ty;
    const px = (at.x - ox - tx) / scale;
    const py = (at.y - oy - ty) / scale;
    scale = s;
    if (s === 1) {
      tx = 0;
      ty = 0;
    } else {
      tx = at.x - ox - px * s;
      ty = at.y - oy - py * s;
    }
    applyZoom();
  };

  const show = (animate: boolean) => {
    track.style.transition = animate ? 'transform .25s ease-out' : 'none';
    track.style.transform = `translateX(${-index * 100}%)`;
    counter.textContent = `${index + 1}/${n}`;
    const hadFocus = document.activeElement;
    prev.disabled = index === 0;
    next.disabled = index === n - 1;
    // the focus stays in the dialog when the button it was on turns disabled
    if ((hadFocus === prev && prev.disabled) || (hadFocus === next && next.disabled)) (prev.disabled ? next : prev).focus();
    imgs.forEach((img, i) => (i === index ? img.setAttribute('data-current', '1') : img.removeAttribute('data-current')));
    root.setAttribute('data-current-src', urls[index]);
  };
  const go = (to: number) => {
    const target = Math.max(0, Math.min(n - 1, to));
    const moved = target !== index;
    index = target;
    // another picture starts unzoomed
    if (moved) resetZoom();
    show(true);
  };

  // touches: one finger swipes (or pans when zoomed), two pinch; a tap closes, two quick taps zoom
  let start: Pt | null = null;
  let last: Pt | null = null;
  let moved = false;
  let pinch: { d: number; scale: number } | null = null;
  let tapTimer: ReturnType<typeof setTimeout> | null = null;
  let lastTapAt = 0;
  const width = () => root.clientWidth || window.innerWidth;

  root.addEventListener('touchstart', (e) => {
    if (e.target instanceof HTMLButtonElement) return;
    const p = pts(e);
    if (p.length >= 2) {
      pinch = { d: dist(p[0], p[1]), scale };
      moved = true;
    } else {
      start = p[0];
      last = p[0];
      moved = false;
    }
  }, { passive: true });
  root.addEventListener('touchmove', (e) => {
    const p = pts(e);
    if (pinch && p.length >= 2) {
      zoomAt(pinch.scale * (dist(p[0], p[1]) / (pinch.d || 1)), mid(p[0], p[1]));
      return;
    }
    if (!start || !last || !p.length) return;
    const dx = p[0].x - start.x;
    if (Math.abs(dx) > 8 || Math.abs(p[0].y - start.y) > 8) moved = true;
    if (scale > 1) {
      tx += p[0].x - last.x;
      ty += p[0].y - last.y;
      applyZoom();
    } else {
      track.style.transition = 'none';
      track.style.transform = `translateX(calc(${-index * 100}% + ${dx}px))`;
    }
    last = p[0];
  }, { passive: true });
  root.addEventListener('touchend', (e) => {
    if (e.target instanceof HTMLButtonElement) return;
    if (pinch) {
      if (e.touches.length < 2) pinch = null;
      return;
    }
    const from = start;
    const to = last;
    start = null;
    last = null;
    if (!from || !to) return;
    if (moved) {
      if (scale === 1) {
        const dx = to.x - from.x;
        go(Math.abs(dx) > width() * SWIPE_FRACTION ? index + (dx < 0 ? 1 : -1) : index);
      }
      return;
    }
    e.preventDefault(); // no click after the tap: the tap decides
    const now = Date.now();
    if (now - lastTapAt < DOUBLE_TAP_MS) {
      lastTapAt = 0;
      if (tapTimer) clearTimeout(tapTimer);
      tapTimer = null;
      zoomAt(scale > 1 ? 1 : 2.5, to);
      return;
    }
    lastTapAt = now;
    tapTimer = setTimeout(() => {
      tapTimer = null;
      shut();
    }, DOUBLE_TAP_MS);
  });
  // a mouse or a keyboard's click on the picture area closes, as a tap does
  root.addEventListener('click', (e) => {
    if (!(e.target instanceof HTMLButtonElement)) shut();
  });
  close.addEventListener('click', () => shut());
  prev.addEventListener('click', () => go(index - 1));
  next.addEventListener('click', () => go(index + 1));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') shut();
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === '+' || e.key === '=') zoomAt(scale + 0.5, { x: width() / 2, y: root.clientHeight / 2 });
    else if (e.key === '-') zoomAt(scale - 0.5, { x: width() / 2, y: root.clientHeight / 2 });
    else if (e.key === 'Tab') {
      // focus stays inside the dialog
      const stops = [close, ...(n > 1 ? [prev, next] : [])].filter((b) => !b.disabled);
      const at = stops.indexOf(document.activeElement as HTMLButtonElement);
      e.preventDefault();
      stops[(at + (e.shiftKey ? stops.length - 1 : 1)) % stops.length]?.focus();
    } else return;
    e.stopPropagation();
  };
  // on the document: a button that turns disabled (上一张 on the first picture) drops the focus to the body
  document.addEventListener('keydown', onKey, true);

  function shut() {
    if (tapTimer) clearTimeout(tapTimer);
    Taro.eventCenter.off('__taroRouterChange', shut);
    document.removeEventListener('keydown', onKey, true);
    root.remove();
    document.body.style.overflow = bodyOverflow;
    if (closeOpen === shut) closeOpen = null;
    opener?.focus?.();
  }
  closeOpen = shut;
  Taro.eventCenter.on('__taroRouterChange', shut);

  document.body.style.overflow = 'hidden';
  document.body.appendChild(root);
  show(false);
  applyZoom();
  close.focus();
}

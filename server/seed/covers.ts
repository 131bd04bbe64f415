/**
 * Small generated SVG covers for the demo cases (served at /api/demo/cover/<n>.svg), lettered
 * in the bundled font. Picture n belongs to
 * seeded case (n - 1) % 20 (the base demo's, then the lifecycle ones, then the one in review) and shows its patient's initial;
 * variant (n - 1) / 20 changes only the colour, so a case's cover, photos and progress pictures are all its own.
 */
import { DEMO_CASES, LIFECYCLE_CASES } from './data';
import { REVIEW_CASE } from './review-data';
import { svgText } from '../src/services/fonts';
import type { DemoImages } from '../src/deps';

const COLORS = ['#f56c6c', '#e6a23c', '#67c23a', '#409eff', '#9b59b6', '#16a085', '#d35400', '#2c3e50', '#c0392b', '#27ae60', '#8e44ad', '#f39c12'];
const SLOTS = 20;
/** The initial picture n shows: its case's patient's first character ('筹' past the seeded cases). */
export function coverInitial(n: number): string {
  const c = [...DEMO_CASES, ...LIFECYCLE_CASES, { patient: REVIEW_CASE.patient.name }][(n - 1) % SLOTS];
  return c ? Array.from(c.patient)[0] : '筹';
}
/** Picture `variant` (0-4) of seeded case `caseIndex` (DEMO_CASES, then LIFECYCLE_CASES). */
export const caseCover = (caseIndex: number, variant = 0) => coverPath(caseIndex + 1 + variant * SLOTS);

export function coverSvg(n: number): string {
  const color = COLORS[((n - 1) % SLOTS + 5 * Math.floor((n - 1) / SLOTS)) % COLORS.length];
  const initial = coverInitial(n);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">` +
    `<rect width="750" height="420" fill="${color}"/>` +
    `<circle cx="375" cy="190" r="110" fill="#ffffff" fill-opacity="0.25"/>` +
    svgText(initial, { x: 375, y: 235, size: 130, anchor: 'middle', fill: '#ffffff' }) +
    svgText(`示例图片 ${n}`, { x: 375, y: 385, size: 28, anchor: 'middle', fill: '#ffffff', opacity: 0.8 }) + '</svg>';
}

/**
 * WeChat's <image> and share cards show PNG / JPG / WebP, not SVG: the demo covers are the SVGs above
 * rendered to JPEG with sharp, once per process (a few KB each, cached).
 */
import { COVER_PATH } from '../src/plugins/assets';

export { COVER_PATH };
/** The URL path of demo cover n as seeded (the server makes it absolute on the asset origin). */
export const coverPath = (n: number) => `${COVER_PATH}/${n}.jpg`;
/** The default share card when a case has no image of its own (5:4, as WeChat crops share cards). */
export const SHARE_CARD_PATH = `${COVER_PATH}/share.jpg`;

export function shareCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400" viewBox="0 0 500 400">` +
    `<rect width="500" height="400" fill="#f56c6c"/>` +
    `<circle cx="250" cy="160" r="90" fill="#ffffff" fill-opacity="0.25"/>` +
    svgText('筹', { x: 250, y: 195, size: 96, anchor: 'middle', fill: '#ffffff' }) +
    svgText('爱心筹', { x: 250, y: 330, size: 40, anchor: 'middle', fill: '#ffffff' }) + '</svg>';
}

const rendered = new Map<string, Promise<Buffer>>();

/** JPEG bytes of demo cover n (1..99) or of the share card ('share'). */
export function coverJpeg(which: number | 'share'): Promise<Buffer> {
  const key = String(which);
  let p = rendered.get(key);
  if (!p) {
    const svg = which === 'share' ? shareCardSvg() : coverSvg(which);
    // sharp is loaded on first use: the API process that never serves a cover never pays for libvips.
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const sharp = require('sharp') as typeof import('sharp');
    p = sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    p.catch(() => rendered.delete(key));
    rendered.set(key, p);
  }
  return p;
}

/** The demo's pictures as the app serves them (AppDeps.demoImages): handed in by whoever seeds the demo. */
export const demoImages: DemoImages = { svg: coverSvg, jpeg: coverJpeg };

/**
 * The bundled font (Noto Sans SC, an npm dependency) for everything the server draws: an image looks the
 * same on any machine and never shows boxes where the system has no CJK font (a stock Debian, a slim
 * container). Text in an SVG is drawn as the font's glyph outlines (fontkit), never as <text>, so
 * librsvg never asks fontconfig for a font. Each font is read once per process, on first use.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { escapeHtml } from '../lib/html';

export type FontWeight = 'regular' | 'bold';

const requireHere = createRequire(__filename);
let fontDir: string | null = null;
/** The bundled font file of a weight. */
export function bundledFontFile(weight: FontWeight): string {
  fontDir ??= dirname(requireHere.resolve('@expo-google-fonts/noto-sans-sc/package.json'));
  return weight === 'bold' ? join(fontDir, '700Bold/NotoSansSC_700Bold.ttf') : join(fontDir, '400Regular/NotoSansSC_400Regular.ttf');
}

/** The part of fontkit used here (it ships no types). */
interface Glyph { id: number; advanceWidth: number; path: { translate(x: number, y: number): { toSVG(): string } } }
interface Font { unitsPerEm: number; glyphsForString(s: string): Glyph[] }
const fonts = new Map<FontWeight, Font>();
function fontOf(weight: FontWeight): Font {
  let f = fonts.get(weight);
  if (!f) {
    const fontkit = requireHere('fontkit') as { openSync(path: string): Font };
    fonts.set(weight, (f = fontkit.openSync(bundledFontFile(weight))));
  }
  return f;
}

/** Characters of `text` the bundled font of `weight` has no glyph for (drawn as its empty .notdef). */
export const missingGlyphs = (text: string, weight: FontWeight = 'regular'): string[] => {
  const glyphs = fontOf(weight).glyphsForString(text);
  return [...text].filter((_, i) => glyphs[i]?.id === 0);
};

export interface SvgTextOptions {
  x: number;
  /** the baseline */
  y: number;
  size: number;
  fill: string;
  weight?: FontWeight;
  /** x is the start (default) or the middle of the line */
  anchor?: 'start' | 'middle';
  opacity?: number;
}


/**
 * One line of text as an SVG <path> of the bundled font's glyph outlines. The path names its text and
 * weight (data-text, data-weight) so a test can check what was drawn with which font.
 */
export function svgText(text: string, o: SvgTextOptions): string {
  const weight = o.weight ?? 'regular';
  const font = fontOf(weight);
  const scale = o.size / font.unitsPerEm;
  let pen = 0;
  let d = '';
  for (const g of font.glyphsForString(text)) {
    d += g.path.translate(pen, 0).toSVG();
    pen += g.advanceWidth;
  }
  const x = o.anchor === 'middle' ? o.x - (pen * scale) / 2 : o.x;
  const opacity = o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`;
  return `<path data-text="${escapeHtml(text)}" data-weight="${weight}" fill="${o.fill}"${opacity} transform="translate(${+x.toFixed(2)} ${o.y}) scale(${+scale.toFixed(5)} ${-scale.toFixed(5)})" d="${d}"/>`;
}

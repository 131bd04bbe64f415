/**
 * Receipts and statements as PDF: A4 pages of text lines in one CJK font, written by pdfkit, which
 * embeds only the glyphs a document uses (a subset, through fontkit) with a ToUnicode map, so the text
 * can be searched and copied. The font ships with the project (an npm dependency: Noto Sans SC);
 * RECEIPT_FONT_PATH only overrides it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { processSettings } from '../../settings';
import { REPO_ROOT } from '../../config';

export interface PdfLine { text: string; size?: number; x?: number; gap?: number }

const PAGE_H = 842;
const MARGIN = 56;

/** The font file used: RECEIPT_FONT_PATH when set, else the one the project's dependency ships. */
export function fontPath(): string {
  const override = processSettings().RECEIPT_FONT_PATH;
  if (override) return override;
  // resolved from the repository's package.json, also from the compiled server (dist/server)
  return createRequire(join(REPO_ROOT, 'package.json')).resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
}

const fonts = new Map<string, Buffer>();
const fontBytes = (path: string) => {
  let b = fonts.get(path);
  if (!b) fonts.set(path, (b = readFileSync(path)));
  return b;
};

/** Renders lines top to bottom (a new page when full). */
export function renderPdf(lines: PdfLine[], opts: { title?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: opts.title ?? '', Producer: 'cf-platform' }, autoFirstPage: true });
  const done = new Promise<Buffer>((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  const path = fontPath();
  // A collection (.ttc) names its face; a single font file needs no name.
  if (/\.ttc$/i.test(path)) doc.registerFont('cjk', fontBytes(path), 'WenQuanYiMicroHei');
  else doc.registerFont('cjk', fontBytes(path));
  doc.font('cjk');
  let y = MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    y += line.gap ?? size * 1.6;
    if (y > PAGE_H - MARGIN) {
      doc.addPage();
      y = MARGIN + size * 1.6;
    }
    doc.fontSize(size).text(line.text, line.x ?? MARGIN, y - size, { lineBreak: false });
  }
  doc.end();
  return done;
}

/**
 * The annual report's share image: a 750x1334 PNG composed on the server (an SVG background with the
 * giving-by-month bars, text drawn with the bundled Noto Sans SC font so no system CJK font is needed,
 * and a QR code that opens the platform's annual report page). Its link is signed (HMAC of the user and
 * the year with the server's secret), so the image opens in an <img>/<Image> without a session and
 * nobody can guess another user's.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import QRCode from 'qrcode';
import type { AnnualReport } from '../../../src/contract/reports';
import { REPORT_RAW } from '../../../src/contract/reports';
import { formatFen } from '../../../src/lib/money';
import { bundledFontFile } from './fonts';
import { escapeHtml as escapeMarkup } from '../lib/html';

export const IMAGE_W = 750;
export const IMAGE_H = 1334;

/** The bundled font (an npm dependency, so the image looks the same on any machine). */
const font = bundledFontFile;

const sign = (secret: string, userId: string, year: number) =>
  createHmac('sha256', secret).update(`annual-report:${userId}:${year}`).digest('hex').slice(0, 32);

/** The image's signed path. */
export function annualImagePath(secret: string, userId: string, year: number): string {
  return `${REPORT_RAW.annualImagePrefix}${encodeURIComponent(userId)}/${year}.png?sig=${sign(secret, userId, year)}`;
}
export function validImageSig(secret: string, userId: string, year: number, sig: string): boolean {
  const want = Buffer.from(sign(secret, userId, year));
  const got = Buffer.from(String(sig ?? ''));
  return got.length === want.length && timingSafeEqual(got, want);
}


interface TextPiece { text: string; size: number; color: string; bold?: boolean; x: number; y: number; center?: boolean; maxWidth?: number }

async function textLayer(p: TextPiece): Promise<sharp.OverlayOptions> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${p.color}">${escapeMarkup(p.text)}</span>`,
      fontfile: font(p.bold ? 'bold' : 'regular'),
      font: `Noto Sans SC ${p.bold ? 'Bold ' : ''}${p.size}`,
      rgba: true,
      dpi: 72,
      ...(p.maxWidth ? { width: p.maxWidth } : {}),
    },
  }).png().toBuffer({ resolveWithObject: true });
  const left = Math.max(0, Math.round(p.center ? p.x - info.width / 2 : p.x));
  return { input: data, left: Math.min(left, IMAGE_W - info.width), top: p.y };
}

/** The bars of giving by month, as SVG (heights relative to the year's best month). */
function barsSvg(byMonth: AnnualReport['byMonth'], x0: number, y0: number, w: number, h: number): string {
  const max = Math.max(1, ...byMonth.map((m) => m.fen));
  const slot = w / 12;
  const bw = Math.round(slot * 0.56);
  return byMonth.map((m, i) => {
    const bh = m.fen > 0 ? Math.max(4, Math.round((m.fen / max) * h)) : 2;
    const x = Math.round(x0 + i * slot + (slot - bw) / 2);
    return `<rect x="${x}" y="${y0 + h - bh}" width="${bw}" height="${bh}" rx="6" fill="${m.fen > 0 ? '#ffd35c' : '#ffffff55'}"/>`;
  }).join('');
}

/**
 * Renders the report as a PNG. `qrText` is what the QR code opens (the platform's annual report page).
 * Throws when rendering fails (the route answers 500 and the page reports the failure).
 */
export async function renderAnnualImage(r: Omit<AnnualReport, 'imageUrl'>, qrText: string): Promise<Buffer> {
  const chart = { x: 60, y: 700, w: 630, h: 240 };
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_W}" height="${IMAGE_H}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2543d"/><stop offset="1" stop-color="#c9302c"/></linearGradient></defs>
    <rect width="${IMAGE_W}" height="${IMAGE_H}" fill="url(#g)"/>
    <rect x="30" y="590" width="690" height="420" rx="24" fill="#ffffff22"/>
    ${barsSvg(r.byMonth, chart.x, chart.y, chart.w, chart.h)}
    <rect x="255" y="1050" width="240" height="240" rx="16" fill="#ffffff"/>
  </svg>`;
  const qr = await QRCode.toBuffer(qrText, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 220, color: { dark: '#000000', light: '#ffffff' } });
  const slot = chart.w / 12;
  const texts: TextPiece[] = [
    { text: `${r.year} 年度爱心报告`, size: 52, color: '#ffffff', bold: true, x: IMAGE_W / 2, y: 90, center: true },
    { text: r.nickname || '爱心用户', size: 30, color: '#ffe9e3', x: IMAGE_W / 2, y: 180, center: true, maxWidth: 640 },
    { text: '这一年，你累计捐助', size: 30, color: '#ffffff', x: IMAGE_W / 2, y: 270, center: true },
    { text: `¥${formatFen(r.donatedFen)}`, size: 84, color: '#ffd35c', bold: true, x: IMAGE_W / 2, y: 320, center: true },
    { text: `帮助了 ${r.caseCount} 个筹款 · 捐助 ${r.donationCount} 次`, size: 32, color: '#ffffff', x: IMAGE_W / 2, y: 450, center: true },
    { text: `爱心值 ${r.loveScore}`, size: 32, color: '#ffffff', x: IMAGE_W / 2, y: 510, center: true },
    { text: '每月捐助（元）', size: 28, color: '#ffffff', bold: true, x: 60, y: 615 },
    ...r.byMonth.map((m, i) => ({ text: String(m.month), size: 22, color: '#ffffff', x: chart.x + i * slot + slot / 2, y: chart.y + chart.h + 14, center: true })),
    { text: '扫码查看你的年度报告', size: 26, color: '#ffffff', x: IMAGE_W / 2, y: 1298, center: true },
  ];
  const layers = await Promise.all(texts.map(textLayer));
  return sharp(Buffer.from(bg))
    .composite([...layers, { input: qr, left: 265, top: 1060 }])
    .png()
    .toBuffer();
}

/**
 * The share poster, composed on the server as one PNG (sharp: an SVG layer of the texts over the
 * picture, the code pasted in). Composed here rather than on a client canvas because the same picture
 * then serves H5 and the mini-program alike (no canvas API differences), a real <img> can be
 * long-pressed and saved in WeChat's browser (a canvas cannot), and tests decode the very PNG users get.
 *
 * The code opens the case: on H5 a QR code of the case URL carrying shareSource=poster (and the
 * sharer's userSourceId), in the mini-program a mini-program code of the case's entry page with the
 * case in its scene.
 */
import sharp from 'sharp';
import QRCode from 'qrcode';
import type { FastifyInstance } from 'fastify';
import { formatFenPlain } from '../../../../src/lib/money';
import { sceneOfCase } from '../../../../src/contract/growth';
import { svgText } from '../fonts';

export const POSTER_W = 750;
export const POSTER_H = 1180;
const PIC_H = 560;
const CODE = 260;
export const POSTER_SHARE_SOURCE = 'poster';
/** The mini-program page a poster's code opens (the case's entry page). */
export const MP_CASE_PAGE = 'sdc/cfPagesMain/detail/index';

/** The case URL a poster's QR code carries. */
export function posterCaseUrl(origin: string, infoUuid: string, userSourceId = ''): string {
  const q = new URLSearchParams({ shareSource: POSTER_SHARE_SOURCE, channel: POSTER_SHARE_SOURCE });
  if (userSourceId) q.set('userSourceId', userSourceId);
  return `${origin}/cf/contribute/${encodeURIComponent(infoUuid)}?${q.toString()}`;
}

/** The scene of a case's mini-program code (src/contract/growth.ts sceneOfCase). */
export const mpScene = sceneOfCase;

/** A QR code drawn small (4 px a module: cheap to draw) and scaled up by the composer without blurring. */
export const qrPng = (text: string): Promise<Buffer> => QRCode.toBuffer(text, { scale: 4, margin: 2, errorCorrectionLevel: 'M' });

/** Splits a title into at most `lines` lines of about `per` characters (an ellipsis when cut). */
export function wrapTitle(title: string, per = 15, lines = 2): string[] {
  const chars = [...title.trim()];
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < lines; i += per) out.push(chars.slice(i, i + per).join(''));
  if (chars.length > per * lines) out[lines - 1] = `${[...out[lines - 1]].slice(0, per - 1).join('')}…`;
  return out;
}

/** The picture's bytes: our own paths through the app itself (covers, public uploads), else none. */
export async function loadPicture(app: FastifyInstance, url: string): Promise<Buffer | null> {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  try {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200 || !/^image\//.test(String(res.headers['content-type'] ?? ''))) return null;
    return res.rawPayload;
  } catch {
    return null;
  }
}

export interface PosterInput {
  title: string;
  raisedAmount: number;
  donationCount: number;
  picture: Buffer | null;
  /** the code's image (QR or mini-program code) */
  code: Buffer;
  /** under the code */
  codeHint: string;
}

/** The poster's text layer (the bundled font's outlines: services/fonts.ts). */
export function posterTextSvg(p: Pick<PosterInput, 'title' | 'raisedAmount' | 'donationCount' | 'codeHint'>): string {
  const title = wrapTitle(p.title).map((line, i) => svgText(line, { x: 40, y: PIC_H + 70 + i * 52, size: 40, weight: 'bold', fill: '#222' })).join('');
  const yAmount = PIC_H + 210;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_W}" height="${POSTER_H}">
  <rect x="0" y="${PIC_H}" width="${POSTER_W}" height="${POSTER_H - PIC_H}" fill="#ffffff"/>
  ${title}
  ${svgText('已筹', { x: 40, y: yAmount, size: 28, fill: '#999' })}
  ${svgText(`¥${formatFenPlain(p.raisedAmount)}`, { x: 40, y: yAmount + 56, size: 52, weight: 'bold', fill: '#f2453d' })}
  ${svgText(`${p.donationCount}次爱心帮助`, { x: 40, y: yAmount + 110, size: 28, fill: '#666' })}
  ${svgText('长按识别二维码', { x: 40, y: POSTER_H - 90, size: 30, fill: '#333' })}
  ${svgText(p.codeHint, { x: 40, y: POSTER_H - 46, size: 30, fill: '#333' })}
</svg>`;
}

export async function composePoster(p: PosterInput): Promise<Buffer> {
  const svg = posterTextSvg(p);
  const picture = p.picture
    ? await sharp(p.picture).resize(POSTER_W, PIC_H, { fit: 'cover' }).png().toBuffer().catch(() => null)
    : null;
  const code = await sharp(p.code).resize(CODE, CODE, { fit: 'contain', background: '#ffffff', kernel: 'nearest' }).png().toBuffer();
  const layers: sharp.OverlayOptions[] = [];
  if (picture) layers.push({ input: picture, top: 0, left: 0 });
  layers.push({ input: Buffer.from(svg), top: 0, left: 0 });
  layers.push({ input: code, top: POSTER_H - CODE - 40, left: POSTER_W - CODE - 40 });
  return sharp({ create: { width: POSTER_W, height: POSTER_H, channels: 3, background: picture ? '#ffffff' : '#ffe9e4' } })
    .composite(layers)
    .png()
    .toBuffer();
}

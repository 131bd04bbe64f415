/**
 * A donor's certificate of a gift (爱心证书): asked for by the gift's order (made once: unique by kind
 * and ref) or won in the luck draw. Its image is a PNG made with sharp (text drawn with the bundled
 * Noto Sans SC font), served only to the certificate's owner's session.
 */
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import type { UserRow } from '../../repositories/users';
import { certificatesOf, insertCertificateOnce, orderForCertificate } from '../../repositories/rewards';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/util';
import { escapeHtml } from '../../lib/html';
import { bundledFontFile } from '../fonts';
import { formatFen } from '../../../../src/lib/money';
import { CERTIFICATE_IMAGE_PREFIX, type Certificate } from '../../../../src/contract/rewards';
import { chinaDay } from '../../../../src/contract/rules/love';

type Row = Awaited<ReturnType<typeof certificatesOf>>[number];
export const toCertificate = (c: Row): Certificate => ({
  certificateId: c.certificate_id, kind: c.kind, title: c.title, nickname: c.nickname ?? '', amount: Number(c.amount), orderId: c.order_id,
  infoUuid: c.info_uuid, caseTitle: c.case_title ?? '', createdAt: Number(c.created_at), imageUrl: `${CERTIFICATE_IMAGE_PREFIX}${c.certificate_id}.png`,
});

/** The certificate of the user's gift (made on the first ask); 404 for a gift that is not the user's or not paid. */
export async function certificateOfOrder(deps: AppDeps, user: UserRow, orderId: string): Promise<Certificate> {
  const o = await orderForCertificate(deps.db, orderId);
  if (!o || o.user_id !== user.user_id || o.status !== 'PAID' || o.kind !== 'donation') throw notFound('未找到该笔捐款');
  await insertCertificateOnce(deps.db, {
    certificate_id: newId('ct'), user_id: user.user_id, kind: 'gift', ref: orderId, order_id: orderId, info_uuid: o.info_uuid, amount: Number(o.amount), title: '爱心捐赠证书', created_at: deps.clock(),
  });
  const [c] = await certificatesOf(deps.db, { kind: 'gift', ref: orderId }, 1);
  return toCertificate(c);
}

/** A certificate by id, its owner's only (404 for anyone else: no hint it exists). */
export async function certificateById(deps: AppDeps, user: UserRow, certificateId: string): Promise<Certificate> {
  const [c] = await certificatesOf(deps.db, { certificateId }, 1);
  if (!c || c.user_id !== user.user_id) throw notFound('证书不存在');
  return toCertificate(c);
}

const fontFile = (bold: boolean) => bundledFontFile(bold ? 'bold' : 'regular');
const W = 750;
const H = 1000;

async function text(t: string, size: number, color: string, y: number, bold = false): Promise<sharp.OverlayOptions> {
  const { data, info } = await sharp({
    text: { text: `<span foreground="${color}">${escapeHtml(t)}</span>`, fontfile: fontFile(bold), font: `Noto Sans SC ${bold ? 'Bold ' : ''}${size}`, rgba: true, dpi: 72, width: 640, align: 'centre' },
  }).png().toBuffer({ resolveWithObject: true });
  return { input: data, left: Math.max(0, Math.round((W - info.width) / 2)), top: y };
}

/** The certificate as a PNG (750x1000). */
export async function renderCertificate(c: Certificate): Promise<Buffer> {
  const bg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
    <rect width="${W}" height="${H}" fill="#fff8ec"/>
    <rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="16" fill="none" stroke="#d4a24c" stroke-width="6"/>
    <rect x="44" y="44" width="${W - 88}" height="${H - 88}" rx="10" fill="none" stroke="#e8c98a" stroke-width="2"/>
    <circle cx="${W / 2}" cy="810" r="70" fill="none" stroke="#d9453a" stroke-width="5"/>
  </svg>`;
  const layers = await Promise.all([
    text(c.title, 56, '#b3261e', 110, true),
    text(`${c.nickname || '爱心人士'}：`, 34, '#333333', 260),
    text(`感谢您为「${c.caseTitle || '筹款'}」捐助`, 30, '#333333', 340),
    text(`¥${formatFen(c.amount)}`, 72, '#d9453a', 460, true),
    text('您的善举温暖了需要帮助的人，特发此证，以资感谢。', 28, '#555555', 590),
    text(`证书编号 ${c.certificateId} · 颁发日期 ${chinaDay(c.createdAt)}`, 22, '#888888', 690),
    text('爱心', 40, '#d9453a', 785, true),
  ]);
  return sharp(Buffer.from(bg)).composite(layers).png().toBuffer();
}


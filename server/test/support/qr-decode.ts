/** Decodes the QR code in a PNG (sharp gives the raw pixels, jsQR finds and reads the code). */
import sharp from 'sharp';
import jsQR from 'jsqr';

export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const hit = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return hit?.data ?? null;
}

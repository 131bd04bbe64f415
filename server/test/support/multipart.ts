/** Builds a multipart/form-data body for fastify.inject (uploads tests). */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart { name: string; filename: string; contentType: string; data: Buffer }

export function multipartBody(fields: Record<string, string>, files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cfTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of the given size (a plain green picture) to upload. */
export const png = (w = 64, h = 48) => sharp({ create: { width: w, height: h, channels: 3, background: '#3a7' } }).png().toBuffer();

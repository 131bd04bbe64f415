/** The H5 upload adapter over a recording fetch, and the envelope reader every variant shares. */
import { createH5Upload } from '../../src/platform/upload.h5';
import { readUploadEnvelope, UploadError, UPLOAD_MAX_BYTES } from '../../src/platform/upload-core';

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return { status, json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const picked = (file: File) => createH5Upload({ createObjectURL: () => 'blob:x' }).fromInput([file])[0];

test('posts FormData with kind and file, cookies included, to the upload origin', async () => {
  const f = fakeFetch(200, { code: 0, msg: 'success', data: { fileId: 'f1', url: '/files/pub/1/f1.png', thumbUrl: '/files/pub/1/f1.png!thumb', largeUrl: '/files/pub/1/f1.png!cf_mtr_1080', private: false } });
  const up = createH5Upload({ fetch: f.fn, origin: 'https://up.example.com', createObjectURL: () => 'blob:x' });
  const progress: number[] = [];
  const res = await up.upload(picked(new File(['x'], 'a.png', { type: 'image/png' })), 'cover', { onProgress: (p) => progress.push(p) });
  expect(f.calls[0].url).toBe('https://up.example.com/api/upload');
  expect(f.calls[0].init.credentials).toBe('include');
  const form = f.calls[0].init.body as FormData;
  expect(form.get('kind')).toBe('cover');
  expect((form.get('file') as File).name).toBe('a.png');
  expect(res.largeUrl).toBe('https://up.example.com/files/pub/1/f1.png!cf_mtr_1080');
  expect(progress).toEqual([0, 100]);
});

test('a refused upload rejects with the server msg; an oversized file is refused before sending', async () => {
  const f = fakeFetch(400, { code: 400, msg: '仅支持 JPG、PNG、WebP、GIF 格式的图片', data: null });
  const up = createH5Upload({ fetch: f.fn, createObjectURL: () => 'blob:x' });
  await expect(up.upload(picked(new File(['x'], 'a.png', { type: 'image/png' })), 'photo')).rejects.toMatchObject({ code: 400, msg: '仅支持 JPG、PNG、WebP、GIF 格式的图片' });
  const big = { ...picked(new File(['x'], 'b.png', { type: 'image/png' })), size: UPLOAD_MAX_BYTES + 1 };
  await expect(up.upload(big, 'photo')).rejects.toMatchObject({ code: 413, msg: '图片不能超过10MB' });
  expect(f.calls).toHaveLength(1);
});

test('pick is unsupported on H5 (the page input picks)', async () => {
  await expect(createH5Upload().pick()).rejects.toThrow(/not available/);
});

test('readUploadEnvelope: a proxy 413 without an envelope still reads as too big', () => {
  expect(() => readUploadEnvelope(413, '<html>413</html>', '')).toThrow(UploadError);
  // The claim itself: the thrown error carries the too-big message (a call that does not throw fails here).
  expect(() => readUploadEnvelope(413, null, '')).toThrow(expect.objectContaining({ msg: '图片不能超过10MB' }));
  expect(readUploadEnvelope(200, { code: 0, data: { fileId: 'f', url: '/api/upload/private/f', thumbUrl: '/api/upload/private/f?variant=thumb', largeUrl: 'x', private: true } }, '').url).toBe('/api/upload/private/f');
});

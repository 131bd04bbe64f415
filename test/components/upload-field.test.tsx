/** UploadField on H5: the real file input, progress, Chinese errors with retry, max count, removal. */
import { useState } from 'react';
import { fireEvent } from '@testing-library/react';
import { UploadField } from '../../src/components/UploadField';
import { UploadError, type UploadedFile, type UploadKind } from '../../src/platform/upload-core';
import { eventually, renderWithStores } from './donor-render';

function Harness({ kind = 'photo', max, seen }: { kind?: UploadKind; max?: number; seen: UploadedFile[][] }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <UploadField
      label='患者照片'
      kind={kind}
      max={max}
      value={files}
      onChange={(next) => {
        seen.push(next);
        setFiles(next);
      }}
    />
  );
}

const pngFile = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

function choose(input: HTMLElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

test('the add button is a real file input; a chosen image shows progress, then its thumbnail', async () => {
  const seen: UploadedFile[][] = [];
  const r = renderWithStores(<Harness kind='idcard' max={2} seen={seen} />, { platform: { upload: { manual: true } } });
  const input = r.getByTestId('upload-input');
  expect(input.tagName).toBe('INPUT');
  expect(input.getAttribute('type')).toBe('file');
  choose(input, [pngFile('id-front.png')]);
  await eventually(() => expect(r.getByTestId('upload-pending').getAttribute('data-status')).toBe('uploading'));
  expect(r.getByTestId('upload-pending').textContent).toContain('上传中');
  expect(r.platform.upload.calls.map((c) => [c.kind, c.file.name])).toEqual([['idcard', 'id-front.png']]);
  r.platform.upload.finish();
  await eventually(() => expect(r.getAllByTestId('upload-item')).toHaveLength(1));
  expect(r.queryByTestId('upload-pending')).toBeNull();
  expect(seen).toHaveLength(1);
  expect(seen[0][0].private).toBe(true);
  expect(r.getByTestId('upload-field').textContent).toContain('1/2');
});

test('a failed upload shows the server reason in Chinese and can be retried', async () => {
  const seen: UploadedFile[][] = [];
  const r = renderWithStores(<Harness seen={seen} />, { platform: { upload: { outcomes: [new UploadError(413, '图片不能超过10MB')] } } });
  choose(r.getByTestId('upload-input'), [pngFile('big.png')]);
  await eventually(() => expect(r.getByTestId('upload-pending').getAttribute('data-status')).toBe('error'));
  expect(r.getByTestId('upload-pending').textContent).toContain('图片不能超过10MB');
  expect(seen).toHaveLength(0);
  fireEvent.click(r.getByTestId('upload-retry'));
  await eventually(() => expect(r.getAllByTestId('upload-item')).toHaveLength(1));
  expect(r.platform.upload.calls).toHaveLength(2);
});

test('no more than max files: extra picks are dropped with a notice and the add button goes away', async () => {
  const seen: UploadedFile[][] = [];
  const r = renderWithStores(<Harness max={2} seen={seen} />);
  choose(r.getByTestId('upload-input'), [pngFile('a.png'), pngFile('b.png'), pngFile('c.png')]);
  await eventually(() => expect(r.getAllByTestId('upload-item')).toHaveLength(2));
  expect(r.getByTestId('upload-error').textContent).toBe('最多上传2张图片');
  expect(r.queryByTestId('upload-input')).toBeNull();
  expect(r.platform.upload.calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);
  expect(seen[seen.length - 1]).toHaveLength(2); // both reached the form, none lost to a stale value

  fireEvent.click(r.getAllByTestId('upload-remove')[0]);
  await eventually(() => expect(r.getAllByTestId('upload-item')).toHaveLength(1));
  expect(seen[seen.length - 1].map((f) => f.fileId)).toEqual([r.getByTestId('upload-item').getAttribute('data-file-id')]);
  expect(r.getByTestId('upload-input')).toBeTruthy();
});

test('files the form already has (a draft) are shown; private ones through the platform (session-bound fetch)', async () => {
  const draft: UploadedFile[] = [
    { fileId: 'fa', url: '/files/pub/1/fa.png', thumbUrl: '/files/pub/1/fa.png!thumb', largeUrl: '/files/pub/1/fa.png!cf_mtr_1080', private: false },
    { fileId: 'fb', url: '/api/upload/private/fb', thumbUrl: '/api/upload/private/fb?variant=thumb', largeUrl: '/api/upload/private/fb?variant=large', private: true },
  ];
  const r = renderWithStores(<UploadField label='身份证' kind='idcard' max={2} value={draft} onChange={() => undefined} />);
  await eventually(() => expect(r.platform.upload.shown).toHaveLength(2));
  await eventually(() =>
    expect(Array.from(r.container.querySelectorAll('[data-testid="upload-item"] img')).map((i) => i.getAttribute('src'))).toEqual([
      '/files/pub/1/fa.png!thumb',
      'tmp://shown//api/upload/private/fb?variant=thumb',
    ]),
  );
  expect(r.queryByTestId('upload-input')).toBeNull(); // full: 2 of 2
});

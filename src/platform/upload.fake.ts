/**
 * The recording fake of the upload adapter (part of createFakePlatform in fake.ts). Tests script
 * what the picker returns and how each upload ends, and read what was sent:
 *
 *   const platform = createFakePlatform({ upload: { picker: 'api', outcomes: [new UploadError(413, '图片不能超过10MB')] } });
 *   platform.upload.nextPicks.push([fakePicked('a.png')]);
 *   ...; expect(platform.upload.calls.map((c) => c.kind)).toEqual(['idcard']);
 */
import { RAW_PATHS } from '../contract/raw';
import { UnsupportedError } from './types';
import { pickedId, type PickedFile, type UploadAdapter, type UploadedFile, type UploadKind, type UploadOptions } from './upload-core';

export interface FakeUploadOptions {
  picker?: 'input' | 'api';
  available?: boolean;
  /** Results of upload() in call order; an Error rejects; when empty, a generated success. */
  outcomes?: Array<UploadedFile | Error>;
  /** When true, upload() waits until the test calls `finish()` (to see the in-progress state). */
  manual?: boolean;
}

export interface FakeUpload extends UploadAdapter {
  /** What the next pick() calls return, in order ([] when empty). */
  nextPicks: PickedFile[][];
  outcomes: Array<UploadedFile | Error>;
  calls: Array<{ file: PickedFile; kind: UploadKind }>;
  picks: Array<{ count: number }>;
  released: string[];
  /** showable() calls: [url, isPrivate]. */
  shown: Array<[string, boolean]>;
  /** manual mode: settles the oldest pending upload with the next outcome. */
  finish(): void;
  pending: number;
}

/** A picked file as the fake pickers make it. */
export function fakePicked(name = 'photo.png', size = 1024): PickedFile {
  return { id: pickedId(), name, size, previewUrl: `blob:fake/${name}`, handle: { name, size } };
}

let n = 0;
export function fakeUploaded(kind: UploadKind = 'photo', priv = false): UploadedFile {
  const fileId = `ffake${++n}`;
  const url = priv ? `${RAW_PATHS.uploadPrivatePrefix}${fileId}` : `/files/pub/202611/${fileId}.png`;
  return { fileId, url, thumbUrl: priv ? `${url}?variant=thumb` : `${url}!thumb`, largeUrl: priv ? `${url}?variant=large` : `${url}!cf_mtr_1080`, private: priv, width: 100, height: 100 };
}

export function createFakeUpload(o: FakeUploadOptions = {}): FakeUpload {
  const waiting: Array<() => void> = [];
  const fake: FakeUpload = {
    picker: o.picker ?? 'input',
    nextPicks: [],
    outcomes: [...(o.outcomes ?? [])],
    calls: [],
    picks: [],
    released: [],
    shown: [],
    get pending() {
      return waiting.length;
    },
    isAvailable: () => o.available ?? true,
    async pick(opts: { count: number }) {
      if (fake.picker !== 'api') throw new UnsupportedError('upload.pick', 'fake-h5');
      fake.picks.push(opts);
      return (fake.nextPicks.shift() ?? []).slice(0, opts.count);
    },
    fromInput(files: ArrayLike<File>) {
      return Array.from(files).map((f) => ({ id: pickedId(), name: f.name, size: f.size, previewUrl: `blob:fake/${f.name}`, handle: f }));
    },
    async upload(file: PickedFile, kind: UploadKind, opts: UploadOptions = {}) {
      fake.calls.push({ file, kind });
      opts.onProgress?.(0);
      if (o.manual) await new Promise<void>((resolve) => waiting.push(resolve));
      const next = fake.outcomes.length ? fake.outcomes.shift()! : fakeUploaded(kind, ['idcard', 'bankcard', 'medical', 'certificate'].includes(kind));
      if (next instanceof Error) throw next;
      opts.onProgress?.(100);
      return next;
    },
    release(file: PickedFile) {
      fake.released.push(file.id);
    },
    finish() {
      waiting.shift()?.();
    },
    async showable(url: string, isPrivate: boolean) {
      fake.shown.push([url, isPrivate]);
      return isPrivate ? `tmp://shown/${url}` : url;
    },
  };
  return fake;
}

/** Mini-program share cards: the title, the detail path and an absolute PNG/JPG imageUrl. */
import { DEFAULT_SHARE_IMAGE, shareImageUrl } from '../../src/platform/config';

const ASSET = 'https://img.example.com';

test('an absolute JPG/PNG stays (the large-image suffix too)', () => {
  expect(shareImageUrl('https://img.example.com/api/demo/covers/3.jpg', ASSET)).toBe('https://img.example.com/api/demo/covers/3.jpg');
  expect(shareImageUrl('https://cdn.example.com/a.PNG', ASSET)).toBe('https://cdn.example.com/a.PNG');
  expect(shareImageUrl('https://cdn.example.com/a.jpeg!cf_mtr_1080', ASSET)).toBe('https://cdn.example.com/a.jpeg!cf_mtr_1080');
});

test('a path becomes absolute on the asset origin', () => {
  expect(shareImageUrl('/api/demo/covers/3.jpg', ASSET)).toBe('https://img.example.com/api/demo/covers/3.jpg');
});

test('SVG, empty, protocol-relative or unknown formats get the default JPG card', () => {
  for (const bad of ['/api/demo/cover/3.svg', 'https://x.example.com/a.svg', '', null, undefined, '//evil.example.com/a.jpg', 'img', 'https://x.example.com/a.gif']) {
    expect(shareImageUrl(bad, ASSET)).toBe('https://img.example.com/api/demo/covers/share.jpg');
  }
  expect(DEFAULT_SHARE_IMAGE).toMatch(/^https?:\/\/.+\/api\/demo\/covers\/share\.jpg$/);
});

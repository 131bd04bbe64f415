import { safeRedirect } from '../../../src/lib/url';

test.each([
  '/cf/pay/abc',
  '/cf/pennants/mine?channel=5',
  '/cf/contribute/x?next=%2F%2Fevil.com', // an encoded value inside the query is only data
  '/',
])('safe: %p', (target) => {
  expect(safeRedirect(target)).toBe(target);
});

test.each([
  'https://evil.com',
  'http://evil.com/cf/pay',
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/%2F%2Fevil.com',
  '%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%255Cevil.com',
  '/%252F%252Fevil.com',
  '/%2f/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  ' /cf/pay',
  '/\t/evil.com',
  '/%09/evil.com',
  '/%E0%A4%A', // malformed encoding
  'cf/pay/abc',
  '',
])('unsafe: %p', (target) => {
  expect(safeRedirect(target)).toBeNull();
});

test('non-strings are unsafe', () => {
  expect(safeRedirect(null)).toBeNull();
  expect(safeRedirect(42)).toBeNull();
});

/** The staff console's routes: H5 only (never in the mini-program), login, share hidden, every queue reachable. */
import { matchPath, ROUTES, uniquePages } from '../../src/routes';
import { STAFF_QUEUES } from '../../src/stores/staff/queues';
import { largeOf, splitFields, thumbOf } from '../../src/pages/staff/format';

const staff = ROUTES.filter((r) => r.name.startsWith('staff'));

test('staff routes are H5-only login routes with the share menu hidden', () => {
  expect(staff.map((r) => r.h5)).toEqual(['/staff', '/staff/queue/:auditType', '/staff/case/:infoUuid', '/staff/blacklist', '/staff/help-registrations', '/staff/audit-log', '/staff/work/:queue', '/staff/orders', '/staff/activity', '/staff/venue', '/staff/leads', '/staff/growth', '/staff/comments', '/staff/shop', '/staff/content', '/staff/questions', '/staff/protocol', '/staff/experiments']);
  for (const r of staff) expect(r).toMatchObject({ h5Only: true, auth: 'login', hideShare: true });
  const weapp = uniquePages('weapp');
  for (const r of staff) expect(weapp).not.toContain(r.page);
  for (const r of staff) expect(uniquePages('h5')).toContain(r.page);
});

test('every queue of the table has a URL', () => {
  for (const q of STAFF_QUEUES) expect(matchPath(`/staff/queue/${q.key}`)).toEqual({ route: expect.objectContaining({ name: 'staffQueue' }), params: { auditType: q.key } });
  expect(new Set(STAFF_QUEUES.map((q) => q.key)).size).toBe(STAFF_QUEUES.length);
});

test('section images: private ones through the guarded URL, public ones by the SPEC suffix', () => {
  expect(thumbOf('/api/upload/private/f1')).toBe('/api/upload/private/f1?variant=thumb');
  expect(largeOf('https://x.com/api/upload/private/f1')).toBe('https://x.com/api/upload/private/f1?variant=large');
  expect(thumbOf('/files/pub/202611/a.png')).toBe('/files/pub/202611/a.png!thumb');
  expect(largeOf('/files/pub/202611/a.png!thumb')).toBe('/files/pub/202611/a.png!cf_mtr_1080');
  expect(splitFields({ name: '张三', medicalUrls: ['/api/upload/private/f1'], note: 'javascript:alert(1)' })).toEqual({
    fields: [['name', '张三'], ['note', 'javascript:alert(1)']],
    images: [{ key: 'medicalUrls', url: '/api/upload/private/f1' }],
  });
});

test('no script or foreign-protocol URL becomes an image or a link', () => {
  const { fields, images } = splitFields({ a: 'javascript:alert(1)', b: ['data:image/png;base64,xx'], c: '//evil.example/x.png', d: 'https://evil.example/x.png', e: '/files/pub/1/a.png' });
  expect(images).toEqual([{ key: 'e', url: '/files/pub/1/a.png' }]);
  expect(fields.map(([k]) => k)).toEqual(['a', 'b', 'c', 'd']);
});

test('staff queue names and descriptions are words, never internal codes (DRAW_PUBLIC 2, FUND_USE_SUBMIT 3)', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { WORK_QUEUES } = require('../../src/stores/staff/work-queues') as typeof import('../../src/stores/staff/work-queues');
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { STAFF_QUEUES } = require('../../src/stores/staff/queues') as typeof import('../../src/stores/staff/queues');
  const texts = [...WORK_QUEUES, ...STAFF_QUEUES].flatMap((q) => [q.title, (q as { desc?: string }).desc ?? '']);
  expect(texts.length).toBeGreaterThan(4);
  for (const t of texts) expect(t).not.toMatch(/[A-Z]{2,}|_|\d/);
});

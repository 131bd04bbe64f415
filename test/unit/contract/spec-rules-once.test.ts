/**
 * Rules of the product pinned where they are declared, and declared once:
 * - the two namings of a section's info status come from one table, and no other file gives a code to either name;
 * - the ID card: the stricter rule (birth date, GB 11643 check character) is the only exported check; the bare
 *   pattern (a leading non-zero digit, 13-16 digits, a digit or X) is exported nowhere;
 * - the seven activity kinds;
 * - the rights range bands: the tier of each love value, the next band, and the rights page's table, from one list.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { INFO_STATUS, INFO_STATUS_ALT, INFO_STATUS_NAMINGS } from '../../../src/contract/raise-sections';
import * as identity from '../../../src/contract/rules/identity';
import * as raiseValidation from '../../../src/lib/raise-validation';
import * as validation from '../../../src/lib/validation';
import { ACTIVITY_KINDS } from '../../../src/contract/activity';
import { ACTIVITY_KIND_TEXT } from '../../../src/stores/StaffActivityStore';
import { nextBandAt, RIGHTS_BANDS, rightsBandRows, rightsOfTier, tierForLove } from '../../../src/contract/rules/love';

const ROOT = join(__dirname, '../../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(n) && !n.endsWith('.d.ts') ? [p] : [];
  });
}
const CODE_FILES = [...sources(join(ROOT, 'src')), ...sources(join(ROOT, 'server/src'))];

describe('info status: two namings, one table', () => {
  test('both namings give the same codes 0-4', () => {
    expect(INFO_STATUS).toEqual({ NO_SAVE: 0, SAVED: 1, PASS: 2, REJECTED: 3, SUBMIT_SUCCESS: 4 });
    expect(INFO_STATUS_ALT).toEqual({ UN_SVAE: 0, UN_SUBMITTED: 1, PASSED: 2, PEJECTED: 3, SUBMITTED: 4 });
    expect(INFO_STATUS_NAMINGS.map((r) => r.code)).toEqual([0, 1, 2, 3, 4]);
  });

  test('no other file gives a code to a name of either naming', () => {
    const names = INFO_STATUS_NAMINGS.flatMap((r) => [r.name, r.alt]);
    const declares = new RegExp(`\\b(${names.join('|')})\\b\\s*[:=]\\s*\\d`);
    const where = CODE_FILES.filter((f) => !f.endsWith(join('src', 'contract', 'raise-sections.ts')))
      .filter((f) => declares.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(where).toEqual([]);
  });

  test('the dream flow reads the second naming from the table, the illness flow the first', () => {
    const dream = readFileSync(join(ROOT, 'src/stores/raise/DreamRaiseStore.ts'), 'utf8');
    expect(dream).toMatch(/INFO_STATUS_ALT/);
    expect(readFileSync(join(ROOT, 'server/src/services/raise/views.ts'), 'utf8')).toMatch(/INFO_STATUS_ALT\.UN_SVAE/);
  });
});

describe('ID card: the stricter rule only', () => {
  const NOW = Date.UTC(2026, 11, 6);
  test('a number of the bare pattern with a wrong check character or an impossible birth date is refused', () => {
    expect(identity.isValidIdCard('11010519491231002X', NOW)).toBe(true);
    expect(identity.isValidIdCard('110105194912310021', NOW)).toBe(false); // check character
    expect(identity.isValidIdCard('11010519491331002X', NOW)).toBe(false); // month 13
    expect(identity.isValidIdCard('110105204912310028', NOW)).toBe(false); // born in the future
    expect(identity.isValidIdCard('11010519491231002x', NOW)).toBe(true); // a lower-case x is taken as X
  });

  test('no module exports a bare ID pattern', () => {
    const regexps = (m: Record<string, unknown>) => Object.entries(m).filter(([, v]) => v instanceof RegExp).map(([k, v]) => [k, String(v)]);
    const idLike = (m: Record<string, unknown>) => regexps(m).filter(([, v]) => v.includes('13,16'));
    expect(idLike(identity as Record<string, unknown>)).toEqual([]);
    expect(idLike(raiseValidation as Record<string, unknown>)).toEqual([]);
    expect(idLike(validation as Record<string, unknown>)).toEqual([]);
    const users = CODE_FILES.filter((f) => !f.endsWith(join('rules', 'identity.ts')) && /ID_CARD(_INPUT)?_RE\b/.test(readFileSync(f, 'utf8')));
    expect(users.map((f) => relative(ROOT, f))).toEqual([]);
  });
});

test('the seven activity kinds, each with its name on the staff console', () => {
  expect([...ACTIVITY_KINDS]).toEqual(['matchingDonation', 'matchingShare', 'taskDonation', 'qqMatchingDonation', 'waterHelp', 'paymentChannelSubsidy', 'groupHelp']);
  expect(Object.keys(ACTIVITY_KIND_TEXT).sort()).toEqual([...ACTIVITY_KINDS].sort());
});

describe('rights range bands', () => {
  test('each love value falls in its band: 100 or less none; 101 user-love; 300 prove and pay-list; 1000 all; senior from 3000', () => {
    const at = [0, 100, 101, 299, 300, 999, 1000, 2999, 3000, 4999, 5000, 9999, 10000, 1_000_000];
    expect(at.map(tierForLove)).toEqual([0, 0, 2, 2, 1, 1, 3, 3, 5, 5, 4, 4, 6, 6]);
    expect(at.map(nextBandAt)).toEqual([101, 101, 300, 300, 1000, 1000, 3000, 3000, 5000, 5000, 10000, 10000, null, null]);
    expect(RIGHTS_BANDS.map((b) => rightsOfTier(b.tier).length)).toEqual([0, 1, 2, 3, 1, 2, 3]);
  });

  test('the rights page lists the same bands', () => {
    expect(rightsBandRows()).toEqual([
      { band: '100及以下', what: '暂无权益' },
      { band: '101–299', what: '爱心主页权益' },
      { band: '300–999', what: '证实权益、捐款名单权益' },
      { band: '1000–2999', what: '证实权益、捐款名单权益、爱心主页权益' },
      { band: '3000–4999', what: '资深：爱心主页权益' },
      { band: '5000–9999', what: '资深：证实权益、捐款名单权益' },
      { band: '10000及以上', what: '资深：证实权益、捐款名单权益、爱心主页权益' },
    ]);
    const page = readFileSync(join(ROOT, 'src/pages/mine/love/rights/index.tsx'), 'utf8');
    expect(page).toMatch(/rightsBandRows\(\)/);
    expect(page).not.toMatch(/\b(101|300|1000|3000)\b/);
  });
});

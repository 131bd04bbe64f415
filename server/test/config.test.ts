/**
 * One configuration: every setting is in one schema (server/src/settings.ts) with its type, default
 * and bounds, README.md's "Environment variables" table lists the same names, and a value outside
 * its rule stops the start with one line naming the setting and the rule.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, SettingsError } from '../src/config';
import { DEFAULT_SETTINGS, parseSettings, SETTING_FAMILIES, SETTING_NAMES, SettingsSchema } from '../src/settings';
import { loadStorageConfig } from '../src/providers/storage';
import { freePort } from '../../test/support/free-port';
import { spawnEntry } from './support/entry';

jest.setTimeout(60_000);

/** The variable names of the README's "Environment variables" table (first column, each `NAME`). */
function readmeNames(): string[] {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
  const start = readme.indexOf('## Environment variables');
  expect(start).toBeGreaterThan(-1);
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  const names: string[] = [];
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue;
    const first = line.split('|')[1];
    for (const m of first.matchAll(/`([^`]+)`/g)) names.push(m[1]);
  }
  return names;
}

/** The kinds the README lists for WX_SUBSCRIBE_TEMPLATE_<KIND> (the row's meaning). */
function readmeKinds(): string[] {
  const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
  const row = readme.split('\n').find((l) => l.startsWith('| `WX_SUBSCRIBE_TEMPLATE_<KIND>`')) ?? '';
  const meaning = row.split('|')[3] ?? '';
  return [...meaning.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]);
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

describe('the README settings table and the schema', () => {
  test('list the same variables, both ways', () => {
    const readme = readmeNames();
    expect(readme.length).toBeGreaterThan(50);
    const missingFromReadme = SETTING_NAMES.filter((n) => !readme.includes(n));
    const missingFromSchema = readme.filter((n) => !SETTING_NAMES.includes(n));
    expect({ missingFromReadme, missingFromSchema }).toEqual({ missingFromReadme: [], missingFromSchema: [] });
    expect(sorted(readme)).toEqual(sorted(SETTING_NAMES));
  });

  test('list the same subscribe-message kinds', () => {
    expect(sorted(readmeKinds())).toEqual(sorted(SETTING_FAMILIES['WX_SUBSCRIBE_TEMPLATE_<KIND>'].kinds));
  });

  test('every number has a default within its bounds', () => {
    for (const [name, schema] of Object.entries(SettingsSchema.properties) as [string, { type?: string; default?: number; minimum?: number; maximum?: number }][]) {
      if (schema.type !== 'integer') continue;
      expect([name, typeof schema.minimum, typeof schema.maximum]).toEqual([name, 'number', 'number']);
      expect([name, schema.default! >= schema.minimum! && schema.default! <= schema.maximum!]).toEqual([name, true]);
    }
  });
});

describe('parsing', () => {
  test('an empty environment is every default', () => {
    const s = parseSettings({});
    expect(s.PORT).toBe(3000);
    expect(s.WITHDRAW_NOTICE_HOURS).toBe(24);
    expect(s.NOTIFY_DONATION_WINDOW_MS).toBe(600_000);
    expect(s.SQLITE_GROUP_COMMIT).toBe(true);
    expect(s.SEED).toBeUndefined();
    expect(s).toEqual(DEFAULT_SETTINGS);
  });

  test('values are read once into their types; empty is unset', () => {
    const s = parseSettings({ PORT: ' 8080 ', TRUST_PROXY: 'true', COOKIE_SECURE: '1', SQLITE_GROUP_COMMIT: '0', PAY_PROVIDER: 'WXPAY', ORDER_LIMIT_PER_IP: '0', DATA_DIR: '' });
    expect(s).toMatchObject({ PORT: 8080, TRUST_PROXY: true, COOKIE_SECURE: true, SQLITE_GROUP_COMMIT: false, PAY_PROVIDER: 'wxpay', ORDER_LIMIT_PER_IP: 0, DATA_DIR: 'data' });
  });

  test('the config is built from the parsed settings', () => {
    const c = loadConfig({ PORT: '4000', SMS_PER_IP_MAX: '7', UPLOAD_MAX_BYTES: '2048', WITHDRAW_NOTICE_HOURS: '100' });
    expect([c.port, c.sms.perIpMax, c.storage.maxBytes, c.settings.WITHDRAW_NOTICE_HOURS]).toEqual([4000, 7, 2048, 100]);
  });

  test.each([
    ['PORT', '70000', /^PORT must be an integer from 0 to 65535 \(got "70000"\)$/],
    ['PORT', 'abc', /^PORT must be an integer from 0 to 65535/],
    ['WITHDRAW_NOTICE_HOURS', '8761', /^WITHDRAW_NOTICE_HOURS must be an integer from 0 to 8760/],
    ['WITHDRAW_NOTICE_HOURS', '-1', /^WITHDRAW_NOTICE_HOURS must be an integer from 0 to 8760/],
    ['NOTIFY_DONATION_WINDOW_MS', '999', /^NOTIFY_DONATION_WINDOW_MS must be an integer from 1000 to /],
    ['PAYOUT_BATCH_MAX_FEN', '0', /^PAYOUT_BATCH_MAX_FEN must be an integer from 1 to /],
    ['UPLOAD_MAX_BYTES', '1.5', /^UPLOAD_MAX_BYTES must be an integer from 1 to /],
    ['SMS_PER_PHONE_SECONDS', '60s', /^SMS_PER_PHONE_SECONDS must be an integer from 0 to 86400/],
    ['PG_POOL_MAX', '0', /^PG_POOL_MAX must be an integer from 1 to 1000/],
    ['SQLITE_CHECKPOINT_MS', '1e3', /^SQLITE_CHECKPOINT_MS must be an integer from 0 to 60000/],
    ['PAY_PROVIDER', 'alipay', /^PAY_PROVIDER must be one of sandbox, wxpay/],
    ['SEED', 'yes', /^SEED must be one of 0, 1/],
    ['TRUST_PROXY', 'yes', /^TRUST_PROXY must be 0 or 1 or true or false/],
    ['DATABASE_URL', 'mysql://x', /^DATABASE_URL must be a postgres:\/\/ URL/],
    ['WX_SUBSCRIBE_TEMPLATE_PIGEON', 'tpl', /^WX_SUBSCRIBE_TEMPLATE_PIGEON is not a known WX_SUBSCRIBE_TEMPLATE_<KIND>/],
  ])('%s=%s is refused, naming the setting and its rule', (name, value, line) => {
    let err: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SettingsError);
    expect((err as Error).message).toMatch(line);
    expect((err as Error).message).not.toContain('\n');
  });

  test('the bounds themselves are accepted', () => {
    expect(parseSettings({ PORT: '65535', WITHDRAW_NOTICE_HOURS: '8760', NOTIFY_DONATION_WINDOW_MS: '1000', PAYOUT_BATCH_MAX_FEN: '1' }))
      .toMatchObject({ PORT: 65535, WITHDRAW_NOTICE_HOURS: 8760, NOTIFY_DONATION_WINDOW_MS: 1000, PAYOUT_BATCH_MAX_FEN: 1 });
  });

  test('several bad settings are named on one line', () => {
    expect(() => parseSettings({ PORT: '-1', PG_POOL_MAX: 'x' })).toThrow(/^PORT must .*; PG_POOL_MAX must /);
  });

  test('the storage settings go through the same schema', () => {
    expect(() => loadStorageConfig({ UPLOAD_MAX_BYTES: '0' }, '/tmp/d')).toThrow(/^UPLOAD_MAX_BYTES must be an integer from 1 to /);
  });
});

test('the server entry refuses a bad setting with one stderr line naming it, exit 1', async () => {
  const s = spawnEntry('server', { PORT: String(await freePort()), DATA_DIR: '/tmp/cf-config-never', WITHDRAW_NOTICE_HOURS: '20000' });
  const { code } = await s.exited;
  expect(code).toBe(1);
  expect(s.stderr().trim().split('\n')).toEqual(['[config] refusing to start: WITHDRAW_NOTICE_HOURS must be an integer from 0 to 8760 (got "20000")']);
});

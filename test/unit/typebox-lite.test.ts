/**
 * The client builds swap TypeBox for src/contract/typebox-lite.ts (config/index.ts). Every call declared
 * with the stand-in must give the client what the real one gives: the same path, method, client options
 * and request defaults (services/client.ts reads nothing else). A `Type.X` the contract starts using and
 * the stand-in lacks fails here, not on a phone.
 */
import type { CallDef } from '../../src/contract/schema';

type Groups = Record<string, Record<string, CallDef>>;
const defaultsOf = (schema: unknown) =>
  Object.fromEntries(Object.entries((schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {}).filter(([, p]) => p.default !== undefined).map(([k, p]) => [k, p.default]));
const clientView = (groups: Groups) =>
  Object.fromEntries(Object.entries(groups).flatMap(([g, calls]) => Object.entries(calls).map(([n, c]) => [`${g}.${n}`, { path: c.path, method: c.method, client: c.client ?? null, defaults: defaultsOf(c.req) }])));

test('the stand-in declares every call as TypeBox does, as the client reads it', () => {
  const real = clientView(jest.requireActual('../../src/contract/all').allContract as Groups);
  let lite: ReturnType<typeof clientView> = {};
  jest.isolateModules(() => {
    jest.doMock('@sinclair/typebox', () => jest.requireActual('../../src/contract/typebox-lite'));
    lite = clientView(require('../../src/contract/all').allContract as Groups);
  });
  expect(Object.keys(real).length).toBeGreaterThan(300);
  expect(lite).toEqual(real);
});

test('what the stand-in builds is plain JSON-like data', () => {
  const { Type } = jest.requireActual('../../src/contract/typebox-lite') as typeof import('../../src/contract/typebox-lite');
  const s = Type.Object({ n: Type.Integer({ minimum: 1, default: 7 }), l: Type.Array(Type.String()), u: Type.Union([Type.Literal('a'), Type.Null()]) }, { additionalProperties: false });
  expect(JSON.parse(JSON.stringify(s))).toEqual({
    type: 'object', additionalProperties: false,
    properties: { n: { type: 'integer', minimum: 1, default: 7 }, l: { type: 'array', items: { type: 'string' } }, u: { anyOf: [{ const: 'a' }, { type: 'null' }] } },
  });
  expect(Object.getOwnPropertySymbols(s)).toEqual([]);
});

/** Every bound keyword of a schema by its place in it (properties, items, anyOf ...). */
const BOUND_KEYS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'enum', 'const', 'pattern', 'x-rule', 'x-image'];
function boundsOf(schema: unknown, at = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!schema || typeof schema !== 'object') return out;
  const s = schema as Record<string, unknown>;
  for (const k of BOUND_KEYS) if (s[k] !== undefined) out[`${at}.${k}`] = s[k];
  for (const [k, v] of Object.entries((s.properties as Record<string, unknown>) ?? {})) boundsOf(v, `${at}/${k}`, out);
  if (s.items) boundsOf(s.items, `${at}[]`, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (s[key] as unknown[] | undefined)?.forEach((v, i) => boundsOf(v, `${at}|${i}`, out));
  return out;
}

test('the stand-in keeps every bound and rule a request declares, so the forms read them from the declaration', () => {
  const view = (groups: Groups) => Object.fromEntries(Object.entries(groups).flatMap(([g, calls]) => Object.entries(calls).map(([n, c]) => [`${g}.${n}`, boundsOf(c.req)])));
  const real = view(jest.requireActual('../../src/contract/all').allContract as Groups);
  let lite: ReturnType<typeof view> = {};
  jest.isolateModules(() => {
    jest.doMock('@sinclair/typebox', () => jest.requireActual('../../src/contract/typebox-lite'));
    lite = view(require('../../src/contract/all').allContract as Groups);
  });
  expect(real['raise.patientInfo']['/save/idCard.x-rule']).toBe('patient.idCard');
  expect(real['raise.patientInfo']['/save/idCard.maxLength']).toBe(18);
  expect(lite).toEqual(real);
});

/**
 * The client builds' stand-in for TypeBox (config/index.ts aliases `@sinclair/typebox` to this file in the
 * H5 and mini-program bundles). The client reads of a call only its path, method, client options and its
 * request's top-level `default`s (services/client.ts), so the schemas it builds at start need be no more
 * than plain objects of that shape: building ~400 calls' schemas with TypeBox, and TypeBox itself, were
 * the largest part of the app's start (bench/README.md, session 24). The server, the first-screen render
 * and every test build the real schemas from the same declarations (src/contract/schema.ts).
 * Every option a declaration passes is kept as it is: the bounds (minLength, maxLength, maximum, maxItems,
 * enum, pattern) and the rule names (`x-rule`), so a form may read a field's bound from its declaration
 * (test/unit/typebox-lite.test.ts compares them with TypeBox's for every call).
 * Only what the contract uses is here; a new `Type.X` in the contract must be added (the build fails
 * on a missing one: `Type.X is not a function` at start, caught by every e2e and mini-program test).
 */
import type { Type as RealType } from '@sinclair/typebox';

type Opts = Record<string, unknown> | undefined;
const plain = (o: Opts, extra: Record<string, unknown> = {}) => ({ ...extra, ...(o ?? {}) });

const lite = {
  String: (o?: Opts) => plain(o, { type: 'string' }),
  Integer: (o?: Opts) => plain(o, { type: 'integer' }),
  Number: (o?: Opts) => plain(o, { type: 'number' }),
  Boolean: (o?: Opts) => plain(o, { type: 'boolean' }),
  Null: (o?: Opts) => plain(o, { type: 'null' }),
  Unknown: (o?: Opts) => plain(o),
  Literal: (value: unknown, o?: Opts) => plain(o, { const: value }),
  Array: (items: unknown, o?: Opts) => plain(o, { type: 'array', items }),
  Object: (properties: Record<string, unknown>, o?: Opts) => plain(o, { type: 'object', properties }),
  Record: (_key: unknown, value: unknown, o?: Opts) => plain(o, { type: 'object', additionalProperties: value }),
  Union: (anyOf: unknown[], o?: Opts) => plain(o, { anyOf }),
  Optional: <T>(schema: T) => schema,
  Unsafe: (o?: Opts) => plain(o),
};

export const Type = lite as unknown as typeof RealType;

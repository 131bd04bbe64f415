/**
 * Every canned answer the mini-program harness gives is checked against the call's declared response
 * (src/contract): a canned `data` that the server could not send (a field renamed, a type changed, a
 * field the serializer would drop) fails the test, naming the path and what is wrong. Paths the contract
 * does not declare (raw routes) have no data schema; a canned answer for a path nobody serves fails too.
 */
import { createRequire } from 'node:module';
import { RAW_PATHS } from '../../src/contract';
import { allContract as contract } from '../../src/contract/all';
import type { CallDef } from '../../src/contract/schema';

// The Ajv the server validates with (fastify's compiler's), not the older one at the top of node_modules.
type AjvLike = { compile(s: object): ((d: unknown) => boolean) & { errors?: unknown }; errorsText(e: unknown, o?: object): string; addKeyword(d: object): unknown };
const Ajv = createRequire(require.resolve('@fastify/ajv-compiler'))('ajv') as { default: new (o: object) => AjvLike };
const ajv = new Ajv.default({ strict: false, allErrors: true, coerceTypes: false });
ajv.addKeyword({ keyword: 'x-image', schemaType: 'string' });

const byPath = new Map<string, CallDef>();
for (const group of Object.values(contract)) for (const c of Object.values(group as Record<string, CallDef>)) byPath.set(c.path, c);
const raw = new Set<string>(Object.values(RAW_PATHS as Record<string, string>));
const checkers = new Map<string, ReturnType<AjvLike['compile']>>();

/** Why a canned `data` for `path` could not come from our server ('' when it could). */
export function cannedAnswerProblem(path: string, data: unknown): string {
  const call = byPath.get(path);
  if (!call) return raw.has(path) ? '' : `${path} is not a call of the contract (src/contract): no server answers it`;
  let check = checkers.get(path);
  if (!check) checkers.set(path, (check = ajv.compile(call.res as object)));
  if (check(data)) return '';
  return `${path}: the canned answer does not match the declared response: ${ajv.errorsText(check.errors, { dataVar: 'data' })}`;
}

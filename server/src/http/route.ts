/**
 * `route(app, deps, call, handler)`: registers a handler against its contract declaration
 * (src/contract/*). From the declaration come the path and method, the request validation (body, or
 * query string for GET), the access check (./access.ts), the image fields of the request and the answer
 * (./images.ts) and the answer's serializer: the envelope's `data` carries exactly the declared fields,
 * so a column the declaration does not name cannot leak. The handler returns the data, nothing else.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDef, ReqOf, ResOf } from '../../../src/contract/schema';
import type { AppDeps } from '../deps';
import type { UserRow } from '../repositories/users';
import { assetOrigin, absoluteImage } from '../plugins/assets';
import { GATE, grant, type Granted } from './access';
import { compileImages } from './images';
import { fieldRule } from '../../../src/contract/rules/sections';

export type Ctx<C extends CallDef> = Granted[C['access']] & {
  body: ReqOf<C>;
  req: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler answers: the call's data, or SENT when it already sent the reply itself (a cached,
 * already serialized answer of the same declared shape).
 */
export const SENT: unique symbol = Symbol('sent');
export type Handler<C extends CallDef> = (ctx: Ctx<C>) => Promise<ResOf<C> | typeof SENT> | ResOf<C> | typeof SENT;

/**
 * The validator's settings for every app that registers contract calls: strict (no silent type
 * coercion, "100" is not an amount; no silent field removal), and the contract's `x-image` annotation
 * known to it.
 */
export const CONTRACT_AJV = {
  customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: true, allErrors: false },
  plugins: [(ajv: { addKeyword(def: { keyword: string; schemaType: string; validate?: (name: string, data: unknown) => boolean }): unknown }) => {
    ajv.addKeyword({ keyword: 'x-image', schemaType: 'string' });
    // A field declared with its rule (src/contract/rules/sections.ts): the rule decides; its message is the answer's (plugins/errors.ts).
    ajv.addKeyword({ keyword: 'x-rule', schemaType: 'string', validate: (name, data) => fieldRule(name)?.check(data, Date.now()) === null });
  }],
};

/** The envelope around a call's data, as the serializer's schema. */
const envelope = (data: unknown) => ({
  type: 'object',
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
  required: ['code', 'msg', 'data'],
});

/** GET query strings arrive as text: declared integers are read as numbers before validation. */
function queryIntegers(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  return Object.keys(props).filter((k) => props[k].type === 'integer');
}

const gated = new WeakMap<FastifyRequest, { user: UserRow }>();

export function route<C extends CallDef>(app: FastifyInstance, deps: AppDeps, call: C, handler: Handler<C>): void {
  const gate = GATE[call.access];
  const inImages = compileImages(call.req);
  const outImages = compileImages(call.res);
  const isGet = call.method === 'GET';
  const ints = isGet ? queryIntegers(call.req) : [];
  const prepare = (req: FastifyRequest) => {
    // A POST without a body (or a JSON null) is an empty request, as it always was.
    if (!isGet && (req.body === undefined || req.body === null)) req.body = {};
    const input = (isGet ? req.query : req.body) as Record<string, unknown> | undefined;
    if (!input || typeof input !== 'object') return;
    for (const k of ints) if (typeof input[k] === 'string' && /^-?\d{1,15}$/.test(input[k] as string)) input[k] = Number(input[k]);
    if (inImages) {
      const origin = `${assetOrigin(req, deps)}/`;
      inImages(input, (u) => (u.startsWith(origin) ? u.slice(origin.length - 1) : u));
    }
  };
  app.route({
    method: call.method,
    url: call.path,
    config: { contract: true },
    schema: { [isGet ? 'querystring' : 'body']: call.req, response: { 200: envelope(call.res) } },
    // The access gate first (401/403 before the body is looked at), then the input's preparation.
    preValidation: gate
      ? async (req) => {
        gated.set(req, await gate(req, deps));
        prepare(req);
      }
      : (req, _reply, done) => {
        prepare(req);
        done();
      },
    handler: async (req, reply) => {
      const body = ((isGet ? req.query : req.body) ?? {}) as Record<string, unknown>;
      const granted = await grant(call.access, req, deps, body, gated.get(req));
      const data = await handler({ ...granted, body, req, reply } as unknown as Ctx<C>);
      if (data === SENT) return reply;
      if (outImages && data) {
        const origin = assetOrigin(req, deps);
        outImages(data, (u) => absoluteImage(u, origin));
      }
      return { code: 0, msg: 'success', data: data ?? null };
    },
  });
}

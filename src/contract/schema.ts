/**
 * The contract's building blocks: schema helpers (TypeBox, so one object is the TypeScript type, the
 * JSON Schema the server validates with and the serializer's plan) and `call()`, the one declaration
 * of an API call. This folder is the ground floor of the house: it imports only TypeBox, and the
 * client's services, stores, lib, platform and the server import it.
 */
import { Type, type Static, type TSchema, type TObject, type TProperties, type TUnsafe } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema, TObject };

/**
 * Who may make a call. The server enforces it with one hook per level (server/src/http/access.ts):
 * - visitor: anyone (the handler may still read the session user, if there is one);
 * - user: a logged-in user (else 401, code 20102);
 * - mobile: a logged-in user with a bound mobile number;
 * - owner: a logged-in user who owns the case named by the body's `infoUuid` (case policy);
 * - staff: a logged-in user with the staff role (else 403).
 */
export type Access = 'visitor' | 'user' | 'mobile' | 'owner' | 'staff';

/** How the client's request function treats a call (defaults: POST, identical reads in flight shared). */
export interface ClientOptions {
  /** a write: never shared with an identical request in flight (each carries its own idempotency key) */
  noDedupe?: boolean;
  /** the caller handles login expiry (20102/20205) itself */
  noLoginExpiry?: boolean;
  /** no HTTP 400 report to monitoring (the monitoring calls themselves) */
  noReport?: boolean;
}

export interface CallDef<Req extends TSchema = TSchema, Res extends TSchema = TSchema, A extends Access = Access> {
  method: 'GET' | 'POST';
  path: string;
  access: A;
  /** the JSON body (POST) or the query string (GET) */
  req: Req;
  /** the envelope's `data`: exactly these fields are sent, nothing else */
  res: Res;
  client?: ClientOptions;
}

/** Declares one call. The object is used as it is by the client (path, method, options) and the server. */
export function call<Req extends TSchema, Res extends TSchema, A extends Access>(def: CallDef<Req, Res, A>): CallDef<Req, Res, A> {
  return def;
}

/** The same call at another path (an older version's path that clients still use): one declaration, two addresses. */
export function alias<C extends CallDef>(def: C, path: string): C {
  return { ...def, path };
}

/** A group of calls (`api.<group>.<name>` on the client). */
export type CallGroup = Record<string, CallDef>;
export type ReqOf<C extends CallDef> = Static<C['req']>;
export type ResOf<C extends CallDef> = Static<C['res']>;

// ------------------------------------------------------------------------------------ field helpers
/** A string of min..max characters. */
export const Str = (min = 0, max = 200, extra: Record<string, unknown> = {}) => Type.String({ minLength: min, maxLength: max, ...extra });
/** An integer in min..max. */
export const Int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) => Type.Integer({ minimum: min, maximum: max });
/** Money: integer fen, never a float. */
export const Fen = (min = 0, max = Number.MAX_SAFE_INTEGER) => Type.Integer({ minimum: min, maximum: max });
export const Bool = () => Type.Boolean();
/** One of the listed numbers or strings (a union type, a JSON `enum`: cheaper to check and serialize than anyOf). */
export function Enum<const V extends readonly (string | number)[]>(values: V): TUnsafe<V[number]> {
  const type = values.every((v) => typeof v === 'number') ? 'integer' : 'string';
  return Type.Unsafe<V[number]>({ type, enum: [...values] });
}
/** The value or null. */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const s = schema as unknown as { type?: unknown; enum?: unknown[] };
  if (typeof s.type === 'string' && !s.enum) return Type.Unsafe<Static<T> | null>({ ...schema, type: [s.type, 'null'] });
  return Type.Unsafe<Static<T> | null>({ anyOf: [schema, { type: 'null' }] });
}
/** An optional field. */
export const Opt = Type.Optional;
/** An array of items. */
export const List = <T extends TSchema>(item: T, max?: number) => Type.Array(item, max === undefined ? {} : { maxItems: max });

/** A strict object: unknown fields are refused on input and never sent on output. */
export const Obj = <P extends TProperties>(props: P) => Type.Object(props, { additionalProperties: false });
/** An open object whose fields are not declared (opaque JSON such as a feature config). */
export const Json = () => Type.Record(Type.String(), Type.Unknown());
/** No body (an empty JSON object) or no data (null). */
export const Empty = () => Type.Object({}, { additionalProperties: false });
export const Null = () => Type.Null();

/**
 * Image fields. The database keeps our own images as paths; the server turns exactly these declared
 * fields into absolute URLs on the asset origin when it answers, and back into paths when a client
 * sends them (server/src/http/images.ts). `x-image` names the form: one URL, or a comma-separated list.
 */
export const Img = () => Type.String({ maxLength: 2000, 'x-image': 'url' });
export const ImgCsv = () => Type.String({ maxLength: 20000, 'x-image': 'csv' });
export const ImgList = (max = 50) => Type.Array(Img(), { maxItems: max });

// ------------------------------------------------------------------------------------ common fields
export const INFO_UUID = () => Str(1, 64);
export const ANCHOR = () => Str(0, 100);
export const CaseRef = () => Obj({ infoUuid: INFO_UUID() });
/** A page of a list read by anchor (the last item's anchor; '' at the end). */
export const AnchorPage = <T extends TSchema>(item: T) => Obj({ list: Type.Array(item), hasNext: Bool(), anchorId: Str(0, 200) });

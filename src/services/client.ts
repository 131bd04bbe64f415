/**
 * The client side of the contract: `bindGroup(group, request)` turns a group of call declarations
 * (src/contract/*) into `api.<group>.<call>(body)` functions over the one request function. The
 * declaration's method, path and client options are used as they are; no path is written here.
 */
import type { CallDef, CallGroup, ReqOf, ResOf } from '../contract/schema';
import type { RequestFn } from './http';

/** A call as the stores see it: the body is optional when every field of it is. */
export type CallFn<C extends CallDef> = {} extends ReqOf<C>
  ? (req?: ReqOf<C>) => Promise<ResOf<C>>
  : (req: ReqOf<C>) => Promise<ResOf<C>>;

export type ClientOf<G extends CallGroup> = { [K in keyof G]: CallFn<G[K]> };

/** The top-level `default`s a request schema declares (e.g. maxCount 7), or null when none. */
function defaultsOf(schema: unknown): Record<string, unknown> | null {
  const props = (schema as { properties?: Record<string, { default?: unknown }> }).properties ?? {};
  const keys = Object.keys(props).filter((k) => props[k].default !== undefined);
  return keys.length ? Object.fromEntries(keys.map((k) => [k, props[k].default])) : null;
}

/** One function per declared call of the group; a field the caller leaves out is sent with its declared default. */
export function bindGroup<G extends CallGroup>(group: G, request: RequestFn): ClientOf<G> {
  const out: Record<string, (req?: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(group)) {
    const { path, method, client, req: schema } = group[name];
    const opts = { method, ...client };
    const defaults = defaultsOf(schema);
    out[name] = defaults
      ? (req?: unknown) => request(path, { ...defaults, ...(req as object | undefined) }, opts)
      : (req?: unknown) => request(path, req ?? {}, opts);
  }
  return out as ClientOf<G>;
}

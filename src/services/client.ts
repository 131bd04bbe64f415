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

/** One function per declared call of the group. */
export function bindGroup<G extends CallGroup>(group: G, request: RequestFn): ClientOf<G> {
  const out: Record<string, (req?: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(group)) {
    const { path, method, client } = group[name];
    const opts = { method, ...client };
    out[name] = (req?: unknown) => request(path, req ?? {}, opts);
  }
  return out as ClientOf<G>;
}

/**
 * Every API call, declared once (method, path, access, request and response schemas), by group:
 * `api.<group>.<call>` on the client (src/services/index.ts) and `route(app, deps, contract.<group>.<call>, ...)`
 * on the server (server/src/http/route.ts). A new call is an entry here and a handler there.
 */
import { comments } from './comments';

export const contract = {
  comments,
};
export type Contract = typeof contract;

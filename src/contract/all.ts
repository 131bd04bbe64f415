/**
 * Every call of the product: the groups the client's Api binds at start (./index.ts `contract`) and the
 * feature groups, whose calls only a flow shipped in its own mini-program subpackage makes. A feature
 * group is imported by its feature store (bound with `featureGroup`, src/services/index.ts) and by its
 * server routes, never by ./index.ts, so the main package does not carry it. The server's tests and the
 * contract checks walk this list.
 */
import { contract } from './index';

/** Feature groups (one line each: `import { x } from './x';` above and `x,` here). */
export const features = {
};

export const allContract = { ...contract, ...features };
export type AllContract = typeof allContract;

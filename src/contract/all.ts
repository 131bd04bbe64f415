/**
 * Every call of the product: the groups the client's Api binds at start (./index.ts `contract`) and the
 * feature groups, whose calls only a flow shipped in its own mini-program subpackage makes. A feature
 * group is imported by its feature store (bound with `featureGroup`, src/services/index.ts) and by its
 * server routes, never by ./index.ts, so the main package does not carry it. The server's tests and the
 * contract checks walk this list.
 */
import { contract } from './index';
import { rewards } from './rewards';
import { bonfire } from './bonfire';
import { venue } from './venue';
import { donorHome } from './donor-home';
import { growthtool } from './growthtool';
import { wall } from './wall';
import { ledgerLog } from './ledger-log';
import { preferences } from './preferences';

/** Feature groups (one line each: `import { x } from './x';` above and `x,` here). */
export const features = {
  rewards,
  bonfire,
  venue,
  donorHome,
  growthtool,
  wall,
  ledgerLog,
  preferences,
};

export const allContract = { ...contract, ...features };
export type AllContract = typeof allContract;

/**
 * Every API call, declared once (method, path, access, request and response schemas), by group:
 * `api.<group>.<call>` on the client (src/services/index.ts) and `route(app, deps, contract.<group>.<call>, ...)`
 * on the server (server/src/http/route.ts). A new call is an entry here and a handler there.
 */
import { comments } from './comments';
import { cases } from './cases';
import { verification } from './verification';
import { pay } from './pay';
import { raise } from './raise';
import { staff } from './staff';
import { trust } from './trust';
import { staffWork } from './staff-work';
import { money } from './money';
import { invoice } from './invoice';
import { ledger } from './ledger';
import { account } from './account';
import { config, share, stat, wx } from './platform';
import { aliases } from './aliases';

export const contract = {
  comments,
  cases,
  verification,
  pay,
  raise,
  staff,
  trust,
  staffWork,
  money,
  invoice,
  ledger,
  account,
  stat,
  config,
  wx,
  share,
  aliases,
};
export type Contract = typeof contract;
export { RAW_PATHS } from './raw';

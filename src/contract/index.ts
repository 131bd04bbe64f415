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
import { lifecycle } from './lifecycle';
import { account } from './account';
import { reports } from './reports';
import { mine } from './mine';
import { config, share, stat, wx } from './platform';
import { aliases } from './aliases';
import { love } from './love';
import { shop } from './shop';
import { content } from './content';
import { growth } from './growth';

import { activity } from './activity';
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
  lifecycle,
  account,
  reports,
  mine,
  stat,
  config,
  wx,
  share,
  aliases,
  love,
  shop,
  content,
  growth,
  activity,
};
export type Contract = typeof contract;
export { RAW_PATHS } from './raw';

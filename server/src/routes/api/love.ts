/** Love value calls (the `love` group, src/contract/love.ts): home, ledger, sign-in, lottery, rights, rank. */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { leaveRank, ledgerPage, loveHome, loveRights, rank, signIn, signInInfo } from '../../services/love';
import { draw, lotteryInfo } from '../../services/love-lottery';

const L = contract.love;

export function loveRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, L.home, async ({ user }) => loveHome(deps, user));
  route(app, deps, L.ledger, async ({ user, body }) => ledgerPage(deps, user, body.anchorId, body.size ?? 20));
  route(app, deps, L.signInInfo, async ({ user }) => signInInfo(deps, user));
  route(app, deps, L.signIn, async ({ user }) => signIn(deps, user));
  route(app, deps, L.lottery, async ({ user }) => lotteryInfo(deps, user));
  route(app, deps, L.draw, async ({ user }) => draw(deps, user));
  route(app, deps, L.rights, async ({ user, body }) => loveRights(deps, user, body.infoUuid || undefined, body.isNewVersion ?? false));
  route(app, deps, L.rank, async ({ user, body }) => rank(deps, user, body.size ?? 50));
  route(app, deps, L.rankLeave, async ({ user, body }) => leaveRank(deps, user, body.leave));
}

/**
 * The `mine` group (src/contract/mine.ts): what the user wrote, questions to the platform (answered by
 * staff, audited), the versioned user agreement and privacy policy with acceptances, the user's
 * authorisations with their withdrawal, and monthly giving.
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { grantsOf, protocolDocs, withdrawGrant, recordGrant } from '../../services/hub';
import { acceptProtocol, answerQuestion, askQuestion, myQuestions, myWritings, publishProtocol, staffQuestionPage } from '../../services/mine';
import { changeMonthlyGift, listMonthlyGifts, setMonthlyGift } from '../../services/monthly-gifts';

const C = contract.mine;

export function mineRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.writings, async ({ user }) => myWritings(deps, user));

  route(app, deps, C.questionAsk, async ({ user, body }) => askQuestion(deps, user, body));
  route(app, deps, C.questionList, async ({ user, body }) => myQuestions(deps, user, body));
  route(app, deps, C.staffQuestions, async ({ body }) => staffQuestionPage(deps, body));
  route(app, deps, C.staffAnswer, async ({ body, staff }) => answerQuestion(deps, staff, body));

  route(app, deps, C.protocolCurrent, async ({ user }) => ({ list: await protocolDocs(deps.db, user ?? null) }));
  route(app, deps, C.protocolAccept, async ({ user, body }) => acceptProtocol(deps, user, body));
  route(app, deps, C.staffProtocolPublish, async ({ body, staff }) => publishProtocol(deps, staff, body));

  route(app, deps, C.grants, async ({ user }) => ({ list: await grantsOf(deps.db, user) }));
  route(app, deps, C.grant, async ({ user, body }) => ({ list: await recordGrant(deps, user, body.kind) }));
  route(app, deps, C.withdraw, async ({ user, body }) => ({ list: await withdrawGrant(deps, user, body.kind) }));

  route(app, deps, C.monthlyList, async ({ user }) => listMonthlyGifts(deps, user.user_id));
  route(app, deps, C.monthlySet, async ({ user, body }) => setMonthlyGift(deps, user.user_id, body.infoUuid, body.amount));
  route(app, deps, C.monthlyChange, async ({ user, body }) => changeMonthlyGift(deps, user.user_id, body.id, body.action));
}

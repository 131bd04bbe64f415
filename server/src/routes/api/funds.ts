/** Withdrawals (/api/cf/v4/drawcash/*) and refunds (/api/cf/v4/refund/*, /api/cf/v5/refund/*). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { forbidden, MSG, notFound } from '../../lib/errors';
import { ANCHOR, bool, INFO_UUID, int, oneOf, post, str } from '../../lib/schema';
import { makeAnchor, parseAnchor } from '../../lib/util';
import { ok } from '../../plugins/errors';
import { requireUser } from '../../plugins/auth';
import { staffOf, staffRoutes } from '../../plugins/staff';
import { getCase } from '../../repositories/cases';
import { caseMoney } from '../../repositories/funds';
import { myRefunds, refundById } from '../../repositories/funds';
import { defaultFeeOption, FEE_LABELS, feeContext, feeOptions, setFeeWaiver } from '../../services/money/fee-options';
import { orderById } from '../../repositories/orders';
import { applyRefund, refundRules, toRefundRes, type RefundReq } from '../../services/refunds';
import { applyDrawCash, cancelWithdrawal, checkCanCash, drawInfo, editWithdrawal, objectToWithdrawal, publicNotice } from '../../services/withdrawals';
import { closeRaise, stopRaise } from '../../services/money/stop-close';
import { openCaseRefund } from '../../services/money/case-refunds';
import { moneySettings } from '../../services/money/settings';
import { baseUrlOf } from './pay';

/** Upper bound of one withdrawal or refund (fen): far above any case, far below 2^53. */
export const MAX_FUNDS_FEN = 100_000_000_000;
const KEY = str(1, 100);
const FEE_OPTION_VALUE = oneOf(1, 2, 3, 4);

export function fundsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/drawcash/check-can-cash', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) => {
    const user = await requireUser(req, deps);
    return ok(await checkCanCash(deps, user, req.body.infoUuid));
  });

  app.post<{ Body: { infoUuid: string; amount?: number; feeOption?: number } }>(
    '/api/cf/v4/drawcash/get-draw-info',
    post({ infoUuid: INFO_UUID, amount: int(1, MAX_FUNDS_FEN), feeOption: FEE_OPTION_VALUE }, ['infoUuid']),
    async (req) => ok(await drawInfo(deps, await requireUser(req, deps), req.body.infoUuid, req.body.amount, req.body.feeOption)),
  );

  // The service-charge options of the case for a withdrawal of `amount` (default: what is available
  // now): each with its label, cost, and whether it may be chosen and why not (public: the case page
  // may show them). serviceCharge is the default choice, the cheapest available one for the patient.
  app.post<{ Body: { infoUuid: string; amount?: number } }>(
    '/api/cf/v4/drawcash/get-service-config',
    post({ infoUuid: INFO_UUID, amount: int(0, MAX_FUNDS_FEN) }, ['infoUuid']),
    async (req) => {
      const c = await getCase(deps.db, req.body.infoUuid);
      if (!c) throw notFound(MSG.CASE_NOT_FOUND);
      const s = moneySettings(deps);
      const amount = req.body.amount ?? Math.max(0, (await caseMoney(deps.db, c.info_uuid)).available);
      const ctx = await feeContext(deps.db, c.info_uuid, s);
      const options = feeOptions(amount, ctx);
      const serviceCharge = defaultFeeOption(options);
      return ok({
        infoUuid: c.info_uuid, serviceCharge, label: FEE_LABELS[serviceCharge], feeRateBp: s.feeRateBp, amount, waived: ctx.waived,
        subsidyMaxFen: s.subsidyMaxFen, subsidyLeft: Math.max(0, s.subsidyMaxFen - ctx.subsidyUsed), options,
      });
    },
  );

  // Staff waive (or stop waiving) a case's service charge: option 3 becomes available. Audited.
  staffRoutes(app, deps, (scope) => {
    scope.post<{ Body: { infoUuid: string; waive: boolean; reason: string } }>(
      '/money/fee-waiver',
      post({ infoUuid: INFO_UUID, waive: bool, reason: str(1, 500) }, ['infoUuid', 'waive', 'reason']),
      async (req) => ok(await setFeeWaiver(deps, staffOf(req), req.body)),
    );
  });

  app.post<{ Body: { infoUuid: string; amount: number; idempotencyKey: string; serviceCharge?: number } }>(
    '/api/cf/v4/drawcash/apply-draw-cash',
    post({ infoUuid: INFO_UUID, amount: int(1, MAX_FUNDS_FEN), idempotencyKey: KEY, serviceCharge: FEE_OPTION_VALUE }, ['infoUuid', 'amount', 'idempotencyKey']),
    async (req) => {
      const user = await requireUser(req, deps);
      const res = await applyDrawCash(deps, user, req.body);
      req.log.info({ withdrawalId: res.withdrawalId, amount: res.amount }, 'withdrawal');
      return ok(res);
    },
  );

  // The owner stops raising (0 -> 2) before withdrawing; once only (a repeat is 409).
  app.post<{ Body: { infoUuid: string; reason: string; confirm: true } }>(
    '/api/cf/v4/drawcash/stop-raise',
    post({ infoUuid: INFO_UUID, reason: str(1, 400), confirm: { const: true } }, ['infoUuid', 'reason', 'confirm']),
    async (req) => ok(await stopRaise(deps, await requireUser(req, deps), req.body)),
  );

  // The owner closes out a case whose money is handled (102 -> 103).
  app.post<{ Body: { infoUuid: string; confirm: true } }>(
    '/api/cf/v4/drawcash/close-raise',
    post({ infoUuid: INFO_UUID, confirm: { const: true } }, ['infoUuid', 'confirm']),
    async (req) => ok(await closeRaise(deps, await requireUser(req, deps), req.body)),
  );

  // The owner changes the amount of (or cancels) a withdrawal still in its public notice.
  app.post<{ Body: { withdrawalId: string; amount: number } }>(
    '/api/cf/v4/drawcash/edit',
    post({ withdrawalId: str(1, 64), amount: int(1, MAX_FUNDS_FEN) }, ['withdrawalId', 'amount']),
    async (req) => ok(await editWithdrawal(deps, await requireUser(req, deps), req.body)),
  );
  app.post<{ Body: { withdrawalId: string } }>(
    '/api/cf/v4/drawcash/cancel',
    post({ withdrawalId: str(1, 64) }, ['withdrawalId']),
    async (req) => ok(await cancelWithdrawal(deps, await requireUser(req, deps), req.body)),
  );

  // Public: the withdrawals on notice on the case page, the notice period, and who may object.
  app.post<{ Body: { infoUuid: string } }>('/api/cf/v4/drawcash/public-notice', post({ infoUuid: INFO_UUID }, ['infoUuid']), async (req) =>
    ok(await publicNotice(deps, req.body.infoUuid)),
  );

  app.post<{ Body: { withdrawalId: string; reason: string } }>(
    '/api/cf/v4/drawcash/object',
    post({ withdrawalId: str(1, 64), reason: str(2, 500) }, ['withdrawalId', 'reason']),
    async (req) => ok(await objectToWithdrawal(deps, await requireUser(req, deps), req.body)),
  );

  const refundApply = async (req: FastifyRequest<{ Body: RefundReq }>) => {
    const user = await requireUser(req, deps);
    const res = await applyRefund(deps, user, req.body, baseUrlOf(req));
    req.log.info({ refundId: res.refundId, orderId: res.orderId, amount: res.amount, status: res.status }, 'refund');
    return ok(res);
  };
  const APPLY = post({ orderId: str(1, 64), amount: int(1, MAX_FUNDS_FEN), reason: str(1, 200), idempotencyKey: KEY }, ['orderId', 'amount', 'reason', 'idempotencyKey']);
  app.post<{ Body: RefundReq }>('/api/cf/v4/refund/apply', APPLY, refundApply);
  app.post<{ Body: RefundReq }>('/api/cf/v5/refund/apply', APPLY, refundApply);

  const refundList = async (req: FastifyRequest<{ Body: { infoUuid?: string; anchorId?: string; size?: number } }>) => {
    const user = await requireUser(req, deps);
    const size = req.body.size ?? 20;
    const rows = await myRefunds(deps.db, user.user_id, req.body.infoUuid, parseAnchor(req.body.anchorId), size);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return ok({ list: page.map(toRefundRes), hasNext: rows.length > size, anchorId: last ? makeAnchor(Number(last.created_at), last.refund_id) : '' });
  };
  const LIST = post({ infoUuid: INFO_UUID, anchorId: ANCHOR, size: int(1, 50) });
  app.post('/api/cf/v4/refund/list', LIST, refundList);
  app.post('/api/cf/v5/refund/list', LIST, refundList);

  const refundDetail = async (req: FastifyRequest<{ Body: { refundId: string } }>) => {
    const user = await requireUser(req, deps);
    const r = await refundById(deps.db, req.body.refundId);
    if (!r) throw notFound('退款记录不存在');
    const c = await getCase(deps.db, r.info_uuid);
    if (r.user_id !== user.user_id && r.donor_user_id !== user.user_id && c?.owner_user_id !== user.user_id) throw forbidden();
    return ok({ ...toRefundRes(r), caseTitle: c?.title ?? '', caseStatus: c?.status ?? 0, failReason: r.fail_reason });
  };
  const DETAIL = post({ refundId: str(1, 64) }, ['refundId']);
  app.post('/api/cf/v4/refund/detail', DETAIL, refundDetail);
  app.post('/api/cf/v5/refund/detail', DETAIL, refundDetail);

  // The refund rules for one of my donations (the screen shows them and whether I may refund now).
  const rules = async (req: FastifyRequest<{ Body: { orderId: string } }>) => {
    const user = await requireUser(req, deps);
    const o = await orderById(deps.db, req.body.orderId);
    if (!o) throw notFound(MSG.ORDER_NOT_FOUND);
    const c = await getCase(deps.db, o.info_uuid);
    if (o.user_id !== user.user_id && c?.owner_user_id !== user.user_id) throw forbidden();
    return ok(await refundRules(deps, o, user));
  };
  const RULES = post({ orderId: str(1, 64) }, ['orderId']);
  app.post('/api/cf/v4/refund/rules', RULES, rules);
  app.post('/api/cf/v5/refund/rules', RULES, rules);

  // The owner stops the case and returns every donation (case status 203, then 204).
  const confirm = async (req: FastifyRequest<{ Body: { infoUuid: string; reason: string; confirm: boolean } }>) => {
    const user = await requireUser(req, deps);
    const c = await getCase(deps.db, req.body.infoUuid);
    if (!c) throw notFound(MSG.CASE_NOT_FOUND);
    if (c.owner_user_id !== user.user_id) throw forbidden();
    return ok(await openCaseRefund(deps, user.user_id, c.info_uuid, 'OWNER_CLOSE', req.body.reason));
  };
  const CONFIRM = post({ infoUuid: INFO_UUID, reason: str(1, 200), confirm: { const: true } }, ['infoUuid', 'reason', 'confirm']);
  app.post('/api/cf/v4/refund/confirm', CONFIRM, confirm);
  app.post('/api/cf/v5/refund/confirm', CONFIRM, confirm);

}

/**
 * A case's whole life (staff side), the pay-amount experiment's configuration and the order counts:
 * - staff terminate a case (a reason of 1..200 characters that donors read); its donors are refunded;
 * - staff set the attributes lists and pages read (vip, theme, recommended, the detail-page version,
 *   is_help), each change audited;
 * - staff read and replace an experiment's variants (name, weight 0..100, preset amounts in fen);
 * - the public counts of a case's donations (order/count) and the viewer's own (order/count-ds).
 */
import { Bool, call, CaseRef, Enum, Fen, INFO_UUID, Int, List, Nullable, Obj, Opt, Str, type Static } from './schema';

const R = { noDedupe: false } as const;
const W = { noDedupe: true } as const;

/** The reason a case is terminated, shown to its donors: one short line. */
export const TERMINATE_REASON_MAX = 200;
export const TerminateReq = Obj({ infoUuid: INFO_UUID(), reason: Str(0, TERMINATE_REASON_MAX) });
export type TerminateReq = Static<typeof TerminateReq>;
export const TerminateRes = Obj({ infoUuid: INFO_UUID(), before: Int(), status: Int(), refunds: Int(0), amount: Fen() });
export type TerminateRes = Static<typeof TerminateRes>;

/** The detail page: 0 classic, 1 new for everyone, 2 new for visitors only. */
export const PageVersion = Enum([0, 1, 2] as const);
export const CaseAttributes = Obj({ isVip: Bool(), isTheme: Bool(), isRecommend: Bool(), pageVersion: PageVersion, isHelp: Bool() });
export type CaseAttributes = Static<typeof CaseAttributes>;
export const CaseAttributesRes = Obj({
  infoUuid: INFO_UUID(), title: Str(0, 200), status: Int(), expireAt: Int(0), endedAt: Nullable(Int(0)), attributes: CaseAttributes,
});
export type CaseAttributesRes = Static<typeof CaseAttributesRes>;
/** Only the attributes given change; a reason is kept in the audit log. */
export const SetAttributesReq = Obj({
  infoUuid: INFO_UUID(), isVip: Opt(Bool()), isTheme: Opt(Bool()), isRecommend: Opt(Bool()), pageVersion: Opt(PageVersion), isHelp: Opt(Bool()),
  reason: Opt(Str(0, 200)),
});
export type SetAttributesReq = Static<typeof SetAttributesReq>;

export const Variant = Obj({ name: Str(1, 40, { pattern: '^[A-Za-z0-9_-]+$' }), weight: Int(0, 100), amounts: List(Fen(100, 100_000_00), 8) });
export type Variant = Static<typeof Variant>;
export const ExperimentReq = Obj({ key: Str(1, 64) });
export const ExperimentRes = Obj({
  key: Str(1, 64), variants: List(Variant, 10), updatedAt: Int(0), updatedBy: Str(0, 64),
  exposures: List(Obj({ variant: Str(0, 40), count: Int(0) }), 20),
});
export type ExperimentRes = Static<typeof ExperimentRes>;
export const SetExperimentReq = Obj({ key: Str(1, 64), variants: List(Variant, 10) });
export type SetExperimentReq = Static<typeof SetExperimentReq>;

export const OrderCountRes = Obj({ infoUuid: INFO_UUID(), count: Int(0), donorCount: Int(0), amount: Fen() });
export type OrderCountRes = Static<typeof OrderCountRes>;
export const MyOrderCountRes = Obj({ count: Int(0), caseCount: Int(0), amount: Fen() });
export type MyOrderCountRes = Static<typeof MyOrderCountRes>;

export const lifecycle = {
  terminate: call({ method: 'POST', path: '/api/staff/case/terminate', access: 'staff', req: TerminateReq, res: TerminateRes, client: W }),
  attributes: call({ method: 'POST', path: '/api/staff/case/attributes', access: 'staff', req: CaseRef(), res: CaseAttributesRes, client: R }),
  setAttributes: call({ method: 'POST', path: '/api/staff/case/set-attributes', access: 'staff', req: SetAttributesReq, res: CaseAttributesRes, client: W }),
  experiment: call({ method: 'POST', path: '/api/staff/experiment/get', access: 'staff', req: ExperimentReq, res: ExperimentRes, client: R }),
  setExperiment: call({ method: 'POST', path: '/api/staff/experiment/set', access: 'staff', req: SetExperimentReq, res: ExperimentRes, client: W }),
  /** A case's paid donations: how many, from how many donors, how much (fen). */
  orderCount: call({ method: 'POST', path: '/api/cf/v4/order/count', access: 'visitor', req: CaseRef(), res: OrderCountRes }),
  /** The viewer's own paid donations: how many, to how many cases, how much (fen). */
  myOrderCount: call({ method: 'POST', path: '/api/cf/v4/order/count-ds', access: 'user', req: Obj({ infoUuid: Opt(INFO_UUID()) }), res: MyOrderCountRes }),
};

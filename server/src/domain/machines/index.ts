/** Every status machine, declared once each; rows move only through `transition` / `tryTransition`. */
export { canMove, defineMachine, refused, transition, tryTransition, type Machine, type StateOf } from './transition';
export { CASE, CASE_MACHINE, type CaseStatus } from './case';
export { FUND_USE, OBJECTION, PAYOUT, RECEIPT, REFUND, RESERVING_WITHDRAWAL, WITHDRAWAL } from './money';
export { REVISION } from './revision';
export { ORDER, statesInto } from './order';
export { GOODS_ORDER } from './shop';
export { DELIVERY, DISCUSSION_MACHINE, DOCTOR_VERIFICATION, FRAUD_FLAG, PROGRESS_REVIEW, REPORT } from './trust';
export { SECTION } from './section';
export { ACTIVITY, MATCH } from './activity';
export { LEAD } from './growth';

/** Whether a case's materials passed review: the raise flow's gate (legacy and seeded cases count as verified). */
export { isCaseVerified as caseVerified } from '../raise/gates';

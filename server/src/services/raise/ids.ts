/**
 * Identity and account rules of the raise forms: the rules (names, ID numbers, bank accounts,
 * phones) and their messages live once in src/contract/rules, which the forms use too; this module
 * keeps the names the server has always imported, plus the masks of what staff and the public see.
 */
export {
  NAME_RE, isValidName, normaliseIdCard, idCheckChar, birthOf, isValidIdCard, ageOf,
} from '../../../../src/contract/rules/identity';
export { normaliseAccount, luhnOk, isValidBankAccount } from '../../../../src/contract/rules/bank';
export { isValidPhone } from '../../../../src/contract/rules/phone';

/** 110101199003071234 -> 1101**********1234 (first 4, last 4). */
export const maskIdCard = (id: string) => (id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : '*'.repeat(id.length));
/** 6222021234561234 -> 6222 **** **** 1234. */
export const maskAccount = (acc: string) => (acc.length > 8 ? `${acc.slice(0, 4)} **** **** ${acc.slice(-4)}` : '****');

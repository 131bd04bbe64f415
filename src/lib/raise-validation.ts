/**
 * Field rules of the raise forms (starting a case), used by the RaiseStore, its tests and the screens.
 * The rules and their messages live once in src/contract/rules (the server applies the same ones);
 * this module keeps the names the client has always imported.
 */
export {
  TITLE_LEN, CONTENT_LEN, MAX_ATTACHMENTS, RAISE_MSG, targetMessage, titleError, contentError, isRaiseType, parseTargetYuan,
} from '../contract/rules/raise';
export {
  NAME_RE as RAISE_NAME_RE, nameError, idCheckChar as idCardCheckChar,
  isValidIdCard as isValidRaiseIdCard, idCardError,
} from '../contract/rules/identity';
export { PHONE_RE, phoneError } from '../contract/rules/phone';
export {
  luhnOk, normaliseAccount as bankDigits, bankAccountError, hospitalAccountError, contactPhoneError,
} from '../contract/rules/bank';
export { sizedText } from '../contract/rules/text';

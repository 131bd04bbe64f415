/** Amounts are integer fen. The cap of one donation (one order), both sides: 100,000 元. */

export const FEN_PER_YUAN = 100;
/** Largest single donation in fen (10,000,000 fen = 100,000 元). */
export const MAX_DONATION_FEN = 10_000_000;
/** Largest single donation in 元. */
export const MAX_DONATION_YUAN = MAX_DONATION_FEN / FEN_PER_YUAN;

/** A donation amount the server accepts: whole fen, 1 fen to the cap. */
export const isDonationFen = (fen: unknown): fen is number =>
  typeof fen === 'number' && Number.isSafeInteger(fen) && fen >= 1 && fen <= MAX_DONATION_FEN;

/** What the donation amount field says (the amount is typed in whole 元). */
export const DONATION_MSG = {
  required: '请输入捐款金额',
  invalid: '请输入正确的金额',
  tooLarge: `单笔金额不能超过${MAX_DONATION_YUAN}元`,
} as const;

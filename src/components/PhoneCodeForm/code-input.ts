/**
 * The SMS code input's props, shared by every code field (login, the phone checks). No styles here, so a
 * screen can take them without the login form's stylesheet.
 *
 * The code input takes whatever is typed or pasted and keeps its digits (sanitizeCode caps them at 6).
 * Not type=number on H5: a browser number input reports '' for pasted text such as 验证码123456. The
 * native maxlength is left wide: a maxlength of 6 cut the paste to 验证码123 before the digits were taken.
 * The mini-program keeps its number keyboard (type number); the cap is applied on every input there too.
 */
export const CODE_INPUT_MAXLENGTH = 64;
export const CODE_INPUT_PROPS = (process.env.TARO_ENV === 'h5'
  ? { type: 'text', maxlength: CODE_INPUT_MAXLENGTH, inputMode: 'numeric', autoComplete: 'one-time-code' }
  : { type: 'number', maxlength: CODE_INPUT_MAXLENGTH }) as unknown as { type: 'text' | 'number'; maxlength: number };

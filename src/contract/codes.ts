/**
 * The answer's envelope and its codes. Every answer is { code, msg, data }: code 0 is success;
 * 20102 / 20205 mean the login expired; 20206 is a login failure shown as a dialog; any other
 * code carries a Chinese msg for the screen. Money is integer fen everywhere.
 */

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const CODE = {
  OK: 0,
  LOGIN_EXPIRED: 20102,
  LOGIN_EXPIRED_2: 20205,
  LOGIN_FAILED_DIALOG: 20206,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
} as const;

/**
 * The one error type every API call rejects with. `code` is the envelope code (or a negative
 * client-side code for network failures), `msg` the Chinese text to show, `status` the HTTP status.
 */
export const NETWORK_ERROR_MSG = '网络不给力，请稍后重试';
/** Client-side codes (never sent by the server). */
export const CLIENT_CODE = { NETWORK: -1, TIMEOUT: -2, BAD_RESPONSE: -3 } as const;
export const LOGIN_EXPIRED_CODES: readonly number[] = [20102, 20205];

export class ApiError extends Error {
  constructor(
    public readonly code: number,
    public readonly msg: string,
    public readonly status: number = 200,
    public readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** True for the two login-expiry codes (20102, 20205). */
export function isLoginExpired(err: unknown): boolean {
  return err instanceof ApiError && LOGIN_EXPIRED_CODES.includes(err.code);
}

/** True for network failures and time-outs (no server answer). */
export function isNetworkError(err: unknown): boolean {
  return err instanceof ApiError && (err.code === CLIENT_CODE.NETWORK || err.code === CLIENT_CODE.TIMEOUT);
}

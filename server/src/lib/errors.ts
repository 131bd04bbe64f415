/**
 * ApiError: thrown anywhere, turned into the {code, msg, data} envelope with its HTTP status by
 * plugins/errors.ts. The codes are the client's (src/contract/codes.ts CODE).
 */
import { PHONE_MSG } from '../../../src/contract/rules/phone';
import { DONATION_CLOSED_MSG } from '../../../src/contract/rules/case-status';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    msg: string,
  ) {
    super(msg);
  }
}

export const MSG = {
  LOGIN_EXPIRED: '登录已过期，请重新登录',
  FORBIDDEN: '无权操作',
  CASE_NOT_FOUND: '筹款不存在',
  NOT_FOUND: '资源不存在',
  TOO_MANY: '请求过于频繁，请稍后再试',
  BAD_PHONE: PHONE_MSG.invalid,
  CODE_WRONG: '验证码错误',
  CODE_DEAD: '验证码已失效，请重新获取',
  CASE_ENDED: DONATION_CLOSED_MSG, // the client shows the same words (src/contract/rules/case-status.ts)
  ORDER_CONFLICT: '订单信息与此前提交的不一致，请重新下单',
  ORDER_NOT_FOUND: '订单不存在',
  SERVER_ERROR: '服务器开小差了，请稍后再试',
} as const;

export const badRequest = (msg: string) => new ApiError(400, 400, msg);
export const unauthorized = () => new ApiError(401, 20102, MSG.LOGIN_EXPIRED);
export const forbidden = () => new ApiError(403, 403, MSG.FORBIDDEN);
export const notFound = (msg: string = MSG.NOT_FOUND) => new ApiError(404, 404, msg);
export const tooMany = (msg: string = MSG.TOO_MANY) => new ApiError(429, 429, msg);
/** A login that failed (a wrong or dead code): a 401 whose code 20206 the client shows as a dialog. */
export const loginFailed = (msg: string) => new ApiError(401, 20206, msg);
/** A logged-in user's phone binding that failed (WeChat did not give the phone): the same dialog, a 400 (the session is fine). */
export const bindFailed = (msg: string) => new ApiError(400, 20206, msg);
export const conflict = (msg: string) => new ApiError(409, 409, msg);

/**
 * The donor's home, second part: the general fund (feature group donorHome), the staff's protocol
 * versions, page views (/api/frame/uv/get, group config) and the SMS code check without a login
 * (/api/account/v3/check-verify-code, group account).
 */
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import { donorHome } from '../../../../src/contract/donor-home';
import { isValidPhone, PHONE_MSG } from '../../../../src/contract/rules/phone';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest } from '../../lib/errors';
import { checkCode } from '../../services/code-checks';
import { generalFund } from '../../services/general-fund';
import { staffProtocolVersions } from '../../services/hub';
import { pageCounts, recordPageView, visitorKey } from '../../services/page-views';

export function donorHomeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, donorHome.generalFund, () => generalFund(deps));

  route(app, deps, donorHome.staffProtocolVersions, () => staffProtocolVersions(deps));

  route(app, deps, contract.config.uvGet, async ({ body, user, req }) => {
    const page = body.page.trim();
    if (!page) throw badRequest('参数错误: page');
    if (body.record) await recordPageView(deps, page, visitorKey(user?.user_id ?? null, req.ip, String(req.headers['user-agent'] ?? '')));
    return pageCounts(deps, page);
  });

  // Checks the newest code of the phone and uses it up (a checked code is no login code any more);
  // the same limits and messages as a login: 验证码错误 / 验证码已失效 (code 20206). No session is made;
  // the answer's checkToken proves the check once to a later step (services/code-checks.ts).
  route(app, deps, contract.account.checkVerifyCode, async ({ body }) => {
    if (!body.mobile) throw badRequest(PHONE_MSG.required);
    if (!isValidPhone(body.mobile)) throw badRequest(PHONE_MSG.invalid);
    return { valid: true, checkToken: await checkCode(deps, body.mobile, body.verifyCode) };
  });
}

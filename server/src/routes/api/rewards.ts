/** Rewards (feature contract group `rewards`): red packets, the luck draw, task progress, certificates, the charity pig. The certificate's image is a raw route (routes/raw/images.ts). */
import type { FastifyInstance } from 'fastify';
import { rewards } from '../../../../src/contract/rewards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { badRequest } from '../../lib/errors';
import { caseOr404 } from '../../policies/case';
import { canAttend, givePacket, issuePacket } from '../../services/activity/red-packets';
import { applyDraw, drawInfo, drawRecords } from '../../services/activity/luck-draw';
import { certificateById, certificateOfOrder } from '../../services/activity/certificate';
import { packetsView, pigInfo, pigStatus, rewardList, taskInfo } from '../../services/activity/donor-rewards';

const strip = <T extends { activity?: unknown; existing?: unknown }>(a: T) => {
  const { activity: _a, existing: _e, ...rest } = a;
  return rest;
};

export function rewardsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = rewards;
  route(app, deps, c.canAttendRedPacket, async ({ body, user }) => {
    await caseOr404(deps, body.infoUuid);
    return strip(await canAttend(deps, user ?? null, body.infoUuid));
  });
  route(app, deps, c.redPacketByCase, async ({ body, user }) => {
    await caseOr404(deps, body.infoUuid);
    const r = await issuePacket(deps, user, body.infoUuid);
    const packet = r.packet ? (await packetsView(deps, user.user_id, r.packet.packet_id))[0] ?? null : null;
    return { attend: strip(r.attend), packet };
  });
  route(app, deps, c.giveRedPacket, async ({ body, user }) => {
    await caseOr404(deps, body.infoUuid);
    const p = await givePacket(deps, user, body.packetId, body.infoUuid);
    return (await packetsView(deps, user.user_id, p.packet_id))[0];
  });
  route(app, deps, c.rewardList, ({ user }) => rewardList(deps, user));
  route(app, deps, c.lotteryInfo, ({ user }) => drawInfo(deps, user));
  route(app, deps, c.drawInfo, ({ body, user }) => drawInfo(deps, user, body.activityId || undefined));
  route(app, deps, c.lotteryRecord, async ({ user }) => ({ list: await drawRecords(deps, user) }));
  route(app, deps, c.lotteryResult, async ({ body, user }) => ({ result: (await drawRecords(deps, user, body.resultId || undefined))[0] ?? null }));
  route(app, deps, c.drawApply, ({ body, user }) => applyDraw(deps, user, body.activityId || undefined));
  route(app, deps, c.taskInfo, ({ body, user }) => taskInfo(deps, user, body));
  route(app, deps, c.certificateInfo, ({ body, user }) => {
    if (body.certificateId) return certificateById(deps, user, body.certificateId);
    if (body.orderId) return certificateOfOrder(deps, user, body.orderId);
    throw badRequest('请指定捐款或证书');
  });
  route(app, deps, c.pigStatus, async ({ body, user }) => {
    await caseOr404(deps, body.infoUuid);
    return pigStatus(deps, user, body.infoUuid);
  });
  route(app, deps, c.pigUserInfo, ({ user }) => pigInfo(deps, user));
}

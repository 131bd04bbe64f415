/**
 * The named calls around a case (src/contract/content.ts), each read from the database or from the
 * feature configuration staff edit in the console:
 * - disease knowledge: config `diseaseKnowledge` ({ disease name: comma-separated norms }) matched
 *   against the case's disease;
 * - case ab-test: config `caseAbTest` ({ experiment, groups: [{ name, weight }] }); a case always lands
 *   in the same group (a hash of experiment and case), so every reader of a case sees one variant;
 * - user portrait: the reader's paid donations, cases and shares; medical count: the case's doctor
 *   verifications; help list: who donated to and shared the case; is-share: whether the reader shared it.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { contract } from '../../../../src/contract';
import type { HelpItem } from '../../../../src/contract/content';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { caseOr404 } from '../../policies/case';
import { featureConfig } from '../../services/feature-config';

const C = contract.content;
export const DISEASE_KEY = 'diseaseKnowledge';
export const AB_TEST_KEY = 'caseAbTest';

/** The disease names configured that the case's disease text mentions (1 with their norms), or the disease itself with 0. */
export function diseaseKnowledge(disease: string, cfg: Record<string, unknown>) {
  const userfulDiseaseNorm: Record<string, number> = {};
  const diseaseNormShip: Record<string, string> = {};
  for (const [name, norms] of Object.entries(cfg)) {
    if (name && typeof norms === 'string' && disease.includes(name)) {
      userfulDiseaseNorm[name] = 1;
      diseaseNormShip[name] = norms;
    }
  }
  if (!Object.keys(userfulDiseaseNorm).length && disease) userfulDiseaseNorm[disease] = 0;
  return { userfulDiseaseNorm, diseaseNormShip };
}

/** The group of a case in the configured experiment ('' when none is configured). */
export function abGroup(infoUuid: string, cfg: Record<string, unknown>): { experiment: string; group: string } {
  const experiment = typeof cfg.experiment === 'string' ? cfg.experiment : '';
  const groups = Array.isArray(cfg.groups)
    ? cfg.groups.filter((g): g is { name: string; weight: number } => !!g && typeof g.name === 'string' && Number(g.weight) > 0)
    : [];
  const total = groups.reduce((s, g) => s + Number(g.weight), 0);
  if (!experiment || !total) return { experiment, group: '' };
  const roll = createHash('sha256').update(`${experiment}:${infoUuid}`).digest().readUInt32BE(0) % total;
  let acc = 0;
  for (const g of groups) {
    acc += Number(g.weight);
    if (roll < acc) return { experiment, group: g.name };
  }
  return { experiment, group: groups[groups.length - 1].name };
}

export function contentCallRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.diseaseKnowledge, async ({ body }) => {
    const c = await caseOr404(deps, body.infoUuid);
    return diseaseKnowledge(c.disease ?? '', await featureConfig(deps, DISEASE_KEY));
  });

  route(app, deps, C.abTest, async ({ body }) => {
    await caseOr404(deps, body.infoUuid);
    return { ...abGroup(body.infoUuid, await featureConfig(deps, AB_TEST_KEY)), shareDv: body.shareDv ?? 1000 };
  });

  route(app, deps, C.userPortrait, async ({ user }) => {
    if (!user) return { loggedIn: false, donateCount: 0, donateFen: 0, raiseCount: 0, shareCount: 0, isNewDonor: true };
    const db = deps.db;
    const orders = await db.selectFrom('orders').where('user_id', '=', user.user_id).where('status', '=', 'PAID')
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('fen')]).executeTakeFirstOrThrow();
    const raised = await db.selectFrom('cases').where('owner_user_id', '=', user.user_id).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const shares = await db.selectFrom('shares').where('user_id', '=', user.user_id).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const donateCount = Number(orders.n);
    return { loggedIn: true, donateCount, donateFen: Number(orders.fen), raiseCount: Number(raised.n), shareCount: Number(shares.n), isNewDonor: donateCount === 0 };
  });

  route(app, deps, C.medicalCount, async ({ body }) => {
    await caseOr404(deps, body.infoUuid);
    const r = await deps.db.selectFrom('verifications').where('info_uuid', '=', body.infoUuid).where('kind', '=', 'doctor')
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(from_hospital), 0)`.as('h')]).executeTakeFirstOrThrow();
    return { count: Number(r.n), countFromHospital: Number(r.h) };
  });

  route(app, deps, C.helpList, async ({ body }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const size = body.size ?? 20;
    const db = deps.db;
    const donations = await db.selectFrom('orders').innerJoin('users', 'users.user_id', 'orders.user_id')
      .where('orders.info_uuid', '=', c.info_uuid).where('orders.status', '=', 'PAID')
      .select(['orders.order_id as id', 'orders.anonymous', 'orders.paid_at as at', 'users.nickname', 'users.head_img_url'])
      .orderBy('orders.paid_at', 'desc').limit(size).execute();
    const shares = await db.selectFrom('shares').innerJoin('users', 'users.user_id', 'shares.user_id')
      .where('shares.info_uuid', '=', c.info_uuid)
      .select(['shares.id as id', 'shares.created_at as at', 'users.nickname', 'users.head_img_url'])
      .orderBy('shares.created_at', 'desc').limit(size).execute();
    const shareTotal = await db.selectFrom('shares').where('info_uuid', '=', c.info_uuid).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    const list: HelpItem[] = [
      ...donations.map((d): HelpItem => ({
        id: d.id, kind: 'donate', time: Number(d.at ?? 0), nickname: d.anonymous ? '爱心人士' : d.nickname, headImgUrl: d.anonymous ? '' : d.head_img_url,
      })),
      ...shares.map((s): HelpItem => ({ id: s.id, kind: 'share', time: Number(s.at), nickname: s.nickname, headImgUrl: s.head_img_url })),
    ].sort((a, b) => b.time - a.time).slice(0, size);
    return { list, total: Number(c.donation_count) + Number(shareTotal.n) };
  });

  route(app, deps, C.isShare, async ({ body, user }) => {
    const c = await caseOr404(deps, body.infoUuid);
    const mine = user
      ? await deps.db.selectFrom('shares').where('info_uuid', '=', c.info_uuid).where('user_id', '=', user.user_id).select('id').limit(1).executeTakeFirst()
      : undefined;
    return { isShare: !!mine, shareCount: Number(c.share_count) };
  });
}

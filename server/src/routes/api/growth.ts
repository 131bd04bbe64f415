/**
 * Growth (declared in src/contract/growth.ts): invitations, raise-help leads and their staff queue,
 * the health-tree prayer; the share poster is in growth-poster.ts.
 */
import { maskName, nameFor } from '../../../../src/contract/rules/names';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contract } from '../../../../src/contract';
import type { LeadView, StaffLead, Wish } from '../../../../src/contract/growth';
import { firstLeadError, shortTextError } from '../../../../src/contract/rules';
import type { AppDeps } from '../../deps';
import { LEAD, transition } from '../../domain/machines';
import { route } from '../../http/route';
import { badRequest, notFound } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import {
  countLeadsCalled, getLead, insertInvitation, insertInviteCode, insertLead, insertWish, insertWishShare, inviteCodeOf, inviterOfCode,
  latestLeadOf, latestWishes, listInvitations, listLeads, platformFigures, sampleWords, topCases, wishStat, type LeadRow,
} from '../../repositories/growth';
import { growthPosterRoutes, pageOrigin } from './growth-poster';
import { growthtoolRoutes } from './growthtool';
import { wallRoutes } from './wall';

const G = contract.growth;
export const SELF_INVITE_MSG = '不能接受自己的邀请';
export const LEAD_NOT_FOUND = '线索不存在';

const toLeadView = (l: LeadRow): LeadView => ({
  id: l.id, kind: l.kind, name: l.name, phone: l.phone, status: l.status, adviser: l.owner_name ? maskName(l.owner_name) : '',
  createdAt: Number(l.created_at), updatedAt: Number(l.updated_at),
});
const toStaffLead = (l: LeadRow): StaffLead => ({
  id: l.id, kind: l.kind, name: l.name, phone: l.phone, city: l.city, note: l.note, channel: l.channel, status: l.status,
  ownerId: l.owner_id ?? '', ownerName: l.owner_name ?? '', staffNote: l.staff_note, createdAt: Number(l.created_at), updatedAt: Number(l.updated_at),
});
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function growthRoutes(app: FastifyInstance, deps: AppDeps): void {
  growthPosterRoutes(app, deps);
  growthtoolRoutes(app, deps); // service info, honour pictures, version, sample words (feature group growthtool)
  wallRoutes(app, deps); // the comment wall /cf/water-comment (feature group wall)

  // ---------------------------------------------------------------------------- invitations
  route(app, deps, G.inviteMine, async ({ user, req }) => {
    let code = (await inviteCodeOf(deps.db, user.user_id))?.code;
    if (!code) {
      await insertInviteCode(deps.db, user.user_id, randomBytes(6).toString('base64url'), deps.clock());
      code = (await inviteCodeOf(deps.db, user.user_id))!.code;
    }
    const rows = await listInvitations(deps.db, user.user_id);
    const list = rows.map((r) => ({
      nickname: maskName(r.nickname), headImgUrl: r.head_img_url, kind: r.kind, channel: r.channel as 'inviter',
      invitedAt: Number(r.created_at), gaveAt: n(r.gave_at), raisedAt: n(r.raised_at),
    }));
    return { code, origin: pageOrigin(req), invited: list.length, gave: list.filter((i) => i.gaveAt !== null).length, raised: list.filter((i) => i.raisedAt !== null).length, list };
  });

  route(app, deps, G.inviteLanding, async ({ body, user }) => {
    const inviter = await inviterOfCode(deps.db, body.code);
    if (!inviter) return { valid: false, inviterName: '', inviterHeadImgUrl: '', self: false };
    return { valid: true, inviterName: nameFor(inviter.nickname, inviter.user_id, user?.user_id), inviterHeadImgUrl: inviter.head_img_url, self: user?.user_id === inviter.user_id };
  });

  // Recorded when the invitee accepts; the first accepted invitation of a kind keeps the credit.
  route(app, deps, G.inviteAccept, async ({ body, user }) => {
    const inviter = await inviterOfCode(deps.db, body.code);
    if (!inviter) throw notFound('邀请链接无效');
    if (inviter.user_id === user.user_id) throw badRequest(SELF_INVITE_MSG);
    const accepted = await insertInvitation(deps.db, {
      id: newId('inv'), inviter_id: inviter.user_id, invitee_id: user.user_id, kind: body.kind, channel: body.channel, created_at: deps.clock(),
    });
    return { accepted };
  });

  // ---------------------------------------------------------------------------- leads
  route(app, deps, G.leadSubmit, async ({ body, user }) => {
    const name = body.name.trim();
    const phone = body.phone.trim();
    const city = (body.city ?? '').trim();
    const note = (body.note ?? '').trim();
    const err = firstLeadError(body.kind, { name, phone, city, note });
    if (err) throw badRequest(err);
    const now = deps.clock();
    const id = newId('ld');
    await insertLead(deps.db, {
      id, kind: body.kind, user_id: user.user_id, name, phone, city, note, channel: body.channel ?? '', status: 'pending',
      owner_id: null, staff_note: '', created_at: now, updated_at: now,
    });
    return toLeadView((await getLead(deps.db, id))!);
  });

  // The asker sees only their own leads.
  route(app, deps, G.leadMine, async ({ body, user }) => {
    const lead = await latestLeadOf(deps.db, user.user_id, body.kind);
    return { lead: lead ? toLeadView(lead) : null };
  });

  route(app, deps, G.bdBaseInfo, async () => ({ ...(await platformFigures(deps.db)), leadsCalled: await countLeadsCalled(deps.db) }));
  route(app, deps, G.bdCases, async () => ({
    list: (await topCases(deps.db, 6)).map((c) => ({ infoUuid: c.info_uuid, title: c.title, coverUrl: c.cover_url, raisedAmount: c.raised_amount, donationCount: c.donation_count })),
  }));

  route(app, deps, G.staffLeads, async ({ body, staff }) => {
    const size = body.size ?? 20;
    const rows = await listLeads(deps.db, { status: body.status, ownerId: body.mine ? staff.user_id : undefined, after: parseAnchor(body.anchorId), size });
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return { list: page.map(toStaffLead), hasNext: rows.length > size, anchorId: last && rows.length > size ? makeAnchor(Number(last.created_at), last.id) : '' };
  });

  // Taking a lead: its owner becomes this staff member (audited with the previous owner).
  route(app, deps, G.staffLeadClaim, async ({ body, staff }) => {
    const before = await getLead(deps.db, body.id);
    if (!before) throw notFound(LEAD_NOT_FOUND);
    const now = deps.clock();
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('growth_leads').set({ owner_id: staff.user_id, updated_at: now }).where('id', '=', before.id).execute();
      await writeAudit(trx, { actor: staff.user_id, action: 'lead.claim', targetType: 'growth_lead', targetId: before.id, before: { ownerId: before.owner_id }, after: { ownerId: staff.user_id } }, now);
    });
    return toStaffLead((await getLead(deps.db, body.id))!);
  });

  // A call-back outcome: only through the LEAD machine; a lead without an owner is taken by whoever moves it.
  route(app, deps, G.staffLeadMove, async ({ body, staff }) => {
    const before = await getLead(deps.db, body.id);
    if (!before) throw notFound(LEAD_NOT_FOUND);
    const now = deps.clock();
    const set = { updated_at: now, owner_id: before.owner_id ?? staff.user_id, staff_note: body.note?.trim() || before.staff_note };
    await deps.db.transaction().execute(async (trx) => {
      await transition(trx, LEAD, { id: before.id }, before.status, body.to, set);
      await writeAudit(trx, {
        actor: staff.user_id, action: 'lead.move', targetType: 'growth_lead', targetId: before.id,
        before: { status: before.status, ownerId: before.owner_id }, after: { status: body.to, ownerId: set.owner_id }, reason: body.note ?? '',
      }, now);
    });
    return toStaffLead((await getLead(deps.db, body.id))!);
  });

  // ---------------------------------------------------------------------------- the health tree
  const toWish = (w: { id: string; user_id: string; content: string; created_at: number; nickname: string; head_img_url: string }, viewer: string | null): Wish => ({
    // Another user's name masked by the platform's one rule, as on the comment wall; the viewer's own shows whole.
    id: w.id, nickname: viewer === w.user_id ? w.nickname : maskName(w.nickname), headImgUrl: w.head_img_url, content: w.content, time: Number(w.created_at), mine: viewer === w.user_id,
  });

  route(app, deps, G.saveWishing, async ({ body, user }) => {
    const err = shortTextError(body.content, '心愿');
    if (err) throw badRequest(err);
    const row = { id: newId('w'), user_id: user.user_id, content: body.content.trim(), created_at: deps.clock() };
    await insertWish(deps.db, row);
    return toWish({ ...row, nickname: user.nickname, head_img_url: user.head_img_url }, user.user_id);
  });
  route(app, deps, G.wishStat, async ({ user }) => wishStat(deps.db, user?.user_id ?? null));
  route(app, deps, G.wishLast, async ({ body, user }) => ({ list: (await latestWishes(deps.db, body.size ?? 20)).map((w) => toWish(w, user?.user_id ?? null)) }));
  route(app, deps, G.sampleWords, async () => ({ words: (await sampleWords(deps.db)).map((w) => w.text) }));
  route(app, deps, G.wishShare, async ({ body, user }) => {
    await insertWishShare(deps.db, { id: newId('ws'), user_id: user?.user_id ?? null, to_wx_source: body.toWxSource, created_at: deps.clock() });
    return wishStat(deps.db, user?.user_id ?? null);
  });
}

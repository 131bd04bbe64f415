/**
 * Growth (declared in src/contract/growth.ts): invitations, raise-help leads and their staff queue,
 * the health-tree prayer. The route file growth.ts hands each call here.
 */
import { randomBytes } from 'node:crypto';
import { growth as G, type LeadView, type StaffLead, type Wish } from '../../../../src/contract/growth';
import type { ReqOf } from '../../../../src/contract/schema';
import { firstLeadError, shortTextError } from '../../../../src/contract/rules';
import { maskName, nameFor } from '../../../../src/contract/rules/names';
import type { AppDeps } from '../../deps';
import { LEAD, transition } from '../../domain/machines';
import { badRequest, notFound } from '../../lib/errors';
import { makeAnchor, newId, parseAnchor } from '../../lib/util';
import { writeAudit } from '../../repositories/audit';
import {
  countLeadsCalled, getLead, insertInvitation, insertInviteCode, insertLead, insertWish, insertWishShare, inviteCodeOf, inviterOfCode,
  latestLeadOf, latestWishes, listInvitations, listLeads, platformFigures, sampleWords, setLeadOwner, topCases, wishStat, type LeadRow,
} from '../../repositories/growth';
import { consoleName } from '../../repositories/staff-names';
import type { UserRow } from '../../repositories/users';

export const SELF_INVITE_MSG = '不能接受自己的邀请';
export const LEAD_NOT_FOUND = '线索不存在';

const toLeadView = (l: LeadRow): LeadView => ({
  id: l.id, kind: l.kind, name: l.name, phone: l.phone, status: l.status, adviser: l.owner_name ? maskName(l.owner_name) : '',
  createdAt: Number(l.created_at), updatedAt: Number(l.updated_at),
});
const toStaffLead = (l: LeadRow): StaffLead => ({
  id: l.id, kind: l.kind, name: l.name, phone: l.phone, city: l.city, note: l.note, channel: l.channel, status: l.status,
  ownerId: l.owner_id ?? '',
  // the staff member who took it, as the console names people (repositories/staff-names.ts)
  ownerName: l.owner_id ? consoleName(l.owner_name === null ? undefined : { nickname: l.owner_name, mobile: l.owner_mobile, staff: !!l.owner_staff, display_name: l.owner_display_name }) : '',
  staffNote: l.staff_note, createdAt: Number(l.created_at), updatedAt: Number(l.updated_at),
});
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));


// ---------------------------------------------------------------------------- invitations
/** My invitation code (made on first ask) and whom it brought. */
export async function myInvitations(deps: AppDeps, user: UserRow, origin: string) {
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
  return { code, origin, invited: list.length, gave: list.filter((i) => i.gaveAt !== null).length, raised: list.filter((i) => i.raisedAt !== null).length, list };
}

export async function inviteLanding(deps: AppDeps, code: string, user: UserRow | null | undefined) {
  const inviter = await inviterOfCode(deps.db, code);
  if (!inviter) return { valid: false, inviterName: '', inviterHeadImgUrl: '', self: false };
  return { valid: true, inviterName: nameFor(inviter.nickname, inviter.user_id, user?.user_id), inviterHeadImgUrl: inviter.head_img_url, self: user?.user_id === inviter.user_id };
}

/** Recorded when the invitee accepts; the first accepted invitation of a kind keeps the credit. */
export async function acceptInvite(deps: AppDeps, user: UserRow, b: ReqOf<typeof G.inviteAccept>) {
  const inviter = await inviterOfCode(deps.db, b.code);
  if (!inviter) throw notFound('邀请链接无效');
  if (inviter.user_id === user.user_id) throw badRequest(SELF_INVITE_MSG);
  const accepted = await insertInvitation(deps.db, {
    id: newId('inv'), inviter_id: inviter.user_id, invitee_id: user.user_id, kind: b.kind, channel: b.channel, created_at: deps.clock(),
  });
  return { accepted };
}

// ---------------------------------------------------------------------------- leads
/** A raise-help lead, under the lead rules (the same messages as the form). */
export async function submitLead(deps: AppDeps, user: UserRow, b: ReqOf<typeof G.leadSubmit>): Promise<LeadView> {
  const name = b.name.trim();
  const phone = b.phone.trim();
  const city = (b.city ?? '').trim();
  const note = (b.note ?? '').trim();
  const err = firstLeadError(b.kind, { name, phone, city, note });
  if (err) throw badRequest(err);
  const now = deps.clock();
  const id = newId('ld');
  await insertLead(deps.db, {
    id, kind: b.kind, user_id: user.user_id, name, phone, city, note, channel: b.channel ?? '', status: 'pending',
    owner_id: null, staff_note: '', created_at: now, updated_at: now,
  });
  return toLeadView((await getLead(deps.db, id))!);
}

/** The asker sees only their own leads. */
export async function myLead(deps: AppDeps, user: UserRow, kind: ReqOf<typeof G.leadMine>['kind']) {
  const lead = await latestLeadOf(deps.db, user.user_id, kind);
  return { lead: lead ? toLeadView(lead) : null };
}

export async function bdBaseInfo(deps: AppDeps) {
  return { ...(await platformFigures(deps.db)), leadsCalled: await countLeadsCalled(deps.db) };
}

export async function bdCases(deps: AppDeps) {
  return { list: (await topCases(deps.db, 6)).map((c) => ({ infoUuid: c.info_uuid, title: c.title, coverUrl: c.cover_url, raisedAmount: c.raised_amount, donationCount: c.donation_count })) };
}

export async function staffLeads(deps: AppDeps, staff: UserRow, b: ReqOf<typeof G.staffLeads>) {
  const size = b.size ?? 20;
  const rows = await listLeads(deps.db, { status: b.status, ownerId: b.mine ? staff.user_id : undefined, after: parseAnchor(b.anchorId), size });
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { list: page.map(toStaffLead), hasNext: rows.length > size, anchorId: last && rows.length > size ? makeAnchor(Number(last.created_at), last.id) : '' };
}

/** Taking a lead: its owner becomes this staff member (audited with the previous owner). */
export async function claimLead(deps: AppDeps, staff: UserRow, id: string): Promise<StaffLead> {
  const before = await getLead(deps.db, id);
  if (!before) throw notFound(LEAD_NOT_FOUND);
  const now = deps.clock();
  await deps.db.transaction().execute(async (trx) => {
    await setLeadOwner(trx, before.id, staff.user_id, now);
    await writeAudit(trx, { actor: staff.user_id, action: 'lead.claim', targetType: 'growth_lead', targetId: before.id, before: { ownerId: before.owner_id }, after: { ownerId: staff.user_id } }, now);
  });
  return toStaffLead((await getLead(deps.db, id))!);
}

/** A call-back outcome: only through the LEAD machine; a lead without an owner is taken by whoever moves it. */
export async function moveLead(deps: AppDeps, staff: UserRow, b: ReqOf<typeof G.staffLeadMove>): Promise<StaffLead> {
  const before = await getLead(deps.db, b.id);
  if (!before) throw notFound(LEAD_NOT_FOUND);
  const now = deps.clock();
  const set = { updated_at: now, owner_id: before.owner_id ?? staff.user_id, staff_note: b.note?.trim() || before.staff_note };
  await deps.db.transaction().execute(async (trx) => {
    await transition(trx, LEAD, { id: before.id }, before.status, b.to, set);
    await writeAudit(trx, {
      actor: staff.user_id, action: 'lead.move', targetType: 'growth_lead', targetId: before.id,
      before: { status: before.status, ownerId: before.owner_id }, after: { status: b.to, ownerId: set.owner_id }, reason: b.note ?? '',
    }, now);
  });
  return toStaffLead((await getLead(deps.db, b.id))!);
}

// ---------------------------------------------------------------------------- the health tree
const toWish = (w: { id: string; user_id: string; content: string; created_at: number; nickname: string; head_img_url: string }, viewer: string | null): Wish => ({
  // Another user's name masked by the platform's one rule, as on the comment wall; the viewer's own shows whole.
  id: w.id, nickname: viewer === w.user_id ? w.nickname : maskName(w.nickname), headImgUrl: w.head_img_url, content: w.content, time: Number(w.created_at), mine: viewer === w.user_id,
});

export async function saveWish(deps: AppDeps, user: UserRow, content: string): Promise<Wish> {
  const err = shortTextError(content, '心愿');
  if (err) throw badRequest(err);
  const row = { id: newId('w'), user_id: user.user_id, content: content.trim(), created_at: deps.clock() };
  await insertWish(deps.db, row);
  return toWish({ ...row, nickname: user.nickname, head_img_url: user.head_img_url }, user.user_id);
}

export const wishStats = (deps: AppDeps, viewer: string | null) => wishStat(deps.db, viewer);

export async function lastWishes(deps: AppDeps, size: number, viewer: string | null) {
  return { list: (await latestWishes(deps.db, size)).map((w) => toWish(w, viewer)) };
}

export async function wishSampleWords(deps: AppDeps) {
  return { words: (await sampleWords(deps.db)).map((w) => w.text) };
}

/** A share of the tree (signed in or not); answers the figures again. */
export async function shareWish(deps: AppDeps, userId: string | null, toWxSource: ReqOf<typeof G.wishShare>['toWxSource']) {
  await insertWishShare(deps.db, { id: newId('ws'), user_id: userId, to_wx_source: toWxSource, created_at: deps.clock() });
  return wishStat(deps.db, userId);
}

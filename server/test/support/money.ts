/** Helpers for the money-out suites: staff users, funded cases, the ledger invariants of a case. */
import { addStaff } from '../../src/repositories/revisions';
import type { CasesTable } from '../../src/db/schema';
import { donate, newCase, user } from './funds';
import { post, type TestCtx } from './testApp';

export type U = { cookie: string; id: string };

export async function staffUser(ctx: TestCtx): Promise<U> {
  const u = await user(ctx);
  await addStaff(ctx.db, u.id, ctx.now());
  return u;
}

/** A case of the owner (hospital named, verified enough by default) with the donor's donations. */
export async function fundedCase(ctx: TestCtx, owner: U, donor: U, amounts: number[], extra: Partial<CasesTable> = {}): Promise<[string, string[]]> {
  const infoUuid = await newCase(ctx, owner.id, { hospital: '北京协和医院', ...extra });
  for (let i = 0; i < 3; i++) {
    await ctx.db.insertInto('verifications').values({
      verify_id: `v-${infoUuid}-${i}`, info_uuid: infoUuid, user_id: null, nickname: '亲友', head_img_url: '', relationship: '朋友', kind: 'friend',
      content: '属实', from_hospital: 0, created_at: ctx.now(),
    }).execute();
  }
  const ids: string[] = [];
  for (const a of amounts) {
    ids.push(await donate(ctx, donor.cookie, infoUuid, a));
    ctx.advance(1000); // donations in a known order (the ledger follows gifts first-in first-out)
  }
  return [infoUuid, ids];
}

export async function ledgerSums(ctx: TestCtx, infoUuid: string) {
  const rows = await ctx.db.selectFrom('money_ledger').select(['kind', (eb) => eb.fn.sum<number>('amount').as('s')]).where('info_uuid', '=', infoUuid).groupBy('kind').execute();
  const by = (k: string) => Number(rows.find((r) => r.kind === k)?.s ?? 0);
  return { donation: by('donation'), refund: by('refund'), payout: by('payout'), fee: by('fee'), reversal: by('reversal'), match: by('match'), matchReturn: by('match_return') };
}

/**
 * The invariants of a case: refunds + payouts + fees - reversals never exceed donations, and the
 * raised-amount cache equals the ledger's donations less refunds, plus the matched money the case
 * holds (matches and pool grants count toward raised, net of what refunds returned).
 */
export async function expectLedgerHolds(ctx: TestCtx, infoUuid: string): Promise<void> {
  const l = await ledgerSums(ctx, infoUuid);
  expect(l.refund + l.payout + l.fee - l.reversal).toBeLessThanOrEqual(l.donation);
  const c = await ctx.db.selectFrom('cases').select('raised_amount').where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
  expect(Number(c.raised_amount)).toBe(l.donation - l.refund + l.match - l.matchReturn);
}

/** The owner stops raising (0 -> 2), as a withdrawal needs. */
export async function stopRaising(ctx: TestCtx, owner: U, infoUuid: string): Promise<void> {
  const r = await post(ctx.app, '/api/cf/v4/drawcash/stop-raise', { infoUuid, reason: '已筹到足够的治疗费用', confirm: true }, owner.cookie);
  if (r.body.code !== 0) throw new Error(`stop-raise: ${JSON.stringify(r.body)}`);
}

export const staffPost = (ctx: TestCtx, s: U, path: string, body: unknown) => post(ctx.app, `/api/staff${path}`, body, s.cookie);

/** Helpers for the funds, verification and case-edit suites: fresh cases, real donations, counts. */
import { randomUUID } from 'node:crypto';
import type { CasesTable } from '../../src/db/schema';
import type { RefundStatus, WithdrawalStatus } from '../../src/domain/machines/money';
import { login, post, type TestCtx } from './testApp';

export const key = () => randomUUID().replace(/-/g, '');

/** A logged-in user: its Cookie header and user id. */
export async function user(ctx: TestCtx, phone?: string): Promise<{ cookie: string; id: string }> {
  const cookie = await login(ctx, phone);
  const r = await post(ctx.app, '/api/account/v3/login-check', {}, cookie);
  return { cookie, id: r.body.data.user.userId as string };
}

/** A fresh case owned by the user, raising (status 0), nothing raised yet. */
export async function newCase(ctx: TestCtx, ownerId: string, extra: Partial<CasesTable> = {}): Promise<string> {
  const now = ctx.now();
  const infoUuid = randomUUID();
  await ctx.db.insertInto('cases').values({
    info_uuid: infoUuid, title: '测试筹款标题', content: '这是一个测试筹款的详细内容，用来验证权限与资金。', cover_url: '', attachments: '[]', raise_type: 0,
    target_amount: 10_000_000, raised_amount: 0, donation_count: 0, share_count: 0, status: 0, finish_str: '', patient_name: '测试',
    owner_user_id: ownerId, payee_relation: 'self', payee_name: '测试', hospital: '', disease: '', is_vip: 0, is_theme: 0, is_recommend: 0,
    subsidize: 0, group_value: 0, eye_value: 0, service_charge: 1, page_version: 0, pr_new_or_old: 0, is_help: 0,
    created_at: now, expire_at: now + 30 * 24 * 3600_000, ...extra,
  }).execute();
  return infoUuid;
}

/** A PAID donation through the real API (order add + sandbox cashier); returns the order id. */
export async function donate(ctx: TestCtx, cookie: string, infoUuid: string, amount: number): Promise<string> {
  const o = await post(ctx.app, '/api/cf/v41/order/add', { infoUuid, amount, anonymous: false, platform: 8, idempotencyKey: key() }, cookie);
  if (o.body.code !== 0) throw new Error(`order: ${JSON.stringify(o.body)}`);
  const orderId = o.body.data.orderId as string;
  const paid = await post(ctx.app, '/api/pay/sandbox/confirm', { orderId, action: 'pay' }, cookie);
  if (paid.body.code !== 0) throw new Error(`pay: ${JSON.stringify(paid.body)}`);
  return orderId;
}

export async function caseRow(ctx: TestCtx, infoUuid: string) {
  const r = await ctx.db.selectFrom('cases').selectAll().where('info_uuid', '=', infoUuid).executeTakeFirstOrThrow();
  return { ...r, raised: Number(r.raised_amount), count: Number(r.donation_count) };
}

/** Rows of a table (optionally of one case). */
export async function countRows(ctx: TestCtx, table: 'withdrawals' | 'refunds' | 'case_revisions' | 'progress' | 'verifications', infoUuid?: string): Promise<number> {
  let q = ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (infoUuid) q = q.where('info_uuid', '=', infoUuid);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function sumRows(ctx: TestCtx, table: 'withdrawals' | 'refunds', col: 'info_uuid' | 'order_id', id: string, statuses: (WithdrawalStatus | RefundStatus)[]): Promise<number> {
  const r = await ctx.db.selectFrom(table).select((eb) => eb.fn.sum<number>('amount').as('s')).where(col, '=', id).where('status', 'in', statuses).executeTakeFirstOrThrow();
  return Number(r.s ?? 0);
}

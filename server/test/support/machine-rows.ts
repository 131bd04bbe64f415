/**
 * One row per status machine's table, in a given state, for the transition tests: `row(id, state)`
 * inserts it, `where(id)` picks it, `patch` is what a move sets besides the status (so a refused move
 * can be seen to have written nothing), `col` is the patched column to read back.
 */
import type { Insertable } from 'kysely';
import type { DB } from '../../src/db';
import type { Database } from '../../src/db/schema';
import {
  CASE_MACHINE, DELIVERY, DISCUSSION_MACHINE, DOCTOR_VERIFICATION, FRAUD_FLAG, FUND_USE, OBJECTION, ORDER, PAYOUT, PROGRESS_REVIEW, RECEIPT,
  REFUND, REPORT, REVISION, SECTION, WITHDRAWAL, type Machine,
} from '../../src/domain/machines';
import { ACTIVITY, MATCH } from '../../src/domain/machines/activity';

type Fixture<T extends keyof Database, S extends string | number> = {
  machine: Machine<T, S>;
  row: (id: string, state: S) => Insertable<Database[T]>;
  where: (id: string) => Record<string, string>;
  col: string;
  patch: Record<string, string>;
};
const fx = <T extends keyof Database, S extends string | number>(f: Fixture<T, S>) => f as unknown as Fixture<keyof Database, string | number>;
const t = 1_700_000_000_000;

export const FIXTURES = [
  fx({
    machine: CASE_MACHINE, where: (id) => ({ info_uuid: id }), col: 'finish_str', patch: { finish_str: 'moved' },
    row: (id, status) => ({
      info_uuid: id, title: 't', content: 'c', cover_url: '', attachments: '[]', raise_type: 0, target_amount: 100, raised_amount: 0, donation_count: 0,
      share_count: 0, status, finish_str: '', patient_name: '', owner_user_id: 'u', payee_relation: '', payee_name: '', hospital: '', disease: '',
      is_vip: 0, is_theme: 0, is_recommend: 0, subsidize: 0, group_value: 0, eye_value: 0, service_charge: 1, page_version: 0, pr_new_or_old: 0,
      is_help: 0, created_at: t, expire_at: t,
    }),
  }),
  fx({
    machine: SECTION, where: (id) => ({ info_uuid: id, section: 'patient' }), col: 'reason', patch: { reason: 'moved' },
    row: (id, status) => ({ info_uuid: id, section: 'patient', status, data_json: '{}', lookup_key: '', reason: '', submitted_at: null, reviewed_by: null, reviewed_at: null, updated_at: t }),
  }),
  fx({
    machine: WITHDRAWAL, where: (id) => ({ withdrawal_id: id }), col: 'reject_reason', patch: { reject_reason: 'moved' },
    row: (id, status) => ({
      withdrawal_id: id, idempotency_key: id, info_uuid: 'c', user_id: 'u', amount: 100, status, created_at: t, completed_at: null, fee_option: 1, fee: 0,
      subsidy: 0, payee_type: 'FAMILY', notice_until: t, approver1: null, approver2: null, reject_reason: '', case_status_before: 2, updated_at: t,
    }),
  }),
  fx({
    machine: PAYOUT, where: (id) => ({ payout_id: id }), col: 'fail_reason', patch: { fail_reason: 'moved' },
    row: (id, status) => ({
      payout_id: id, idempotency_key: id, withdrawal_id: 'w', info_uuid: 'c', batch_no: 1, batch_count: 1, amount: 100, fee: 0, payee_type: 'FAMILY',
      payee_name: 'p', status, provider: '', transfer_ref: null, fail_reason: '', authorised_by: null, created_at: t, updated_at: t, processing_since: null,
    }),
  }),
  fx({
    machine: REFUND, where: (id) => ({ refund_id: id }), col: 'fail_reason', patch: { fail_reason: 'moved' },
    row: (id, status) => ({
      refund_id: id, idempotency_key: id, order_id: 'o', info_uuid: 'c', user_id: 'u', donor_user_id: 'd', amount: 100, reason: 'r', status,
      created_at: t, completed_at: null, kind: 'DONOR', provider_refund_id: null, fail_reason: '', sent_at: null,
    }),
  }),
  fx({
    machine: RECEIPT, where: (id) => ({ invoice_id: id }), col: 'title', patch: { title: 'moved' },
    row: (id, status) => ({
      invoice_id: id, order_id: id, user_id: 'u', info_uuid: 'c', amount: 100, title_type: 'PERSONAL', title: '', tax_no: '', email: '', status,
      file_name: null, issued_by: null, created_at: t, issued_at: null,
    }),
  }),
  fx({
    machine: FUND_USE, where: (id) => ({ fund_use_id: id }), col: 'review_reason', patch: { review_reason: 'moved' },
    row: (id, status) => ({
      fund_use_id: id, info_uuid: 'c', payout_id: 'p', user_id: 'u', amount: 100, description: 'd', receipts: '[]', status, reviewer_id: null,
      review_reason: '', created_at: t, reviewed_at: null,
    }),
  }),
  fx({
    machine: OBJECTION, where: (id) => ({ objection_id: id }), col: 'reason', patch: { reason: 'moved' },
    row: (id, status) => ({ objection_id: id, withdrawal_id: 'w', info_uuid: 'c', user_id: 'u', reason: '', status, resolved_by: null, resolved_at: null, created_at: t }),
  }),
  fx({
    machine: DISCUSSION_MACHINE, where: (id) => ({ info_uuid: id }), col: 'reason', patch: { reason: 'moved' },
    row: (id, status) => ({ info_uuid: id, status, content: 'c', reason: '', created_at: t, updated_at: t }),
  }),
  fx({
    machine: DOCTOR_VERIFICATION, where: (id) => ({ verify_id: id }), col: 'department', patch: { department: 'moved' },
    row: (id, status) => ({
      verify_id: id, info_uuid: id, user_id: 'u', nickname: 'n', head_img_url: '', relationship: '医生', kind: 'friend', content: 'c', from_hospital: 0,
      created_at: t, doctor_status: status, department: '',
    }),
  }),
  fx({
    machine: REPORT, where: (id) => ({ id }), col: 'outcome_note', patch: { outcome_note: 'moved' },
    row: (id, status) => ({ id, info_uuid: 'c', user_id: 'u', reason: 'r', content: 'c', image_urls: '[]', status, outcome: null, outcome_note: '', resolver_id: null, created_at: t, resolved_at: null }),
  }),
  fx({
    machine: PROGRESS_REVIEW, where: (id) => ({ id }), col: 'reason', patch: { reason: 'moved' },
    row: (id, status) => ({ id, info_uuid: 'c', user_id: 'u', content: 'c', image_urls: '[]', created_at: t, status, reason: '' }),
  }),
  fx({
    machine: FRAUD_FLAG, where: (id) => ({ id }), col: 'resolution', patch: { resolution: 'moved' },
    row: (id, status) => ({ id, kind: 'k', info_uuid: null, subject: 's', dedupe_key: id, evidence: '{}', status, resolution: '', resolver_id: null, created_at: t, resolved_at: null }),
  }),
  fx({
    machine: REVISION, where: (id) => ({ revision_id: id }), col: 'reason', patch: { reason: 'moved' },
    row: (id, status) => ({ revision_id: id, info_uuid: id, user_id: 'u', title: 't', content: 'c', status, reason: '', reviewer_id: null, created_at: t, reviewed_at: null }),
  }),
  fx({
    machine: ORDER, where: (id) => ({ order_id: id }), col: 'comment', patch: { comment: 'moved' },
    row: (id, status) => ({
      order_id: id, idempotency_key: id, user_id: 'u', info_uuid: 'c', amount: 100, anonymous: 0, status, platform: 8, provider: 'sandbox', channel: '',
      share_dv: 0, user_source_id: '', comment: '', first_donation: 0, provider_trade_no: null, created_at: t, paid_at: null,
    }),
  }),
  fx({
    machine: DELIVERY, where: (id) => ({ id }), col: 'title', patch: { title: 'moved' },
    row: (id, send_status) => ({
      id, user_id: 'u', kind: 'k', info_uuid: 'c', title: '', body: 'b', landing_url: '', created_at: t, read_at: null, send_status, send_attempts: 0, sent_at: null,
    }),
  }),
  fx({
    machine: ACTIVITY, where: (id) => ({ activity_id: id }), col: 'title', patch: { title: 'moved' },
    row: (id, status) => ({
      activity_id: id, kind: 'matchingDonation' as const, title: '', sponsor_id: 'sp', status, ratio_pct: 100, cap_gift: 0, cap_donor_day: 0, cap_case: 0, min_gift: 0,
      starts_at: t, ends_at: t + 1, funded: 0, matched: 0, released: 0, match_count: 0, created_by: 'u', created_at: t, updated_at: t,
    }),
  }),
  fx({
    machine: MATCH, where: (id) => ({ order_id: id }), col: 'reason', patch: { reason: 'moved' },
    row: (id, status) => ({ order_id: id, activity_id: 'a', info_uuid: 'c', user_id: 'u', donation: 100, amount: 0, returned: 0, status, reason: '', day: 1, created_at: t, updated_at: t }),
  }),
];

/** Inserts the fixture's row in `state`. */
export async function insertAt(db: DB, f: (typeof FIXTURES)[number], id: string, state: string | number): Promise<void> {
  await db.insertInto(f.machine.table).values(f.row(id, state) as never).execute();
}

/** The row's status and patched column, as stored. */
export async function readBack(db: DB, f: (typeof FIXTURES)[number], id: string): Promise<{ status: string | number; col: string }> {
  let q = db.selectFrom(f.machine.table as 'cases').select([`${f.machine.column} as status`, `${f.col} as col`] as never);
  for (const [k, v] of Object.entries(f.where(id))) q = q.where(k as never, '=', v as never);
  const r = (await q.executeTakeFirstOrThrow()) as unknown as { status: string | number; col: string };
  return { status: typeof r.status === 'string' ? r.status : Number(r.status), col: r.col };
}
